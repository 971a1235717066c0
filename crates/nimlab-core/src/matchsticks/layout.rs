//! A matchstick layout: a row of slots (digits, signs, fixed '='s), the equation it reads as, and
//! whether that equation is true.
//!
//! A digit slot has seven stick positions (a–g), a sign slot five (see `symbol.rs`: +, −, =, ×
//! and ÷ are drawn with them), and a fixed '=' slot's two sticks never move. A Roman equation's
//! numbers are runs of letter slots (seven positions each, see `letter.rs`), some of them blank:
//! a number reads its letters left to right, skipping blanks, by the rules of `numeral.rs`. When a puzzle's
//! rules let the '=' move, its slots become sign slots holding '=' ([`Layout::for_rules`]).
//! Equations evaluate exactly (big integers past i128), × and ÷ before + and − (`evaluate.rs`).

use serde::{Deserialize, Serialize};

pub use super::evaluate::{evaluate, is_true_equation};
use super::glyph::{self, Segments, Variants};
use super::{letter, numeral, symbol};

/// Bit of the horizontal stick of an operator slot.
pub const HORIZONTAL: Segments = symbol::MIDDLE;
/// Bit of the vertical stick of an operator slot.
pub const VERTICAL: Segments = symbol::UPRIGHT;

/// One position of the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// A 7-segment digit: which of a–g hold a stick.
    Digit(Segments),
    /// A sign (+, −, ×, ÷, or an '=' that may move): which of its five positions hold a stick.
    Operator(Segments),
    /// A fixed '=' (the matchstick paper's).
    Equals,
    /// A Roman letter (I, V, X, L, C) or a blank: which of its seven positions hold a stick.
    Letter(Segments),
}

impl Slot {
    /// How many movable stick positions the slot has.
    pub fn positions(self) -> u32 {
        match self {
            Self::Digit(_) => 7,
            Self::Operator(_) => symbol::SIGN_POSITIONS,
            Self::Equals => 0,
            Self::Letter(_) => letter::LETTER_POSITIONS,
        }
    }

    /// Part of a number: a digit or a letter slot (blank or not).
    pub fn is_number_part(self) -> bool {
        matches!(self, Self::Digit(_) | Self::Letter(_))
    }

    /// A letter slot with no stick, which reads as nothing and is skipped.
    pub fn is_blank(self) -> bool {
        matches!(self, Self::Letter(sticks) if letter::is_blank(sticks))
    }

    /// The sticks in the slot's movable positions.
    pub fn sticks(self) -> Segments {
        match self {
            Self::Digit(mask) | Self::Operator(mask) | Self::Letter(mask) => mask,
            Self::Equals => 0,
        }
    }

    /// The same kind of slot holding `sticks`.
    #[must_use]
    pub fn with_sticks(self, sticks: Segments) -> Self {
        match self {
            Self::Digit(_) => Self::Digit(sticks),
            Self::Operator(_) => Self::Operator(sticks),
            Self::Equals => Self::Equals,
            Self::Letter(_) => Self::Letter(sticks),
        }
    }

    /// The symbol the slot reads as, if any.
    pub fn symbol(self, variants: Variants) -> Option<char> {
        match self {
            Self::Digit(mask) => variants.digit(mask).map(|d| char::from(b'0' + d)),
            Self::Operator(mask) => symbol::sign(mask),
            Self::Equals => Some('='),
            Self::Letter(mask) => letter::letter(mask),
        }
    }
}

/// The rules a puzzle plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// The glyph variants allowed (6 without top, 7 with f, 9 without bottom).
    pub variants: Variants,
    /// Numbers such as `09` are allowed (the matchstick paper reads them as 9).
    pub leading_zeros: bool,
    // The two rules below (both off is the matchstick paper's puzzle).
    /// A sign slot may show × and ÷ (off: + and − only, as in the matchstick paper).
    pub times_divide: bool,
    /// The '=' is made of sticks that may move, and a sign slot may become '=' (off: every '='
    /// stays where it is, as in the matchstick paper). Answers then have one '=' or more, every
    /// side equal.
    pub movable_equals: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            variants: Variants::default(),
            leading_zeros: true,
            times_divide: false,
            movable_equals: false,
        }
    }
}

impl Rules {
    /// The rules the puzzle `layout` is played by: these, with × and ÷ allowed if it shows
    /// either (a puzzle typed with them is read by rules that know them; several '=' need no
    /// rule, they make a chain). The one place this is decided: the solver, the matchstick paper's
    /// search, puzzle records and the editor apply it themselves, so no caller has to remember it.
    #[must_use]
    pub fn for_layout(self, layout: &Layout) -> Self {
        let shows = |s: &Slot| matches!(s, Slot::Operator(m) if *m == symbol::TIMES || *m == symbol::DIVIDE);
        Self {
            times_divide: self.times_divide || layout.slots.iter().any(shows),
            ..self
        }
    }

    /// Whether a sign slot may show `sign` under these rules.
    pub fn allows(self, sign: char) -> bool {
        match sign {
            '×' | '÷' => self.times_divide,
            _ => true,
        }
    }
}

/// What is wrong with an equation's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A character that is not a digit, a sign or '='.
    #[error("'{0}' cannot be made of matchsticks: use digits, +, -, × (or *), ÷ (or /) and =")]
    UnknownCharacter(char),
    /// No '=' at all.
    #[error("an equation needs an '='")]
    NoEquals,
    /// A sign or '=' with no number on one side (e.g. "3+=4", "=4").
    #[error("every sign and '=' needs a number on both sides")]
    MissingNumber,
    /// Digits and Roman letters in one equation.
    #[error("an equation is written in digits or in Roman letters (I, V, X, L, C), not both")]
    MixedNumerals,
    /// More slots than any tool of nimlab takes.
    #[error("{slots} symbols is too long: an equation may have at most {max}")]
    TooLong {
        /// How many symbols the text has as typed (a Roman text's blank letter slots, laid out
        /// for its numbers to grow into, are not the person's and are not counted).
        slots: usize,
        /// The most it may have: [`MAX_SLOTS`], or for a Roman text, how many of its first
        /// symbols fit once laid out with their blanks.
        max: usize,
    },
}

/// The most slots a layout may have: twice the longest equation we ask the solver to answer
/// in about a second (100 slots at 3 moves), and what the canvas still draws within a frame. The
/// solver, typing, files and remembered state all take this one limit, so a pasted novel is
/// refused in one place, before anything is built from it.
pub const MAX_SLOTS: usize = 200;

/// A row of slots.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Layout {
    /// The slots, left to right.
    pub slots: Vec<Slot>,
}

impl Layout {
    /// Lays out an equation such as `0+3=09` with standard glyphs: '−' and '-' mean minus, '*',
    /// 'x' and '×' times, '/' and '÷' divided by; each '=' is a fixed one (see
    /// [`Layout::for_rules`]), and several make a chain whose sides are all equal.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let layout = Self::parse_row(text)?;
        layout.check_shape()?;
        Ok(layout)
    }

    /// [`Layout::parse`] without asking for an '=' (see [`Layout::check_for`]).
    pub fn parse_row(text: &str) -> Result<Self, ParseError> {
        // Counted before anything is built, so a huge paste costs nothing.
        let symbols = text.chars().filter(|c| !c.is_whitespace()).count();
        if symbols > MAX_SLOTS {
            return Err(ParseError::TooLong {
                slots: symbols,
                max: MAX_SLOTS,
            });
        }
        let slots = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| match c {
                '0'..='9' => Ok(Slot::Digit(glyph::STANDARD[(c as u8 - b'0') as usize])),
                '=' => Ok(Slot::Equals),
                other => symbol::typed(other)
                    .map(Slot::Operator)
                    .ok_or(ParseError::UnknownCharacter(other)),
            })
            .collect::<Result<Vec<Slot>, ParseError>>()?;
        let layout = Self { slots };
        layout.check_row()?;
        Ok(layout)
    }

    /// Checks the row has the shape of an equation: numbers separated by signs, an '='.
    pub fn check_shape(&self) -> Result<(), ParseError> {
        self.check_row()?;
        if self.equals_count() == 0 {
            return Err(ParseError::NoEquals);
        }
        Ok(())
    }

    /// Checks the row is a puzzle under `rules`: numbers separated by signs, with an '=' unless
    /// the '=' may move (then a sign may become one: `1+2-3`, one stick added, is `1+2=3`).
    pub fn check_for(&self, rules: Rules) -> Result<(), ParseError> {
        if rules.movable_equals {
            self.check_row()
        } else {
            self.check_shape()
        }
    }

    /// How many slots read as '=' (fixed or made of sticks).
    pub fn equals_count(&self) -> usize {
        let is_equals = |s: &&Slot| matches!(**s, Slot::Equals | Slot::Operator(symbol::EQUALS));
        self.slots.iter().filter(is_equals).count()
    }

    /// The layout as `rules` read it: with a movable '=', every fixed '=' becomes a sign slot
    /// holding '=' (its two sticks may move); with a fixed one, every sign slot showing '=' becomes
    /// a fixed '='.
    #[must_use]
    pub fn for_rules(&self, rules: Rules) -> Self {
        let slots = self.slots.iter().map(|&slot| match slot {
            Slot::Equals if rules.movable_equals => Slot::Operator(symbol::EQUALS),
            Slot::Operator(symbol::EQUALS) if !rules.movable_equals => Slot::Equals,
            other => other,
        });
        Self {
            slots: slots.collect(),
        }
    }

    /// Checks the row is numbers separated by signs (an '=' may be missing), within the limit.
    pub fn check_row(&self) -> Result<(), ParseError> {
        if self.slots.len() > MAX_SLOTS {
            return Err(ParseError::TooLong {
                slots: self.slots.len(),
                max: MAX_SLOTS,
            });
        }
        // Every sign must sit between two numbers' slots.
        let is_number = |i: usize| self.slots.get(i).is_some_and(|s| s.is_number_part());
        let separated = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.is_number_part())
            .all(|(i, _)| i > 0 && is_number(i - 1) && is_number(i + 1));
        if !separated {
            return Err(ParseError::MissingNumber);
        }
        let has = |roman: bool| {
            let kind = |s: &Slot| {
                if roman {
                    matches!(s, Slot::Letter(_))
                } else {
                    matches!(s, Slot::Digit(_))
                }
            };
            self.slots.iter().any(kind)
        };
        if has(true) && has(false) {
            return Err(ParseError::MixedNumerals);
        }
        Ok(())
    }

    /// The text the layout reads as, with '?' for each slot that reads as nothing (a blank
    /// letter slot is skipped).
    pub fn text(&self, variants: Variants) -> String {
        self.slots
            .iter()
            .filter(|slot| !slot.is_blank())
            .map(|slot| slot.symbol(variants).unwrap_or('?'))
            .collect()
    }

    /// The equation the layout reads as (blank letter slots skipped), or the index of the first
    /// slot that reads as nothing.
    pub fn read(&self, variants: Variants) -> Result<String, usize> {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, slot)| !slot.is_blank())
            .map(|(i, slot)| slot.symbol(variants).ok_or(i))
            .collect()
    }

    /// Whether the layout's numbers are Roman (letter slots).
    pub fn is_roman(&self) -> bool {
        self.slots.iter().any(|s| matches!(s, Slot::Letter(_)))
    }

    /// Every slot reads as a symbol the rules allow and every side evaluates to the same integer.
    /// With a fixed '=', a sign slot made into '=' is not allowed.
    pub fn is_true(&self, rules: Rules) -> bool {
        let sign_made_equals = |s: &Slot| *s == Slot::Operator(symbol::EQUALS);
        if !rules.movable_equals && self.slots.iter().any(sign_made_equals) {
            return false;
        }
        if self.is_roman() {
            return self
                .read(rules.variants)
                .is_ok_and(|text| numeral::is_true(&text));
        }
        self.read(rules.variants).is_ok_and(|text| {
            text.chars().all(|c| rules.allows(c)) && is_true_equation(&text, rules.leading_zeros)
        })
    }

    /// How many sticks the movable positions hold.
    pub fn stick_count(&self) -> u32 {
        self.slots.iter().map(|slot| slot.sticks().count_ones()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_lays_out_or_explains() {
        let layout = Layout::parse("0+3=09").expect("valid");
        assert_eq!(layout.slots.len(), 6);
        assert_eq!(layout.read(Variants::default()), Ok("0+3=09".to_owned()));
        assert_eq!(layout.stick_count(), 6 + 2 + 5 + 6 + 6);
        assert_eq!(Layout::parse("3+=4"), Err(ParseError::MissingNumber));
        assert_eq!(Layout::parse("=4"), Err(ParseError::MissingNumber));
        assert_eq!(Layout::parse("12"), Err(ParseError::NoEquals));
        assert_eq!(
            Layout::parse("1+2=3=3").map(|l| l.equals_count()),
            Ok(2),
            "a chain of sides"
        );
        assert_eq!(Layout::parse("1%2=2"), Err(ParseError::UnknownCharacter('%')));
        assert_eq!(
            Layout::parse("2*3=6").map(|l| l.text(Variants::default())),
            Ok("2×3=6".to_owned())
        );
        assert_eq!(
            Layout::parse("6/2=3").map(|l| l.text(Variants::default())),
            Ok("6÷2=3".to_owned())
        );
        assert_eq!(
            Layout::parse("8−4=4").map(|l| l.text(Variants::default())),
            Ok("8-4=4".to_owned())
        );
        let long = "1+".repeat(MAX_SLOTS) + "=1";
        assert_eq!(
            Layout::parse(&long),
            Err(ParseError::TooLong {
                slots: 2 * MAX_SLOTS + 2,
                max: MAX_SLOTS
            })
        );
    }

    #[test]
    fn a_slot_that_reads_as_nothing_is_named() {
        let mut layout = Layout::parse("6+4=4").expect("valid");
        layout.slots[1] = Slot::Operator(VERTICAL);
        assert_eq!(layout.read(Variants::default()), Err(1));
        assert_eq!(layout.text(Variants::default()), "6?4=4");
        assert!(!layout.is_true(Rules::default()));
    }
}
