//! The figure generator's work (called `figure-generate`): for a canvas, a figure size, a budget
//! and the squares or triangles to reach, every figure puzzle with one answer up to symmetry,
//! easiest first (see `nimlab_core::shapes::generate`). Its cost is the engine's: every
//! candidate's choices are counted and refused past the solver's limit before any is solved, so
//! a request the window sends can never run away.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::shapes::generate::{GenerateError, Generated, Request, generate};
use nimlab_core::shapes::solve::SolveError;

/// What a list of figure puzzles was generated for: the work of a figure generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FigureGenerateRequest {
    /// The canvas, the figure's cells, the budget, the count and its rules.
    pub request: Request,
}

/// The puzzles found, easiest first, or why none could be looked for (too many cells, too many
/// choices to weigh, a candidate the solver refused).
pub type FigureGenerated = Result<Vec<Generated>, GenerateError>;

impl Work for FigureGenerateRequest {
    type Output = FigureGenerated;
    const NAME: &'static str = "figure-generate";

    fn run(self, progress: &Progress) -> Option<FigureGenerated> {
        const STEPS: u64 = 1000;
        progress.set_total(STEPS);
        let mut keep_going = progress.fraction_reporter(0, STEPS);
        match generate(&self.request, &mut keep_going) {
            // A stop is no result: the list on show stays until a newer one comes.
            Err(GenerateError::Solve(SolveError::Cancelled)) => None,
            found => Some(found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::budget::{Budget, Goal};
    use nimlab_core::shapes::canvas::{Canvas, Lattice};
    use nimlab_core::shapes::puzzle::Rules;

    fn three_squares_in_an_l_add_two() -> FigureGenerateRequest {
        FigureGenerateRequest {
            request: Request {
                canvas: Canvas::new(Lattice::Square, 3, 3).expect("a canvas"),
                cells: 3,
                budget: Budget::up_to(Goal::Add, 2),
                count: 5,
                rules: Rules::default(),
            },
        }
    }

    #[test]
    fn the_work_finds_the_l_that_two_sticks_make_a_window() {
        // By hand: on 3 × 3 dots the only figure of three squares is the L (10 sticks); two
        // more sticks close the 2 × 2 window, which shows 5 squares (four small, one large).
        let found = three_squares_in_an_l_add_two()
            .run(&Progress::default())
            .expect("not cancelled")
            .expect("within bounds");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].puzzle.sticks().len(), 10);
        assert_eq!(found[0].answer.len(), 12);
    }

    #[test]
    fn the_panels_first_choices_find_puzzles_on_either_lattice() {
        use crate::tabs::matchsticks::generator_choices::FigureChoices;
        for lattice in Lattice::ALL {
            let request = FigureChoices::first(lattice).request(lattice).expect("a canvas");
            let found = FigureGenerateRequest { request }
                .run(&Progress::default())
                .expect("not cancelled")
                .expect("within bounds");
            assert!(found.len() >= 10, "{lattice:?}: {}", found.len());
        }
    }

    #[test]
    fn a_cancelled_generation_gives_no_result_and_a_costly_one_is_refused() {
        let progress = Progress::default();
        progress.cancel();
        assert_eq!(three_squares_in_an_l_add_two().run(&progress), None);
        let costly = FigureGenerateRequest {
            request: Request {
                canvas: Canvas::new(Lattice::Square, 8, 8).expect("a canvas"),
                cells: 8,
                budget: Budget::up_to(Goal::Move, 4),
                count: 3,
                rules: Rules::default(),
            },
        };
        let refused = costly.run(&Progress::default()).expect("a refusal is a result");
        assert!(
            matches!(refused, Err(GenerateError::TooManyCombinations { .. })),
            "{refused:?}"
        );
    }
}
