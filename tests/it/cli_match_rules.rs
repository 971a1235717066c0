//! One rule set per equation on the command line: a puzzle that shows × or ÷ is read by rules
//! that know them in every command, the export's answer key included.

use crate::support::cli::run_ok;
use crate::support::files::fresh_folder;

/// Exports `puzzle` with its answer key and returns what the command printed: the figure's
/// answer lines follow the file's name.
fn answer_key(folder: &std::path::Path, puzzle: &str, moves: &str) -> String {
    let out = folder.join("key.svg");
    run_ok(&[
        "export",
        "match",
        puzzle,
        "--moves",
        moves,
        "--answer",
        "--force",
        "--out",
        out.to_str().expect("UTF-8 path"),
    ])
}

#[test]
fn the_answer_key_of_a_times_puzzle_draws_its_answer() {
    let folder = fresh_folder("cli-rules-key-times");
    let said = answer_key(&folder, "3*5=9", "1");
    assert!(!said.contains("No answer"), "{said}");
    assert!(said.contains("Answer: 3×3=9"), "3×3=9 is drawn: {said}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_answer_key_of_a_divide_puzzle_starts_with_its_nearest_answers() {
    let folder = fresh_folder("cli-rules-key-divide");
    let said = answer_key(&folder, "9/3=2", "3");
    let answers = said.lines().find(|l| l.contains("Answers:")).unwrap_or_default();
    assert!(answers.contains("6÷3=2 (drawn)"), "{said}");
    assert!(answers.contains("9÷3=3"), "{said}");
    // The same answers as `match solve`, which has always read the puzzle's ÷.
    let solved = run_ok(&["match", "solve", "9/3=2", "--moves", "3", "--json"]);
    assert!(solved.contains(r#"{"equation":"6÷3=2","moves":1}"#), "{solved}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
