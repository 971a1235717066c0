//! How the board differs from the puzzle, counted in sticks.

use crate::matchsticks::layout::Layout;

/// How the board differs from the puzzle, in sticks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Positions full in the puzzle and empty on the board.
    pub removed: u32,
    /// Positions empty in the puzzle and full on the board.
    pub added: u32,
}

impl Changes {
    /// Sticks moved: pairs of a removal and an addition.
    pub fn moved(self) -> u32 {
        self.removed.min(self.added)
    }

    /// The changes from `before` to `after` (two layouts of the same slots).
    pub fn between(before: &Layout, after: &Layout) -> Self {
        let pairs = before.slots.iter().zip(&after.slots);
        pairs.fold(Self::default(), |changes, (before, now)| Self {
            removed: changes.removed + (before.sticks() & !now.sticks()).count_ones(),
            added: changes.added + (now.sticks() & !before.sticks()).count_ones(),
        })
    }
}
