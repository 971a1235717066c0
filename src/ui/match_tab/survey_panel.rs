//! The matchstick paper's experiment for its three shapes (□±□=□, □±□=□□, □□±□□=□□): for every
//! layout, is it already true, how many steps away is its nearest answer, is that answer unique;
//! with timings, a progress bar, Cancel, and the table as CSV (written by the engine).

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::Strings;
use crate::ui::export::{self, ExportRequest};
use crate::ui::task::Task;
use crate::work::survey::SurveyRun;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::SurveyRow;

/// The survey panel: its budget and the background run over the paper's three shapes.
pub struct SurveyPanel {
    steps: u32,
    task: Task<SurveyRun>,
}

impl Default for SurveyPanel {
    fn default() -> Self {
        // The paper's experiment moves two sticks.
        Self {
            steps: 2,
            task: Task::default(),
        }
    }
}

impl SurveyPanel {
    /// Draws the panel; returns the export the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, rules: Rules, strings: &Strings) -> Option<MatchEvent> {
        let m = strings.matchsticks;
        ui.heading(m.panel_survey);
        ui.label(RichText::new(m.survey_hint).weak());
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(m.budget);
            ui.add(egui::DragValue::new(&mut self.steps).range(1..=3))
                .labelled_by(label.id)
                .on_hover_text(m.budget_hint);
            if ui
                .add_enabled(!self.task.is_running(), egui::Button::new(m.run_survey))
                .clicked()
            {
                self.task.start(ui.ctx(), SurveyRun::new(rules, self.steps));
            }
            let done = self.task.result().is_some();
            if ui.add_enabled(done, egui::Button::new(m.export_csv)).clicked() {
                chosen = Some(MatchEvent::ExportSurvey);
            }
        });
        self.task.ui(ui, strings);
        if let Some((_, rows)) = self.task.result() {
            table_ui(ui, rows, strings);
        }
        chosen
    }

    /// The survey's table as it was last run, as CSV (named and headed by the survey as it was
    /// run, whatever changed since); nothing before it has run.
    pub fn export(&self) -> Option<ExportRequest> {
        let (run, rows) = self.task.result()?;
        Some(ExportRequest::Csv {
            name: export::file_name(&["survey", &format!("up-to-{}-moves", run.steps)], "csv"),
            text: crate::export::survey_table_csv(rows, run.rules, run.steps),
        })
    }
}

/// One column per shape, one row per count of the survey and the time taken: three shapes
/// and many counts, so the table is tall and narrow and fits the side panel (a row per shape ran
/// past its edge even in a 1280-point window).
fn table_ui(ui: &mut Ui, rows: &[SurveyRow], strings: &Strings) {
    let m = strings.matchsticks;
    let steps = rows.iter().map(|row| row.max_steps).max().unwrap_or(0);
    let line = |ui: &mut Ui, name: String, cell: &dyn Fn(&SurveyRow) -> String| {
        ui.label(RichText::new(name).strong());
        for row in rows {
            ui.label(cell(row));
        }
        ui.end_row();
    };
    egui::Grid::new("survey_table").striped(true).show(ui, |ui| {
        ui.label(RichText::new(m.shape).strong());
        for row in rows {
            ui.label(RichText::new(&row.shape).monospace().strong());
        }
        ui.end_row();
        line(ui, m.layouts.to_owned(), &|row| row.counts.layouts.to_string());
        line(ui, m.already_true.to_owned(), &|row| {
            row.counts.already_true.to_string()
        });
        for k in 1..=steps {
            let at = k as usize - 1;
            line(ui, (m.steps)(Goal::Move, k), &|row| {
                row.counts.solvable.get(at).copied().unwrap_or(0).to_string()
            });
        }
        line(ui, m.unsolvable.to_owned(), &|row| {
            row.counts.unsolvable.to_string()
        });
        line(ui, m.one_answer.to_owned(), &|row| row.counts.unique.to_string());
        line(ui, m.time.to_owned(), &|row| format!("{} ms", row.milliseconds));
    });
}
