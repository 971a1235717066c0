//! An emoji in a figure's title. One the figures' fonts have (🎉, Noto Emoji) is drawn
//! as it is; one they lack (🧩, newer than Noto Emoji) is drawn as '?', and the export says so.

use crate::support::cli::run_ok;

#[test]
fn an_emoji_title_the_fonts_lack_is_said() {
    let folder = std::env::temp_dir().join(format!("nimlab-emoji-title-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("folder");
    let out = folder.join("puzzle.svg");
    let out = out.to_str().expect("utf-8");
    let export = |title: &str| {
        run_ok(&[
            "export", "match", "0+3=09", "--title", title, "--out", out, "--force",
        ])
    };
    let said = export("🎉 🧩");
    assert!(said.contains("draws each as '?'"), "{said}");
    let said = export("🎉 Sums");
    assert!(!said.contains("note"), "{said}");
}
