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
    let symbols: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let is_letter = |c: &char| letter::typed(*c).is_some();
    let letters = symbols.iter().filter(|c| is_letter(c)).count();
    let numbers = (0..symbols.len())
        .filter(|&i| is_letter(&symbols[i]) && (i == 0 || !is_letter(&symbols[i - 1])))
        .count();
    // Counted before anything is built: every symbol, and `room` blanks in each gap of a number.
    let slots = symbols
        .len()
        .saturating_add(room.saturating_mul(letters + numbers));
    if slots > MAX_SLOTS {
        return Err(ParseError::TooLong {
            slots,
            max: MAX_SLOTS,
        });
    }
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
