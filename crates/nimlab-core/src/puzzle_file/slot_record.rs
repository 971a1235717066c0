//! One slot of a layout as a puzzle file writes it: a digit's segment letters, a sign's stick
//! letters, or a fixed '='.

use serde::{Deserialize, Serialize};

use crate::matchsticks::glyph::{letters, segments};
use crate::matchsticks::layout::Slot;
use crate::matchsticks::symbol::POSITION_LETTERS;

/// One slot as written in a file: a digit's segment letters (`"abcdef"`), a sign's sticks (`"hv"`
/// for +, `"h"` for −, `"hl"` for =, `"bs"` for ×, `"s"` for ÷; see
/// [`symbol`](crate::matchsticks::symbol)), or a fixed equals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotRecord {
    /// A digit slot: the letters of its full segments.
    Digit(String),
    /// A sign slot: `h`, `v`, `l`, `b` and `s` for its sticks.
    Operator(String),
    /// A fixed equals.
    Equals,
}

impl SlotRecord {
    /// A slot as a file writes it.
    pub fn from_slot(slot: Slot) -> Self {
        match slot {
            Slot::Digit(mask) => Self::Digit(letters(mask)),
            Slot::Operator(mask) => Self::Operator(
                POSITION_LETTERS
                    .iter()
                    .enumerate()
                    .filter(|&(bit, _)| mask >> bit & 1 == 1)
                    .map(|(_, &c)| c)
                    .collect(),
            ),
            Slot::Equals => Self::Equals,
        }
    }

    /// The slot a file's entry describes, or what is wrong with it.
    pub fn to_slot(&self) -> Result<Slot, String> {
        match self {
            Self::Digit(text) => segments(text)
                .map(Slot::Digit)
                .ok_or_else(|| format!("'{text}' is not a set of segments a–g")),
            Self::Operator(text) => text
                .chars()
                .try_fold(0, |mask, c| match POSITION_LETTERS.iter().position(|&p| p == c) {
                    Some(bit) => Ok(mask | 1 << bit),
                    None => Err(format!(
                        "'{c}' is not a sign's stick: use h (middle), v (upright), l (lower), \
                         b (\\) or s (/)"
                    )),
                })
                .map(Slot::Operator),
            Self::Equals => Ok(Slot::Equals),
        }
    }
}
