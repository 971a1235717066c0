//! Evaluating an equation's text exactly: numbers joined by +, −, × and ÷, × and ÷ first, left
//! to right; one '=' or several, every side equal.
//!
//! Division is exact: a term's running value divided by a number that does not divide it (or
//! by 0) makes the side, and so the equation, false. `6÷4×2` is false, as 6÷4 is not a whole
//! number, whatever comes after it.

use num_bigint::BigInt;
use num_traits::Zero;

/// True when the text has at least one '=' and every side evaluates to the same integer. With
/// `leading_zeros` off, a number of several digits starting with 0 makes it false.
pub fn is_true_equation(text: &str, leading_zeros: bool) -> bool {
    let mut sides = text.split('=');
    let Some(first) = sides.next().and_then(|side| evaluate(side, leading_zeros)) else {
        return false;
    };
    let mut others = 0;
    for side in sides {
        if evaluate(side, leading_zeros).as_ref() != Some(&first) {
            return false;
        }
        others += 1;
    }
    others > 0
}

/// A side of an equation; `None` if it is not numbers joined by signs, or a division is not exact.
pub fn evaluate(side: &str, leading_zeros: bool) -> Option<BigInt> {
    let mut total = BigInt::ZERO;
    let mut sign = 1;
    let mut term: Option<BigInt> = None;
    // How the next number joins the term: '×', '÷', or ' ' when it starts one.
    let mut join = ' ';
    let mut rest = side;
    loop {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 || (!leading_zeros && digits > 1 && rest.starts_with('0')) {
            return None;
        }
        let number: BigInt = rest[..digits].parse().ok()?;
        term = Some(match (join, term) {
            ('×', Some(value)) => value * number,
            ('÷', Some(value)) => {
                if number.is_zero() || !(&value % &number).is_zero() {
                    return None;
                }
                value / number
            }
            _ => number,
        });
        rest = &rest[digits..];
        let mut chars = rest.chars();
        let next = chars.next();
        rest = chars.as_str();
        match next {
            None | Some('+' | '-') => {
                total += sign * term.take()?;
                match next {
                    None => return Some(total),
                    Some('-') => sign = -1,
                    _ => sign = 1,
                }
                join = ' ';
            }
            Some(c @ ('×' | '÷')) => join = c,
            Some(_) => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn times_and_divide_come_first_and_divide_exactly() {
        assert!(is_true_equation("2+3×4=14", true), "× before +");
        assert!(is_true_equation("20-6÷2=17", true), "÷ before −");
        assert!(is_true_equation("8÷2×3=12", true), "left to right within a term");
        assert!(!is_true_equation("6÷4×2=3", true), "6÷4 is not a whole number");
        assert!(!is_true_equation("7÷2=3", true), "no rounding");
        assert!(!is_true_equation("0÷0=0", true), "÷0 is false");
        assert!(!is_true_equation("5÷0=0", true), "÷0 is false");
        assert!(is_true_equation("0÷5=0", true));
        assert!(is_true_equation("2×3=6", true));
        assert!(!is_true_equation("2×3=5", true));
        assert!(!is_true_equation("2××3=6", true));
        assert!(!is_true_equation("6", true), "no '='");
    }

    #[test]
    fn chains_need_every_side_equal() {
        assert!(is_true_equation("1+2=3=3", true));
        assert!(is_true_equation("1=2-1", true));
        assert!(!is_true_equation("1+2=3=4", true));
        assert!(!is_true_equation("1+2=3=", true));
        assert!(!is_true_equation("=3", true));
    }
}
