//! What the matchstick tab remembers of the open puzzle beyond its working copy, so that the
//! next run restores it exactly: the file's puzzles and what was last saved (the unsaved mark),
//! and the editor's original (what Reset returns to and moves are counted from) with its undo
//! history, bounded. Everything read back is checked like typed input; what is not valid is
//! dropped, never trusted.

use serde::{Deserialize, Serialize};

use super::document::Document;
use crate::ui::text_limit::truncate_chars;
use nimlab_core::matchsticks::editor::{Editor, Snapshot};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::puzzle_file::{PuzzleRecord, SlotRecord};

/// The most undo (and redo) steps remembered between runs.
pub const MAX_HISTORY: usize = 50;
/// The most slots a remembered layout may have, as for a typed one; a longer one is dropped
/// before anything is built from it.
pub use nimlab_core::matchsticks::layout::MAX_SLOTS;
/// The most puzzles a remembered collection may hold.
pub const MAX_PUZZLES: usize = 1000;
/// The most characters of a remembered text (title, author, notes, the equation field).
pub const MAX_TEXT: usize = 4000;

/// One undo step as remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Step {
    /// The original layout at that step.
    pub original: Vec<SlotRecord>,
    /// The edited layout at that step.
    pub current: Vec<SlotRecord>,
}

/// The open puzzle as remembered between runs, beyond its working copy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Session {
    /// The document's puzzles; the open one's edits are in the working copy
    /// ([`super::MatchInputs::puzzle`]).
    pub puzzles: Vec<PuzzleRecord>,
    /// The puzzles as last opened or saved.
    pub saved: Vec<PuzzleRecord>,
    /// The editor's original layout (the working copy holds the current one).
    pub original: Vec<SlotRecord>,
    /// Oldest first.
    pub undo: Vec<Step>,
    /// Oldest first: the next redo is the last.
    pub redo: Vec<Step>,
}

fn slots_of(layout: &Layout) -> Vec<SlotRecord> {
    layout
        .slots
        .iter()
        .map(|&slot| SlotRecord::from_slot(slot))
        .collect()
}

/// A remembered layout, if it is a valid one of a bounded size.
pub fn layout_of(slots: &[SlotRecord]) -> Option<Layout> {
    if slots.len() > MAX_SLOTS {
        return None;
    }
    let slots = slots
        .iter()
        .map(|s| s.to_slot().ok())
        .collect::<Option<Vec<_>>>()?;
    let layout = Layout { slots };
    layout.check_shape().ok()?;
    Some(layout)
}

/// `text` cut to [`MAX_TEXT`] characters.
pub fn bounded_text(text: &mut String) {
    truncate_chars(text, MAX_TEXT);
}

/// A remembered puzzle, checked: its layout valid and bounded, its budget in range, its texts
/// bounded.
pub fn checked_puzzle(mut puzzle: PuzzleRecord, max_budget: u32) -> Option<PuzzleRecord> {
    layout_of(&puzzle.layout)?;
    puzzle.steps = puzzle.steps.clamp(1, max_budget);
    for text in [&mut puzzle.title, &mut puzzle.author, &mut puzzle.notes] {
        bounded_text(text);
    }
    Some(puzzle)
}

impl Session {
    /// What to remember of `document` and `editor`: the last [`MAX_HISTORY`] steps each way.
    pub fn of(document: &Document, editor: &Editor) -> Self {
        let (undo, redo) = editor.history();
        let step = |snapshot: &Snapshot| Step {
            original: slots_of(&snapshot.original),
            current: slots_of(&snapshot.current),
        };
        Self {
            puzzles: document.puzzles().to_vec(),
            saved: document.saved().to_vec(),
            original: slots_of(editor.original()),
            undo: undo[undo.len().saturating_sub(MAX_HISTORY)..]
                .iter()
                .map(step)
                .collect(),
            // Redo's next step is its last: keep the nearest ones.
            redo: redo[redo.len().saturating_sub(MAX_HISTORY)..]
                .iter()
                .map(step)
                .collect(),
        }
    }

    /// Checks everything remembered: bad puzzles and steps are dropped, lists are bounded.
    #[must_use]
    pub fn sanitized(mut self, max_budget: u32) -> Self {
        // A collection with a bad puzzle is dropped whole: dropping one would shift the others.
        let check = |puzzles: Vec<PuzzleRecord>| -> Vec<PuzzleRecord> {
            if puzzles.len() > MAX_PUZZLES {
                return Vec::new();
            }
            puzzles
                .into_iter()
                .map(|p| checked_puzzle(p, max_budget))
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default()
        };
        self.puzzles = check(self.puzzles);
        self.saved = check(self.saved);
        if layout_of(&self.original).is_none() {
            self.original.clear();
        }
        // A history with a bad step is dropped whole: half a history would undo to nonsense.
        let valid = |steps: &[Step]| {
            steps.len() <= MAX_HISTORY
                && steps
                    .iter()
                    .all(|s| layout_of(&s.original).is_some() && layout_of(&s.current).is_some())
        };
        if !valid(&self.undo) || !valid(&self.redo) {
            self.undo.clear();
            self.redo.clear();
        }
        self
    }

    /// The editor as it was left, around `current` (the working copy's layout); with no
    /// remembered original of the same slots, `current` is also the original.
    pub fn editor(&self, current: Layout, rules: Rules) -> Editor {
        let original = layout_of(&self.original)
            .filter(|original| original.slots.len() == current.slots.len())
            .unwrap_or_else(|| current.clone());
        let steps = |steps: &[Step]| -> Vec<Snapshot> {
            steps
                .iter()
                .filter_map(|step| {
                    Some(Snapshot {
                        original: layout_of(&step.original)?,
                        current: layout_of(&step.current)?,
                    })
                })
                .collect()
        };
        Editor::restored(
            Snapshot { original, current },
            rules,
            steps(&self.undo),
            steps(&self.redo),
        )
    }

    /// The document as it was left, with puzzle `index` open; `None` if nothing was remembered
    /// (a state from an older build) or the index is not one of the puzzles.
    pub fn document(&self, index: usize) -> Option<Document> {
        (index < self.puzzles.len())
            .then(|| Document::restored(self.puzzles.clone(), index, self.saved.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::editor::StickPosition;
    use nimlab_core::matchsticks::solve::Goal;

    fn record(text: &str) -> PuzzleRecord {
        let layout = Layout::parse(text).expect("an equation");
        PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default())
    }

    #[test]
    fn the_editor_and_document_come_back_as_they_were() {
        let layout = Layout::parse("0+3=09").expect("an equation");
        let mut editor = Editor::new(layout.clone(), Rules::default());
        let (b, g) = (
            StickPosition { slot: 0, bit: 1 },
            StickPosition { slot: 0, bit: 6 },
        );
        editor.move_stick(b, g).expect("a legal move");
        let mut document = Document::new(record("0+3=09"));
        document.add(record("1+1=2"), &record("6+3=09"));
        let session = Session::of(&document, &editor).sanitized(4);

        let restored = session.editor(editor.current().clone(), Rules::default());
        assert_eq!(restored.original(), &layout);
        assert_eq!(restored.history(), editor.history());
        let back = session.document(1).expect("remembered");
        assert_eq!(back.puzzles(), document.puzzles());
        assert_eq!(back.saved(), document.saved());
        assert!(session.document(2).is_none(), "an index past the puzzles");
    }

    #[test]
    fn a_collection_with_one_bad_puzzle_is_dropped_whole() {
        let mut broken = record("1+1=2");
        broken.layout.pop();
        broken.layout.pop();
        let session = Session {
            puzzles: vec![record("0+3=09"), broken],
            ..Session::default()
        }
        .sanitized(4);
        assert!(session.puzzles.is_empty());
    }
}
