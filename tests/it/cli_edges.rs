//! The command line at its edges: every refusal names what is allowed, a long list of answers
//! is cut and counted, a hostile period search keeps to its stated bound, and words mean one
//! thing (misère values, the operator-flip filter).

use crate::support::cli::{json, nimlab, refused, run_ok};

#[test]
fn an_unknown_game_is_named_with_the_games_allowed() {
    let said = refused(&["sum", "--heap", "foo:3"]);
    assert!(said.contains("'foo' is not a known game"), "{said}");
    for allowed in ["nim", "powers", "0.77", "1,3,4"] {
        assert!(said.contains(allowed), "names {allowed}: {said}");
    }
}

#[test]
fn a_negative_count_of_coins_is_refused_with_the_range() {
    let said = refused(&["tree", "--coins", "-5"]);
    assert!(
        said.contains("'-5'") && said.contains("whole number from 0 to 1000"),
        "{said}"
    );
}

#[test]
fn a_paper_size_refused_names_the_sizes() {
    let classics = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");
    let out = std::env::temp_dir().join(format!("nimlab-a3-{}.pdf", std::process::id()));
    let said = refused(&[
        "match",
        "sheet",
        classics,
        "--paper",
        "a3",
        "--out",
        out.to_str().expect("path"),
    ]);
    assert!(
        said.contains("a3") && said.contains("a4") && said.contains("letter"),
        "{said}"
    );
    assert!(!out.exists(), "nothing written");
}

#[test]
fn a_range_of_digits_high_to_low_is_refused() {
    let said = refused(&["match", "generate", "--shape", "D+D=D", "--digits", "9-1"]);
    assert!(said.contains("'9-1'") && said.contains("1-9"), "{said}");
}

#[test]
fn solve_says_when_the_puzzle_already_holds() {
    let said = run_ok(&["match", "solve", "1+2=3", "--moves", "2"]);
    let first = said.lines().next().unwrap_or_default();
    assert!(first.contains("already true"), "{said}");
    // The answers are still listed for whoever asked for moves.
    assert!(
        first.contains("answer(s) within 2 step(s)") && said.contains("steps: 2"),
        "{said}"
    );
    let out = json(&["match", "solve", "1+2=3", "--json"]);
    assert_eq!(out["already_true"], true, "{out}");
    let out = json(&["match", "solve", "0+3=09", "--json"]);
    assert!(
        out.get("already_true").is_none(),
        "already_true appears only when true: {out}"
    );
    assert!(!run_ok(&["match", "solve", "0+3=09"]).contains("already true"));
}

#[test]
fn misere_values_mean_the_same_in_every_sum() {
    // A Nim heap of 1 is worth 0 under misère play (its one move leaves the end, worth 1),
    // alone (Bouton's rule) and beside another game (a search) alike.
    let alone = json(&["sum", "--heap", "nim:1", "--rule", "misere", "--json"]);
    assert_eq!(alone["method"], "bouton");
    assert_eq!(alone["values"], serde_json::json!([0]), "{alone}");
    let mixed = json(&[
        "sum", "--heap", "nim:1", "--heap", "1,2:3", "--rule", "misere", "--json",
    ]);
    assert_eq!(mixed["method"], "search");
    assert_eq!(mixed["values"][0], 0, "{mixed}");
    // Bouton's verdict itself is unchanged: two heaps of 1, the player to move wins.
    let ones = json(&[
        "sum", "--heap", "nim:1", "--heap", "nim:1", "--rule", "misere", "--json",
    ]);
    assert_eq!(ones["outcome"], "win", "{ones}");
}

#[test]
fn the_operator_flip_filter_means_any_sign_changed_as_its_help_says() {
    // 0×2=4 → 8÷2=4 changes a sign × into ÷ (not + into −): the filter keeps such puzzles,
    // and the help says so.
    let help = run_ok(&["match", "generate", "--help"]);
    let line = help
        .lines()
        .skip_while(|l| !l.contains("--operator-flip"))
        .take(3)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(line.contains("× into ÷"), "{line}");
    let out = json(&[
        "match",
        "generate",
        "--shape",
        "D×D=D",
        "--operator-flip",
        "--json",
        "--limit",
        "1000",
    ]);
    let kept = out["puzzles"].as_array().expect("puzzles");
    let has =
        |p: &serde_json::Value, key: &str, sign: char| p[key].as_str().is_some_and(|t| t.contains(sign));
    assert!(
        kept.iter()
            .any(|p| has(p, "puzzle", '×') && has(p, "answer", '÷')),
        "{out}"
    );
}

#[test]
fn check_lists_the_first_answers_and_counts_the_rest() {
    use nimlab_core::matchsticks::layout::{Layout, Rules};
    use nimlab_core::matchsticks::solve::Goal;
    let file = std::env::temp_dir().join(format!("nimlab-many-{}.ron", std::process::id()));
    let layout = Layout::parse("88+88=88").expect("an equation");
    let puzzles = nimlab_core::puzzle_file::PuzzleFile {
        puzzles: vec![nimlab_core::puzzle_file::PuzzleRecord::new(
            &layout,
            Goal::Remove,
            6,
            Rules::default(),
        )],
        ..Default::default()
    };
    std::fs::write(&file, nimlab_core::puzzle_file::to_text(&puzzles)).expect("writable");
    let path = file.to_str().expect("utf-8 path");
    let total = json(&["match", "check", path, "--json"])["puzzles"][0]["total"]
        .as_u64()
        .expect("counted");
    assert!(total > 20, "{total}");
    let text = run_ok(&["match", "check", path, "--limit", "8"]);
    let listed = (1..=6)
        .map(|k| text.matches(&format!(" ({k})")).count())
        .sum::<usize>();
    assert_eq!(listed, 8, "{text}");
    assert!(text.contains(&format!("… and {} more", total - 8)), "{text}");
    assert!(
        text.lines().all(|l| l.chars().count() <= 100),
        "lines wrap: {text}"
    );
    assert!(text.contains("[not unique]"), "{text}");
    // Unless told, a few lines a puzzle.
    let text = run_ok(&["match", "check", path]);
    assert!(text.lines().count() <= 4, "{text}");
    std::fs::remove_file(&file).expect("cleaned up");
}

#[test]
fn a_hostile_period_search_keeps_to_its_stated_bound() {
    // 0.777…7 (28 digits): no mask helps the rare-value method. The search past the values
    // printed stops at --search-steps, and says so, naming the bound.
    let output = nimlab(&[
        "grundy",
        "--octal",
        "0.7777777777777777777777777777",
        "--count",
        "30",
        "--search-steps",
        "20000000",
    ]);
    let said = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(output.status.success(), "{said}");
    assert!(said.contains("g(0…29) ="), "{said}");
    assert!(
        said.contains("no period certified") && said.contains("20000000 steps past the values printed"),
        "{said}"
    );
    let help = run_ok(&["grundy", "--help"]);
    assert!(help.contains("--search-steps") && help.contains("10⁹"), "{help}");
}
