//! How fast the tree grows with the pile: the naive recursion's calls against stopping at the
//! first winning take, as base-10 logarithms for the growth chart.

use num_bigint::BigUint;
use serde::{Deserialize, Serialize};

use super::counts::SubtreeSizes;

/// The growth chart runs at least this far, so a small pile still shows the explosion.
pub const GROWTH_MIN: u32 = 30;

/// Tree sizes by pile size for the growth chart, as base-10 logarithms (the exact figures are
/// the counters'): index n holds the pile of n coins.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Growth {
    /// Calls of the naive recursion: the nodes of the whole tree.
    pub naive: Vec<f64>,
    /// Calls when stopping at the first winning take.
    pub short_circuit: Vec<f64>,
}

impl Growth {
    /// From the tree sizes of every pile up to `up_to`.
    pub fn new(full: &SubtreeSizes, short: &SubtreeSizes, up_to: u32) -> Self {
        let log_sizes = |sizes: &SubtreeSizes| (0..=up_to).map(|n| log10(sizes.of(n))).collect();
        Self {
            naive: log_sizes(full),
            short_circuit: log_sizes(short),
        }
    }
}

/// log10 of a big integer, to a float's precision.
fn log10(x: &BigUint) -> f64 {
    use num_traits::ToPrimitive as _;
    let bits = x.bits();
    // Keep the top 64 bits: beyond them a float has nothing left to say.
    let shift = bits.saturating_sub(64);
    let top = (x >> shift).to_f64().unwrap_or(f64::MAX);
    top.log10() + shift as f64 * std::f64::consts::LOG10_2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log10_is_right_for_small_and_huge_integers() {
        assert!((log10(&BigUint::from(1000u32)) - 3.0).abs() < 1e-12);
        let huge = BigUint::from(10u32).pow(400);
        assert!((log10(&huge) - 400.0).abs() < 1e-9);
        assert!(log10(&BigUint::from(1u32)).abs() < 1e-12);
    }
}
