//! The matchstick paper's experiment, done exactly and fast: for every layout of a shape (each
//! digit slot any standard digit, each operator slot + or −), is it already true, how far is its
//! nearest answer, and how many answers does it have within the budget?
//!
//! Instead of solving two million layouts one by one, the survey starts from the few thousand
//! true equations of the shape and walks outwards: every layout within k steps of a true equation
//! has it as an answer. Each layout keeps its nearest distance, how many distinct answers reach it
//! and the first of the nearest (and, for the generator, the near misses a step further). A
//! budget of *exactly* k counts, as answers, the equations that can be drawn exactly k steps
//! away, whether or not they can also be drawn nearer. The
//! walk goes one block of layouts at a time on every core (`walk.rs`), so its memory does not
//! grow with the shape.

mod by_solving;
mod shape;
mod table;
#[cfg(test)]
mod tests;
mod walk;

pub use by_solving::{survey_by_solving, survey_by_solving_budget};
pub use shape::{MAX_LAYOUTS, MAX_SHAPE_DIGITS, MAX_SYMBOL_LAYOUTS, Shape, ShapeError, shown};
pub use table::{SurveyRow, survey_csv};
pub(in crate::matchsticks) use walk::{glyphs, standard_glyph};

use super::budget::Budget;
use super::layout::Rules;
use super::solve::Goal;
use crate::parallel;
use crate::watch::Watch;

/// The counts of a survey, each layout counted once: they add up to the layouts.
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

/// What the survey found about one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The nearest answer with the smallest text, as its index in the shape's sorted true
    /// equations; `u32::MAX` when there is no answer within the budget.
    pub first_answer: u32,
    /// True equations whose nearest drawing lies one step past the budget (counted only when
    /// asked for).
    pub near_misses: u32,
    /// Distinct answers within the budget (counting stops at 65,535).
    pub answers: u16,
    /// Steps to the nearest answer; 0 when there is none within the budget.
    pub nearest: u8,
    /// The layout is itself a true equation.
    pub already_true: bool,
}

impl Finding {
    /// A layout no equation has reached yet.
    const NONE: Self = Self {
        first_answer: u32::MAX,
        near_misses: 0,
        answers: 0,
        nearest: 0,
        already_true: false,
    };

    /// Equation `id` can be drawn at each step count of `reach` (bit 0: it is the layout
    /// itself). Equations come in text order, so the first one at the nearest distance is the
    /// one with the smallest text.
    fn record(&mut self, reach: walk::Reach, id: u32, budget: Budget) {
        if reach & 1 == 1 {
            self.already_true = true;
            return;
        }
        let accepted = (1..=budget.steps).find(|&k| reach >> k & 1 == 1 && budget.accepts(k));
        if let Some(steps) = accepted {
            if self.answers == 0 || steps < u32::from(self.nearest) {
                self.nearest = steps as u8;
                self.first_answer = id;
            }
            self.answers = self.answers.saturating_add(1);
        } else if reach.trailing_zeros() == budget.steps + 1 {
            self.near_misses += 1;
        }
    }
}

/// One block of consecutive layouts and what the survey found about each.
#[derive(Clone, Copy, Debug)]
pub struct Block<'a> {
    /// The number of the block's first layout ([`Shape::example`] draws it).
    pub first_layout: usize,
    /// Per layout of the block, in order.
    pub findings: &'a [Finding],
    /// The shape's true equations, sorted: what [`Finding::first_answer`] indexes.
    pub equations: &'a [String],
}

/// The most steps a survey takes (the generator's near misses need one more than its budget).
pub const MAX_SURVEY_STEPS: u32 = walk::MAX_WALK_STEPS - 1;

/// Walks every layout of `shape`, block by block on every core, and hands each block's findings
/// to `reduce`; returns what `reduce` made of each block, in layout order. Answers lie within
/// `max_steps` (at most [`MAX_SURVEY_STEPS`]); with `near_misses`, equations one step further are
/// counted too. `watch` is told now and then with the fraction done; when it returns false the
/// walk stops and returns `None`. (A budget of exactly k: [`fold_blocks`].)
pub fn walk_blocks<R: Send>(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    max_steps: u32,
    near_misses: bool,
    watch: &mut dyn Watch,
    reduce: impl Fn(Block<'_>) -> R + Sync + Send,
) -> Option<Vec<R>> {
    let mut reduced = Vec::new();
    let budget = Budget::up_to(goal, max_steps);
    fold_blocks(shape, rules, budget, near_misses, watch, reduce, |r| {
        reduced.push(r);
    })?;
    Some(reduced)
}

/// [`walk_blocks`] for answers `budget` accepts, handing what `reduce` made of each block to
/// `absorb` as it comes, in layout order, instead of keeping it all: what the caller keeps of it
/// is all the memory it takes.
pub fn fold_blocks<R: Send>(
    shape: &Shape,
    rules: Rules,
    budget: Budget,
    near_misses: bool,
    watch: &mut dyn Watch,
    reduce: impl Fn(Block<'_>) -> R + Sync + Send,
    mut absorb: impl FnMut(R),
) -> Option<()> {
    // A shape with × or ÷ reads by rules that allow them; every '=' stays fixed.
    let rules = shape.rules(rules);
    let equations = shape.true_equations(rules);
    let walk = walk::Walk::new(shape, &equations, rules, budget, near_misses);
    let blocks = walk.block_count();
    // A few blocks per core between two questions to `watch`: every core stays busy, and Cancel
    // waits for at most a few blocks.
    let batch = 2 * parallel::threads();
    let spares = parallel::Spares::new();
    let mut start = 0;
    while start < blocks {
        if !watch.keep_going(start as f32 / blocks as f32) {
            return None;
        }
        let end = (start + batch).min(blocks);
        let batch = parallel::map_blocks(start..end, &spares, |findings, block| {
            walk.run_block(block, findings);
            reduce(Block {
                first_layout: block * walk.block_len(),
                findings,
                equations: &equations,
            })
        });
        batch.into_iter().for_each(&mut absorb);
        start = end;
    }
    watch.keep_going(1.0);
    Some(())
}

/// The survey of a shape: how many of its layouts are already true, and how many are
/// solvable at each distance, unsolvable and uniquely solvable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Survey {
    /// The shape surveyed.
    pub shape: Shape,
    /// The rules the layouts were read under.
    pub rules: Rules,
    /// The goal and the steps, up to or exactly.
    pub budget: Budget,
    counts: SurveyCounts,
}

impl Survey {
    /// Surveys every layout of `shape` within `max_steps` (at most [`MAX_SURVEY_STEPS`]).
    /// `watch` is told now and then with the fraction done; when it returns false the survey
    /// stops and returns `None`.
    pub fn run(
        shape: &Shape,
        rules: Rules,
        goal: Goal,
        max_steps: u32,
        watch: &mut dyn Watch,
    ) -> Option<Self> {
        Self::run_budget(shape, rules, Budget::up_to(goal, max_steps), watch)
    }

    /// Surveys every layout of `shape` for answers `budget` accepts (at most
    /// [`MAX_SURVEY_STEPS`] steps); with an exact budget, a layout's nearest answer is the
    /// budget's steps. `watch` as for [`Survey::run`].
    pub fn run_budget(shape: &Shape, rules: Rules, budget: Budget, watch: &mut dyn Watch) -> Option<Self> {
        let max_steps = budget.steps;
        let empty = SurveyCounts {
            layouts: 0,
            already_true: 0,
            solvable: vec![0; max_steps as usize],
            unsolvable: 0,
            unique: 0,
        };
        let mut blocks = Vec::new();
        let reduce = |block: Block<'_>| {
            let mut counts = empty.clone();
            for finding in block.findings {
                counts.layouts += 1;
                if finding.already_true {
                    counts.already_true += 1;
                } else if finding.answers == 0 {
                    counts.unsolvable += 1;
                } else {
                    counts.solvable[usize::from(finding.nearest) - 1] += 1;
                    counts.unique += u64::from(finding.answers == 1);
                }
            }
            counts
        };
        fold_blocks(shape, rules, budget, false, watch, reduce, |counts| {
            blocks.push(counts);
        })?;
        let counts = blocks.into_iter().fold(empty.clone(), |mut all, block| {
            all.layouts += block.layouts;
            all.already_true += block.already_true;
            for (all, block) in all.solvable.iter_mut().zip(&block.solvable) {
                *all += block;
            }
            all.unsolvable += block.unsolvable;
            all.unique += block.unique;
            all
        });
        Some(Self {
            shape: shape.clone(),
            rules,
            budget,
            counts,
        })
    }

    /// The survey's counts.
    pub fn counts(&self) -> SurveyCounts {
        self.counts.clone()
    }
}
