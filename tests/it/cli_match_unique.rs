//! `nimlab match check` says unique as the window does: one answer at the budget and
//! none nearer, and rates a puzzle's difficulty as the window does.

use crate::support::cli::{json, nimlab};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;

#[test]
fn match_check_says_unique_as_the_window_does() {
    // One meaning of unique, one answer at the budget and none nearer. The matchstick paper's
    // 0+3=09 has one answer one move away (6+3=09); 5+7=2 with 2 moves has one
    // answer 2 moves away but 9-7=2 is 1 move away, so it is not unique.
    let file = std::env::temp_dir().join(format!("nimlab-unique-{}.ron", std::process::id()));
    let record = |equation: &str, steps: u32| {
        let layout = nimlab_core::matchsticks::layout::Layout::parse(equation).expect("an equation");
        nimlab_core::puzzle_file::PuzzleRecord::new(&layout, Goal::Move, steps, Rules::default())
    };
    let puzzles = nimlab_core::puzzle_file::PuzzleFile {
        puzzles: vec![record("0+3=09", 1), record("5+7=2", 2)],
        ..Default::default()
    };
    std::fs::write(&file, nimlab_core::puzzle_file::to_text(&puzzles)).expect("writable");
    let path = file.to_str().expect("utf-8 path");
    let out = json(&["match", "check", path, "--json"]);
    let verdicts: Vec<(bool, Option<u64>)> = (0..2)
        .map(|i| {
            let puzzle = &out["puzzles"][i];
            (
                puzzle["unique"].as_bool().expect("said"),
                puzzle["nearest"].as_u64(),
            )
        })
        .collect();
    assert_eq!(verdicts, [(true, Some(1)), (false, Some(1))]);
    let text = String::from_utf8_lossy(&nimlab(&["match", "check", path]).stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].contains("[unique] ★"), "{text}");
    assert!(lines[2].contains("[not unique] ★"), "{text}");
    // The difficulty is the window's: the collection's badges work it out the same way.
    for (i, record) in puzzles.puzzles.iter().enumerate() {
        let mut unwatched = nimlab_core::watch::Unwatched;
        let Some(nimlab::work::check::Checked::Solved { difficulty, .. }) =
            nimlab::work::check::check_one(record, &mut unwatched)
        else {
            panic!("the window solves puzzle {i}");
        };
        assert!(difficulty.is_some(), "puzzle {i} has an answer");
        assert_eq!(
            out["puzzles"][i]["difficulty"].as_u64(),
            difficulty.map(u64::from),
            "puzzle {i}"
        );
    }
    std::fs::remove_file(&file).expect("cleaned up");
}

#[test]
fn match_check_solves_an_exact_budget_exactly() {
    use nimlab_core::matchsticks::budget::Budget;
    let file = std::env::temp_dir().join(format!("nimlab-exact-{}.ron", std::process::id()));
    let layout = nimlab_core::matchsticks::layout::Layout::parse("9+3=6").expect("an equation");
    let puzzles = nimlab_core::puzzle_file::PuzzleFile {
        puzzles: vec![nimlab_core::puzzle_file::PuzzleRecord::with_budget(
            &layout,
            Budget::exactly(Goal::Move, 2),
            Rules::default(),
        )],
        ..Default::default()
    };
    std::fs::write(&file, nimlab_core::puzzle_file::to_text(&puzzles)).expect("writable");
    let path = file.to_str().expect("utf-8 path");
    let out = json(&["match", "check", path, "--json"]);
    let text = String::from_utf8_lossy(&nimlab(&["match", "check", path]).stdout).into_owned();
    std::fs::remove_file(&file).expect("cleaned up");
    assert!(text.contains("(move exactly 2)"), "{text}");
    let solutions = out["puzzles"][0]["solutions"].as_array().expect("listed");
    assert!(!solutions.is_empty());
    // 5+3=8 lies one move away only: no answer to "exactly 2".
    for solution in solutions {
        assert_eq!(solution["moves"].as_u64(), Some(2), "{solution}");
        assert_ne!(solution["equation"].as_str(), Some("5+3=8"));
    }
}
