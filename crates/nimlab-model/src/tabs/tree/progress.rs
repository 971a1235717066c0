//! Where the lesson on the game-tree tab had got to, remembered between runs as minimal data and
//! rebuilt through the engines at start: the folds, the step-through's positions (the coin
//! game's and the heaps') and Play's game
//! (who starts, the hint, the takes so far). Bounded like typed input before anything uses it;
//! the game's takes are then replayed through [`CoinMatch::replay`](nimlab_core::games::play::CoinMatch::replay)
//! and the steps checked against the first analysis, and what does not fit is dropped and named.

use serde::{Deserialize, Serialize};

use nimlab_core::games::coin_game::MAX_COINS;
use nimlab_core::games::play::Player;
use nimlab_core::games::view_tree::{Fold, NodePath};

/// The most collapse/expand choices kept: far more than a lesson makes by clicking.
pub const MAX_FOLDS: usize = 1_000;

/// The game-tree tab's progress, as remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedTreeProgress {
    /// The collapse/expand choices by node path, for the game and pile of the inputs (the
    /// step-through counts its steps over the tree they shape).
    pub folds: Vec<(NodePath, Fold)>,
    /// Steps taken in the step-through of the view in the inputs, if it was on.
    pub steps: Option<usize>,
    /// Steps taken in the heaps' step-through, for the start in the heaps' inputs, if it was on
    /// (checked against the recursion of that start when its graph comes).
    pub heap_steps: Option<usize>,
    /// Play: who starts, the hint, the game in progress.
    pub play: SavedPlay,
}

/// Play as remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedPlay {
    /// Who starts a new game.
    pub first: Player,
    /// The Hint box.
    pub hint: bool,
    /// The game in progress, for the game and pile of the inputs.
    pub game: Option<SavedGame>,
}

impl Default for SavedPlay {
    fn default() -> Self {
        Self {
            first: Player::Human,
            hint: false,
            game: None,
        }
    }
}

/// A game against the computer as remembered: its pile and every take, both players' in turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedGame {
    /// Coins at the start.
    pub start: u32,
    /// Every take so far, oldest first; the first is by `SavedPlay::first`.
    pub takes: Vec<u32>,
    /// The replay slider of a finished game.
    pub replay: Option<usize>,
}

impl SavedTreeProgress {
    /// The progress cut to what the tab could have made: at most [`MAX_FOLDS`] folds, paths and
    /// games no longer than the largest pile allows (every take is at least one coin).
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        let longest = MAX_COINS as usize;
        self.folds.truncate(MAX_FOLDS);
        self.folds.retain(|(path, _)| path.len() <= longest);
        if let Some(game) = &mut self.play.game {
            game.takes.truncate(longest);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembered_progress_is_bounded_like_a_lesson() {
        let huge = SavedTreeProgress {
            folds: vec![(vec![1; 5_000], Fold::Expanded); 5_000],
            steps: Some(usize::MAX),
            heap_steps: Some(usize::MAX),
            play: SavedPlay {
                game: Some(SavedGame {
                    start: 7,
                    takes: vec![1; 100_000],
                    replay: None,
                }),
                ..SavedPlay::default()
            },
        }
        .sanitized();
        assert!(huge.folds.is_empty(), "no path is longer than the largest pile");
        let takes = huge.play.game.map(|game| game.takes.len());
        assert_eq!(takes, Some(MAX_COINS as usize));
        let many = SavedTreeProgress {
            folds: vec![(vec![1, 2], Fold::Collapsed); 5_000],
            ..SavedTreeProgress::default()
        };
        assert_eq!(many.sanitized().folds.len(), MAX_FOLDS);
        assert_eq!(
            SavedTreeProgress::default().sanitized(),
            SavedTreeProgress::default()
        );
    }
}
