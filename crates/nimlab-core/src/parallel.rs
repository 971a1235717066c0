//! Independent blocks of work, spread over every core natively and run in turn on the web.
//!
//! The engines start no threads of their own: natively the blocks go to rayon's pool, whose
//! threads run whatever engine code calls here; the web build (a worker, with no shared-memory
//! threads) runs the same blocks one after another, so both give the same results in the same
//! order.

use std::ops::Range;
use std::sync::Mutex;

/// Buffers a block's work may borrow and give back, so that a walk over thousands of blocks
/// allocates (and the system zeroes) one buffer per thread, not one per block.
pub(crate) struct Spares<S>(Mutex<Vec<S>>);

impl<S> Spares<S> {
    pub(crate) fn new() -> Self {
        Self(Mutex::new(Vec::new()))
    }

    /// `work` with a spare buffer (or a fresh `S::default()`), which goes back afterwards.
    fn lend<R>(&self, work: impl FnOnce(&mut S) -> R) -> R
    where
        S: Default,
    {
        // A poisoned lock only means another block panicked; the spares are still buffers.
        let spare = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        let mut spare = spare.unwrap_or_default();
        let out = work(&mut spare);
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(spare);
        out
    }
}

/// `work(spare, i)` for every `i` of `blocks`; the results come back in order of `i`.
pub(crate) fn map_blocks<S: Default + Send, R: Send>(
    blocks: Range<usize>,
    spares: &Spares<S>,
    work: impl Fn(&mut S, usize) -> R + Sync + Send,
) -> Vec<R> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        blocks
            .into_par_iter()
            .map(|i| spares.lend(|spare| work(spare, i)))
            .collect()
    }
    #[cfg(target_arch = "wasm32")]
    blocks.map(|i| spares.lend(|spare| work(spare, i))).collect()
}

/// Sorts `items` by `less`-style comparison, on every core natively.
pub(crate) fn sort_unstable_by<T: Send>(
    items: &mut [T],
    compare: impl Fn(&T, &T) -> std::cmp::Ordering + Sync,
) {
    #[cfg(not(target_arch = "wasm32"))]
    rayon::slice::ParallelSliceMut::par_sort_unstable_by(items, compare);
    #[cfg(target_arch = "wasm32")]
    items.sort_unstable_by(compare);
}

/// How many blocks run at once.
pub(crate) fn threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    return rayon::current_num_threads();
    #[cfg(target_arch = "wasm32")]
    return 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_block_order_whatever_thread_ran_them() {
        let spares = Spares::new();
        let squares = map_blocks(0..1000, &spares, |spare: &mut Vec<usize>, i| {
            spare.push(i);
            i * i
        });
        assert_eq!(squares, (0..1000).map(|i| i * i).collect::<Vec<_>>());
        let lent: usize = spares.0.lock().expect("not poisoned").iter().map(Vec::len).sum();
        assert_eq!(lent, 1000, "every block had a spare, and gave it back");
    }

    #[test]
    fn sorting_sorts() {
        let mut items: Vec<u32> = (0..10_000).map(|i| (i * 7919) % 10_007).collect();
        sort_unstable_by(&mut items, u32::cmp);
        assert!(items.windows(2).all(|w| w[0] <= w[1]));
    }
}
