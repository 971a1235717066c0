//! The tree's selected position in the Grundy tab's words ("Nim 3 + Nim 4 + Nim 5 = *3 + *4 +
//! *5"), and Show in the Grundy tab, which opens it as a sum in the Grundy tab's sum builder
//! when the builder can hold it.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::shell_action::ShellAction;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_model::tabs::grundy::inputs::{HeapInput, MAX_HEAPS, MAX_SIZE};
use nimlab_model::tabs::tree::heaps::spec_text;
use nimlab_model::tabs::tree::heaps_formula::{GameReading, HeapsFormula};

/// The selected position as the Grundy tab names it, and as its sum builder would hold it.
pub struct SelectedSum {
    /// "Nim 3 + Nim 4 = *3 + *4" (without the values while classroom mode hides them).
    words: String,
    /// The builder's heaps, when it can hold them (at most its heaps, each at most its size).
    heaps: Option<Vec<HeapInput>>,
}

impl SelectedSum {
    /// The position `id` of `graph`, worked out as `formula`.
    pub fn of(
        graph: &PositionGraph,
        id: PositionId,
        (readings, formula): (&[GameReading], &HeapsFormula),
        hidden: bool,
        strings: &Strings,
    ) -> Self {
        let position = graph.position(id);
        let fits = (1..=MAX_HEAPS).contains(&position.heaps().len())
            && position.heaps().iter().all(|heap| heap.size <= MAX_SIZE);
        let heaps = fits.then(|| {
            position
                .heaps()
                .iter()
                .map(|heap| HeapInput {
                    game: spec_text(&graph.games()[heap.game as usize]),
                    size: heap.size,
                })
                .collect()
        });
        Self {
            words: formula.sum_words(readings, graph.rule(), hidden, strings),
            heaps,
        }
    }
}

/// The words and the button; the shell's action when the user pressed it.
pub fn grundy_link_ui(
    ui: &mut Ui,
    selected: &SelectedSum,
    graph: &PositionGraph,
    strings: &Strings,
) -> Option<ShellAction> {
    let words = strings.heap_tree;
    ui.label(RichText::new((words.grundy_words)(&selected.words)).monospace());
    let button = ui.add_enabled(selected.heaps.is_some(), egui::Button::new(words.show_in_grundy));
    let button = button
        .on_hover_text(words.show_in_grundy_hint)
        .on_disabled_hover_text((words.show_in_grundy_unfit)(MAX_HEAPS, MAX_SIZE));
    let heaps = selected.heaps.clone().filter(|_| button.clicked())?;
    Some(ShellAction::ShowSumInGrundy(heaps, graph.rule()))
}
