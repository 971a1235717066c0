//! The live answers of a figure puzzle (the work called `figure-solve`): every answer within
//! the budget counted, as placed and up to the puzzle's symmetry, the first
//! [`LISTED_FIGURE_ANSWERS`] listed. The solver bounds its own cost before it starts (it refuses
//! a puzzle of too many combinations), so the work never runs away.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::solve::{Answer, Solutions, SolveError, solve_within};

/// How many answers the live solver lists (all are counted); the panel says when there are more.
pub const LISTED_FIGURE_ANSWERS: usize = 200;

/// The resolution of the live solver's progress.
const PROGRESS_STEPS: u64 = 1000;

/// The answers a solve lists: none when the solver refused the puzzle.
pub fn listed_figures(solved: &Result<Solutions, SolveError>) -> &[Answer] {
    solved.as_ref().map_or(&[], |s| s.answers.as_slice())
}

/// What the live answers of a figure puzzle were computed for: the work of a live solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FigureAnswerKey {
    /// The puzzle solved: its canvas, sticks, budget and figure.
    pub puzzle: Puzzle,
}

impl Work for FigureAnswerKey {
    type Output = Result<Solutions, SolveError>;
    const NAME: &'static str = "figure-solve";

    fn run(self, progress: &Progress) -> Option<Self::Output> {
        progress.set_total(PROGRESS_STEPS);
        let mut keep_going = progress.fraction_reporter(0, PROGRESS_STEPS);
        let solved = solve_within(&self.puzzle, LISTED_FIGURE_ANSWERS, &mut keep_going);
        // A stopped job delivers nothing: a newer puzzle (or Cancel) replaced it.
        (solved != Err(SolveError::Cancelled)).then_some(solved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::budget::{Budget, Goal};
    use nimlab_core::shapes::puzzle::Figure;

    /// The 3 × 3 grid of 24 sticks.
    const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

    fn grid(budget: Budget, squares: u32) -> Puzzle {
        let (canvas, sticks) = nimlab_core::shapes::text::parse(GRID_3).expect("the grid");
        Puzzle::new(canvas, sticks, budget, Figure::count(squares)).expect("a puzzle")
    }

    #[test]
    fn the_work_lists_what_the_solver_finds_and_counts_the_rest() {
        let puzzle = grid(Budget::up_to(Goal::Remove, 8), 2);
        let solved = FigureAnswerKey { puzzle }
            .run(&Progress::default())
            .expect("not stopped");
        let everything = nimlab_core::shapes::solve::solve(&puzzle).expect("solved");
        let solutions = solved.as_ref().expect("solved");
        assert_eq!(solutions.total(), everything.len() as u128);
        assert_eq!(
            listed_figures(&solved),
            &everything[..everything.len().min(LISTED_FIGURE_ANSWERS)]
        );
    }

    #[test]
    fn a_cancelled_solve_delivers_nothing() {
        let progress = Progress::default();
        progress.cancel();
        // Loose ends allowed, so the search prunes little and reports as it goes.
        let loose = Figure::Count {
            count: 1,
            rules: nimlab_core::shapes::puzzle::Rules {
                tidy: false,
                same_size: false,
            },
        };
        let mut puzzle = grid(Budget::up_to(Goal::Remove, 8), 1);
        puzzle.figure = loose;
        assert_eq!(FigureAnswerKey { puzzle }.run(&progress), None);
    }
}
