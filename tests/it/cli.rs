//! `nimlab tree`, `nimlab grundy` and `nimlab nim` run as a user runs them: the documented examples
//! and bad input. The matchstick subcommands are `cli_match.rs`.

use crate::support::cli::{json, nimlab};
#[test]
fn tree_matches_the_readme_example() {
    // The README's example, verbatim.
    let expected = serde_json::json!({
        "coins": 13, "take": [1, 2, 3], "rule": "misere", "outcome": "lose", "winning_moves": [],
        "tree_nodes": 3736, "distinct_states": 14, "repeated_nodes": 3722
    });
    assert_eq!(
        json(&[
            "tree", "--coins", "13", "--take", "1,2,3", "--rule", "misere", "--json"
        ]),
        expected
    );
}

#[test]
fn tree_lists_every_winning_move_under_normal_play() {
    // {1,3,4} under normal play has Grundy values 0,1,0,1,2,3,2 (the Sprague–Grundy post); a take
    // wins iff it leaves a position of value 0.
    let values = [0, 1, 0, 1, 2, 3, 2];
    let coins = 6;
    let expected: Vec<u32> = [1u32, 3, 4]
        .into_iter()
        .filter(|&s| s <= coins && values[(coins - s) as usize] == 0)
        .collect();
    let out = json(&[
        "tree", "--coins", "6", "--take", "4,3,1", "--rule", "normal", "--json",
    ]);
    assert_eq!(out["take"], serde_json::json!([1, 3, 4]));
    assert_eq!(out["outcome"], "win");
    assert_eq!(out["winning_moves"], serde_json::json!(expected));
}

#[test]
fn tree_counts_stay_exact_for_large_piles() {
    // C(60) for {1,2,3} is about 10^16: still exact, and nodes − distinct = repeated.
    let out = json(&["tree", "--coins", "60", "--json"]);
    let nodes: u128 = out["tree_nodes"].to_string().parse().expect("an integer");
    let repeated: u128 = out["repeated_nodes"].to_string().parse().expect("an integer");
    assert_eq!(nodes - repeated, 61);
    // The tribonacci-like recurrence C(n) = 1 + C(n−1) + C(n−2) + C(n−3), computed here.
    let mut c = vec![1u128, 2, 4];
    for n in 3..=60 {
        c.push(1 + c[n - 1] + c[n - 2] + c[n - 3]);
    }
    assert_eq!(nodes, c[60]);
}

#[test]
fn text_output_names_the_counts() {
    let output = nimlab(&["tree", "--coins", "13"]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    assert!(
        text.contains("3736 nodes") && text.contains("14 distinct states"),
        "{text}"
    );
}

#[test]
fn bad_input_is_one_line_on_stderr_and_a_failure() {
    for args in [
        &["tree", "--coins", "ten"][..],
        &["tree", "--coins", "5", "--take", "0,1"],
        &["tree", "--coins", "5", "--take", ""],
        &["tree", "--coins", "5", "--rule", "sudden-death"],
        &["tree", "--coins", "100000"],
        &["tree"],
        &["grow"],
    ] {
        let output = nimlab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} should fail");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    }
}

#[test]
fn a_move_set_with_an_empty_entry_is_refused_not_guessed() {
    // `--take 1,,3` was read as {1,3} without a word; a take may have been left out.
    for args in [
        &["tree", "--coins", "5", "--take", "1,,3"][..],
        &["tree", "--coins", "5", "--take", "1,3,"],
        &["grundy", "--take", "1,,3"],
        &["grundy", "--take", ",1"],
    ] {
        let output = nimlab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} should fail");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains("empty entry"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    }
    // Spaces around commas are still fine.
    let out = json(&["grundy", "--take", "1, 3", "--count", "3", "--json"]);
    assert_eq!(out["game"], "subtraction {1,3}");
}

#[test]
fn grundy_matches_the_readme_example() {
    let out = json(&["grundy", "--take", "1,3,4", "--count", "20", "--json"]);
    // The Sprague–Grundy post: 0,1,0,1,2,3,2 repeating.
    let values: Vec<u32> = (0..20).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
    let expected = serde_json::json!({
        "game": "subtraction {1,3,4}", "rule": "normal", "values": values, "preperiod": 0, "period": 7
    });
    assert_eq!(out, expected);
}

#[test]
fn grundy_names_octal_games_and_rules() {
    let kayles = json(&["grundy", "--octal", "0.77", "--count", "5", "--json"]);
    assert_eq!(kayles["game"], "octal 0.77");
    assert_eq!(kayles["values"], serde_json::json!([0, 1, 2, 3, 1]));
    assert_eq!(
        (kayles["preperiod"].as_u64(), kayles["period"].as_u64()),
        (Some(71), Some(12))
    );
    let misere = json(&[
        "grundy", "--take", "1,3,4", "--rule", "misere", "--count", "7", "--json",
    ]);
    assert_eq!(
        misere["values"],
        serde_json::json!([1, 0, 1, 0, 2, 3, 2]),
        "the Sprague–Grundy post's misère values"
    );
    let nim = json(&["grundy", "--any", "--count", "3", "--json"]);
    assert_eq!(
        nim["period"],
        serde_json::Value::Null,
        "Nim's values never repeat"
    );
}

#[test]
fn grundy_names_the_repeated_window_that_proves_a_period() {
    let output = nimlab(&["grundy", "--take", "1,3,4", "--count", "10"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    assert!(
        stdout.contains(
            "period 7 from n = 0: certified by a repeated window: the 4 values from n = 0 on reappear 7 places later"
        ),
        "{stdout}"
    );
    assert!(!stdout.contains("in a row"), "{stdout}");
}

#[test]
fn misere_octal_values_match_their_subtraction_game() {
    // 0.3 is "take 1", so its misère values are take {1}'s, period 2 from n = 0.
    let octal = json(&[
        "grundy", "--octal", "0.3", "--rule", "misere", "--count", "8", "--json",
    ]);
    let take = json(&[
        "grundy", "--take", "1", "--rule", "misere", "--count", "8", "--json",
    ]);
    assert_eq!(octal["values"], serde_json::json!([1, 0, 1, 0, 1, 0, 1, 0]));
    assert_eq!(octal["values"], take["values"]);
    assert_eq!(
        (octal["preperiod"].as_u64(), octal["period"].as_u64()),
        (Some(0), Some(2))
    );
}

#[test]
fn nim_matches_the_readme_example() {
    let expected = serde_json::json!({
        "heaps": [3, 4, 5], "nim_sum": 2, "outcome": "win",
        "winning_moves": [{"heap": 0, "from": 3, "to": 1}]
    });
    assert_eq!(json(&["nim", "3", "4", "5", "--json"]), expected);
    let lost = json(&["nim", "1", "2", "3", "--json"]);
    assert_eq!(
        (
            lost["outcome"].as_str(),
            lost["winning_moves"].as_array().map(Vec::len)
        ),
        (Some("lose"), Some(0))
    );
    // Misère: two single coins, the player to move takes one and leaves the last to the opponent.
    let misere = json(&["nim", "1", "1", "--rule", "misere", "--json"]);
    assert_eq!(misere["outcome"], "win");
}

#[test]
fn grundy_and_nim_reject_bad_input_in_one_line() {
    for args in [
        &["grundy", "--count", "5"][..],
        &["grundy", "--take", "1,2", "--octal", "0.7"],
        &["grundy", "--octal", "77"],
        &["grundy", "--octal", "0.19"],
        &["grundy", "--octal", "0.77", "--rule", "misere", "--count", "100"],
        &["sum", "--heap", "0.77:60", "--rule", "misere"],
        &["sum", "--heap", "0.77"],
        &["sum"],
        &["grundy", "--powers", "1"],
        &["grundy", "--take", "1", "--count", "0"],
        // An octal game that splits is no longer capped at 28,284 values (its cost
        // is the rare-value method's, counted as it runs); past 10⁷ is still refused.
        &["grundy", "--octal", "0.77", "--count", "10000001"],
        &["nim"],
        &["nim", "3", "x"],
    ] {
        let output = nimlab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} should fail");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}
