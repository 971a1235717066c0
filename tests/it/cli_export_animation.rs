//! `nimlab export tree --animate` as a user runs it: the step-through of the recursive,
//! short-circuit and DP views as a GIF, decoded back with the `gif` crate (the frame count, and
//! the first and last frames' pixels); every combination that cannot animate refused in one
//! line before any work.

use crate::support::cli::{refused, run_ok};
use crate::support::files::fresh_folder;

/// The GIF's size and its frames as a viewer shows them (each drawn over the ones before), RGBA.
fn frames(path: &std::path::Path) -> (usize, usize, Vec<Vec<u8>>) {
    let file = std::fs::File::open(path).expect("written");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(std::io::BufReader::new(file)).expect("a GIF");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut screen = vec![0u8; width * height * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (left, top, w) = (
            usize::from(frame.left),
            usize::from(frame.top),
            usize::from(frame.width),
        );
        for y in 0..usize::from(frame.height) {
            let to = ((top + y) * width + left) * 4;
            screen[to..to + w * 4].copy_from_slice(&frame.buffer[y * w * 4..(y + 1) * w * 4]);
        }
        frames.push(screen.clone());
    }
    (width, height, frames)
}

/// Pixels of `rgba` near `[r, g, b]`: the quantizer moves a colour by up to a dozen levels a
/// channel (the light lose fill comes out 11 redder), far less than the fills are apart.
fn near(rgba: &[u8], [r, g, b]: [u8; 3]) -> usize {
    const NEAR: u8 = 16;
    rgba.chunks_exact(4)
        .filter(|p| p[0].abs_diff(r) <= NEAR && p[1].abs_diff(g) <= NEAR && p[2].abs_diff(b) <= NEAR)
        .count()
}

/// The light theme's colours of a won and a lost position (their value badges and outlines).
fn fills() -> ([u8; 3], [u8; 3]) {
    let palette = nimlab::figure::theme::Theme::Light.palette();
    let rgb = |c: nimlab::figure::scene::Colour| [c.red, c.green, c.blue];
    (rgb(palette.win), rgb(palette.lose))
}

#[test]
fn the_recursive_short_circuit_and_dp_step_throughs_animate() {
    let folder = fresh_folder("cli-animate");
    let (win_fill, lose_fill) = fills();
    // 5 coins, takes 1–3: 28 nodes in the whole tree (every call and return, and the start);
    // the short-circuit calls fewer; the DP fills 0 to 5.
    // The DP's values are written in badges too small at 400 pixels for the quantizer to keep
    // their colour: it is drawn at 800.
    for (view, frames_expected, wide) in [
        ("recursive", None, "400"),
        ("short-circuit", None, "400"),
        ("dp", Some(7), "800"),
    ] {
        let out = folder.join(format!("{view}.gif"));
        let path = out.to_str().expect("UTF-8 path");
        let said = run_ok(&[
            "export",
            "tree",
            "--coins",
            "5",
            "--take",
            "1,2,3",
            "--view",
            view,
            "--animate",
            "--width",
            wide,
            "--out",
            path,
        ]);
        let (width, height, frames) = frames(&out);
        assert_eq!(width.to_string(), wide, "{view}");
        assert!(
            said.contains(&format!("{} frames of {wide} × {height} pixels", frames.len())),
            "{said}"
        );
        if let Some(expected) = frames_expected {
            assert_eq!(frames.len(), expected, "{view}");
        }
        let (first, last) = (&frames[0], &frames[frames.len() - 1]);
        assert_eq!(
            near(first, win_fill) + near(first, lose_fill),
            0,
            "{view}: nothing known at step 0"
        );
        // At 400 pixels a position is a disc of a few dozen pixels.
        let (wins, losses) = (near(last, win_fill), near(last, lose_fill));
        assert!(
            wins > 30 && losses > 15,
            "{view}: every value known at the end ({wins}, {losses})"
        );
        assert_eq!(first[..4], [255, 255, 255, 255], "{view}: the page is white");
    }
    let counts: Vec<usize> = ["recursive", "short-circuit"]
        .iter()
        .map(|view| frames(&folder.join(format!("{view}.gif"))).2.len())
        .collect();
    assert_eq!(
        counts[0],
        2 * 28 + 1,
        "a call and a return per node, and the start"
    );
    assert!(counts[1] < counts[0], "the short-circuit calls fewer: {counts:?}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn bad_combinations_are_refused_in_one_line_before_any_work() {
    let folder = fresh_folder("cli-animate-refused");
    let gif = folder.join("a.gif");
    let gif = gif.to_str().expect("path");
    let png = folder.join("a.png");
    let png = png.to_str().expect("path");
    let base = ["export", "tree", "--coins", "5"];
    let cases: [(&[&str], &str); 5] = [
        (
            &["--view", "formula", "--animate", "--out", gif],
            "--view recursive, short-circuit or dp",
        ),
        (&["--animate", "--out", png], "end --out in .gif"),
        (&["--out", gif], "add --animate"),
        (&["--animate", "--delay-ms", "5", "--out", gif], "--delay-ms 5"),
        (
            &["--view", "dp", "--depth", "2", "--animate", "--out", gif],
            "drop --depth",
        ),
    ];
    for (args, says) in cases {
        let said = refused(&[&base[..], args].concat());
        assert!(said.contains(says), "{args:?}: {said}");
    }
    assert!(!std::path::Path::new(gif).exists() && !std::path::Path::new(png).exists());
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// `--slide 16:9` makes every frame a 16:9 slide (480 × 270 at a width of 480), not the
/// tree's own shape.
#[test]
fn a_slide_animation_has_the_slides_shape() {
    let folder = fresh_folder("cli-animate-slide");
    let out = folder.join("slide.gif");
    let said = run_ok(&[
        "export",
        "tree",
        "--coins",
        "4",
        "--animate",
        "--slide",
        "16:9",
        "--width",
        "480",
        "--out",
        out.to_str().expect("UTF-8 path"),
    ]);
    let (width, height, _) = frames(&out);
    assert_eq!((width, height), (480, 270), "{said}");
    assert!(said.contains("of 480 × 270 pixels"), "{said}");
}
