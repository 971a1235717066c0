//! Each tab's model, apart from its window: what is typed and chosen, the documents and
//! sessions, and what is remembered between runs. The window's tabs (`nimlab`'s `ui`) draw these
//! and feed them input; the shell saves and restores them.

pub mod grundy;
pub mod matchsticks;
pub mod reveals;
pub mod saved_camera;
pub mod text_limit;
pub mod tree;

use serde::{Deserialize, Serialize};

/// The tabs of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    /// The coin game's tree, DP table, formula, growth and play.
    #[default]
    GameTree,
    /// Grundy values of heap games and their sums.
    Grundy,
    /// Matchstick puzzles.
    Matchsticks,
}

impl Tab {
    /// Every tab, in the tab bar's order.
    pub const ALL: [Self; 3] = [Self::GameTree, Self::Grundy, Self::Matchsticks];
}
