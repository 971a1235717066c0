//! `nimlab match check` on a file mixing equations and figure puzzles: every puzzle solved with
//! its budget, a figure puzzle's answers drawn in the text form (square lattice) or counted as
//! sticks that leave and arrive (triangular), its badge unique up to symmetry, its difficulty
//! the shapes generator's figure, as the collection's badges give them.

use crate::support::cli::{json, nimlab};
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord, to_text};
use nimlab_core::shapes::canvas::{Canvas, Lattice};
use nimlab_core::shapes::puzzle::{Figure, Puzzle};
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::shapes::text;

/// An equation, the 2 × 2 window "remove exactly 2 to leave 3 squares" and four triangles in a
/// row of two storeys, "remove up to 3 to leave 1 triangle" (the generator's first of its kind).
pub fn mixed_file() -> PuzzleFile {
    let equation = PuzzleRecord::new(
        &Layout::parse("0+3=09").expect("an equation"),
        Goal::Move,
        1,
        Rules::default(),
    );
    let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
    let window =
        Puzzle::new(canvas, sticks, Budget::exactly(Goal::Remove, 2), Figure::count(3)).expect("a puzzle");
    let triangles = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let hexagon = Puzzle::new(
        triangles,
        Sticks::of([0, 1, 2, 3, 4, 5, 7, 10, 11]),
        Budget::up_to(Goal::Remove, 3),
        Figure::count(1),
    )
    .expect("a puzzle");
    let mut window = PuzzleRecord::of_figure(&window);
    "Window".clone_into(&mut window.title);
    PuzzleFile {
        puzzles: vec![equation, window, PuzzleRecord::of_figure(&hexagon)],
        ..PuzzleFile::default()
    }
}

#[test]
fn match_check_solves_figure_puzzles_beside_equations() {
    let file = std::env::temp_dir().join(format!("nimlab-figures-{}.ron", std::process::id()));
    let puzzles = mixed_file();
    std::fs::write(&file, to_text(&puzzles)).expect("writable");
    let path = file.to_str().expect("utf-8 path");
    let out = json(&["match", "check", path, "--json"]);
    let window = &out["puzzles"][1];
    assert_eq!(window["kind"], "figure", "{window}");
    assert_eq!(window["lattice"], "square");
    assert_eq!(window["figure"], "3 squares");
    assert_eq!(
        (&window["goal"], &window["max_moves"], &window["exactly"]),
        (&"remove".into(), &2.into(), &true.into())
    );
    // A corner's two outer sticks: four answers as placed, one up to symmetry.
    assert_eq!(
        (&window["total"], &window["total_distinct"]),
        (&4.into(), &1.into()),
        "{window}"
    );
    assert_eq!((&window["unique"], &window["nearest"]), (&true.into(), &2.into()));
    assert_eq!(
        window["solutions"][0]["sticks"],
        ". .-.\n  | |\n.-.-.\n| | |\n.-.-."
    );
    assert_eq!(window["solutions"][0]["moves"], 2);
    assert!(window["difficulty"].as_u64().is_some_and(|d| d >= 20), "{window}");
    let hexagon = &out["puzzles"][2];
    assert_eq!(
        (&hexagon["lattice"], &hexagon["figure"]),
        (&"triangular".into(), &"1 triangle".into())
    );
    assert!(
        hexagon["puzzle"].is_null(),
        "no text form on the triangular lattice: {hexagon}"
    );
    let listed = hexagon["solutions"].as_array().expect("a list");
    assert!(!listed.is_empty(), "{hexagon}");
    assert!(
        listed
            .iter()
            .all(|a| a["sticks"].as_str().is_some_and(|s| s == "3 leave, 0 arrive")),
        "{hexagon}"
    );
    assert_eq!(out["puzzles"][0]["kind"], "equation");
    // The difficulty and badge are the collection's.
    for (i, record) in puzzles.puzzles.iter().enumerate() {
        let mut unwatched = nimlab_core::watch::Unwatched;
        let Some(nimlab::work::check::Checked::Solved {
            difficulty, badge, ..
        }) = nimlab::work::check::check_one(record, &mut unwatched)
        else {
            panic!("puzzle {i} solved")
        };
        assert_eq!(
            out["puzzles"][i]["difficulty"].as_u64(),
            difficulty.map(u64::from),
            "{i}"
        );
        assert_eq!(out["puzzles"][i]["unique"].as_bool(), Some(badge.unique), "{i}");
    }
    let text = String::from_utf8_lossy(&nimlab(&["match", "check", path]).stdout).into_owned();
    assert!(
        text.contains("Window — square 3×3 dots, 12 sticks: remove exactly 2 to leave 3 squares"),
        "{text}"
    );
    assert!(text.contains("[unique] ★★"), "{text}");
    assert!(
        text.contains("      . .-.\n        | |\n      .-.-."),
        "the answer drawn, indented: {text}"
    );
    assert!(text.contains("      3 leave, 0 arrive (3)"), "{text}");
    assert_eq!(hexagon["unique"], true, "{hexagon}");
    std::fs::remove_file(&file).ok();
}

#[test]
fn match_sheet_prints_a_mixed_collection_and_its_key() {
    let file = std::env::temp_dir().join(format!("nimlab-figure-sheet-{}.ron", std::process::id()));
    let out = std::env::temp_dir().join(format!("nimlab-figure-sheet-{}.pdf", std::process::id()));
    std::fs::write(&file, to_text(&mixed_file())).expect("writable");
    let ran = nimlab(&[
        "match",
        "sheet",
        file.to_str().expect("utf-8 path"),
        "--answers",
        "--out",
        out.to_str().expect("utf-8 path"),
    ]);
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    assert_eq!(
        crate::support::files::pdf_pages(&out),
        2,
        "the three puzzles, then their key"
    );
    std::fs::remove_file(&file).ok();
    std::fs::remove_file(&out).ok();
}
