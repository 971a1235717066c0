//! What the user typed on the Grundy tab: the game, the rule, how many values, and the heaps of
//! the sum builder. Persisted as typed; validated on use.

use serde::{Deserialize, Serialize};

use crate::games::Rule;
use crate::games::grundy::{self, GrundyError, HeapGame};

/// How the game is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameKind {
    /// A finite set of takes.
    #[default]
    Takes,
    /// Take 1 to k.
    OneToK,
    /// Take 1, b, b², ….
    Powers,
    /// Take any number.
    Nim,
    /// An octal code.
    Octal,
}

impl GameKind {
    pub const ALL: [Self; 5] = [Self::Takes, Self::OneToK, Self::Powers, Self::Nim, Self::Octal];
}

/// One heap of the sum builder: a game typed as in [`grundy::parse_spec`] and a size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HeapInput {
    pub game: String,
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GrundyInputs {
    pub kind: GameKind,
    pub takes: String,
    pub k: String,
    pub base: String,
    pub octal: String,
    pub rule: Rule,
    pub count: String,
    pub heaps: Vec<HeapInput>,
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
    pub max: usize,
}

impl GrundyInputs {
    /// The game chosen, checked against the rule.
    pub fn game(&self) -> Result<HeapGame, GrundyError> {
        let game = match self.kind {
            GameKind::Takes => grundy::parse_subtraction(&self.takes)?,
            GameKind::OneToK => {
                let k = crate::games::coin_game::parse_coins(&self.k)?;
                HeapGame::Subtraction(crate::games::MoveSet::one_to(k)?)
            }
            GameKind::Powers => HeapGame::Powers(crate::games::coin_game::parse_coins(&self.base)?),
            GameKind::Nim => HeapGame::Nim,
            GameKind::Octal => grundy::parse_octal(&self.octal)?,
        };
        game.check_rule(self.rule)?;
        Ok(game)
    }

    /// How many values to list, within what the game allows.
    pub fn count(&self, game: Option<&HeapGame>) -> Result<usize, CountError> {
        let max = game.map_or(MAX_TAB_COUNT, |game| game.max_count().min(MAX_TAB_COUNT));
        match self.count.trim().parse::<usize>() {
            Ok(count) if (1..=max).contains(&count) => Ok(count),
            _ => Err(CountError { max }),
        }
    }
}
