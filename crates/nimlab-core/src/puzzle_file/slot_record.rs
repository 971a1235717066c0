//! One slot of a layout as a puzzle file writes it: a digit's segment letters, a sign's stick
//! letters, a fixed '=', or a Roman letter slot's stick letters (format 3).

use serde::{Deserialize, Serialize};

use crate::matchsticks::glyph::{Segments, letters, segments};
use crate::matchsticks::layout::Slot;
use crate::matchsticks::{letter, symbol};

/// One slot as written in a file: a digit's segment letters (`"abcdef"`), a sign's sticks (`"hv"`
/// for +, `"h"` for −, `"hl"` for =, `"bs"` for ×, `"s"` for ÷; see
/// [`symbol`](crate::matchsticks::symbol)), a fixed equals, or a Roman letter's sticks (`"u"` for
/// I, `"pq"` for V, `"bs"` for X, `"uf"` for L, `"uft"` for C, `""` for a blank; see
/// [`letter`](crate::matchsticks::letter)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotRecord {
    /// A digit slot: the letters of its full segments.
    Digit(String),
    /// A sign slot: `h`, `v`, `l`, `b` and `s` for its sticks.
    Operator(String),
    /// A fixed equals.
    Equals,
    /// A Roman letter slot: `u`, `f`, `t`, `p`, `q`, `b` and `s` for its sticks.
    Letter(String),
}

/// The names of the positions set in `mask`, in bit order.
fn named(mask: Segments, names: &[char]) -> String {
    names
        .iter()
        .enumerate()
        .filter(|&(bit, _)| mask >> bit & 1 == 1)
        .map(|(_, &c)| c)
        .collect()
}

/// The positions `text` names, or which name is none of `names`.
fn positions(text: &str, names: &[char]) -> Result<Segments, char> {
    text.chars()
        .try_fold(0, |mask, c| match names.iter().position(|&p| p == c) {
            Some(bit) => Ok(mask | 1 << bit),
            None => Err(c),
        })
}

impl SlotRecord {
    /// A slot as a file writes it.
    pub fn from_slot(slot: Slot) -> Self {
        match slot {
            Slot::Digit(mask) => Self::Digit(letters(mask)),
            Slot::Operator(mask) => Self::Operator(named(mask, &symbol::POSITION_LETTERS)),
            Slot::Equals => Self::Equals,
            Slot::Letter(mask) => Self::Letter(named(mask, &letter::POSITION_LETTERS)),
        }
    }

    /// The slot a file's entry describes, or what is wrong with it.
    pub fn to_slot(&self) -> Result<Slot, String> {
        match self {
            Self::Digit(text) => segments(text)
                .map(Slot::Digit)
                .ok_or_else(|| format!("'{text}' is not a set of segments a–g")),
            Self::Operator(text) => positions(text, &symbol::POSITION_LETTERS)
                .map(Slot::Operator)
                .map_err(|c| {
                    format!(
                        "'{c}' is not a sign's stick: use h (middle), v (upright), l (lower), \
                         b (\\) or s (/)"
                    )
                }),
            Self::Equals => Ok(Slot::Equals),
            Self::Letter(text) => positions(text, &letter::POSITION_LETTERS)
                .map(Slot::Letter)
                .map_err(|c| {
                    format!(
                        "'{c}' is not a letter's stick: use u (upright), f (foot), t (top), \
                         p and q (V's strokes), b (\\) or s (/)"
                    )
                }),
        }
    }
}
