//! The collection managed from the Puzzle panel (the workbench, issue 24): a puzzle deleted,
//! moved, duplicated, and the last of these undone; the editor shows whichever puzzle is open
//! afterwards, keeping its edits when it is the same one. Ctrl+Z takes back whatever came last,
//! an editor step or one of these.

use super::PuzzleSession;
use crate::ui::match_tab::document::CollectionChange;
use nimlab_core::matchsticks::editor::{Editor, Snapshot};

impl PuzzleSession {
    /// Deletes puzzle `index` of the file (never the last one left).
    pub fn delete_puzzle(&mut self, index: usize) {
        let record = self.record();
        let board = self.editor.board().clone();
        if let Some(next) = self.document.delete(index, &record, &board, self.editor_depth()) {
            self.load(&next);
        }
    }

    /// Moves puzzle `index` one place up (towards the first) or down.
    pub fn move_puzzle(&mut self, index: usize, up: bool) {
        let record = self.record();
        let first = if up { index.checked_sub(1) } else { Some(index) };
        if let Some(first) = first {
            self.document.swap_with_next(first, &record, self.editor_depth());
        }
    }

    /// Copies puzzle `index`, right after it.
    pub fn duplicate_puzzle(&mut self, index: usize) {
        let record = self.record();
        self.document.duplicate(index, &record, self.editor_depth());
    }

    /// Takes back the last delete, move or duplicate.
    pub fn undo_collection(&mut self) {
        let record = self.record();
        // A deleted open puzzle comes back with the board it was tried on.
        let board = match self.document.last_change() {
            Some(CollectionChange::Deleted { board, .. }) => board.clone(),
            _ => None,
        };
        if let Some(next) = self.document.undo_change(&record) {
            self.load(&next);
            if let Some(board) = board {
                let now = Snapshot {
                    board,
                    ..self.editor.snapshot().clone()
                };
                self.editor = Editor::restored(now, Vec::new(), Vec::new());
            }
        }
    }

    /// Ctrl+Z: takes back the last change of the collection if it came after every step the
    /// designer's editor can undo, else the editor's last step (a student's, in play mode).
    pub fn undo_latest(&mut self) {
        if self.play.is_none() && self.document.changed_after_editor(self.editor_depth()) {
            self.undo_collection();
        } else {
            self.undo();
        }
    }

    /// How many steps the designer's editor can undo.
    pub(super) fn editor_depth(&self) -> usize {
        self.editor.history().0.len()
    }
}
