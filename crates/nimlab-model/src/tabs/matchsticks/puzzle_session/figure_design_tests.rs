//! A figure puzzle designed in the session: a stick dragged, the canvas resized and put on
//! another lattice, a target figure drawn, each one step of Undo, and the fish that a new target
//! puzzle starts from, checked against the solver.

use super::*;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::{self, FORMAT_VERSION};
use nimlab_core::shapes::canvas::{CanvasError, Lattice};
use nimlab_core::shapes::puzzle::Orientation;
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord, StickRecord};
use nimlab_core::shapes::solve::solve_within;
use nimlab_core::watch::Unwatched;

fn stick(from: (u8, u8), to: (u8, u8)) -> StickRecord {
    StickRecord { from, to }
}

fn session_with(lattice: Lattice) -> PuzzleSession {
    let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
    session.add_figure_puzzle(lattice);
    session
}

fn shapes(session: &PuzzleSession) -> ShapesRecord {
    session.record().shapes.expect("a figure puzzle is open")
}

#[test]
fn a_dragged_stick_lands_on_an_empty_edge_in_one_step() {
    let mut session = session_with(Lattice::Square);
    let before = session.record();
    // The 3 × 3 grid's top left stick taken off, so there is an empty edge to land on.
    session.toggle_figure_stick(stick((0, 0), (1, 0)));
    let taken = session.record();
    session.move_figure_stick(stick((1, 0), (2, 0)), stick((0, 0), (1, 0)));
    let moved = shapes(&session);
    assert_eq!(moved.sticks.len(), 23);
    assert!(moved.sticks.contains(&stick((0, 0), (1, 0))));
    assert!(!moved.sticks.contains(&stick((1, 0), (2, 0))));
    // Onto a stick, or from an empty edge: nothing happens and no step is taken.
    session.move_figure_stick(stick((2, 0), (3, 0)), stick((0, 1), (1, 1)));
    session.move_figure_stick(stick((1, 0), (2, 0)), stick((0, 0), (0, 1)));
    assert_eq!(shapes(&session), moved);
    session.undo();
    assert_eq!(session.record(), taken, "the move is one step");
    session.undo();
    assert_eq!(session.record(), before);
}

#[test]
fn the_canvas_grows_keeping_every_stick_and_refuses_to_shrink_past_one() {
    let mut session = session_with(Lattice::Square);
    let grid = shapes(&session);
    assert_eq!((grid.width, grid.height), (4, 4));
    assert_eq!(session.resize_figure_canvas(6, 5), Ok(()));
    let grown = shapes(&session);
    assert_eq!((grown.width, grown.height), (6, 5));
    assert_eq!(grown.sticks, grid.sticks, "every stick where it was");
    // The grid reaches dot (3, 3): 4 × 4 dots keep it, 3 across do not.
    assert_eq!(
        session.resize_figure_canvas(3, 5),
        Err(CanvasRefusal::DropsSticks { width: 4, height: 4 })
    );
    assert_eq!(
        session.resize_figure_canvas(9, 5),
        Err(CanvasRefusal::Size(CanvasError::Size {
            lattice: Lattice::Square,
            width: 9,
            height: 5,
            min: 2,
            max: 8
        }))
    );
    assert_eq!(shapes(&session), grown, "refusals change nothing");
    assert_eq!(session.resize_figure_canvas(4, 4), Ok(()));
    session.undo();
    assert_eq!(shapes(&session), grown);
    session.undo();
    assert_eq!(shapes(&session), grid);
}

#[test]
fn another_lattice_takes_the_sticks_off_and_undo_lays_them_back() {
    let mut session = session_with(Lattice::Square);
    session
        .resize_figure_canvas(8, 8)
        .expect("the square lattice has 8 dots each way");
    let square = shapes(&session);
    session.set_figure_lattice(Lattice::Triangular);
    let triangular = shapes(&session);
    assert_eq!(triangular.lattice, Lattice::Triangular);
    assert_eq!(
        (triangular.width, triangular.height),
        (7, 7),
        "the triangular lattice's most"
    );
    assert!(triangular.sticks.is_empty());
    assert_eq!(triangular.figure, square.figure, "the goal is kept");
    session.undo();
    assert_eq!(shapes(&session), square);
}

#[test]
fn a_mirror_stays_on_the_lattice_and_where_the_sticks_were() {
    // The square lattice: an L of (0, 0)–(0, 1)–(1, 1) becomes a J in the same two columns.
    let ell = [stick((0, 0), (0, 1)), stick((0, 1), (1, 1))];
    assert_eq!(
        mirrored(Lattice::Square, &ell),
        [stick((1, 0), (1, 1)), stick((1, 1), (0, 1))]
    );
    // The fish, worked out by hand from the dots' places (odd rows half a step right): it spans
    // 2 to 3.5 steps across, its nose at 2 and its tail at 3.5, so the mirror line is at 2.5
    // steps, halfway, and nose and back swap.
    let expected = [
        stick((3, 2), (2, 1)),
        stick((2, 1), (2, 2)),
        stick((3, 2), (2, 3)),
        stick((2, 3), (2, 2)),
        stick((3, 2), (2, 2)),
        stick((2, 2), (1, 1)),
        stick((2, 2), (1, 3)),
        stick((2, 1), (1, 1)),
    ];
    assert_eq!(mirrored(Lattice::Triangular, &fish()), expected);
    assert!(mirrored(Lattice::Square, &[]).is_empty());
}

#[test]
fn the_goal_switches_to_a_target_drawn_stick_by_stick_each_undone() {
    let mut session = session_with(Lattice::Triangular);
    let count = session.record();
    let triangle = shapes(&session);
    session.set_figure_goal(count.budget(), target_for(&triangle));
    let Some(FigureRecord::Target { sticks, orientation }) = session.record().shapes.map(|s| s.figure) else {
        panic!("a target");
    };
    // The triangle of side 2 is its own mirror.
    let sorted = |mut sticks: Vec<StickRecord>| {
        for s in &mut sticks {
            *s = stick(s.from.min(s.to), s.from.max(s.to));
        }
        sticks.sort_unstable();
        sticks
    };
    assert_eq!(sorted(sticks.clone()), sorted(triangle.sticks.clone()));
    assert_eq!(orientation, Orientation::Kept);
    let target = session.record();
    session.toggle_target_stick(stick((1, 0), (0, 1)));
    let drawn = session.record();
    let target_sticks = |record: &PuzzleRecord| match record.shapes.as_ref().map(|s| &s.figure) {
        Some(FigureRecord::Target { sticks, .. }) => sticks.len(),
        _ => 0,
    };
    assert_eq!(target_sticks(&drawn), 8);
    assert_eq!(
        drawn.shapes.as_ref().map(|s| s.sticks.len()),
        Some(9),
        "the puzzle as it was"
    );
    session.undo();
    assert_eq!(session.record(), target);
    session.undo();
    assert_eq!(session.record(), count);
    // A count has no target to draw on.
    session.toggle_target_stick(stick((1, 0), (0, 1)));
    assert_eq!(session.record(), count);
}

#[test]
fn the_new_target_puzzle_is_the_fish_to_turn_in_three_moves_and_reads_back_from_its_file() {
    // SureSolv's "Matchstick puzzle, turn around the fish by 3 moves" (suresolv.com/brain-teaser/
    // matchstick-puzzle-turn-around-fish-3-moves): a fish of 8 matchsticks, move 3 so that it
    // swims the other way. Its picture is not on the lattice; this fish is drawn on the
    // triangular lattice with the same count and budget, and the solver confirms that 3 moves
    // are needed: none of 2 or fewer turns it, 3 do, in two ways.
    let record = new_target_puzzle();
    let puzzle = record.figure().expect("a figure puzzle").expect("it reads");
    assert_eq!(puzzle.sticks().len(), 8);
    let answers = |steps| {
        let puzzle = puzzle.with_budget(Budget::up_to(Goal::Move, steps));
        let solved = solve_within(&puzzle, usize::MAX, &mut Unwatched).expect("solvable");
        solved.answers.iter().map(|a| a.steps).collect::<Vec<_>>()
    };
    assert_eq!(answers(2), Vec::<u32>::new());
    assert_eq!(answers(3), [3, 3]);
    let text = puzzle_file::to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![record.clone()],
    });
    let read = puzzle_file::parse(&text).expect("the file reads back");
    assert_eq!(read.puzzles, [record]);
    let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
    session.add_target_puzzle();
    assert_eq!(shapes(&session).sticks, fish());
    session.undo();
    assert!(session.open_puzzle().figure().is_none());
}
