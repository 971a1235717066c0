//! What the matchstick tab remembers of the open puzzle beyond its record, so that the next run
//! restores it exactly: the file's puzzles and what was last saved (the unsaved mark), and the
//! editor's board (the puzzle with the sticks tried on it) with its undo history, bounded. Everything read back is checked like typed input; what is not valid is
//! dropped, never trusted.

use serde::{Deserialize, Serialize};

use super::document::Document;
use nimlab_core::matchsticks::editor::{Editor, Settings, Snapshot};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Goal, MAX_STEPS};
use nimlab_core::puzzle_file::{PuzzleRecord, SlotRecord, cut_texts};

/// The most undo (and redo) steps remembered between runs.
pub const MAX_HISTORY: usize = 50;
/// The most slots a remembered layout may have, as for a typed one; a longer one is dropped
/// before anything is built from it.
pub use nimlab_core::matchsticks::layout::MAX_SLOTS;
/// The most puzzles a remembered collection may hold: a collection's bound, as when a generated
/// list is saved.
pub const MAX_PUZZLES: usize = nimlab_core::puzzle_file::MAX_COLLECTION;
/// The most characters of the Equation box's remembered text (a puzzle's texts are held to a
/// file's bounds, [`nimlab_core::puzzle_file::TextField`]).
pub const MAX_TEXT: usize = 4000;

/// One undo step as remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Step {
    /// The puzzle's layout at that step.
    pub original: Vec<SlotRecord>,
    /// The board at that step.
    pub current: Vec<SlotRecord>,
    /// The puzzle's goal at that step.
    pub goal: Goal,
    /// The puzzle's budget at that step; 0 in a state from a build that did not remember
    /// settings per step, which then keep the puzzle's.
    pub steps: u32,
    /// The puzzle's rules at that step.
    pub rules: Rules,
    /// Its answer takes exactly `steps` steps at that step.
    pub exactly: bool,
}

/// The open puzzle as remembered between runs, beyond its working copy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSession {
    /// The document's puzzles; the open one's edits are in the working copy
    /// ([`super::SavedMatchTab::puzzle`]).
    pub puzzles: Vec<PuzzleRecord>,
    /// The puzzles as last opened or saved.
    pub saved: Vec<PuzzleRecord>,
    /// The puzzle's layout (as the record holds it; a state from an older build held the board
    /// in its record and the puzzle here).
    pub original: Vec<SlotRecord>,
    /// The board: the puzzle with the sticks tried on it; empty in a state from an older build.
    pub board: Vec<SlotRecord>,
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
pub fn checked_layout(slots: &[SlotRecord]) -> Option<Layout> {
    if slots.len() > MAX_SLOTS {
        return None;
    }
    let slots = slots
        .iter()
        .map(|s| s.to_slot().ok())
        .collect::<Option<Vec<_>>>()?;
    let layout = Layout { slots };
    // A board may lack an '=' when the '=' may move (its rules are checked with the puzzle);
    // an empty row is nothing remembered.
    layout.check_row().ok()?;
    (!layout.slots.is_empty()).then_some(layout)
}

/// A remembered puzzle, checked: its layout valid and bounded, its budget in range, its texts
/// cut to what a file may hold.
pub fn checked_puzzle(mut puzzle: PuzzleRecord) -> Option<PuzzleRecord> {
    // A puzzle under its own rules (without '=' only when the '=' may move), as a file's.
    puzzle.check().ok()?;
    // A figure puzzle's budget is bounded by its own solver.
    let max_steps = if puzzle.shapes.is_some() {
        nimlab_core::shapes::solve::MAX_STEPS
    } else {
        MAX_STEPS
    };
    puzzle.steps = puzzle.steps.clamp(1, max_steps);
    cut_texts(&mut puzzle);
    Some(puzzle)
}

impl SavedSession {
    /// What to remember of `document` and `editor`: the last [`MAX_HISTORY`] steps each way.
    pub fn of(document: &Document, editor: &Editor) -> Self {
        let (undo, redo) = editor.history();
        let step = |snapshot: &Snapshot| Step {
            original: slots_of(&snapshot.puzzle),
            current: slots_of(&snapshot.board),
            goal: snapshot.settings.goal,
            steps: snapshot.settings.steps,
            rules: snapshot.settings.rules,
            exactly: snapshot.settings.exactly,
        };
        Self {
            puzzles: document.puzzles().to_vec(),
            saved: document.saved().to_vec(),
            original: slots_of(editor.puzzle()),
            board: slots_of(editor.board()),
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
    pub fn sanitized(mut self) -> Self {
        // A collection with a bad puzzle is dropped whole: dropping one would shift the others.
        let check = |puzzles: Vec<PuzzleRecord>| -> Vec<PuzzleRecord> {
            if puzzles.len() > MAX_PUZZLES {
                return Vec::new();
            }
            puzzles
                .into_iter()
                .map(checked_puzzle)
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default()
        };
        self.puzzles = check(self.puzzles);
        self.saved = check(self.saved);
        for layout in [&mut self.original, &mut self.board] {
            if checked_layout(layout).is_none() {
                layout.clear();
            }
        }
        // A history with a bad step is dropped whole: half a history would undo to nonsense.
        let valid = |steps: &[Step]| {
            steps.len() <= MAX_HISTORY
                && steps.iter().all(|s| {
                    checked_layout(&s.original).is_some()
                        && checked_layout(&s.current).is_some()
                        && s.steps <= MAX_STEPS
                })
        };
        if !valid(&self.undo) || !valid(&self.redo) {
            self.undo.clear();
            self.redo.clear();
        }
        self
    }

    /// The editor as it was left: the puzzle `record` (its layout and `settings`) and the
    /// remembered board over it. A state from an older build remembered the board in `record`
    /// and the puzzle as `original`; either way a layout of other slots than the rest is
    /// dropped for the one beside it.
    pub fn editor(&self, record: &Layout, settings: Settings) -> Editor {
        let board = checked_layout(&self.board).unwrap_or_else(|| record.clone());
        let puzzle = checked_layout(&self.original)
            .filter(|puzzle| puzzle.slots.len() == board.slots.len())
            .unwrap_or_else(|| record.clone());
        let board = if board.slots.len() == puzzle.slots.len() {
            board
        } else {
            puzzle.clone()
        };
        let steps = |steps: &[Step]| -> Vec<Snapshot> {
            steps
                .iter()
                .filter_map(|step| {
                    let puzzle = checked_layout(&step.original)?;
                    let board = checked_layout(&step.current)?;
                    let settings = if step.steps == 0 {
                        settings
                    } else {
                        Settings {
                            goal: step.goal,
                            steps: step.steps,
                            exactly: step.exactly,
                            rules: step.rules,
                        }
                    };
                    (puzzle.slots.len() == board.slots.len()).then_some(Snapshot {
                        puzzle,
                        board,
                        settings,
                    })
                })
                .collect()
        };
        Editor::restored(
            Snapshot {
                puzzle,
                board,
                settings,
            },
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
    use nimlab_core::matchsticks::editor::{StickPosition, Target};

    fn record(text: &str) -> PuzzleRecord {
        let layout = Layout::parse(text).expect("an equation");
        PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default())
    }

    #[test]
    fn the_editor_and_document_come_back_as_they_were() {
        let layout = Layout::parse("0+3=09").expect("an equation");
        let settings = Settings {
            goal: Goal::Move,
            steps: 1,
            exactly: false,
            rules: Rules::default(),
        };
        let mut editor = Editor::new(layout.clone(), settings);
        let (b, g) = (
            StickPosition { slot: 0, bit: 1 },
            StickPosition { slot: 0, bit: 6 },
        );
        editor.move_stick(Target::Board, b, g).expect("a legal move");
        let document = Document::restored(vec![record("6+3=09"), record("1+1=2")], 1, vec![record("0+3=09")]);
        let session = SavedSession::of(&document, &editor).sanitized();

        let restored = session.editor(&layout, settings);
        assert_eq!(restored.puzzle(), &layout);
        assert_eq!(restored.board(), editor.board());
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
        let session = SavedSession {
            puzzles: vec![record("0+3=09"), broken],
            ..SavedSession::default()
        }
        .sanitized();
        assert!(session.puzzles.is_empty());
    }
}
