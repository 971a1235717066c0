//! The editing model behind the matchstick editor: the **puzzle** (as authored or opened: its
//! layout and its settings) and the **board** you try it on, moves of single sticks, design
//! toggles, and one undo history over both.
//!
//! They are two things. Trying an answer — moving sticks, applying a solver's answer, Reset —
//! changes the board and never the puzzle, so what is saved is what was authored, not what was
//! tried. Authoring changes the puzzle explicitly ([`Target::Puzzle`] edits in design mode, a
//! layout typed or generated, new settings, or [`Editor::adopt_board`], "make this the
//! puzzle"), and the board then shows the new puzzle. Every change, of either, is one undo step.
//!
//! Pure state: the editor tab draws it and turns drags and clicks into these calls; every call
//! either changes the editor and records it for undo, or says why it did nothing.

mod changes;
mod settings;
pub mod timeline;

pub use super::budget::Budget;
pub use changes::Changes;
pub use settings::Settings;

use super::layout::{Layout, Rules};
use settings::check_edit;

/// What an edit of sticks changes: the board (trying an answer) or the puzzle itself (design).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The board: the puzzle stays as authored.
    Board,
    /// The puzzle (the board then shows it).
    Puzzle,
}

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

/// The editor at one moment: what one undo step restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The puzzle's layout, as authored.
    pub puzzle: Layout,
    /// The board: the puzzle with the sticks tried on it.
    pub board: Layout,
    /// The puzzle's goal, budget and rules.
    pub settings: Settings,
}

impl Snapshot {
    /// Puzzle and board as the rules read them: an '=' that may move is made of
    /// sticks, a fixed one is not ([`Layout::for_rules`]).
    fn read_by_its_rules(self) -> Self {
        // The puzzle's own × or ÷ keeps that rule on, however the settings were set.
        let rules = self.settings.rules.for_layout(&self.puzzle);
        Self {
            puzzle: self.puzzle.for_rules(rules),
            board: self.board.for_rules(rules),
            settings: Settings {
                rules,
                ..self.settings
            },
        }
    }
}

/// The editing model: a puzzle, the board it is tried on, one undo history over both and, for
/// a student, a budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    now: Snapshot,
    /// Play mode's limit: board edits past it are refused.
    budget: Option<Budget>,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
}

impl Editor {
    /// An editor over the puzzle `layout` with `settings`, the board showing it, no history.
    pub fn new(layout: Layout, settings: Settings) -> Self {
        Self::restored(
            Snapshot {
                puzzle: layout.clone(),
                board: layout,
                settings,
            },
            Vec::new(),
            Vec::new(),
        )
    }

    /// An editor as it was left (remembered between runs): `now` with its undo and redo steps,
    /// oldest first.
    pub fn restored(now: Snapshot, undo: Vec<Snapshot>, redo: Vec<Snapshot>) -> Self {
        Self {
            now: now.read_by_its_rules(),
            budget: None,
            undo,
            redo,
        }
    }

    /// An editor for a student playing the puzzle `layout`: board edits past its budget are
    /// refused, and nothing changes the puzzle.
    pub fn for_play(layout: Layout, settings: Settings) -> Self {
        Self {
            budget: Some(settings.budget()),
            ..Self::new(layout, settings)
        }
    }

    /// The undo and redo steps, oldest first: what [`Editor::restored`] takes back.
    pub fn history(&self) -> (&[Snapshot], &[Snapshot]) {
        (&self.undo, &self.redo)
    }

    /// The puzzle, its board and its settings as they are now.
    pub fn snapshot(&self) -> &Snapshot {
        &self.now
    }

    /// The limit on board edits, for an editor made to play a puzzle.
    pub fn budget(&self) -> Option<Budget> {
        self.budget
    }

    /// The puzzle's layout as authored (what is saved, what Reset returns the board to).
    pub fn puzzle(&self) -> &Layout {
        &self.now.puzzle
    }

    /// The board: the puzzle with the sticks tried on it.
    pub fn board(&self) -> &Layout {
        &self.now.board
    }

    /// The puzzle's goal, budget and rules.
    pub fn settings(&self) -> Settings {
        self.now.settings
    }

    /// The rules the layouts read by.
    pub fn rules(&self) -> Rules {
        self.now.settings.rules
    }

    fn layout(&self, target: Target) -> &Layout {
        match target {
            Target::Board => &self.now.board,
            Target::Puzzle => &self.now.puzzle,
        }
    }

    /// The position exists and can hold a stick.
    fn check(&self, at: StickPosition) -> Result<(), EditError> {
        let slot = self
            .now
            .board
            .slots
            .get(at.slot)
            .ok_or(EditError::NoSuchPosition)?;
        if u32::from(at.bit) < slot.positions() {
            Ok(())
        } else {
            Err(EditError::NoSuchPosition)
        }
    }

    /// Whether a stick lies at `at` in the board or the puzzle.
    pub fn is_full(&self, target: Target, at: StickPosition) -> bool {
        self.check(at).is_ok() && self.layout(target).slots[at.slot].sticks() >> at.bit & 1 == 1
    }

    /// Records the present for undo and makes `next` the present.
    fn commit(&mut self, next: Snapshot) {
        if next != self.now {
            self.undo.push(std::mem::replace(&mut self.now, next));
            self.redo.clear();
        }
    }

    /// Makes `next` the board or the puzzle (the board then shows it), if the budget, when there
    /// is one, allows it.
    fn commit_layout(&mut self, target: Target, next: Layout) -> Result<(), EditError> {
        let settings = self.now.settings;
        let next = match target {
            Target::Board => {
                if let Some(budget) = self.budget {
                    check_edit(budget, Changes::between(&self.now.puzzle, &next))?;
                }
                Snapshot {
                    puzzle: self.now.puzzle.clone(),
                    board: next,
                    settings,
                }
            }
            Target::Puzzle => {
                if self.budget.is_some() {
                    return Err(EditError::AgainstGoal);
                }
                Snapshot {
                    puzzle: next.clone(),
                    board: next,
                    settings,
                }
            }
        };
        self.commit(next);
        Ok(())
    }

    fn toggled(layout: &Layout, at: StickPosition) -> Layout {
        let mut next = layout.clone();
        let slot = next.slots[at.slot];
        next.slots[at.slot] = slot.with_sticks(slot.sticks() ^ 1 << at.bit);
        next
    }

    /// Moves the stick at `from` to the empty position `to`, on the board or in the puzzle.
    pub fn move_stick(
        &mut self,
        target: Target,
        from: StickPosition,
        to: StickPosition,
    ) -> Result<(), EditError> {
        self.check(from)?;
        self.check(to)?;
        if !self.is_full(target, from) {
            return Err(EditError::SourceEmpty);
        }
        if self.is_full(target, to) {
            return Err(EditError::TargetFull);
        }
        let next = Self::toggled(&Self::toggled(self.layout(target), from), to);
        self.commit_layout(target, next)
    }

    /// Adds a stick at an empty position or takes one away from a full one, on the board (with
    /// the tray, in add and remove puzzles) or in the puzzle (design mode).
    pub fn toggle(&mut self, target: Target, at: StickPosition) -> Result<(), EditError> {
        self.check(at)?;
        let next = Self::toggled(self.layout(target), at);
        self.commit_layout(target, next)
    }

    /// Shows `layout` on the board (a solver's answer applied), as one undoable step; the
    /// puzzle stays as it is.
    pub fn set_board(&mut self, layout: Layout) {
        let next = Snapshot {
            board: layout,
            ..self.now.clone()
        };
        self.commit(next);
    }

    /// The board back to the puzzle, as one undoable step.
    pub fn reset(&mut self) {
        self.set_board(self.now.puzzle.clone());
    }

    /// Makes `layout` the puzzle, shown on the board (a typed equation, an inserted or deleted
    /// slot), as one undoable step.
    pub fn relayout(&mut self, layout: Layout) {
        self.author(layout, self.now.settings);
    }

    /// Makes `layout` with `settings` the puzzle (a generated puzzle, new settings), shown on
    /// the board, as one undoable step.
    pub fn author(&mut self, layout: Layout, settings: Settings) {
        self.commit(
            Snapshot {
                puzzle: layout.clone(),
                board: layout,
                settings,
            }
            .read_by_its_rules(),
        );
    }

    /// New goal, budget or rules for the puzzle, as one undoable step; the board stays.
    pub fn set_settings(&mut self, settings: Settings) {
        let next = Snapshot {
            settings,
            ..self.now.clone()
        };
        self.commit(next.read_by_its_rules());
    }

    /// "Make this the puzzle": the board as it is becomes the puzzle, as one undoable step.
    pub fn adopt_board(&mut self) {
        let next = Snapshot {
            puzzle: self.now.board.clone(),
            ..self.now.clone()
        };
        self.commit(next);
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
        self.redo.push(std::mem::replace(&mut self.now, previous));
        true
    }

    /// Redoes the last undone step; false if there was none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.now, next));
        true
    }

    /// How the board differs from the puzzle.
    pub fn changes(&self) -> Changes {
        Changes::between(&self.now.puzzle, &self.now.board)
    }

    /// The board reads as a true equation.
    pub fn is_true(&self) -> bool {
        self.now.board.is_true(self.rules())
    }

    /// The board answers the puzzle: it reads as a true equation other than the puzzle's own,
    /// and its changes take steps the puzzle's budget accepts (for "exactly 2", two moves: a
    /// true board one move away is not yet an answer).
    pub fn is_answer(&self) -> bool {
        let rules = self.rules();
        let own = self.now.puzzle.read(rules.variants).ok();
        let changes = self.changes();
        self.is_true()
            && self.now.board.read(rules.variants).ok() != own
            && self
                .now
                .settings
                .budget()
                .admits(changes.removed, changes.added)
                .is_some()
    }
}

#[cfg(test)]
mod tests;
