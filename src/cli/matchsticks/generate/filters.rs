//! The designer's workbench's filters on the command line (issue 24), worded as the window's
//! hints: which generated puzzles are kept and counted. See
//! `nimlab_core::matchsticks::generate::Filter`.

use clap::Args;
use serde::Serialize;

use nimlab_core::matchsticks::generate::Filter;

/// The filters of `nimlab match generate`; as JSON, named as the flags.
#[derive(Debug, Args, Serialize)]
pub struct FilterArgs {
    /// Filter: no number in the puzzle or its answer starts with 0 (05, 00); a lone 0 is fine.
    /// Unlike --no-leading-zeros (a solver rule: an equation with 09 is not true, so never an
    /// answer), this only leaves puzzles out of the list and its count.
    #[arg(long)]
    pub no_leading_zero_anywhere: bool,
    /// Filter: the answer changes an operator (+ into − or back).
    #[arg(long)]
    pub operator_flip: bool,
    /// Filter: every digit of the puzzle and of its answer lies in this range, e.g. 1-9 (digits
    /// 0 to 9; 9-1 reads as 1-9).
    #[arg(long, value_name = "LOW-HIGH", value_parser = parse_digits)]
    pub digits: Option<(u8, u8)>,
    /// Filter: the difficulty lies in this range, e.g. 10-14. Difficulty = 10 × steps + 3 × slots
    /// the answer changes + 4 if it flips an operator + near misses (true equations one step
    /// further, at most 5).
    #[arg(long, value_name = "LOW-HIGH", value_parser = parse_difficulty)]
    pub difficulty: Option<(u32, u32)>,
}

/// A range `LOW-HIGH` of whole numbers, either way round (the window's fields read so too).
fn parse_range(text: &str) -> Option<(u32, u32)> {
    let (low, high) = text.split_once('-')?;
    let (low, high): (u32, u32) = (low.trim().parse().ok()?, high.trim().parse().ok()?);
    Some((low.min(high), low.max(high)))
}

fn parse_digits(text: &str) -> Result<(u8, u8), String> {
    parse_range(text)
        .and_then(|(low, high)| Some((u8::try_from(low).ok()?, u8::try_from(high).ok()?)))
        .filter(|&(_, high)| high <= 9)
        .ok_or_else(|| {
            format!("'{text}' is not a range of digits: use LOW-HIGH with digits 0 to 9, e.g. 1-9")
        })
}

fn parse_difficulty(text: &str) -> Result<(u32, u32), String> {
    parse_range(text)
        .ok_or_else(|| format!("'{text}' is not a range of difficulties: use LOW-HIGH, e.g. 10-14"))
}

impl FilterArgs {
    /// The engine's filter.
    pub fn filter(&self) -> Filter {
        Filter {
            no_leading_zero: self.no_leading_zero_anywhere,
            operator_flip: self.operator_flip,
            digits: self.digits,
            difficulty: self.difficulty,
        }
    }

    /// The filters that are on, as flags (`--digits 1-9`, a range low to high), or "" when none
    /// is.
    pub fn flags(&self) -> String {
        let range = |low: u32, high: u32| format!("{low}-{high}");
        [
            self.no_leading_zero_anywhere
                .then(|| "--no-leading-zero-anywhere".to_owned()),
            self.operator_flip.then(|| "--operator-flip".to_owned()),
            self.digits
                .map(|(low, high)| format!("--digits {}", range(low.into(), high.into()))),
            self.difficulty
                .map(|(low, high)| format!("--difficulty {}", range(low, high))),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_low_high_either_way_round() {
        assert_eq!(parse_digits("1-9"), Ok((1, 9)));
        assert_eq!(parse_digits(" 9 - 0 "), Ok((0, 9)));
        assert_eq!(parse_difficulty("17-15"), Ok((15, 17)));
        for bad in ["", "5", "1-", "-3", "1-10", "3-4-5", "a-9", "1–9"] {
            assert!(parse_digits(bad).is_err(), "{bad:?}");
        }
    }
}
