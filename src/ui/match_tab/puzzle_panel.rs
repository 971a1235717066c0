//! The puzzle's details (title, author, notes) and the collection browser for files that hold
//! several puzzles.

use egui::{RichText, Ui};

use super::{MatchTab, blank_puzzle};
use crate::ui::i18n::fill;
use crate::ui::i18n::matchsticks::MatchStrings;
use crate::ui::widgets;

pub(super) fn puzzle_ui(ui: &mut Ui, tab: &mut MatchTab, m: &MatchStrings) {
    ui.heading(m.panel_puzzle);
    egui::Grid::new("match_metadata").num_columns(2).show(ui, |ui| {
        let puzzle = &mut tab.inputs.puzzle;
        for (name, text) in [(m.title, &mut puzzle.title), (m.author, &mut puzzle.author)] {
            let label = ui.label(name);
            ui.text_edit_singleline(text).labelled_by(label.id);
            ui.end_row();
        }
        let label = ui.label(m.notes);
        ui.add(egui::TextEdit::multiline(&mut puzzle.notes).desired_rows(3))
            .labelled_by(label.id);
        ui.end_row();
    });
    ui.separator();
    let record = tab.record();
    let puzzles = tab.document.puzzles_with(&record);
    ui.heading(fill(m.collection, &[&puzzles.len()]));
    let mut switch_to = None;
    for (index, puzzle) in puzzles.iter().enumerate() {
        let selected = index == tab.document.index();
        let equation = puzzle
            .layout()
            .map(|layout| layout.text(puzzle.rules.variants))
            .unwrap_or_default();
        let title = if puzzle.title.is_empty() {
            m.untitled
        } else {
            &puzzle.title
        };
        let name = format!("{}. {title}", index + 1);
        ui.horizontal(|ui| {
            let row = ui.selectable_label(selected, &name);
            widgets::describe_selectable(&row, selected, &name);
            if row.clicked() && !selected {
                switch_to = Some(index);
            }
            ui.label(RichText::new(equation).monospace().weak());
        });
    }
    if ui.button(m.add_puzzle).clicked() {
        tab.document.add(blank_puzzle(), &record);
        tab.load(blank_puzzle());
    }
    if let Some(index) = switch_to
        && let Some(next) = tab.document.switch_to(index, &record)
    {
        tab.load(next);
    }
}
