//! A worksheet of a collection mixing equations and figure puzzles: both printed with their
//! instructions and stars, the key drawing the figure puzzles' answers, the PDF whole.

use super::*;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::{Canvas, Lattice};
use nimlab_core::shapes::puzzle::{Figure, Puzzle};
use nimlab_core::shapes::sticks::Sticks;

fn mixed() -> Sheet {
    mixed_in(Language::English)
}

/// [`mixed`] with its words in `language`.
fn mixed_in(language: Language) -> Sheet {
    let equation = PuzzleRecord::new(
        &Layout::parse("0+3=09").expect("an equation"),
        Goal::Move,
        1,
        Rules::default(),
    );
    let (canvas, sticks) =
        nimlab_core::shapes::text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
    let window =
        Puzzle::new(canvas, sticks, Budget::exactly(Goal::Remove, 2), Figure::count(3)).expect("a puzzle");
    let triangles = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let triangle = Puzzle::new(
        triangles,
        Sticks::of([0, 1, 2, 3, 4, 5, 7, 10, 11]),
        Budget::up_to(Goal::Remove, 3),
        Figure::count(1),
    )
    .expect("a puzzle");
    let records = [
        equation,
        PuzzleRecord::of_figure(&window),
        PuzzleRecord::of_figure(&triangle),
    ];
    Sheet {
        title: "Mixed".to_owned(),
        puzzles: records
            .iter()
            .map(|r| SheetPuzzle::solved(r, language).expect("solved"))
            .collect(),
        look: SheetLook::default(),
        language,
    }
}

fn dashed(scene: &Scene) -> usize {
    scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Line { dash: Some(_), .. }))
        .count()
}

#[test]
fn a_mixed_collection_prints_equations_and_figure_puzzles_with_their_keys() {
    let sheet = mixed();
    assert!(
        sheet.puzzles[1].difficulty.is_some() && sheet.puzzles[2].difficulty.is_some(),
        "one answer each: stars"
    );
    let pages = sheet.pages(SheetPart::QuestionsAndKey);
    assert_eq!(pages.len(), 2, "three puzzles a page, then the key");
    let questions: Vec<&str> = pages[0].texts().collect();
    for said in [
        "Move 1 matchstick to make the equation true.",
        "Remove exactly 2 matchsticks to leave 3 squares.",
        "Remove up to 3 matchsticks to leave 1 triangle.",
    ] {
        assert!(questions.contains(&said), "{said}: {questions:?}");
    }
    // The page's own rules (cut lines) are dashed on both pages; no answer is on the questions.
    let rules = dashed(&pages[0]);
    let key: Vec<&str> = pages[1].texts().collect();
    // Four answers, each two corner sticks taken: the first drawn, three listed, one more told.
    assert!(
        key.contains(&"Answers: 2 leave, 0 arrive (drawn), 2 leave, 0 arrive, 2 leave, 0 arrive and 1 more"),
        "the window's four answers named and counted: {key:?}"
    );
    assert!(key.contains(&"Answer: 3 leave, 0 arrive"), "{key:?}");
    // The window has four answers, past the three a key draws: its first drawn (two sticks
    // leave), and the triangle's one (three).
    assert_eq!(dashed(&pages[1]), rules + 2 + 3);
    let pdf = crate::figure::pdf::pages_pdf(&pages, "Mixed").expect("a PDF");
    assert!(pdf.starts_with(b"%PDF"));
    if let Ok(dir) = std::env::var("NIMLAB_FIGURE_OUT") {
        std::fs::write(format!("{dir}/mixed-sheet.pdf"), &pdf).expect("writable");
    }
}

#[test]
fn a_korean_key_names_a_triangle_answer_in_korean() {
    let pages = mixed_in(Language::Korean).pages(SheetPart::QuestionsAndKey);
    let key: Vec<&str> = pages[1].texts().collect();
    assert!(
        key.iter().any(|text| text.contains("3개 빠지고 0개 들어옴")),
        "{key:?}"
    );
    assert!(!key.iter().any(|text| text.contains("leave")), "{key:?}");
}
