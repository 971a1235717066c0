//! The tree tab's second kind of game: heaps of a game (Nim, an octal game, a take set, powers),
//! typed as the Grundy tab and `nimlab tree --any` take them, and drawn as their DP DAG. The
//! coin game keeps its own inputs; these sit beside them and are read by the same rules.

use serde::{Deserialize, Serialize};

use crate::i18n::Strings;
use crate::work::position_graph::PositionGraphKey;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{GrundyError, parse_spec};
use nimlab_core::games::positions::{HeapSizesError, Limits, PositionsError, cost, parse_heap_sizes};

/// Which game the tab shows: one pile of coins and a take set, or heaps of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeGameKind {
    /// One pile of coins and a take set, with every view of the coin-game article.
    #[default]
    Coins,
    /// Heaps of a game, drawn as the recursion's tree or the DAG of their positions.
    Heaps,
}

/// The longest heaps text kept: a few dozen heaps, far past what the cost check lets through.
pub const MAX_HEAPS_CHARS: usize = 80;

/// The longest game text kept: the longest octal code or take set the Grundy tab's field takes.
pub const MAX_HEAP_GAME_CHARS: usize = 200;

/// What is wrong with the heaps' inputs, before any work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapsInputError {
    /// The sizes as typed are not a list of heaps.
    Sizes(HeapSizesError),
    /// The game as typed names no game.
    Game(GrundyError),
    /// The start would cost more than the limits allow (or its game cannot be played).
    Cost(PositionsError),
}

/// The heaps' inputs as typed, kept as text so a half-typed value survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HeapInputs {
    /// The sizes, as typed ("3,4,5").
    pub sizes: String,
    /// The game of every heap, as typed ("nim", "0.77", "powers 4", "1,3,4").
    pub game: String,
    /// Normal play or misère.
    pub rule: Rule,
}

impl Default for HeapInputs {
    fn default() -> Self {
        Self {
            sizes: "3,4,5".to_owned(),
            game: "nim".to_owned(),
            rule: Rule::Normal,
        }
    }
}

impl HeapsInputError {
    /// What is wrong, in the language of `strings`.
    pub fn said(&self, strings: &Strings) -> String {
        match self {
            Self::Sizes(error) => strings.heap_sizes_error(error),
            Self::Game(error) => strings.grundy_error(error),
            Self::Cost(error) => strings.positions_error(error),
        }
    }
}

impl HeapInputs {
    /// The start to build, or the first thing wrong with the inputs: the sizes, the game, then
    /// what the start would cost, so a hostile start is refused before any work.
    pub fn key(&self) -> Result<PositionGraphKey, HeapsInputError> {
        let sizes = parse_heap_sizes(&self.sizes).map_err(HeapsInputError::Sizes)?;
        let game = parse_spec(&self.game).map_err(HeapsInputError::Game)?;
        let start: Vec<_> = sizes.into_iter().map(|size| (game.clone(), size)).collect();
        game.check_rule(self.rule).map_err(HeapsInputError::Game)?;
        Limits::default()
            .check(cost(&start))
            .map_err(HeapsInputError::Cost)?;
        Ok(PositionGraphKey {
            start,
            rule: self.rule,
        })
    }

    /// The inputs with their texts cut to what the fields accept.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        crate::tabs::text_limit::truncate_chars(&mut self.sizes, MAX_HEAPS_CHARS);
        crate::tabs::text_limit::truncate_chars(&mut self.game, MAX_HEAP_GAME_CHARS);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::grundy::HeapGame;

    fn inputs(sizes: &str, game: &str) -> HeapInputs {
        HeapInputs {
            sizes: sizes.to_owned(),
            game: game.to_owned(),
            rule: Rule::Normal,
        }
    }

    #[test]
    fn nim_3_4_5_is_three_heaps_of_nim() {
        let key = inputs("3,4,5", "Nim").key().expect("valid");
        assert_eq!(
            key.start,
            vec![(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)]
        );
        assert_eq!(key.rule, Rule::Normal);
    }

    #[test]
    fn slips_and_costly_starts_are_refused_before_work() {
        assert!(matches!(
            inputs("3,,5", "nim").key(),
            Err(HeapsInputError::Sizes(_))
        ));
        assert!(matches!(
            inputs("3,4", "chess").key(),
            Err(HeapsInputError::Game(_))
        ));
        assert!(matches!(
            inputs("1000,1000", "nim").key(),
            Err(HeapsInputError::Cost(PositionsError::TooManyPositions { .. }))
        ));
    }

    #[test]
    fn a_state_saved_before_heaps_existed_loads_on_the_coin_game() {
        let old: crate::tabs::tree::inputs::TreeInputs =
            ron::from_str(r#"(coins: "7", takes: "1,2", rule: Normal)"#).expect("an old state loads");
        assert_eq!(old.coins, "7");
        assert_eq!(old.kind, TreeGameKind::Coins);
        assert_eq!(old.heaps, HeapInputs::default());
    }

    #[test]
    fn restored_texts_are_bounded() {
        let long = inputs(&"9".repeat(10_000), &"한".repeat(10_000)).sanitized();
        assert_eq!(long.sizes.chars().count(), MAX_HEAPS_CHARS);
        assert_eq!(long.game.chars().count(), MAX_HEAP_GAME_CHARS);
    }
}
