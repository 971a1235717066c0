//! `nimlab export sheet tree|dp|grundy|nim|sum` as a user runs it: each sheet and its key
//! written as a whole PDF (a tree too wide for an upright page turns it, the DP table of a
//! hundred coins takes two pages), an existing file kept unless `--force`, and every size
//! refused in one line that says the size asked and the limit, with the exit code of the CLI's
//! other refusals (1; a command line clap cannot parse, 2).

use crate::support::cli::{nimlab, refused, run_ok};
use crate::support::files::{fresh_folder, pdf_pages};

#[test]
fn each_sheet_and_its_key_are_written_as_whole_pdfs() {
    let folder = fresh_folder("cli-export-sheet");
    let sheets: [(&[&str], usize); 7] = [
        (
            &["tree", "--coins", "5", "--take", "1,2,3", "--rule", "misere"],
            1,
        ),
        (&["dp", "--coins", "13"], 1),
        (&["dp", "--coins", "100", "--take", "1,3,4"], 2),
        (&["sum", "--heap", "0.77:7", "--heap", "nim:3"], 1),
        (&["grundy", "--take", "1,3,4", "--count", "12"], 1),
        (
            &["grundy", "--octal", "0.77", "--count", "10", "--rule", "misere"],
            1,
        ),
        (&["nim", "3", "4", "5"], 1),
    ];
    for (index, (args, pages)) in sheets.iter().enumerate() {
        for extra in [
            &[][..],
            &["--answers", "--language", "ko", "--paper", "letter"][..],
        ] {
            let out = folder.join(format!("sheet-{index}-{}.pdf", extra.len()));
            let mut line = vec!["export", "sheet"];
            line.extend_from_slice(args);
            line.extend_from_slice(&["--out", out.to_str().expect("path")]);
            line.extend_from_slice(extra);
            let said = run_ok(&line);
            assert!(said.contains(&format!("({pages} pages)")), "{line:?}: {said}");
            assert_eq!(pdf_pages(&out), *pages, "{line:?}");
        }
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn an_existing_file_is_kept_unless_forced() {
    let folder = fresh_folder("cli-export-sheet-force");
    let out = folder.join("nim.pdf");
    std::fs::write(&out, b"last week's sheet").expect("written");
    let args = [
        "export",
        "sheet",
        "nim",
        "3",
        "4",
        "5",
        "--out",
        out.to_str().expect("path"),
    ];
    let said = refused(&args);
    assert!(said.contains("exists") && said.contains("--force"), "{said}");
    assert_eq!(std::fs::read(&out).expect("kept"), b"last week's sheet");
    let mut forced = args.to_vec();
    forced.push("--force");
    run_ok(&forced);
    assert_eq!(pdf_pages(&out), 1, "replaced when forced");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn every_size_is_refused_in_one_line_before_any_work() {
    let folder = fresh_folder("cli-export-sheet-refusals");
    let out = folder.join("s.pdf");
    let out = out.to_str().expect("path");
    for (args, says) in [
        (vec!["tree", "--coins", "13"], "of 13 coins"),
        (vec!["tree", "--coins", "13"], "up to 6 coins"),
        (
            vec!["tree", "--coins", "13"],
            "DP table sheet goes up to 100 coins",
        ),
        (vec!["tree", "--coins", "0"], "at least 1 coin"),
        (vec!["dp", "--coins", "101"], "up to 100 coins: 101 asked"),
        (
            vec!["grundy", "--any", "--count", "25"],
            "1 to 24 values: 25 asked",
        ),
        (vec!["grundy", "--take", "1,3,4", "--sum", "3,12"], "past the row"),
        (
            vec!["grundy", "--take", "1,3,4", "--rule", "misere", "--sum", "3"],
            "misère",
        ),
        (vec!["nim", "3"], "2 to 6 heaps: 1 given"),
        (
            vec!["nim", "3", "4", "5", "1", "2", "3", "4"],
            "2 to 6 heaps: 7 given",
        ),
        (
            vec![
                "sum", "--heap", "nim:1", "--heap", "nim:1", "--heap", "nim:1", "--heap", "nim:1", "--heap",
                "nim:1", "--heap", "nim:1", "--heap", "nim:1",
            ],
            "1 to 6 heaps: 7 given",
        ),
        (vec!["nim", "3", "1024"], "at most 1023"),
    ] {
        let mut line = vec!["export", "sheet"];
        line.extend_from_slice(&args);
        line.extend_from_slice(&["--out", out]);
        let output = nimlab(&line);
        assert_eq!(output.status.code(), Some(1), "{line:?}");
        let said = refused(&line);
        assert!(said.contains(says), "{line:?}: {said}");
    }
    let said = refused(&["export", "sheet", "nim", "3", "4", "--out", "s.svg"]);
    assert!(said.contains(".pdf"), "{said}");
    assert!(!std::path::Path::new(out).exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
