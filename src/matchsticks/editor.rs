//! The editing model behind the matchstick editor: the puzzle as designed (the original), the
//! layout as it is now, moves of single sticks, design-mode toggles, and undo/redo.
//!
//! Pure state: the editor tab draws it and turns drags and clicks into these calls; every call
//! either changes the layout and records it for undo, or says why it did nothing.

use std::fmt;

use super::layout::{Layout, Rules};

/// A stick position: slot index and bit (segment a–g = 0–6; operator horizontal 0, vertical 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StickPosition {
    pub slot: usize,
    pub bit: u8,
}

/// Why an edit was refused (the layout is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The slot or bit does not exist (or is the fixed '=').
    NoSuchPosition,
    /// A move must start from a full position.
    SourceEmpty,
    /// A move must end on an empty position.
    TargetFull,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchPosition => write!(f, "there is no stick position there"),
            Self::SourceEmpty => write!(f, "there is no stick to move there"),
            Self::TargetFull => write!(f, "that position already holds a stick"),
        }
    }
}

impl std::error::Error for EditError {}

/// How the current layout differs from the original, in sticks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Positions full in the original and empty now.
    pub removed: u32,
    /// Positions empty in the original and full now.
    pub added: u32,
}

impl Changes {
    /// Sticks moved: pairs of a removal and an addition.
    pub fn moved(self) -> u32 {
        self.removed.min(self.added)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    original: Layout,
    current: Layout,
    pub rules: Rules,
    undo: Vec<Layout>,
    redo: Vec<Layout>,
}

impl Editor {
    pub fn new(layout: Layout, rules: Rules) -> Self {
        Self {
            original: layout.clone(),
            current: layout,
            rules,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    pub fn original(&self) -> &Layout {
        &self.original
    }

    pub fn current(&self) -> &Layout {
        &self.current
    }

    /// The position exists and can hold a stick.
    fn check(&self, at: StickPosition) -> Result<(), EditError> {
        let slot = self.current.slots.get(at.slot).ok_or(EditError::NoSuchPosition)?;
        if u32::from(at.bit) < slot.positions() {
            Ok(())
        } else {
            Err(EditError::NoSuchPosition)
        }
    }

    pub fn is_full(&self, at: StickPosition) -> bool {
        self.check(at).is_ok() && self.current.slots[at.slot].sticks() >> at.bit & 1 == 1
    }

    fn commit(&mut self, next: Layout) {
        self.undo.push(std::mem::replace(&mut self.current, next));
        self.redo.clear();
    }

    fn toggled(layout: &Layout, at: StickPosition) -> Layout {
        let mut next = layout.clone();
        let slot = next.slots[at.slot];
        next.slots[at.slot] = slot.with_sticks(slot.sticks() ^ 1 << at.bit);
        next
    }

    /// Moves the stick at `from` to the empty position `to`.
    pub fn move_stick(&mut self, from: StickPosition, to: StickPosition) -> Result<(), EditError> {
        self.check(from)?;
        self.check(to)?;
        if !self.is_full(from) {
            return Err(EditError::SourceEmpty);
        }
        if self.is_full(to) {
            return Err(EditError::TargetFull);
        }
        let next = Self::toggled(&Self::toggled(&self.current, from), to);
        self.commit(next);
        Ok(())
    }

    /// Adds a stick at an empty position or takes one away from a full one (design mode, and
    /// add/remove puzzles with the tray).
    pub fn toggle(&mut self, at: StickPosition) -> Result<(), EditError> {
        self.check(at)?;
        let next = Self::toggled(&self.current, at);
        self.commit(next);
        Ok(())
    }

    /// Replaces the whole layout (applying a solver's answer), as one undoable step.
    pub fn set_layout(&mut self, layout: Layout) {
        if layout != self.current {
            self.commit(layout);
        }
    }

    /// Makes the current layout the original of the puzzle (leaving design mode), clearing history.
    pub fn adopt_as_original(&mut self) {
        self.original = self.current.clone();
        self.undo.clear();
        self.redo.clear();
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.current, previous));
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.current, next));
        true
    }

    /// Back to the original, as one undoable step.
    pub fn reset(&mut self) {
        self.set_layout(self.original.clone());
    }

    /// How the current layout differs from the original.
    pub fn changes(&self) -> Changes {
        let pairs = self.original.slots.iter().zip(&self.current.slots);
        pairs.fold(Changes::default(), |changes, (before, now)| Changes {
            removed: changes.removed + (before.sticks() & !now.sticks()).count_ones(),
            added: changes.added + (now.sticks() & !before.sticks()).count_ones(),
        })
    }

    /// The current layout reads as a true equation.
    pub fn is_true(&self) -> bool {
        self.current.is_true(self.rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::glyph::Variants;

    fn at(slot: usize, segment: char) -> StickPosition {
        let bit = crate::matchsticks::glyph::SEGMENT_NAMES
            .iter()
            .position(|&c| c == segment)
            .expect("a–g") as u8;
        StickPosition { slot, bit }
    }

    #[test]
    fn moving_b_to_g_turns_0_into_6_and_undo_brings_it_back() {
        // Issue 5's walk-through: 0+3=09, slot 0 segment b to segment g reads 6+3=09, true.
        let mut editor = Editor::new(Layout::parse("0+3=09").expect("valid"), Rules::default());
        editor.move_stick(at(0, 'b'), at(0, 'g')).expect("legal");
        assert_eq!(
            editor.current().read(Variants::default()),
            Ok("6+3=09".to_owned())
        );
        assert!(editor.is_true());
        assert_eq!(editor.changes().moved(), 1);
        assert!(editor.undo());
        assert_eq!(
            editor.current().read(Variants::default()),
            Ok("0+3=09".to_owned())
        );
        assert!(editor.redo());
        assert!(editor.is_true());
        editor.reset();
        assert_eq!(editor.changes(), Changes::default());
        assert!(editor.undo(), "reset is undoable");
        assert!(editor.is_true());
    }

    #[test]
    fn illegal_edits_change_nothing() {
        let mut editor = Editor::new(Layout::parse("0+3=09").expect("valid"), Rules::default());
        let before = editor.clone();
        assert_eq!(
            editor.move_stick(at(0, 'g'), at(0, 'b')),
            Err(EditError::SourceEmpty)
        );
        assert_eq!(
            editor.move_stick(at(0, 'a'), at(0, 'b')),
            Err(EditError::TargetFull)
        );
        assert_eq!(
            editor.move_stick(at(3, 'a'), at(0, 'g')),
            Err(EditError::NoSuchPosition),
            "the '=' is fixed"
        );
        assert_eq!(
            editor.toggle(StickPosition { slot: 9, bit: 0 }),
            Err(EditError::NoSuchPosition)
        );
        assert_eq!(editor, before);
        assert!(!editor.can_undo());
    }

    #[test]
    fn toggles_count_as_additions_and_removals() {
        let mut editor = Editor::new(Layout::parse("8+3=9").expect("valid"), Rules::default());
        editor.toggle(at(0, 'b')).expect("a position");
        assert_eq!(editor.changes(), Changes { removed: 1, added: 0 });
        assert_eq!(editor.current().read(Variants::default()), Ok("6+3=9".to_owned()));
        assert!(editor.is_true());
        editor.adopt_as_original();
        assert_eq!(editor.changes(), Changes::default());
        assert!(!editor.can_undo());
    }
}
