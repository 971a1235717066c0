//! The live status under a figure puzzle's board: how many answers the puzzle has, per number
//! of steps, as placed and up to turning and mirroring (hidden in classroom mode until the
//! teacher reveals them, and in play mode, where the student finds out by Check).

use egui::{RichText, Ui};

use super::classroom;
use super::event::MatchEvent;
use super::figure_counts::{FigureSolve, figure_counts_ui};
use crate::i18n::Strings;
use nimlab_core::shapes::puzzle::Puzzle;

/// The status line of figure puzzle `puzzle`; `hidden` keeps the counts back. Returns Cancel,
/// if it was clicked.
pub(super) fn figure_status_ui(
    ui: &mut Ui,
    puzzle: &Puzzle,
    solve: FigureSolve<'_>,
    hidden: bool,
    strings: &Strings,
) -> Option<MatchEvent> {
    let mut cancel = false;
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(strings.matchsticks.live_counts).strong());
        if hidden {
            classroom::hidden_note(ui, strings);
        }
    });
    // Said even in classroom mode: it tells the designer about the puzzle, not its answer.
    let geometry = nimlab_core::shapes::geometry::Geometry::new(puzzle.canvas());
    if puzzle.figure.is_shown(&geometry, puzzle.sticks()) {
        ui.colored_label(crate::ui::style::LOSE, strings.figure_answers.already_shown);
    }
    if !hidden {
        cancel = figure_counts_ui(ui, puzzle.budget, solve, strings);
    }
    ui.add_space(4.0);
    cancel.then_some(MatchEvent::CancelFigureSolve)
}
