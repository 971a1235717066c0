//! The formula view: the coin-game article's heuristic `(coins − 1) % 4`, generalised to {1, …, k}
//! and both rules, with its Table 1 side by side with the DP table and a check over every pile the
//! app accepts. For other move sets, the certified periodic pattern of wins and losses instead.

mod pattern;

use egui::{RichText, Ui, vec2};

use crate::i18n::Strings;
use crate::i18n::tree::{verdict, worked};
use crate::ui::style;
use nimlab_core::games::formula;
use nimlab_core::games::{Rule, Solution};

use super::classroom::HiddenStates;
use super::event::TreeEvent;
use crate::work::shown_tree::ShownTree;
use nimlab_core::games::pattern::{FORMULA_CHECK_UP_TO, Pattern};
use nimlab_model::tabs::tree::selection::Selection;

/// Draws the formula with Table 1, or the certified pattern; returns a position the user picked.
pub fn formula_view_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    selection: &Selection,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        event = match &analysis.pattern {
            Pattern::Formula {
                k,
                checked,
                first_disagreement,
            } => formula_ui(
                ui,
                analysis,
                Check {
                    k: *k,
                    checked,
                    first_disagreement: *first_disagreement,
                },
                selection,
                hidden,
                strings,
            ),
            Pattern::Periodic {
                period,
                searched,
                outcomes,
            } => pattern::pattern_ui(
                ui,
                analysis,
                (*period, *searched),
                outcomes,
                selection,
                hidden,
                strings,
            ),
        };
    });
    event
}

/// The formula for {1, …, k} and how it was checked against the DP table.
#[derive(Clone, Copy)]
struct Check<'a> {
    k: u32,
    checked: &'a Solution,
    first_disagreement: Option<u32>,
}

fn formula_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    check: Check<'_>,
    selection: &Selection,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let Check {
        k,
        checked,
        first_disagreement,
    } = check;
    let rule = analysis.key.game.rule;
    let modulus = k + 1;
    ui.heading((strings.tree.formula_title)(k));
    let statement = match rule {
        Rule::Misere => strings.tree.formula_misere,
        Rule::Normal => strings.tree.formula_normal,
    };
    if hidden.any() {
        ui.label(RichText::new(strings.tree.formula_hidden).size(16.0).weak());
    } else {
        ui.label(RichText::new(statement(modulus)).size(16.0));
    }
    let coins = analysis.coins();
    let answer = formula::answer(rule, k, coins);
    let answer = formula::FormulaAnswer {
        take: hidden.shown_take(coins, answer.take),
        ..answer
    };
    let now = worked(rule, k, coins, answer, hidden.worked(coins), strings);
    ui.label(
        RichText::new((strings.tree.formula_now)(coins, &now))
            .size(18.0)
            .strong(),
    );
    match first_disagreement {
        None => ui.colored_label(style::WIN, (strings.tree.formula_agrees)(FORMULA_CHECK_UP_TO)),
        Some(at) => ui.colored_label(style::LOSE, (strings.tree.formula_disagrees)(at)),
    };
    ui.add_space(12.0);
    ui.heading(strings.tree.formula_table_title(rule, k));

    // The coin-game article's Table 1 has three groups of four rows for k = 3: one group per k + 1
    // piles.
    let rows = modulus.min(20);
    let mut event = None;
    // Three groups side by side are wider than a small window: the groups that do not fit go
    // on below, each whole (the groups' width is the last frame's).
    let measured = ui.scope_id().with("table_1_group_width");
    let group_width = ui.data(|data| data.get_temp::<f32>(measured)).unwrap_or(0.0);
    let gap = ui.spacing().item_spacing.x;
    let per_row = if group_width > 0.0 {
        (((ui.available_width() + gap) / (group_width + gap)).floor() as u32).clamp(1, 3)
    } else {
        3
    };
    let mut widest: f32 = 0.0;
    for first in (0..3).step_by(per_row as usize) {
        ui.horizontal_top(|ui| {
            for group in first..(first + per_row).min(3) {
                let frame = egui::Frame::group(ui.style()).show(ui, |ui| {
                    egui::Grid::new(("table_1", group))
                        .striped(true)
                        .spacing(vec2(14.0, 4.0))
                        .show(ui, |ui| {
                            for text in ["n", strings.tree.formula_column, strings.tree.dp_column, ""] {
                                ui.strong(text);
                            }
                            ui.end_row();
                            for row in 1..=rows {
                                let n = group * modulus + row;
                                if n > checked.max_coins() {
                                    break;
                                }
                                if let Some(clicked) = row_ui(ui, n, rule, check, selection, hidden, strings)
                                {
                                    event = Some(clicked);
                                }
                                ui.end_row();
                            }
                        });
                });
                widest = widest.max(frame.response.rect.width());
            }
        });
    }
    if (widest - group_width).abs() > 0.5 {
        ui.data_mut(|data| data.insert_temp(measured, widest));
        ui.ctx().request_repaint();
    }
    event
}

/// Table 1's row for `n`: the formula's verdict beside the DP's, whether they agree, and `n`
/// to select.
fn row_ui(
    ui: &mut Ui,
    n: u32,
    rule: Rule,
    check: Check<'_>,
    selection: &Selection,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let Check { k, checked, .. } = check;
    let answer = formula::answer(rule, k, n);
    let dp_moves = checked.winning_moves(n);
    let dp_first = dp_moves.first().copied();
    let agrees = answer.outcome == checked.outcome(n) && answer.take.into_iter().eq(dp_moves);
    let selected = selection.state == Some(n);
    let event = ui
        .selectable_label(selected, n.to_string())
        .clicked()
        .then_some(TreeEvent::SelectState(n));
    if hidden.hides(n) {
        // Both columns, so the class still has to work it out.
        ui.colored_label(style::HIDDEN_VALUE, "?");
        ui.colored_label(style::HIDDEN_VALUE, "?");
    } else {
        let (take, dp_take) = (hidden.shown_take(n, answer.take), hidden.shown_take(n, dp_first));
        ui.colored_label(
            style::outcome_color(answer.outcome),
            verdict(strings, answer.outcome, take),
        );
        ui.colored_label(
            style::outcome_color(checked.outcome(n)),
            verdict(strings, checked.outcome(n), dp_take),
        );
    }
    ui.label(if agrees { "=" } else { "≠" });
    event
}
