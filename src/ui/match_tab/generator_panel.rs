//! The generator: for a shape and the puzzle's goal, every puzzle with exactly one answer the
//! chosen number of steps away and none nearer, that passes the filters (no leading zero, an
//! operator flipped, a digit range, a difficulty band), easiest first. The list's pages, random
//! pick and saving are `generator_list.rs`'s.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use super::generator_list::ListView;
use crate::i18n::Strings;
use crate::ui::style;
use crate::ui::task::Task;
use crate::work::generate::GenerateRequest;
use nimlab_core::matchsticks::generate::{Filter, MAX_GENERATE_LAYOUTS};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;

/// The filters as typed: the ranges are kept while switched off, so ticking one again finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FilterInputs {
    /// The filters on (its ranges as last read from the fields below).
    filter: Filter,
    digits: (u8, u8),
    difficulty: (u32, u32),
}

impl Default for FilterInputs {
    fn default() -> Self {
        Self {
            filter: Filter::default(),
            digits: (0, 9),
            difficulty: (0, 40),
        }
    }
}

impl FilterInputs {
    /// The engine's filter (a range given high to low is read low to high).
    fn filter(&self) -> Filter {
        let ordered = |(a, b): (u32, u32)| (a.min(b), a.max(b));
        let (low, high) = ordered((u32::from(self.digits.0), u32::from(self.digits.1)));
        Filter {
            digits: self
                .filter
                .digits
                .and_then(|_| Some((u8::try_from(low).ok()?, u8::try_from(high).ok()?))),
            difficulty: self.filter.difficulty.map(|_| ordered(self.difficulty)),
            ..self.filter
        }
    }
}

/// The generator panel: the shape, budget and filters typed, the puzzles generated in the
/// background, and the list's view.
pub struct GeneratorPanel {
    shape: String,
    steps: u32,
    /// The one answer lies exactly `steps` away (nearer answers then do not count).
    exactly: bool,
    filters: FilterInputs,
    task: Task<GenerateRequest>,
    list: ListView,
}

impl Default for GeneratorPanel {
    fn default() -> Self {
        Self {
            shape: "D+D=D".to_owned(),
            steps: 1,
            exactly: false,
            filters: FilterInputs::default(),
            task: Task::default(),
            list: ListView::default(),
        }
    }
}

impl GeneratorPanel {
    /// Draws the panel; returns what the user did with the list (puzzles added, the list
    /// saved). `hide_answers` (classroom mode) keeps the answer column back: the puzzles are
    /// there to be solved. `room` is how many more puzzles the collection takes.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        rules: Rules,
        goal: Goal,
        room: usize,
        hide_answers: bool,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let m = strings.matchsticks;
        ui.heading(m.panel_generator);
        ui.label(RichText::new(m.generator_hint).weak());
        let parsed = Shape::parse(&self.shape);
        let shape = match &parsed {
            Ok(shape) if shape.layout_count() > MAX_GENERATE_LAYOUTS => Err((m.shape_too_large_window)(
                shape.layout_count(),
                MAX_GENERATE_LAYOUTS,
            )),
            Ok(shape) => Ok(shape.clone()),
            Err(error) => Err(m.shape_error(error)),
        };
        let mut start = false;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(m.shape);
            ui.add(
                egui::TextEdit::singleline(&mut self.shape)
                    .desired_width(110.0)
                    .id_salt("generator_shape"),
            )
            .labelled_by(label.id);
            ui.label(m.goal(goal));
            let label = ui.label(if self.exactly { m.budget_steps } else { m.budget });
            ui.add(egui::DragValue::new(&mut self.steps).range(1..=3))
                .labelled_by(label.id)
                .on_hover_text(m.budget_hint);
            ui.checkbox(&mut self.exactly, m.exactly)
                .on_hover_text(m.exactly_hint);
            let idle = !self.task.is_running();
            start = ui
                .add_enabled(idle && shape.is_ok(), egui::Button::new(m.generate))
                .clicked();
        });
        self.filters_ui(ui, strings);
        // What Generate would ask for now: a list made for anything else is out of date.
        let wanted = shape.as_ref().ok().map(|shape| {
            GenerateRequest::new(shape.clone(), rules, goal, self.steps)
                .exactly(self.exactly)
                .filtered(self.filters.filter())
        });
        if start && let Some(request) = &wanted {
            self.task.start(ui.ctx(), request.clone());
        }
        if let Err(error) = &shape {
            ui.colored_label(style::LOSE, error);
        }
        self.task.ui(ui, strings);
        let (request, generated) = self.task.result()?;
        ui.separator();
        let current = wanted.as_ref() == Some(request);
        self.list
            .ui(ui, request, generated, current, room, hide_answers, strings)
    }

    /// The filters: each on its own line, with what it means on hover.
    fn filters_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let w = strings.workbench;
        let f = &mut self.filters;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.filters).strong());
            ui.checkbox(&mut f.filter.no_leading_zero, w.no_leading_zero)
                .on_hover_text(w.no_leading_zero_hint);
            ui.checkbox(&mut f.filter.operator_flip, w.operator_flip)
                .on_hover_text(w.operator_flip_hint);
        });
        ui.horizontal_wrapped(|ui| {
            let mut on = f.filter.digits.is_some();
            let tick = ui.checkbox(&mut on, w.digits).on_hover_text(w.digits_hint);
            ui.add_enabled_ui(on, |ui| {
                ui.add(egui::DragValue::new(&mut f.digits.0).range(0..=9))
                    .labelled_by(tick.id);
                let to = ui.label(w.range_to);
                ui.add(egui::DragValue::new(&mut f.digits.1).range(0..=9))
                    .labelled_by(to.id);
            });
            f.filter.digits = on.then_some(f.digits);
        });
        ui.horizontal_wrapped(|ui| {
            let mut on = f.filter.difficulty.is_some();
            let tick = ui
                .checkbox(&mut on, w.difficulty)
                .on_hover_text(w.difficulty_hint);
            ui.add_enabled_ui(on, |ui| {
                ui.add(egui::DragValue::new(&mut f.difficulty.0).range(0..=99))
                    .labelled_by(tick.id);
                let to = ui.label(w.range_to);
                ui.add(egui::DragValue::new(&mut f.difficulty.1).range(0..=99))
                    .labelled_by(to.id);
            });
            f.filter.difficulty = on.then_some(f.difficulty);
        });
    }
}
