//! `nimlab match …` with ×, ÷, a movable '=' and chains, as a user types them.

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
    // The README's example: `nimlab match solve "1-2=1" --moves 1 --movable-equals` lists 1=2-1.
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

/// The segments of an SVG's round-capped strokes that lean (neither flat nor upright): the
/// diagonal sticks of × and ÷, as the figure writes them.
fn leaning_strokes(svg: &str) -> usize {
    svg.split(r#"stroke-linecap="round" d="M "#)
        .skip(1)
        .filter(|path| {
            let numbers: Vec<f32> = path
                .split(['"', ' '])
                .filter_map(|word| word.parse().ok())
                .take(4)
                .collect();
            matches!(numbers[..], [x1, y1, x2, y2] if (x1 - x2).abs() > 1.0 && (y1 - y2).abs() > 1.0)
        })
        .count()
}

#[test]
fn an_exported_puzzle_draws_the_diagonals_of_times_and_divide() {
    let folder = std::env::temp_dir().join(format!("nimlab-symbols-figure-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    for (puzzle, diagonals) in [("8/2=4", 1), ("2x3=6", 2), ("8-2=6", 0)] {
        let out = folder.join(format!("{diagonals}.svg"));
        run_ok(&["export", "match", puzzle, "--out", out.to_str().expect("UTF-8")]);
        let svg = std::fs::read_to_string(&out).expect("written");
        assert_eq!(leaning_strokes(&svg), diagonals, "{puzzle}");
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
