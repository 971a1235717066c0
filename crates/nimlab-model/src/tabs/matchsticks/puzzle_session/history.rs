//! The book's one undo order, as the Undo and Redo buttons and their keys alike follow it: the
//! open puzzle's steps (its editor's, and its title, author and notes typed, one step an edit),
//! and the collection's changes, newest first (the order is kept by
//! [`Timeline`](nimlab_core::matchsticks::editor::timeline::Timeline)). A student's attempt in
//! play mode keeps its own undo.

use super::{OpenPuzzle, PuzzleSession, Texts};
use crate::tabs::matchsticks::document::CollectionChange;
use nimlab_core::matchsticks::editor::Editor;
use nimlab_core::matchsticks::editor::timeline::Place;
use nimlab_core::puzzle_file::PuzzleRecord;

/// One step of the book's history.
#[derive(Clone, Debug)]
pub(super) enum BookStep {
    /// A step of the puzzle's editor: its own history holds what it was.
    Editor,
    /// The title, author and notes typed in one edit.
    Texts {
        /// As they were before.
        before: Texts,
        /// As they were left.
        after: Texts,
    },
    /// A figure puzzle drawn: its record before and after.
    Figure {
        /// As it was before.
        before: Box<PuzzleRecord>,
        /// As it was left.
        after: Box<PuzzleRecord>,
    },
    /// A change to the collection.
    Collection(CollectionChange),
}

impl PuzzleSession {
    /// Changes the designer's editor through `change`; a step it took is a step of the book.
    /// While a figure puzzle is open the equation's editor is idle: a change is tried on a copy
    /// and dropped, so nothing of the figure's record or the book's history moves.
    pub(super) fn designer<R>(&mut self, change: impl FnOnce(&mut Editor) -> R) -> R {
        if self.open != OpenPuzzle::Equation {
            return change(&mut self.editor.clone());
        }
        let depth = self.editor.history().0.len();
        let result = change(&mut self.editor);
        if self.editor.history().0.len() > depth {
            self.take_step(self.document.open_id(), BookStep::Editor);
        }
        result
    }

    /// The history the open editor came with (remembered from the last run) is the book's.
    pub(super) fn remember_history(&mut self) {
        let open = self.document.open_id();
        let (undo, redo) = self.editor.history();
        let (undo, redo) = (undo.len(), redo.len());
        for _ in 0..undo + redo {
            self.timeline.record(open, Place::Puzzle(open), BookStep::Editor);
        }
        for _ in 0..redo {
            self.timeline.undo(open);
        }
    }

    /// `step` was taken, with puzzle `open` open when it was: what that puzzle and the
    /// collection could redo is let go, and what falls off the end of the history.
    pub(super) fn take_step(&mut self, open: u64, step: BookStep) {
        let place = match step {
            BookStep::Collection(_) => Place::Collection,
            _ => Place::Puzzle(self.document.open_id()),
        };
        self.typing_texts = false;
        let (cleared, dropped) = self.timeline.record(open, place, step);
        for (place, step) in cleared {
            self.let_go(place, step, false);
        }
        if let Some(step) = dropped {
            self.let_go(place, step, true);
        }
    }

    /// A step that can never be undone or redone again: a puzzle it kept out of the collection
    /// is gone for good, and an editor's step goes from the editor too.
    fn let_go(&mut self, place: Place, step: BookStep, oldest: bool) {
        match (step, place) {
            (BookStep::Collection(change), _) => {
                for id in change.out_ids() {
                    self.timeline.forget(Place::Puzzle(id));
                }
            }
            (BookStep::Editor, Place::Puzzle(id)) => {
                let editor = if id == self.document.open_id() {
                    Some(&mut self.editor)
                } else {
                    self.editors.get_mut(&id)
                };
                if let Some(editor) = editor {
                    let (undo, redo) = editor.history();
                    let (undo, redo) = if oldest {
                        (undo.get(1..).unwrap_or_default(), redo)
                    } else {
                        (undo, &redo[..redo.len().saturating_sub(1)])
                    };
                    *editor = Editor::restored(editor.snapshot().clone(), undo.to_vec(), redo.to_vec());
                }
            }
            _ => {}
        }
    }

    /// The title, author or notes typed: the step of this edit takes them, or one begins.
    pub(super) fn type_texts(&mut self, next: Texts) {
        let open = self.document.open_id();
        let joined = self.typing_texts
            && match self.timeline.newest_mut(open) {
                Some((_, BookStep::Texts { after, .. })) => {
                    after.clone_from(&next);
                    true
                }
                _ => false,
            };
        if !joined {
            let before = std::mem::replace(&mut self.texts, next.clone());
            self.take_step(
                open,
                BookStep::Texts {
                    before,
                    after: next.clone(),
                },
            );
            self.typing_texts = true;
        }
        self.texts = next;
    }

    /// The title, author and notes are no longer being typed: what is typed next is a new step.
    pub fn end_texts_edit(&mut self) {
        self.typing_texts = false;
    }

    /// A change to the collection is made (if there is one to make), and is the newest step.
    pub(super) fn change_collection(&mut self, change: Option<CollectionChange>) {
        let Some(mut change) = change else { return };
        let open = self.document.open_id();
        self.stash();
        let shown = change.flip(&mut self.document, &mut self.editors);
        self.document.open_id_of(shown);
        self.show_open();
        self.take_step(open, BookStep::Collection(change));
    }

    /// There is something Undo takes back: the student's step in play mode, else the book's.
    pub fn can_undo(&self) -> bool {
        if let Some(play) = &self.figure_play {
            return play.can_undo();
        }
        match &self.play {
            Some(play) => play.editor.can_undo(),
            None => self.timeline.next_undo(self.document.open_id()).is_some(),
        }
    }

    /// There is something Redo brings back.
    pub fn can_redo(&self) -> bool {
        if let Some(play) = &self.figure_play {
            return play.can_redo();
        }
        match &self.play {
            Some(play) => play.editor.can_redo(),
            None => self.timeline.next_redo(self.document.open_id()).is_some(),
        }
    }

    /// The collection's change the next undo takes back, if that is what comes next.
    pub fn next_undo_change(&self) -> Option<&CollectionChange> {
        match self.timeline.next_undo(self.document.open_id()) {
            Some((_, BookStep::Collection(change))) if !self.is_playing() => Some(change),
            _ => None,
        }
    }

    /// Undo: the student's last step in play mode, else whatever came last of the open
    /// puzzle's steps and the collection's changes.
    pub fn undo(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.undo();
            return;
        }
        match &mut self.play {
            Some(play) => {
                play.editor.undo();
            }
            None => self.travel(true),
        }
        self.selection.refusal = None;
    }

    /// Redo: what was undone last.
    pub fn redo(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.redo();
            return;
        }
        match &mut self.play {
            Some(play) => {
                play.editor.redo();
            }
            None => self.travel(false),
        }
        self.selection.refusal = None;
    }

    /// Takes back (or brings back) one step of the book.
    fn travel(&mut self, back: bool) {
        let open = self.document.open_id();
        let next = if back {
            self.timeline.next_undo(open)
        } else {
            self.timeline.next_redo(open)
        };
        let Some((place, _)) = next else { return };
        self.typing_texts = false;
        if place == Place::Collection {
            self.stash();
        }
        let before = (self.editor.puzzle().clone(), self.editor.settings());
        let moved = if back {
            self.timeline.undo(open)
        } else {
            self.timeline.redo(open)
        };
        let mut shown = None;
        match moved.map(|(_, step)| step) {
            Some(BookStep::Editor) => {
                if back {
                    self.editor.undo();
                } else {
                    self.editor.redo();
                }
            }
            Some(BookStep::Texts { before, after }) => {
                self.texts = if back { before.clone() } else { after.clone() };
            }
            Some(BookStep::Figure { before, after }) => {
                let record = if back { before } else { after };
                self.open = OpenPuzzle::Figure(record.clone());
            }
            Some(BookStep::Collection(change)) => {
                shown = Some(change.flip(&mut self.document, &mut self.editors));
            }
            None => {}
        }
        match shown {
            Some(id) => {
                self.document.open_id_of(id);
                self.show_open();
            }
            None => self.authored(&before),
        }
    }
}
