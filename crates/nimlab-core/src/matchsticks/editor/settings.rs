//! What a puzzle asks besides its layout (the goal, the budget and the rules it is read by), and
//! how far a student's board may stray from the puzzle under it.

use super::{Changes, EditError};
use crate::matchsticks::budget::{Budget, Goal};
use crate::matchsticks::layout::Rules;

/// What a puzzle asks besides its layout: the goal, the budget and the rules it is read by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Move, add or remove sticks.
    pub goal: Goal,
    /// The most steps an answer may take (when `exactly`, the steps it must take).
    pub steps: u32,
    /// The answer takes exactly `steps` steps (remembered states from before it read as false).
    #[serde(default)]
    pub exactly: bool,
    /// Glyph variants and leading zeros.
    pub rules: Rules,
}

impl Settings {
    /// The budget the puzzle is solved and played within.
    pub fn budget(self) -> Budget {
        Budget {
            goal: self.goal,
            steps: self.steps,
            exactly: self.exactly,
        }
    }
}

/// Whether a student's board may stand `changes` away from the puzzle under `budget`: the goal
/// allows the change and it takes at most the budget's steps. An exact budget limits the board
/// alike, as the way to an answer exactly k steps away passes through boards fewer steps away.
pub(super) fn check_edit(budget: Budget, changes: Changes) -> Result<(), EditError> {
    match budget.goal.steps(changes.removed, changes.added) {
        Some(steps) if steps <= budget.steps => Ok(()),
        Some(_) => Err(EditError::OverBudget),
        None => Err(EditError::AgainstGoal),
    }
}
