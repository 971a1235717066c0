//! `nimlab match sheet`'s choices as a user runs them: the key in a file of its own
//! (`--key-out`, refused when it exists without `--force`, never the sheet's own name), both
//! files whole PDFs with the pages the count a page gives them, and the look's flags accepted.

use crate::support::cli::{refused, run_ok};
use crate::support::files::{fresh_folder, pdf_pages};

const CLASSICS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");

/// The classics' puzzles: 4 a page make 4 question pages, the key 8 a page 2.
const PUZZLES: usize = 14;

#[test]
fn the_key_goes_to_a_file_of_its_own_numbered_from_its_first_page() {
    let folder = fresh_folder("cli-sheet-key-out");
    let (sheet, key) = (folder.join("lesson.pdf"), folder.join("lesson-key.pdf"));
    let said = run_ok(&[
        "match",
        "sheet",
        CLASSICS,
        "--out",
        sheet.to_str().expect("path"),
        "--key-out",
        key.to_str().expect("path"),
    ]);
    assert!(
        said.contains("lesson.pdf") && said.contains("lesson-key.pdf"),
        "both named: {said}"
    );
    assert_eq!(pdf_pages(&sheet), PUZZLES.div_ceil(4), "the puzzles alone");
    assert_eq!(pdf_pages(&key), PUZZLES.div_ceil(8), "the key alone");
    assert!(said.contains("(4 pages)") && said.contains("(2 pages)"), "{said}");

    // --answers keeps its meaning beside it: the key after the puzzles as well.
    let both = folder.join("both.pdf");
    let key_too = folder.join("both-key.pdf");
    run_ok(&[
        "match",
        "sheet",
        CLASSICS,
        "--answers",
        "--out",
        both.to_str().expect("path"),
        "--key-out",
        key_too.to_str().expect("path"),
    ]);
    assert_eq!(pdf_pages(&both), PUZZLES.div_ceil(4) + PUZZLES.div_ceil(8));
    assert_eq!(pdf_pages(&key_too), PUZZLES.div_ceil(8));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn an_existing_key_file_is_refused_before_anything_is_written() {
    let folder = fresh_folder("cli-sheet-key-exists");
    let (sheet, key) = (folder.join("sheet.pdf"), folder.join("key.pdf"));
    std::fs::write(&key, b"last week's key").expect("written");
    let args = |force: bool| {
        let mut args = vec![
            "match",
            "sheet",
            CLASSICS,
            "--out",
            sheet.to_str().expect("path"),
            "--key-out",
            key.to_str().expect("path"),
        ];
        if force {
            args.push("--force");
        }
        args
    };
    let said = refused(&args(false));
    assert!(
        said.contains("key.pdf exists") && said.contains("--force"),
        "{said}"
    );
    assert!(!sheet.exists(), "the sheet is not written either");
    assert_eq!(std::fs::read(&key).expect("kept"), b"last week's key");
    run_ok(&args(true));
    assert_eq!(pdf_pages(&key), PUZZLES.div_ceil(8), "replaced when forced");
    assert_eq!(pdf_pages(&sheet), PUZZLES.div_ceil(4));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_key_named_as_the_sheet_or_not_a_pdf_is_refused() {
    let folder = fresh_folder("cli-sheet-key-names");
    let sheet = folder.join("sheet.pdf");
    let path = sheet.to_str().expect("path");
    let said = refused(&["match", "sheet", CLASSICS, "--out", path, "--key-out", path]);
    assert!(said.contains("same file"), "{said}");
    let svg = folder.join("key.svg");
    let said = refused(&[
        "match",
        "sheet",
        CLASSICS,
        "--out",
        path,
        "--key-out",
        svg.to_str().expect("path"),
    ]);
    assert!(said.contains("--key-out") && said.contains(".pdf"), "{said}");
    assert!(!sheet.exists() && !svg.exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_looks_flags_change_the_pages_not_the_puzzles() {
    let folder = fresh_folder("cli-sheet-look");
    for (flags, pages) in [
        (vec![], PUZZLES.div_ceil(4)),
        (vec!["--no-difficulty", "--no-titles"], PUZZLES.div_ceil(4)),
        (vec!["--per-page", "1"], PUZZLES),
        (vec!["--per-page", "8", "--paper", "letter"], PUZZLES.div_ceil(8)),
    ] {
        let out = folder.join(format!("sheet-{}.pdf", flags.join("")));
        let mut args = vec!["match", "sheet", CLASSICS, "--out", out.to_str().expect("path")];
        args.extend(&flags);
        run_ok(&args);
        assert_eq!(pdf_pages(&out), pages, "{flags:?}");
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
