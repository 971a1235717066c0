//! A figure puzzle as written in a file: the lattice, the canvas's size, the sticks (each by the
//! dots at its ends) and the figure to reach with its rules or its target. The budget (goal,
//! steps, exactly) is the puzzle record's, as for an equation, so it is written once. Plain data
//! with a default for every field, for the puzzle file to hold; reading it back checks it as
//! typed input is checked (the canvas within bounds, every stick between neighbouring dots).

use serde::{Deserialize, Serialize};

use super::canvas::{Canvas, CanvasError, Dot, Lattice};
use super::edge_table::EdgeTable;
use super::puzzle::{Figure, Orientation, Puzzle, PuzzleError, Rules};
use super::sticks::Sticks;
use crate::matchsticks::budget::Budget;

/// One stick: the dots at its ends, each as (column, row) from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct StickRecord {
    /// One end.
    pub from: (u8, u8),
    /// The other end.
    pub to: (u8, u8),
}

/// The figure to reach, as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FigureRecord {
    /// Exactly `count` squares or triangles, under the rules.
    Count {
        /// How many.
        count: u32,
        /// Tidy, one size.
        #[serde(default)]
        rules: Rules,
    },
    /// The target's sticks, drawn on the puzzle's canvas.
    Target {
        /// The target figure.
        sticks: Vec<StickRecord>,
        /// Whether it may be turned or mirrored.
        #[serde(default)]
        orientation: Orientation,
    },
}

/// A figure puzzle as written in a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShapesRecord {
    /// Square or triangular.
    pub lattice: Lattice,
    /// Dots across.
    pub width: u8,
    /// Dots down.
    pub height: u8,
    /// The puzzle's sticks.
    pub sticks: Vec<StickRecord>,
    /// What the answer shows.
    pub figure: FigureRecord,
}

impl Default for ShapesRecord {
    /// An empty 4 × 4 square canvas, "add up to 4 sticks to make 1 square".
    fn default() -> Self {
        Self {
            lattice: Lattice::Square,
            width: 4,
            height: 4,
            sticks: Vec::new(),
            figure: FigureRecord::Count {
                count: 1,
                rules: Rules::default(),
            },
        }
    }
}

/// Why a record is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The canvas is too small or too large.
    #[error(transparent)]
    Canvas(#[from] CanvasError),
    /// A stick does not join two neighbouring dots of the canvas.
    #[error(
        "the stick from dot ({}, {}) to dot ({}, {}) does not join two neighbouring dots of the canvas",
        .0.from.0, .0.from.1, .0.to.0, .0.to.1
    )]
    NotAStick(StickRecord),
    /// The puzzle does not stand on its canvas.
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

impl ShapesRecord {
    /// The record of `puzzle`, sticks in reading order.
    pub fn of(puzzle: &Puzzle) -> Self {
        let canvas = puzzle.canvas();
        let table = EdgeTable::new(canvas);
        let sticks = |sticks: Sticks| -> Vec<StickRecord> {
            sticks
                .edges()
                .map(|edge| {
                    let edge = table.edges()[edge];
                    StickRecord {
                        from: (edge.from.column, edge.from.row),
                        to: (edge.to.column, edge.to.row),
                    }
                })
                .collect()
        };
        Self {
            lattice: canvas.lattice(),
            width: canvas.width(),
            height: canvas.height(),
            sticks: sticks(puzzle.sticks()),
            figure: match puzzle.figure {
                Figure::Count { count, rules } => FigureRecord::Count { count, rules },
                Figure::Target {
                    sticks: target,
                    orientation,
                } => FigureRecord::Target {
                    sticks: sticks(target),
                    orientation,
                },
            },
        }
    }

    /// The puzzle the record writes, checked: the canvas within bounds and every stick between
    /// two neighbouring dots of it (either way round; a stick written twice is one stick).
    pub fn puzzle(&self, budget: Budget) -> Result<Puzzle, RecordError> {
        let canvas = Canvas::new(self.lattice, self.width, self.height)?;
        let table = EdgeTable::new(canvas);
        let sticks = |records: &[StickRecord]| -> Result<Sticks, RecordError> {
            records.iter().try_fold(Sticks::EMPTY, |sticks, &record| {
                let dot = |(column, row)| Dot { column, row };
                let edge = table
                    .between(dot(record.from), dot(record.to))
                    .ok_or(RecordError::NotAStick(record))?;
                Ok(sticks.with(edge))
            })
        };
        let figure = match &self.figure {
            &FigureRecord::Count { count, rules } => Figure::Count { count, rules },
            FigureRecord::Target {
                sticks: target,
                orientation,
            } => Figure::Target {
                sticks: sticks(target)?,
                orientation: *orientation,
            },
        };
        Ok(Puzzle::new(canvas, sticks(&self.sticks)?, budget, figure)?)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::matchsticks::budget::Goal;

    const ONE_MOVE: Budget = Budget {
        goal: Goal::Move,
        steps: 1,
        exactly: false,
    };

    #[test]
    fn a_record_reads_back_from_ron_and_checks_its_sticks() {
        let text = "(lattice: Triangular, width: 3, height: 3, \
                    sticks: [(from: (0, 1), to: (1, 0)), (from: (1, 1), to: (0, 1))], \
                    figure: Target(sticks: [(from: (0, 0), to: (1, 0))], orientation: Kept))";
        let record: ShapesRecord = ron::from_str(text).expect("valid RON");
        let puzzle = record.puzzle(Budget::exactly(Goal::Move, 2)).expect("a puzzle");
        assert_eq!(puzzle.sticks().len(), 2);
        assert_eq!(puzzle.budget, Budget::exactly(Goal::Move, 2));
        assert!(
            matches!(puzzle.figure, Figure::Target { orientation: Orientation::Kept, sticks } if sticks.len() == 1)
        );
        // Missing fields take their defaults.
        let bare: ShapesRecord = ron::from_str("(width: 5)").expect("valid RON");
        assert_eq!((bare.width, bare.height, bare.lattice), (5, 4, Lattice::Square));
        assert!(bare.puzzle(ONE_MOVE).is_ok());
    }

    #[test]
    fn a_wrong_record_is_refused_in_words() {
        let far = ShapesRecord {
            sticks: vec![StickRecord {
                from: (0, 0),
                to: (2, 0),
            }],
            ..ShapesRecord::default()
        };
        let error = far.puzzle(ONE_MOVE).expect_err("not neighbours");
        assert_eq!(
            error.to_string(),
            "the stick from dot (0, 0) to dot (2, 0) does not join two neighbouring dots of the canvas"
        );
        let off = ShapesRecord {
            sticks: vec![StickRecord {
                from: (3, 3),
                to: (4, 3),
            }],
            ..ShapesRecord::default()
        };
        assert!(matches!(off.puzzle(ONE_MOVE), Err(RecordError::NotAStick(_))));
        let huge = ShapesRecord {
            width: 9,
            ..ShapesRecord::default()
        };
        assert!(
            huge.puzzle(ONE_MOVE)
                .expect_err("too wide")
                .to_string()
                .contains("2 to 8 dots each way")
        );
        // A diagonal is a stick on the triangular lattice, not on the square one.
        let diagonal = StickRecord {
            from: (1, 0),
            to: (0, 1),
        };
        let square = ShapesRecord {
            sticks: vec![diagonal],
            ..ShapesRecord::default()
        };
        assert!(square.puzzle(ONE_MOVE).is_err());
        let triangular = ShapesRecord {
            lattice: Lattice::Triangular,
            ..square
        };
        assert!(triangular.puzzle(ONE_MOVE).is_ok());
    }

    proptest! {
        #[test]
        fn every_puzzle_writes_and_reads_back(
            triangular: bool,
            width in 2u8..=7,
            height in 2u8..=7,
            bits: u128,
            target: u128,
            steps in 0u32..6,
            exactly: bool,
            count in 0u32..9,
            tidy: bool,
            same_size: bool,
        ) {
            let lattice = if triangular { Lattice::Triangular } else { Lattice::Square };
            let canvas = Canvas::new(lattice, width, height).expect("within bounds");
            let budget = Budget { goal: Goal::ALL[(bits % 3) as usize], steps, exactly };
            let figure = if count == 8 {
                Figure::Target { sticks: Sticks::from_bits(target).intersection(canvas.all()), orientation: Orientation::Kept }
            } else {
                Figure::Count { count, rules: Rules { tidy, same_size } }
            };
            let sticks = Sticks::from_bits(bits).intersection(canvas.all());
            let puzzle = Puzzle::new(canvas, sticks, budget, figure).expect("on canvas");
            let text = ron::to_string(&ShapesRecord::of(&puzzle)).expect("writes");
            let read: ShapesRecord = ron::from_str(&text).expect("reads");
            prop_assert_eq!(read.puzzle(budget), Ok(puzzle));
        }
    }
}
