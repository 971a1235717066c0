//! Roman numerals: which strings of I, V, X, L and C read as numbers, and the truth of an
//! equation written in them.
//!
//! **Which numerals read.** Only the standard form, the one way schools write each number from
//! 1 to 399 (CCCXCIX, the largest the letters I, V, X, L and C make): letters from the largest
//! down, except the four subtractive pairs IV, IX, XL and XC; I, X and C at most three in a row;
//! V and L never twice. So IIII, VV, IL, IC, XM, VX, IIX and XXL are refused: each is either a
//! second spelling of a number that has a standard one (IIII is IV, VV is X, IL is XLIX) or no
//! number at all. One spelling per number keeps "how many answers" a fact about numbers, not
//! about spellings, and it is what the puzzle books' answers use. There is no zero: a number
//! whose letter slots are all blank reads as nothing, and the equation as false.
//!
//! **Equations** join numbers with + and −, with one '=' or several (every side equal); the
//! sticks are `letter.rs`'s and `symbol.rs`'s. Values are small (at most 399 a number, 200
//! slots), and each equation is evaluated exactly by the decimal evaluator once its numbers
//! are written in digits.

use std::fmt::Write as _;

use super::evaluate::is_true_equation;
use super::letter;

/// The largest number the letters I, V, X, L and C write in standard form: CCCXCIX.
pub const MAX_ROMAN: u32 = 399;

/// The standard numeral of `n`, for 1 ≤ n ≤ [`MAX_ROMAN`].
pub fn numeral(n: u32) -> Option<String> {
    const HUNDREDS: [&str; 4] = ["", "C", "CC", "CCC"];
    const TENS: [&str; 10] = ["", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"];
    const ONES: [&str; 10] = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
    if !(1..=MAX_ROMAN).contains(&n) {
        return None;
    }
    let (h, t, o) = (n / 100, n / 10 % 10, n % 10);
    Some([HUNDREDS[h as usize], TENS[t as usize], ONES[o as usize]].concat())
}

/// The value of a numeral in standard form; `None` for any other string of letters.
pub fn value(numeral_text: &str) -> Option<u32> {
    let worth = |c: char| match c {
        'I' => Some(1),
        'V' => Some(5),
        'X' => Some(10),
        'L' => Some(50),
        'C' => Some(100),
        _ => None,
    };
    let letters: Vec<u32> = numeral_text.chars().map(worth).collect::<Option<_>>()?;
    // Read loosely (a letter before a larger one subtracts), then keep only the standard form:
    // the one spelling `numeral` gives that number.
    let mut total: i64 = 0;
    for (i, &v) in letters.iter().enumerate() {
        let before_larger = letters.get(i + 1).is_some_and(|&next| next > v);
        total += if before_larger {
            -i64::from(v)
        } else {
            i64::from(v)
        };
    }
    let total = u32::try_from(total).ok()?;
    (numeral(total).as_deref() == Some(numeral_text)).then_some(total)
}

/// The equation `text` (Roman numbers, signs and '=') with every number written in decimal;
/// `None` if a number is not a numeral in standard form, or the text has anything but + − =
/// between them.
pub fn to_decimal(text: &str) -> Option<String> {
    let mut decimal = String::with_capacity(text.len());
    let mut number = String::new();
    for c in text.chars().chain(std::iter::once('=')) {
        if letter::typed(c).is_some() && c.is_ascii_uppercase() {
            number.push(c);
            continue;
        }
        if !number.is_empty() {
            let _ = write!(decimal, "{}", value(&number)?);
            number.clear();
        }
        match c {
            '+' | '-' | '=' => decimal.push(c),
            _ => return None,
        }
    }
    decimal.pop();
    Some(decimal)
}

/// A Roman equation's text is true: every number a standard numeral, every side equal.
pub fn is_true(text: &str) -> bool {
    to_decimal(text).is_some_and(|decimal| is_true_equation(&decimal, false))
}
