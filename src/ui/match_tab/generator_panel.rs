//! The generator: what it makes (equations, or figure puzzles on the square or triangular
//! lattice, `figure_generator.rs`), and for equations, for a shape and the puzzle's goal, every
//! puzzle with exactly one answer the chosen number of steps away and none nearer, that passes
//! the filters (no leading zero, an operator flipped, a digit range, a difficulty band), easiest
//! first. The list's pages, random pick and saving are `generator_list.rs`'s. The kind and the
//! controls are remembered with the tab.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use super::figure_generator::FigureGenerator;
use super::generator_list::ListView;
use crate::i18n::Strings;
use crate::ui::style;
use crate::ui::task::Task;
use crate::work::generate::GenerateRequest;
use nimlab_core::matchsticks::generate::{Filter, MAX_GENERATE_LAYOUTS};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;
use nimlab_model::tabs::matchsticks::generator_choices::{
    GeneratorChoices, GeneratorKind, MAX_EQUATION_STEPS,
};

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

/// The generator panel: the kind, the shape, budget and filters typed, the puzzles generated in
/// the background, and the list's view; the figure generator beside it.
#[derive(Default)]
pub struct GeneratorPanel {
    /// The kind and each kind's controls, as remembered.
    choices: GeneratorChoices,
    filters: FilterInputs,
    task: Task<GenerateRequest>,
    list: ListView,
    figures: FigureGenerator,
}

impl GeneratorPanel {
    /// The panel as remembered: its kind and controls.
    pub fn with_choices(choices: GeneratorChoices) -> Self {
        Self {
            choices,
            ..Self::default()
        }
    }

    /// The kind and controls, to remember.
    pub fn choices(&self) -> &GeneratorChoices {
        &self.choices
    }

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
        let (m, g) = (strings.matchsticks, strings.figure_generator);
        ui.heading(m.panel_generator);
        ui.horizontal_wrapped(|ui| {
            ui.label(g.kind).on_hover_text(g.kind_hint);
            for (kind, name) in [
                (GeneratorKind::Equations, g.kind_equations),
                (GeneratorKind::Squares, g.kind_squares),
                (GeneratorKind::Triangles, g.kind_triangles),
            ] {
                ui.selectable_value(&mut self.choices.kind, kind, name);
            }
        });
        if let Some(lattice) = self.choices.kind.lattice() {
            let choices = self.choices.figure(lattice);
            return self.figures.ui(ui, choices, lattice, room, strings);
        }
        self.equations_ui(ui, rules, goal, room, hide_answers, strings)
    }

    /// The equation generator: its shape, budget and filters, and its list.
    fn equations_ui(
        &mut self,
        ui: &mut Ui,
        rules: Rules,
        goal: Goal,
        room: usize,
        hide_answers: bool,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let m = strings.matchsticks;
        ui.label(RichText::new(m.generator_hint).weak());
        let parsed = Shape::parse(&self.choices.shape);
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
                egui::TextEdit::singleline(&mut self.choices.shape)
                    .desired_width(110.0)
                    .id_salt("generator_shape"),
            )
            .labelled_by(label.id);
            ui.label(m.goal(goal));
            let label = ui.label(if self.choices.exactly {
                m.budget_steps
            } else {
                m.budget
            });
            ui.add(egui::DragValue::new(&mut self.choices.steps).range(1..=MAX_EQUATION_STEPS))
                .labelled_by(label.id)
                .on_hover_text(m.budget_hint);
            ui.checkbox(&mut self.choices.exactly, m.exactly)
                .on_hover_text(m.exactly_hint);
            let idle = !self.task.is_running();
            start = ui
                .add_enabled(idle && shape.is_ok(), egui::Button::new(m.generate))
                .clicked();
        });
        self.filters_ui(ui, strings);
        // What Generate would ask for now: a list made for anything else is out of date.
        let wanted = shape.as_ref().ok().map(|shape| {
            GenerateRequest::new(shape.clone(), rules, goal, self.choices.steps)
                .exactly(self.choices.exactly)
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
