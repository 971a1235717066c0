//! Octal games by code (Guy and Smith): `0.d₁d₂d₃…`, where digit `dₖ` says what removing `k`
//! tokens from a heap may leave: bit 1 nothing (the heap was exactly `k`), bit 2 one smaller
//! heap, bit 4 two non-empty heaps. Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess
//! `0.137`.

use std::fmt;

mod named;
mod rare_values;

pub use named::NamedOctal;
pub use rare_values::OctalValues;

/// A parsed octal code: `digits[k − 1]` is `dₖ`, with no trailing zeros.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// What was wrong with a typed octal code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum OctalError {
    /// The code does not start with `0.` (or `.`).
    #[error("an octal code starts with '0.', e.g. 0.77 for Kayles")]
    MissingPoint,
    /// A character that is not an octal digit.
    #[error("'{0}' is not an octal digit (0 to 7)")]
    NotOctal(char),
    /// Every digit is 0: no move at all.
    #[error("the code allows no move at all")]
    NoMoves,
    /// More digits than the engine handles.
    #[error("octal codes of more than {max} digits are not supported", max = MAX_DIGITS)]
    TooLong,
}

/// The longest code accepted.
pub const MAX_DIGITS: usize = 32;

impl OctalCode {
    /// Parses `0.d₁d₂…` (or `.d₁d₂…`); trailing zeros are dropped.
    pub fn parse(text: &str) -> Result<Self, OctalError> {
        let text = text.trim();
        let digits = text
            .strip_prefix("0.")
            .or_else(|| text.strip_prefix('.'))
            .ok_or(OctalError::MissingPoint)?;
        let mut parsed = digits
            .chars()
            .map(|c| match c.to_digit(8) {
                Some(d) => Ok(d as u8),
                None => Err(OctalError::NotOctal(c)),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        while parsed.last() == Some(&0) {
            parsed.pop();
        }
        if parsed.is_empty() {
            return Err(OctalError::NoMoves);
        }
        if parsed.len() > MAX_DIGITS {
            return Err(OctalError::TooLong);
        }
        Ok(Self { digits: parsed })
    }

    /// `dₖ` for removing `k` tokens (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        k.checked_sub(1)
            .and_then(|i| self.digits.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The largest number of tokens a move removes: Guy and Smith's `t`.
    pub fn last_digit(&self) -> usize {
        self.digits.len()
    }

    /// Some move splits a heap in two.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }

    /// Every move from a heap of `n`: tokens removed and the heaps left (zero, one or two).
    pub fn moves(&self, n: usize) -> Vec<(usize, Vec<usize>)> {
        let mut moves = Vec::new();
        for k in 1..=self.last_digit().min(n) {
            let digit = self.digit(k);
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                moves.push((k, Vec::new()));
            }
            if digit & 2 != 0 && rest > 0 {
                moves.push((k, vec![rest]));
            }
            if digit & 4 != 0 {
                for left in 1..=rest / 2 {
                    moves.push((k, vec![left, rest - left]));
                }
            }
        }
        moves
    }

    /// The Grundy values g(0), …, g(count − 1) under normal play ([`rare_values`] says how).
    pub fn values(&self, count: usize) -> Vec<u32> {
        rare_values::values(self, count)
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0.")?;
        for digit in &self.digits {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_or_explain() {
        assert_eq!(
            OctalCode::parse("0.77").map(|c| c.to_string()),
            Ok("0.77".to_owned())
        );
        assert_eq!(
            OctalCode::parse(".137").map(|c| c.to_string()),
            Ok("0.137".to_owned())
        );
        assert_eq!(OctalCode::parse("0.0700").map(|c| c.last_digit()), Ok(2));
        assert_eq!(OctalCode::parse("77"), Err(OctalError::MissingPoint));
        assert_eq!(OctalCode::parse("0.78"), Err(OctalError::NotOctal('8')));
        assert_eq!(OctalCode::parse("0.000"), Err(OctalError::NoMoves));
    }

    #[test]
    fn moves_follow_the_digits() {
        // Kayles: knock down 1 or 2 adjacent pins, anywhere in the row.
        let kayles = OctalCode::parse("0.77").expect("valid");
        let moves = kayles.moves(4);
        assert!(moves.contains(&(1, vec![3])));
        assert!(moves.contains(&(1, vec![1, 2])));
        assert!(moves.contains(&(2, vec![2])));
        assert!(moves.contains(&(2, vec![1, 1])));
        assert!(
            !moves.iter().any(|(_, left)| left.is_empty()),
            "nothing empties a heap of 4"
        );
    }
}
