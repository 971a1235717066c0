//! What the user typed and chose on the game-tree tab: persisted as typed, validated on use.

use serde::{Deserialize, Serialize};

use super::heaps::{HeapInputs, TreeGameKind};
use crate::tabs::text_limit::truncate_chars;
use nimlab_core::games::coin_game::{self, InputError};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

/// The three linked views of one game, the growth chart, and playing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeView {
    /// The recursive tree, as naive recursion walks it.
    #[default]
    Recursive,
    /// The DAG and the coin-game article's DP table.
    DynamicProgramming,
    /// The closed formula, or the certified W/L pattern.
    Formula,
    /// Naive calls against DP states as the pile grows.
    Growth,
    /// The game against the computer.
    Play,
}

impl TreeView {
    /// Every view, in the order of their buttons.
    pub const ALL: [Self; 5] = [
        Self::Recursive,
        Self::DynamicProgramming,
        Self::Formula,
        Self::Growth,
        Self::Play,
    ];
}

impl TreeGameKind {
    /// Whether this kind of game has `view`: the coin game has every view; heaps of a game have
    /// their DAG (the DP view) and the Sprague–Grundy formula, the others being drawn from one
    /// pile of coins.
    pub fn offers(self, view: TreeView) -> bool {
        match self {
            Self::Coins => true,
            Self::Heaps => matches!(view, TreeView::DynamicProgramming | TreeView::Formula),
        }
    }
}

/// The tab's inputs, kept as text so a half-typed value survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TreeInputs {
    /// The pile, as typed.
    pub coins: String,
    /// The allowed takes, as typed ("1,2,3").
    pub takes: String,
    /// Misère or normal play.
    pub rule: Rule,
    /// The view on show.
    pub view: TreeView,
    /// Full recursion, or the coin-game article's short-circuit search.
    pub evaluation: Evaluation,
    /// The coin-game article's code shows beside the step-through; false when the user folded it.
    pub show_code: bool,
    /// One pile of coins (the fields above), or heaps of a game.
    pub kind: TreeGameKind,
    /// The heaps of a game, used when `kind` is `Heaps`.
    pub heaps: HeapInputs,
}

/// The longest coins text kept: more digits than any valid pile has, so a too-large number is
/// still typed whole and refused with its reason.
pub const MAX_COINS_CHARS: usize = 12;

/// The longest move-set text kept: every take from 1 to 1000 written out ("1,2,…,1000") fits.
pub const MAX_TAKES_CHARS: usize = 4_000;

/// The pile size the tab opens with: the coin-game article's game at a size whose whole tree fits
/// the window.
pub const DEFAULT_COINS: u32 = 6;

impl Default for TreeInputs {
    fn default() -> Self {
        Self {
            coins: DEFAULT_COINS.to_string(),
            takes: "1,2,3".to_owned(),
            rule: Rule::Misere,
            view: TreeView::Recursive,
            evaluation: Evaluation::Full,
            show_code: true,
            kind: TreeGameKind::Coins,
            heaps: HeapInputs::default(),
        }
    }
}

impl TreeInputs {
    /// The pile, or why the text is not one.
    pub fn coins(&self) -> Result<u32, InputError> {
        coin_game::parse_coins(&self.coins)
    }

    /// The move set, or why the text is not one.
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

    /// The inputs with their texts cut to what the fields accept: a remembered state is bounded
    /// like typed text, so a corrupt or hostile one cannot flood the window at start.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        truncate_chars(&mut self.coins, MAX_COINS_CHARS);
        truncate_chars(&mut self.takes, MAX_TAKES_CHARS);
        self.heaps = self.heaps.sanitized();
        self
    }

    /// The coin-game article's lesson: 13 coins, take 1 to 3, misère.
    pub fn seed_lesson(&mut self) {
        "13".clone_into(&mut self.coins);
        "1,2,3".clone_into(&mut self.takes);
        self.rule = Rule::Misere;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restored_texts_are_bounded_like_typed_ones() {
        let inputs = TreeInputs {
            coins: "9".repeat(100_000),
            takes: "한".repeat(100_000),
            ..TreeInputs::default()
        }
        .sanitized();
        assert_eq!(inputs.coins.chars().count(), MAX_COINS_CHARS);
        assert_eq!(inputs.takes.chars().count(), MAX_TAKES_CHARS);
        let every_take: Vec<String> = (1..=nimlab_core::games::coin_game::MAX_COINS)
            .map(|n| n.to_string())
            .collect();
        assert!(every_take.join(",").len() <= MAX_TAKES_CHARS);
        assert_eq!(TreeInputs::default().sanitized(), TreeInputs::default());
    }
}
