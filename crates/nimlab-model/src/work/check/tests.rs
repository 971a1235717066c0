//! The one check against hand-worked puzzles: badges, exact budgets, refusals, figure puzzles
//! and answers worded in the reader's language.

use super::*;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;

/// The answers listed for `record`, worded in English, with their steps.
fn in_english(answers: &[CheckedAnswer], record: &PuzzleRecord) -> Vec<(String, u32)> {
    answers
        .iter()
        .map(|a| (a.text(record, Language::English), a.steps))
        .collect()
}

fn record(equation: &str, steps: u32) -> PuzzleRecord {
    let layout = Layout::parse(equation).expect("an equation");
    PuzzleRecord::new(&layout, Goal::Move, steps, Rules::default())
}

#[test]
fn an_exact_budget_is_checked_exactly() {
    use nimlab_core::matchsticks::budget::Budget;
    let layout = Layout::parse("9+3=6").expect("an equation");
    let exact = PuzzleRecord::with_budget(&layout, Budget::exactly(Goal::Move, 2), Rules::default());
    let Some(Checked::Solved { answers, badge, .. }) = check_one(&exact, &mut nimlab_core::watch::Unwatched)
    else {
        panic!("solved");
    };
    // 5+3=8 is one move away, and no drawing of it lies two away.
    let listed = in_english(&answers, &exact);
    assert!(
        !listed.iter().any(|(equation, _)| equation == "5+3=8"),
        "{listed:?}"
    );
    assert!(answers.iter().all(|a| a.steps == 2), "{answers:?}");
    let engine = solve_budget(
        &layout,
        Rules::default(),
        Budget::exactly(Goal::Move, 2),
        100,
        &mut nimlab_core::watch::Unwatched,
    )
    .expect("solves");
    assert_eq!(badge.answers, engine.total());
    assert_eq!(badge.nearest, Some(2));
    assert!(!badge.unique, "more than one answer two moves away");
}

#[test]
fn each_puzzle_gets_its_badge_and_a_budget_past_the_solver_is_refused() {
    let collection = CheckCollection {
        // The matchstick paper's example: 6+3=09 one move away, the only one.
        puzzles: vec![record("0+3=09", 1), record("5+7=2", 2), record("5+7=2", 11)],
    };
    let checked = collection
        .clone()
        .run(&Progress::default())
        .expect("not cancelled");
    let Checked::Solved {
        badge,
        answers,
        difficulty,
        ..
    } = &checked[0]
    else {
        panic!("solved: {checked:?}")
    };
    assert_eq!((badge.nearest, badge.unique), (Some(1), true));
    assert_eq!(
        in_english(answers, &collection.puzzles[0])[0],
        ("6+3=09".to_owned(), 1)
    );
    assert_eq!(answers.len(), 1, "the step past the budget is not listed");
    // 0→6 alone changes one digit: 10 for the move, 3 for the symbol, and near misses.
    assert!(
        difficulty.is_some_and(|d| (13..=18).contains(&d)),
        "{difficulty:?}"
    );
    let Checked::Solved { badge, .. } = &checked[1] else {
        panic!("solved: {checked:?}")
    };
    assert_eq!((badge.nearest, badge.unique), (Some(1), false), "9-7=2 is nearer");
    assert_eq!(
        checked[2],
        Checked::Refused(CheckRefusal::Budget {
            steps: 11,
            max: MAX_STEPS
        })
    );
}

#[test]
fn a_figure_puzzle_is_checked_with_its_badge_answers_as_text_and_difficulty() {
    use nimlab_core::matchsticks::budget::Budget;
    use nimlab_core::shapes::puzzle::{Figure, Puzzle};
    use nimlab_core::shapes::text;
    let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
    let figure = |budget| {
        let puzzle = Puzzle::new(canvas, sticks, budget, Figure::count(3)).expect("a puzzle");
        PuzzleRecord::of_figure(&puzzle)
    };
    let collection = CheckCollection {
        puzzles: vec![
            figure(Budget::exactly(Goal::Remove, 2)),
            figure(Budget::up_to(Goal::Remove, 2)),
        ],
    };
    // Moving 6 of the window's sticks on 8 × 8 dots: too many choices, the budget refused
    // with the most the solver takes there.
    let big = nimlab_core::shapes::canvas::Canvas::new(canvas.lattice(), 8, 8).expect("within bounds");
    let far = Puzzle::new(
        big,
        sticks_on(big, canvas, sticks),
        Budget::up_to(Goal::Move, 6),
        Figure::count(3),
    )
    .expect("a puzzle");
    let mut collection = collection;
    collection.puzzles.push(PuzzleRecord::of_figure(&far));
    let checked = collection
        .clone()
        .run(&Progress::default())
        .expect("not cancelled");
    let Checked::Solved {
        badge,
        answers,
        difficulty,
        ..
    } = &checked[0]
    else {
        panic!("solved: {checked:?}")
    };
    // A corner's two outer sticks, four ways, one up to symmetry.
    assert_eq!((badge.nearest, badge.unique, badge.answers), (Some(2), true, 4));
    // The first in reading order: the top left corner gone.
    assert_eq!(
        in_english(answers, &collection.puzzles[0])[0],
        (". .-.\n  | |\n.-.-.\n| | |\n.-.-.".to_owned(), 2)
    );
    assert!(difficulty.is_some_and(|d| d >= 20), "{difficulty:?}");
    let Checked::Solved {
        badge, difficulty, ..
    } = &checked[1]
    else {
        panic!("solved: {checked:?}")
    };
    // An inner stick alone leaves the two squares beside the big one: nearer, so not unique.
    assert_eq!((badge.nearest, badge.unique), (Some(1), false));
    assert_eq!(*difficulty, None, "no one answer to weigh");
    assert!(
        matches!(checked[2], Checked::Refused(CheckRefusal::Budget { steps: 6, max }) if (1..6).contains(&max)),
        "{:?}",
        checked[2]
    );
}

#[test]
fn a_triangle_puzzles_answers_are_data_worded_in_the_readers_language() {
    // The triangle of side 2 (9 sticks, 5 triangles), remove up to 3 to leave 1.
    let record = nine_stick_triangle();
    let Some(Checked::Solved { answers, .. }) = check_one(&record, &mut nimlab_core::watch::Unwatched) else {
        panic!("solved");
    };
    // Taking the middle triangle's three sticks leaves the big outline alone: 3 leave.
    let first = &answers[0];
    assert!(matches!(first.shown, AnswerShown::Figure(_)), "{first:?}");
    assert_eq!(first.text(&record, Language::English), "3 leave, 0 arrive");
    let korean = first.text(&record, Language::Korean);
    assert!(korean.contains('3') && korean.contains("개"), "{korean}");
    assert_ne!(korean, first.text(&record, Language::English));
}

/// `sticks` of `small` drawn on `big` at the top left, by their ends.
fn sticks_on(
    big: nimlab_core::shapes::canvas::Canvas,
    small: nimlab_core::shapes::canvas::Canvas,
    sticks: nimlab_core::shapes::sticks::Sticks,
) -> nimlab_core::shapes::sticks::Sticks {
    use nimlab_core::shapes::edge_table::EdgeTable;
    let (from, to) = (EdgeTable::new(small), EdgeTable::new(big));
    nimlab_core::shapes::sticks::Sticks::of(sticks.edges().map(|edge| {
        let edge = from.edges()[edge];
        to.between(edge.from, edge.to).expect("the same dots")
    }))
}

/// The triangle of side 2 made of 9 sticks, remove up to 3 to leave 1.
fn nine_stick_triangle() -> PuzzleRecord {
    PuzzleRecord::of_figure(&nimlab_core::shapes::starters::nine_stick_triangle())
}
