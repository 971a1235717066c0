//! How many positions a misère search may meet, counted before it starts, and what is refused.
//!
//! Heaps never grow and a move never adds tokens, so every position reachable from a start holds,
//! for each game, at most the tokens of that game's heaps at the start. A game that splits heaps
//! reaches at most every multiset of positive sizes summing to at most its tokens (Σ p(m) over
//! m ≤ tokens, p the partition numbers); a game that never splits keeps its heaps, each no larger
//! than it started, so at most Π (size + 1). The bound of a start is the product over its games.
//!
//! Time is bounded as well: each position looks at its options once, and a position's options
//! are at most the moves of its heaps. A take-style heap has at most the takes legal from its
//! starting size; an octal game's heaps, whatever their number, have at most (c + s/2)·T moves in
//! all, c the digits that leave at most one heap, s the digits that split, T the tokens.

use crate::games::grundy::heap_game::HeapGame;

/// The most positions a table of misère values may have to search (the bound above): about
/// two seconds and 100 MB in a release build (README's Limits).
pub const MAX_POSITIONS: u64 = 2_000_000;

/// The most positions the analysis of one misère sum may search: the computer answers each move
/// of a game against it from such a search, in a fraction of a second.
pub const MAX_SUM_POSITIONS: u64 = 200_000;

/// The most work (positions times options per position, both bounded as above) a table of misère
/// values may cost.
pub const MAX_WORK: u64 = 400_000_000;

/// The most work the analysis of one misère sum may cost.
pub const MAX_SUM_WORK: u64 = 20_000_000;

/// Why a misère search was refused before it started.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum MisereError {
    /// The positions it could meet are more than the limit.
    #[error("a misère search here could meet up to {bound} positions; the limit is {limit}")]
    TooManyPositions {
        /// The bound on the positions, saturated at `u64::MAX`.
        bound: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// The options looked at, at most, are more than the limit.
    #[error("a misère search here could look at up to {bound} options; the limit is {limit}")]
    TooMuchWork {
        /// The bound on the work, saturated at `u64::MAX`.
        bound: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// The positions do not fit the 128-bit memo key (too many tokens in all).
    #[error("a misère search holds positions of at most about 120 tokens in all")]
    TooManyTokens,
}

/// The number of multisets of positive sizes with sum at most `tokens`: Σ p(m), m = 0..=tokens.
pub fn multisets_up_to(tokens: u32) -> u64 {
    // Σ p(m) passes u64::MAX before m = 420 (p(416) > 1.8·10¹⁹): no need to count further.
    if tokens > 500 {
        return u64::MAX;
    }
    // p(m) by the usual coin-change recurrence over part sizes, saturating.
    let size = tokens as usize + 1;
    let mut p = vec![0u64; size];
    p[0] = 1;
    for part in 1..size {
        for m in part..size {
            p[m] = p[m].saturating_add(p[m - part]);
        }
    }
    p.iter().fold(0u64, |acc, &x| acc.saturating_add(x))
}

/// The bound on the positions reachable from heaps of one game of sizes `sizes`.
pub fn game_bound(game: &HeapGame, sizes: &[u32]) -> u64 {
    if splits(game) {
        multisets_up_to(sizes.iter().sum())
    } else {
        sizes
            .iter()
            .fold(1u64, |acc, &s| acc.saturating_mul(u64::from(s) + 1))
    }
}

/// The bound on the options of any position reachable from heaps of one game of sizes `sizes`.
pub fn options_bound(game: &HeapGame, sizes: &[u32]) -> u64 {
    match game {
        HeapGame::Octal(code) => {
            let digits = (1..=code.last_digit()).map(|k| code.digit(k));
            let (single, split) = digits.fold((0u64, 0u64), |(c, s), d| {
                (c + u64::from(d & 3 != 0), s + u64::from(d & 4 != 0))
            });
            let tokens: u64 = sizes.iter().map(|&s| u64::from(s)).sum();
            // (c + s/2)·T, rounded up.
            (2 * single + split) * tokens / 2 + 1
        }
        // Counted without listing them: a Nim heap of 10⁹ has 10⁹ moves.
        HeapGame::Nim => sizes.iter().map(|&s| u64::from(s)).sum(),
        HeapGame::Powers(b) => sizes
            .iter()
            .map(|&s| {
                std::iter::successors(Some(1u64), |&p| p.checked_mul(u64::from(*b)))
                    .take_while(|&p| p <= u64::from(s))
                    .count() as u64
            })
            .sum(),
        HeapGame::Subtraction(set) => sizes
            .iter()
            .map(|&s| set.takes().iter().filter(|&&t| t <= s).count() as u64)
            .sum(),
    }
}

/// Some move of `game` splits a heap in two.
pub fn splits(game: &HeapGame) -> bool {
    matches!(game, HeapGame::Octal(code) if code.splits())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partition_sums_match_oeis_a000070() {
        // OEIS A000070: Σ p(k) for k ≤ n: 1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139.
        let a000070 = [1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139];
        for (n, &expected) in a000070.iter().enumerate() {
            assert_eq!(multisets_up_to(n as u32), expected, "n = {n}");
        }
        assert_eq!(multisets_up_to(420), u64::MAX);
        assert_eq!(
            multisets_up_to(100_000),
            u64::MAX,
            "saturates instead of overflowing"
        );
    }
}
