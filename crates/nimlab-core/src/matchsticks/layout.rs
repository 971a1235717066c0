//! A matchstick layout: a row of slots (digits, operators, one fixed '='), the equation it reads
//! as, and whether that equation is true.
//!
//! A digit slot has seven stick positions (a–g), an operator slot two (horizontal and vertical:
//! both read '+', the horizontal alone '−'), and the '=' slot's two sticks never move. Equations
//! evaluate left to right with + and −, exactly (big integers past i128).

use num_bigint::BigInt;
use serde::{Deserialize, Serialize};

use super::glyph::{self, Segments, Variants};

/// Bit of the horizontal stick of an operator slot.
pub const HORIZONTAL: Segments = 0b01;
/// Bit of the vertical stick of an operator slot.
pub const VERTICAL: Segments = 0b10;

/// One position of the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// A 7-segment digit: which of a–g hold a stick.
    Digit(Segments),
    /// An operator: which of horizontal/vertical hold a stick.
    Operator(Segments),
    /// The fixed '='.
    Equals,
}

impl Slot {
    /// How many movable stick positions the slot has.
    pub fn positions(self) -> u32 {
        match self {
            Self::Digit(_) => 7,
            Self::Operator(_) => 2,
            Self::Equals => 0,
        }
    }

    /// The sticks in the slot's movable positions.
    pub fn sticks(self) -> Segments {
        match self {
            Self::Digit(mask) | Self::Operator(mask) => mask,
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
        }
    }

    /// The symbol the slot reads as, if any.
    pub fn symbol(self, variants: Variants) -> Option<char> {
        match self {
            Self::Digit(mask) => variants.digit(mask).map(|d| char::from(b'0' + d)),
            Self::Operator(mask) if mask == HORIZONTAL | VERTICAL => Some('+'),
            Self::Operator(HORIZONTAL) => Some('-'),
            Self::Operator(_) => None,
            Self::Equals => Some('='),
        }
    }
}

/// The rules a puzzle plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// The glyph variants allowed (6 without top, 7 with f, 9 without bottom).
    pub variants: Variants,
    /// Numbers such as `09` are allowed (seed 004 reads them as 9).
    pub leading_zeros: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            variants: Variants::default(),
            leading_zeros: true,
        }
    }
}

/// What is wrong with an equation's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A character that is not a digit, '+', '-' or '='.
    #[error("'{0}' cannot be made of matchsticks: use digits, +, - and one =")]
    UnknownCharacter(char),
    /// No '=' at all.
    #[error("an equation needs one '='")]
    NoEquals,
    /// More than one '='.
    #[error("an equation has exactly one '='")]
    SeveralEquals,
    /// An operator or '=' with no number on one side (e.g. "3+=4", "=4").
    #[error("every '+', '-' and '=' needs a number on both sides")]
    MissingNumber,
    /// More slots than any tool of nimlab takes.
    #[error("{slots} symbols is too long: an equation may have at most {max}")]
    TooLong {
        /// How many slots the text has.
        slots: usize,
        /// The most slots a layout may have.
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
    /// Lays out an equation such as `0+3=09` with standard glyphs ('−' and '-' both mean minus).
    pub fn parse(text: &str) -> Result<Self, ParseError> {
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
                '+' => Ok(Slot::Operator(HORIZONTAL | VERTICAL)),
                '-' | '−' => Ok(Slot::Operator(HORIZONTAL)),
                '=' => Ok(Slot::Equals),
                other => Err(ParseError::UnknownCharacter(other)),
            })
            .collect::<Result<Vec<Slot>, ParseError>>()?;
        let layout = Self { slots };
        layout.check_shape()?;
        Ok(layout)
    }

    /// Checks the row has the shape of an equation: numbers separated by operators, one '='.
    pub fn check_shape(&self) -> Result<(), ParseError> {
        if self.slots.len() > MAX_SLOTS {
            return Err(ParseError::TooLong {
                slots: self.slots.len(),
                max: MAX_SLOTS,
            });
        }
        match self.slots.iter().filter(|s| **s == Slot::Equals).count() {
            0 => return Err(ParseError::NoEquals),
            1 => {}
            _ => return Err(ParseError::SeveralEquals),
        }
        // Every non-digit slot must sit between two digit slots.
        let is_digit = |i: usize| matches!(self.slots.get(i), Some(Slot::Digit(_)));
        let separated = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| !matches!(s, Slot::Digit(_)))
            .all(|(i, _)| i > 0 && is_digit(i - 1) && is_digit(i + 1));
        if separated {
            Ok(())
        } else {
            Err(ParseError::MissingNumber)
        }
    }

    /// The text the layout reads as, with '?' for each slot that reads as nothing.
    pub fn text(&self, variants: Variants) -> String {
        self.slots
            .iter()
            .map(|slot| slot.symbol(variants).unwrap_or('?'))
            .collect()
    }

    /// The equation the layout reads as, or the index of the first slot that reads as nothing.
    pub fn read(&self, variants: Variants) -> Result<String, usize> {
        self.slots
            .iter()
            .enumerate()
            .map(|(i, slot)| slot.symbol(variants).ok_or(i))
            .collect()
    }

    /// Every slot reads as a symbol and both sides evaluate to the same integer.
    pub fn is_true(&self, rules: Rules) -> bool {
        self.read(rules.variants)
            .is_ok_and(|text| is_true_equation(&text, rules.leading_zeros))
    }

    /// How many sticks the movable positions hold.
    pub fn stick_count(&self) -> u32 {
        self.slots.iter().map(|slot| slot.sticks().count_ones()).sum()
    }
}

/// Evaluates an equation's text (digits, '+', '-', one '='): true when both sides are equal.
/// With `leading_zeros` off, a number of several digits starting with 0 makes it false.
pub fn is_true_equation(text: &str, leading_zeros: bool) -> bool {
    let Some((left, right)) = text.split_once('=') else {
        return false;
    };
    match (evaluate(left, leading_zeros), evaluate(right, leading_zeros)) {
        (Some(left), Some(right)) => left == right,
        _ => false,
    }
}

/// A side of an equation, left to right; `None` if it is not numbers joined by + and −.
pub fn evaluate(side: &str, leading_zeros: bool) -> Option<BigInt> {
    let mut total = BigInt::from(0);
    let mut sign = 1;
    let mut rest = side;
    loop {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 || (!leading_zeros && digits > 1 && rest.starts_with('0')) {
            return None;
        }
        let number: BigInt = rest[..digits].parse().ok()?;
        total += sign * number;
        rest = &rest[digits..];
        match rest.chars().next() {
            None => return Some(total),
            Some('+') => sign = 1,
            Some('-') => sign = -1,
            Some(_) => return None,
        }
        rest = &rest[1..];
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
        assert_eq!(Layout::parse("1+2=3=3"), Err(ParseError::SeveralEquals));
        assert_eq!(Layout::parse("1×2=2"), Err(ParseError::UnknownCharacter('×')));
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
    fn equations_evaluate_exactly() {
        assert!(is_true_equation("6+3=09", true));
        assert!(
            !is_true_equation("6+3=09", false),
            "09 is refused without leading zeros"
        );
        assert!(is_true_equation("10-3-2=5", true), "left to right");
        assert!(!is_true_equation("0+3=09", true));
        // Far past i128: 40 nines plus 1.
        let big = format!("{}+1=1{}", "9".repeat(40), "0".repeat(40));
        assert!(is_true_equation(&big, true));
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
