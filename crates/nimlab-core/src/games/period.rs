//! Periods of sequences that obey a fixed-width recurrence, found with a proof.
//!
//! If every value from index `w` on is a function of the `w` values before it (the outcomes of a
//! subtraction game with largest take `w`), then `v[i + p] = v[i]` for the `w` indices
//! `n0 ≤ i < n0 + w` implies it for every `i ≥ n0`: the two windows are equal, so everything the
//! recurrence builds from them is equal too. A certificate is such a pair of equal windows.
//!
//! The search looks at every candidate period at once in O(n) time and memory: the Z-function of
//! the values read backwards gives, for every shift `p`, how many equalities `v[i + p] = v[i]`
//! hold counting down from the end ([`suffix_agreements`]), so the last mismatch of every `p` is
//! known without scanning for it; a search over millions of values stays linear.

/// A certified eventual period: `v[i + period] = v[i]` for every `i ≥ preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Period {
    /// The smallest index from which the sequence repeats.
    pub preperiod: usize,
    /// The smallest period.
    pub period: usize,
    /// How many consecutive equalities the certificate checked (the window width).
    pub checked: usize,
}

/// What a search over the values found: the period, if one is certified, and otherwise how many
/// values would certify the best candidate if the values to come agree with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeriodSearch {
    /// The smallest certified period, with the smallest preperiod.
    pub found: Option<Period>,
    /// The fewest values with which some candidate period would be certified, if the values
    /// after the last one given repeat it; `None` when a period was found or no candidate fits.
    pub wanted: Option<usize>,
}

/// Finds the smallest preperiod and the smallest period of `values`, certified by a window of
/// `window` equal values; `None` when no certificate fits within the values given.
pub fn find_period<T: PartialEq>(values: &[T], window: usize) -> Option<Period> {
    let window = window.max(1);
    find_period_by(values, |_, _| window)
}

/// Finds the smallest preperiod and period whose certificate fits in `values`: `checks(n0, p)`
/// says how many consecutive equalities `v[n + p] = v[n]`, from `n = n0` on, the theorem in use
/// needs to prove period `p` from `n0` (the window width for a subtraction game; Guy and Smith's
/// bound on octal games, see `grundy::certified`).
///
/// The first certified `p` is the true smallest period: a certificate proves periodicity, and if
/// a multiple of the true period fits in the data, so does the true period itself, with the same
/// start. For that `p`, the values agree from the last mismatch onward, so the start found is the
/// true preperiod.
pub fn find_period_by<T: PartialEq>(values: &[T], checks: impl Fn(usize, usize) -> usize) -> Option<Period> {
    search_period(values, values.len().saturating_sub(1), checks).found
}

/// [`find_period_by`] over the periods `1..=longest` only (a theorem may rule out longer ones),
/// and, when nothing is certified yet, how many values the most promising candidate needs.
pub fn search_period<T: PartialEq>(
    values: &[T],
    longest: usize,
    checks: impl Fn(usize, usize) -> usize,
) -> PeriodSearch {
    let longest = longest.min(values.len().saturating_sub(1));
    let agreements = suffix_agreements(values, longest);
    let mut wanted: Option<usize> = None;
    for (period, &agree) in agreements.iter().enumerate().skip(1) {
        let agree = agree as usize;
        let preperiod = values.len() - period - agree;
        let checked = checks(preperiod, period);
        if agree >= checked {
            return PeriodSearch {
                found: Some(Period {
                    preperiod,
                    period,
                    checked,
                }),
                wanted: None,
            };
        }
        let needs = preperiod + period + checked;
        wanted = Some(wanted.map_or(needs, |w| w.min(needs)));
    }
    PeriodSearch { found: None, wanted }
}

/// `agree[p]` for `p ≤ longest`: how many equalities `v[i] = v[i + p]` hold for
/// `i = n − 1 − p, n − 2 − p, …` before the first that fails (n = `values.len()`). It is the
/// Z-function of the values read backwards (`agree[0] = n`), in O(n) comparisons: a match already
/// seen inside the rightmost known match is reused instead of compared again.
fn suffix_agreements<T: PartialEq>(values: &[T], longest: usize) -> Vec<u32> {
    let n = values.len();
    // The engines give far fewer than 2³² values (`grundy::table`); more would only saturate.
    let to_u32 = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
    let back = |j: usize| &values[n - 1 - j];
    let mut agree = vec![0u32; (longest + 1).min(n.max(1))];
    if n == 0 {
        return agree;
    }
    agree[0] = to_u32(n);
    // back(left..right) equals back(0..right − left), with `right` as far as any match reached.
    let (mut left, mut right) = (0usize, 0usize);
    for i in 1..agree.len() {
        let mut k = if i < right {
            (agree[i - left] as usize).min(right - i)
        } else {
            0
        };
        while i + k < n && back(k) == back(i + k) {
            k += 1;
        }
        agree[i] = to_u32(k);
        if i + k > right {
            (left, right) = (i, i + k);
        }
    }
    agree
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The search as first written: for each p, scan back from the end to the last mismatch.
    fn scanned<T: PartialEq>(values: &[T], checks: impl Fn(usize, usize) -> usize) -> Option<Period> {
        (1..values.len()).find_map(|period| {
            let compared = values.len() - period;
            let last_mismatch = (0..compared).rev().find(|&i| values[i] != values[i + period]);
            let preperiod = last_mismatch.map_or(0, |i| i + 1);
            let checked = checks(preperiod, period);
            (compared - preperiod >= checked).then_some(Period {
                preperiod,
                period,
                checked,
            })
        })
    }

    #[test]
    fn finds_pure_and_eventual_periods() {
        assert_eq!(
            find_period(&[0, 1, 2, 0, 1, 2, 0, 1, 2, 0], 3),
            Some(Period {
                preperiod: 0,
                period: 3,
                checked: 3
            })
        );
        assert_eq!(
            find_period(&[5, 5, 0, 1, 0, 1, 0, 1, 0], 2),
            Some(Period {
                preperiod: 2,
                period: 2,
                checked: 2
            })
        );
    }

    #[test]
    fn refuses_to_guess_without_enough_values() {
        // Two repeats of a 3-cycle are not enough for a window of 4.
        assert_eq!(find_period(&[0, 1, 2, 0, 1, 2], 4), None);
        assert_eq!(find_period::<u8>(&[], 1), None);
    }

    #[test]
    fn wanted_is_where_the_candidate_would_be_certified() {
        // Period 2 from 3 on, a Guy–Smith-like bound 2·n0 + 2p + 1 values: 11, we have 9.
        let values = [7, 7, 7, 0, 1, 0, 1, 0, 1];
        let search = search_period(&values, 4, |n0, p| n0 + p + 1);
        assert_eq!(search.found, None);
        assert_eq!(search.wanted, Some(3 + 2 + 3 + 2 + 1));
        let longer = [7, 7, 7, 0, 1, 0, 1, 0, 1, 0, 1];
        let found = search_period(&longer, 5, |n0, p| n0 + p + 1).found;
        assert_eq!(found.map(|p| (p.preperiod, p.period)), Some((3, 2)));
    }

    proptest! {
        #[test]
        fn agrees_with_scanning_back_for_every_period(
            values in proptest::collection::vec(0u8..3, 0..200),
            prefix in proptest::collection::vec(0u8..5, 0..30),
            cycle in proptest::collection::vec(0u8..3, 1..8),
            repeats in 0usize..30,
            extra in 0usize..6,
        ) {
            // Random sequences rarely repeat, so half the cases are made eventually periodic.
            let periodic: Vec<u8> = prefix.iter().copied()
                .chain(cycle.iter().copied().cycle().take(cycle.len() * repeats))
                .collect();
            for seq in [&values, &periodic] {
                for (label, checks) in [
                    ("window", Box::new(move |_, _| extra + 1) as Box<dyn Fn(usize, usize) -> usize>),
                    ("guy-smith", Box::new(move |n0: usize, p| 2 * n0.max(1) - n0 + p + extra)),
                ] {
                    prop_assert_eq!(find_period_by(seq, &checks), scanned(seq, &checks), "{}", label);
                }
            }
        }
    }
}
