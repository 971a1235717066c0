//! What the user did in one of the tab's panels. Panels only read the open puzzle and return
//! these; the tab applies them in one place ([`super::MatchTab::apply`]).

use super::canvas::CanvasEdit;
use super::inputs::Mode;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;

/// One change the user asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchEvent {
    /// The Equation box was typed in.
    TypeEquation(String),
    /// Lay out (or Enter in the Equation box): the typed equation becomes the puzzle.
    LayOut,
    /// The goal, budget or rules were changed.
    Rules {
        /// Move, add or remove sticks.
        goal: Goal,
        /// The budget, in steps.
        steps: u32,
        /// Glyph variants and leading zeros.
        rules: Rules,
    },
    /// The title, author or notes were changed.
    Texts {
        /// The puzzle's title.
        title: String,
        /// Who made it.
        author: String,
        /// Notes for whoever solves it.
        notes: String,
    },
    /// Another mode was chosen.
    SetMode(Mode),
    /// Undo (button or Ctrl+Z).
    Undo,
    /// Redo (button, Ctrl+Shift+Z or Ctrl+Y).
    Redo,
    /// Reset to the original.
    Reset,
    /// A slot was inserted or deleted: this is the layout it makes.
    ChangeSlots(Layout),
    /// A slot was chosen (or unchosen) in the status row.
    SelectSlot(Option<usize>),
    /// An answer was chosen (or unchosen) in the answers list, by its equation.
    SelectAnswer(Option<String>),
    /// Apply: the designer's layout becomes this answer.
    ApplyAnswer(Layout),
    /// A generated puzzle was opened.
    OpenGenerated(Layout),
    /// Another puzzle of the file was chosen.
    SwitchPuzzle(usize),
    /// A blank puzzle is added to the file.
    AddPuzzle,
    /// Check, in play mode.
    Check,
    /// Reveal, in play mode.
    Reveal,
    /// Something was done to the sticks on the canvas.
    Edit(CanvasEdit),
}
