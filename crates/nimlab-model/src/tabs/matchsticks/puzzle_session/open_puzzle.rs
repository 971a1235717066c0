//! What kind of puzzle is open: an equation, which the designer's editor holds, or a figure
//! puzzle on a lattice, held as its file record, which its drawing edits, so that nothing of it
//! is lost (a figure puzzle once opened as the seed's equation and was saved over).

use super::texts::Texts;
use nimlab_core::matchsticks::editor::Editor;
use nimlab_core::puzzle_file::PuzzleRecord;

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

/// The 24-stick 3 × 3 grid, in the lattice's text form.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

/// A new figure puzzle: the classic 3 × 3 grid of 24 sticks, remove up to 8 sticks to leave
/// exactly 2 squares (tidy, any sizes), to be redrawn from there.
pub fn new_figure_puzzle() -> PuzzleRecord {
    use nimlab_core::matchsticks::budget::{Budget, Goal};
    use nimlab_core::shapes::puzzle::{Figure, Puzzle};
    let (canvas, sticks) = nimlab_core::shapes::text::parse(GRID_3).expect("the grid is a square lattice");
    let puzzle = Puzzle::new(canvas, sticks, Budget::up_to(Goal::Remove, 8), Figure::count(2))
        .expect("the grid stands on its canvas");
    PuzzleRecord::of_figure(&puzzle)
}
