//! `nimlab shapes solve` run as a user runs it: the spec's example, the published classics
//! (counts equal to the engine's), a small case against a brute force written here, stdin,
//! refusals with their line and column, hostile input, limits and exit codes.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::shapes::puzzle::{Figure, Puzzle};
use nimlab_core::shapes::solve::{MAX_COMBINATIONS, solve_within};
use nimlab_core::shapes::text::parse;
use nimlab_core::watch::Unwatched;

use crate::support::cli::{json, nimlab, refused, run_ok};

/// The spec's example: two squares side by side, 7 sticks.
const TWO_SQUARES: &str = ".-.-.\n| | |\n.-.-.\n";

/// The 24-stick 3 × 3 grid.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n";

/// A layout written to a file of its own, for one test.
fn layout_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("nimlab-shapes-{name}-{}.txt", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    path
}

/// `nimlab shapes solve <text in a file> args…`.
fn solve_args(path: &std::path::Path, args: &[&str]) -> Vec<String> {
    let mut all = vec![
        "shapes".to_owned(),
        "solve".to_owned(),
        path.display().to_string(),
    ];
    all.extend(args.iter().map(|&arg| arg.to_owned()));
    all
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Runs `nimlab args…` with `input` on stdin.
fn with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nimlab binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = input.to_vec();
    // The command stops reading at its cap: a writer past it meets a closed pipe, which is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("its output");
    writer.join().expect("the writer ends");
    output
}

#[test]
fn the_specs_example_answers_in_the_specs_json() {
    let file = layout_file("spec", TWO_SQUARES);
    let args = solve_args(
        &file,
        &[
            "--goal",
            "remove",
            "--moves",
            "3",
            "--exactly",
            "--squares",
            "1",
            "--json",
        ],
    );
    let out = run_ok(&strs(&args));
    // Field names and order as the spec writes them; the two answers by text.
    assert_eq!(
        out.trim_end(),
        r#"{"goal":"remove","moves":3,"exactly":true,"squares":1,"tidy":true,"answers":[{"layout":". .-.\n  | |\n. .-.","moves":3},{"layout":".-. .\n| |  \n.-. .","moves":3}],"count":2}"#
    );
    // Up to 3, one square: the same two (a single square cannot be left in fewer removals).
    let up_to = solve_args(
        &file,
        &["--goal", "remove", "--moves", "3", "--squares", "1", "--json"],
    );
    assert_eq!(json(&strs(&up_to))["count"], 2);
    std::fs::remove_file(file).expect("cleaned up");
}

/// The classics of the engine's own tests (`shapes/classics.rs`), as text, budget and squares.
const CLASSICS: [(&str, &str, Goal, u32, bool, u32, u128); 4] = [
    (
        "sixteen",
        ".-. .-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.",
        Goal::Move,
        1,
        false,
        6,
        3,
    ),
    ("grid-8", GRID_3, Goal::Remove, 8, true, 2, 5),
    ("grid-4", GRID_3, Goal::Remove, 4, true, 5, 134),
    (
        "window",
        ". . . . .\n\n. .-.-. .\n  | | |\n. .-.-. .\n  | | |\n. .-.-. .\n\n. . . . .",
        Goal::Move,
        3,
        true,
        3,
        8,
    ),
];

#[test]
fn the_classics_count_as_the_engine_counts_them() {
    for (name, layout, goal, moves, exactly, squares, published) in CLASSICS {
        let file = layout_file(name, layout);
        let mut args = vec!["--goal", goal.as_str(), "--squares"];
        let (moves_text, squares_text) = (moves.to_string(), squares.to_string());
        args.extend([squares_text.as_str(), "--moves", moves_text.as_str(), "--json"]);
        if exactly {
            args.push("--exactly");
        }
        let out = json(&strs(&solve_args(&file, &args)));
        let (canvas, sticks) = parse(layout).expect("valid text");
        let budget = Budget {
            goal,
            steps: moves,
            exactly,
        };
        let puzzle = Puzzle::new(canvas, sticks, budget, Figure::count(squares)).expect("on canvas");
        let engine = solve_within(&puzzle, usize::MAX, &mut Unwatched).expect("solvable");
        assert_eq!(out["count"], serde_json::json!(engine.total()), "{name}");
        assert_eq!(
            engine.total(),
            published,
            "{name}: the count the engine's test checks"
        );
        let listed: Vec<&str> = out["answers"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|answer| answer["layout"].as_str().expect("text"))
            .collect();
        let engine_texts: Vec<String> = engine
            .answers
            .iter()
            .map(|a| nimlab_core::shapes::text::text(canvas, a.sticks).expect("square"))
            .collect();
        assert_eq!(listed, engine_texts, "{name}");
        std::fs::remove_file(file).expect("cleaned up");
    }
}

/// A layout on a canvas of `width` × `height` dots: horizontal sticks by (row, column of their
/// left dot), vertical ones by (row of their top dot, column).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Drawn {
    across: BTreeSet<(usize, usize)>,
    down: BTreeSet<(usize, usize)>,
}

/// The text form, written here from the spec's words: rows of dots with '-' between, rows of '|'
/// under dots with one space between columns, every row the canvas's width.
fn write(width: usize, height: usize, drawn: &Drawn) -> String {
    let mut rows = Vec::new();
    for row in 0..height {
        let mut dots = String::from(".");
        for column in 0..width - 1 {
            dots.push(if drawn.across.contains(&(row, column)) {
                '-'
            } else {
                ' '
            });
            dots.push('.');
        }
        rows.push(dots);
        if row + 1 < height {
            let sticks: Vec<String> = (0..width)
                .map(|column| {
                    if drawn.down.contains(&(row, column)) {
                        "|"
                    } else {
                        " "
                    }
                    .to_owned()
                })
                .collect();
            rows.push(sticks.join(" "));
        }
    }
    rows.join("\n")
}

/// The squares `drawn` shows: every size, whole outline.
fn squares(width: usize, height: usize, drawn: &Drawn) -> Vec<BTreeSet<(bool, usize, usize)>> {
    let mut found = Vec::new();
    for size in 1..width.min(height) {
        for top in 0..height - size {
            for left in 0..width - size {
                let mut outline = BTreeSet::new();
                for i in 0..size {
                    outline.extend([
                        (true, top, left + i),
                        (true, top + size, left + i),
                        (false, top + i, left),
                        (false, top + i, left + size),
                    ]);
                }
                let holds = |&(across, row, column): &(bool, usize, usize)| {
                    if across {
                        drawn.across.contains(&(row, column))
                    } else {
                        drawn.down.contains(&(row, column))
                    }
                };
                if outline.iter().all(holds) {
                    found.push(outline);
                }
            }
        }
    }
    found
}

/// One layout of the canvas as the brute force sees it: its sticks, how many of the puzzle's it
/// lifts and how many it lays, the squares it shows and whether a stick lies on none of them.
struct Judged {
    drawn: Drawn,
    removed: u32,
    added: u32,
    squares: usize,
    loose: bool,
}

/// Every set of edges of the canvas, judged against `puzzle`.
fn every_layout(width: usize, height: usize, puzzle: &Drawn) -> Vec<Judged> {
    let edges: Vec<(bool, usize, usize)> = (0..height)
        .flat_map(|row| (0..width - 1).map(move |column| (true, row, column)))
        .chain((0..height - 1).flat_map(|row| (0..width).map(move |column| (false, row, column))))
        .collect();
    let held = |drawn: &Drawn, &(across, row, column): &(bool, usize, usize)| {
        if across {
            drawn.across.contains(&(row, column))
        } else {
            drawn.down.contains(&(row, column))
        }
    };
    (0u32..1 << edges.len())
        .map(|bits| {
            let mut drawn = Drawn {
                across: BTreeSet::new(),
                down: BTreeSet::new(),
            };
            for (index, &(across, row, column)) in edges.iter().enumerate() {
                if bits >> index & 1 == 1 {
                    if across {
                        &mut drawn.across
                    } else {
                        &mut drawn.down
                    }
                    .insert((row, column));
                }
            }
            let shown = squares(width, height, &drawn);
            Judged {
                removed: edges
                    .iter()
                    .filter(|e| held(puzzle, e) && !held(&drawn, e))
                    .count() as u32,
                added: edges
                    .iter()
                    .filter(|e| !held(puzzle, e) && held(&drawn, e))
                    .count() as u32,
                squares: shown.len(),
                loose: edges
                    .iter()
                    .any(|e| held(&drawn, e) && !shown.iter().any(|outline| outline.contains(e))),
                drawn,
            }
        })
        .collect()
}

/// The layouts within the budget showing exactly `count` squares (every stick on one of them
/// when `tidy`), as (steps, text), sorted.
fn brute_force(
    layouts: &[Judged],
    size: (usize, usize),
    budget: Budget,
    count: usize,
    tidy: bool,
) -> Vec<(u32, String)> {
    let mut answers: Vec<(u32, String)> = layouts
        .iter()
        .filter_map(|judged| {
            let (removed, added) = (judged.removed, judged.added);
            let steps = match budget.goal {
                Goal::Move if removed == added => removed,
                Goal::Remove if added == 0 => removed,
                Goal::Add if removed == 0 => added,
                _ => return None,
            };
            let in_budget = steps >= 1
                && if budget.exactly {
                    steps == budget.steps
                } else {
                    steps <= budget.steps
                };
            (in_budget && judged.squares == count && !(tidy && judged.loose))
                .then(|| (steps, write(size.0, size.1, &judged.drawn)))
        })
        .collect();
    answers.sort();
    answers
}

#[test]
fn a_small_canvas_agrees_with_a_brute_force_over_every_set_of_edges() {
    // 4 × 3 dots (17 edges): two squares side by side in the top left, room to move.
    let (width, height) = (4, 3);
    let puzzle = Drawn {
        across: [(0, 0), (0, 1), (1, 0), (1, 1)].into(),
        down: [(0, 0), (0, 1), (0, 2)].into(),
    };
    let text = write(width, height, &puzzle);
    assert_eq!(text, ".-.-. .\n| | |  \n.-.-. .\n       \n. . . .");
    let file = layout_file("brute", &text);
    let layouts = every_layout(width, height, &puzzle);
    let mut checked = 0;
    for (goal, moves, exactly, count) in [
        (Goal::Move, 2, false, 2),
        (Goal::Move, 2, true, 1),
        (Goal::Move, 3, false, 3),
        (Goal::Add, 3, false, 3),
        (Goal::Remove, 4, false, 1),
    ] {
        for tidy in [true, false] {
            let (moves_text, count_text) = (moves.to_string(), count.to_string());
            let mut args = vec![
                "--goal",
                goal.as_str(),
                "--moves",
                &moves_text,
                "--squares",
                &count_text,
                "--json",
            ];
            args.extend(exactly.then_some("--exactly"));
            args.extend((!tidy).then_some("--any-sticks"));
            let out = json(&strs(&solve_args(&file, &args)));
            let budget = Budget {
                goal,
                steps: moves,
                exactly,
            };
            let expected = brute_force(&layouts, (width, height), budget, count as usize, tidy);
            let listed: Vec<(u32, String)> = out["answers"]
                .as_array()
                .expect("a list")
                .iter()
                .map(|a| {
                    let moves = a["moves"].as_u64().expect("a number") as u32;
                    (moves, a["layout"].as_str().expect("text").to_owned())
                })
                .collect();
            assert_eq!(listed, expected, "{args:?}");
            assert_eq!(out["count"], serde_json::json!(expected.len()), "{args:?}");
            assert_eq!(out["tidy"], tidy);
            checked += expected.len();
        }
    }
    assert!(checked > 20, "the cases have answers to compare: {checked}");
    std::fs::remove_file(file).expect("cleaned up");
}

#[test]
fn stdin_reads_as_a_file_does_and_the_text_is_for_people() {
    let args = [
        "shapes",
        "solve",
        "-",
        "--goal",
        "remove",
        "--moves",
        "3",
        "--squares",
        "1",
    ];
    let output = with_stdin(&args, TWO_SQUARES.as_bytes());
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let expected = "3 × 2 dots, 7 sticks: 2 answer(s) within 3 step(s) (remove) showing 1 square(s), \
                    every stick on one; 1 up to symmetry\n  1. 3 step(s):\n    . .-.\n      | |\n    . .-.\n  \
                    2. 3 step(s):\n    .-. .\n    | |  \n    .-. .\n";
    assert_eq!(text, expected);
    // Windows line ends and a last blank line read the same.
    let crlf = TWO_SQUARES.replace('\n', "\r\n") + "\r\n";
    let again = with_stdin(&args, crlf.as_bytes());
    assert_eq!(String::from_utf8(again.stdout).expect("UTF-8"), expected);
}

#[test]
fn bad_text_is_refused_with_its_line_and_column() {
    for (input, line_column, words) in [
        (".-.\n|x|\n.-.\n", "line 2, column 2", "'x' cannot stand here"),
        (".-.-.\n| | |\n.-.\n", "line 3, column 4", "this row has 2 dots"),
        (
            ".-.\n| |\n",
            "line 2, column 1",
            "the last row must be a row of dots",
        ),
        ("", "line 1, column 1", "the text is empty"),
        (".\u{0}.\n\n. .", "line 1, column 2", "'\\0' cannot stand here"),
    ] {
        let file = layout_file("bad", input);
        let said = refused(&strs(&solve_args(
            &file,
            &["--goal", "move", "--moves", "1", "--squares", "1"],
        )));
        assert!(
            said.contains(&file.display().to_string()) && said.contains(line_column) && said.contains(words),
            "{input:?}: {said}"
        );
        std::fs::remove_file(file).expect("cleaned up");
    }
    let output = with_stdin(
        &[
            "shapes",
            "solve",
            "-",
            "--goal",
            "move",
            "--moves",
            "1",
            "--squares",
            "1",
        ],
        b". .\n\n.-.-",
    );
    let said = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(said.starts_with("error: stdin: line 3, column 4"), "{said}");
}

#[test]
fn hostile_input_is_refused_in_one_line_within_seconds() {
    let dots = vec![b'.'; 10 << 20];
    let mut binary = b"\x89PNG\r\n\x1a\n".to_vec();
    binary.resize(1 << 20, 0xff);
    let args = ["--goal", "move", "--moves", "1", "--squares", "1"];
    for (name, bytes, words) in [
        (
            "dots",
            &dots,
            "line 1, column 65537: the text goes on past 64 KiB",
        ),
        ("binary", &binary, "line 1, column 1: this is not text (UTF-8)"),
    ] {
        let file = layout_file(name, "");
        std::fs::write(&file, bytes).expect("written");
        let started = Instant::now();
        let said = refused(&strs(&solve_args(&file, &args)));
        assert!(said.contains(words), "{name}: {said}");
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{name}: {:?}",
            started.elapsed()
        );
        std::fs::remove_file(file).expect("cleaned up");
        let piped = with_stdin(&[&["shapes", "solve", "-"][..], &args].concat(), bytes);
        let said = String::from_utf8(piped.stderr).expect("UTF-8");
        assert!(said.contains("stdin: ") && said.contains(words), "{name}: {said}");
        assert_eq!(said.lines().count(), 1, "{said}");
    }
}

#[test]
fn too_many_choices_are_refused_before_any_work_naming_the_limit() {
    // An empty 8 × 8 canvas (112 edges), lay 6 sticks anywhere: C(112, 6) ≈ 2.5·10⁹ choices.
    let row = ". . . . . . . .";
    let empty = [row; 8].join("\n\n");
    let file = layout_file("empty", &empty);
    let started = Instant::now();
    let said = refused(&strs(&solve_args(
        &file,
        &["--goal", "add", "--moves", "6", "--squares", "1", "--any-sticks"],
    )));
    assert!(said.contains(&format!("at most {MAX_COMBINATIONS}")), "{said}");
    assert!(started.elapsed() < Duration::from_secs(10));
    for (args, words) in [
        (
            &["--goal", "add", "--moves", "0", "--squares", "1"][..],
            "--moves must be from 1 to 128",
        ),
        (
            &["--goal", "add", "--moves", "129", "--squares", "1"],
            "--moves must be from 1 to 128",
        ),
        (
            &[
                "--goal",
                "add",
                "--moves",
                "1",
                "--squares",
                "1",
                "--limit",
                "100001",
            ],
            "--limit must be at most 100000",
        ),
        (
            &["--goal", "add", "--moves", "1", "--triangles", "2"],
            "the text form draws the square lattice only",
        ),
    ] {
        let said = refused(&strs(&solve_args(&file, args)));
        assert!(said.contains(words), "{args:?}: {said}");
    }
    std::fs::remove_file(file).expect("cleaned up");
}

#[test]
fn a_limit_lists_the_first_answers_and_counts_them_all() {
    let file = layout_file("limit", GRID_3);
    let all = json(&strs(&solve_args(
        &file,
        &[
            "--goal",
            "remove",
            "--moves",
            "4",
            "--exactly",
            "--squares",
            "5",
            "--json",
        ],
    )));
    let first = json(&strs(&solve_args(
        &file,
        &[
            "--goal",
            "remove",
            "--moves",
            "4",
            "--exactly",
            "--squares",
            "5",
            "--json",
            "--limit",
            "3",
        ],
    )));
    assert_eq!(
        (all["count"].clone(), first["count"].clone()),
        (serde_json::json!(134), serde_json::json!(134))
    );
    let all = all["answers"].as_array().expect("a list");
    assert_eq!(all.len(), 134);
    assert_eq!(first["answers"].as_array().expect("a list")[..], all[..3]);
    let text = run_ok(&strs(&solve_args(
        &file,
        &[
            "--goal",
            "remove",
            "--moves",
            "4",
            "--exactly",
            "--squares",
            "5",
            "--limit",
            "3",
        ],
    )));
    assert!(
        text.lines()
            .next()
            .expect("a heading")
            .ends_with("; the first 3 listed (--limit lists more)"),
        "{text}"
    );
    std::fs::remove_file(file).expect("cleaned up");
}

#[test]
fn exit_codes_tell_an_answer_from_bad_input_and_a_bad_command_line() {
    let file = layout_file("codes", TWO_SQUARES);
    let code = |args: &[&str]| nimlab(&strs(&solve_args(&file, args))).status.code();
    // Zero answers is still an answer.
    assert_eq!(
        code(&["--goal", "add", "--moves", "1", "--squares", "9"]),
        Some(0)
    );
    assert_eq!(
        code(&["--goal", "remove", "--moves", "0", "--squares", "1"]),
        Some(1)
    );
    assert_eq!(
        code(&["--goal", "swap", "--moves", "1", "--squares", "1"]),
        Some(2)
    );
    assert_eq!(code(&["--moves", "1", "--squares", "1"]), Some(2));
    let said = refused(&strs(&solve_args(&file, &["--squares", "1"])));
    assert!(
        said.contains("--goal <GOAL>") && said.contains("--moves <MOVES>"),
        "{said}"
    );
    std::fs::remove_file(&file).expect("cleaned up");
    let gone = nimlab(&strs(&solve_args(
        &file,
        &["--goal", "add", "--moves", "1", "--squares", "1"],
    )));
    assert_eq!(gone.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&gone.stderr).contains("there is no such file"));
}
