//! Huge exact numbers in words where space is short: a tree of 1000 coins has a 265-digit node
//! count, which would fill a row on its own, so it is written `6.05×10²⁶⁴`; long digit strings
//! are grouped in threes to be read aloud.

use num_bigint::BigUint;

/// Numbers with at most this many digits are written out in full.
pub const MAX_FULL_DIGITS: usize = 12;

/// Significant digits kept by [`abbreviate`].
const SIGNIFICANT: usize = 3;

/// `value` in full when short, else rounded to three significant digits: `6.05×10²⁶⁴`.
pub fn abbreviate(value: &BigUint) -> String {
    abbreviate_digits(&value.to_string())
}

/// [`abbreviate`] for a number already written in decimal digits.
pub fn abbreviate_digits(digits: &str) -> String {
    if digits.len() <= MAX_FULL_DIGITS {
        return digits.to_owned();
    }
    // Round the leading digits half up to SIGNIFICANT of them; 9.995… becomes 1.00×10^(e+1).
    let lead: u64 = digits[..=SIGNIFICANT].parse().expect("decimal digits");
    let mut mantissa = lead / 10 + u64::from(lead % 10 >= 5);
    let mut exponent = digits.len() - 1;
    if mantissa == 10u64.pow(SIGNIFICANT as u32) {
        mantissa /= 10;
        exponent += 1;
    }
    let mantissa = mantissa.to_string();
    format!(
        "{}.{}×10{}",
        &mantissa[..1],
        &mantissa[1..],
        superscript(exponent)
    )
}

/// `n` in superscript digits, as in `10²⁶⁴`.
pub fn superscript(n: usize) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .bytes()
        .map(|b| DIGITS[usize::from(b - b'0')])
        .collect()
}

/// The power of two a binary column stands for, as written in class: `2³`, never `2^3`.
pub fn power_of_two(bit: u32) -> String {
    format!("2{}", superscript(bit as usize))
}

/// Digits in groups of three, so a long number wraps and can be read aloud.
pub fn grouped(digits: &str) -> String {
    let first = match digits.len() % 3 {
        0 => 3,
        r => r,
    };
    let mut out = digits[..first.min(digits.len())].to_owned();
    let mut rest = &digits[first.min(digits.len())..];
    while !rest.is_empty() {
        out.push(' ');
        out.push_str(&rest[..3]);
        rest = &rest[3..];
    }
    out
}

/// Digits with commas between groups of three, as a figure's title writes a count: `219,447`.
pub fn with_commas(digits: &str) -> String {
    grouped(digits).replace(' ', ",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_numbers_stay_exact_and_long_ones_round_to_three_digits() {
        assert_eq!(abbreviate_digits("3736"), "3736");
        assert_eq!(abbreviate_digits("999999999999"), "999999999999");
        assert_eq!(abbreviate_digits("1234567890123"), "1.23×10¹²");
        assert_eq!(abbreviate_digits("1235567890123"), "1.24×10¹²");
        assert_eq!(abbreviate_digits("1235000000000"), "1.24×10¹²", "half rounds up");
        assert_eq!(
            abbreviate_digits("9996000000000"),
            "1.00×10¹³",
            "carry into the exponent"
        );
        let huge = format!("6054{}", "0".repeat(261));
        assert_eq!(abbreviate_digits(&huge), "6.05×10²⁶⁴");
    }

    #[test]
    fn digits_group_in_threes() {
        assert_eq!(grouped("1234567"), "1 234 567");
        assert_eq!(grouped("123"), "123");
        assert_eq!(grouped("12"), "12");
    }
}
