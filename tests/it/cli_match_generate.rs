//! `nimlab match generate` with the designer's workbench's filters (issue 24), run as a user
//! runs it: each filter keeps exactly those puzzles of the unfiltered list that pass it, worked
//! out here from the unfiltered JSON; a bad range is refused.

use serde_json::Value;

use crate::support::cli::{json, refused, run_ok};

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
fn a_range_reads_either_way_round_and_the_first_line_names_the_filters() {
    assert_eq!(
        generated(&["--digits", "9-1", "--difficulty", "17-15"]),
        generated(&["--digits", "1-9", "--difficulty", "15-17"]),
        "a range high to low reads low to high, as the window's fields do"
    );
    let first_line = |flags: &[&str]| {
        let mut args = vec!["match", "generate", "--shape", SHAPE, "--limit", "3"];
        args.extend(flags);
        run_ok(&args).lines().next().unwrap_or_default().to_owned()
    };
    let filtered = total(&generated(&["--operator-flip", "--digits", "9-1"]));
    let line = first_line(&["--digits", "9-1", "--operator-flip"]);
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
}

#[test]
fn a_bad_range_is_refused_in_one_line() {
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
}
