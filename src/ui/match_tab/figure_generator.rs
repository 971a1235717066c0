//! The generator panel for figure puzzles on one lattice: the canvas and the puzzle's figure, the
//! goal and budget, and the squares or triangles the answer shows, in the words the equation
//! generator and a figure puzzle's own goal use where they mean the same; Generate runs the
//! work in the background (progress and Cancel, a new press replacing a run still going), and
//! the list (`figure_generator_list.rs`) shows what it found, or why it was refused.

use egui::Ui;

use super::event::MatchEvent;
use super::figure_generator_list::FigureList;
use crate::i18n::Strings;
use crate::ui::style;
use crate::ui::task::Task;
use crate::work::figure_generate::FigureGenerateRequest;
use nimlab_core::matchsticks::budget::Goal;
use nimlab_core::shapes::canvas::{Lattice, MIN_DOTS};
use nimlab_core::shapes::generate::MAX_CELLS;
use nimlab_model::tabs::matchsticks::generator_choices::{FigureChoices, MAX_FIGURE_COUNT, MAX_FIGURE_STEPS};

/// The figure generator's run and its list (one for both lattices: a generation on one lattice
/// replaces the other's list).
#[derive(Default)]
pub struct FigureGenerator {
    task: Task<FigureGenerateRequest>,
    list: FigureList,
}

impl FigureGenerator {
    /// Draws the controls of `choices` on `lattice` and the list; returns the puzzles added
    /// (`room` is how many more the collection takes).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        choices: &mut FigureChoices,
        lattice: Lattice,
        room: usize,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        canvas_ui(ui, choices, lattice, strings);
        budget_ui(ui, choices, strings);
        let wanted = choices
            .request(lattice)
            .ok()
            .map(|request| FigureGenerateRequest { request });
        let idle = !self.task.is_running();
        let start = ui
            .horizontal_wrapped(|ui| {
                figure_ui(ui, choices, lattice, strings);
                ui.add_enabled(
                    idle && wanted.is_some(),
                    egui::Button::new(strings.matchsticks.generate),
                )
                .clicked()
            })
            .inner;
        if start && let Some(request) = wanted {
            self.task.start(ui.ctx(), request);
        }
        self.task.ui(ui, strings);
        let (request, result) = self.task.result()?;
        // The other lattice's list is not this kind's.
        if request.request.canvas.lattice() != lattice {
            return None;
        }
        ui.separator();
        match result {
            Err(refused) => {
                ui.colored_label(style::LOSE, (strings.figure_generator.refused)(refused));
                None
            }
            Ok(found) => {
                let current = wanted.as_ref() == Some(request);
                self.list.ui(ui, request, found, current, room, strings)
            }
        }
    }
}

/// The canvas's dots across and down (the words and unit of a figure puzzle's own canvas), and
/// the cells of the puzzle's figure.
fn canvas_ui(ui: &mut Ui, choices: &mut FigureChoices, lattice: Lattice, strings: &Strings) {
    let (g, l) = (strings.figure_generator, strings.lattice);
    let dots = MIN_DOTS..=lattice.max_dots();
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(l.dots_across);
        ui.add(egui::DragValue::new(&mut choices.across).range(dots.clone()))
            .labelled_by(label.id)
            .on_hover_text(g.canvas_hint);
        let by = ui.label(l.dots_down);
        ui.add(egui::DragValue::new(&mut choices.down).range(dots))
            .labelled_by(by.id)
            .on_hover_text(g.canvas_hint);
        ui.separator();
        let label = ui.label(g.cells);
        ui.add(egui::DragValue::new(&mut choices.cells).range(1..=MAX_CELLS))
            .labelled_by(label.id)
            .on_hover_text(g.cells_hint);
    });
}

/// Move, add or remove; how many steps; up to or exactly: as on a figure puzzle's own goal.
fn budget_ui(ui: &mut Ui, choices: &mut FigureChoices, strings: &Strings) {
    let m = strings.matchsticks;
    ui.horizontal_wrapped(|ui| {
        ui.label(m.goal);
        for choice in Goal::ALL {
            ui.selectable_value(&mut choices.goal, choice, m.goal(choice));
        }
        let label = ui.label(if choices.exactly { m.budget_steps } else { m.budget });
        ui.add(egui::DragValue::new(&mut choices.steps).range(1..=MAX_FIGURE_STEPS))
            .labelled_by(label.id)
            .on_hover_text(m.budget_hint);
        ui.checkbox(&mut choices.exactly, m.exactly)
            .on_hover_text(m.exactly_hint);
    });
}

/// How many squares or triangles the answer shows, every stick in one, all one size.
fn figure_ui(ui: &mut Ui, choices: &mut FigureChoices, lattice: Lattice, strings: &Strings) {
    let l = strings.lattice;
    let name = match lattice {
        Lattice::Square => l.count_squares,
        Lattice::Triangular => l.count_triangles,
    };
    let label = ui.label(name);
    ui.add(egui::DragValue::new(&mut choices.count).range(0..=MAX_FIGURE_COUNT))
        .labelled_by(label.id)
        .on_hover_text(l.count_hint);
    ui.checkbox(&mut choices.rules.tidy, l.tidy)
        .on_hover_text(l.tidy_hint);
    ui.checkbox(&mut choices.rules.same_size, l.same_size)
        .on_hover_text(l.same_size_hint);
}
