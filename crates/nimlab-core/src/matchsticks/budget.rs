//! How far an answer may lie from the puzzle as set: what the player does with sticks (move, add or
//! remove), how many steps, and whether the answer must take exactly that many or may take fewer.
//!
//! Puzzle books say both: "move 2 sticks" usually means up to two, "move *exactly* 2" rules out an
//! answer one move away. One type carries the choice, so that every solver, generator, file and
//! instruction reads it from the same place.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What the player may do with sticks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Move sticks: as many leave full positions as arrive at empty ones.
    #[default]
    Move,
    /// Add sticks from the tray.
    Add,
    /// Take sticks away.
    Remove,
}

impl Goal {
    /// Every goal, in the order the UI offers them.
    pub const ALL: [Self; 3] = [Self::Move, Self::Add, Self::Remove];

    /// The goal's name on the command line and in files.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Move => "move",
            Self::Add => "add",
            Self::Remove => "remove",
        }
    }

    /// The number of steps from `removed` and `added` sticks, if the goal allows that change.
    pub fn steps(self, removed: u32, added: u32) -> Option<u32> {
        match self {
            Self::Move if removed == added => Some(removed),
            Self::Add if removed == 0 => Some(added),
            Self::Remove if added == 0 => Some(removed),
            _ => None,
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The goal, the number of steps and whether that number is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Budget {
    /// Move, add or remove sticks.
    pub goal: Goal,
    /// The most steps an answer may take (or, when `exactly`, the steps it must take).
    pub steps: u32,
    /// The answer takes exactly `steps` steps, not fewer.
    pub exactly: bool,
}

impl Budget {
    /// Up to `steps` steps of `goal`.
    pub fn up_to(goal: Goal, steps: u32) -> Self {
        Self {
            goal,
            steps,
            exactly: false,
        }
    }

    /// Exactly `steps` steps of `goal`.
    pub fn exactly(goal: Goal, steps: u32) -> Self {
        Self {
            goal,
            steps,
            exactly: true,
        }
    }

    /// Whether an answer `steps` steps away is one this budget accepts (zero steps never is: the
    /// puzzle as set is no answer to itself).
    pub fn accepts(self, steps: u32) -> bool {
        steps >= 1
            && if self.exactly {
                steps == self.steps
            } else {
                steps <= self.steps
            }
    }

    /// The steps a change of `removed` and `added` sticks takes, if the goal allows that change
    /// and the budget accepts that many steps.
    pub fn admits(self, removed: u32, added: u32) -> Option<u32> {
        self.goal
            .steps(removed, added)
            .filter(|&steps| self.accepts(steps))
    }

    /// The fewest steps an accepted answer takes.
    pub fn fewest(self) -> u32 {
        if self.exactly { self.steps.max(1) } else { 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_accepts_one_to_the_budget_and_exactly_only_the_budget() {
        let table = [
            (Budget::up_to(Goal::Move, 2), [false, true, true, false]),
            (Budget::exactly(Goal::Move, 2), [false, false, true, false]),
            (Budget::up_to(Goal::Add, 0), [false, false, false, false]),
            (Budget::exactly(Goal::Remove, 3), [false, false, false, true]),
        ];
        for (budget, expected) in table {
            let accepted: Vec<bool> = (0..4).map(|k| budget.accepts(k)).collect();
            assert_eq!(accepted, expected, "{budget:?}");
        }
    }

    #[test]
    fn a_change_the_goal_forbids_is_never_admitted() {
        let budget = Budget::up_to(Goal::Move, 3);
        assert_eq!(budget.admits(2, 2), Some(2));
        assert_eq!(budget.admits(2, 1), None);
        assert_eq!(budget.admits(4, 4), None);
        assert_eq!(Budget::exactly(Goal::Add, 2).admits(0, 1), None);
        assert_eq!(Budget::exactly(Goal::Add, 2).admits(0, 2), Some(2));
        assert_eq!(Budget::up_to(Goal::Remove, 2).admits(1, 0), Some(1));
        assert_eq!(Budget::exactly(Goal::Remove, 2).fewest(), 2);
        assert_eq!(Budget::up_to(Goal::Remove, 2).fewest(), 1);
    }
}
