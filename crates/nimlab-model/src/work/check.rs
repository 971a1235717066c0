//! Checking a puzzle of a collection: solved with the budget it states, giving its badge (nearest
//! answer, unique or not, see `nimlab_core::matchsticks::unique`), its first answers and its
//! difficulty. A figure puzzle is checked the same way by `figure/shapes/check.rs`. This is the
//! one check: the collection's badges, its Check collection (the work called `match-check`)
//! and `nimlab match check` all run [`check_listing`]. Answers are kept as data (an equation, or
//! a figure's sticks), so each reader words them in its own language.

use serde::{Deserialize, Serialize};

use crate::figure::shapes::check::{FigureRefusal, answer_text, change_words, check_figure};
use crate::i18n::Language;
use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::solve::{MAX_STEPS, Solutions, SolveError, solve_budget, solve_within};
use nimlab_core::matchsticks::unique::Badge;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::watch::Watch;

/// How many answers a check lists per puzzle (all are counted).
pub const CHECK_LISTED: usize = 5;

/// The resolution of each puzzle's share of the progress.
const STEPS_PER_PUZZLE: u64 = 100;

/// A collection to check: its puzzles, with their goals, budgets and rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckCollection {
    /// The puzzles, in the collection's order.
    pub puzzles: Vec<PuzzleRecord>,
}

/// Why a puzzle was not solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckRefusal {
    /// Its layout cannot be read.
    Layout,
    /// Its budget is outside 1 to the solver's most.
    Budget {
        /// The puzzle's budget.
        steps: u32,
        /// The solver's most.
        max: u32,
    },
    /// The solver refused it.
    Solve(SolveError),
}

/// An answer as a check lists it: what it shows, as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnswerShown {
    /// An equation's answer, as its text.
    Equation(String),
    /// A figure puzzle's answer: the sticks it leaves on the canvas.
    Figure(Sticks),
}

/// One answer a check lists, and its steps from the puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckedAnswer {
    /// What the answer shows.
    pub shown: AnswerShown,
    /// Its steps from the puzzle.
    pub steps: u32,
}

impl CheckedAnswer {
    /// The answer as text in `language`: the equation, or a figure puzzle's answer drawn in the
    /// square lattice's text form or counted on the triangular (`answer_text`); `record` is the
    /// puzzle it answers.
    pub fn text(&self, record: &PuzzleRecord, language: Language) -> String {
        match &self.shown {
            AnswerShown::Equation(equation) => equation.clone(),
            AnswerShown::Figure(sticks) => match record.figure() {
                Some(Ok(puzzle)) => answer_text(&puzzle, *sticks, language),
                _ => String::new(),
            },
        }
    }
}

impl CheckedAnswer {
    /// The answer in one line, for a row of a table: the equation, or how many sticks a figure
    /// puzzle's answer lifts and lays (its drawing takes lines, see [`CheckedAnswer::text`]).
    pub fn line(&self, record: &PuzzleRecord, language: Language) -> String {
        match (&self.shown, record.figure()) {
            (AnswerShown::Figure(sticks), Some(Ok(puzzle))) => change_words(&puzzle, *sticks, language),
            _ => self.text(record, language),
        }
    }
}

/// What a check found about one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checked {
    /// Solved within its budget.
    Solved {
        /// Its nearest answer, whether it is unique, how many answers.
        badge: Badge,
        /// The first answers, nearest first.
        answers: Vec<CheckedAnswer>,
        /// Every answer counted once up to the puzzle's symmetry (a figure puzzle's turned,
        /// mirrored or shifted answers are one to a player); an equation's answers each count.
        distinct: u128,
        /// How hard it is (`nimlab_core::matchsticks::difficulty`), when an answer lies within
        /// its budget and the solver takes a step past it.
        difficulty: Option<u32>,
    },
    /// Not solved, and why.
    Refused(CheckRefusal),
}

/// Solves one puzzle with the budget it states, listing [`CHECK_LISTED`] answers (see
/// [`check_listing`]).
pub fn check_one(record: &PuzzleRecord, watch: &mut dyn Watch) -> Option<Checked> {
    check_listing(record, CHECK_LISTED, watch)
}

/// Solves one puzzle with the budget it states (a figure puzzle by `check_figure`), listing its
/// first `listed` answers, every one counted; `watch` is told the fraction done (`None`: it said
/// stop).
pub fn check_listing(record: &PuzzleRecord, listed: usize, watch: &mut dyn Watch) -> Option<Checked> {
    if let Some(figure) = record.figure() {
        let Ok(puzzle) = figure else {
            return Some(Checked::Refused(CheckRefusal::Layout));
        };
        return match check_figure(&puzzle, listed, watch) {
            Ok(checked) => Some(Checked::Solved {
                badge: checked.badge,
                answers: checked
                    .solved
                    .answers
                    .iter()
                    .map(|a| CheckedAnswer {
                        shown: AnswerShown::Figure(a.sticks),
                        steps: a.steps,
                    })
                    .collect(),
                distinct: checked.solved.total_distinct(),
                difficulty: checked.difficulty,
            }),
            Err(FigureRefusal::Cancelled) => None,
            Err(FigureRefusal::Budget { steps, max }) => {
                Some(Checked::Refused(CheckRefusal::Budget { steps, max }))
            }
        };
    }
    let Ok(layout) = record.layout() else {
        return Some(Checked::Refused(CheckRefusal::Layout));
    };
    if !(1..=MAX_STEPS).contains(&record.steps) {
        return Some(Checked::Refused(CheckRefusal::Budget {
            steps: record.steps,
            max: MAX_STEPS,
        }));
    }
    // A step past the budget, where the solver takes one, for the difficulty's near misses; a
    // puzzle the solver takes only at its budget is still checked, with no difficulty.
    let solve = |steps: u32, watch: &mut dyn Watch| {
        solve_within(&layout, record.rules, record.goal, steps, listed, watch)
    };
    let (solved, difficulty) = match solve((record.steps + 1).min(MAX_STEPS), watch) {
        Ok(solved) if record.steps < MAX_STEPS => {
            let difficulty = difficulty::of_solved(&layout, record.rules, &solved, record.steps);
            (Ok(within(solved, record.steps)), difficulty)
        }
        Err(SolveError::Cancelled) => return None,
        Ok(solved) => (Ok(solved), None),
        Err(_) => (solve(record.steps, watch), None),
    };
    // An exact budget's answers are those exactly its steps away, which a solve up to them does
    // not tell apart (an equation 1 move away may also be drawn 2 away): solved alone.
    let solved = if record.exactly && solved.is_ok() {
        solve_budget(&layout, record.rules, record.budget(), listed, watch)
    } else {
        solved
    };
    match solved {
        Ok(solved) => Some(Checked::Solved {
            badge: Badge::of(&solved, record.steps),
            answers: solved
                .answers
                .iter()
                .map(|a| CheckedAnswer {
                    shown: AnswerShown::Equation(a.equation.clone()),
                    steps: a.moves,
                })
                .collect(),
            distinct: solved.total(),
            difficulty,
        }),
        Err(SolveError::Cancelled) => None,
        Err(refused) => Some(Checked::Refused(CheckRefusal::Solve(refused))),
    }
}

/// The answers of `solved` that lie within `steps`.
fn within(mut solved: Solutions, steps: u32) -> Solutions {
    solved.counts.truncate(steps as usize);
    solved.answers.retain(|answer| answer.moves <= steps);
    solved
}

impl Work for CheckCollection {
    type Output = Vec<Checked>;
    const NAME: &'static str = "match-check";

    fn run(self, progress: &Progress) -> Option<Vec<Checked>> {
        let count = self.puzzles.len() as u64;
        progress.set_total(count.max(1) * STEPS_PER_PUZZLE);
        let mut checked = Vec::with_capacity(self.puzzles.len());
        for (index, record) in self.puzzles.iter().enumerate() {
            let mut keep_going =
                progress.fraction_reporter(index as u64 * STEPS_PER_PUZZLE, STEPS_PER_PUZZLE);
            checked.push(check_one(record, &mut keep_going)?);
            if progress.is_cancelled() {
                return None;
            }
        }
        Some(checked)
    }
}

#[cfg(test)]
mod tests;
