//! The heap games (subtraction sets, Nim, powers of b, octal codes), their moves, and how a user
//! names one.

use std::fmt;

use super::error::GrundyError;
use crate::games::coin_game::{MoveSet, Rule};
use crate::games::octal::{NamedOctal, OctalCode};

/// A heap game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum HeapGame {
    /// Take any number of tokens in the set.
    Subtraction(MoveSet),
    /// Take any positive number of tokens.
    Nim,
    /// Take 1, b, b², … tokens.
    Powers(u32),
    /// An octal game by its code.
    Octal(OctalCode),
}

impl HeapGame {
    /// Checks the game can be played under `rule`: every valid game can under either rule
    /// (misère values of games that split are searched), so only the game is checked.
    pub fn check_rule(&self, _rule: Rule) -> Result<(), GrundyError> {
        match self {
            Self::Powers(b) if *b < 2 => Err(GrundyError::PowersBase(*b)),
            _ => Ok(()),
        }
    }

    /// The takes legal from a heap of `n` for the take-style games (not octal), smallest first.
    pub(super) fn takes(&self, n: u32) -> Vec<u32> {
        match self {
            Self::Subtraction(set) => set.takes().iter().copied().take_while(|&s| s <= n).collect(),
            Self::Nim => (1..=n).collect(),
            Self::Powers(b) => std::iter::successors(Some(1u32), |&p| p.checked_mul(*b))
                .take_while(|&p| p <= n)
                .collect(),
            Self::Octal(_) => Vec::new(),
        }
    }

    /// Every move from a heap of `n`: tokens removed and the heaps left.
    pub fn moves(&self, n: u32) -> Vec<(u32, Vec<u32>)> {
        match self {
            Self::Octal(code) => code
                .moves(n as usize)
                .into_iter()
                .map(|(k, left)| (k as u32, left.into_iter().map(|h| h as u32).collect()))
                .collect(),
            _ => self
                .takes(n)
                .into_iter()
                .map(|s| (s, if s == n { Vec::new() } else { vec![n - s] }))
                .collect(),
        }
    }
}

/// The subtraction game of a typed move set.
pub fn parse_subtraction(text: &str) -> Result<HeapGame, GrundyError> {
    Ok(HeapGame::Subtraction(MoveSet::parse(text)?))
}

/// A game typed in one field, as the sum builder takes it: `nim`, `powers 4`, an octal code
/// such as `0.77`, or a move set such as `1,3,4`.
pub fn parse_spec(text: &str) -> Result<HeapGame, GrundyError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    if lower == "nim" || lower == "*" {
        return Ok(HeapGame::Nim);
    }
    if let Some(base) = lower.strip_prefix("powers") {
        let base = crate::games::coin_game::parse_coins(base)?;
        let game = HeapGame::Powers(base);
        game.check_rule(Rule::Normal)?;
        return Ok(game);
    }
    // The named octal games by their identifiers (kayles, dawsons-kayles, dawsons-chess), so a
    // sum can be typed as `kayles:5`.
    if let Some((_, code)) = NamedOctal::ALL
        .into_iter()
        .find(|(named, _)| named.as_str() == lower)
    {
        return parse_octal(code);
    }
    if text.starts_with("0.") || text.starts_with('.') {
        return parse_octal(text);
    }
    // A word that is none of the names above names no game (a move set has no letters).
    if text.chars().any(char::is_alphabetic) {
        return Err(GrundyError::UnknownGame(text.to_owned()));
    }
    parse_subtraction(text)
}

/// The octal game of a typed code.
pub fn parse_octal(text: &str) -> Result<HeapGame, GrundyError> {
    Ok(HeapGame::Octal(OctalCode::parse(text)?))
}

impl fmt::Display for HeapGame {
    /// The name used in JSON: `subtraction {1,3,4}`, `nim`, `powers of 4`, `octal 0.77`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Subtraction(set) => write!(f, "subtraction {{{set}}}"),
            Self::Nim => write!(f, "nim"),
            Self::Powers(b) => write!(f, "powers of {b}"),
            Self::Octal(code) => write!(f, "octal {code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::{octal, set};

    #[test]
    fn specs_name_every_kind_of_game() {
        assert_eq!(parse_spec(" Nim "), Ok(HeapGame::Nim));
        assert_eq!(parse_spec("powers 4"), Ok(HeapGame::Powers(4)));
        assert_eq!(parse_spec("0.77"), Ok(octal("0.77")));
        assert_eq!(parse_spec("Kayles"), Ok(octal("0.77")));
        assert_eq!(parse_spec("dawsons-kayles"), Ok(octal("0.07")));
        assert_eq!(parse_spec("{1, 3, 4}"), Ok(set("1,3,4")));
        assert_eq!(parse_spec("powers 1"), Err(GrundyError::PowersBase(1)));
        assert!(matches!(parse_spec("0.9"), Err(GrundyError::Octal(_))));
        // A word is no move set: it is named as no known game, not as a bad number.
        assert_eq!(parse_spec("foo"), Err(GrundyError::UnknownGame("foo".to_owned())));
        assert!(matches!(parse_spec("1,x"), Err(GrundyError::UnknownGame(_))));
        assert!(matches!(parse_spec("1,,2"), Err(GrundyError::MoveSet(_))));
    }
}
