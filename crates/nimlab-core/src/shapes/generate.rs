//! Puzzle generator: figures of n unit cells (see `generate/cells.rs`) whose puzzle, for a budget
//! and a number of figures to reach, has exactly one answer up to the puzzle's symmetry, that
//! answer exactly the budget's steps away and none nearer ([`is_unique`] on the counts up to
//! symmetry), ranked by a stated difficulty figure.
//!
//! Difficulty = 10·k + 3·(figures of the puzzle the answer breaks) + 4·(1 if it lays a stick
//! away from the puzzle: on an edge touching none of its dots) + (near misses, at most 5), as for
//! equations: k steps weigh most, then how much of what the player sees must change, then a
//! move that leaves the drawing, then the answers one step further, which a player almost
//! reaches and which make the real one harder to find.

mod cells;

pub use cells::MAX_CELLS;

use super::canvas::{Canvas, Dot};
use super::geometry::Geometry;
use super::puzzle::{Figure, Puzzle, Rules};
use super::solve::{MAX_COMBINATIONS, Solutions, SolveError, combinations, solve_within};
use super::sticks::Sticks;
use crate::matchsticks::budget::Budget;
use crate::matchsticks::unique::is_unique;
use crate::watch::Watch;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Request {
    /// The canvas each puzzle is drawn on.
    pub canvas: Canvas,
    /// How many unit cells the puzzle's figure has.
    pub cells: u8,
    /// Move, add or remove; how many steps; whether exactly.
    pub budget: Budget,
    /// How many squares or triangles the answer shows.
    pub count: u32,
    /// Tidy, one size.
    pub rules: Rules,
}

/// One generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its answer as placed (the first of its kind in reading order).
    pub answer: Sticks,
    /// Figures the puzzle shows that the answer breaks.
    pub broken: u32,
    /// The answer lays a stick on an edge touching none of the puzzle's dots.
    pub away: bool,
    /// Answers one step further, up to symmetry.
    pub near_misses: u128,
    /// 10·steps + 3·broken + 4·away + near misses (at most 5).
    pub difficulty: u32,
}

/// Why the generator gave no puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum GenerateError {
    /// More cells than the generator takes.
    #[error("{cells} cells is too many: the generator takes figures of 1 to {max}")]
    TooManyCells {
        /// The cells asked for.
        cells: u8,
        /// The most it takes.
        max: u8,
    },
    /// Solving every candidate would weigh too many choices.
    #[error(
        "solving the {candidates} figures would weigh {combinations} choices (at most {max}): try \
         fewer cells, fewer steps or a smaller canvas"
    )]
    TooManyCombinations {
        /// The figures to solve.
        candidates: usize,
        /// The choices of all their searches.
        combinations: u128,
        /// The most allowed.
        max: u128,
    },
    /// The solver refused a candidate or was stopped.
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// Puzzles with one answer up to symmetry, easiest first (ties in reading order). The cost is
/// known before any solving: every candidate's choices, at the budget and one step further (near
/// misses), together at most [`MAX_COMBINATIONS`]. `watch` hears the fraction done and returns
/// false to stop.
pub fn generate(request: &Request, watch: &mut dyn Watch) -> Result<Vec<Generated>, GenerateError> {
    if request.cells == 0 || request.cells > MAX_CELLS {
        return Err(GenerateError::TooManyCells {
            cells: request.cells,
            max: MAX_CELLS,
        });
    }
    let geometry = Geometry::new(request.canvas);
    let figure = Figure::Count {
        count: request.count,
        rules: request.rules,
    };
    let further = Budget::exactly(request.budget.goal, request.budget.steps + 1);
    let candidates: Vec<(Puzzle, Puzzle)> = cells::figures(&geometry, request.cells)
        .into_iter()
        .filter_map(|sticks| {
            let puzzle = Puzzle::new(request.canvas, sticks, request.budget, figure).ok()?;
            Some((puzzle, puzzle.with_budget(further)))
        })
        .collect();
    let weights: Vec<u128> = candidates
        .iter()
        .map(|(puzzle, next)| combinations(puzzle).saturating_add(combinations(next)).max(1))
        .collect();
    let total = weights.iter().fold(0u128, |sum, &w| sum.saturating_add(w));
    if total > MAX_COMBINATIONS {
        return Err(GenerateError::TooManyCombinations {
            candidates: candidates.len(),
            combinations: total,
            max: MAX_COMBINATIONS,
        });
    }
    let mut done = 0u128;
    let mut found = Vec::new();
    for ((puzzle, next), weight) in candidates.iter().zip(weights) {
        let start = done as f32 / total as f32;
        let share = weight as f32 / total as f32;
        let mut part = |fraction: f32| watch.keep_going(start + fraction * share);
        let solved = solve_within(puzzle, usize::MAX, &mut part)?;
        if is_unique(&solved.distinct, request.budget.steps) {
            let answer = solved
                .answers
                .iter()
                .find(|a| a.is_representative())
                .expect("a unique puzzle has its answer listed")
                .sticks;
            let near_misses = solve_within(next, 0, &mut part)?.total_distinct();
            found.push(describe(&geometry, *puzzle, answer, near_misses));
        }
        done += weight;
        if !watch.keep_going(done as f32 / total as f32) {
            return Err(SolveError::Cancelled.into());
        }
    }
    found.sort_by_key(|g| (g.difficulty, g.puzzle.sticks()));
    Ok(found)
}

/// The generator's difficulty figure for any puzzle `solved` (its answers within its budget,
/// with the representatives listed): the puzzle's one answer described as the generator would,
/// near misses counted one step further. `None` when the puzzle has no single answer up to
/// symmetry, for the figure weighs *the* answer. A near-miss search past the solver's bounds
/// gives `Ok(None)` too: a puzzle is never refused for its difficulty alone.
pub fn difficulty_of(
    puzzle: &Puzzle,
    solved: &Solutions,
    watch: &mut dyn Watch,
) -> Result<Option<Generated>, SolveError> {
    let steps = puzzle.budget.steps;
    if !is_unique(&solved.distinct, steps) {
        return Ok(None);
    }
    let Some(answer) = solved.answers.iter().find(|a| a.is_representative()) else {
        return Ok(None);
    };
    let next = puzzle.with_budget(Budget::exactly(puzzle.budget.goal, steps + 1));
    let near_misses = match solve_within(&next, 0, watch) {
        Ok(further) => further.total_distinct(),
        Err(SolveError::Cancelled) => return Err(SolveError::Cancelled),
        Err(_) => return Ok(None),
    };
    let geometry = Geometry::new(puzzle.canvas());
    Ok(Some(describe(&geometry, *puzzle, answer.sticks, near_misses)))
}

/// A puzzle's difficulty, from its answer and its near misses.
fn describe(geometry: &Geometry, puzzle: Puzzle, answer: Sticks, near_misses: u128) -> Generated {
    let broken = geometry
        .shown(puzzle.sticks())
        .filter(|shape| !shape.sticks.is_subset(answer))
        .count() as u32;
    let dots = |sticks: Sticks| -> Vec<Dot> {
        sticks
            .edges()
            .flat_map(|edge| {
                let edge = geometry.table().edges()[edge];
                [edge.from, edge.to]
            })
            .collect()
    };
    let own = dots(puzzle.sticks());
    let away = answer
        .minus(puzzle.sticks())
        .edges()
        .any(|edge| dots(Sticks::one(edge)).iter().all(|dot| !own.contains(dot)));
    let steps = puzzle.steps_to(answer).unwrap_or(puzzle.budget.steps);
    let difficulty = 10 * steps + 3 * broken + 4 * u32::from(away) + near_misses.min(5) as u32;
    Generated {
        puzzle,
        answer,
        broken,
        away,
        near_misses,
        difficulty,
    }
}

#[cfg(test)]
mod tests;
