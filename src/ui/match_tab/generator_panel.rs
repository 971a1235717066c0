//! The generator: for a shape and the puzzle's goal, every puzzle with exactly one answer the
//! chosen number of steps away, easiest first, each one a click away from the editor.

use egui::{RichText, Ui};

use super::classroom;
use crate::i18n::Strings;
use crate::ui::style;
use crate::ui::task::Task;
use crate::work::generate::{GenerateRequest, LISTED_PUZZLES};
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::generate::MAX_GENERATE_LAYOUTS;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;

/// The generator panel: the shape and budget typed, and the puzzles generated in the background.
pub struct GeneratorPanel {
    shape: String,
    steps: u32,
    task: Task<GenerateRequest>,
}

impl Default for GeneratorPanel {
    fn default() -> Self {
        Self {
            shape: "D+D=D".to_owned(),
            steps: 1,
            task: Task::default(),
        }
    }
}

impl GeneratorPanel {
    /// Draws the panel; returns the layout of a puzzle the user chose to open, with the goal,
    /// budget and rules it was generated for. `hide_answers`
    /// (classroom mode) keeps the answer column back: the puzzles are there to be solved.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        rules: Rules,
        goal: Goal,
        hide_answers: bool,
        strings: &Strings,
    ) -> Option<(Layout, Settings)> {
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
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(m.shape);
            ui.add(
                egui::TextEdit::singleline(&mut self.shape)
                    .desired_width(110.0)
                    .id_salt("generator_shape"),
            )
            .labelled_by(label.id);
            ui.label(m.goal(goal));
            let label = ui.label(m.budget);
            ui.add(egui::DragValue::new(&mut self.steps).range(1..=3))
                .labelled_by(label.id)
                .on_hover_text(m.budget_hint);
            let idle = !self.task.is_running();
            if ui
                .add_enabled(idle && shape.is_ok(), egui::Button::new(m.generate))
                .clicked()
                && let Ok(shape) = &shape
            {
                let request = GenerateRequest::new(shape.clone(), rules, goal, self.steps);
                self.task.start(ui.ctx(), request);
            }
        });
        if let Err(error) = &shape {
            ui.colored_label(style::LOSE, error);
        }
        self.task.ui(ui, strings);
        let (request, generated) = self.task.result()?;
        let puzzles = &generated.puzzles;
        ui.separator();
        let total = generated.total;
        ui.label(RichText::new((m.generated)(total, &request.shape)).strong());
        if total > puzzles.len() {
            ui.label(RichText::new((m.showing_first)(LISTED_PUZZLES)).weak());
        }
        let mut chosen = None;
        egui::Grid::new("generated")
            .striped(true)
            .num_columns(4)
            .show(ui, |ui| {
                ui.label(RichText::new(m.puzzle).strong());
                ui.label(RichText::new(m.answer).strong());
                ui.label(RichText::new(m.difficulty).strong());
                ui.end_row();
                for puzzle in puzzles.iter().take(LISTED_PUZZLES) {
                    ui.label(RichText::new(&puzzle.puzzle).monospace());
                    if hide_answers {
                        classroom::hidden_cell(ui);
                    } else {
                        ui.label(RichText::new(&puzzle.answer).monospace().weak());
                    }
                    ui.label(puzzle.difficulty.to_string());
                    let open = ui.button(m.open_in_editor).on_hover_text(&puzzle.puzzle);
                    if open.clicked() {
                        chosen = Some((puzzle.layout.clone(), request.settings()));
                    }
                    ui.end_row();
                }
            });
        chosen
    }
}
