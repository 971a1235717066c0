//! The coin-game article's heuristic, generalised: the closed formula for the move set {1, …, k}.
//!
//! Under misère the player to move wins iff `(n − 1) mod (k + 1) ≠ 0`, by taking exactly that many
//! coins (the coin-game article, listing 3: `(coins - 1) % 4`); under normal play iff
//! `n mod (k + 1) ≠ 0`. Either way the winner leaves the opponent a multiple of k + 1 (plus one
//! under misère), and no single take can get from one such position to another.

use super::coin_game::{Outcome, Rule};

/// What the formula says about one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormulaAnswer {
    /// Win or loss for the player to move.
    pub outcome: Outcome,
    /// The one winning take, if the player to move has a move to make.
    pub take: Option<u32>,
}

/// The remainder the formula reads for `coins`: `(coins − 1) mod (k + 1)` under misère,
/// `coins mod (k + 1)` under normal play; `None` for an empty pile under misère, which is a win
/// the formula does not need to work out.
pub fn remainder(rule: Rule, k: u32, coins: u32) -> Option<u32> {
    match rule {
        Rule::Misere if coins == 0 => None,
        Rule::Misere => Some((coins - 1) % (k + 1)),
        Rule::Normal => Some(coins % (k + 1)),
    }
}

/// The formula's answer for `coins` under `rule` with takes {1, …, k}.
pub fn answer(rule: Rule, k: u32, coins: u32) -> FormulaAnswer {
    // No remainder: the opponent took the last coin, nothing left to do but enjoy the win.
    let Some(remainder) = remainder(rule, k, coins) else {
        return FormulaAnswer {
            outcome: Outcome::Win,
            take: None,
        };
    };
    FormulaAnswer {
        outcome: Outcome::from_win(remainder != 0),
        take: (remainder != 0).then_some(remainder),
    }
}

/// The first position where the formula and the DP table disagree, if any, checked for every
/// position the table holds. `None` means they agree everywhere.
pub fn first_disagreement(solution: &super::Solution, k: u32) -> Option<u32> {
    (0..=solution.max_coins()).find(|&coins| {
        let formula = answer(solution.game.rule, k, coins);
        let dp_moves = solution.winning_moves(coins);
        formula.outcome != solution.outcome(coins) || formula.take.into_iter().ne(dp_moves)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{CoinGame, MoveSet};

    #[test]
    fn seed_000_listing_3() {
        // (coins − 1) % 4 is the take; 0 means no sure win (the coin-game article, Table 1).
        for coins in 1..=12 {
            let expected = (coins - 1) % 4;
            let got = answer(Rule::Misere, 3, coins);
            assert_eq!(got.take.unwrap_or(0), expected, "{coins} coins");
        }
    }

    #[test]
    fn the_remainder_is_the_one_seed_000_computes() {
        assert_eq!(remainder(Rule::Misere, 3, 13), Some(0), "(13 − 1) mod 4");
        assert_eq!(remainder(Rule::Misere, 3, 7), Some(2), "(7 − 1) mod 4");
        assert_eq!(
            remainder(Rule::Misere, 3, 0),
            None,
            "an empty pile needs no formula"
        );
        assert_eq!(remainder(Rule::Normal, 3, 0), Some(0));
        assert_eq!(remainder(Rule::Normal, 2, 7), Some(1));
    }

    #[test]
    fn formula_agrees_with_dp_for_every_k_and_rule() {
        for k in 1..=9 {
            for rule in Rule::ALL {
                let game = CoinGame {
                    moves: MoveSet::one_to(k).expect("valid"),
                    rule,
                };
                assert_eq!(first_disagreement(&game.solve(500), k), None, "k = {k}, {rule:?}");
            }
        }
    }
}
