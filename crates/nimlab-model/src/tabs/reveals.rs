//! What classroom mode has revealed, as a lesson's step and the remembered state keep it. The
//! window knows revealed positions by the ids of one analysis, which mean nothing to the next;
//! here each is kept as what it is (a node's path in the coin game's tree, a heaps position, a
//! heap's size on the Grundy tab), so the analysis rebuilt at the step or at the next start
//! maps them back, dropping those it no longer has.

use serde::{Deserialize, Serialize};

use crate::tabs::grundy::inputs::MAX_TAB_COUNT;

/// The most revealed positions kept: more than a class answers in a lesson, few enough that a
/// hostile plan cannot make the window look up millions.
pub const MAX_REVEALED: usize = 1_000;

/// The positions revealed, or Reveal all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, bound(deserialize = "K: Deserialize<'de>"))]
pub struct SavedReveals<K> {
    /// Reveal all was pressed: every value shows.
    pub all: bool,
    /// The positions the class answered for, in order.
    pub shown: Vec<K>,
}

impl<K> Default for SavedReveals<K> {
    fn default() -> Self {
        Self {
            all: false,
            shown: Vec::new(),
        }
    }
}

impl<K: Ord> SavedReveals<K> {
    /// The reveals of `shown` (in any order, as a set hands them over), sorted so that the same
    /// reveals always write the same text.
    pub fn new(all: bool, shown: impl IntoIterator<Item = K>) -> Self {
        let mut shown: Vec<K> = shown.into_iter().collect();
        shown.sort_unstable();
        shown.dedup();
        Self { all, shown }
    }
}

impl<K> SavedReveals<K> {
    /// Nothing revealed: what a step or a state need not write.
    pub fn is_empty(&self) -> bool {
        !self.all && self.shown.is_empty()
    }

    /// At most [`MAX_REVEALED`] positions, each one the tab could have (`fits`): cut before
    /// anything looks them up.
    #[must_use]
    pub fn sanitized(mut self, fits: impl Fn(&K) -> bool) -> Self {
        self.shown.truncate(MAX_REVEALED);
        self.shown.retain(|position| fits(position));
        self
    }
}

impl SavedReveals<u32> {
    /// The Grundy tab's reveals (values g(n) by n) bounded as [`Self::sanitized`] does, each n
    /// within the longest table the tab lists.
    #[must_use]
    pub fn sanitized_sizes(self) -> Self {
        self.sanitized(|&n| (n as usize) < MAX_TAB_COUNT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reveals_are_sorted_once_and_bounded() {
        let reveals = SavedReveals::new(false, [5_u32, 1, 5, 3]);
        assert_eq!(reveals.shown, [1, 3, 5]);
        assert_eq!(reveals.clone().sanitized(|_| true), reveals);
        let many = SavedReveals::new(false, 0..1_000_000_u32);
        let cut = many.sanitized(|&n| n % 2 == 0);
        assert_eq!(cut.shown.len(), MAX_REVEALED / 2, "cut first, then checked");
        assert!(SavedReveals::<u32>::default().is_empty());
        assert!(!SavedReveals::<u32>::new(true, []).is_empty());
        let sizes = SavedReveals::new(false, [0, 999_999, 1_000_000, u32::MAX]);
        assert_eq!(
            sizes.sanitized_sizes().shown,
            [0, 999_999],
            "a table lists g(0) to g(999999)"
        );
    }

    #[test]
    fn reveals_read_back_from_their_text() {
        let reveals = SavedReveals::new(true, [vec![1_u32, 2], vec![3]]);
        let text = ron::to_string(&reveals).expect("plain data");
        assert_eq!(text, "(all:true,shown:[[1,2],[3]])");
        let read: SavedReveals<Vec<u32>> = ron::from_str(&text).expect("its own text");
        assert_eq!(read, reveals);
        let old: SavedReveals<u32> = ron::from_str("()").expect("every field defaults");
        assert!(old.is_empty());
    }
}
