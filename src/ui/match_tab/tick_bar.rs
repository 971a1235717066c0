//! The buttons over a generated list whose rows are ticked: tick a set of rows (a page, or all),
//! clear the ticks, and add the ticked puzzles to the collection (as many as it has room for:
//! the button says how many, and is off past the room). Equations and figure puzzles alike.

use std::collections::BTreeSet;

use egui::Ui;

use crate::i18n::Strings;
use nimlab_core::puzzle_file::MAX_COLLECTION;

/// Draws the buttons; `tick` is the button that ticks `rows`. Returns the rows to add when Add
/// was pressed (the ticks are cleared then).
pub(super) fn tick_bar_ui(
    ui: &mut Ui,
    ticked: &mut BTreeSet<usize>,
    (tick, rows): (&str, std::ops::Range<usize>),
    room: usize,
    strings: &Strings,
) -> Option<Vec<usize>> {
    let w = strings.workbench;
    let mut added = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(!rows.is_empty(), egui::Button::new(tick))
            .clicked()
        {
            ticked.extend(rows);
        }
        if ui
            .add_enabled(!ticked.is_empty(), egui::Button::new(w.clear_selection))
            .clicked()
        {
            ticked.clear();
        }
        let count = ticked.len();
        let fits = count > 0 && count <= room;
        let add = ui.add_enabled(fits, egui::Button::new((w.add_selected)(count)));
        let hint = (w.add_selected_hint)(room, MAX_COLLECTION);
        if add.on_hover_text(&hint).on_disabled_hover_text(&hint).clicked() {
            added = Some(std::mem::take(ticked).into_iter().collect());
        }
    });
    added
}
