//! The live status under a figure puzzle's board: how many answers the puzzle has, per number
//! of steps, as placed and up to turning and mirroring (hidden in classroom mode until the
//! teacher reveals them, and in play mode, where the student finds out by Check).

use egui::{RichText, Ui};

use super::classroom;
use super::figure_counts::figure_counts_ui;
use crate::i18n::Strings;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::solve::{Solutions, SolveError};

/// The status line of figure puzzle `puzzle`; `hidden` keeps the counts back.
pub(super) fn figure_status_ui(
    ui: &mut Ui,
    puzzle: &Puzzle,
    solved: Option<&Result<Solutions, SolveError>>,
    hidden: bool,
    strings: &Strings,
) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(strings.matchsticks.live_counts).strong());
        if hidden {
            classroom::hidden_note(ui, strings);
        }
    });
    if !hidden {
        figure_counts_ui(ui, puzzle.budget, solved, strings);
    }
    ui.add_space(4.0);
}
