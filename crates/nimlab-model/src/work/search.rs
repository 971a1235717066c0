//! The matchstick paper's search, watched (the work called `match-search`): for a layout, how many
//! move sequences the paper's depth-first search tries at each depth, how few layouts they are,
//! which are true, and every ordering that reaches one answer.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::seed004::{Exploration, explore, sequence_count};
use nimlab_core::matchsticks::solve::Goal;

/// What a search was run on: the work of a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// The layout searched from.
    pub layout: Layout,
    /// The glyph rules.
    pub rules: Rules,
    /// What a step is (move, add or remove a stick).
    pub goal: Goal,
    /// How many steps deep.
    pub steps: u32,
}

impl SearchRequest {
    /// A search of `layout` for the answers `steps` away under `rules`.
    pub fn new(layout: Layout, rules: Rules, goal: Goal, steps: u32) -> Self {
        Self {
            layout,
            rules,
            goal,
            steps,
        }
    }
}

impl Work for SearchRequest {
    type Output = Exploration;
    const NAME: &'static str = "match-search";

    fn run(self, progress: &Progress) -> Option<Exploration> {
        let total = sequence_count(&self.layout, self.goal, self.steps);
        let total = u64::try_from(total).unwrap_or(u64::MAX);
        progress.set_total(total);
        let mut watch = progress.fraction_reporter(0, total);
        explore(&self.layout, self.rules, self.goal, self.steps, &mut watch)
    }
}
