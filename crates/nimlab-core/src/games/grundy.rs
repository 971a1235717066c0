//! Grundy values of heap games (seeds 001–003): subtraction games, Nim, powers of b, and octal
//! games, under normal play or, for a single subtraction game, the misère convention of seed 001
//! (a position with no move gets value 1, everything else the mex of its options).
//!
//! Periods are reported only with a proof: a window of equal values as wide as the largest take
//! for subtraction games, Guy and Smith's theorem for octal games, and the classical pattern for
//! powers of b.

use std::fmt;

use super::coin_game::{InputError, MoveSet, Rule};
use super::octal::{OctalCode, OctalError};
use super::period::{Period, find_period_by};
use crate::watch::Watch;

/// A heap game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// Take any number of tokens in the set.
    Subtraction(MoveSet),
    /// Take any positive number of tokens.
    Nim,
    /// Take 1, b, b², … tokens.
    Powers(u32),
    Octal(OctalCode),
}

/// What is wrong with a game or rule a user asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundyError {
    MoveSet(InputError),
    Octal(OctalError),
    /// Powers of 0 or 1 are not a move set.
    PowersBase(u32),
    /// Misère values do not add across the heaps a split makes.
    MisereSplits,
    /// Misère sums are analysed for Nim heaps only (Bouton's rule).
    MisereSum,
    /// A heap too large to tabulate.
    HeapTooLarge(u32),
    /// More values than this game computes in reasonable time; the most it allows.
    TooManyValues(usize),
}

impl fmt::Display for GrundyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MoveSet(error) => error.fmt(f),
            Self::Octal(error) => error.fmt(f),
            Self::PowersBase(b) => write!(f, "powers of {b} are not a move set: the base must be at least 2"),
            Self::MisereSplits => write!(
                f,
                "misère values are defined for a single heap that never splits; this game splits heaps"
            ),
            Self::MisereSum => write!(f, "misère sums are analysed for Nim heaps only (Bouton's rule)"),
            Self::TooManyValues(max) => write!(f, "this game computes at most {max} values"),
            Self::HeapTooLarge(size) => write!(
                f,
                "a heap of {size} is too large for this game's table of values (Nim heaps have no limit)"
            ),
        }
    }
}

impl std::error::Error for GrundyError {}

impl From<InputError> for GrundyError {
    fn from(error: InputError) -> Self {
        Self::MoveSet(error)
    }
}

impl From<OctalError> for GrundyError {
    fn from(error: OctalError) -> Self {
        Self::Octal(error)
    }
}

/// The theorem behind a reported period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Certificate {
    /// Subtraction game with largest take `width`: `g(n + p) = g(n)` for `n0 ≤ n < n0 + width`.
    Window { width: usize },
    /// Guy–Smith: `g(n + p) = g(n)` for `n0 ≤ n < 2·n0 + p + t`, `t` the code's last digit.
    GuySmith { last_digit: usize },
    /// Powers of an even b are ±1 mod b + 1, of an odd b all odd: the pattern repeats every b + 1
    /// (even b) or 2 (odd b), and the computed values were checked against it.
    Powers { base: u32 },
}

/// A period with its proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CertifiedPeriod {
    pub period: Period,
    pub certificate: Certificate,
}

impl HeapGame {
    /// Checks the game can be played under `rule`.
    pub fn check_rule(&self, rule: Rule) -> Result<(), GrundyError> {
        match self {
            Self::Octal(code) if rule == Rule::Misere && code.splits() => Err(GrundyError::MisereSplits),
            Self::Powers(b) if *b < 2 => Err(GrundyError::PowersBase(*b)),
            _ => Ok(()),
        }
    }

    /// The takes legal from a heap of `n` for the take-style games (not octal), smallest first.
    fn takes(&self, n: u32) -> Vec<u32> {
        match self {
            Self::Subtraction(set) => set.takes().iter().copied().take_while(|&s| s <= n).collect(),
            Self::Nim => (1..=n).collect(),
            Self::Powers(b) => std::iter::successors(Some(1u32), |&p| p.checked_mul(*b))
                .take_while(|&p| p <= n)
                .collect(),
            Self::Octal(_) => Vec::new(),
        }
    }

    /// Every move from a heap of `n`: tokens removed and the heaps left.
    pub fn moves(&self, n: u32) -> Vec<(u32, Vec<u32>)> {
        match self {
            Self::Octal(code) => code
                .moves(n as usize)
                .into_iter()
                .map(|(k, left)| (k as u32, left.into_iter().map(|h| h as u32).collect()))
                .collect(),
            _ => self
                .takes(n)
                .into_iter()
                .map(|s| (s, if s == n { Vec::new() } else { vec![n - s] }))
                .collect(),
        }
    }

    /// g(0), …, g(count − 1) under `rule`.
    pub fn values(&self, rule: Rule, count: usize) -> Result<Vec<u32>, GrundyError> {
        self.check_rule(rule)?;
        // Seed 001's misère convention: a position with no move is worth 1 instead of 0.
        let terminal = match rule {
            Rule::Normal => 0,
            Rule::Misere => 1,
        };
        Ok(match self {
            Self::Octal(code) if rule == Rule::Normal => code.values(count),
            Self::Octal(_) => self.values_by_moves(count, terminal),
            Self::Nim => (0..count as u32)
                .map(|n| match (rule, n) {
                    (Rule::Misere, 0) => 1,
                    (Rule::Misere, 1) => 0,
                    _ => n,
                })
                .collect(),
            Self::Subtraction(set) => subtraction_values(set.takes(), count, terminal),
            Self::Powers(_) => {
                let largest = count.saturating_sub(1) as u32;
                subtraction_values(&self.takes(largest), count, terminal)
            }
        })
    }

    /// The plain definition, move by move: slow, but it covers every game and rule.
    fn values_by_moves(&self, count: usize, terminal: u32) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count as u32 {
            let moves = self.moves(n);
            let value = if moves.is_empty() {
                terminal
            } else {
                mex(moves.iter().map(|(_, left)| option_value(left, &values)))
            };
            values.push(value);
        }
        values
    }

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

/// Values and period of one game, as the table, the period panel and the command line show them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    /// g(0), g(1), …: at least the count asked for, more when the period search needed them.
    pub values: Vec<u32>,
    pub period: Option<CertifiedPeriod>,
    /// How many values the period search had.
    pub searched: usize,
}

/// The largest count of values a user may ask for, for the cheapest games.
pub const MAX_COUNT: usize = 10_000_000;

/// How much work (options looked at) one table may cost: about a second in a release build.
const WORK_BUDGET: f64 = 2e9;

impl HeapGame {
    /// The most values this game computes within the work budget: a subtraction game looks at
    /// |S| options per value, an octal game that splits heaps at about n·s/2 (s = digits with a
    /// split), so its cost grows with the square of the count.
    pub fn max_count(&self) -> usize {
        let per_value = |options: usize| ((WORK_BUDGET / options.max(1) as f64) as usize).min(MAX_COUNT);
        match self {
            Self::Nim | Self::Powers(_) => MAX_COUNT,
            Self::Subtraction(set) => per_value(set.takes().len()),
            Self::Octal(code) if code.splits() => {
                let splitting = (1..=code.last_digit())
                    .filter(|&k| code.digit(k) & 4 != 0)
                    .count();
                ((2.0 * WORK_BUDGET / 5.0 / splitting as f64).sqrt() as usize).min(MAX_COUNT)
            }
            Self::Octal(code) => per_value(code.last_digit()),
        }
    }

    /// The most values the period search computes on its own (a user may ask for more).
    fn search_limit(&self) -> usize {
        let cap = match self {
            Self::Octal(code) if code.splits() => 1 << 14,
            _ => 1 << 20,
        };
        self.max_count().min(cap)
    }
}

impl GrundyTable {
    /// Computes at least `count` values, and keeps doubling them (up to a limit that depends on
    /// the game) until a period is certified. `watch` hears between rounds how far toward the
    /// limit the values reach; when it says stop, the result is `None`.
    pub fn compute(
        game: &HeapGame,
        rule: Rule,
        count: usize,
        watch: &mut dyn Watch,
    ) -> Result<Option<Self>, GrundyError> {
        if count > game.max_count() {
            return Err(GrundyError::TooManyValues(game.max_count()));
        }
        let limit = game.search_limit().max(count);
        let mut length = count.max(1024).min(limit);
        loop {
            let values = game.values(rule, length)?;
            let period = game.period(rule, &values);
            if period.is_some() || length >= limit {
                return Ok(Some(Self {
                    searched: values.len(),
                    values,
                    period,
                }));
            }
            if !watch.keep_going(length as f32 / limit as f32) {
                return Ok(None);
            }
            length = (length * 2).min(limit);
        }
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

/// The value of the position a move leaves: `left` are the heaps left (of one game), `values`
/// that game's g(0), g(1), ….
///
/// Nothing left is the empty position, a heap of 0, worth `g(0)`: 0 under normal play, but the
/// misère terminal value 1 under seed 001's convention. Folding XOR over no heaps would give 0
/// and value every move that empties the heap as a normal-play end. Otherwise the heaps' values
/// XOR together, which is only meaningful under normal play, the only rule under which a move
/// may leave two heaps ([`HeapGame::check_rule`]).
pub fn option_value(left: &[u32], values: &[u32]) -> u32 {
    match left {
        [] => values[0],
        heaps => heaps.iter().fold(0, |acc, &h| acc ^ values[h as usize]),
    }
}

/// The smallest non-negative integer not among `values`: seed 001's mex.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for value in values {
        let index = value as usize;
        if index >= seen.len() {
            seen.resize(index + 1, false);
        }
        seen[index] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// g(n) = mex{ g(n − s) } for a finite subtraction set, in O(count · |S|); a position with no
/// legal take is worth `terminal`.
fn subtraction_values(takes: &[u32], count: usize, terminal: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(count);
    for n in 0..count {
        let legal = takes.iter().take_while(|&&s| s as usize <= n);
        let value = if takes.first().is_none_or(|&s| s as usize > n) {
            terminal
        } else if takes.len() < 64 {
            // g ≤ |S| + 1, so the options fit a 64-bit mask for every set a user types.
            let mask = legal.fold(0u64, |mask, &s| mask | 1 << values[n - s as usize]);
            (!mask).trailing_zeros()
        } else {
            mex(legal.map(|&s| values[n - s as usize]))
        };
        values.push(value);
    }
    values
}

/// The subtraction game of a typed move set.
pub fn parse_subtraction(text: &str) -> Result<HeapGame, GrundyError> {
    Ok(HeapGame::Subtraction(MoveSet::parse(text)?))
}

/// A game typed in one field, as the sum builder takes it: `nim`, `powers 4`, an octal code
/// such as `0.77`, or a move set such as `1,3,4`.
pub fn parse_spec(text: &str) -> Result<HeapGame, GrundyError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    if lower == "nim" || lower == "*" {
        return Ok(HeapGame::Nim);
    }
    if let Some(base) = lower.strip_prefix("powers") {
        let base = super::coin_game::parse_coins(base)?;
        let game = HeapGame::Powers(base);
        game.check_rule(Rule::Normal)?;
        return Ok(game);
    }
    if text.starts_with("0.") || text.starts_with('.') {
        return parse_octal(text);
    }
    parse_subtraction(text)
}

/// The octal game of a typed code.
pub fn parse_octal(text: &str) -> Result<HeapGame, GrundyError> {
    Ok(HeapGame::Octal(OctalCode::parse(text)?))
}

impl fmt::Display for HeapGame {
    /// The name used in JSON: `subtraction {1,3,4}`, `nim`, `powers of 4`, `octal 0.77`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Subtraction(set) => write!(f, "subtraction {{{set}}}"),
            Self::Nim => write!(f, "nim"),
            Self::Powers(b) => write!(f, "powers of {b}"),
            Self::Octal(code) => write!(f, "octal {code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(text: &str) -> HeapGame {
        parse_subtraction(text).expect("valid")
    }

    fn octal(code: &str) -> HeapGame {
        HeapGame::Octal(OctalCode::parse(code).expect("valid"))
    }

    #[test]
    fn mex_is_the_smallest_missing_value() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([2, 0, 1]), 3);
    }

    #[test]
    fn seed_001_values() {
        // Seed 001: {1,3,4} → 0,1,0,1,2,3,2 repeating; misère {1,3,4} → 1,0,1,0,2,3,2;
        // powers of 4 → 0,1,0,1,2 repeating.
        let values = set("1,3,4").values(Rule::Normal, 14).expect("valid");
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        let misere = set("1,3,4").values(Rule::Misere, 7).expect("valid");
        assert_eq!(misere, [1, 0, 1, 0, 2, 3, 2]);
        let powers = HeapGame::Powers(4).values(Rule::Normal, 10).expect("valid");
        assert_eq!(powers, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]);
    }

    fn period_of(game: &HeapGame, rule: Rule) -> (usize, usize) {
        let table = GrundyTable::compute(game, rule, 20, &mut crate::watch::Unwatched)
            .expect("valid")
            .expect("not stopped");
        let found = table.period.expect("certified").period;
        (found.preperiod, found.period)
    }

    #[test]
    fn published_periods() {
        // {1,2,3}: n mod 4 (OEIS A010873). {1,3,4}: period 7 (seed 001). {1,2,5}: period 3
        // (seed 002). {2,3}: period 5. {2,4,7}: preperiod 8, period 3. Powers of 4: period 5.
        let cases = [
            ("1,2,3", (0, 4)),
            ("1,3,4", (0, 7)),
            ("1,2,5", (0, 3)),
            ("2,3", (0, 5)),
            ("2,4,7", (8, 3)),
        ];
        for (takes, expected) in cases {
            assert_eq!(period_of(&set(takes), Rule::Normal), expected, "{{{takes}}}");
        }
        let mod_4: Vec<u32> = (0..40).map(|n| n % 4).collect();
        assert_eq!(set("1,2,3").values(Rule::Normal, 40).expect("valid"), mod_4);
        assert_eq!(period_of(&HeapGame::Powers(4), Rule::Normal), (0, 5));
        assert_eq!(period_of(&HeapGame::Powers(3), Rule::Normal), (0, 2));
        assert_eq!(period_of(&set("1,3,4"), Rule::Misere), (0, 7));
    }

    #[test]
    fn kayles_matches_oeis_a002186() {
        // OEIS A002186, the 105 terms listed: Sprague-Grundy values of Kayles (octal .77);
        // "from n = 71 on, periodic with period 12".
        let a002186 = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
            1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
            1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
            4, 1, 2, 8, 1, 4, 7, 2, 1,
        ];
        let kayles = octal("0.77");
        assert_eq!(
            kayles.values(Rule::Normal, a002186.len()).expect("valid"),
            a002186
        );
        assert_eq!(period_of(&kayles, Rule::Normal), (71, 12));
    }

    #[test]
    fn dawsons_chess_matches_oeis_a002187() {
        // OEIS A002187: Dawson's chess (octal .137), period 34, last exception at n = 51;
        // Dawson's Kayles (.07) has the same values shifted by one.
        let a002187 = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
            7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
            5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
            1, 1, 0, 4,
        ];
        let chess = octal("0.137");
        assert_eq!(chess.values(Rule::Normal, a002187.len()).expect("valid"), a002187);
        assert_eq!(period_of(&chess, Rule::Normal), (52, 34));
        let dawsons_kayles = octal("0.07")
            .values(Rule::Normal, a002187.len() + 1)
            .expect("valid");
        assert_eq!(dawsons_kayles[1..], a002187);
    }

    #[test]
    fn specs_name_every_kind_of_game() {
        assert_eq!(parse_spec(" Nim "), Ok(HeapGame::Nim));
        assert_eq!(parse_spec("powers 4"), Ok(HeapGame::Powers(4)));
        assert_eq!(parse_spec("0.77"), Ok(octal("0.77")));
        assert_eq!(parse_spec("{1, 3, 4}"), Ok(set("1,3,4")));
        assert_eq!(parse_spec("powers 1"), Err(GrundyError::PowersBase(1)));
        assert!(matches!(parse_spec("0.9"), Err(GrundyError::Octal(_))));
        assert!(matches!(parse_spec("x"), Err(GrundyError::MoveSet(_))));
    }

    #[test]
    fn nim_has_no_period() {
        let table = GrundyTable::compute(&HeapGame::Nim, Rule::Normal, 10, &mut crate::watch::Unwatched)
            .expect("valid");
        assert_eq!(table.expect("not stopped").period, None);
    }

    #[test]
    fn misere_octal_values_value_the_emptied_heap_as_terminal() {
        // Issue 14: a move that takes the whole heap leads to the empty heap, which has no move
        // and is worth 1 under misère. Digits 3 are "take k, leaving nothing or one heap", so
        // such a code is exactly the subtraction game of those k.
        let cases = [
            ("0.3", "1"),
            ("0.33", "1,2"),
            ("0.333", "1,2,3"),
            ("0.303", "1,3"),
        ];
        for (code, takes) in cases {
            assert_eq!(
                octal(code).values(Rule::Misere, 30),
                set(takes).values(Rule::Misere, 30),
                "misère {code} is take {{{takes}}}"
            );
        }
        assert_eq!(
            octal("0.3").values(Rule::Misere, 8),
            Ok(vec![1, 0, 1, 0, 1, 0, 1, 0])
        );
        // 0.1: only the whole heap of 1 may be taken. 0 and n ≥ 2 have no move (worth 1); from
        // 1 the only move leads to the empty heap, worth 1, so g(1) = mex{1} = 0.
        assert_eq!(octal("0.1").values(Rule::Misere, 6), Ok(vec![1, 0, 1, 1, 1, 1]));
        // 0.2: take 1 but never the last token; heap 1 is stuck (worth 1).
        assert_eq!(octal("0.2").values(Rule::Misere, 6), Ok(vec![1, 1, 0, 1, 0, 1]));
        let table = GrundyTable::compute(&octal("0.3"), Rule::Misere, 8, &mut crate::watch::Unwatched)
            .expect("valid")
            .expect("not stopped");
        let found = table.period.expect("certified").period;
        assert_eq!((found.preperiod, found.period), (0, 2));
    }

    #[test]
    fn misere_refuses_splitting_games() {
        assert_eq!(
            octal("0.77").values(Rule::Misere, 5),
            Err(GrundyError::MisereSplits)
        );
        assert!(
            octal("0.33").values(Rule::Misere, 5).is_ok(),
            "no split, no problem"
        );
    }
}
