//! Seed 004's experiment for its three shapes (□±□=□, □±□=□□, □□±□□=□□): for every layout,
//! is it already true, how many steps away is its nearest answer, is that answer unique; with
//! timings, a progress bar, Cancel, and the table as CSV (written by the engine).

use egui::{RichText, Ui};
use serde::{Deserialize, Serialize};
use web_time::Instant;

use crate::i18n::Strings;
use crate::jobs::{Progress, Work};
use crate::ui::export::{self, ExportRequest};
use crate::ui::shell_action::ShellAction;
use crate::ui::task::Task;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::{Shape, Survey, SurveyRow};

/// Seed 004's Types 1, 2 and 3.
pub const SEED_SHAPES: [&str; 3] = ["D+D=D", "D+D=DD", "DD+DD=DD"];

/// The survey panel: its budget and the background run over the seed's three shapes.
pub struct SurveyPanel {
    steps: u32,
    task: Task<SurveyRun>,
}

impl Default for SurveyPanel {
    fn default() -> Self {
        // The seed's experiment moves two sticks.
        Self {
            steps: 2,
            task: Task::default(),
        }
    }
}

/// The work of a survey: the seed's three shapes under `rules`, `steps` moves deep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SurveyRun {
    rules: Rules,
    steps: u32,
}

impl SurveyRun {
    /// The seed's survey under `rules`, `steps` moves deep.
    pub fn new(rules: Rules, steps: u32) -> Self {
        Self { rules, steps }
    }
}

impl Work for SurveyRun {
    type Output = Vec<SurveyRow>;
    const NAME: &'static str = "match-survey";

    fn run(self, progress: &Progress) -> Option<Vec<SurveyRow>> {
        run_all(&SEED_SHAPES, self.rules, self.steps, progress)
    }
}

/// Each shape's part of the progress bar, as (start, span): its share of all the layouts. A
/// survey's work grows with its layouts, so `DD+DD=DD` (2,000,000) is 99% of the seed's three;
/// equal thirds had the bar race to 67% and then crawl.
fn progress_spans(shapes: &[Shape]) -> Vec<(u64, u64)> {
    let mut start = 0;
    shapes
        .iter()
        .map(|shape| {
            let span = shape.layout_count().max(1) as u64;
            start += span;
            (start - span, span)
        })
        .collect()
}

/// Runs the survey for each shape in turn, reporting progress; `None` once cancelled.
fn run_all(shapes: &[&str], rules: Rules, steps: u32, progress: &Progress) -> Option<Vec<SurveyRow>> {
    let shapes: Vec<Shape> = shapes
        .iter()
        .map(|text| Shape::parse(text).ok())
        .collect::<Option<_>>()?;
    let spans = progress_spans(&shapes);
    progress.set_total(spans.last().map_or(1, |&(start, span)| start + span));
    let mut rows = Vec::new();
    for (shape, &(start, span)) in shapes.iter().zip(&spans) {
        let text = shape.to_string();
        let mut keep_going = progress.fraction_reporter(start, span);
        let started = Instant::now();
        let survey = Survey::run(shape, rules, Goal::Move, steps, &mut keep_going)?;
        rows.push(SurveyRow {
            shape: text,
            max_steps: steps,
            counts: survey.counts(),
            milliseconds: started.elapsed().as_millis(),
        });
        // The survey may stop reporting short of 1: the shape is done.
        keep_going(1.0);
    }
    Some(rows)
}

impl SurveyPanel {
    /// Draws the panel; returns an export the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, rules: Rules, strings: &Strings) -> Option<ShellAction> {
        let m = strings.matchsticks;
        ui.heading(m.panel_survey);
        ui.label(RichText::new(m.survey_hint).weak());
        let mut action = None;
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
            let done = self.task.result();
            if ui
                .add_enabled(done.is_some(), egui::Button::new(m.export_csv))
                .clicked()
                && let Some((run, rows)) = done
            {
                // Named and headed by the survey as it was run, whatever changed since.
                action = Some(ShellAction::Export(ExportRequest::Csv {
                    name: export::file_name(&["survey", &format!("up-to-{}-moves", run.steps)], "csv"),
                    text: crate::export::survey_table_csv(rows, run.rules, run.steps),
                }));
            }
        });
        self.task.ui(ui, strings);
        if let Some((_, rows)) = self.task.result() {
            table_ui(ui, rows, strings);
        }
        action
    }
}

/// One row per shape: the counts of SPEC §5's survey and the time taken.
fn table_ui(ui: &mut Ui, rows: &[SurveyRow], strings: &Strings) {
    let m = strings.matchsticks;
    let steps = rows.iter().map(|row| row.max_steps).max().unwrap_or(0);
    egui::Grid::new("survey_table").striped(true).show(ui, |ui| {
        ui.label(RichText::new(m.shape).strong());
        ui.label(RichText::new(m.layouts).strong());
        ui.label(RichText::new(m.already_true).strong());
        for k in 1..=steps {
            ui.label(RichText::new(m.steps(Goal::Move, k)).strong());
        }
        ui.label(RichText::new(m.unsolvable).strong());
        ui.label(RichText::new(m.one_answer).strong());
        ui.label(RichText::new(m.time).strong());
        ui.end_row();
        for row in rows {
            let c = &row.counts;
            ui.label(RichText::new(&row.shape).monospace());
            ui.label(c.layouts.to_string());
            ui.label(c.already_true.to_string());
            for k in 0..steps as usize {
                ui.label(c.solvable.get(k).copied().unwrap_or(0).to_string());
            }
            ui.label(c.unsolvable.to_string());
            ui.label(c.unique.to_string());
            ui.label(format!("{} ms", row.milliseconds));
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_csv_has_one_line_per_shape_and_matches_the_counts() {
        let progress = crate::jobs::Progress::default();
        let shapes = &SEED_SHAPES[..2];
        let rows = run_all(shapes, Rules::default(), 1, &progress).expect("not cancelled");
        assert_eq!(progress.fraction(), Some(1.0));
        let csv = crate::export::survey_table_csv(&rows, Rules::default(), 1);
        let header: Vec<&str> = csv.lines().take_while(|line| line.starts_with('#')).collect();
        assert_eq!(
            header,
            [
                "# nimlab: seed 004's survey of matchstick equations (every layout of each shape)",
                "# shapes: D+D=D D+D=DD",
                "# goal: move up to 1 stick",
                "# glyph variants: none",
                "# leading zeros: allowed",
            ]
        );
        let lines: Vec<&str> = csv.lines().skip(header.len()).collect();
        assert_eq!(lines.len(), 1 + shapes.len());
        assert!(lines[0].starts_with("shape,max_moves,layouts,already_true,nearest_1,unsolvable"));
        // Every line adds up.
        for (line, row) in lines[1..].iter().zip(&rows) {
            let fields: Vec<u64> = line
                .split(',')
                .skip(1)
                .map(|f| f.parse().expect("a number"))
                .collect();
            let c = &row.counts;
            assert_eq!(fields[1], c.layouts);
            assert_eq!(
                fields[2] + fields[3] + fields[4],
                c.layouts,
                "true + solvable + unsolvable"
            );
        }
        assert_eq!(
            rows[0].counts.layouts,
            2 * 10 * 10 * 10,
            "D+D=D: three digits, + or −"
        );
    }

    #[test]
    fn each_shape_gets_its_share_of_the_bar_by_layouts() {
        let shapes: Vec<Shape> = SEED_SHAPES
            .iter()
            .map(|text| Shape::parse(text).expect("valid"))
            .collect();
        let spans = progress_spans(&shapes);
        assert_eq!(spans, [(0, 2_000), (2_000, 20_000), (22_000, 2_000_000)]);
    }
}
