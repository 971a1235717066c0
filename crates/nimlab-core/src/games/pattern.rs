//! The closed formula's check for the takes {1, …, k}, or the periodic pattern of the outcomes for
//! any other move set: what the formula view and its figure show.

use serde::{Deserialize, Serialize};

use super::formula;
use super::period::{Period, find_period};
use super::{CoinGame, Outcome, Solution};

/// How far the formula is checked against the DP table.
pub const FORMULA_CHECK_UP_TO: u32 = super::coin_game::MAX_COINS;

/// How many positions the period search may look at.
const PATTERN_LENGTH: u32 = 20_000;

/// How many outcomes the pattern strip shows.
const PATTERN_SHOWN: usize = 400;

/// The closed formula's check, or the periodic pattern when no formula applies.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Pattern {
    /// The takes are {1, …, k}: the closed formula, checked against the DP table.
    Formula {
        /// The largest take.
        k: u32,
        /// The DP table the formula was checked against, for the coin-game article's Table 1.
        checked: Solution,
        /// Where formula and DP first disagree within [`FORMULA_CHECK_UP_TO`], if anywhere.
        first_disagreement: Option<u32>,
    },
    /// Any other move set: the outcomes' period, if one was certified.
    Periodic {
        /// The certified preperiod and period, if the search found them.
        period: Option<Period>,
        /// How many positions the search had.
        searched: usize,
        /// The first outcomes, for the strip.
        outcomes: Vec<Outcome>,
    },
}

impl Pattern {
    /// The formula's check for {1, …, k}, else the period search over the first outcomes.
    pub fn of(game: &CoinGame) -> Self {
        if let Some(k) = game.moves.as_one_to_k() {
            let checked = game.solve(FORMULA_CHECK_UP_TO);
            return Self::Formula {
                k,
                first_disagreement: formula::first_disagreement(&checked, k),
                checked,
            };
        }
        let outcomes: Vec<Outcome> = game.solve(PATTERN_LENGTH).outcomes().collect();
        Self::Periodic {
            period: find_period(&outcomes, game.moves.largest() as usize),
            searched: outcomes.len(),
            outcomes: outcomes.into_iter().take(PATTERN_SHOWN).collect(),
        }
    }
}
