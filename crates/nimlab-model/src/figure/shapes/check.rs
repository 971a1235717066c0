//! Checking a figure puzzle of a collection (squares or triangles on a lattice) as an equation
//! is checked: solved with the budget it states (`nimlab_core::shapes::solve`), its badge by the
//! same meaning of unique but counted up to the puzzle's symmetry (turned, mirrored or shifted
//! answers are one answer to a player), its answers as text and its difficulty by the shapes
//! generator's own figure, which weighs a puzzle's one answer and so exists only for a puzzle
//! with one answer up to symmetry.

use nimlab_core::matchsticks::unique::{Badge, is_unique, nearest};
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::generate::difficulty_of;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::solve::{MAX_COMBINATIONS, Solutions, SolveError, combinations, solve_within};
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::shapes::text;
use nimlab_core::watch::Watch;

use crate::i18n::Language;

/// A figure puzzle solved within its budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FigureCheck {
    /// Its answers within the budget, the first `limit` listed.
    pub solved: Solutions,
    /// Nearest answer, unique up to symmetry, how many answers as placed.
    pub badge: Badge,
    /// The shapes generator's figure, when the puzzle has one answer up to symmetry.
    pub difficulty: Option<u32>,
}

/// Why a figure puzzle was not solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureRefusal {
    /// Its budget is outside 1 to `max`, the most steps the solver weighs on this puzzle.
    Budget {
        /// The puzzle's budget.
        steps: u32,
        /// The largest budget the solver takes for this puzzle (0: none).
        max: u32,
    },
    /// Whoever asked stopped the work.
    Cancelled,
}

/// The badge of a figure puzzle: the nearest answer, unique when one answer up to symmetry lies
/// at the budget and none nearer, and every answer as placed.
pub fn figure_badge(solved: &Solutions, steps: u32) -> Badge {
    Badge {
        nearest: nearest(&solved.counts),
        unique: is_unique(&solved.distinct, steps),
        answers: solved.total(),
    }
}

/// Solves `puzzle` within its budget, listing the first `limit` answers, with its badge and
/// difficulty. A budget the solver would refuse (too many steps, too many choices) is reported
/// with the largest budget it takes for this puzzle, so the message says what to change.
pub fn check_figure(
    puzzle: &Puzzle,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<FigureCheck, FigureRefusal> {
    let steps = puzzle.budget.steps;
    let refused = || FigureRefusal::Budget {
        steps,
        max: largest_budget(puzzle),
    };
    if steps == 0 {
        return Err(refused());
    }
    let solved = match solve_within(puzzle, limit.max(1), watch) {
        Ok(solved) => solved,
        Err(SolveError::Cancelled) => return Err(FigureRefusal::Cancelled),
        Err(_) => return Err(refused()),
    };
    // A unique puzzle's answers are all of one kind and the first in reading order stands for
    // them, so the first answer listed is the one the difficulty weighs.
    let difficulty = match difficulty_of(puzzle, &solved, watch) {
        Ok(found) => found.map(|g| g.difficulty),
        Err(SolveError::Cancelled) => return Err(FigureRefusal::Cancelled),
        Err(_) => None,
    };
    let mut solved = solved;
    solved.answers.truncate(limit);
    Ok(FigureCheck {
        badge: figure_badge(&solved, steps),
        solved,
        difficulty,
    })
}

/// The largest budget, up to the puzzle's own, whose search the solver takes (0: none).
fn largest_budget(puzzle: &Puzzle) -> u32 {
    let mut budget = puzzle.budget;
    for steps in (1..=budget.steps.min(nimlab_core::shapes::solve::MAX_STEPS)).rev() {
        budget.steps = steps;
        if combinations(&puzzle.with_budget(budget)) <= MAX_COMBINATIONS {
            return steps;
        }
    }
    0
}

/// An answer as text: on the square lattice its drawing in the text form (rows of `.`, `-` and
/// `|`); the triangular lattice has none, so how many sticks leave and how many arrive, in
/// `language`.
pub fn answer_text(puzzle: &Puzzle, answer: Sticks, language: Language) -> String {
    let canvas = puzzle.canvas();
    match canvas.lattice() {
        Lattice::Square => text::text(canvas, answer).unwrap_or_default(),
        Lattice::Triangular => change_words(puzzle, answer, language),
    }
}

/// An answer in one line, on either lattice: how many sticks leave and how many arrive, in
/// `language`.
pub fn change_words(puzzle: &Puzzle, answer: Sticks, language: Language) -> String {
    let leave = puzzle.sticks().minus(answer).len();
    let arrive = answer.minus(puzzle.sticks()).len();
    (language.strings().figure.sticks_changed)(leave, arrive)
}
