//! The coin-game article's top-down solver (`IsBad` / `GetCoinCount`), kept naive on purpose: it
//! re-solves every repeated subtree, which is exactly what the game-tree tab teaches. It is the
//! reference the DP table and the exact counts are tested against, so it must stay the obvious
//! code.

use super::coin_game::{CoinGame, Outcome};

/// How far the recursion looks at each position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Evaluation {
    /// Evaluate every move, as the full game tree shows.
    #[default]
    Full,
    /// Stop at the first winning move, as the coin-game article's `GetCoinCount` does.
    ShortCircuit,
}

/// The result of one naive evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecursiveResult {
    /// Win or loss for the player to move.
    pub outcome: Outcome,
    /// The winning takes found: all of them in full mode, the first one in short-circuit mode.
    pub winning_moves: Vec<u32>,
    /// How many positions were evaluated, the root included: the nodes of the tree walked.
    pub calls: u64,
}

/// Evaluates `coins` by plain recursion. Exponential: meant for small piles.
pub fn evaluate(game: &CoinGame, coins: u32, evaluation: Evaluation) -> RecursiveResult {
    let mut calls = 0;
    let winning_moves = winning_moves(game, coins, evaluation, &mut calls);
    let outcome = if game.legal_moves(coins).next().is_none() {
        game.rule.terminal_outcome()
    } else {
        Outcome::from_win(!winning_moves.is_empty())
    };
    RecursiveResult {
        outcome,
        winning_moves,
        calls,
    }
}

/// The coin-game article's `GetCoinCount`, generalised: the winning takes from `coins`.
fn winning_moves(game: &CoinGame, coins: u32, evaluation: Evaluation, calls: &mut u64) -> Vec<u32> {
    *calls += 1;
    let mut found = Vec::new();
    for take in game.legal_moves(coins) {
        if is_bad(game, coins - take, evaluation, calls) {
            found.push(take);
            if evaluation == Evaluation::ShortCircuit {
                break;
            }
        }
    }
    found
}

/// The coin-game article's `IsBad`: the player to move at `coins` loses.
fn is_bad(game: &CoinGame, coins: u32, evaluation: Evaluation, calls: &mut u64) -> bool {
    let has_move = game.legal_moves(coins).next().is_some();
    let moves = winning_moves(game, coins, evaluation, calls);
    if has_move {
        moves.is_empty()
    } else {
        game.rule.terminal_outcome() == Outcome::Lose
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_000_examples() {
        // The coin-game article: GetCoinCount(4) = 3; GetCoinCount(1) = GetCoinCount(5) = 0.
        let game = CoinGame::seed_000();
        let first = |coins| evaluate(&game, coins, Evaluation::ShortCircuit).winning_moves;
        assert_eq!(first(4), vec![3]);
        assert_eq!(first(1), Vec::<u32>::new());
        assert_eq!(first(5), Vec::<u32>::new());
        assert_eq!(first(6), vec![1]);
    }

    #[test]
    fn full_recursion_walks_the_whole_tree() {
        // The full tree from 4 coins (the coin-game article, figure 1, with the moves to 0 kept):
        // 15 nodes.
        let result = evaluate(&CoinGame::seed_000(), 4, Evaluation::Full);
        assert_eq!(result.calls, 15);
        assert_eq!(result.outcome, Outcome::Win);
    }
}
