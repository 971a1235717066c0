//! The live answers of a matchstick layout (the work called `match-solve`): counted in full, the
//! first [`LISTED_ANSWERS`] listed.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Answer, Solutions, SolveError, solve_budget};

/// How many answers the live solver lists (all are counted); the panel says when there are more.
pub const LISTED_ANSWERS: usize = 200;

/// The resolution of the live solver's progress.
const PROGRESS_STEPS: u64 = 1000;

/// The answers a solve lists: none when the solver refused the layout.
pub fn listed(solved: &Result<Solutions, SolveError>) -> &[Answer] {
    solved.as_ref().map_or(&[], |s| s.answers.as_slice())
}

/// What the live answers were computed for: the work of a live solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerKey {
    layout: Layout,
    rules: Rules,
    budget: Budget,
}

impl AnswerKey {
    /// The answers of `layout` within `budget` (up to or exactly) under `rules`.
    pub fn new(layout: Layout, rules: Rules, budget: Budget) -> Self {
        Self {
            layout,
            rules,
            budget,
        }
    }
}

impl Work for AnswerKey {
    type Output = Result<Solutions, SolveError>;
    const NAME: &'static str = "match-solve";

    fn run(self, progress: &Progress) -> Option<Self::Output> {
        progress.set_total(PROGRESS_STEPS);
        let mut keep_going = progress.fraction_reporter(0, PROGRESS_STEPS);
        let solved = solve_budget(
            &self.layout,
            self.rules,
            self.budget,
            LISTED_ANSWERS,
            &mut keep_going,
        );
        // A stopped job delivers nothing: a newer layout (or Cancel) replaced it.
        (solved != Err(SolveError::Cancelled)).then_some(solved)
    }
}
