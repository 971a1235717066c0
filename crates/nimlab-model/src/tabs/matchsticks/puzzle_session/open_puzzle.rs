//! What kind of puzzle is open: an equation, which the designer's editor holds, or a figure
//! puzzle on a lattice, held as its file record, which its drawing edits, so that nothing of it
//! is lost (a figure puzzle once opened as the seed's equation and was saved over).

use super::texts::Texts;
use nimlab_core::matchsticks::editor::Editor;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;

/// The open puzzle's kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenPuzzle {
    /// An equation: the designer's editor holds its layout, settings and history.
    Equation,
    /// A figure puzzle: its record as the file holds it (its texts are the session's, which the
    /// book's history undoes).
    Figure(Box<PuzzleRecord>),
}

impl OpenPuzzle {
    /// The kind of `record`: a figure puzzle if it has a lattice.
    pub fn of(record: &PuzzleRecord) -> Self {
        if record.shapes.is_some() {
            Self::Figure(Box::new(record.clone()))
        } else {
            Self::Equation
        }
    }

    /// The figure puzzle's record, if a figure puzzle is open.
    pub fn figure(&self) -> Option<&PuzzleRecord> {
        match self {
            Self::Equation => None,
            Self::Figure(record) => Some(record),
        }
    }

    /// The open puzzle as it would be saved: the equation `editor` holds, or the figure
    /// puzzle's record, each with `texts`.
    pub(super) fn record(&self, editor: &Editor, texts: &Texts) -> PuzzleRecord {
        let record = match self {
            Self::Equation => {
                let settings = editor.settings();
                PuzzleRecord::with_budget(editor.puzzle(), settings.budget(), settings.rules)
            }
            Self::Figure(record) => (**record).clone(),
        };
        PuzzleRecord {
            title: texts.title.clone(),
            author: texts.author.clone(),
            notes: texts.notes.clone(),
            ..record
        }
    }
}

/// A new figure puzzle on `lattice`, a classic to be redrawn from there
/// (`nimlab_core::shapes::starters`): on the square lattice the 3 × 3 grid of 24 sticks, remove
/// up to 8 sticks to leave exactly 2 squares; on the triangular, the triangle of side 2 made of
/// 9 sticks (5 triangles), remove up to 3 to leave 1 (tidy, any sizes, both).
pub fn new_figure_puzzle(lattice: Lattice) -> PuzzleRecord {
    use nimlab_core::shapes::starters::{grid_three, nine_stick_triangle};
    PuzzleRecord::of_figure(&match lattice {
        Lattice::Square => grid_three(),
        Lattice::Triangular => nine_stick_triangle(),
    })
}
