//! Periods of sequences that obey a fixed-width recurrence, found with a proof.
//!
//! If every value from index `w` on is a function of the `w` values before it (the outcomes of a
//! subtraction game with largest take `w`), then `v[i + p] = v[i]` for the `w` indices
//! `n0 ≤ i < n0 + w` implies it for every `i ≥ n0`: the two windows are equal, so everything the
//! recurrence builds from them is equal too. A certificate is such a pair of equal windows.

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

/// Finds the smallest preperiod and the smallest period of `values`, certified by a window of
/// `window` equal values; `None` when no certificate fits within the values given.
pub fn find_period<T: PartialEq>(values: &[T], window: usize) -> Option<Period> {
    let window = window.max(1);
    find_period_by(values, |_, _| window)
}

/// Finds the smallest preperiod and period whose certificate fits in `values`: `checks(n0, p)`
/// says how many consecutive equalities `v[n + p] = v[n]`, from `n = n0` on, the theorem in use
/// needs to prove period `p` from `n0` (the window width for a subtraction game; `n0 + p + t`
/// for Guy and Smith's theorem on octal games).
///
/// The first certified `p` is the true smallest period: a certificate proves periodicity, and if
/// a multiple of the true period fits in the data, so does the true period itself, with the same
/// start. For that `p`, the values agree from the last mismatch onward, so the start found is the
/// true preperiod.
pub fn find_period_by<T: PartialEq>(values: &[T], checks: impl Fn(usize, usize) -> usize) -> Option<Period> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
