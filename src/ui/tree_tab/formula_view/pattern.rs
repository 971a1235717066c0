//! The pattern for move sets other than {1, …, k}: the certified preperiod and period of wins
//! and losses with its losing positions, and the outcomes as a strip of cells, one period a row.

use egui::{Button, Color32, RichText, Stroke, Ui, vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::Outcome;
use nimlab_core::games::period::Period;

use super::super::classroom::HiddenStates;
use super::super::event::TreeEvent;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::selection::Selection;

/// The certified pattern (or, without a certificate, the first outcomes); returns a position the
/// user picked.
pub(super) fn pattern_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    (period, searched): (Option<Period>, usize),
    outcomes: &[Outcome],
    selection: &Selection,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let window = analysis.key.game.moves.largest();
    ui.heading(strings.tree.pattern_title);
    ui.label((strings.tree.pattern_intro)(window));
    let Some(period) = period else {
        ui.colored_label(style::LOSE, (strings.tree.pattern_uncertified)(searched));
        return strip_ui(
            ui,
            outcomes,
            (outcomes.len().min(30), 0),
            selection,
            hidden,
            strings,
        );
    };
    ui.label(RichText::new((strings.tree.pattern_certified)(period, searched)).size(16.0));
    let losing: Vec<String> = if hidden.any() {
        vec!["?".to_owned()]
    } else {
        (period.preperiod..period.preperiod + period.period)
            .filter(|&n| outcomes.get(n).is_some_and(|o| *o == Outcome::Lose))
            .map(|n| (n % period.period).to_string())
            .collect()
    };
    ui.label(
        RichText::new((strings.tree.pattern_lose_positions)(
            period.preperiod,
            period.period,
            &losing.join(", "),
        ))
        .strong(),
    );
    ui.add_space(8.0);
    // One row per period, after the preperiod, so the repetition lines up in columns.
    let width = if period.period <= 40 { period.period } else { 30 };
    let shown = (period.preperiod + 8 * period.period).min(outcomes.len());
    strip_ui(
        ui,
        &outcomes[..shown],
        (width, period.preperiod),
        selection,
        hidden,
        strings,
    )
}

/// Outcomes as coloured cells: the first `preperiod` on their own row, then rows of `width`.
fn strip_ui(
    ui: &mut Ui,
    outcomes: &[Outcome],
    (width, preperiod): (usize, usize),
    selection: &Selection,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    let mut start = 0;
    let width = width.max(1);
    while start < outcomes.len() {
        let end = if start < preperiod {
            preperiod
        } else {
            start + width
        }
        .min(outcomes.len());
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = vec2(3.0, 3.0);
            for (n, &outcome) in outcomes.iter().enumerate().take(end).skip(start) {
                let selected = selection.state == Some(n as u32);
                let (letter, color) = if hidden.hides(n as u32) {
                    ("?", style::HIDDEN_VALUE)
                } else {
                    (
                        strings.tree.outcome_letter(outcome),
                        style::outcome_color(outcome),
                    )
                };
                let text = RichText::new(format!("{n} {letter}"))
                    .color(Color32::WHITE)
                    .size(12.0);
                let stroke = if selected {
                    Stroke::new(3.0, style::SELECTED)
                } else {
                    Stroke::NONE
                };
                let cell = Button::new(text)
                    .fill(color)
                    .stroke(stroke)
                    .min_size(vec2(42.0, 22.0));
                if ui.add(cell).clicked() {
                    event = Some(TreeEvent::SelectState(n as u32));
                }
            }
        });
        start = end;
    }
    event
}
