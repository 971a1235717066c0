//! A figure puzzle's figure: its instruction worded from the goal in both languages, every stick
//! drawn once, the answer's leaving sticks dashed and its arriving ones solid.

use super::*;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::shapes::canvas::Canvas;
use nimlab_core::shapes::text;

fn window(budget: Budget, count: u32) -> Puzzle {
    let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
    Puzzle::new(canvas, sticks, budget, Figure::count(count)).expect("a puzzle")
}

fn lines(scene: &Scene) -> (usize, usize) {
    let (mut solid, mut dashed) = (0, 0);
    for shape in &scene.shapes {
        if let Shape::Line { dash, .. } = shape {
            if dash.is_some() {
                dashed += 1;
            } else {
                solid += 1;
            }
        }
    }
    (solid, dashed)
}

#[test]
fn the_instruction_follows_the_goal_the_budget_and_the_figure() {
    let cases = [
        (
            Budget::exactly(Goal::Remove, 2),
            3,
            "Remove exactly 2 matchsticks to leave 3 squares.",
        ),
        (
            Budget::up_to(Goal::Move, 1),
            1,
            "Move 1 matchstick to make 1 square.",
        ),
        (
            Budget::up_to(Goal::Add, 3),
            6,
            "Add up to 3 matchsticks to make 6 squares.",
        ),
    ];
    for (budget, count, said) in cases {
        assert_eq!(instruction(&window(budget, count), Language::English), said);
    }
    let korean = instruction(&window(Budget::exactly(Goal::Remove, 2), 3), Language::Korean);
    assert_eq!(korean, "성냥개비를 정확히 2개 빼서 정사각형을 3개 남기세요.");
    let triangles = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let puzzle = Puzzle::new(
        triangles,
        triangles.all(),
        Budget::up_to(Goal::Remove, 2),
        Figure::count(4),
    )
    .expect("a puzzle");
    assert_eq!(
        instruction(&puzzle, Language::English),
        "Remove up to 2 matchsticks to leave 4 triangles."
    );
}

#[test]
fn the_instruction_states_the_rules_a_student_must_know() {
    use nimlab_core::shapes::puzzle::{Orientation, Rules};
    let with = |figure: Figure| {
        let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
        Puzzle::new(canvas, sticks, Budget::up_to(Goal::Remove, 8), figure).expect("a puzzle")
    };
    let loose_one_size = with(Figure::Count {
        count: 2,
        rules: Rules {
            tidy: false,
            same_size: true,
        },
    });
    let target = |orientation| {
        with(Figure::Target {
            sticks: nimlab_core::shapes::sticks::Sticks::of([0, 1, 2]),
            orientation,
        })
    };
    let cases = [
        (
            loose_one_size,
            "Remove up to 8 matchsticks to leave 2 squares of one size. Loose sticks may remain.",
            "성냥개비를 8개까지 빼서 같은 크기의 정사각형을 2개 남기세요. 남는 성냥개비가 있어도 됩니다.",
        ),
        (
            target(Orientation::Free),
            "Remove up to 8 matchsticks to leave the target figure; it may be turned or mirrored.",
            "성냥개비를 8개까지 빼서 목표 도형을 남기세요. 돌리거나 뒤집어도 됩니다.",
        ),
        (
            target(Orientation::Kept),
            "Remove up to 8 matchsticks to leave the target figure, facing as drawn.",
            "성냥개비를 8개까지 빼서 목표 도형을 그려진 방향 그대로 남기세요.",
        ),
    ];
    for (puzzle, english, korean) in cases {
        assert_eq!(instruction(&puzzle, Language::English), english);
        assert_eq!(instruction(&puzzle, Language::Korean), korean);
    }
}

#[test]
fn the_answer_marks_leaving_sticks_dashed_and_arriving_ones_solid() {
    let puzzle = window(Budget::exactly(Goal::Move, 1), 3);
    let figure = |answer| ShapesFigure {
        title: "Window",
        puzzle: &puzzle,
        answer,
        language: Language::English,
        theme: Theme::Light,
    };
    let plain = figure(None).scene();
    assert_eq!(lines(&plain), (12, 0), "every stick once, none dashed");
    let circles = plain
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Circle { .. }))
        .count();
    assert_eq!(circles, 9, "every dot of the canvas");
    assert!(
        plain
            .texts()
            .any(|t| t == "Move exactly 1 matchstick to make 3 squares.")
    );
    // Two sticks leave (a corner's outer pair), none arrive: a removal drawn over the puzzle.
    let edges: Vec<usize> = puzzle.sticks().edges().collect();
    let answer = puzzle.sticks().minus(Sticks::of([edges[0], edges[2]]));
    let with_answer = figure(Some(answer)).scene();
    assert_eq!(lines(&with_answer), (10, 2));
    assert!(
        with_answer.texts().any(|t| t.contains("Dashed")),
        "the legend says what marks mean"
    );
    // A stick moved: one dashed where it was, one solid where it goes.
    let big = Canvas::new(Lattice::Square, 4, 3).expect("within bounds");
    let moved = Puzzle::new(
        big,
        Sticks::of([0]),
        Budget::up_to(Goal::Move, 1),
        Figure::count(0),
    )
    .expect("a puzzle");
    let scene = ShapesFigure {
        title: "",
        puzzle: &moved,
        answer: Some(Sticks::of([2])),
        language: Language::English,
        theme: Theme::Light,
    }
    .scene();
    assert_eq!(lines(&scene), (1, 1));
}

#[test]
fn the_export_request_draws_a_figure_puzzle_with_its_answer() {
    let subject = crate::figure::request::Subject::FigurePuzzle {
        title: "Window".to_owned(),
        puzzle: Box::new(window(Budget::exactly(Goal::Remove, 2), 3)),
        with_answer: true,
    };
    let scene = subject
        .scene(Language::English, Theme::Light, None)
        .expect("drawn");
    assert_eq!(lines(&scene), (10, 2));
    let none = crate::figure::request::Subject::FigurePuzzle {
        title: String::new(),
        puzzle: Box::new(window(Budget::exactly(Goal::Remove, 1), 4)),
        with_answer: true,
    };
    assert!(
        none.scene(Language::English, Theme::Light, None).is_err(),
        "no answer to draw"
    );
    // Written out: the SVG and the PDF of the same scene, and a PNG to look at.
    for format in [
        crate::figure::Format::Svg,
        crate::figure::Format::Pdf,
        crate::figure::Format::Png,
    ] {
        let request = crate::figure::FigureRequest::Figure {
            subject: subject.clone(),
            look: crate::figure::request::Look::window(false, Language::English, format),
        };
        let bytes = request.draw().expect("drawn");
        assert!(bytes.len() > 100, "{format:?}");
        if let Ok(dir) = std::env::var("NIMLAB_FIGURE_OUT") {
            let ext = format!("{format:?}").to_lowercase();
            std::fs::write(format!("{dir}/figure-puzzle.{ext}"), &bytes).expect("writable");
        }
    }
}

#[test]
fn a_target_figure_is_drawn_beside_the_puzzle_with_an_arrow() {
    use nimlab_core::shapes::puzzle::Orientation;
    // An L of three sticks on 4 × 4 dots, to be turned into its mirror image, kept facing.
    let (canvas, sticks) =
        text::parse(".-. . .\n|      \n. . . .\n       \n. . . .\n       \n. . . .").expect("an L");
    let (_, target) =
        text::parse(". .-. .\n    |  \n. . . .\n       \n. . . .\n       \n. . . .").expect("its mirror");
    let figure = Figure::Target {
        sticks: target,
        orientation: Orientation::Kept,
    };
    let puzzle = Puzzle::new(canvas, sticks, Budget::up_to(Goal::Move, 2), figure).expect("a puzzle");
    let counted = Puzzle::new(puzzle.canvas(), puzzle.sticks(), puzzle.budget, Figure::count(1))
        .expect("the same sticks");
    let (with_target, alone) = (drawing_size(&puzzle, 10.0), drawing_size(&counted, 10.0));
    assert!(
        with_target.0 > alone.0,
        "wider: {with_target:?} against {alone:?}"
    );
    let scene = |puzzle: &Puzzle| {
        ShapesFigure {
            title: "",
            puzzle,
            answer: None,
            language: Language::English,
            theme: Theme::Light,
        }
        .scene()
    };
    // The puzzle's sticks, the target's, and the arrow's shaft and two barbs; nothing dashed.
    let expected = (puzzle.sticks().len() + target.len() + 3) as usize;
    assert_eq!(lines(&scene(&puzzle)), (expected, 0));
    assert_eq!(lines(&scene(&counted)), (puzzle.sticks().len() as usize, 0));
    // Every line lies within the drawing's width, margins aside.
    let page = scene(&puzzle);
    assert!(page.shapes.iter().all(|shape| match shape {
        Shape::Line { from, to, .. } => from.x <= page.width && to.x <= page.width,
        _ => true,
    }));
}
