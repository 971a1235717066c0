//! `nimlab match generate` with the designer's workbench's filters and `--save`, run
//! as a user runs it: each filter keeps exactly those puzzles of the unfiltered list that pass it,
//! worked out here from the unfiltered JSON; the saved collection is the whole list, solved by
//! `nimlab match check` as it was generated; a file in the way, a list too long for a collection
//! and a bad range are refused.

use std::path::Path;

use nimlab::i18n::Language;
use nimlab_core::matchsticks::solve::Goal;
use serde_json::Value;

use crate::support::cli::{json, refused, run_ok};
use crate::support::files::fresh_folder;

/// The shape the filters are tried on: at 1 move it has 1,319 puzzles, with two-digit results
/// (so leading zeros, `05`), flipped operators, every digit and difficulties from 13 to 25.
const SHAPE: &str = "D+D=DD";

/// `nimlab match generate --shape SHAPE --moves 1` with `flags`, every puzzle listed, as JSON.
fn generated(flags: &[&str]) -> Value {
    let mut args = vec![
        "match", "generate", "--shape", SHAPE, "--moves", "1", "--limit", "100000", "--json",
    ];
    args.extend(flags);
    json(&args)
}

fn puzzles(out: &Value) -> &[Value] {
    out["puzzles"].as_array().expect("a list of puzzles")
}

fn text<'a>(puzzle: &'a Value, field: &str) -> &'a str {
    puzzle[field].as_str().expect("a text")
}

fn total(out: &Value) -> usize {
    out["total"]
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .expect("a count")
}

/// Some number of `text` has two digits or more and starts with 0 (`05`; a lone 0 is a number).
fn has_leading_zero(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .any(|number| number.len() > 1 && number.starts_with('0'))
}

/// The answer writes another sign than the puzzle somewhere (the slots are the same: the
/// generator keeps every '=' fixed).
fn flips_an_operator(puzzle: &Value) -> bool {
    let signs = |field| {
        text(puzzle, field)
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect::<Vec<_>>()
    };
    signs("puzzle") != signs("answer")
}

/// Every digit of the puzzle and of its answer lies in `low..=high`.
fn digits_within(puzzle: &Value, low: u32, high: u32) -> bool {
    [text(puzzle, "puzzle"), text(puzzle, "answer")]
        .iter()
        .flat_map(|t| t.chars().filter_map(|c| c.to_digit(10)))
        .all(|digit| (low..=high).contains(&digit))
}

fn difficulty_within(puzzle: &Value, low: u64, high: u64) -> bool {
    puzzle["difficulty"]
        .as_u64()
        .is_some_and(|d| (low..=high).contains(&d))
}

fn no_leading_zero(puzzle: &Value) -> bool {
    !has_leading_zero(text(puzzle, "puzzle")) && !has_leading_zero(text(puzzle, "answer"))
}

/// Whether a puzzle of the JSON list passes a filter, worked out from its text.
type Passes = dyn Fn(&Value) -> bool;

#[test]
fn each_filter_keeps_exactly_the_unfiltered_puzzles_that_pass_it() {
    let all = generated(&[]);
    let every = puzzles(&all);
    assert_eq!(total(&all), every.len(), "the unfiltered list is whole");
    assert_eq!(
        all["filters"],
        serde_json::json!({"no_leading_zero_anywhere": false, "operator_flip": false, "digits": null, "difficulty": null})
    );
    let filters: [(&[&str], &Passes); 5] = [
        (&["--no-leading-zero-anywhere"], &no_leading_zero),
        (&["--operator-flip"], &flips_an_operator),
        (&["--digits", "1-9"], &|p| digits_within(p, 1, 9)),
        (&["--difficulty", "15-17"], &|p| difficulty_within(p, 15, 17)),
        (
            &[
                "--no-leading-zero-anywhere",
                "--operator-flip",
                "--digits",
                "1-8",
                "--difficulty",
                "10-20",
            ],
            &|p| {
                no_leading_zero(p)
                    && flips_an_operator(p)
                    && digits_within(p, 1, 8)
                    && difficulty_within(p, 10, 20)
            },
        ),
    ];
    for (flags, passes) in filters {
        let filtered = generated(flags);
        let listed = puzzles(&filtered);
        assert!(listed.iter().all(passes), "{flags:?}: every puzzle listed passes");
        let expected: Vec<&Value> = every.iter().filter(|p| passes(p)).collect();
        assert!(
            !expected.is_empty() && expected.len() < every.len(),
            "{flags:?} bites: {} of {}",
            expected.len(),
            every.len()
        );
        assert_eq!(total(&filtered), expected.len(), "{flags:?}: the count");
        assert_eq!(
            listed.iter().collect::<Vec<_>>(),
            expected,
            "{flags:?}: the same puzzles, in the same order"
        );
    }
    let both = generated(&["--digits", "1-8", "--difficulty", "10-20"]);
    assert_eq!(
        both["filters"],
        serde_json::json!({"no_leading_zero_anywhere": false, "operator_flip": false, "digits": [1, 8], "difficulty": [10, 20]})
    );
}

#[test]
fn a_range_is_low_first_and_the_first_line_names_the_filters() {
    // A range high to low is refused (`cli_edges`), not read another way.
    let first_line = |flags: &[&str]| {
        let mut args = vec!["match", "generate", "--shape", SHAPE, "--limit", "3"];
        args.extend(flags);
        run_ok(&args).lines().next().unwrap_or_default().to_owned()
    };
    let filtered = total(&generated(&["--operator-flip", "--digits", "1-9"]));
    let line = first_line(&["--digits", "1-9", "--operator-flip"]);
    assert!(
        line.starts_with(&format!(
            "{filtered} puzzles of {SHAPE} (1 move) that pass --operator-flip --digits 1-9;"
        )),
        "{line}"
    );
    let line = first_line(&["--no-leading-zero-anywhere", "--difficulty", "20-30"]);
    assert!(
        line.contains("that pass --no-leading-zero-anywhere --difficulty 20-30;"),
        "{line}"
    );
    let line = first_line(&[]);
    assert!(
        !line.contains("pass"),
        "an unfiltered list names no filter: {line}"
    );
    // More than one step is plural, in the window's words ("(2 move)" before).
    let line = first_line(&["--moves", "2"]);
    let steps = (Language::English.strings().matchsticks.steps)(Goal::Move, 2);
    assert!(line.contains(&format!("puzzles of {SHAPE} ({steps});")), "{line}");
}

#[test]
fn a_bad_range_or_a_stray_force_is_refused_in_one_line() {
    for digits in ["1-10", "a-9", "5", "", "1-", "3-4-5"] {
        let line = refused(&["match", "generate", "--shape", SHAPE, "--digits", digits]);
        assert!(
            line.contains("--digits") && line.contains(&format!("'{digits}' is not a range of digits")),
            "{line}"
        );
    }
    for difficulty in ["x-20", "10", "10-"] {
        let line = refused(&["match", "generate", "--shape", SHAPE, "--difficulty", difficulty]);
        assert!(
            line.contains(&format!("'{difficulty}' is not a range of difficulties")),
            "{line}"
        );
    }
    let line = refused(&["match", "generate", "--shape", SHAPE, "--force"]);
    assert!(line.contains("--save"), "{line}");
}

/// The puzzles `nimlab match check` reads from `file`, as JSON.
fn checked(file: &Path) -> Vec<Value> {
    let out = json(&["match", "check", file.to_str().expect("UTF-8 path"), "--json"]);
    puzzles(&out).to_vec()
}

#[test]
fn save_writes_every_puzzle_found_as_a_collection_check_reads_back() {
    let folder = fresh_folder("generate-save");
    let path = folder.join("digits.ron");
    let save = path.to_str().expect("UTF-8 path");
    let expected = generated(&["--digits", "1-9"]);
    let out = run_ok(&[
        "match", "generate", "--shape", SHAPE, "--digits", "1-9", "--limit", "5", "--save", save,
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        1 + 5 + 1,
        "the first line, 5 puzzles and what was written: {out}"
    );
    let count = total(&expected);
    assert!(
        lines[6].starts_with(&format!("wrote {save} ("))
            && lines[6].contains(&format!("the {count} puzzle(s)")),
        "{out}"
    );
    // Every puzzle found, not the 5 listed: the same puzzles, each unique at the budget.
    let read = checked(&path);
    let texts = |list: &[Value], field| list.iter().map(|p| text(p, field).to_owned()).collect::<Vec<_>>();
    assert_eq!(texts(&read, "puzzle"), texts(puzzles(&expected), "puzzle"));
    for puzzle in &read {
        let seen = serde_json::json!([
            puzzle["goal"],
            puzzle["max_moves"],
            puzzle["unique"],
            puzzle["nearest"]
        ]);
        assert_eq!(seen, serde_json::json!(["move", 1, true, 1]), "{puzzle}");
    }
    // A shape whose signs may hold × and ÷ saves the rules it was generated by: 0-1=0, whose
    // answer is 0÷1=0, is solved with ÷ although it shows none.
    let signs = folder.join("signs.ron");
    let out = json(&[
        "match",
        "generate",
        "--shape",
        "D×D=D",
        "--operator-flip",
        "--save",
        signs.to_str().expect("UTF-8 path"),
        "--json",
    ]);
    assert_eq!(out["saved"]["puzzles"], out["total"], "{}", out["saved"]);
    let read = checked(&signs);
    assert_eq!(texts(&read, "puzzle"), texts(puzzles(&out), "puzzle"));
    assert!(
        read.iter().any(|p| text(p, "puzzle") == "0-1=0"),
        "a puzzle showing no × or ÷"
    );
    for (puzzle, generated) in read.iter().zip(puzzles(&out)) {
        assert_eq!(puzzle["unique"], true, "{puzzle}");
        assert_eq!(
            puzzle["solutions"][0]["equation"], generated["answer"],
            "{puzzle}"
        );
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn save_refuses_a_file_in_the_way_and_a_list_too_long_for_a_collection() {
    let folder = fresh_folder("generate-save-refused");
    let path = folder.join("mine.ron");
    let save = path.to_str().expect("UTF-8 path");
    let mine = b"(format: 2, puzzles: [])\n# the designer's own\n";
    std::fs::write(&path, mine).expect("writable");
    let line = refused(&[
        "match", "generate", "--shape", SHAPE, "--digits", "1-9", "--save", save,
    ]);
    assert!(line.contains(save) && line.contains("--force"), "{line}");
    assert_eq!(std::fs::read(&path).expect("kept"), mine, "byte for byte");
    // --force replaces it.
    let out = json(&[
        "match", "generate", "--shape", SHAPE, "--digits", "1-9", "--save", save, "--force", "--json",
    ]);
    assert_eq!(checked(&path).len(), total(&out), "{}", out["saved"]);
    // Every puzzle of the shape: more than a collection holds, so nothing is written.
    let all = total(&generated(&[]));
    assert!(all > 1000, "{all}");
    let long = folder.join("long.ron");
    let line = refused(&[
        "match",
        "generate",
        "--shape",
        SHAPE,
        "--save",
        long.to_str().expect("UTF-8 path"),
    ]);
    assert!(
        line.contains(&format!("{all} puzzles were found"))
            && line.contains("at most 1000")
            && line.contains("narrow the filters"),
        "{line}"
    );
    assert!(!long.exists(), "nothing written");
    // Nothing found, nothing saved; and a name that is not a puzzle file's.
    let none = folder.join("none.ron");
    let line = refused(&[
        "match",
        "generate",
        "--shape",
        SHAPE,
        "--digits",
        "3-3",
        "--operator-flip",
        "--save",
        none.to_str().expect("UTF-8 path"),
    ]);
    assert!(line.contains("nothing to save"), "{line}");
    assert!(!none.exists(), "nothing written");
    let pdf = folder.join("list.pdf");
    let line = refused(&[
        "match",
        "generate",
        "--shape",
        SHAPE,
        "--digits",
        "1-9",
        "--save",
        pdf.to_str().expect("UTF-8 path"),
    ]);
    assert!(line.contains("must end in .ron"), "{line}");
    assert!(!pdf.exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
