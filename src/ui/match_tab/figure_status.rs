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
    if shows_its_figure(ui, puzzle) {
        ui.colored_label(crate::ui::style::LOSE, strings.figure_answers.already_shown);
    }
    if !hidden {
        cancel = figure_counts_ui(ui, puzzle.budget, solve, strings);
    }
    ui.add_space(4.0);
    cancel.then_some(MatchEvent::CancelFigureSolve)
}

/// Whether `puzzle` already shows its figure, worked out once per puzzle, not every frame (the
/// canvas's every square or triangle is listed to tell).
fn shows_its_figure(ui: &Ui, puzzle: &Puzzle) -> bool {
    let id = ui.scope_id().with("figure_shows_its_figure");
    if let Some((seen, shown)) = ui.data(|d| d.get_temp::<(Puzzle, bool)>(id))
        && seen == *puzzle
    {
        return shown;
    }
    let shown = puzzle.shows_its_figure();
    ui.data_mut(|d| d.insert_temp(id, (*puzzle, shown)));
    shown
}
