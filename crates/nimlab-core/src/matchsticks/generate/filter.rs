//! The generator's filters (the designer's workbench), applied in the engine to every
//! puzzle found before it is counted, so the count is of the puzzles that pass.
//!
//! - **No leading zero**: no number in the puzzle or in its answer starts with 0 (a lone 0 is a
//!   number, `05` is not).
//! - **Must flip an operator**: the answer changes a sign slot into another sign (+ into −,
//!   × into ÷, + into ×, …): for a designer the trick is that a sign moves, whichever.
//! - **Digits**: every digit of the puzzle and of its answer lies in `low..=high` (one range
//!   for every slot).
//! - **Difficulty**: the puzzle's difficulty figure (see the `generate` module: 10·steps +
//!   3·slots changed + 4·operator flip + near misses, at most 5) lies in `low..=high`.

use super::Puzzle;

/// Which generated puzzles are kept; the default keeps them all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Filter {
    /// No number in the puzzle or its answer starts with a 0.
    pub no_leading_zero: bool,
    /// The answer changes a sign into another (any of + − × ÷ =).
    pub operator_flip: bool,
    /// Every digit of the puzzle and its answer lies in this range.
    pub digits: Option<(u8, u8)>,
    /// The difficulty figure lies in this range.
    pub difficulty: Option<(u32, u32)>,
}

impl Filter {
    /// `puzzle` passes every filter that is on.
    pub fn accepts(&self, puzzle: &Puzzle) -> bool {
        let texts = [puzzle.puzzle.as_str(), puzzle.answer.as_str()];
        if self.no_leading_zero && texts.iter().any(|text| has_leading_zero(text)) {
            return false;
        }
        if self.operator_flip && !puzzle.operator_flip {
            return false;
        }
        if let Some((low, high)) = self.digits {
            let inside = |c: char| {
                c.to_digit(10)
                    .is_none_or(|d| (u32::from(low)..=u32::from(high)).contains(&d))
            };
            if !texts.iter().all(|text| text.chars().all(inside)) {
                return false;
            }
        }
        self.difficulty
            .is_none_or(|(low, high)| (low..=high).contains(&puzzle.difficulty))
    }
}

/// Some number of `text` (a run of digits) has two digits or more and starts with 0.
pub fn has_leading_zero(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        let starts_number = i == 0 || !bytes[i - 1].is_ascii_digit();
        starts_number && b == b'0' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)
    })
}

#[cfg(test)]
mod tests;
