//! The heaps mode's rows: the choice between the coin game and heaps of a game (shown in both
//! modes), the heaps and their game and rule as typed with the job's progress and Cancel, and
//! the views heaps offer with the recursive tree's evaluation, the others disabled with a word
//! on why.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::widgets;
use nimlab_core::games::Rule;
use nimlab_core::games::recursive::Evaluation;
use nimlab_model::tabs::tree::heaps::{HeapInputs, MAX_HEAP_GAME_CHARS, MAX_HEAPS_CHARS, TreeGameKind};
use nimlab_model::tabs::tree::inputs::TreeView;
use nimlab_model::work::position_graph::{PositionGraphKey, PositionGraphOutcome};

/// "Game: Coins | Heaps of a game", edited in place.
pub fn kind_row_ui(ui: &mut Ui, kind: &mut TreeGameKind, strings: &Strings) {
    let words = strings.heap_tree;
    ui.horizontal_wrapped(|ui| {
        ui.label(words.kind_label);
        ui.selectable_value(kind, TreeGameKind::Coins, words.kind_coins);
        ui.selectable_value(kind, TreeGameKind::Heaps, words.kind_heaps)
            .on_hover_text(words.kind_heaps_hint);
    });
}

/// The heaps, their game and the rule, edited in place, and the job's progress; true when the
/// user pressed Cancel.
pub fn inputs_row_ui(
    ui: &mut Ui,
    inputs: &mut HeapInputs,
    job: &Latest<PositionGraphKey, PositionGraphOutcome>,
    strings: &Strings,
) -> bool {
    let words = strings.heap_tree;
    let mut cancel = false;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(words.sizes);
        // A sum of different games needs room for each heap's game.
        let width = if inputs.names_games() { 220.0 } else { 90.0 };
        ui.add(
            egui::TextEdit::singleline(&mut inputs.sizes)
                .char_limit(MAX_HEAPS_CHARS)
                .desired_width(width)
                .id_salt("heap_sizes"),
        )
        .labelled_by(label.id)
        .on_hover_text(words.sizes_hint);
        ui.add_space(8.0);
        let label = ui.label(words.game);
        let names_games = inputs.names_games();
        ui.add_enabled(
            !names_games,
            egui::TextEdit::singleline(&mut inputs.game)
                .char_limit(MAX_HEAP_GAME_CHARS)
                .desired_width(90.0)
                .id_salt("heap_game"),
        )
        .labelled_by(label.id)
        .on_hover_text(words.game_hint)
        .on_disabled_hover_text(words.game_unused);
        ui.add_space(8.0);
        ui.label(strings.rule);
        for rule in Rule::ALL {
            ui.selectable_value(&mut inputs.rule, rule, strings.rule(rule));
        }
        if let Some(progress) = job.progress() {
            cancel = widgets::job_ui(ui, progress, strings);
        }
    });
    cancel
}

/// The views: those heaps offer (`TreeGameKind::offers`) to choose, the others disabled with
/// a word on why, under the recursive tree the coin tree's choice of evaluation, and Fit
/// for the drawn views.
/// Returns true when the user asked to fit the view.
pub fn views_row_ui(
    ui: &mut Ui,
    view: &mut TreeView,
    evaluation: &mut Evaluation,
    strings: &Strings,
) -> bool {
    let kind = TreeGameKind::Heaps;
    let on_show = kind.shown(*view);
    let mut fit = false;
    ui.horizontal_wrapped(|ui| {
        for choice in TreeView::ALL {
            let name = RichText::new(super::super::bar::view_name(choice, strings)).strong();
            if kind.offers(choice) {
                if ui.selectable_label(on_show == choice, name).clicked() {
                    *view = choice;
                }
            } else {
                ui.add_enabled(false, egui::Button::selectable(false, name))
                    .on_disabled_hover_text(strings.heap_tree.coins_only);
            }
        }
        ui.separator();
        if on_show == TreeView::Recursive {
            ui.radio_value(evaluation, Evaluation::Full, strings.tree.evaluate_all);
            ui.radio_value(
                evaluation,
                Evaluation::ShortCircuit,
                strings.tree.evaluate_short_circuit,
            )
            .on_hover_text(strings.tree.evaluate_short_circuit_hint);
        }
        // The formula is a page of text: nothing to fit.
        if on_show != TreeView::Formula {
            fit = ui.button(strings.tree.fit_to_view).clicked();
        }
    });
    fit
}
