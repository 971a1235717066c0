//! The solver's tests: published classics, and the brute force on random small puzzles.

use super::*;
use crate::matchsticks::budget::Budget;
use crate::shapes::brute::brute;
use crate::shapes::canvas::{Canvas, Lattice};
use crate::watch::Unwatched;

/// The solver and the brute force agree on every answer, its steps, and the kinds per step.
fn agree(puzzle: &Puzzle) {
    let solved = solve_within(puzzle, usize::MAX, &mut Unwatched).expect("solvable");
    let slow = brute(puzzle);
    let fast: Vec<(u32, Sticks)> = solved.answers.iter().map(|a| (a.steps, a.sticks)).collect();
    assert_eq!(fast, slow.answers, "{puzzle:?}");
    for k in 1..=puzzle.budget.steps {
        let distinct = slow.distinct.get(&k).copied().unwrap_or(0) as u128;
        assert_eq!(
            solved.distinct[k as usize - 1],
            distinct,
            "step {k} of {puzzle:?}"
        );
    }
}

#[test]
fn small_puzzles_agree_with_the_brute_force() {
    let square = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
    let grid = square.all();
    for goal in Goal::ALL {
        for count in 0..4 {
            let puzzle =
                Puzzle::new(square, grid, Budget::up_to(goal, 3), Figure::count(count)).expect("on canvas");
            agree(&puzzle);
        }
    }
}
