//! A student's attempt at a figure puzzle: steps counted and refused as the goal says, Check
//! against the hand-worked answer, Undo and Redo, and the hints.

use super::*;
use crate::tabs::matchsticks::figure_hints::{FigureGuide, FigureHint, hints_told, more_to_tell};
use nimlab_core::shapes::canvas::Dot;
use nimlab_core::shapes::edge_table::EdgeTable;
use nimlab_core::shapes::puzzle::Figure;

/// The 3 × 3 grid of 24 sticks.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

fn grid(budget: Budget, squares: u32) -> Puzzle {
    let (canvas, sticks) = nimlab_core::shapes::text::parse(GRID_3).expect("the grid");
    Puzzle::new(canvas, sticks, budget, Figure::count(squares)).expect("a puzzle")
}

/// The edge between dots (column, row) `from` and `to`.
fn edge(puzzle: &Puzzle, from: (u8, u8), to: (u8, u8)) -> usize {
    let dot = |(column, row)| Dot { column, row };
    EdgeTable::new(puzzle.canvas())
        .between(dot(from), dot(to))
        .expect("neighbouring dots")
}

/// Worked by hand: lifting these 8 inner sticks of the grid leaves the outer 3 × 3 square and
/// the 2 × 2 square in its top left corner, and no square of side 1 (each lacks a side).
fn two_squares_by_hand(puzzle: &Puzzle) -> Vec<usize> {
    [
        ((1, 0), (1, 1)),
        ((1, 1), (1, 2)),
        ((1, 2), (1, 3)),
        ((2, 2), (2, 3)),
        ((0, 1), (1, 1)),
        ((1, 1), (2, 1)),
        ((2, 1), (3, 1)),
        ((2, 2), (3, 2)),
    ]
    .into_iter()
    .map(|(from, to)| edge(puzzle, from, to))
    .collect()
}

#[test]
fn a_removal_lifts_only_and_stops_at_its_budget() {
    let puzzle = grid(Budget::up_to(Goal::Remove, 2), 2);
    let mut play = FigurePlay::new(puzzle);
    let lifts = two_squares_by_hand(&puzzle);
    assert_eq!(play.click(lifts[0]), Ok(()));
    assert_eq!(play.click(lifts[1]), Ok(()));
    assert_eq!(play.steps_used(), 2);
    assert_eq!(play.click(lifts[2]), Err(FigureRefusal::PastBudget(2)));
    assert_eq!(play.refusal(), Some(FigureRefusal::PastBudget(2)));
    assert_eq!(play.steps_used(), 2, "the refused lift left the board as it was");
    // Laid back where it was: a step taken back, always allowed.
    assert_eq!(play.click(lifts[1]), Ok(()));
    assert_eq!(play.steps_used(), 1);
    assert_eq!(play.refusal(), None);
    let empty = grid(Budget::up_to(Goal::Remove, 2), 2);
    let mut bare = FigurePlay::new(
        Puzzle::new(
            empty.canvas(),
            Sticks::EMPTY.with(lifts[0]),
            empty.budget,
            empty.figure,
        )
        .expect("a puzzle"),
    );
    assert_eq!(bare.click(lifts[1]), Err(FigureRefusal::OnlyLift));
}

#[test]
fn an_addition_lays_only_and_a_move_lays_what_it_lifted() {
    let removal = grid(Budget::up_to(Goal::Add, 1), 9);
    let lifts = two_squares_by_hand(&removal);
    let thinned = Puzzle::new(
        removal.canvas(),
        removal
            .sticks()
            .minus(Sticks::one(lifts[0]))
            .minus(Sticks::one(lifts[1])),
        removal.budget,
        removal.figure,
    )
    .expect("a puzzle");
    let mut adding = FigurePlay::new(thinned);
    assert_eq!(adding.click(lifts[2]), Err(FigureRefusal::OnlyLay));
    assert_eq!(adding.click(lifts[0]), Ok(()));
    assert_eq!(adding.click(lifts[1]), Err(FigureRefusal::PastBudget(1)));
    let mut moving = FigurePlay::new(thinned.with_budget(Budget::up_to(Goal::Move, 1)));
    assert_eq!(moving.click(lifts[0]), Err(FigureRefusal::LiftFirst));
    assert_eq!(moving.click(lifts[2]), Ok(()));
    assert_eq!(moving.steps_used(), 1, "a stick lifted is a move begun");
    assert_eq!(moving.click(lifts[0]), Ok(()));
    assert_eq!(moving.steps_used(), 1, "and laid, the same move");
    assert_eq!(moving.click(lifts[3]), Err(FigureRefusal::PastBudget(1)));
}

#[test]
fn check_says_right_for_the_hand_worked_answer_and_holds_for_its_board_only() {
    let puzzle = grid(Budget::up_to(Goal::Remove, 8), 2);
    let mut play = FigurePlay::new(puzzle);
    let lifts = two_squares_by_hand(&puzzle);
    for &edge in &lifts[..7] {
        play.click(edge).expect("within the budget");
    }
    assert_eq!(
        play.check(),
        Verdict::False,
        "seven lifted leave a square of side 1"
    );
    play.click(lifts[7]).expect("the eighth");
    assert_eq!(play.steps_used(), 8);
    play.press_check();
    assert_eq!(play.verdict(), Some(Verdict::Right));
    play.undo();
    assert_eq!(play.verdict(), None, "Check said nothing about this board");
    play.redo();
    assert_eq!(play.verdict(), Some(Verdict::Right));
    play.reset();
    assert_eq!(play.sticks(), puzzle.sticks());
    play.undo();
    assert_eq!(play.steps_used(), 8, "Reset is one step of Undo");
    // An exact budget of 7 takes no answer of 8 steps, the figure shown or not.
    let exactly = FigurePlay::new(puzzle.with_budget(Budget {
        exactly: true,
        ..Budget::up_to(Goal::Remove, 7)
    }));
    assert!(!is_answer(exactly.puzzle(), play.sticks()));
}

#[test]
fn each_hint_tells_more_and_ends_at_an_answer() {
    let puzzle = grid(Budget::up_to(Goal::Remove, 8), 2);
    let answers = nimlab_core::shapes::solve::solve(&puzzle).expect("solved");
    let mut play = FigurePlay::new(puzzle);
    let lifts = two_squares_by_hand(&puzzle);
    for &edge in &lifts[..7] {
        play.click(edge).expect("within the budget");
    }
    let guide = FigureGuide::of(&play, &answers);
    let FigureGuide::Next {
        answer,
        to_lift,
        to_lay,
    } = guide
    else {
        panic!("seven of an answer's eight lifts are on the way to an answer: {guide:?}");
    };
    assert!(is_answer(&puzzle, answer));
    assert!(to_lay.is_empty(), "a removal lays nothing");
    assert!(more_to_tell(&play, guide));
    assert!(hints_told(&play, guide).is_empty(), "nothing asked yet");
    play.press_hint();
    let lift = to_lift.len();
    assert_eq!(
        hints_told(&play, guide),
        vec![FigureHint::Changes { lift, lay: 0 }]
    );
    play.press_hint();
    let first = to_lift.first_edge().expect("a stick to lift");
    assert_eq!(hints_told(&play, guide)[1], FigureHint::Lift(first));
    play.press_hint();
    assert_eq!(hints_told(&play, guide)[2], FigureHint::Answer(answer));
    assert!(!more_to_tell(&play, guide), "the answer is the last hint");
    assert_eq!(play.hints_used(), 3);
    play.click(lifts[7]).expect("the eighth");
    assert_eq!(play.hints_here(), 0, "a new board starts the hints over");
    assert_eq!(FigureGuide::of(&play, &answers), FigureGuide::Solved);
    // Laying a lifted stick back is allowed, but a board no answer passes through is astray.
    assert_eq!(FigureGuide::of(&play, &[]), FigureGuide::Solved);
    let mut astray = FigurePlay::new(puzzle);
    let corner = edge(&puzzle, (0, 0), (1, 0));
    astray.click(corner).expect("one lift");
    let outer_kept: Vec<_> = answers
        .iter()
        .filter(|a| a.sticks.contains(corner))
        .copied()
        .collect();
    assert_eq!(FigureGuide::of(&astray, &outer_kept), FigureGuide::Astray);
    assert_eq!(
        FigureGuide::of(&FigurePlay::new(puzzle), &[]),
        FigureGuide::NoAnswer
    );
}

#[test]
fn reveal_goes_back_to_the_puzzle_and_shows_the_nearest_answer() {
    let puzzle = grid(Budget::up_to(Goal::Remove, 8), 2);
    let answers = nimlab_core::shapes::solve::solve(&puzzle).expect("solved");
    let mut play = FigurePlay::new(puzzle);
    assert_eq!(play.revealed_answer(&answers), None);
    play.click(two_squares_by_hand(&puzzle)[0]).expect("a lift");
    play.press_reveal();
    assert_eq!(play.sticks(), puzzle.sticks());
    let shown = play.revealed_answer(&answers).expect("an answer");
    assert_eq!(
        shown.steps,
        answers.iter().map(|a| a.steps).min().expect("answers")
    );
}

#[test]
fn a_moves_hints_name_a_stick_to_lift_then_where_one_goes() {
    // The new triangle puzzle with its goal set to "move up to 3 to make 2 triangles": by hand,
    // the middle triangle's three sticks go to the empty edges on the right, one answer.
    let record = crate::tabs::matchsticks::puzzle_session::new_figure_puzzle(
        nimlab_core::shapes::canvas::Lattice::Triangular,
    );
    let triangle = record.figure().expect("a figure").expect("it reads");
    let puzzle = Puzzle::new(
        triangle.canvas(),
        triangle.sticks(),
        Budget::up_to(Goal::Move, 3),
        Figure::count(2),
    )
    .expect("a puzzle");
    let answers = nimlab_core::shapes::solve::solve(&puzzle).expect("solved");
    assert_eq!(answers.len(), 1);
    let mut play = FigurePlay::new(puzzle);
    let guide = FigureGuide::of(&play, &answers);
    let FigureGuide::Next { to_lift, to_lay, .. } = guide else {
        panic!("the puzzle's own sticks are on the way: {guide:?}");
    };
    assert_eq!((to_lift.len(), to_lay.len()), (3, 3));
    for _ in 0..3 {
        play.press_hint();
    }
    let lift = to_lift.first_edge().expect("a stick to lift");
    let lay = to_lay.first_edge().expect("an edge to lay on");
    assert_eq!(
        hints_told(&play, guide),
        vec![
            FigureHint::Changes { lift: 3, lay: 3 },
            FigureHint::Lift(lift),
            FigureHint::Lay(lay),
        ]
    );
    // Following them: lift, lay, three times over, and the board is the answer.
    for (lift, lay) in to_lift.edges().zip(to_lay.edges()) {
        play.click(lift).expect("a lift");
        play.click(lay).expect("a stick in hand laid");
    }
    assert_eq!(play.steps_used(), 3);
    assert_eq!(play.check(), Verdict::Right);
}
