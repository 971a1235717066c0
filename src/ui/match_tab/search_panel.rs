//! The matchstick paper's search, watched: for the puzzle in the editor, how many move sequences
//! the paper's depth-first search tries at each depth, how few layouts they are (each layout k
//! moves away is reached by k! pairings × k! orders of the same moves), which are true, and every
//! ordering that reaches one answer. The repeated work the fast solver avoids, as memoization
//! avoids the coin tree's repeated subtrees.

use egui::{RichText, Ui};

use super::classroom;
use crate::i18n::Strings;
use crate::ui::style;
use crate::ui::task::Task;
use crate::work::search::SearchRequest;
use nimlab_core::matchsticks::glyph::SEGMENT_NAMES;
use nimlab_core::matchsticks::layout::{Layout, Slot};
use nimlab_core::matchsticks::seed004::{Exploration, SearchStep, sequence_count};
use nimlab_core::matchsticks::solve::Goal;

/// The most sequences the window lets the search try (about ten seconds in a release build).
const MAX_SEQUENCES: u128 = 30_000_000;

#[derive(Default)]
/// The search panel: the matchstick paper's search on the puzzle, run in the background.
pub struct SearchPanel {
    task: Task<SearchRequest>,
}

impl SearchPanel {
    /// Draws the panel for the puzzle in `request`; `hide_answers` (classroom mode) keeps back
    /// what names or counts its answers.
    pub fn ui(&mut self, ui: &mut Ui, request: &SearchRequest, hide_answers: bool, strings: &Strings) {
        let m = strings.matchsticks;
        ui.heading(m.panel_search);
        ui.label(RichText::new(m.search_hint).weak());
        let (goal, steps) = (request.goal, request.steps);
        let count = sequence_count(&request.layout, goal, steps);
        ui.label((m.search_estimate)(count, goal, steps));
        let too_many = count > MAX_SEQUENCES;
        if too_many {
            ui.colored_label(style::LOSE, (m.search_too_many)(MAX_SEQUENCES));
        }
        let idle = !self.task.is_running();
        if ui
            .add_enabled(idle && !too_many, egui::Button::new(m.run_search))
            .clicked()
        {
            self.task.start(ui.ctx(), request.clone());
        }
        self.task.ui(ui, strings);
        let Some((searched, exploration)) = self.task.result() else {
            return;
        };
        if searched != request {
            ui.label(RichText::new(m.search_stale).italics());
        }
        ui.separator();
        depth_table(ui, exploration, searched.goal, hide_answers, strings);
        if hide_answers {
            // The example names an answer and the moves that reach it.
            ui.separator();
            classroom::hidden_note(ui, strings);
            return;
        }
        if let Some((equation, sequences)) = &exploration.example {
            ui.separator();
            ui.label(RichText::new((m.search_example)(equation, sequences.len())).strong());
            for sequence in sequences {
                let steps: Vec<String> = sequence
                    .iter()
                    .map(|step| describe(&searched.layout, *step, m))
                    .collect();
                ui.label(RichText::new(steps.join("  ·  ")).monospace());
            }
        }
    }
}

/// Per depth: sequences tried, distinct layouts, sequences per layout, true layouts (hidden in
/// classroom mode: how many answers lie k steps away is what the live counts hide too).
fn depth_table(ui: &mut Ui, exploration: &Exploration, goal: Goal, hide_answers: bool, strings: &Strings) {
    let m = strings.matchsticks;
    egui::Grid::new("search_depths").striped(true).show(ui, |ui| {
        for heading in [
            m.search_depth,
            m.search_sequences,
            m.search_layouts,
            m.search_ratio,
            m.search_true,
        ] {
            ui.label(RichText::new(heading).strong());
        }
        ui.end_row();
        for (index, depth) in exploration.depths.iter().enumerate() {
            ui.label((m.steps)(goal, index as u32 + 1));
            ui.label(depth.sequences.to_string());
            ui.label(depth.layouts.to_string());
            let ratio = depth.sequences.checked_div(depth.layouts).unwrap_or(0);
            ui.label(format!("× {ratio}"));
            if hide_answers {
                classroom::hidden_cell(ui);
            } else {
                ui.label(depth.true_layouts.to_string());
            }
            ui.end_row();
        }
    });
    let tried: u64 = exploration.depths.iter().map(|d| d.sequences).sum();
    let distinct: u64 = exploration.depths.iter().map(|d| d.layouts).sum();
    let answers = (!hide_answers).then_some(exploration.answers.len());
    ui.label((m.search_summary)(tried, distinct, answers));
}

/// "1b→1g" (slots counted from 1), or the tray for add and remove steps.
fn describe(layout: &Layout, (from, to): SearchStep, m: &crate::i18n::matchsticks::MatchStrings) -> String {
    let name = |(slot, bit): (usize, u8)| match layout.slots[slot] {
        Slot::Digit(_) => format!("{}{}", slot + 1, SEGMENT_NAMES[usize::from(bit)]),
        _ if bit == 0 => format!("{}h", slot + 1),
        _ => format!("{}v", slot + 1),
    };
    let side = |p: Option<(usize, u8)>| p.map_or_else(|| m.tray_short.to_owned(), name);
    format!("{}→{}", side(from), side(to))
}
