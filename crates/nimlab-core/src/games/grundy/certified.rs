//! Periods with their proof: which theorem certifies that a game's values repeat.

use super::heap_game::HeapGame;
use crate::games::coin_game::Rule;
use crate::games::period::{Period, find_period_by};

/// The theorem behind a reported period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Certificate {
    /// Subtraction game with largest take `width`: `g(n + p) = g(n)` for `n0 ≤ n < n0 + width`.
    Window {
        /// The largest take: each value depends only on this many before it.
        width: usize,
    },
    /// Guy–Smith: `g(n + p) = g(n)` for `n0 ≤ n < 2·n0 + p + t`, `t` the code's last digit.
    GuySmith {
        /// Guy and Smith's `t`: the most tokens one move removes.
        last_digit: usize,
    },
    /// Powers of an even b are ±1 mod b + 1, of an odd b all odd: the pattern repeats every b + 1
    /// (even b) or 2 (odd b), and the computed values were checked against it.
    Powers {
        /// The game's b.
        base: u32,
    },
}

/// A period with its proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CertifiedPeriod {
    /// Where the repetition starts, its length, and how much the proof checked.
    pub period: Period,
    /// The theorem that proves it.
    pub certificate: Certificate,
}

impl HeapGame {
    /// The smallest certified preperiod and period of `values` (computed by [`Self::values`]).
    pub fn period(&self, rule: Rule, values: &[u32]) -> Option<CertifiedPeriod> {
        let (period, certificate) = match self {
            Self::Subtraction(set) => {
                let width = set.largest() as usize;
                (
                    find_period_by(values, |_, _| width)?,
                    Certificate::Window { width },
                )
            }
            Self::Octal(code) => {
                let t = code.last_digit();
                let certificate = if code.splits() {
                    Certificate::GuySmith { last_digit: t }
                } else {
                    // Without splits an octal game is a subtraction game: the window suffices.
                    Certificate::Window { width: t }
                };
                let period = match certificate {
                    Certificate::GuySmith { .. } => find_period_by(values, |n0, p| n0 + p + t)?,
                    _ => find_period_by(values, |_, _| t)?,
                };
                (period, certificate)
            }
            Self::Powers(b) if rule == Rule::Normal => {
                (powers_pattern(*b, values)?, Certificate::Powers { base: *b })
            }
            Self::Powers(_) | Self::Nim => return None,
        };
        Some(CertifiedPeriod { period, certificate })
    }
}

/// The classical pattern of powers of b, if `values` follow it.
fn powers_pattern(b: u32, values: &[u32]) -> Option<Period> {
    let (period, expected): (usize, Box<dyn Fn(usize) -> u32>) = if b % 2 == 1 {
        (2, Box::new(|n| (n % 2) as u32))
    } else {
        let modulus = b as usize + 1;
        (
            modulus,
            Box::new(move |n| {
                if n % modulus == modulus - 1 {
                    2
                } else {
                    (n % modulus % 2) as u32
                }
            }),
        )
    };
    let follows = values.iter().enumerate().all(|(n, &g)| g == expected(n));
    (follows && values.len() > period).then_some(Period {
        preperiod: 0,
        period,
        checked: values.len() - period,
    })
}
