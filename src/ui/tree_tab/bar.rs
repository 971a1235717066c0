//! The rows above the views: the game's inputs (coins, takes, rule, the coin-game article's lesson)
//! with the analysis's progress and Cancel, what is wrong with the inputs, and the choice of view
//! with its own controls (evaluation, Fit to view, export).

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;
use nimlab_core::games::recursive::Evaluation;

use super::event::TreeEvent;
use super::export;
use crate::work::tree_analysis::{Analysis, AnalysisKey};
use nimlab_model::tabs::tree::inputs::{MAX_COINS_CHARS, MAX_TAKES_CHARS, TreeInputs, TreeView};

/// Coins, takes, rule and the coin-game article's lesson, edited in place; the job's progress,
/// whose Cancel comes back as an event.
pub fn inputs_row_ui(
    ui: &mut Ui,
    inputs: &mut TreeInputs,
    job: &Latest<AnalysisKey, Analysis>,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(strings.tree.coins);
        ui.add(
            egui::TextEdit::singleline(&mut inputs.coins)
                .char_limit(MAX_COINS_CHARS)
                .desired_width(60.0)
                .id_salt("coins"),
        )
        .labelled_by(label.id);
        ui.add_space(8.0);
        let label = ui.label(strings.tree.takes);
        ui.add(
            egui::TextEdit::singleline(&mut inputs.takes)
                .char_limit(MAX_TAKES_CHARS)
                .desired_width(110.0)
                .id_salt("takes"),
        )
        .labelled_by(label.id);
        ui.add_space(8.0);
        ui.label(strings.rule);
        for rule in Rule::ALL {
            ui.selectable_value(&mut inputs.rule, rule, strings.rule(rule))
                .on_hover_text(strings.tree.rule_hint(rule));
        }
        ui.add_space(8.0);
        if ui
            .button(strings.tree.seed_lesson)
            .on_hover_text(strings.tree.seed_lesson_hint)
            .clicked()
        {
            inputs.seed_lesson();
        }
        if let Some(progress) = job.progress()
            && widgets::job_ui(ui, progress, strings)
        {
            event = Some(TreeEvent::CancelAnalysis);
        }
    });
    event
}

/// The one line the game's rows fold under while stepping in a short tab: the game of
/// `analysis` and the `view`, e.g. "13 coins, takes 1, 2, 3, Misère · Recursive".
pub fn folded_title(analysis: &Analysis, view: TreeView, strings: &Strings) -> String {
    /// A move set of hundreds of takes is cut: the title stays one line.
    const TAKES_SHOWN: usize = 24;
    let game = &analysis.key.game;
    let mut takes = game.moves.to_string();
    if takes.chars().count() > TAKES_SHOWN {
        takes = takes.chars().take(TAKES_SHOWN).collect::<String>() + "…";
    }
    (strings.tree.game_folded)(
        analysis.coins(),
        &takes,
        strings.rule(game.rule),
        view_name(view, strings),
    )
}

/// The name of `view` on its button.
pub(super) fn view_name(view: TreeView, strings: &Strings) -> &'static str {
    match view {
        TreeView::Recursive => strings.tree.view_recursive,
        TreeView::DynamicProgramming => strings.tree.view_dp,
        TreeView::Formula => strings.tree.view_formula,
        TreeView::Growth => strings.tree.view_growth,
        TreeView::Play => strings.tree.view_play,
    }
}

/// What is wrong with the inputs as typed, and whether the last analysis was cancelled or failed.
pub fn errors_ui(ui: &mut Ui, inputs: &TreeInputs, job: &Latest<AnalysisKey, Analysis>, strings: &Strings) {
    for error in [inputs.coins().err(), inputs.moves().err()].into_iter().flatten() {
        ui.colored_label(style::LOSE, strings.input_error(&error));
    }
    widgets::stopped_ui(ui, job.stopped(), strings);
}

/// The choice of view and the chosen view's controls; the export controls once there is an
/// analysis to export (`values_hidden`: classroom mode hides values, so no figure is offered).
pub fn views_row_ui(
    ui: &mut Ui,
    inputs: &mut TreeInputs,
    export: Option<&mut export::Export>,
    values_hidden: bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    ui.horizontal_wrapped(|ui| {
        for view in TreeView::ALL {
            let name = view_name(view, strings);
            // The same event as the view's key.
            if ui
                .selectable_label(inputs.view == view, RichText::new(name).strong())
                .clicked()
            {
                event = Some(TreeEvent::ShowView(view));
            }
        }
        ui.separator();
        match inputs.view {
            TreeView::Recursive => {
                ui.radio_value(
                    &mut inputs.evaluation,
                    Evaluation::Full,
                    strings.tree.evaluate_all,
                );
                ui.radio_value(
                    &mut inputs.evaluation,
                    Evaluation::ShortCircuit,
                    strings.tree.evaluate_short_circuit,
                )
                .on_hover_text(strings.tree.evaluate_short_circuit_hint);
                if ui.button(strings.tree.fit_to_view).clicked() {
                    event = Some(TreeEvent::FitView);
                }
            }
            TreeView::DynamicProgramming => {
                if ui.button(strings.tree.fit_to_view).clicked() {
                    event = Some(TreeEvent::FitView);
                }
            }
            TreeView::Formula | TreeView::Growth => {}
            TreeView::Play => {
                ui.weak(strings.tree.view_play_hint);
            }
        }
        if let Some(export) = export
            && let Some(asked) = export::controls_ui(ui, inputs, export, values_hidden, strings)
        {
            event = Some(asked);
        }
    });
    event
}
