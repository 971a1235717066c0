//! `nimlab export grundy` as a user runs it: every view in every format written and readable,
//! an existing file never replaced without `--force`, bad input refused in one line before any
//! work.

use crate::support::cli::{refused, run_ok};
use crate::support::files::{assert_figure_file, fresh_folder, png_width};

/// The arguments that pick each view.
const VIEWS: [(&str, &[&str]); 4] = [
    ("table", &["--take", "1,3,4", "--count", "40", "--view", "table"]),
    ("chart", &["--octal", "0.77", "--count", "120", "--view", "chart"]),
    ("mex", &["--take", "1,3,4", "--view", "mex", "--n", "6"]),
    (
        "sum",
        &[
            "--view", "sum", "--heap", "nim:3", "--heap", "1,3,4:6", "--heap", "0.77:5",
        ],
    ),
];

#[test]
fn every_view_exports_as_svg_png_and_pdf() {
    let folder = fresh_folder("cli-grundy-formats");
    for (view, args) in VIEWS {
        for extension in ["svg", "png", "pdf"] {
            let out = folder.join(format!("{view}.{extension}"));
            let out = out.to_str().expect("UTF-8 path");
            let mut all = vec!["export", "grundy"];
            all.extend_from_slice(args);
            all.extend(["--out", out, "--language", "ko"]);
            let said = run_ok(&all);
            assert!(said.contains(out), "{said}");
            assert_figure_file(std::path::Path::new(out));
        }
    }
    assert_eq!(
        png_width(&folder.join("chart.png")),
        1920,
        "a slide's width by default"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn an_existing_figure_is_replaced_only_with_force() {
    let folder = fresh_folder("cli-grundy-force");
    let out = folder.join("table.svg");
    let out = out.to_str().expect("UTF-8 path");
    let args = ["export", "grundy", "--any", "--count", "10", "--out", out];
    run_ok(&args);
    let error = refused(&args);
    assert!(error.contains("--force"), "{error}");
    let mut forced = args.to_vec();
    forced.push("--force");
    run_ok(&forced);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn bad_input_is_refused_in_one_line_and_writes_nothing() {
    let folder = fresh_folder("cli-grundy-refused");
    let out = folder.join("f.svg");
    let out = out.to_str().expect("UTF-8 path");
    let cases: [(&[&str], &str); 8] = [
        (&["--take", "1,3,4", "--count", "501"], "at most 500"),
        (
            &["--take", "1,3,4", "--count", "201", "--view", "chart"],
            "at most 200",
        ),
        (&["--take", "1,3,4", "--view", "mex"], "--n"),
        (&["--count", "40"], "name the game"),
        (&["--view", "sum"], "--heap"),
        (&["--view", "sum", "--heap", "nim"], "GAME:SIZE"),
        (&["--view", "sum", "--heap", "nim:2000"], "1000"),
        // Misère Kayles is searched, to 53 values.
        (
            &[
                "--octal", "0.77", "--rule", "misere", "--view", "mex", "--n", "60",
            ],
            "53 values",
        ),
    ];
    for (args, says) in cases {
        let mut all = vec!["export", "grundy"];
        all.extend_from_slice(args);
        all.extend(["--out", out]);
        let error = refused(&all);
        assert!(error.contains(says), "{args:?}: {error}");
        assert!(!std::path::Path::new(out).exists(), "{args:?} wrote nothing");
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
