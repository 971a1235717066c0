//! Sets of (removed, added) stick counts as bits: bit `removed × stride + added`.
//!
//! A move budget of k needs (k + 1)² bits: 64 hold budgets up to 7, 128 up to 10
//! ([`MAX_STEPS`](super::MAX_STEPS)). The solver's states carry one set each and are hashed
//! millions of times, so it takes the narrowest set that holds its budget: with `u128` for every
//! budget, a 12-slot puzzle at 3 moves took twice as long.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitOr, BitOrAssign, Shl, Sub};

use crate::matchsticks::budget::Budget;

/// A set of pairs in an unsigned integer.
pub(crate) trait PairSet:
    Copy
    + Debug
    + Eq
    + Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitOrAssign
    + Shl<u32, Output = Self>
    + Sub<Output = Self>
{
    /// How many pairs the set can hold.
    const BITS: u32;
    /// No pair.
    const EMPTY: Self;
    /// Only the pair (0, 0): nothing removed, nothing added.
    const ZERO_PAIR: Self;
    /// The index of the lowest pair in the set.
    fn lowest(self) -> u32;
}

impl PairSet for u64 {
    const BITS: u32 = u64::BITS;
    const EMPTY: Self = 0;
    const ZERO_PAIR: Self = 1;
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
}

impl PairSet for u128 {
    const BITS: u32 = u128::BITS;
    const EMPTY: Self = 0;
    const ZERO_PAIR: Self = 1;
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
}

/// The bits a budget of (`removed`, `added`) needs.
pub(crate) fn bits_needed(budget: (u32, u32)) -> u32 {
    (budget.0 + 1) * (budget.1 + 1)
}

/// `fitting[removed × stride + added]`: the pairs that stay within `budget` after a glyph
/// costing (removed, added).
pub(crate) fn fitting<P: PairSet>(budget: (u32, u32)) -> Vec<P> {
    let stride = budget.1 + 1;
    let mut masks = vec![P::EMPTY; ((budget.0 + 1) * stride) as usize];
    for removed in 0..=budget.0 {
        for added in 0..=budget.1 {
            let row = (P::ZERO_PAIR << (budget.1 - added + 1)) - P::ZERO_PAIR;
            masks[(removed * stride + added) as usize] =
                (0..=budget.0 - removed).fold(P::EMPTY, |mask, r| mask | row << (r * stride));
        }
    }
    masks
}

/// The pairs in `pairs`, lowest first, as bit indices.
pub(crate) fn bits<P: PairSet>(mut pairs: P) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (pairs != P::EMPTY).then(|| {
            let bit = pairs.lowest();
            pairs = pairs & (pairs - P::ZERO_PAIR);
            bit
        })
    })
}

/// The steps at which a whole text whose pairs are `pairs` is listed under `budget` (pairs bit
/// `removed × stride + added`): the fewest it accepts, which for an exact budget is its own;
/// `None` for the puzzle's own text (it holds the pair (0, 0)) or when the budget accepts none.
/// A text drawn in several ways (glyph variants) may lie 1 and 2 steps away: it answers "exactly
/// 2" as well as "up to 1".
pub(crate) fn answer_steps<P: PairSet>(pairs: P, stride: u32, budget: Budget) -> Option<u32> {
    if pairs & P::ZERO_PAIR == P::ZERO_PAIR {
        return None;
    }
    bits(pairs)
        .filter_map(|bit| budget.admits(bit / stride, bit % stride))
        .min()
}
