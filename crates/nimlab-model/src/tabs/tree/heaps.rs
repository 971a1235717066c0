//! The tree tab's second kind of game: heaps of a game (Nim, an octal game, a take set, powers),
//! or a sum of heaps of different games, typed as the Grundy tab and `nimlab tree` take them
//! (`3,4,5` of one game, or `nim:3 + 0.77:5` as `--heap GAME:SIZE` reads each heap), and drawn
//! as their DP DAG. The coin game keeps its own inputs; these sit beside them and are read by
//! the same rules.

use serde::{Deserialize, Serialize};

use crate::i18n::Strings;
use crate::work::position_graph::PositionGraphKey;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{GrundyError, HeapGame, parse_spec};
use nimlab_core::games::positions::{
    GameHeapError, HeapSizesError, Limits, PositionsError, cost, names_games, parse_game_heaps,
    parse_heap_sizes,
};

/// Which game the tab shows: one pile of coins and a take set, or heaps of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeGameKind {
    /// One pile of coins and a take set, with every view of the coin-game article.
    #[default]
    Coins,
    /// Heaps of a game, drawn as the recursion's tree or the DAG of their positions.
    Heaps,
}

/// The longest heaps text kept: a sum of a dozen heaps of different games, each with a take set
/// of its own, still fits; far more heaps than the cost check lets through.
pub const MAX_HEAPS_CHARS: usize = 300;

/// The longest game text kept: the longest octal code or take set the Grundy tab's field takes.
pub const MAX_HEAP_GAME_CHARS: usize = 200;

/// What is wrong with the heaps' inputs, before any work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapsInputError {
    /// The sizes as typed are not a list of heaps.
    Sizes(HeapSizesError),
    /// The heaps, typed with their games, are not a sum of heaps of games.
    Heaps(GameHeapError),
    /// The game as typed names no game.
    Game(GrundyError),
    /// The start would cost more than the limits allow (or its game cannot be played).
    Cost(PositionsError),
}

/// The heaps' inputs as typed, kept as text so a half-typed value survives a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HeapInputs {
    /// The sizes, as typed ("3,4,5"), or the heaps with their games ("nim:3 + 0.77:5").
    pub sizes: String,
    /// The game of every heap, as typed ("nim", "0.77", "powers 4", "1,3,4"); unused when the
    /// heaps name their own games.
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
            Self::Heaps(error) => strings.game_heap_error(error),
            Self::Game(error) => strings.grundy_error(error),
            Self::Cost(error) => strings.positions_error(error),
        }
    }
}

impl HeapInputs {
    /// The start to build, or the first thing wrong with the inputs: the sizes, the game, then
    /// what the start would cost, so a hostile start is refused before any work.
    pub fn key(&self) -> Result<PositionGraphKey, HeapsInputError> {
        let start = self.start()?;
        for (game, _) in &start {
            game.check_rule(self.rule).map_err(HeapsInputError::Game)?;
        }
        Limits::default()
            .check(cost(&start))
            .map_err(HeapsInputError::Cost)?;
        Ok(PositionGraphKey {
            start,
            rule: self.rule,
        })
    }

    /// The heaps in the order typed, each with its game: the sizes of the one game, or a sum of
    /// heaps that name their games.
    pub fn start(&self) -> Result<Vec<(HeapGame, u32)>, HeapsInputError> {
        if self.names_games() {
            return parse_game_heaps(&self.sizes).map_err(HeapsInputError::Heaps);
        }
        let sizes = parse_heap_sizes(&self.sizes).map_err(HeapsInputError::Sizes)?;
        let game = parse_spec(&self.game).map_err(HeapsInputError::Game)?;
        Ok(sizes.into_iter().map(|size| (game.clone(), size)).collect())
    }

    /// The heaps name their own games, so the game field has no say.
    pub fn names_games(&self) -> bool {
        names_games(&self.sizes)
    }

    /// The inputs of a sum whose heaps' games are typed in `heaps` (as the Grundy tab's sum
    /// builder holds them): sizes of one game when they share it, else each heap as `GAME:SIZE`.
    pub fn of_sum<'a>(heaps: impl IntoIterator<Item = (&'a str, u32)>, rule: Rule) -> Self {
        let heaps: Vec<(&str, u32)> = heaps
            .into_iter()
            .map(|(game, size)| (game.trim(), size))
            .collect();
        let one_game = heaps
            .first()
            .map(|&(game, _)| game)
            .filter(|&first| heaps.iter().all(|&(game, _)| game.eq_ignore_ascii_case(first)));
        let (sizes, game) = if let Some(game) = one_game {
            let sizes: Vec<String> = heaps.iter().map(|(_, size)| size.to_string()).collect();
            (sizes.join(","), game.to_owned())
        } else {
            let typed: Vec<String> = heaps
                .iter()
                .map(|(game, size)| format!("{game}:{size}"))
                .collect();
            (typed.join(" + "), Self::default().game)
        };
        Self { sizes, game, rule }.sanitized()
    }

    /// One heap of `size` of `game` under `rule`: the DAG of a single heap holds every smaller
    /// heap, so it shows the game's first values too.
    pub fn of_game(game: &HeapGame, size: u32, rule: Rule) -> Self {
        Self {
            sizes: size.to_string(),
            game: spec_text(game),
            rule,
        }
    }

    /// The inputs with their texts cut to what the fields accept.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        crate::tabs::text_limit::truncate_chars(&mut self.sizes, MAX_HEAPS_CHARS);
        crate::tabs::text_limit::truncate_chars(&mut self.game, MAX_HEAP_GAME_CHARS);
        self
    }
}

/// `game` typed as the heaps' field and `--heap` read it back: `nim`, `powers 4`, `0.77`,
/// `1,3,4`.
pub fn spec_text(game: &HeapGame) -> String {
    match game {
        HeapGame::Nim => "nim".to_owned(),
        HeapGame::Powers(base) => format!("powers {base}"),
        HeapGame::Octal(code) => code.to_string(),
        HeapGame::Subtraction(set) => set.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_sum_of_different_games_is_read_by_the_command_lines_rule() {
        let sum = inputs("nim:3 + 0.77:5 + 1,3,4:2", "this field has no say");
        assert!(sum.names_games());
        let start = sum.key().expect("valid").start;
        let kayles = nimlab_core::games::grundy::parse_octal("0.77").expect("octal");
        let takes = nimlab_core::games::grundy::parse_subtraction("1,3,4").expect("take set");
        assert_eq!(start, vec![(HeapGame::Nim, 3), (kayles, 5), (takes, 2)]);
        assert!(matches!(
            inputs("nim:3, 4", "nim").key(),
            Err(HeapsInputError::Heaps(GameHeapError::NotGameSize(_)))
        ));
        assert!(matches!(
            inputs("nim:900 + nim:900", "nim").key(),
            Err(HeapsInputError::Cost(_))
        ));
    }

    #[test]
    fn a_sum_builders_heaps_become_inputs_that_read_back_as_the_same_heaps() {
        let same = HeapInputs::of_sum([("nim", 3), ("Nim ", 4)], Rule::Misere);
        assert_eq!(
            (same.sizes.as_str(), same.game.as_str(), same.rule),
            ("3,4", "nim", Rule::Misere)
        );
        let mixed = HeapInputs::of_sum([("nim", 3), ("1,3,4", 6)], Rule::Normal);
        assert_eq!(mixed.sizes, "nim:3 + 1,3,4:6");
        let takes = nimlab_core::games::grundy::parse_subtraction("1,3,4").expect("take set");
        assert_eq!(mixed.start(), Ok(vec![(HeapGame::Nim, 3), (takes, 6)]));
    }

    #[test]
    fn every_kind_of_game_is_typed_back_as_itself() {
        for typed in ["nim", "powers 4", "0.77", "0.137", "1,3,4", "2"] {
            let game = parse_spec(typed).expect("a game");
            assert_eq!(parse_spec(&spec_text(&game)), Ok(game.clone()), "{typed}");
            let one = HeapInputs::of_game(&game, 7, Rule::Normal);
            assert_eq!(one.start(), Ok(vec![(game, 7)]), "{typed}");
        }
    }

    #[test]
    fn restored_texts_are_bounded() {
        let long = inputs(&"9".repeat(10_000), &"한".repeat(10_000)).sanitized();
        assert_eq!(long.sizes.chars().count(), MAX_HEAPS_CHARS);
        assert_eq!(long.game.chars().count(), MAX_HEAP_GAME_CHARS);
    }
}
