//! Roman numeral equations typed as text: laying out `XI+I=X` with blank letter slots for its
//! numbers to grow into, and telling a Roman text from a decimal one.
//!
//! Numerals read, and equations evaluate, by the rules of `numeral.rs` (standard forms only,
//! 1 to 399).
//!
//! **Room to grow.** A stick moved from one number to another adds a letter somewhere, so a
//! typed equation is laid out with `room` blank letter slots before each number, after it and
//! between every two of its letters ([`DEFAULT_ROOM`] is one): `XI` becomes `_X_I_`. One blank
//! per gap lets a move put an I on either end of a number or between two letters (IV → VI,
//! XV → XIV); a second letter in the same gap needs a room of two.

pub use super::numeral::{MAX_ROMAN, is_true, numeral, to_decimal, value};

use super::layout::{Layout, MAX_SLOTS, ParseError, Rules, Slot};
use super::{letter, symbol};

/// Blank letter slots laid before, between and after the letters of each typed number.
pub const DEFAULT_ROOM: usize = 1;

/// Lays out a Roman equation such as `XI+I=X` (letters in either case, '−' or '-' for minus,
/// every '=' fixed), with `room` blank letter slots before, between and after each number's
/// letters. The text's own numerals need not be standard: a puzzle may show `IIII`.
pub fn parse(text: &str, room: usize) -> Result<Layout, ParseError> {
    let layout = parse_row(text, room)?;
    layout.check_shape()?;
    Ok(layout)
}

/// [`parse`] without asking for an '=' (see [`Layout::check_for`]).
pub fn parse_row(text: &str, room: usize) -> Result<Layout, ParseError> {
    let (typed, fitting) = typed_and_fitting(text, room);
    if fitting < typed {
        // In what the person typed: the blanks are the layout's, not theirs.
        return Err(ParseError::TooLong {
            slots: typed,
            max: fitting,
        });
    }
    let symbols: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if symbols.iter().any(char::is_ascii_digit) {
        return Err(ParseError::MixedNumerals);
    }
    let blank = Slot::Letter(0);
    let mut layout = Layout { slots: Vec::new() };
    let mut in_number = false;
    for c in symbols {
        if let Some(sticks) = letter::typed(c) {
            if !in_number {
                layout.slots.extend(std::iter::repeat_n(blank, room));
            }
            layout.slots.push(Slot::Letter(sticks));
            layout.slots.extend(std::iter::repeat_n(blank, room));
            in_number = true;
            continue;
        }
        in_number = false;
        layout.slots.push(match c {
            '=' => Slot::Equals,
            '+' | '-' | '−' => Slot::Operator(symbol::typed(c).expect("a sign")),
            other => return Err(ParseError::UnknownCharacter(other)),
        });
    }
    layout.check_row()?;
    Ok(layout)
}

/// How many symbols `text` has as typed, and how many of its first symbols fit within
/// [`MAX_SLOTS`] once each number has `room` blank letter slots before, between and after its
/// letters. Counted before anything is built, so a huge paste costs nothing.
fn typed_and_fitting(text: &str, room: usize) -> (usize, usize) {
    let (mut typed, mut fitting, mut slots, mut in_number) = (0, 0, 0usize, false);
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let is_letter = letter::typed(c).is_some();
        let blanks = match (is_letter, in_number) {
            (false, _) => 0,
            (true, true) => room,
            (true, false) => room.saturating_mul(2),
        };
        slots = slots.saturating_add(1).saturating_add(blanks);
        in_number = is_letter;
        typed += 1;
        if slots <= MAX_SLOTS {
            fitting = typed;
        }
    }
    (typed, fitting)
}

/// Lays out an equation as a person types it, in the window or on the command line: in Roman
/// letters when it has no digit and a letter of I, V, X, L, C (with [`DEFAULT_ROOM`]), in
/// digits otherwise ([`Layout::parse`], where x is a times sign); without an '=' only when
/// `rules` let the '=' move ([`Layout::check_for`]). The one place the two are told apart.
pub fn parse_equation(text: &str, rules: Rules) -> Result<Layout, ParseError> {
    let has_digit = text.chars().any(|c| c.is_ascii_digit());
    let has_letter = text.chars().any(|c| letter::typed(c).is_some());
    let layout = if has_letter && !has_digit {
        parse_row(text, DEFAULT_ROOM)?
    } else {
        Layout::parse_row(text)?
    };
    layout.check_for(rules)?;
    Ok(layout)
}

#[cfg(test)]
mod tests;
