//! The survey done as the matchstick paper did it: its search run on every layout of the shape in
//! turn. Slow, and the baseline the walk out from the true equations is measured against
//! (`nimlab match survey --algorithm seed004`).

use super::{Shape, SurveyCounts};
use crate::matchsticks::budget::Budget;
use crate::matchsticks::layout::Rules;
use crate::matchsticks::seed004;
use crate::matchsticks::solve::Goal;
use crate::watch::Watch;

/// The matchstick paper's search run on every layout of `shape` within `max_steps`, counted as
/// [`super::Survey::counts`] counts. `watch` is told the fraction of layouts done; when it returns
/// false the survey stops and returns `None`.
pub fn survey_by_solving(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    max_steps: u32,
    watch: &mut dyn Watch,
) -> Option<SurveyCounts> {
    survey_by_solving_budget(shape, rules, Budget::up_to(goal, max_steps), watch)
}

/// [`survey_by_solving`] for answers `budget` accepts, counted as [`super::Survey::run_budget`]
/// counts them.
pub fn survey_by_solving_budget(
    shape: &Shape,
    rules: Rules,
    budget: Budget,
    watch: &mut dyn Watch,
) -> Option<SurveyCounts> {
    let max_steps = budget.steps;
    let layouts = shape.layout_count();
    let mut counts = SurveyCounts {
        layouts: 0,
        already_true: 0,
        solvable: vec![0; max_steps as usize],
        unsolvable: 0,
        unique: 0,
    };
    for index in 0..layouts {
        if index % 64 == 0 && !watch.keep_going(index as f32 / layouts.max(1) as f32) {
            return None;
        }
        let layout = shape.example(index);
        counts.layouts += 1;
        if layout.is_true(rules) {
            counts.already_true += 1;
            continue;
        }
        let answers = seed004::solve_budget(&layout, rules, budget, &mut 0);
        match answers.first() {
            None => counts.unsolvable += 1,
            Some(nearest) => {
                counts.solvable[nearest.moves as usize - 1] += 1;
                counts.unique += u64::from(answers.len() == 1);
            }
        }
    }
    watch.keep_going(1.0);
    Some(counts)
}
