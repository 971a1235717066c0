//! Managing a collection (the workbench, issue 24): a puzzle deleted, moved up or down, or
//! duplicated, each undoable. The open puzzle stays open (its edits kept) unless it is the one
//! deleted; each change says which puzzle the editor must show when that changes.
//!
//! Ctrl+Z takes back whatever came last, a step of the editor or a change of the collection, so
//! each change remembers how its time relates to the editor's history: the editor's undo steps
//! above its *floor* (the fewest the history has held since the change) came after it. The
//! floor is lowered as the editor steps back, and is 0 once the editor is replaced.

use super::Document;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::PuzzleRecord;

/// The most collection changes that can be undone.
pub const MAX_COLLECTION_UNDO: usize = 50;

/// A change to the collection, as undo needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CollectionChange {
    /// The puzzle at `index` was deleted.
    Deleted {
        /// Where it was.
        index: usize,
        /// The puzzle, as it was.
        record: PuzzleRecord,
        /// If it was the open one, the board it was tried on, given back with it.
        board: Option<Layout>,
    },
    /// The puzzle at `index` and the one after it changed places.
    Swapped {
        /// The first of the two.
        index: usize,
        /// Where the one that moved (the open one, if either was) lies now.
        moved: usize,
    },
    /// The puzzle at `index` was copied to `index + 1`.
    Duplicated {
        /// The original.
        index: usize,
    },
}

/// A collection change as remembered: the change, and the editor's undo steps that came before
/// it (see the module's doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Remembered {
    change: CollectionChange,
    /// The fewest undo steps the editor's history has held since the change.
    editor_floor: usize,
}

impl Document {
    /// Puzzle `index` is deleted (never the last one left); returns the puzzle the editor must
    /// show now, if the open one was deleted. `board` is the open puzzle's board (kept if it is
    /// the one deleted); `editor_depth` is the editor's count of undo steps (so are the other
    /// changes').
    pub fn delete(
        &mut self,
        index: usize,
        open: &PuzzleRecord,
        board: &Layout,
        editor_depth: usize,
    ) -> Option<PuzzleRecord> {
        if index >= self.puzzles.len() || self.puzzles.len() < 2 {
            return None;
        }
        self.puzzles[self.index] = open.clone();
        let record = self.puzzles.remove(index);
        let was_open = index == self.index;
        if index < self.index || (was_open && self.index == self.puzzles.len()) {
            self.index -= 1;
        }
        self.remember(
            CollectionChange::Deleted {
                index,
                record,
                board: was_open.then(|| board.clone()),
            },
            editor_depth,
        );
        was_open.then(|| self.puzzles[self.index].clone())
    }

    /// Puzzle `index` changes places with the one after it; the open puzzle stays open.
    pub fn swap_with_next(&mut self, index: usize, open: &PuzzleRecord, editor_depth: usize) {
        if index + 1 >= self.puzzles.len() {
            return;
        }
        self.swap(index, open);
        let moved = if self.index == index { index } else { index + 1 };
        self.remember(CollectionChange::Swapped { index, moved }, editor_depth);
    }

    /// A copy of puzzle `index` goes right after it; the open puzzle stays open.
    pub fn duplicate(&mut self, index: usize, open: &PuzzleRecord, editor_depth: usize) {
        if index >= self.puzzles.len() {
            return;
        }
        self.puzzles[self.index] = open.clone();
        self.puzzles.insert(index + 1, self.puzzles[index].clone());
        if self.index > index {
            self.index += 1;
        }
        self.remember(CollectionChange::Duplicated { index }, editor_depth);
    }

    /// The change the next undo takes back.
    pub fn last_change(&self) -> Option<&CollectionChange> {
        self.changes.last().map(|remembered| &remembered.change)
    }

    /// The last collection change came after every undo step the editor holds now, when it
    /// holds `editor_depth`: Ctrl+Z takes the change back, not an editor step.
    pub fn changed_after_editor(&self, editor_depth: usize) -> bool {
        self.changes
            .last()
            .is_some_and(|remembered| editor_depth <= remembered.editor_floor)
    }

    /// The editor stepped back to `editor_depth` undo steps: the steps it makes from here come
    /// after every change remembered.
    pub fn editor_stepped_back(&mut self, editor_depth: usize) {
        for remembered in &mut self.changes {
            remembered.editor_floor = remembered.editor_floor.min(editor_depth);
        }
    }

    /// Takes back the last change; returns the puzzle the editor must show now, if the open
    /// one changed.
    pub fn undo_change(&mut self, open: &PuzzleRecord) -> Option<PuzzleRecord> {
        let change = self.changes.pop()?.change;
        self.puzzles[self.index] = open.clone();
        match change {
            CollectionChange::Deleted { index, record, board } => {
                let index = index.min(self.puzzles.len());
                self.puzzles.insert(index, record);
                if board.is_some() {
                    self.index = index;
                    return Some(self.puzzles[index].clone());
                }
                if index <= self.index {
                    self.index += 1;
                }
            }
            CollectionChange::Swapped { index, .. } => {
                if index + 1 < self.puzzles.len() {
                    self.swap(index, open);
                }
            }
            CollectionChange::Duplicated { index } => {
                let copy = index + 1;
                if copy < self.puzzles.len() && self.puzzles.len() > 1 {
                    self.puzzles.remove(copy);
                    let was_open = copy == self.index;
                    if copy < self.index || (was_open && self.index == self.puzzles.len()) {
                        self.index -= 1;
                    }
                    return was_open.then(|| self.puzzles[self.index].clone());
                }
            }
        }
        None
    }

    /// Puzzles `index` and `index + 1` change places; the open one's index follows it.
    fn swap(&mut self, index: usize, open: &PuzzleRecord) {
        self.puzzles[self.index] = open.clone();
        self.puzzles.swap(index, index + 1);
        if self.index == index {
            self.index += 1;
        } else if self.index == index + 1 {
            self.index -= 1;
        }
    }

    fn remember(&mut self, change: CollectionChange, editor_depth: usize) {
        self.changes.push(Remembered {
            change,
            editor_floor: editor_depth,
        });
        if self.changes.len() > MAX_COLLECTION_UNDO {
            self.changes.remove(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::puzzle_file::{FORMAT_VERSION, PuzzleFile};

    fn titled(title: &str) -> PuzzleRecord {
        PuzzleRecord {
            title: title.to_owned(),
            ..PuzzleRecord::default()
        }
    }

    fn titles(document: &Document, open: &PuzzleRecord) -> Vec<String> {
        document.puzzles_with(open).into_iter().map(|p| p.title).collect()
    }

    /// A board for the open puzzle (what it holds does not matter to the document).
    fn board() -> Layout {
        Layout { slots: Vec::new() }
    }

    fn abc() -> Document {
        let file = PuzzleFile {
            format: FORMAT_VERSION,
            puzzles: vec![titled("a"), titled("b"), titled("c")],
        };
        Document::opened(None, file, titled("blank"))
    }

    #[test]
    fn every_change_is_undone_and_the_open_puzzle_keeps_its_edits() {
        // Each change from each open puzzle: undone, the collection is as before, with the
        // open puzzle's edits (made after the change) kept.
        for open_at in 0..3 {
            for change in 0..4 {
                for at in 0..3 {
                    let mut document = abc();
                    let mut open = document.switch_to(open_at, &titled("a")).expect("a puzzle");
                    let before = titles(&document, &open);
                    let shown = match change {
                        0 => document.delete(at, &open, &board(), 0),
                        1 => {
                            document.swap_with_next(at, &open, 0);
                            None
                        }
                        2 => {
                            document.duplicate(at, &open, 0);
                            None
                        }
                        _ => document.undo_change(&open),
                    };
                    if let Some(shown) = shown {
                        open = shown;
                    }
                    assert_eq!(
                        document.open_puzzle().title,
                        open.title,
                        "the open index follows the open puzzle: {open_at} {change} {at}"
                    );
                    open.notes = "edited".to_owned();
                    let edited = open.clone();
                    if let Some(shown) = document.undo_change(&open) {
                        open = shown;
                    }
                    let after = titles(&document, &open);
                    assert_eq!(after, before, "{open_at} {change} {at}");
                    let kept = document.puzzles_with(&open);
                    assert!(kept.contains(&edited), "the edits stay: {open_at} {change} {at}");
                }
            }
        }
    }

    #[test]
    fn the_last_puzzle_is_never_deleted_and_moves_stay_inside() {
        let mut document = Document::new(titled("only"));
        assert_eq!(document.delete(0, &titled("only"), &board(), 0), None);
        assert_eq!(document.puzzles().len(), 1);
        let mut document = abc();
        document.swap_with_next(2, &titled("a"), 0);
        assert_eq!(document.last_change(), None, "nothing after the last");
        document.swap_with_next(0, &titled("a"), 0);
        assert_eq!(titles(&document, &titled("a")), ["b", "a", "c"]);
        assert_eq!(document.index(), 1, "a is still open");
        let shown = document.delete(1, &titled("a"), &board(), 0);
        assert_eq!(shown, Some(titled("c")), "the next one opens");
    }

    #[test]
    fn the_editor_steps_above_the_floor_came_after_the_change() {
        let mut document = abc();
        assert!(!document.changed_after_editor(0), "no change to take back");
        // Three editor steps, then a duplicate.
        document.duplicate(0, &titled("a"), 3);
        assert!(document.changed_after_editor(3), "nothing since");
        assert!(!document.changed_after_editor(4), "an edit since");
        // Two steps undone (older than the change), then a new edit: it is newer.
        document.editor_stepped_back(1);
        assert!(document.changed_after_editor(1), "the steps left are older");
        assert!(!document.changed_after_editor(2), "the new edit is newer");
        // A new editor (another puzzle opened): all its steps are newer.
        document.editor_stepped_back(0);
        assert!(!document.changed_after_editor(1));
        assert!(document.changed_after_editor(0));
    }
}
