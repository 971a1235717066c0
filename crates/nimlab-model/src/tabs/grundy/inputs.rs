//! What the user typed on the Grundy tab: the game, the rule, how many values, and the heaps of
//! the sum builder. Persisted as typed; validated on use.

use serde::{Deserialize, Serialize};

use crate::tabs::text_limit::truncate_chars;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{self, GrundyError, HeapGame};

use super::game_kind::GameKind;

/// One heap of the sum builder: a game typed as in [`grundy::parse_spec`] and a size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HeapInput {
    /// The game as typed.
    pub game: String,
    /// Tokens on the heap.
    pub size: u32,
}

impl Default for HeapInput {
    fn default() -> Self {
        Self {
            game: "nim".to_owned(),
            size: 1,
        }
    }
}

/// The most values the tab lists (the command line goes further).
pub const MAX_TAB_COUNT: usize = 1_000_000;

/// The longest text a field of the tab takes: every take from 1 to 1000 written out ("1,2,…,1000")
/// fits, and parsing it every frame costs nothing.
pub const MAX_FIELD_CHARS: usize = 4_000;

/// The largest heap the sum builder offers: its table of values is computed on the UI thread
/// (at most about a million options looked at for an octal game that splits heaps), and Nim
/// heaps of this size give the game against the computer this many buttons at most.
pub const MAX_SIZE: u32 = 1000;

/// The most heaps the builder adds (a game that splits heaps may make more).
pub const MAX_HEAPS: usize = 12;

/// Everything typed and chosen on the Grundy tab, remembered between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GrundyInputs {
    /// How the game is chosen.
    pub kind: GameKind,
    /// The move set, for [`GameKind::Takes`].
    pub takes: String,
    /// The k of take 1 to k.
    pub k: String,
    /// The b of powers of b.
    pub base: String,
    /// The octal code.
    pub octal: String,
    /// Normal play or misère for the values.
    pub rule: Rule,
    /// How many values to list.
    pub count: String,
    /// The sum builder's heaps.
    pub heaps: Vec<HeapInput>,
    /// The sum's rule: normal, or misère Nim.
    pub sum_rule: Rule,
    /// The heap whose mex is worked out.
    pub selected: Option<u32>,
}

impl Default for GrundyInputs {
    fn default() -> Self {
        Self {
            kind: GameKind::Takes,
            takes: "1,3,4".to_owned(),
            k: "3".to_owned(),
            base: "4".to_owned(),
            octal: "0.77".to_owned(),
            rule: Rule::Normal,
            count: "40".to_owned(),
            heaps: [3, 4, 5]
                .map(|size| HeapInput {
                    game: "nim".to_owned(),
                    size,
                })
                .to_vec(),
            sum_rule: Rule::Normal,
            selected: None,
        }
    }
}

/// What is wrong with the count field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountError {
    /// The most values this game may list.
    pub max: usize,
}

impl GrundyInputs {
    /// The inputs as the tab's own fields could have made them: text fields cut to
    /// [`MAX_FIELD_CHARS`], at most [`MAX_HEAPS`] heaps of at most [`MAX_SIZE`] tokens. Restored
    /// state goes through this, so a hand-edited or older state cannot make the tab freeze.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        for text in [
            &mut self.takes,
            &mut self.k,
            &mut self.base,
            &mut self.octal,
            &mut self.count,
        ] {
            truncate_chars(text, MAX_FIELD_CHARS);
        }
        self.heaps.truncate(MAX_HEAPS);
        for heap in &mut self.heaps {
            truncate_chars(&mut heap.game, MAX_FIELD_CHARS);
            heap.size = heap.size.min(MAX_SIZE);
        }
        self
    }

    /// The game chosen, checked against the rule.
    pub fn game(&self) -> Result<HeapGame, GrundyError> {
        let game = match self.kind {
            GameKind::Takes => grundy::parse_subtraction(&self.takes)?,
            GameKind::OneToK => {
                let k = nimlab_core::games::coin_game::parse_coins(&self.k)?;
                HeapGame::Subtraction(nimlab_core::games::MoveSet::one_to(k)?)
            }
            GameKind::Powers => HeapGame::Powers(nimlab_core::games::coin_game::parse_coins(&self.base)?),
            GameKind::Nim => HeapGame::Nim,
            GameKind::Octal => grundy::parse_octal(&self.octal)?,
        };
        game.check_rule(self.rule)?;
        Ok(game)
    }

    /// How many values to list, within what the game allows.
    pub fn count(&self, game: Option<&HeapGame>) -> Result<usize, CountError> {
        let max = game.map_or(MAX_TAB_COUNT, |game| {
            game.table_limit(self.rule).min(MAX_TAB_COUNT)
        });
        match self.count.trim().parse::<usize>() {
            Ok(count) if (1..=max).contains(&count) => Ok(count),
            _ => Err(CountError { max }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validated_cuts_by_characters_and_keeps_what_fits() {
        let inputs = GrundyInputs {
            takes: "가".repeat(MAX_FIELD_CHARS + 100),
            count: "40".to_owned(),
            heaps: vec![
                HeapInput {
                    game: "0.77".to_owned(),
                    size: u32::MAX,
                };
                20
            ],
            ..GrundyInputs::default()
        }
        .sanitized();
        assert_eq!(
            inputs.takes.chars().count(),
            MAX_FIELD_CHARS,
            "no panic mid-character"
        );
        assert_eq!(inputs.count, "40", "valid text is kept as typed");
        assert_eq!(inputs.heaps.len(), MAX_HEAPS);
        assert!(
            inputs
                .heaps
                .iter()
                .all(|heap| heap.size == MAX_SIZE && heap.game == "0.77")
        );
        assert_eq!(
            GrundyInputs::default().sanitized(),
            GrundyInputs::default(),
            "the defaults are within every limit"
        );
    }
}
