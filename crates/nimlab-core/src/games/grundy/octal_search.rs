//! The period search of an octal game that splits heaps: values by the rare-value method, a
//! stretch at a time, until Guy and Smith's certificate fits (or the search reaches its limits),
//! whatever count of values the user asked to see.
//!
//! Budgets follow the method's real cost. The rare-value method does a roughly constant amount
//! of work per value when a mask leaves few heaps rare (every published long period), and up to
//! n·s/2 steps for value n when none does; so the budget is counted in the engine's own steps
//! ([`OctalValues::work`]), measured as it goes, and memory bounds the count: see
//! [`OCTAL_SEARCH_LIMIT`] and [`OCTAL_WORK_BUDGET`].

use super::certified::CertifiedPeriod;
use super::error::GrundyError;
use super::heap_game::HeapGame;
use crate::games::coin_game::Rule;
use crate::games::octal::{OctalCode, OctalValues};
use crate::watch::Watch;

/// The most values the search of a splitting octal game computes: 0.354's certificate needs
/// 20,126,196. Memory per value: 4 bytes for the value, 4 for the engine's backward copy, 2 for
/// the period search (4 bytes for each shift up to half the values): 10 bytes, 240 MB here,
/// within the 512 MB cap.
pub const OCTAL_SEARCH_LIMIT: usize = 24_000_000;

/// The most steps ([`OctalValues::work`]) one table of a splitting octal game may take. A
/// release build does 2–5·10⁸ steps a second here (measured, README's Limits), so this is about
/// a minute: 0.354's 20 million values take 7.9·10⁹ steps and 0.376's 4.7 million about
/// 10¹⁰, while a code that no mask helps (0.6, about n/2 steps for value n) stops near 380,000
/// values.
pub const OCTAL_WORK_BUDGET: u64 = 20_000_000_000;

/// The most steps the command line's period search takes past the values asked for, unless
/// told (`nimlab grundy --search-steps`): a release build does 2–5·10⁸ steps a second here, so
/// 2–5 seconds whatever the code (0.777…7, which no mask helps, included; a debug build took
/// 11 s of CPU for it). Figures, which show no progress either, keep to it too. The
/// window's Grundy tab has progress and Cancel, so it goes on to [`OCTAL_WORK_BUDGET`].
pub const OCTAL_QUICK_SEARCH_STEPS: u64 = 1_000_000_000;

/// The most values computed between two looks at Cancel, progress and the budgets.
const STRETCH: usize = 1 << 16;

/// About how many steps a stretch takes: a stretch of a code that no mask helps is shortened to
/// this (a few hundredths of a second), so neither Cancel nor a budget waits for 65,536 values
/// of hundreds of thousands of steps each.
const STRETCH_STEPS: u64 = 1 << 24;

/// The first search length, as for every game.
const FIRST: usize = 1024;

/// Computes at least `count` values of `code` under normal play and searches for a certified
/// period, going as far as the certificate needs up to [`OCTAL_SEARCH_LIMIT`] values and
/// [`OCTAL_WORK_BUDGET`] steps, and at most `search_steps` steps past the `count` values.
/// `None` when `watch` said stop.
pub(super) fn search(
    game: &HeapGame,
    code: &OctalCode,
    count: usize,
    search_steps: u64,
    watch: &mut dyn Watch,
) -> Result<Option<SearchOutcome>, GrundyError> {
    let limits = Limits {
        values: OCTAL_SEARCH_LIMIT.max(count),
        steps: OCTAL_WORK_BUDGET,
        search_steps,
    };
    search_within(game, code, count, limits, watch)
}

/// How far a search may go.
#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
    /// The most values.
    pub values: usize,
    /// The most steps in all, the `count` values asked for included.
    pub steps: u64,
    /// The most steps past the `count` values asked for.
    pub search_steps: u64,
}

/// What a search found: the values (the count asked for and one repetition of the period), the
/// certified period, how many values were searched, and whether the work budget stopped it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SearchOutcome {
    pub values: Vec<u32>,
    pub period: Option<CertifiedPeriod>,
    pub searched: usize,
    pub work_exhausted: bool,
}

/// [`search`] with the limits given (tests use small ones).
pub(super) fn search_within(
    game: &HeapGame,
    code: &OctalCode,
    count: usize,
    limits: Limits,
    watch: &mut dyn Watch,
) -> Result<Option<SearchOutcome>, GrundyError> {
    let limit = limits.values;
    let mut engine = OctalValues::new(code);
    let mut target = count.max(FIRST).min(limit);
    // Progress on a log scale (the length the search will need is not known in advance), or
    // the share of the search's steps spent, whichever is further.
    let scale = (limit as f32).ln();
    // The steps the `count` values took, once they are computed.
    let mut at_count: Option<u64> = None;
    let (period, exhausted) = loop {
        engine.reserve(target);
        let mut out_of_work = false;
        while engine.values().len() < target {
            let length = engine.values().len();
            let per_value = engine.work() / (length as u64).max(1) + 1;
            let stretch = (STRETCH_STEPS / per_value).clamp(1, STRETCH as u64) as usize;
            let mut next = (length + stretch).min(target);
            if at_count.is_none() && length < count {
                next = next.min(count);
            }
            engine.extend_to(next);
            if at_count.is_none() && next >= count {
                at_count = Some(engine.work());
            }
            let past = at_count.map_or(0, |at| engine.work() - at);
            out_of_work = engine.work() > limits.steps || past > limits.search_steps;
            if out_of_work {
                break;
            }
            let spent = past as f32 / limits.search_steps.max(1) as f32;
            if !watch.keep_going(((next as f32).ln() / scale).max(spent).min(1.0)) {
                return Ok(None);
            }
        }
        let length = engine.values().len();
        if length < count {
            return Err(GrundyError::WorkBudget(length));
        }
        let (period, wanted) = game.search_period(Rule::Normal, engine.values());
        if period.is_some() || out_of_work || length >= limit {
            break (period, out_of_work);
        }
        // As many values as the best candidate needs, if it is within twice as many; the
        // candidate may fail, so otherwise double, and at least an eighth more each time so
        // the searches add up to a few times the last one.
        let wanted = wanted.filter(|&w| w <= 2 * length).unwrap_or(2 * length);
        target = wanted.max(length + length / 8).min(limit);
    };
    let searched = engine.values().len();
    let mut values = engine.into_values();
    // Keep what is shown: the count asked for and one repetition of the period.
    let kept = period.map_or(count, |found: CertifiedPeriod| {
        count.max(found.period.preperiod + found.period.period)
    });
    values.truncate(kept);
    values.shrink_to_fit();
    Ok(Some(SearchOutcome {
        values,
        period,
        searched,
        work_exhausted: exhausted,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::octal;
    use crate::watch::Unwatched;

    fn certified(text: &str, count: usize) -> (usize, usize, usize) {
        let game = octal(text);
        let HeapGame::Octal(code) = &game else {
            unreachable!()
        };
        let table = search(&game, code, count, OCTAL_WORK_BUDGET, &mut Unwatched)
            .expect("valid")
            .expect("not stopped");
        let found = table.period.expect("certified").period;
        (found.preperiod, found.period, table.searched)
    }

    #[test]
    fn the_certificate_decides_how_far_the_search_goes() {
        // 0.3732313 has preperiod 13,728 and period 382; the old search stopped at
        // 16,384 values unless --count asked for 28,227. Guy–Smith needs 2·13728 + 2·382 + 7.
        let (preperiod, period, searched) = certified("0.3732313", 20);
        assert_eq!((preperiod, period), (13_728, 382));
        assert_eq!(
            searched,
            2 * 13_728 + 2 * 382 + 7,
            "exactly as many values as the proof needs"
        );
        // Kayles (OEIS A002186): preperiod 71, period 12, from any count.
        for count in [1, 20, 5000] {
            let (preperiod, period, _) = certified("0.77", count);
            assert_eq!((preperiod, period), (71, 12), "--count {count}");
        }
    }

    /// tczajka/octal-games, SolvedGames.md ("prefix" is our preperiod: the first n from which
    /// g(n + p) = g(n) for all n): code, prefix, period. 0.127 is also OEIS A071464.
    const SOLVED: [(&str, usize, usize); 10] = [
        ("0.45", 498, 20),
        ("0.156", 3479, 349),
        ("0.356", 7315, 142),
        ("0.644", 3256, 442),
        ("0.165", 5181, 1550),
        ("0.127", 46_578, 4),
        ("0.56", 326_640, 144),
        ("0.16", 105_351, 149_459),
        ("0.376", 2_268_248, 4),
        ("0.354", 10_061_916, 1180),
    ];

    /// Certifies `code` from the default count and checks it against the table, with the count
    /// of values the certificate needs (2·n0 + 2p + t); the search may overshoot by a little
    /// when a candidate fails before the true period settles.
    fn check_solved(text: &str, prefix: usize, period: usize) {
        let t = crate::games::octal::OctalCode::parse(text)
            .expect("valid")
            .last_digit();
        let (found_prefix, found_period, searched) = certified(text, 20);
        assert_eq!((found_prefix, found_period), (prefix, period), "{text}");
        let needed = 2 * prefix + 2 * period + t;
        assert!(
            (needed..=needed + needed / 4).contains(&searched),
            "{text}: {searched} values searched, {needed} needed"
        );
    }

    #[test]
    fn published_periods_up_to_0_127_are_certified() {
        // The ones a debug build computes in seconds; the rest: `long_published_periods`.
        for &(text, prefix, period) in SOLVED.iter().take(6) {
            check_solved(text, prefix, period);
        }
    }

    /// The long ones: run `cargo test -p nimlab-core --release -- --ignored long_published`
    /// (about a minute; `cargo bench --bench grundy` times them).
    #[test]
    #[ignore = "minutes in a debug build: run in release"]
    fn long_published_periods() {
        for &(text, prefix, period) in SOLVED.iter().skip(6) {
            check_solved(text, prefix, period);
        }
    }

    fn small(steps: u64, search_steps: u64) -> Limits {
        Limits {
            values: 1 << 20,
            steps,
            search_steps,
        }
    }

    #[test]
    fn the_search_past_the_count_keeps_to_its_own_steps() {
        // 0.777…7 (28 digits): no mask helps, about 14·n steps for value n. The values asked
        // for always come back; the period search past them stops at its steps, however many
        // the whole table could take.
        let game = octal("0.7777777777777777777777777777");
        let HeapGame::Octal(code) = &game else {
            unreachable!()
        };
        let steps_of = |count: usize| {
            let mut engine = OctalValues::new(code);
            engine.extend_to(count);
            engine.work()
        };
        let (for_count, allowed) = (steps_of(300), 50_000_000);
        let table = search_within(&game, code, 300, small(u64::MAX, allowed), &mut Unwatched)
            .expect("the count fits")
            .expect("not stopped");
        assert_eq!(table.values, game.values(Rule::Normal, 300).expect("valid"));
        assert!(table.work_exhausted && table.period.is_none());
        // It stopped within one stretch of its steps: a stretch is cut to about STRETCH_STEPS.
        let spent = steps_of(table.searched);
        assert!(spent > for_count + allowed, "{spent} steps");
        assert!(spent <= for_count + allowed + 2 * STRETCH_STEPS, "{spent} steps");
    }

    #[test]
    fn the_work_budget_stops_the_search_or_refuses_the_count() {
        let game = octal("0.6");
        let HeapGame::Octal(code) = &game else {
            unreachable!()
        };
        // Within the budget for 2,000 values but not for the search beyond: the values asked
        // for come back, with no period claimed, and the table says why.
        let table = search_within(&game, code, 2000, small(2_000_000, u64::MAX), &mut Unwatched)
            .expect("the count fits")
            .expect("not stopped");
        assert_eq!(table.values, game.values(Rule::Normal, 2000).expect("valid"));
        assert!(table.work_exhausted && table.period.is_none());
        // Asking for more values than the budget reaches is refused, saying how far it got.
        let refused = search_within(&game, code, 100_000, small(2_000_000, u64::MAX), &mut Unwatched);
        assert!(matches!(refused, Err(GrundyError::WorkBudget(reached)) if reached < 100_000));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(16))]
        #[test]
        fn a_certified_period_holds_far_past_what_it_checked(
            digits in proptest::collection::vec(0u8..8, 1..4),
        ) {
            // Random codes with a split: whatever the search certifies within 2,000 values must
            // hold on every value up to 6,000 computed by the plain definition (the rare-value
            // engine is checked against it elsewhere).
            proptest::prop_assume!(digits.iter().any(|&d| d & 4 != 0));
            let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            let game = octal(&format!("0.{text}"));
            let HeapGame::Octal(code) = &game else { unreachable!() };
            let table = search_within(&game, code, 20, Limits { values: 2000, steps: u64::MAX, search_steps: u64::MAX }, &mut Unwatched)
                .expect("valid")
                .expect("not stopped");
            if let Some(found) = table.period {
                let far = plain_values(code, 6000);
                let (n0, p) = (found.period.preperiod, found.period.period);
                proptest::prop_assert!(table.searched >= n0 + p + found.period.checked);
                proptest::prop_assert!(
                    (n0..far.len() - p).all(|n| far[n + p] == far[n]),
                    "0.{} period {} from {}", text, p, n0
                );
                // And nothing shorter or earlier repeats that far (the smallest is reported).
                let earlier = n0.checked_sub(1).is_none_or(|m| far[m + p] != far[m]);
                proptest::prop_assert!(earlier, "0.{}: the period starts before {}", text, n0);
            }
        }
    }

    /// The plain definition: the mex over every move's XOR, move by move.
    fn plain_values(code: &OctalCode, count: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count {
            let options = code
                .moves(n)
                .into_iter()
                .map(|(_, left)| left.iter().fold(0, |acc, &h| acc ^ values[h]));
            values.push(super::super::values::mex(options));
        }
        values
    }

    #[test]
    fn cancel_stops_between_stretches() {
        let game = octal("0.354");
        let HeapGame::Octal(code) = &game else {
            unreachable!()
        };
        let mut calls = 0;
        let mut watch = |_: f32| {
            calls += 1;
            calls < 3
        };
        assert_eq!(search(&game, code, 20, OCTAL_WORK_BUDGET, &mut watch), Ok(None));
    }
}
