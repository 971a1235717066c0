//! What the user typed and chose on the game-tree tab: persisted as typed, validated on use.

use serde::{Deserialize, Serialize};

use crate::games::coin_game::{self, InputError};
use crate::games::recursive::Evaluation;
use crate::games::{CoinGame, MoveSet, Rule};

/// The three linked views of one game, the growth chart, and playing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeView {
    #[default]
    Recursive,
    DynamicProgramming,
    Formula,
    Growth,
    Play,
}

/// The tab's inputs, kept as text so a half-typed value survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TreeInputs {
    pub coins: String,
    pub takes: String,
    pub rule: Rule,
    pub view: TreeView,
    pub evaluation: Evaluation,
}

/// The pile size the tab opens with: seed 000's game at a size whose whole tree fits the window.
pub const DEFAULT_COINS: u32 = 6;

impl Default for TreeInputs {
    fn default() -> Self {
        Self {
            coins: DEFAULT_COINS.to_string(),
            takes: "1,2,3".to_owned(),
            rule: Rule::Misere,
            view: TreeView::Recursive,
            evaluation: Evaluation::Full,
        }
    }
}

impl TreeInputs {
    pub fn coins(&self) -> Result<u32, InputError> {
        coin_game::parse_coins(&self.coins)
    }

    pub fn moves(&self) -> Result<MoveSet, InputError> {
        MoveSet::parse(&self.takes)
    }

    /// The game and pile size, when both inputs are valid.
    pub fn game(&self) -> Option<(CoinGame, u32)> {
        let game = CoinGame {
            moves: self.moves().ok()?,
            rule: self.rule,
        };
        Some((game, self.coins().ok()?))
    }

    /// Seed 000's lesson: 13 coins, take 1 to 3, misère.
    pub fn seed_lesson(&mut self) {
        "13".clone_into(&mut self.coins);
        "1,2,3".clone_into(&mut self.takes);
        self.rule = Rule::Misere;
    }
}
