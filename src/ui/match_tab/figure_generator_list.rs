//! The figure generator's list: every generated figure puzzle, easiest first, as its line (canvas,
//! sticks, budget and figure), a small drawing and its stars; puzzles ticked and added to the
//! collection in one step, in the list's order, as the equation generator's are; and a label
//! when the list was made for other choices.

use std::collections::BTreeSet;

use egui::{RichText, Ui};

use super::event::MatchEvent;
use super::figure_thumbnail::thumbnail_ui;
use super::tick_bar::tick_bar_ui;
use crate::i18n::Strings;
use crate::ui::style;
use crate::work::figure_generate::FigureGenerateRequest;
use nimlab_core::matchsticks::difficulty;
use nimlab_core::shapes::generate::Generated;
use nimlab_core::shapes::record::ShapesRecord;

/// How high a row's drawing is, in points: enough to tell the shapes apart.
const THUMBNAIL_HEIGHT: f32 = 40.0;

/// The list's view: the rows ticked, for the generation they belong to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FigureList {
    /// The rows ticked to add, by index in the list (so in its order).
    ticked: BTreeSet<usize>,
    /// The generation the ticks belong to: a new list starts with none.
    shown: Option<FigureGenerateRequest>,
}

impl FigureList {
    /// Draws the puzzles `found` for `request` (`current` when the controls still ask for it);
    /// returns the puzzles added (`room` is how many more the collection takes).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        request: &FigureGenerateRequest,
        found: &[Generated],
        current: bool,
        room: usize,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let (w, g) = (strings.workbench, strings.figure_generator);
        if self.shown.as_ref() != Some(request) {
            *self = Self {
                ticked: BTreeSet::new(),
                shown: Some(*request),
            };
        }
        ui.label(RichText::new((g.found)(found.len())).strong())
            .on_hover_text(w.unique_hint);
        if !current {
            ui.colored_label(style::LOSE, g.out_of_date);
        }
        let chosen = self.ticks_ui(ui, found, room, strings);
        self.rows_ui(ui, found, strings);
        chosen
    }

    /// Tick all, clear the ticks, and add the ticked puzzles (the button says how many, and is
    /// off past the room the collection has).
    fn ticks_ui(
        &mut self,
        ui: &mut Ui,
        found: &[Generated],
        room: usize,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let tick = (strings.figure_generator.tick_all, 0..found.len());
        let added = tick_bar_ui(ui, &mut self.ticked, tick, room, strings)?;
        let puzzles = added
            .iter()
            .filter_map(|&index| found.get(index))
            .map(|generated| generated.puzzle)
            .collect();
        Some(MatchEvent::AddGeneratedFigures(puzzles))
    }

    /// A row a puzzle: its drawing, then its tick box (named by its place and line) over its
    /// stars, so the line wraps in a narrow panel instead of pushing the stars out of sight.
    fn rows_ui(&mut self, ui: &mut Ui, found: &[Generated], strings: &Strings) {
        let (w, g) = (strings.workbench, strings.figure_generator);
        for (index, generated) in found.iter().enumerate() {
            ui.separator();
            let shapes = ShapesRecord::of(&generated.puzzle);
            let summary = (strings.lattice.summary)(&shapes, generated.puzzle.budget);
            ui.horizontal(|ui| {
                thumbnail_ui(ui, &shapes, THUMBNAIL_HEIGHT);
                ui.vertical(|ui| {
                    let mut ticked = self.ticked.contains(&index);
                    if ui.checkbox(&mut ticked, (g.row)(index + 1, &summary)).changed() {
                        if ticked {
                            self.ticked.insert(index);
                        } else {
                            self.ticked.remove(&index);
                        }
                    }
                    let rating = difficulty::stars_text(generated.difficulty);
                    ui.label(&rating)
                        .on_hover_text((w.difficulty_of)(&rating, generated.difficulty));
                });
            });
        }
    }
}
