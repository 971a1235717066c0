//! Seed 004's experiment, done exactly and fast: for every layout of a shape (each digit slot any
//! standard digit, each operator slot + or −), is it already true, how far is its nearest answer,
//! and how many answers does it have within the budget?
//!
//! Instead of solving two million layouts one by one, the survey starts from the few thousand
//! true equations of the shape and walks outwards: every layout within k steps of a true equation
//! has it as an answer. Each layout keeps its nearest distance, how many distinct answers reach it
//! and, when there is one, which.

mod by_solving;
mod shape;
mod table;
#[cfg(test)]
mod tests;

pub use by_solving::survey_by_solving;
pub use shape::{MAX_LAYOUTS, MAX_SHAPE_DIGITS, Shape, ShapeError};
pub use table::{SurveyRow, survey_csv};

use super::glyph::Segments;
use super::layout::{HORIZONTAL, Rules, VERTICAL};
use super::solve::Goal;
use crate::watch::Watch;

/// The counts of SPEC §5's survey.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SurveyCounts {
    /// Every layout of the shape.
    pub layouts: u64,
    /// Layouts that are already true equations.
    pub already_true: u64,
    /// `solvable[i]`: layouts, not already true, whose nearest answer is i + 1 steps away.
    pub solvable: Vec<u64>,
    /// Layouts, not already true, with no answer within the budget.
    pub unsolvable: u64,
    /// Layouts, not already true, with exactly one answer within the budget.
    pub unique: u64,
}

/// Per-layout findings, for the generator.
#[derive(Clone, Debug)]
pub struct Survey {
    /// The shape surveyed.
    pub shape: Shape,
    /// The rules the layouts were read under.
    pub rules: Rules,
    /// Move, add or remove sticks.
    pub goal: Goal,
    /// The budget, in steps.
    pub max_steps: u32,
    /// The true equations of the shape.
    pub equations: Vec<String>,
    /// Per layout: nearest answer's steps (0 = none within budget, or already true).
    pub nearest: Vec<u8>,
    /// Per layout: how many distinct answers lie within the budget (counting stops at 255).
    pub answers: Vec<u8>,
    /// Per layout with exactly one answer: its index in `equations`.
    pub only_answer: Vec<u32>,
    /// Per layout: whether it is already a true equation.
    pub already_true: Vec<bool>,
}

/// The stick sets a symbol may be drawn with under the rules (variants give some digits two).
fn drawings(symbol: char, rules: Rules) -> Vec<Segments> {
    match symbol {
        '+' => vec![HORIZONTAL | VERTICAL],
        '-' => vec![HORIZONTAL],
        '=' => vec![0],
        digit => {
            let d = digit as u8 - b'0';
            rules
                .variants
                .glyphs()
                .into_iter()
                .filter(|&(g, _)| g == d)
                .map(|(_, m)| m)
                .collect()
        }
    }
}

impl Survey {
    /// Surveys every layout of `shape`. `watch` is told now and then with the fraction
    /// done; when it returns false the survey stops and returns `None`.
    pub fn run(
        shape: &Shape,
        rules: Rules,
        goal: Goal,
        max_steps: u32,
        watch: &mut dyn Watch,
    ) -> Option<Self> {
        let count = shape.layout_count();
        let equations = shape.true_equations(rules);
        let choices = shape.choices();
        let radices = shape.radices();
        // The weight of each slot's choice in a layout's index.
        let mut weights = vec![1usize; radices.len()];
        for i in (0..radices.len().saturating_sub(1)).rev() {
            weights[i] = weights[i + 1] * radices[i + 1];
        }
        let mut nearest = vec![0u8; count];
        let mut answers = vec![0u8; count];
        let mut only_answer = vec![u32::MAX; count];
        let mut already_true = vec![false; count];
        // Distance from the current equation to each layout it reaches, reset per equation.
        let mut seen_by = vec![u32::MAX; count];
        let mut distance = vec![0u8; count];
        let mut touched: Vec<usize> = Vec::new();
        for (id, equation) in equations.iter().enumerate() {
            // At 3 moves one equation reaches tens of thousands of layouts: asking every 16
            // equations keeps Cancel prompt (a debug build, a loaded machine) at no visible cost.
            if id % 16 == 0 && !watch.keep_going(id as f32 / equations.len().max(1) as f32) {
                return None;
            }
            let id = id as u32;
            touched.clear();
            let symbols: Vec<char> = equation.chars().collect();
            // Every way to draw the equation (variant glyphs), then every layout near each.
            let drawings: Vec<Vec<Segments>> = symbols.iter().map(|&c| drawings(c, rules)).collect();
            for_each_product(&drawings, &mut |target: &[Segments]| {
                let mut visit = |index: usize, steps: u32| {
                    if seen_by[index] != id {
                        seen_by[index] = id;
                        distance[index] = steps as u8;
                        touched.push(index);
                    } else if (steps as u8) < distance[index] {
                        distance[index] = steps as u8;
                    }
                };
                near(
                    &choices,
                    &weights,
                    target,
                    goal,
                    max_steps,
                    0,
                    0,
                    (0, 0),
                    &mut visit,
                );
            });
            for &index in &touched {
                let steps = distance[index];
                if steps == 0 {
                    already_true[index] = true;
                    continue;
                }
                nearest[index] = if answers[index] == 0 {
                    steps
                } else {
                    nearest[index].min(steps)
                };
                answers[index] = answers[index].saturating_add(1);
                only_answer[index] = if answers[index] == 1 { id } else { u32::MAX };
            }
        }
        watch.keep_going(1.0);
        Some(Self {
            shape: shape.clone(),
            rules,
            goal,
            max_steps,
            equations,
            nearest,
            answers,
            only_answer,
            already_true,
        })
    }

    /// SPEC §5's counts.
    pub fn counts(&self) -> SurveyCounts {
        let mut counts = SurveyCounts {
            layouts: self.nearest.len() as u64,
            already_true: 0,
            solvable: vec![0; self.max_steps as usize],
            unsolvable: 0,
            unique: 0,
        };
        for index in 0..self.nearest.len() {
            if self.already_true[index] {
                counts.already_true += 1;
            } else if self.answers[index] == 0 {
                counts.unsolvable += 1;
            } else {
                counts.solvable[self.nearest[index] as usize - 1] += 1;
                counts.unique += u64::from(self.answers[index] == 1);
            }
        }
        counts
    }
}

/// Calls `visit` with every combination of one entry per list.
fn for_each_product(lists: &[Vec<Segments>], visit: &mut dyn FnMut(&[Segments])) {
    fn go(lists: &[Vec<Segments>], picked: &mut Vec<Segments>, visit: &mut dyn FnMut(&[Segments])) {
        match lists.split_first() {
            None => visit(picked),
            Some((first, rest)) => {
                for &item in first {
                    picked.push(item);
                    go(rest, picked, visit);
                    picked.pop();
                }
            }
        }
    }
    go(lists, &mut Vec::with_capacity(lists.len()), visit);
}

/// Every surveyed layout within `max_steps` of `target` under `goal`, with its index and steps:
/// depth-first over slots, pruned by the stick budget.
#[expect(
    clippy::too_many_arguments,
    reason = "a recursive walk carrying its running totals"
)]
fn near(
    choices: &[Vec<Segments>],
    weights: &[usize],
    target: &[Segments],
    goal: Goal,
    max_steps: u32,
    slot: usize,
    index: usize,
    spent: (u32, u32),
    visit: &mut dyn FnMut(usize, u32),
) {
    let (max_removed, max_added) = match goal {
        Goal::Move => (max_steps, max_steps),
        // The layout must gain sticks to become the target: it may lose none.
        Goal::Add => (0, max_steps),
        Goal::Remove => (max_steps, 0),
    };
    let Some(options) = choices.get(slot) else {
        if let Some(steps) = goal.steps(spent.0, spent.1) {
            visit(index, steps);
        }
        return;
    };
    for (choice, &sticks) in options.iter().enumerate() {
        // From the layout's sticks to the target's: what must go, what must come.
        let removed = spent.0 + (sticks & !target[slot]).count_ones();
        let added = spent.1 + (target[slot] & !sticks).count_ones();
        if removed <= max_removed && added <= max_added {
            near(
                choices,
                weights,
                target,
                goal,
                max_steps,
                slot + 1,
                index + choice * weights[slot],
                (removed, added),
                visit,
            );
        }
    }
}
