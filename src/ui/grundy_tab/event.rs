//! What the user did on the Grundy tab. Panels draw from the tab's state and return events;
//! [`super::GrundyTab`] applies them in one place, so each piece of state has one owner.

use crate::ui::export::ExportRequest;
use nimlab_core::games::Rule;
use nimlab_core::games::sums::SumMove;

use super::inputs::HeapInput;

/// One thing the user asked for while a panel was drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Work out the mex of this n (a row or bar was clicked).
    Select(u32),
    /// Classroom mode: show g(n).
    Reveal(u32),
    /// Classroom mode: show every value.
    RevealAll,
    /// Classroom mode: hide every value again.
    HideAll,
    /// Classroom mode: show the values, outcome and winning moves of this sum under this rule.
    RevealSum(Vec<HeapInput>, Rule),
    /// Play a winning move on the sum as built.
    PlayWinningMove(SumMove),
    /// Stop the computation of values.
    CancelJob,
    /// Back to the default game, keeping the sum builder as it is.
    DefaultGame,
    /// Hand this export to the shell.
    Export(ExportRequest),
}
