//! The generated list: every kept puzzle reachable a page at a time ("Page k of N", first,
//! previous, next, last), a seeded random pick that shows its page, puzzles ticked and added to
//! the collection (many at once, in the list's order; Open adds one and never replaces a
//! puzzle), the list saved as one collection through the file flow, and a label when the list
//! was made for other settings.

use std::collections::BTreeSet;

use egui::{RichText, Ui};

use super::classroom;
use super::event::MatchEvent;
use super::tick_bar::tick_bar_ui;
use crate::i18n::Strings;
use crate::quiz::splitmix;
use crate::ui::style;
use crate::work::generate::GenerateRequest;
use nimlab_core::matchsticks::generate::Generated;
use nimlab_core::puzzle_file::{MAX_COLLECTION, PuzzleFile};

/// The rows of one page.
pub const PAGE_ROWS: usize = 50;

/// Where the random picks start: the same picks each run, so a designer can find one again.
const RANDOM_SEED: u64 = 0x2024_0024;

/// The list's view: the page on show, the puzzle picked and the random picks' state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListView {
    page: usize,
    picked: Option<usize>,
    /// The rows ticked to add, by index in the list (so in its order).
    ticked: BTreeSet<usize>,
    seed: u64,
    /// The generation the page and pick belong to: a new list starts at its first page.
    shown: Option<(GenerateRequest, usize)>,
}

impl Default for ListView {
    fn default() -> Self {
        Self {
            page: 0,
            picked: None,
            ticked: BTreeSet::new(),
            seed: RANDOM_SEED,
            shown: None,
        }
    }
}

impl ListView {
    /// Draws the list of `generated` (made for `request`; `current` when the inputs still ask for
    /// it); returns the puzzles added (`room` is how many more the collection takes) or the
    /// list to save.
    #[expect(
        clippy::too_many_arguments,
        reason = "each is one thing the list is drawn from"
    )]
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        request: &GenerateRequest,
        generated: &Generated,
        current: bool,
        room: usize,
        hide_answers: bool,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let (m, w) = (strings.matchsticks, strings.workbench);
        let puzzles = &generated.puzzles;
        let shown = (request.clone(), generated.total);
        if self.shown.as_ref() != Some(&shown) {
            *self = Self {
                seed: self.seed,
                shown: Some(shown),
                ..Self::default()
            };
        }
        let total = generated.total;
        ui.label(RichText::new((m.generated)(total, &request.shape)).strong())
            .on_hover_text(w.unique_hint);
        if !current {
            let steps = (m.steps)(request.goal, request.steps);
            ui.colored_label(style::LOSE, (w.out_of_date)(&request.shape, &steps));
        }
        if total > puzzles.len() {
            ui.label(RichText::new((w.kept_first)(puzzles.len(), total)).weak());
        }
        let mut chosen = None;
        self.pages_ui(ui, puzzles.len(), strings);
        ui.horizontal_wrapped(|ui| {
            let random = ui.add_enabled(!puzzles.is_empty(), egui::Button::new(w.random_pick));
            if random.on_hover_text(w.random_pick_hint).clicked() {
                let (seed, value) = splitmix(self.seed);
                self.seed = seed;
                let index = (value % puzzles.len() as u64) as usize;
                self.picked = Some(index);
                self.page = index / PAGE_ROWS;
            }
            let savable = !puzzles.is_empty() && total == puzzles.len() && total <= MAX_COLLECTION;
            let save = ui.add_enabled(savable, egui::Button::new(w.save_list));
            let save = if savable || puzzles.is_empty() {
                save.on_hover_text((w.save_list_hint)(MAX_COLLECTION))
            } else {
                save.on_disabled_hover_text((w.save_list_too_many)(total, MAX_COLLECTION))
            };
            if save.clicked() {
                chosen = Some(MatchEvent::SaveList {
                    shape: request.shape.to_string(),
                    file: PuzzleFile::generated_within(
                        &request.shape,
                        puzzles,
                        request.budget(),
                        request.rules,
                    ),
                });
            }
        });
        if let Some(picked) = self.picked.and_then(|index| puzzles.get(index)) {
            ui.label((w.picked)(&picked.puzzle));
        }
        chosen = chosen.or(self.ticks_ui(ui, request, generated, room, strings));
        // The rows are drawn whatever was pressed above them.
        let opened = self.rows_ui(ui, request, generated, room, hide_answers, strings);
        chosen.or(opened)
    }

    /// Tick this page, clear the ticks, and add the ticked puzzles (as many as there is room
    /// for: the button says how many, and is off past the room).
    fn ticks_ui(
        &mut self,
        ui: &mut Ui,
        request: &GenerateRequest,
        generated: &Generated,
        room: usize,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let rows = generated.puzzles.len();
        let page = self.page * PAGE_ROWS..((self.page + 1) * PAGE_ROWS).min(rows);
        let tick = (strings.workbench.select_page, page);
        let added = tick_bar_ui(ui, &mut self.ticked, tick, room, strings)?;
        let layouts = added
            .iter()
            .filter_map(|&index| generated.puzzles.get(index))
            .map(|puzzle| puzzle.layout.clone())
            .collect();
        Some(MatchEvent::AddGenerated(layouts, request.settings()))
    }

    /// First, previous, "Page k of N", next and last.
    fn pages_ui(&mut self, ui: &mut Ui, rows: usize, strings: &Strings) {
        let w = strings.workbench;
        let pages = rows.div_ceil(PAGE_ROWS).max(1);
        self.page = self.page.min(pages - 1);
        ui.horizontal_wrapped(|ui| {
            let (first, last) = (self.page == 0, self.page + 1 == pages);
            for (enabled, name, page) in [
                (!first, w.first_page, 0),
                (!first, w.previous_page, self.page.saturating_sub(1)),
            ] {
                if ui.add_enabled(enabled, egui::Button::new(name)).clicked() {
                    self.page = page;
                }
            }
            ui.label((w.page_of)(self.page + 1, pages));
            for (enabled, name, page) in [
                (!last, w.next_page, self.page + 1),
                (!last, w.last_page, pages - 1),
            ] {
                if ui.add_enabled(enabled, egui::Button::new(name)).clicked() {
                    self.page = page;
                }
            }
        });
    }

    /// The page's rows; returns the puzzle opened, if one was.
    fn rows_ui(
        &mut self,
        ui: &mut Ui,
        request: &GenerateRequest,
        generated: &Generated,
        room: usize,
        hide_answers: bool,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let (m, w) = (strings.matchsticks, strings.workbench);
        let puzzles = &generated.puzzles;
        let mut chosen = None;
        egui::Grid::new("generated")
            .striped(true)
            .num_columns(4)
            .show(ui, |ui| {
                ui.label(RichText::new(m.puzzle).strong());
                ui.label(RichText::new(m.answer).strong());
                ui.label(RichText::new(m.difficulty).strong());
                ui.end_row();
                let start = self.page * PAGE_ROWS;
                for (index, puzzle) in puzzles.iter().enumerate().skip(start).take(PAGE_ROWS) {
                    let mut text = RichText::new(&puzzle.puzzle).monospace();
                    if self.picked == Some(index) {
                        text = text.strong().color(style::WIN);
                    }
                    // The tick box is named by its puzzle.
                    let mut ticked = self.ticked.contains(&index);
                    if ui.checkbox(&mut ticked, text).changed() {
                        if ticked {
                            self.ticked.insert(index);
                        } else {
                            self.ticked.remove(&index);
                        }
                    }
                    if hide_answers {
                        classroom::hidden_cell(ui);
                    } else {
                        ui.label(RichText::new(&puzzle.answer).monospace().weak());
                    }
                    ui.label(puzzle.difficulty.to_string());
                    let open = ui
                        .add_enabled(room > 0, egui::Button::new(m.open_in_editor))
                        .on_hover_text((w.open_adds_hint)(&puzzle.puzzle))
                        .on_disabled_hover_text((w.add_selected_hint)(room, MAX_COLLECTION));
                    if open.clicked() {
                        chosen = Some(MatchEvent::AddGenerated(
                            vec![puzzle.layout.clone()],
                            request.settings(),
                        ));
                    }
                    ui.end_row();
                }
            });
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_random_picks_are_spread_and_the_same_each_run() {
        let picks = |n: usize| {
            let mut seed = RANDOM_SEED;
            (0..n)
                .map(|_| {
                    let (next, value) = splitmix(seed);
                    seed = next;
                    value % 100
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(picks(50), picks(50), "seeded");
        let mut seen = picks(2000);
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 100, "every index is reached");
    }
}
