//! A figure puzzle's answers in the side panel: the counts (`figure_counts.rs`), then every
//! listed answer, nearest first, each a row saying how many sticks it lifts and lays and which
//! kind it is (answers of one kind are one up to turning and mirroring); clicking
//! one draws it on the board (clicking it again takes it off). Classroom mode hides them all
//! until the teacher reveals them.

use egui::{RichText, Ui};

use super::classroom;
use super::event::MatchEvent;
use super::figure_counts::{FigureSolve, figure_counts_ui};
use crate::i18n::Strings;
use crate::ui::widgets;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::sticks::Sticks;

/// The answers panel of figure puzzle `puzzle`: its counts and listed answers, `selected` the
/// one drawn on the board.
pub(super) fn figure_answers_ui(
    ui: &mut Ui,
    puzzle: &Puzzle,
    solve: FigureSolve<'_>,
    selected: Option<Sticks>,
    hidden: bool,
    strings: &Strings,
) -> Vec<MatchEvent> {
    let (m, f) = (strings.matchsticks, strings.figure_answers);
    let mut events = Vec::new();
    ui.heading(m.answers_heading);
    if hidden {
        classroom::hidden_note(ui, strings);
        return events;
    }
    if figure_counts_ui(ui, puzzle.budget, solve, strings) {
        events.push(MatchEvent::CancelFigureSolve);
    }
    let Some(Ok(solutions)) = solve.solved else {
        return events;
    };
    if solutions.answers.is_empty() {
        ui.label(m.no_solution);
        return events;
    }
    if !solutions.is_complete() {
        ui.label(RichText::new((m.answers_listed)(solutions.answers.len(), solutions.total())).weak());
    }
    ui.label(RichText::new(f.overlay_key).weak());
    // Kinds numbered as they first appear: an answer's representative is the first of its kind
    // in reading order, so it is listed first.
    let mut kinds: Vec<Sticks> = Vec::new();
    for (number, answer) in solutions.answers.iter().enumerate() {
        let kind = kinds
            .iter()
            .position(|&seen| seen == answer.representative)
            .unwrap_or_else(|| {
                kinds.push(answer.representative);
                kinds.len() - 1
            })
            + 1;
        let is_selected = selected == Some(answer.sticks);
        let lifted = puzzle.sticks().minus(answer.sticks).len();
        let laid = answer.sticks.minus(puzzle.sticks()).len();
        let text = (f.answer_row)(number + 1, kind, lifted, laid);
        let row = ui.selectable_label(is_selected, RichText::new(&text).monospace());
        widgets::describe_selectable(&row, is_selected, &text);
        if row.clicked() {
            events.push(MatchEvent::SelectFigureAnswer(
                (!is_selected).then_some(answer.sticks),
            ));
        }
    }
    events
}
