//! Checking a collection (the work called `match-check`): every puzzle solved with the budget it
//! states, as `nimlab match check` does, giving its badge (nearest answer, unique or not, see
//! `nimlab_core::matchsticks::unique`) and its first answers. The collection's badges and its
//! Check collection both run it.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::solve::{MAX_STEPS, Solutions, SolveError, solve_within};
use nimlab_core::matchsticks::unique::Badge;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Watch;

/// How many answers a check lists per puzzle (all are counted).
pub const CHECK_LISTED: usize = 5;

/// The resolution of each puzzle's share of the progress.
const STEPS_PER_PUZZLE: u64 = 100;

/// A collection to check: its puzzles, with their goals, budgets and rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckCollection {
    /// The puzzles, in the collection's order.
    pub puzzles: Vec<PuzzleRecord>,
}

/// Why a puzzle was not solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckRefusal {
    /// Its layout cannot be read.
    Layout,
    /// Its budget is outside 1 to the solver's most.
    Budget {
        /// The puzzle's budget.
        steps: u32,
        /// The solver's most.
        max: u32,
    },
    /// The solver refused it.
    Solve(SolveError),
}

/// What a check found about one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checked {
    /// Solved within its budget.
    Solved {
        /// Its nearest answer, whether it is unique, how many answers.
        badge: Badge,
        /// The first answers (equation, steps), nearest first.
        answers: Vec<(String, u32)>,
        /// How hard it is (`nimlab_core::matchsticks::difficulty`), when an answer lies within
        /// its budget and the solver takes a step past it.
        difficulty: Option<u32>,
    },
    /// Not solved, and why.
    Refused(CheckRefusal),
}

/// Solves one puzzle with the budget it states; `watch` is told the fraction done (`None`: it
/// said stop).
pub fn check_one(record: &PuzzleRecord, watch: &mut dyn Watch) -> Option<Checked> {
    let Ok(layout) = record.layout() else {
        return Some(Checked::Refused(CheckRefusal::Layout));
    };
    if !(1..=MAX_STEPS).contains(&record.steps) {
        return Some(Checked::Refused(CheckRefusal::Budget {
            steps: record.steps,
            max: MAX_STEPS,
        }));
    }
    // A step past the budget, where the solver takes one, for the difficulty's near misses; a
    // puzzle the solver takes only at its budget is still checked, with no difficulty.
    let solve = |steps: u32, watch: &mut dyn Watch| {
        solve_within(&layout, record.rules, record.goal, steps, CHECK_LISTED, watch)
    };
    let (solved, difficulty) = match solve((record.steps + 1).min(MAX_STEPS), watch) {
        Ok(solved) if record.steps < MAX_STEPS => {
            let difficulty = difficulty::of_solved(&layout, record.rules, &solved, record.steps);
            (Ok(within(solved, record.steps)), difficulty)
        }
        Err(SolveError::Cancelled) => return None,
        Ok(solved) => (Ok(solved), None),
        Err(_) => (solve(record.steps, watch), None),
    };
    match solved {
        Ok(solved) => Some(Checked::Solved {
            badge: Badge::of(&solved, record.steps),
            answers: solved
                .answers
                .iter()
                .map(|a| (a.equation.clone(), a.moves))
                .collect(),
            difficulty,
        }),
        Err(SolveError::Cancelled) => None,
        Err(refused) => Some(Checked::Refused(CheckRefusal::Solve(refused))),
    }
}

/// The answers of `solved` that lie within `steps`.
fn within(mut solved: Solutions, steps: u32) -> Solutions {
    solved.counts.truncate(steps as usize);
    solved.answers.retain(|answer| answer.moves <= steps);
    solved
}

impl Work for CheckCollection {
    type Output = Vec<Checked>;
    const NAME: &'static str = "match-check";

    fn run(self, progress: &Progress) -> Option<Vec<Checked>> {
        let count = self.puzzles.len() as u64;
        progress.set_total(count.max(1) * STEPS_PER_PUZZLE);
        let mut checked = Vec::with_capacity(self.puzzles.len());
        for (index, record) in self.puzzles.iter().enumerate() {
            let mut keep_going =
                progress.fraction_reporter(index as u64 * STEPS_PER_PUZZLE, STEPS_PER_PUZZLE);
            checked.push(check_one(record, &mut keep_going)?);
            if progress.is_cancelled() {
                return None;
            }
        }
        Some(checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::layout::{Layout, Rules};
    use nimlab_core::matchsticks::solve::Goal;

    fn record(equation: &str, steps: u32) -> PuzzleRecord {
        let layout = Layout::parse(equation).expect("an equation");
        PuzzleRecord::new(&layout, Goal::Move, steps, Rules::default())
    }

    #[test]
    fn each_puzzle_gets_its_badge_and_a_budget_past_the_solver_is_refused() {
        let collection = CheckCollection {
            // The matchstick paper's example: 6+3=09 one move away, the only one.
            puzzles: vec![record("0+3=09", 1), record("5+7=2", 2), record("5+7=2", 11)],
        };
        let checked = collection.run(&Progress::default()).expect("not cancelled");
        let Checked::Solved {
            badge,
            answers,
            difficulty,
        } = &checked[0]
        else {
            panic!("solved: {checked:?}")
        };
        assert_eq!((badge.nearest, badge.unique), (Some(1), true));
        assert_eq!(answers[0], ("6+3=09".to_owned(), 1));
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
}
