//! The matchstick paper's experiment for its three shapes (□±□=□, □±□=□□, □□±□□=□□), the work
//! called `match-survey`: for every layout, is it already true, how many steps away is its nearest
//! answer, is that answer unique; with each shape's time.

use serde::{Deserialize, Serialize};
use web_time::Instant;

use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::{Shape, Survey, SurveyRow};

/// The matchstick paper's Types 1, 2 and 3.
pub const SEED_SHAPES: [&str; 3] = ["D+D=D", "D+D=DD", "DD+DD=DD"];

/// The work of a survey: the paper's three shapes under `rules`, `steps` moves deep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SurveyRun {
    /// The glyph rules.
    pub rules: Rules,
    /// How many moves deep.
    pub steps: u32,
}

impl SurveyRun {
    /// The paper's survey under `rules`, `steps` moves deep.
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
/// survey's work grows with its layouts, so `DD+DD=DD` (2,000,000) is 99% of the paper's three;
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
        let read = crate::export::read_csv(&csv);
        assert_eq!(
            read.notes,
            [
                "nimlab: seed 004's survey of matchstick equations (every layout of each shape)",
                "shapes: D+D=D D+D=DD",
                "goal: move up to 1 stick",
                "glyph variants: none",
                "leading zeros: allowed",
            ]
        );
        let lines: Vec<&str> = csv.lines().take_while(|line| !line.is_empty()).collect();
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
