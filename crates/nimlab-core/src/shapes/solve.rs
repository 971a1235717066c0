//! The exact solver of figure puzzles: every layout within the budget that shows the figure, as
//! placed on the canvas, counted per number of steps, also up to the puzzle's symmetry (see
//! [`symmetry`](super::symmetry)), the first of them listed in order (steps, then reading order:
//! on the square lattice, the order of their texts).
//!
//! A target figure is solved by placing it: every turn, mirror and shift that fits the canvas
//! (at most 12 × 128), each placement an answer if the budget admits its distance.
//!
//! A number of figures is solved by a search over the choices (which sticks leave, which edges
//! get one) with bounds that prune whole branches (see `solve/search.rs`). Its cost is bounded
//! before it starts by the number of choices, C(sticks, r)·C(fillable edges, a) summed over the
//! step counts the budget accepts; past [`MAX_COMBINATIONS`] the solver refuses. The fillable
//! edges are the empty ones, or under the tidy rule only those a new stick can use ([`fillable`]).

mod search;

use serde::{Deserialize, Serialize};

use super::geometry::Geometry;
use super::puzzle::{Figure, Puzzle};
use super::sticks::Sticks;
use super::symmetry::{Symmetry, middles, placements};
use crate::matchsticks::solve::Goal;
use crate::watch::Watch;

/// One answer as placed on the canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Answer {
    /// The answer's sticks.
    pub sticks: Sticks,
    /// How many steps from the puzzle.
    pub steps: u32,
    /// The answer standing for every answer the puzzle's symmetries make of this one (the first
    /// of them in reading order): two answers are one up to symmetry when these are equal.
    pub representative: Sticks,
}

impl Answer {
    /// This answer is the one that stands for its kind (see [`Answer::representative`]).
    pub fn is_representative(&self) -> bool {
        self.sticks == self.representative
    }
}

/// What the solver found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solutions {
    /// `counts[k − 1]`: the answers, as placed, exactly k steps away, for k = 1 … the budget.
    pub counts: Vec<u128>,
    /// `distinct[k − 1]`: the same answers counted once per kind up to the puzzle's symmetry.
    pub distinct: Vec<u128>,
    /// The first answers, sorted by steps, then in reading order: all of them unless there are
    /// more than the limit asked for.
    pub answers: Vec<Answer>,
}

impl Solutions {
    /// Every answer within the budget, as placed.
    pub fn total(&self) -> u128 {
        self.counts.iter().sum()
    }

    /// Every answer within the budget, up to symmetry.
    pub fn total_distinct(&self) -> u128 {
        self.distinct.iter().sum()
    }

    /// Whether `answers` holds every answer.
    pub fn is_complete(&self) -> bool {
        self.answers.len() as u128 == self.total()
    }
}

/// Why the solver gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum SolveError {
    /// The search would weigh more choices than the solver takes.
    #[error(
        "{combinations} ways to choose the sticks to take and the edges to fill is too many (at \
         most {max}): try fewer steps, a smaller canvas or fewer sticks"
    )]
    TooManyCombinations {
        /// The choices the budget allows on this canvas.
        combinations: u128,
        /// The most the solver takes.
        max: u128,
    },
    /// The budget is more steps than a canvas has edges.
    #[error("{steps} steps is too many: a canvas has at most {max} edges")]
    TooManySteps {
        /// The budget asked for.
        steps: u32,
        /// The most steps the solver takes.
        max: u32,
    },
    /// Whoever asked stopped the work.
    #[error("stopped")]
    Cancelled,
}

/// The most choices the search weighs. When the bounds prune nothing ("move 3, leave no square,
/// any sticks") a choice costs about 290 ns (35.6 million in 10.1 s, measured with 12 sticks on
/// 8 × 8 dots), so the slowest search allowed takes about 9 s; tidy puzzles prune far more (the
/// 3 × 3 grid on 8 × 8 dots, "move 4 to make 10 squares": 38 ms).
pub const MAX_COMBINATIONS: u128 = 30_000_000;

/// The most steps a budget may have: the edges of the largest canvas.
pub const MAX_STEPS: u32 = 128;

/// The choices a search for `puzzle`'s figure weighs: for each step count k the budget accepts,
/// the ways to pick the sticks that leave and the edges that get one ([`fillable`]). A target
/// figure is placed, not searched, and weighs nothing here.
pub fn combinations(puzzle: &Puzzle) -> u128 {
    let geometry = Geometry::new(puzzle.canvas());
    weigh(puzzle, fillable(puzzle, &geometry))
}

/// The choices of k steps for every k the budget accepts, the new sticks going on `fillable`.
fn weigh(puzzle: &Puzzle, fillable: Sticks) -> u128 {
    let held = puzzle.sticks().len();
    (1..=puzzle.budget.steps.min(MAX_STEPS))
        .filter(|&k| puzzle.budget.accepts(k))
        .map(|k| {
            let (removed, added) = change(puzzle.budget.goal, k);
            binomial(held, removed).saturating_mul(binomial(fillable.len(), added))
        })
        .fold(0, u128::saturating_add)
}

/// The empty edges a new stick may go on. Any, unless the figures must be tidy: then a new stick
/// lies on a figure of the answer, all of whose sticks the answer holds, so that figure lacks at
/// most as many of the puzzle's sticks as the budget lays. Only the empty edges of such figures
/// can take one.
pub fn fillable(puzzle: &Puzzle, geometry: &Geometry) -> Sticks {
    let empty = puzzle.canvas().all().minus(puzzle.sticks());
    let Figure::Count { rules, .. } = puzzle.figure else {
        return empty;
    };
    if !rules.tidy {
        return empty;
    }
    let most = change(puzzle.budget.goal, puzzle.budget.steps.min(MAX_STEPS)).1;
    geometry
        .shapes()
        .iter()
        .map(|shape| shape.sticks.minus(puzzle.sticks()))
        .filter(|missing| missing.len() <= most)
        .fold(Sticks::EMPTY, Sticks::union)
}

/// The sticks that leave and arrive in k steps of `goal`.
fn change(goal: Goal, k: u32) -> (u32, u32) {
    match goal {
        Goal::Move => (k, k),
        Goal::Add => (0, k),
        Goal::Remove => (k, 0),
    }
}

/// C(n, k), exact while it fits 128 bits (C(128, 64) < 2¹²⁷), saturating past that.
fn binomial(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    // c·(n − i)/(i + 1) is whole; dividing by the common factor of c and i + 1 first keeps the
    // product within 128 bits whenever the result is.
    (0..k).fold(1u128, |c, i| {
        let (top, bottom) = (u128::from(n - i), u128::from(i + 1));
        let common = gcd(c, bottom);
        (c / common).saturating_mul(top / (bottom / common))
    })
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Every answer of `puzzle`, sorted by steps, then in reading order.
pub fn solve(puzzle: &Puzzle) -> Result<Vec<Answer>, SolveError> {
    solve_within(puzzle, usize::MAX, &mut crate::watch::Unwatched).map(|s| s.answers)
}

/// Counts every answer of `puzzle` exactly, as placed and up to symmetry, and lists the first
/// `limit`. Refuses past [`MAX_STEPS`] or [`MAX_COMBINATIONS`] before any work; `watch` hears the
/// fraction done and returns false to stop.
pub fn solve_within(puzzle: &Puzzle, limit: usize, watch: &mut dyn Watch) -> Result<Solutions, SolveError> {
    let steps = puzzle.budget.steps;
    if steps > MAX_STEPS {
        return Err(SolveError::TooManySteps {
            steps,
            max: MAX_STEPS,
        });
    }
    let geometry = Geometry::new(puzzle.canvas());
    let symmetry = Symmetry::of(geometry.table(), puzzle.sticks());
    let mut solutions = Solutions {
        counts: vec![0; steps as usize],
        distinct: vec![0; steps as usize],
        answers: Vec::new(),
    };
    let mut found = |sticks: Sticks, steps: u32, is_answer: &dyn Fn(Sticks) -> bool| {
        let representative = symmetry.representative(geometry.table(), sticks, is_answer);
        solutions.counts[steps as usize - 1] += 1;
        solutions.distinct[steps as usize - 1] += u128::from(representative == sticks);
        if solutions.answers.len() < limit {
            solutions.answers.push(Answer {
                sticks,
                steps,
                representative,
            });
        }
    };
    match puzzle.figure {
        Figure::Target { sticks, orientation } => {
            let table = geometry.table();
            let mut placed: Vec<(u32, Sticks)> = placements(
                table,
                &middles(table, sticks),
                &orientation.turns(puzzle.canvas()),
            )
            .into_iter()
            .filter_map(|answer| Some((puzzle.steps_to(answer)?, answer)))
            .collect();
            placed.sort_unstable();
            let mut answers: Vec<Sticks> = placed.iter().map(|&(_, answer)| answer).collect();
            answers.sort_unstable();
            let is_answer = |sticks: Sticks| answers.binary_search(&sticks).is_ok();
            for &(steps, answer) in &placed {
                found(answer, steps, &is_answer);
            }
            watch.keep_going(1.0);
        }
        Figure::Count { count, rules } => {
            let fillable = fillable(puzzle, &geometry);
            let combinations = weigh(puzzle, fillable);
            if combinations > MAX_COMBINATIONS {
                return Err(SolveError::TooManyCombinations {
                    combinations,
                    max: MAX_COMBINATIONS,
                });
            }
            let mut search = search::Search::new(
                &geometry,
                puzzle.sticks(),
                fillable,
                count,
                rules,
                combinations,
                watch,
            );
            // Step counts in turn, each search finding its answers in reading order.
            for k in (1..=steps).filter(|&k| puzzle.budget.accepts(k)) {
                let (removed, added) = change(puzzle.budget.goal, k);
                // A symmetry of the puzzle keeps the number of figures, tidiness and sizes.
                search.run(removed, added, &mut |sticks| found(sticks, k, &|_| true))?;
            }
            watch.keep_going(1.0);
        }
    }
    Ok(solutions)
}

#[cfg(test)]
mod tests;
