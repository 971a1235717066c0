//! The editing model behind the matchstick editor: the puzzle as designed (the original), the
//! layout as it is now, moves of single sticks, design-mode toggles, and undo/redo.
//!
//! Pure state: the editor tab draws it and turns drags and clicks into these calls; every call
//! either changes the layout and records it for undo, or says why it did nothing.

use super::layout::{Layout, Rules};
use super::solve::Goal;

/// A stick position: slot index and bit (segment a–g = 0–6; operator horizontal 0, vertical 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StickPosition {
    /// Which slot, from the left.
    pub slot: usize,
    /// Which stick of the slot.
    pub bit: u8,
}

/// Why an edit was refused (the layout is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The slot or bit does not exist (or is the fixed '=').
    #[error("there is no stick position there")]
    NoSuchPosition,
    /// A move must start from a full position.
    #[error("there is no stick to move there")]
    SourceEmpty,
    /// A move must end on an empty position.
    #[error("that position already holds a stick")]
    TargetFull,
    /// The puzzle's goal does not allow this change (adding in a move puzzle, …).
    #[error("the puzzle's goal does not allow that")]
    AgainstGoal,
    /// The change would take more steps than the budget.
    #[error("that would take more steps than the budget")]
    OverBudget,
}

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

    /// The changes from `before` to `after` (two layouts of the same slots).
    pub fn between(before: &Layout, after: &Layout) -> Self {
        let pairs = before.slots.iter().zip(&after.slots);
        pairs.fold(Self::default(), |changes, (before, now)| Self {
            removed: changes.removed + (before.sticks() & !now.sticks()).count_ones(),
            added: changes.added + (now.sticks() & !before.sticks()).count_ones(),
        })
    }
}

/// A limit on edits, for a student playing the puzzle: every edit must keep the layout within
/// `steps` of the original under `goal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Move, add or remove sticks.
    pub goal: Goal,
    /// The most steps the edits may take.
    pub steps: u32,
}

impl Budget {
    fn check(self, changes: Changes) -> Result<(), EditError> {
        match self.goal.steps(changes.removed, changes.added) {
            Some(steps) if steps <= self.steps => Ok(()),
            Some(_) => Err(EditError::OverBudget),
            None => Err(EditError::AgainstGoal),
        }
    }
}

/// What one undo step restores: the original only changes when the puzzle is laid out anew.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The layout moves are counted from.
    pub original: Layout,
    /// The layout as edited.
    pub current: Layout,
}

/// The editing model: a layout edited stick by stick over its original, with undo and redo
/// and, for a student, a budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    original: Layout,
    current: Layout,
    /// The rules the layout reads by.
    pub rules: Rules,
    budget: Option<Budget>,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
}

impl Editor {
    /// An editor over `layout`, with no budget and no history.
    pub fn new(layout: Layout, rules: Rules) -> Self {
        Self {
            original: layout.clone(),
            current: layout,
            rules,
            budget: None,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// An editor as it was left (remembered between runs): `now` is the original and current
    /// layout, `undo` and `redo` its history, oldest first.
    pub fn restored(now: Snapshot, rules: Rules, undo: Vec<Snapshot>, redo: Vec<Snapshot>) -> Self {
        Self {
            original: now.original,
            current: now.current,
            rules,
            budget: None,
            undo,
            redo,
        }
    }

    /// The undo and redo steps, oldest first: what [`Editor::restored`] takes back.
    pub fn history(&self) -> (&[Snapshot], &[Snapshot]) {
        (&self.undo, &self.redo)
    }

    /// An editor for playing `layout`: edits that break the budget are refused.
    pub fn with_budget(layout: Layout, rules: Rules, budget: Budget) -> Self {
        Self {
            budget: Some(budget),
            ..Self::new(layout, rules)
        }
    }

    /// The limit on edits, for an editor made to play a puzzle.
    pub fn budget(&self) -> Option<Budget> {
        self.budget
    }

    /// The layout moves are counted from (what Reset returns to).
    pub fn original(&self) -> &Layout {
        &self.original
    }

    /// The layout as edited.
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

    /// Whether a stick lies at `at`.
    pub fn is_full(&self, at: StickPosition) -> bool {
        self.check(at).is_ok() && self.current.slots[at.slot].sticks() >> at.bit & 1 == 1
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            original: self.original.clone(),
            current: self.current.clone(),
        }
    }

    fn restore(&mut self, snapshot: Snapshot) -> Snapshot {
        let now = self.snapshot();
        self.original = snapshot.original;
        self.current = snapshot.current;
        now
    }

    fn commit(&mut self, next: Layout) {
        self.undo.push(self.snapshot());
        self.current = next;
        self.redo.clear();
    }

    /// Commits an edit if the budget, when there is one, allows it.
    fn commit_within_budget(&mut self, next: Layout) -> Result<(), EditError> {
        if let Some(budget) = self.budget {
            budget.check(Changes::between(&self.original, &next))?;
        }
        self.commit(next);
        Ok(())
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
        self.commit_within_budget(next)
    }

    /// Adds a stick at an empty position or takes one away from a full one (design mode, and
    /// add/remove puzzles with the tray).
    pub fn toggle(&mut self, at: StickPosition) -> Result<(), EditError> {
        self.check(at)?;
        let next = Self::toggled(&self.current, at);
        self.commit_within_budget(next)
    }

    /// Replaces the whole layout (applying a solver's answer), as one undoable step.
    pub fn set_layout(&mut self, layout: Layout) {
        if layout != self.current {
            self.commit(layout);
        }
    }

    /// Lays the puzzle out anew (a typed equation, an inserted or deleted slot, a generated
    /// puzzle): `layout` becomes both the original and the current layout, as one undoable step.
    pub fn relayout(&mut self, layout: Layout) {
        if layout != self.current || layout != self.original {
            self.undo.push(self.snapshot());
            self.original = layout.clone();
            self.current = layout;
            self.redo.clear();
        }
    }

    /// Makes the current layout the original of the puzzle (leaving design mode), clearing history.
    pub fn adopt_as_original(&mut self) {
        self.original = self.current.clone();
        self.undo.clear();
        self.redo.clear();
    }

    /// There is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// There is an undone step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last step; false if there was none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else {
            return false;
        };
        let now = self.restore(previous);
        self.redo.push(now);
        true
    }

    /// Redoes the last undone step; false if there was none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        let now = self.restore(next);
        self.undo.push(now);
        true
    }

    /// Back to the original, as one undoable step.
    pub fn reset(&mut self) {
        self.set_layout(self.original.clone());
    }

    /// How the current layout differs from the original.
    pub fn changes(&self) -> Changes {
        Changes::between(&self.original, &self.current)
    }

    /// The current layout reads as a true equation.
    pub fn is_true(&self) -> bool {
        self.current.is_true(self.rules)
    }
}

#[cfg(test)]
mod tests;
