//! Show as a tree: the Grundy tab's game (a heap of the selected size, or of the first few), a
//! selected value's heap, or the sum as built, opened in the tree tab's heaps mode, whose DAG
//! holds every position they reach.

use egui::Ui;

use super::event::GrundyEvent;
use crate::i18n::Strings;
use crate::work::grundy_table::GrundyResult;
use nimlab_core::games::Rule;
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::tree::heaps::HeapInputs;

/// A heap of the game when no value is selected: its DAG holds the first values as smaller heaps.
const FIRST_FEW: u32 = 8;

/// Show the game (a heap of the selected size, or of [`FIRST_FEW`]) or the selected value's heap
/// as a tree: one heap of the game in the tree tab.
pub fn game_ui(
    ui: &mut Ui,
    result: &GrundyResult,
    selected: Option<u32>,
    strings: &Strings,
) -> Option<GrundyEvent> {
    let words = strings.heap_tree;
    let mut size = None;
    ui.horizontal_wrapped(|ui| {
        let game_size = selected.unwrap_or(FIRST_FEW);
        if ui
            .button(words.show_game_as_tree)
            .on_hover_text((words.show_game_hint)(game_size))
            .clicked()
        {
            size = Some(game_size);
        }
        if let Some(n) = selected
            && ui.button((words.show_value_as_tree)(n)).clicked()
        {
            size = Some(n);
        }
    });
    let heap = HeapInputs::of_game(&result.key.game, size?, result.key.rule);
    Some(GrundyEvent::ShowInTree(heap))
}

/// Show the sum as a tree: the sum as built, its games and rule, in the tree tab's heaps mode.
pub fn sum_ui(ui: &mut Ui, heaps: &[HeapInput], rule: Rule, strings: &Strings) -> Option<GrundyEvent> {
    let words = strings.heap_tree;
    let clicked = ui
        .button(words.show_sum_as_tree)
        .on_hover_text(words.show_sum_hint)
        .clicked();
    let typed = heaps.iter().map(|heap| (heap.game.as_str(), heap.size));
    clicked.then(|| GrundyEvent::ShowInTree(HeapInputs::of_sum(typed, rule)))
}
