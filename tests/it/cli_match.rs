//! `nimlab match …` run as a user runs it: solve, survey, generate and check, the documented
//! examples, limits and bad input.

use std::process::Command;

use crate::support::cli::{json, nimlab};

#[test]
fn match_solve_matches_the_readme_example_with_both_algorithms() {
    // The matchstick paper: 0+3=09 → 6+3=09 (1 move), 5+3=08 (2 moves).
    let expected = serde_json::json!({
        "puzzle": "0+3=09", "goal": "move", "max_moves": 2,
        "solutions": [{"equation": "6+3=09", "moves": 1}, {"equation": "5+3=08", "moves": 2}],
        "total": 2
    });
    for algorithm in ["fast", "seed004"] {
        let out = json(&[
            "match",
            "solve",
            "0+3=09",
            "--moves",
            "2",
            "--algorithm",
            algorithm,
            "--json",
        ]);
        assert_eq!(out, expected, "{algorithm}");
    }
    let nine = json(&["match", "solve", "6+4=4", "--variants", "9", "--json"]);
    let found: Vec<&str> = nine["solutions"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|s| s["equation"].as_str())
        .collect();
    assert_eq!(found, ["0+4=4", "5+4=9", "8-4=4"]);
    let strict = json(&[
        "match",
        "solve",
        "0+3=09",
        "--moves",
        "2",
        "--no-leading-zeros",
        "--json",
    ]);
    assert_eq!(
        strict["solutions"],
        serde_json::json!([]),
        "09 is not a number without leading zeros"
    );
}

#[test]
fn match_solve_rejects_bad_puzzles_in_one_line() {
    for args in [
        &["match", "solve", "3+=4"][..],
        &["match", "solve", "12"],
        &["match", "solve", "1%2=2"],
        &["match", "solve", "1*2=2", "--algorithm", "seed004"],
        &["match", "solve", "1+2=3", "--goal", "swap"],
        &["match", "solve", "1+2=3", "--variants", "8"],
        &[
            "match",
            "solve",
            "1+2=3",
            "--moves",
            "4",
            "--algorithm",
            "seed004",
        ],
        &["match", "solve", "1+2=3", "--moves", "0"],
    ] {
        let output = nimlab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} should fail");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn match_survey_counts_add_up_and_both_algorithms_agree() {
    // The matchstick paper's search is slow in a debug build: compare the two at one move.
    let fast = json(&["match", "survey", "--shape", "D+D=D", "--moves", "1", "--json"]);
    let paper = json(&[
        "match",
        "survey",
        "--shape",
        "D+D=D",
        "--moves",
        "1",
        "--algorithm",
        "seed004",
        "--json",
    ]);
    for key in ["layouts", "already_true", "solvable", "unsolvable", "unique"] {
        assert_eq!(fast[key], paper[key], "{key}");
    }
    let fast = json(&["match", "survey", "--shape", "D+D=D", "--moves", "2", "--json"]);
    assert_eq!(fast["layouts"], 2000, "10 × 2 × 10 × 10 layouts");
    let count = |key: &str| fast[key].as_u64().unwrap_or(0);
    let solvable: u64 = fast["solvable"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(serde_json::Value::as_u64)
        .sum();
    assert_eq!(
        count("already_true") + solvable + count("unsolvable"),
        2000,
        "the counts add up"
    );
    // The already-true layouts are exactly the true a + b = c and a − b = c over single digits.
    let pairs = || (0..10u32).flat_map(|a| (0..10u32).map(move |b| (a, b)));
    let sums = pairs().filter(|(a, b)| a + b < 10).count();
    let differences = pairs().filter(|(a, b)| a >= b).count();
    assert_eq!(count("already_true"), (sums + differences) as u64);
}

#[test]
fn match_generate_lists_unique_puzzles_whose_answer_checks_out() {
    let out = json(&[
        "match", "generate", "--shape", "D+D=D", "--moves", "1", "--unique", "--json",
    ]);
    assert_eq!(
        (out["shape"].as_str(), out["goal"].as_str(), out["moves"].as_u64()),
        (Some("D+D=D"), Some("move"), Some(1))
    );
    let puzzles = out["puzzles"].as_array().expect("a list");
    assert!(!puzzles.is_empty());
    // Re-solve a sample through the command line: exactly one answer, one move away, as listed.
    for puzzle in puzzles.iter().step_by(puzzles.len().div_ceil(8)) {
        let text = puzzle["puzzle"].as_str().expect("text");
        let solved = json(&["match", "solve", text, "--moves", "1", "--json"]);
        let expected = serde_json::json!([{"equation": puzzle["answer"], "moves": 1}]);
        assert_eq!(solved["solutions"], expected, "{text}");
    }
}

#[test]
fn match_check_solves_a_file_or_names_the_broken_spot() {
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");
    let out = json(&["match", "check", sample, "--json"]);
    let first = &out["puzzles"][0];
    assert_eq!(first["puzzle"], "0+3=09");
    assert_eq!(
        first["solutions"],
        serde_json::json!([{"equation": "6+3=09", "moves": 1}, {"equation": "5+3=08", "moves": 2}])
    );
    let broken = std::env::temp_dir().join(format!("nimlab-broken-{}.ron", std::process::id()));
    std::fs::write(&broken, "(format: 1, puzzles: [(title: \"x\",").expect("writable");
    let output = nimlab(&["match", "check", broken.to_str().expect("utf-8 path")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(&format!("{}: line 1, column ", broken.display())),
        "names the file and line: {stderr}"
    );
    std::fs::remove_file(&broken).expect("cleaned up");
}

#[test]
fn match_solve_counts_every_answer_of_a_long_equation_and_lists_the_first() {
    // 40 ones make 40: a true equation of 82 symbols with millions of neighbours within 3 moves.
    let puzzle = format!("{}=40", vec!["1"; 40].join("+"));
    let out = json(&[
        "match", "solve", &puzzle, "--moves", "3", "--limit", "5", "--json",
    ]);
    let listed = out["solutions"].as_array().expect("a list");
    assert_eq!(listed.len(), 5, "the first five, as asked");
    let total = out["total"].as_u64().expect("a count");
    assert!(total > 5, "every answer is counted: {total}");
    let text = nimlab(&["match", "solve", &puzzle, "--moves", "3", "--limit", "5"]);
    let first_line = String::from_utf8_lossy(&text.stdout)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned();
    assert!(
        first_line.contains(&format!("{total} answer(s)")) && first_line.contains("the first 5 listed"),
        "{first_line}"
    );
}

#[test]
fn match_solve_takes_huge_numbers_and_refuses_what_is_past_its_limits() {
    let out = json(&[
        "match",
        "solve",
        "99999999999999999999+1=1",
        "--moves",
        "3",
        "--json",
    ]);
    assert_eq!(out["total"], 0);
    // 10^40 + 0 = 10^40 with its last digit 6 instead of 0: one move away, past i128.
    let zeros = "0".repeat(40);
    let out = json(&[
        "match",
        "solve",
        &format!("1{zeros}+0=1{}6", &zeros[1..]),
        "--json",
    ]);
    assert_eq!(out["solutions"][0]["equation"], format!("1{zeros}+0=1{zeros}"));
    let long = format!("{}=1", vec!["1"; 600].join("+"));
    let refused = nimlab(&["match", "solve", &long, "--moves", "3"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "refused");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("1201 symbols") && stderr.contains("at most 200"),
        "{stderr}"
    );
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::Read as _;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["match", "generate", "--shape", "D+D=D", "--moves", "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nimlab binary runs");
    // Close our end of the pipe at once, as `| head -0` would.
    drop(child.stdout.take());
    let status = child.wait().expect("it ends");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped")
        .read_to_string(&mut stderr)
        .expect("readable");
    assert!(status.success(), "{status}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn match_check_states_a_budget_it_does_not_take_instead_of_changing_it() {
    let sample = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/puzzles/classics.ron"
    ))
    .expect("the sample collection");
    for (steps, said) in [
        ("0", "budget of 0 step(s)"),
        ("4000000000", "budget of 4000000000 step(s)"),
    ] {
        let file = std::env::temp_dir().join(format!("nimlab-steps-{steps}-{}.ron", std::process::id()));
        std::fs::write(
            &file,
            sample.replacen("steps: 2,", &format!("steps: {steps},"), 1),
        )
        .expect("writable");
        let path = file.to_str().expect("utf-8 path");
        let out = json(&["match", "check", path, "--json"]);
        let first = &out["puzzles"][0];
        assert_eq!(first["max_moves"].as_u64(), steps.parse().ok());
        assert_eq!(
            first["solutions"],
            serde_json::json!([]),
            "nothing solved with another budget"
        );
        assert!(
            first["error"].as_str().is_some_and(|e| e.contains(said)),
            "{first}"
        );
        let text = String::from_utf8_lossy(&nimlab(&["match", "check", path]).stdout).into_owned();
        assert!(
            text.lines().nth(1).is_some_and(|line| line.contains(said)),
            "{text}"
        );
        std::fs::remove_file(&file).expect("cleaned up");
    }
}

#[test]
fn match_generate_refuses_a_shape_past_its_limit_up_front() {
    let output = nimlab(&["match", "generate", "--shape", "DDD+DD=DDD", "--moves", "1"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("at most 20000000") && stderr.contains("match survey"),
        "{stderr}"
    );
}

#[test]
fn match_check_refuses_an_endless_file_naming_the_limit() {
    // Past 16 MiB a file is refused after reading one byte more, never read whole. (An endless
    // /dev/zero is a device, refused before it is opened: `cli_special_files`.) A sparse file
    // takes no room on the disk.
    let path = std::env::temp_dir().join(format!("nimlab-endless-{}.ron", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|file| file.set_len(17 * 1024 * 1024))
        .expect("a sparse 17 MiB file");
    let output = nimlab(&["match", "check", path.to_str().expect("a UTF-8 path")]);
    std::fs::remove_file(&path).expect("cleaned up");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(&format!("{}: ", path.display())) && stderr.contains("16 MiB"),
        "{stderr}"
    );
}

#[test]
fn a_file_with_tens_of_thousands_of_slots_is_refused_in_one_line_not_aborted() {
    // Such a layout overflowed the solver's stack and aborted the process.
    let sample = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/puzzles/classics.ron"
    ))
    .expect("the sample collection");
    let first_layout = sample
        .lines()
        .find(|line| line.trim_start().starts_with("layout:"))
        .expect("a layout line");
    let ones = "Digit(\"bc\"), Operator(\"hv\"), ".repeat(15_000);
    let huge = format!("            layout: [{ones}Digit(\"bc\"), Equals, Digit(\"bc\")],");
    let file = std::env::temp_dir().join(format!("nimlab-huge-{}.ron", std::process::id()));
    std::fs::write(&file, sample.replacen(first_layout, &huge, 1)).expect("writable");
    let output = nimlab(&["match", "check", file.to_str().expect("utf-8 path")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "refused, not aborted: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("30003 symbols") && stderr.contains("at most 200"),
        "{stderr}"
    );
    std::fs::remove_file(&file).expect("cleaned up");
}

#[test]
fn the_command_line_takes_the_budget_the_window_takes() {
    // A published remove-8 puzzle was refused everywhere.
    let max = nimlab_core::matchsticks::solve::MAX_STEPS;
    let out = json(&[
        "match",
        "solve",
        "86+36+98=88",
        "--goal",
        "remove",
        "--moves",
        "8",
        "--json",
    ]);
    let solutions = out["solutions"].as_array().expect("a list");
    assert!(
        solutions
            .iter()
            .any(|s| s["equation"] == "86-36+34=84" && s["moves"] == 8),
        "{out}"
    );
    let past = nimlab(&["match", "solve", "0+3=09", "--moves", &(max + 1).to_string()]);
    let stderr = String::from_utf8_lossy(&past.stderr);
    assert!(!past.status.success());
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.contains(&format!("from 1 to {max}")), "{stderr}");
}

#[test]
fn match_generate_lists_the_easiest_and_counts_them_all() {
    // The generator kept every puzzle (702 MB for DDD+DD=DD at 2 moves); it keeps the
    // first --limit by difficulty and counts the rest.
    let all = json(&["match", "generate", "--shape", "D+D=D", "--moves", "1", "--json"]);
    let every = all["puzzles"].as_array().expect("a list");
    assert_eq!(all["total"].as_u64(), Some(every.len() as u64));
    let first = json(&[
        "match", "generate", "--shape", "D+D=D", "--moves", "1", "--limit", "5", "--json",
    ]);
    assert_eq!(first["total"], all["total"]);
    assert_eq!(first["puzzles"].as_array().expect("a list")[..], every[..5]);
    let text = nimlab(&[
        "match", "generate", "--shape", "D+D=D", "--moves", "1", "--limit", "5",
    ]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.starts_with(&format!("{} puzzles of D+D=D", every.len()))
            && text.contains("the first 5 listed (--limit lists more)"),
        "{text}"
    );
    let over = nimlab(&["match", "generate", "--shape", "D+D=D", "--limit", "100001"]);
    let stderr = String::from_utf8_lossy(&over.stderr);
    assert!(!over.status.success());
    assert!(stderr.contains("at most 100000"), "{stderr}");
}
