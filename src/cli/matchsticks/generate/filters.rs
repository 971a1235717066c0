//! The designer's workbench's filters on the command line, worded as the window's
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
    /// Filter: the answer changes a sign into another (+ into −, × into ÷, + into ×, …).
    #[arg(long)]
    pub operator_flip: bool,
    /// Filter: every digit of the puzzle and of its answer lies in this range, e.g. 1-9 (digits
    /// 0 to 9, low first).
    #[arg(long, value_name = "LOW-HIGH", value_parser = parse_digits)]
    pub digits: Option<(u8, u8)>,
    /// Filter: the difficulty lies in this range, e.g. 10-14. Difficulty = 10 × steps + 3 × slots
    /// the answer changes + 4 if it flips an operator + near misses (true equations one step
    /// further, at most 5).
    #[arg(long, value_name = "LOW-HIGH", value_parser = parse_difficulty)]
    pub difficulty: Option<(u32, u32)>,
}

/// A range `LOW-HIGH` of whole numbers, low first: a range typed high to low is refused, not
/// read another way, since a typed command is kept and re-run as it was written.
fn parse_range(text: &str, what: &str, example: &str) -> Result<(u32, u32), String> {
    let not = || format!("'{text}' is not a range of {what}: use LOW-HIGH, e.g. {example}");
    let (low, high) = text.split_once('-').ok_or_else(not)?;
    let (low, high): (u32, u32) = match (low.trim().parse(), high.trim().parse()) {
        (Ok(low), Ok(high)) => (low, high),
        _ => return Err(not()),
    };
    if low > high {
        return Err(format!(
            "'{text}' runs from high to low: write the range of {what} LOW-HIGH, e.g. {high}-{low}"
        ));
    }
    Ok((low, high))
}

fn parse_digits(text: &str) -> Result<(u8, u8), String> {
    let (low, high) = parse_range(text, "digits", "1-9")?;
    match (u8::try_from(low), u8::try_from(high)) {
        (Ok(low), Ok(high)) if high <= 9 => Ok((low, high)),
        _ => Err(format!(
            "'{text}' is not a range of digits: use LOW-HIGH with digits 0 to 9, e.g. 1-9"
        )),
    }
}

fn parse_difficulty(text: &str) -> Result<(u32, u32), String> {
    parse_range(text, "difficulties", "10-14")
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
    fn a_range_is_low_then_high() {
        assert_eq!(parse_digits("1-9"), Ok((1, 9)));
        assert_eq!(parse_digits(" 0 - 9 "), Ok((0, 9)));
        assert_eq!(parse_difficulty("15-17"), Ok((15, 17)));
        assert!(parse_digits("9-1").is_err_and(|e| e.contains("1-9")));
        assert!(parse_difficulty("17-15").is_err_and(|e| e.contains("15-17")));
        for bad in ["", "5", "1-", "-3", "1-10", "3-4-5", "a-9", "1–9"] {
            assert!(parse_digits(bad).is_err(), "{bad:?}");
        }
    }
}
