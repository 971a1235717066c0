//! A figure puzzle: sticks on a canvas, a budget of steps and the figure to reach.
//!
//! Steps are counted on sets of sticks, as for equations: an answer Y is k steps from the puzzle
//! X when k sticks of X are lifted off (remove), k laid on empty edges (add), or both (move:
//! |X∖Y| = |Y∖X| = k). A stick laid back where it was is no step. The budget
//! ([`Budget`]) says which of the three, how many steps, and whether exactly that many.
//!
//! The figure is either **a number of figures** ("leave 3 squares", "make 4 triangles"):
//! squares on the square lattice, triangles on the triangular one, counted as the layout shows
//! them (see [`geometry`](super::geometry)), with two optional rules; or **a target**: the
//! answer's sticks are the target's, placed anywhere on the canvas, turned or mirrored too unless
//! the puzzle keeps the target's orientation ("move 3 so the fish swims the other way" is the
//! fish, mirrored, with its orientation kept).

use serde::{Deserialize, Serialize};

use super::canvas::Canvas;
use super::geometry::Geometry;
use super::sticks::Sticks;
use super::symmetry::{Turn, middles, placements, turns};
use crate::matchsticks::budget::Budget;

/// What the answer's figures must be, besides their number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Every stick lies on the outline of a figure counted: no loose ends ("leave 3 squares" in a
    /// puzzle book means the sticks left make exactly the squares).
    pub tidy: bool,
    /// Every figure counted is one size.
    pub same_size: bool,
}

impl Default for Rules {
    /// Tidy, as puzzle books mean it, figures of any size.
    fn default() -> Self {
        Self {
            tidy: true,
            same_size: false,
        }
    }
}

/// Whether a target figure may be turned or mirrored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Orientation {
    /// Turned or mirrored, any way the lattice allows (8 ways on the square lattice, 12 on the
    /// triangular).
    #[default]
    Free,
    /// As drawn, only shifted: the fish must face the way the target faces.
    Kept,
}

/// The figure an answer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Figure {
    /// Exactly `count` squares (square lattice) or triangles (triangular lattice).
    Count {
        /// How many figures.
        count: u32,
        /// Tidy, one size.
        rules: Rules,
    },
    /// The target's sticks, anywhere on the canvas.
    Target {
        /// The target figure, drawn on the puzzle's canvas (where does not matter).
        sticks: Sticks,
        /// Whether it may be turned or mirrored.
        orientation: Orientation,
    },
}

impl Figure {
    /// Exactly `count` figures under the default rules (tidy, any sizes).
    pub fn count(count: u32) -> Self {
        Self::Count {
            count,
            rules: Rules::default(),
        }
    }

    /// Whether `sticks` shows this figure on `geometry`'s canvas.
    pub fn is_shown(&self, geometry: &Geometry, sticks: Sticks) -> bool {
        match *self {
            Self::Count { count, rules } => {
                geometry.count(sticks) == count
                    && (!rules.tidy || geometry.is_tidy(sticks))
                    && (!rules.same_size || geometry.is_one_size(sticks))
            }
            Self::Target {
                sticks: target,
                orientation,
            } => {
                // Placing the target is cheap (at most 12 turns × 128 shifts); a layout is an
                // answer when it is one of the placements.
                sticks.len() == target.len()
                    && placements(
                        geometry.table(),
                        &middles(geometry.table(), target),
                        &orientation.turns(geometry.canvas()),
                    )
                    .contains(&sticks)
            }
        }
    }
}

impl Orientation {
    /// The turns and mirrors a target may take on `canvas`'s lattice.
    pub fn turns(self, canvas: Canvas) -> Vec<Turn> {
        let all = turns(canvas.lattice());
        match self {
            Self::Free => all,
            Self::Kept => all[..1].to_vec(),
        }
    }
}

/// Why a puzzle cannot stand on its canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// A stick of the puzzle or of its target is off the canvas's edges.
    #[error("a stick lies off the canvas (edge {edge}; the canvas has {edges} edges)")]
    OffCanvas {
        /// The edge number past the canvas.
        edge: usize,
        /// How many edges the canvas has.
        edges: usize,
    },
}

/// A figure puzzle: the canvas, the sticks as set, the budget and the figure to reach (read back
/// through [`Puzzle::new`], so that sticks off the canvas are refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PuzzleFields", into = "PuzzleFields")]
pub struct Puzzle {
    canvas: Canvas,
    sticks: Sticks,
    /// Move, add or remove; how many steps; whether exactly.
    pub budget: Budget,
    /// What the answer shows.
    pub figure: Figure,
}

impl Puzzle {
    /// The puzzle, if its sticks and its target's lie on the canvas.
    pub fn new(canvas: Canvas, sticks: Sticks, budget: Budget, figure: Figure) -> Result<Self, PuzzleError> {
        let edges = canvas.edge_count();
        let target = match figure {
            Figure::Target { sticks, .. } => sticks,
            Figure::Count { .. } => Sticks::EMPTY,
        };
        if let Some(edge) = sticks.union(target).minus(canvas.all()).first_edge() {
            return Err(PuzzleError::OffCanvas { edge, edges });
        }
        Ok(Self {
            canvas,
            sticks,
            budget,
            figure,
        })
    }

    /// The canvas.
    pub fn canvas(&self) -> Canvas {
        self.canvas
    }

    /// The sticks as set.
    pub fn sticks(&self) -> Sticks {
        self.sticks
    }

    /// The same puzzle with another budget.
    #[must_use]
    pub fn with_budget(self, budget: Budget) -> Self {
        Self { budget, ..self }
    }

    /// Whether the puzzle's own sticks already show its figure: nothing is left for a player to
    /// do (a fish free to turn is its own mirror image).
    pub fn shows_its_figure(&self) -> bool {
        self.figure.is_shown(&Geometry::new(self.canvas), self.sticks)
    }

    /// The steps from the puzzle to `answer` under the budget's goal, if the goal allows that
    /// change and the budget accepts that many steps.
    pub fn steps_to(&self, answer: Sticks) -> Option<u32> {
        self.budget
            .admits(self.sticks.minus(answer).len(), answer.minus(self.sticks).len())
    }
}

/// A puzzle as written, checked when read.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct PuzzleFields {
    canvas: Canvas,
    sticks: Sticks,
    budget: Budget,
    figure: Figure,
}

impl From<Puzzle> for PuzzleFields {
    fn from(puzzle: Puzzle) -> Self {
        Self {
            canvas: puzzle.canvas,
            sticks: puzzle.sticks,
            budget: puzzle.budget,
            figure: puzzle.figure,
        }
    }
}

impl TryFrom<PuzzleFields> for Puzzle {
    type Error = PuzzleError;

    fn try_from(fields: PuzzleFields) -> Result<Self, PuzzleError> {
        Self::new(fields.canvas, fields.sticks, fields.budget, fields.figure)
    }
}
