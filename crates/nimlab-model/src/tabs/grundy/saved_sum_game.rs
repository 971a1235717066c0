//! The game on the sum as remembered between runs: whether one is on, who starts, the hint, the
//! heaps it started from (as typed) and every move with who made it. At start the heaps are
//! parsed and the moves replayed through [`SumMatch::replay`](nimlab_core::games::sum_match::SumMatch::replay);
//! a move it refuses drops the game, and the shell names it.

use serde::{Deserialize, Serialize};

use nimlab_core::games::play::Player;
use nimlab_core::games::sums::SumMove;

use super::inputs::{HeapInput, MAX_FIELD_CHARS, MAX_HEAPS, MAX_SIZE};
use crate::tabs::text_limit::truncate_chars;

/// The most moves of a game on the sum that are kept: far more than a class plays.
pub const MAX_SUM_MOVES: usize = 1_000;

/// The game on the sum, as remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSumGame {
    /// A game is on.
    pub on: bool,
    /// Who starts a new game.
    pub first: Player,
    /// The Hint box.
    pub hint: bool,
    /// The heaps the game started from, as the builder had them.
    pub start: Vec<HeapInput>,
    /// Every move so far, oldest first, with who made it.
    pub moves: Vec<(Player, SumMove)>,
}

impl Default for SavedSumGame {
    fn default() -> Self {
        Self {
            on: false,
            first: Player::Human,
            hint: false,
            start: Vec::new(),
            moves: Vec::new(),
        }
    }
}

impl SavedSumGame {
    /// The record cut to what the builder could have made: at most [`MAX_HEAPS`] heaps of at most
    /// [`MAX_SIZE`] tokens, game texts of at most [`MAX_FIELD_CHARS`] characters, and at most
    /// [`MAX_SUM_MOVES`] moves. What was cut no longer replays, and is then dropped at start.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        self.start.truncate(MAX_HEAPS);
        for heap in &mut self.start {
            truncate_chars(&mut heap.game, MAX_FIELD_CHARS);
            heap.size = heap.size.min(MAX_SIZE);
        }
        self.moves.truncate(MAX_SUM_MOVES);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remembered_game_is_bounded_like_the_builder() {
        let played = SumMove {
            heap: 0,
            from: 3,
            to: vec![1],
        };
        let huge = SavedSumGame {
            on: true,
            start: vec![
                HeapInput {
                    game: "1,".repeat(10_000),
                    size: u32::MAX,
                };
                100
            ],
            moves: vec![(Player::Human, played); 100_000],
            ..SavedSumGame::default()
        }
        .sanitized();
        assert_eq!(huge.start.len(), MAX_HEAPS);
        assert!(
            huge.start
                .iter()
                .all(|heap| heap.size == MAX_SIZE && heap.game.chars().count() == MAX_FIELD_CHARS)
        );
        assert_eq!(huge.moves.len(), MAX_SUM_MOVES);
        assert_eq!(SavedSumGame::default().sanitized(), SavedSumGame::default());
    }
}
