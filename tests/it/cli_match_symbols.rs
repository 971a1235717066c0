//! `nimlab match …` with issue 24's symbols: ×, ÷, a movable '=' and chains, as a user types them.

use crate::support::cli::{json, refused, run_ok};

fn equations(out: &serde_json::Value) -> Vec<String> {
    out["solutions"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|s| s["equation"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn a_stick_of_the_equals_moves_when_asked() {
    // The brief's example: `nimlab match solve "1-2=1" --moves 1 --movable-equals` lists 1=2-1.
    let text = run_ok(&["match", "solve", "1-2=1", "--moves", "1", "--movable-equals"]);
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("1=2-1 ")),
        "{text}"
    );
    let fixed = json(&["match", "solve", "1-2=1", "--moves", "1", "--json"]);
    assert!(!equations(&fixed).contains(&"1=2-1".to_owned()), "{fixed}");
}

#[test]
fn times_and_divide_are_typed_three_ways_and_two_ways() {
    // × is two diagonals: + is two moves away, 6 one stick more than 5.
    for typed in ["2*3=5", "2x3=5", "2×3=5"] {
        let out = json(&["match", "solve", typed, "--moves", "2", "--json"]);
        assert_eq!(out["puzzle"], "2×3=5", "{typed}");
        assert_eq!(equations(&out), ["2+3=5"], "{typed}: {out}");
        let add = json(&["match", "solve", typed, "--goal", "add", "--json"]);
        assert_eq!(equations(&add), ["2×3=6"], "{typed}: {add}");
    }
    // ÷ is the one stick '/': turned flat it is −.
    for typed in ["6/2=4", "6÷2=4"] {
        let out = json(&["match", "solve", typed, "--json"]);
        assert_eq!(out["puzzle"], "6÷2=4", "{typed}");
        assert_eq!(equations(&out), ["6-2=4"], "{typed}: {out}");
        let add = json(&["match", "solve", typed, "--goal", "add", "--json"]);
        assert_eq!(equations(&add), ["8÷2=4"], "{typed}: {add}");
    }
    // A chain: every side equal.
    let chain = json(&["match", "solve", "1+2=3=9", "--goal", "remove", "--json"]);
    assert!(equations(&chain).contains(&"1+2=3=3".to_owned()), "{chain}");
}

#[test]
fn what_cannot_be_made_is_named() {
    let line = refused(&["match", "solve", "2^3=8"]);
    assert!(line.contains("'^' cannot be made of matchsticks"), "{line}");
    let line = refused(&["match", "solve", "2*3=5", "--algorithm", "seed004"]);
    assert!(line.contains("--algorithm fast"), "{line}");
}

#[test]
fn the_survey_and_the_generator_take_the_new_shapes() {
    // 10 × 4 × 10 × 10 layouts: every sign slot may hold +, −, × or ÷.
    let survey = json(&["match", "survey", "--shape", "D×D=D", "--moves", "1", "--json"]);
    assert_eq!(survey["layouts"], 4000, "{survey}");
    let chain = json(&["match", "survey", "--shape", "D+D=D=D", "--moves", "1", "--json"]);
    assert_eq!(chain["layouts"], 20000, "{chain}");
    let generated = run_ok(&[
        "match", "generate", "--shape", "DD/D=D", "--moves", "1", "--limit", "3",
    ]);
    assert!(generated.contains("DD/D=D"), "{generated}");
    let line = refused(&["match", "survey", "--shape", "D+D=D", "--movable-equals"]);
    assert!(line.contains("--movable-equals"), "{line}");
    let line = refused(&["match", "survey", "--shape", "D*D=D", "--algorithm", "seed004"]);
    assert!(line.contains("--algorithm fast"), "{line}");
}
