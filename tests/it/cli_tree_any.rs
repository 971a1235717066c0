//! `nimlab tree` for any heap game (`--heaps` with a game, `--heap GAME:SIZE` for a sum): the
//! documented example, agreement with the coin game's engine, the Grundy tables, the sum
//! builder and a brute force written here, misère play, refusals, and the coin form unchanged.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::support::cli::{json, refused, run_ok};
use serde_json::json;

#[test]
fn nim_3_4_5_matches_the_documented_example() {
    // The README's example: Nim (3,4,5) has nim-sum 2, one winning move (3 → 1), 48 positions
    // (the sorted triples at or below (3,4,5)) and a full tree of 219,447 nodes.
    let expected = json!({
        "heaps": [3, 4, 5], "game": "nim", "rule": "normal", "outcome": "win", "value": 2,
        "winning_moves": [{"heap": 0, "from": 3, "to": [1]}],
        "tree_nodes": 219_447, "distinct_states": 48, "repeated_nodes": 219_399
    });
    let out = json(&["tree", "--heaps", "3,4,5", "--any", "--json"]);
    assert_eq!(out, expected);
    // Field order is part of the contract.
    let text = run_ok(&["tree", "--heaps", "3,4,5", "--any", "--json"]);
    let keys = [
        "heaps",
        "game",
        "rule",
        "outcome",
        "value",
        "winning_moves",
        "tree_nodes",
        "distinct_states",
        "repeated_nodes",
    ];
    let places: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\"")).expect(k))
        .collect();
    assert!(places.is_sorted(), "{text}");
    // Heaps in another order are the same position; the move names the heap as typed.
    let out = json(&["tree", "--heaps", "5,3,4", "--any", "--json"]);
    assert_eq!(out["winning_moves"], json!([{"heap": 1, "from": 3, "to": [1]}]));
    assert_eq!(out["tree_nodes"], 219_447);
}

#[test]
fn the_text_form_says_position_outcome_value_moves_and_counts() {
    let text = run_ok(&["tree", "--heaps", "3,4,5", "--any"]);
    assert_eq!(
        text.trim_end(),
        "nim, heaps 3 4 5, normal play\n\
         The player to move will win (Grundy value 2).\n\
         Winning move: heap 1: 3 → 1\n\
         Full game tree: 219447 nodes, 48 distinct states, 219399 repeated nodes"
    );
    let lost = run_ok(&["tree", "--heaps", "1,2,3", "--any"]);
    assert!(
        lost.contains("will lose (Grundy value 0)") && lost.contains("No winning move."),
        "{lost}"
    );
}

#[test]
fn a_subtraction_game_agrees_with_the_coin_game_engine() {
    // One heap of {1,3,4}: the coin game's own engine counts the same tree.
    for rule in ["normal", "misere"] {
        for coins in ["10", "7", "0"] {
            let coin = json(&[
                "tree", "--coins", coins, "--take", "1,3,4", "--rule", rule, "--json",
            ]);
            let any = json(&[
                "tree", "--heaps", coins, "--take", "1,3,4", "--rule", rule, "--json",
            ]);
            for field in ["outcome", "tree_nodes", "distinct_states", "repeated_nodes"] {
                assert_eq!(any[field], coin[field], "{coins} {rule} {field}");
            }
            let n: u32 = coins.parse().expect("a number");
            let takes: Vec<serde_json::Value> = coin["winning_moves"]
                .as_array()
                .expect("a list")
                .iter()
                .map(|s| {
                    let left = n - s.as_u64().expect("a take") as u32;
                    let to: Vec<u32> = if left == 0 { vec![] } else { vec![left] };
                    json!({"heap": 0, "from": n, "to": to})
                })
                .collect();
            // The coin game lists takes, smallest first; the tree lists what is left, also sorted.
            let mut moves = any["winning_moves"].as_array().expect("a list").clone();
            moves.sort_by_key(serde_json::Value::to_string);
            let mut expected = takes;
            expected.sort_by_key(serde_json::Value::to_string);
            assert_eq!(moves, expected, "{coins} {rule}");
        }
    }
    // The values of {1,3,4}: 0,1,0,1,2,3,2 repeating (the Sprague–Grundy post); g(10) = g(3) = 1.
    let out = json(&["tree", "--heaps", "10", "--take", "1,3,4", "--json"]);
    assert_eq!(out["value"], 1);
    assert_eq!(out["game"], "subtraction {1,3,4}");
}

/// Kayles from the positions written here: knock one pin or two neighbours, leaving the rest of
/// the row in at most two parts. A position is its heaps, sorted, no empty heap.
fn kayles_children(position: &[u32]) -> Vec<Vec<u32>> {
    let mut children: Vec<Vec<u32>> = Vec::new();
    for (index, &n) in position.iter().enumerate() {
        for knocked in 1..=2u32.min(n) {
            for left in 0..=(n - knocked) {
                let right = n - knocked - left;
                let mut child: Vec<u32> = position
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != index)
                    .map(|(_, &h)| h)
                    .chain([left, right])
                    .filter(|&h| h > 0)
                    .collect();
                child.sort_unstable();
                if !children.contains(&child) {
                    children.push(child);
                }
            }
        }
    }
    children
}

/// Value (mex of the children's; misère: no move is worth 1) and full tree size, by brute force.
fn kayles(position: &[u32], misere: bool, memo: &mut HashMap<Vec<u32>, (u32, u128)>) -> (u32, u128) {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let children = kayles_children(position);
    let found: Vec<(u32, u128)> = children.iter().map(|c| kayles(c, misere, memo)).collect();
    let value = if misere && children.is_empty() {
        1
    } else {
        // The mex is at most the number of children.
        (0..=found.len() as u32)
            .find(|v| found.iter().all(|&(w, _)| w != *v))
            .expect("a mex")
    };
    let size = 1 + found.iter().map(|&(_, s)| s).sum::<u128>();
    memo.insert(position.to_vec(), (value, size));
    (value, size)
}

#[test]
fn kayles_agrees_with_a_brute_force_and_the_grundy_table() {
    for (rule, misere) in [("normal", false), ("misere", true)] {
        let mut memo = HashMap::new();
        for heaps in [vec![5u32], vec![3, 4], vec![7]] {
            let typed: Vec<String> = heaps.iter().map(u32::to_string).collect();
            let out = json(&[
                "tree",
                "--heaps",
                &typed.join(","),
                "--octal",
                "0.77",
                "--rule",
                rule,
                "--json",
            ]);
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let (value, size) = kayles(&sorted, misere, &mut memo);
            assert_eq!(out["value"], value, "{heaps:?} {rule}");
            assert_eq!(out["tree_nodes"], json!(size), "{heaps:?} {rule}");
            assert_eq!(out["game"], "octal 0.77");
            let wins = kayles_children(&sorted)
                .iter()
                .filter(|c| kayles(c, misere, &mut memo).0 == 0)
                .count();
            assert_eq!(
                out["winning_moves"].as_array().map(Vec::len),
                Some(wins),
                "{heaps:?} {rule}"
            );
        }
    }
    // One heap's value is the Grundy table's g(5) under either rule.
    for rule in ["normal", "misere"] {
        let table = json(&[
            "grundy", "--octal", "0.77", "--count", "6", "--rule", rule, "--json",
        ]);
        let tree = json(&[
            "tree", "--heaps", "5", "--octal", "0.77", "--rule", rule, "--json",
        ]);
        assert_eq!(tree["value"], table["values"][5], "{rule}");
    }
    // Kayles 5 (value 4) has one winning move: knock the middle pin, leaving two rows of 2.
    let out = json(&["tree", "--heaps", "5", "--octal", "0.77", "--json"]);
    assert_eq!(out["value"], 4);
    assert_eq!(
        out["winning_moves"],
        json!([{"heap": 0, "from": 5, "to": [2, 2]}])
    );
}

#[test]
fn misere_nim_agrees_with_boutons_rule() {
    for heaps in [["2", "3", "1"], ["1", "4", "5"], ["2", "2", "6"]] {
        let nim = json(&[&["nim"][..], &heaps, &["--rule", "misere", "--json"]].concat());
        let tree = json(&[
            "tree",
            "--heaps",
            &heaps.join(","),
            "--any",
            "--rule",
            "misere",
            "--json",
        ]);
        assert_eq!(tree["outcome"], nim["outcome"], "{heaps:?}");
        if heaps[0] != heaps[1] {
            let from_nim: Vec<serde_json::Value> = nim["winning_moves"]
                .as_array()
                .expect("a list")
                .iter()
                .map(|m| {
                    let to = m["to"].as_u64().expect("a heap");
                    let to: Vec<u64> = if to == 0 { vec![] } else { vec![to] };
                    json!({"heap": m["heap"], "from": m["from"], "to": to})
                })
                .collect();
            assert_eq!(tree["winning_moves"], json!(from_nim), "{heaps:?}");
        }
    }
    // Three single coins under misère: whoever moves takes the second-last coin, then loses.
    let out = json(&["tree", "--heaps", "1,1,1", "--any", "--rule", "misere", "--json"]);
    assert_eq!(out["outcome"], "lose");
}

#[test]
fn a_sum_of_games_agrees_with_the_sum_builder() {
    let sum = json(&["sum", "--heap", "0.77:5", "--heap", "nim:3", "--json"]);
    let tree = json(&["tree", "--heap", "0.77:5", "--heap", "nim:3", "--json"]);
    assert_eq!(tree["heaps"], json!([5, 3]));
    assert_eq!(tree["game"], json!(["octal 0.77", "nim"]));
    assert_eq!(tree["outcome"], sum["outcome"]);
    assert_eq!(tree["value"], sum["nim_sum"]);
    assert_eq!(tree["value"], 4 ^ 3);
    let from_sum: Vec<serde_json::Value> = sum["winning_moves"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|m| {
            let to = match &m["to"] {
                serde_json::Value::Array(parts) => parts.clone(),
                n if n == &json!(0) => vec![],
                n => vec![n.clone()],
            };
            json!({"heap": m["heap"], "from": m["from"], "to": to})
        })
        .collect();
    // Kayles may be named: the same sum.
    let named = json(&["tree", "--heap", "kayles:5", "--heap", "nim:3", "--json"]);
    assert_eq!(named, tree);
    let mut listed = tree["winning_moves"].as_array().expect("a list").clone();
    let key = |m: &serde_json::Value| m.to_string();
    listed.sort_by_key(key);
    let mut expected = from_sum;
    expected.sort_by_key(key);
    assert_eq!(listed, expected);
}

#[test]
fn hostile_heaps_are_refused_in_one_line_at_once() {
    let thousand = vec!["7"; 1000].join(",");
    let cases: [(&[&str], &str); 12] = [
        (&["tree", "--heaps", "1000,1000", "--any"], "positions"),
        (&["tree", "--heaps", "4000000000", "--any"], "positions"),
        (&["tree", "--heaps", &thousand, "--any"], "positions"),
        (&["tree", "--heaps", "100000", "--take", "1,2,3"], "bits"),
        (&["tree", "--heaps", "99999999999", "--any"], "too large"),
        (&["tree", "--heaps", "-3", "--any"], "'-3'"),
        (&["tree", "--heaps", "three", "--any"], "'three'"),
        (&["tree", "--heaps", "3,,4", "--any"], "empty entry"),
        (&["tree", "--heaps", "5", "--powers", "1"], "1"),
        (&["tree", "--heaps", "3,4"], "--take"),
        (&["tree", "--coins", "5", "--octal", "0.77"], "--octal"),
        (&["tree", "--heap", "nim:3", "--any"], "--any"),
    ];
    for (args, named) in cases {
        let started = Instant::now();
        let said = refused(args);
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{args:?} took {:?}",
            started.elapsed()
        );
        assert!(said.contains(named), "{args:?}: {said}");
    }
}

#[test]
fn the_coin_form_is_unchanged() {
    // Takes {1,2,3} and misère unless told, as always: the README's coin example.
    let out = json(&["tree", "--coins", "13", "--json"]);
    assert_eq!(
        out,
        json!({
            "coins": 13, "take": [1, 2, 3], "rule": "misere", "outcome": "lose", "winning_moves": [],
            "tree_nodes": 3736, "distinct_states": 14, "repeated_nodes": 3722
        })
    );
    let text = run_ok(&["tree", "--coins", "13"]);
    assert!(
        text.starts_with("13 coins, takes {1,2,3}, misere rule: the player to move will lose."),
        "{text}"
    );
}

#[test]
fn the_readme_examples_are_what_the_command_prints() {
    let readme = include_str!("../../README.md");
    let section = readme
        .split("### Game trees of any game")
        .nth(1)
        .and_then(|rest| rest.split("```console").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("the README shows the command");
    let mut lines = section.lines().filter(|l| !l.is_empty()).peekable();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(command) = line.strip_prefix("$ nimlab ") else {
            continue;
        };
        let args: Vec<&str> = command.split_whitespace().collect();
        let mut shown = Vec::new();
        while let Some(next) = lines.next_if(|l| !l.starts_with('$')) {
            shown.push(next);
        }
        let output = crate::support::cli::nimlab(&args);
        let printed = if output.status.success() {
            String::from_utf8_lossy(&output.stdout).into_owned()
        } else {
            String::from_utf8_lossy(&output.stderr).into_owned()
        };
        assert_eq!(printed.trim_end(), shown.join("\n"), "{command}");
        checked += 1;
    }
    assert_eq!(checked, 5);
}
