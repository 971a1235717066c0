//! Where the lesson on the game-tree tab had got to, remembered between runs (and kept in a lesson
//! plan's step) as minimal data and rebuilt through the engines at start: the folds, the
//! step-through's positions (the coin game's and the heaps'), Play's game (who starts, the hint,
//! the takes so far), what classroom mode has revealed and the part of each canvas on show. Bounded like typed input before anything uses it;
//! the game's takes are then replayed through [`CoinMatch::replay`](nimlab_core::games::play::CoinMatch::replay)
//! and the steps checked against the first analysis, and what does not fit is dropped and named.

use serde::{Deserialize, Serialize};

use nimlab_core::games::coin_game::MAX_COINS;
use nimlab_core::games::play::Player;
use nimlab_core::games::positions::Position;
use nimlab_core::games::view_tree::{Fold, NodePath};

use super::heaps::MAX_HEAPS_CHARS;
use crate::tabs::reveals::SavedReveals;
use crate::tabs::saved_camera::SavedCamera;

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
    /// Classroom mode's reveals on the coin game's tree, by node path (for the tree the folds
    /// shape).
    #[serde(skip_serializing_if = "SavedReveals::is_empty")]
    pub revealed: SavedReveals<NodePath>,
    /// Classroom mode's reveals on heaps of a game, by position (for the start in the heaps'
    /// inputs).
    #[serde(skip_serializing_if = "SavedReveals::is_empty")]
    pub heap_revealed: SavedReveals<Position>,
    /// The part of each canvas on show, for those the user or the step-through moved.
    #[serde(skip_serializing_if = "SavedTreeCameras::is_empty")]
    pub cameras: SavedTreeCameras,
}

/// The tab's canvases, each the part on show or none (fitted to its picture).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedTreeCameras {
    /// The coin game's recursive tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<SavedCamera>,
    /// The coin game's DAG (the DP view).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dag: Option<SavedCamera>,
    /// The heaps' recursive tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_tree: Option<SavedCamera>,
    /// The heaps' DAG.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_dag: Option<SavedCamera>,
}

impl SavedTreeCameras {
    /// Every canvas is fitted: nothing to write.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// Each camera checked ([`SavedCamera::sanitized`]): one that is not a part of a picture
    /// is dropped, and its canvas fits its picture.
    #[must_use]
    pub fn sanitized(self) -> Self {
        let check = |camera: Option<SavedCamera>| camera.and_then(SavedCamera::sanitized);
        Self {
            tree: check(self.tree),
            dag: check(self.dag),
            heap_tree: check(self.heap_tree),
            heap_dag: check(self.heap_dag),
        }
    }
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
    /// games no longer than the largest pile allows (every take is at least one coin), reveals
    /// bounded the same way (no more heaps than the heaps' field can type), cameras that are
    /// parts of a picture.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        let longest = MAX_COINS as usize;
        self.folds.truncate(MAX_FOLDS);
        self.folds.retain(|(path, _)| path.len() <= longest);
        if let Some(game) = &mut self.play.game {
            game.takes.truncate(longest);
        }
        self.revealed = self.revealed.sanitized(|path| path.len() <= longest);
        let typed = |position: &Position| position.heaps().len() <= MAX_HEAPS_CHARS;
        self.heap_revealed = self.heap_revealed.sanitized(typed);
        self.cameras = self.cameras.sanitized();
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
            revealed: SavedReveals::new(false, (0..1_500).map(|n| vec![1; 2 * n])),
            heap_revealed: SavedReveals::default(),
            cameras: SavedTreeCameras {
                tree: Some(SavedCamera {
                    centre: (f32::NAN, 1.0),
                    span: (1.0, 1.0),
                }),
                ..SavedTreeCameras::default()
            },
        }
        .sanitized();
        // The first thousand are kept, and of those the paths no longer than the largest pile.
        assert_eq!(huge.revealed.shown.len(), MAX_COINS as usize / 2 + 1);
        assert!(huge.cameras.is_empty(), "a NaN camera is dropped");
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
