//! Games the tests of this module name by their text, so that each test reads like the seeds.

use super::heap_game::{HeapGame, parse_subtraction};
use crate::games::octal::OctalCode;

/// The subtraction game on `text` (`"1,3,4"`), which must be valid.
pub(crate) fn set(text: &str) -> HeapGame {
    parse_subtraction(text).expect("valid")
}

/// The octal game `code` (`"0.77"`), which must be valid.
pub(crate) fn octal(code: &str) -> HeapGame {
    HeapGame::Octal(OctalCode::parse(code).expect("valid"))
}
