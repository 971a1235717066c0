//! A figure puzzle whose answer shows a target figure ("move 3 so the fish swims the other way"):
//! the target drawn stick by stick, whether it may be turned or mirrored, and the goal switched
//! between a count of shapes and a target, each one step of the book's undo order. A target a
//! designer switches to starts as the puzzle mirrored left to right, the puzzle books' commonest
//! target; a new target puzzle starts from a fish.

use super::PuzzleSession;
use super::figure_editing::same_stick;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::{Orientation, Rules};
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord, StickRecord};

/// The dot's distance from the left in half steps: a triangular lattice's odd rows sit half a
/// step right.
fn half_steps(lattice: Lattice, (column, row): (u8, u8)) -> i32 {
    let shift = i32::from(lattice == Lattice::Triangular && row % 2 == 1);
    2 * i32::from(column) + shift
}

/// `sticks` mirrored left to right about the middle of the columns they span, so that the mirror
/// lies where they did. On the triangular lattice a row keeps its half-step shift, so a mirror
/// line must pass through dots or halfway between them; when the middle does not, the mirror
/// lands half a step further in (right, if the sticks touch the left edge).
pub fn mirrored(lattice: Lattice, sticks: &[StickRecord]) -> Vec<StickRecord> {
    let across = sticks
        .iter()
        .flat_map(|s| [s.from, s.to])
        .map(|dot| half_steps(lattice, dot));
    let (Some(left), Some(right)) = (across.clone().min(), across.max()) else {
        return Vec::new();
    };
    let twice_middle = match left + right {
        odd if odd % 2 == 1 && left > 0 => odd - 1,
        odd if odd % 2 == 1 => odd + 1,
        even => even,
    };
    let mirror = |(column, row): (u8, u8)| {
        let shift = half_steps(lattice, (0, row));
        let column = (twice_middle - half_steps(lattice, (column, row)) - shift) / 2;
        (u8::try_from(column).unwrap_or(u8::MAX), row)
    };
    sticks
        .iter()
        .map(|s| StickRecord {
            from: mirror(s.from),
            to: mirror(s.to),
        })
        .collect()
}

/// The figure a goal switched to a target starts with: the puzzle's sticks mirrored, to be kept
/// facing as drawn ("so the fish swims the other way").
pub fn target_for(shapes: &ShapesRecord) -> FigureRecord {
    FigureRecord::Target {
        sticks: mirrored(shapes.lattice, &shapes.sticks),
        orientation: Orientation::Kept,
    }
}

/// The figure a goal switched to a count starts with: one shape, tidy, any size.
pub fn count_for(_shapes: &ShapesRecord) -> FigureRecord {
    FigureRecord::Count {
        count: 1,
        rules: Rules::default(),
    }
}

/// The fish of 8 sticks on the triangular lattice, swimming left: a rhombus body split by its
/// middle stick, a V for its tail and a dorsal fin over the back.
pub fn fish() -> Vec<StickRecord> {
    let stick = |from, to| StickRecord { from, to };
    vec![
        // The body: nose (2, 2), back (3, 2), top (2, 1), belly (2, 3), and its middle stick.
        stick((2, 2), (2, 1)),
        stick((2, 1), (3, 2)),
        stick((2, 2), (2, 3)),
        stick((2, 3), (3, 2)),
        stick((2, 2), (3, 2)),
        // The tail.
        stick((3, 2), (3, 1)),
        stick((3, 2), (3, 3)),
        // The dorsal fin, closing a triangle over the back.
        stick((2, 1), (3, 1)),
    ]
}

/// A new target puzzle: the fish, "move 3 so that it swims the other way" (the target is the
/// fish mirrored, kept facing right).
pub fn new_target_puzzle() -> PuzzleRecord {
    let sticks = fish();
    let record = PuzzleRecord {
        goal: Goal::Move,
        steps: 3,
        shapes: Some(ShapesRecord {
            lattice: Lattice::Triangular,
            width: 6,
            height: 5,
            figure: FigureRecord::Target {
                sticks: mirrored(Lattice::Triangular, &sticks),
                orientation: Orientation::Kept,
            },
            sticks,
        }),
        ..PuzzleRecord::default()
    };
    debug_assert!(record.check().is_ok(), "the fish swims on its canvas");
    debug_assert_eq!(record.budget(), Budget::up_to(Goal::Move, 3));
    record
}

impl PuzzleSession {
    /// Lays `stick` on the open puzzle's target figure, or takes it off (one undoable step);
    /// nothing happens unless the goal is a target.
    pub fn toggle_target_stick(&mut self, stick: StickRecord) {
        self.edit_figure(|record| {
            let Some(FigureRecord::Target { sticks, .. }) = record.shapes.as_mut().map(|s| &mut s.figure)
            else {
                return;
            };
            match sticks.iter().position(|&s| same_stick(s, stick)) {
                Some(at) => {
                    sticks.remove(at);
                }
                None => sticks.push(stick),
            }
        });
    }
}

impl PuzzleSession {
    /// Adds a new target puzzle (the fish) at the end of the file and opens it (one undoable
    /// step, as any puzzle added).
    pub fn add_target_puzzle(&mut self) {
        self.add_puzzles(vec![new_target_puzzle()]);
    }
}
