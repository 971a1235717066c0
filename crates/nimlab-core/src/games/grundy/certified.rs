//! Periods with their proof: which theorem certifies that a game's values repeat.

use super::heap_game::HeapGame;
use crate::games::coin_game::Rule;
use crate::games::period::{Period, PeriodSearch, search_period};

/// The theorem behind a reported period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Certificate {
    /// Subtraction game with largest take `width`: `g(n + p) = g(n)` for `n0 ≤ n < n0 + width`.
    Window {
        /// The largest take: each value depends only on this many before it.
        width: usize,
    },
    /// Guy–Smith: `g(n + p) = g(n)` for `n0 ≤ n < 2·n0 + p + t`, `t` the code's last digit
    /// (with `n0` counted as at least 1 in the bound, see [`guy_smith_checks`]).
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
    /// Powers of b under any rule: the values repeat from 0 with period p, checked up to
    /// `reach + p`, where `reach` is the first power of b from which the powers have shown every
    /// remainder mod p they ever take ([`powers_window`] proves it).
    PowersWindow {
        /// The game's b.
        base: u32,
        /// The smallest power b^K such that b⁰ … b^K leave every remainder mod p of any power.
        reach: usize,
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
        self.search_period(rule, values).0
    }

    /// [`Self::period`], and when none is certified, how many values the best candidate would
    /// need (`None`: no candidate, or no estimate for this game): the search asks for that many.
    pub fn search_period(&self, rule: Rule, values: &[u32]) -> (Option<CertifiedPeriod>, Option<usize>) {
        let (search, certificate) = match self {
            Self::Subtraction(set) => {
                let width = set.largest() as usize;
                (window_search(values, width), Certificate::Window { width })
            }
            Self::Octal(code) if code.splits() => {
                let t = code.last_digit();
                // 2·n0 + 2p + t values at least, so p ≤ (n − t)/2.
                let longest = values.len().saturating_sub(t) / 2;
                (
                    search_period(values, longest, |n0, p| guy_smith_checks(n0, p, t)),
                    Certificate::GuySmith { last_digit: t },
                )
            }
            Self::Octal(code) => {
                // Without splits an octal game is a subtraction game: the window suffices.
                let width = code.last_digit();
                (window_search(values, width), Certificate::Window { width })
            }
            Self::Powers(b) if rule == Rule::Normal => {
                let certified = powers_pattern(*b, values).map(|period| CertifiedPeriod {
                    period,
                    certificate: Certificate::Powers { base: *b },
                });
                return (certified, None);
            }
            Self::Powers(b) => return (powers_window(*b, values), None),
            Self::Nim => return (None, None),
        };
        let certified = search.found.map(|period| CertifiedPeriod { period, certificate });
        (certified, search.wanted)
    }
}

fn window_search(values: &[u32], width: usize) -> PeriodSearch {
    search_period(values, values.len().saturating_sub(1), |_, _| width.max(1))
}

/// How many equalities `g(n + p) = g(n)`, from `n = n0` on, prove period `p` of an octal game
/// whose moves remove at most `t` tokens: those for `n0 ≤ n < 2·max(n0, 1) + p + t`.
///
/// Guy and Smith's induction: take `n ≥ 2·n0' + p + t` (n0' = max(n0, 1)) with the equality
/// known below `n`. A move from `n + p` removes `k ≤ t` tokens and leaves one heap
/// `n + p − k ≥ n0' + p` or two, `a ≤ b`, with `b ≥ (n + p − k)/2 ≥ n0' + p`; replacing that heap
/// by one `p` smaller (`≥ n0' ≥ 1`, so still a heap, and below `n`) gives a move from `n` to a
/// position of the same value. Conversely a move from `n` leaves a heap `≥ (n − k)/2 ≥ n0'`, and
/// one `p` larger gives a move from `n + p`. Both have the same option values, so
/// `g(n + p) = g(n)`. Counting `n0` as at least 1 keeps the smaller heap from shrinking to 0,
/// which would turn a split into a move of another kind; the theorem as usually quoted (with
/// `n0` itself) misses this case when the period starts at 0.
fn guy_smith_checks(n0: usize, p: usize, t: usize) -> usize {
    2 * n0.max(1) - n0 + p + t
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

/// The smallest period from 0 of the values of powers of b (any rule), with its proof.
///
/// Suppose `g(x) = g(x mod p)` for every `x < n`, and let `reach` = b^K be the first power such
/// that b⁰, …, b^K leave every remainder mod p that any power of b leaves (the remainders of
/// b^k repeat once one comes back, so K is found in at most p steps). For `n ≥ reach` the
/// options of `n` are the heaps `n − b^k ≥ 0`, and the remainders mod p of those heaps are
/// `n − r` for exactly the remainders `r` of all powers: the set of option values, hence `g(n)`
/// (never the no-move value, since 1 is always a take), depends only on `n mod p`. So if
/// `g(n) = g(n mod p)` holds for every `n < reach + p`, each `n ≥ reach + p` has the same option
/// values as `n − p` and the same value, by induction on `n`. The certificate checks exactly
/// those `reach + p` values.
fn powers_window(b: u32, values: &[u32]) -> Option<CertifiedPeriod> {
    let b = b as usize;
    (1..values.len()).find_map(|p| {
        let mut seen = vec![false; p];
        let (mut power, mut reach) = (1usize, 1usize);
        while !seen[power % p] {
            seen[power % p] = true;
            reach = power;
            power = power.checked_mul(b)?;
        }
        let checked = reach.checked_add(p)?;
        let repeats = values.len() >= checked && (0..checked).all(|n| values[n] == values[n % p]);
        repeats.then_some(CertifiedPeriod {
            period: Period {
                preperiod: 0,
                period: p,
                checked,
            },
            certificate: Certificate::PowersWindow {
                base: b as u32,
                reach,
            },
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundy::mex;

    /// Misère powers of b by the definition: 1 for the empty heap, else the mex over every take.
    fn misere_powers(b: usize, count: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count {
            let takes = std::iter::successors(Some(1usize), |&s| s.checked_mul(b)).take_while(|&s| s <= n);
            let options: Vec<u32> = takes.map(|s| values[n - s]).collect();
            values.push(if n == 0 { 1 } else { mex(options) });
        }
        values
    }

    #[test]
    fn misere_powers_of_every_small_base_are_certified_and_right() {
        // The Sprague–Grundy post's misère convention; b = 4 repeats 1,0,1,0,2 from 0 (period 5).
        // The brute force over 4,000 heaps confirms each certified period far past what the proof
        // checked.
        for b in 2..=9u32 {
            let game = HeapGame::Powers(b);
            let values = game.values(Rule::Misere, 200).expect("valid");
            let brute = misere_powers(b as usize, 4000);
            assert_eq!(values, brute[..200], "b = {b}");
            let found = game.period(Rule::Misere, &values).expect("certified");
            let Period {
                preperiod,
                period,
                checked,
            } = found.period;
            assert_eq!(preperiod, 0);
            assert!(checked <= values.len());
            let expected = if b % 2 == 1 { 2 } else { b as usize + 1 };
            assert_eq!(period, expected, "b = {b}");
            assert!(
                (0..brute.len()).all(|n| brute[n] == brute[n % period]),
                "b = {b}: the certified period holds on every brute-force value"
            );
        }
        let four = HeapGame::Powers(4).values(Rule::Misere, 10).expect("valid");
        assert_eq!(four, [1, 0, 1, 0, 2, 1, 0, 1, 0, 2]);
    }

    #[test]
    fn the_window_proof_refuses_what_it_cannot_check() {
        // Too few values for reach + p: nothing is claimed.
        let values = HeapGame::Powers(4).values(Rule::Misere, 6).expect("valid");
        assert_eq!(HeapGame::Powers(4).period(Rule::Misere, &values), None);
        // Powers of 3 take only odd numbers, so p = 2 needs n < 1 + 2 checked; a mismatch there
        // (not a game's values, but what the proof must see) refutes it.
        let mut broken = HeapGame::Powers(3).values(Rule::Misere, 40).expect("valid");
        broken[2] = 5;
        assert_ne!(
            powers_window(3, &broken).map(|c| c.period.period),
            Some(2),
            "a mismatch inside the window refutes period 2"
        );
    }
}
