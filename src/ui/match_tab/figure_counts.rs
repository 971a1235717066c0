//! A figure puzzle's answer counts, in the status line and over the answers list: one chip per
//! number of steps the budget accepts that has answers, the total as placed and up to turning and mirroring,
//! "unique" when one answer stands for them all; a spinner while counting, or why the solver
//! refused, in a line.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::{Progress, Stop};
use crate::ui::{style, widgets};
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::shapes::solve::{Solutions, SolveError};

/// The padding inside a count's chip.
const CHIP_MARGIN: egui::Vec2 = egui::vec2(8.0, 2.0);

/// Where the live solve of a figure puzzle stands.
#[derive(Clone, Copy)]
pub(super) struct FigureSolve<'a> {
    /// The answers (or the refusal), once computed for the puzzle on show.
    pub solved: Option<&'a Result<Solutions, SolveError>>,
    /// The solve under way.
    pub running: Option<&'a Progress>,
    /// Why the newest solve ended without answers (cancelled).
    pub stopped: Option<&'a Stop>,
}

/// The counts of `solve`'s answers (within `budget`), or its progress and Cancel, or why it has
/// none; returns true when Cancel was clicked.
pub(super) fn figure_counts_ui(
    ui: &mut Ui,
    budget: Budget,
    solve: FigureSolve<'_>,
    strings: &Strings,
) -> bool {
    let (m, f) = (strings.matchsticks, strings.figure_answers);
    let solutions = match solve.solved {
        None => {
            return match (solve.running, solve.stopped) {
                (Some(progress), _) => ui.horizontal(|ui| widgets::job_ui(ui, progress, strings)).inner,
                (None, Some(Stop::Cancelled)) => {
                    ui.colored_label(style::LOSE, f.cancelled);
                    false
                }
                (None, Some(Stop::Failed(message))) => {
                    ui.colored_label(style::LOSE, (strings.job_failed)(message));
                    false
                }
                (None, None) => {
                    ui.spinner();
                    false
                }
            };
        }
        Some(Err(refused)) => {
            ui.colored_label(style::LOSE, f.refused(*refused));
            return false;
        }
        Some(Ok(solutions)) => solutions,
    };
    if solutions.total() == 0 {
        ui.label(m.no_solution);
        return false;
    }
    ui.horizontal_wrapped(|ui| {
        // Only the step counts that have answers: "remove up to 8" would be a row of zeros.
        let counted = (1..=budget.steps).filter(|&k| budget.accepts(k));
        for (k, count) in counted
            .map(|k| (k, solutions.counts.get(k as usize - 1).copied().unwrap_or(0)))
            .filter(|&(_, count)| count > 0)
        {
            let line = (m.count_line)(budget.goal, k, count);
            // A chip never wraps inside: when it does not fit on this row, it starts the next.
            let width = widgets::unwrapped_width(ui, line.as_str()) + 2.0 * CHIP_MARGIN.x + 2.0;
            if width > ui.available_size_before_wrap().x {
                ui.end_row();
            }
            egui::Frame::group(ui.style())
                .inner_margin(CHIP_MARGIN)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    ui.label(line);
                });
        }
    });
    ui.horizontal_wrapped(|ui| {
        let distinct = solutions.total_distinct();
        ui.label((f.distinct)(distinct, solutions.total()));
        if distinct == 1 {
            ui.label(RichText::new(m.unique).strong().color(style::WIN))
                .on_hover_text(strings.workbench.unique_hint);
        }
    });
    false
}
