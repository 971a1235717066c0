//! Games the tests of this module name by their text, so that each test reads like the source
//! texts.

use crate::games::coin_game::{CoinGame, MoveSet, Rule};
use crate::games::grundy::heap_game::{HeapGame, parse_subtraction};
use crate::games::octal::OctalCode;

/// The coin game with takes `takes` (`"1,3,4"`), which must be valid, under `rule`.
pub(crate) fn coin_game(takes: &str, rule: Rule) -> CoinGame {
    CoinGame {
        moves: MoveSet::parse(takes).expect("valid"),
        rule,
    }
}

/// The subtraction game on `text` (`"1,3,4"`), which must be valid.
pub(crate) fn set(text: &str) -> HeapGame {
    parse_subtraction(text).expect("valid")
}

/// The octal game `code` (`"0.77"`), which must be valid.
pub(crate) fn octal(code: &str) -> HeapGame {
    HeapGame::Octal(OctalCode::parse(code).expect("valid"))
}
