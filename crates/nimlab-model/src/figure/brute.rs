//! The coin-game article's game solved by plain recursion, memoised on the pile: what the
//! figures' tests check the drawings against (never the engine they draw from).

use std::collections::HashMap;

use nimlab_core::games::{CoinGame, Outcome};

/// Whether the player to move with `coins` on the table wins, by trying every take.
pub fn wins(game: &CoinGame, coins: u32) -> bool {
    fn go(game: &CoinGame, coins: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&coins) {
            return known;
        }
        let takes: Vec<u32> = game
            .moves
            .takes()
            .iter()
            .copied()
            .filter(|&t| t <= coins)
            .collect();
        let win = if takes.is_empty() {
            game.rule.terminal_outcome() == Outcome::Win
        } else {
            takes.iter().any(|&t| !go(game, coins - t, memo))
        };
        memo.insert(coins, win);
        win
    }
    go(game, coins, &mut HashMap::new())
}

/// Calls the recursion makes from `coins`: every take, or with `short_circuit` the takes in
/// order up to the first that wins (the coin-game article's `GetCoinCount`).
pub fn calls(game: &CoinGame, coins: u32, short_circuit: bool) -> f64 {
    fn go(game: &CoinGame, coins: u32, short: bool, memo: &mut HashMap<u32, f64>) -> f64 {
        if let Some(&known) = memo.get(&coins) {
            return known;
        }
        let mut total = 1.0;
        for &take in game.moves.takes().iter().filter(|&&t| t <= coins) {
            total += go(game, coins - take, short, memo);
            if short && !wins(game, coins - take) {
                break;
            }
        }
        memo.insert(coins, total);
        total
    }
    go(game, coins, short_circuit, &mut HashMap::new())
}
