//! How hard an equation puzzle is, by one rule everywhere (the generator's ranking, the
//! collection's order, the worksheet's stars): 10 per step the answer takes, 3 per symbol it
//! changes, 4 when a sign turns into another (solvers look at digits first), and 1 per false
//! equation one step short of the answer (up to 5: each is a place to get stuck).
//!
//! Any puzzle's difficulty comes from solving it one step past its budget ([`of_puzzle`]); the
//! generator works the same figures out on its walk and gets the same number.

use super::layout::{Layout, Rules, Slot};
use super::solve::{Goal, Solutions, SolveError, solve_within};
use crate::watch::Watch;

/// The most near misses that count: past a handful, more do not make a puzzle harder to see.
pub const MAX_NEAR_MISSES: usize = 5;

/// The difficulty of an answer `steps` away that changes `slots_touched` symbols, turns a sign into
/// another when `operator_flip`, with `near_misses` false equations one step short of it.
pub fn score(steps: u32, slots_touched: u32, operator_flip: bool, near_misses: usize) -> u32 {
    10 * steps + 3 * slots_touched + 4 * u32::from(operator_flip) + near_misses.min(MAX_NEAR_MISSES) as u32
}

/// The upper ends of the one- to four-star bands; past the last, five stars. One move of one
/// symbol is one star; one move that also flips a sign among a few near misses, two; two moves,
/// two or three; three moves, four; more, five.
const STAR_BANDS: [u32; 4] = [19, 27, 37, 47];

/// The difficulty as 1 to 5 stars, for a page that has no room for the figure.
pub fn stars(difficulty: u32) -> u8 {
    1 + STAR_BANDS.iter().filter(|&&end| difficulty > end).count() as u8
}

/// The stars as text: `★★☆☆☆`, five symbols that read in black and white.
pub fn stars_text(difficulty: u32) -> String {
    let full = usize::from(stars(difficulty));
    format!("{}{}", "★".repeat(full), "☆".repeat(5 - full))
}

/// The difficulty of a puzzle as set, from its nearest answer (`None` when none lies within
/// `steps`): the same figure the generator gives the puzzles it finds.
pub fn of_puzzle(
    layout: &Layout,
    rules: Rules,
    goal: Goal,
    steps: u32,
    watch: &mut dyn Watch,
) -> Result<Option<u32>, SolveError> {
    let solved = solve_within(layout, rules, goal, steps + 1, 1, watch)?;
    Ok(of_solved(layout, &solved, steps))
}

/// The difficulty of `layout` with a budget of `steps`, from its answers solved to `steps + 1`
/// (the step past the budget counts its near misses), first answer listed; `None` when no answer
/// lies within `steps`.
pub fn of_solved(layout: &Layout, solved: &Solutions, steps: u32) -> Option<u32> {
    let nearest = solved.answers.first().filter(|answer| answer.moves <= steps)?;
    let near_misses = solved.counts.get(nearest.moves as usize).copied().unwrap_or(0);
    let changed = layout
        .slots
        .iter()
        .zip(&nearest.layout.slots)
        .filter(|(a, b)| a != b);
    let slots_touched = changed.clone().count() as u32;
    let operator_flip = changed.into_iter().any(|(a, _)| matches!(a, Slot::Operator(_)));
    Some(score(
        nearest.moves,
        slots_touched,
        operator_flip,
        usize::try_from(near_misses).unwrap_or(usize::MAX),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::generate::generate;
    use crate::matchsticks::survey::Shape;
    use crate::watch::Unwatched;

    #[test]
    fn the_stars_rise_with_the_figure_and_read_in_five_symbols() {
        let table = [
            (13, 1),
            (19, 1),
            (20, 2),
            (27, 2),
            (28, 3),
            (37, 3),
            (38, 4),
            (47, 4),
            (48, 5),
            (90, 5),
        ];
        for (difficulty, expected) in table {
            assert_eq!(stars(difficulty), expected, "{difficulty}");
        }
        assert_eq!(stars_text(20), "★★☆☆☆");
        assert_eq!(stars_text(0), "★☆☆☆☆");
    }

    #[test]
    fn any_puzzle_gets_the_difficulty_the_generator_gave_it() {
        let shape = Shape::parse("D+D=D").expect("valid");
        for goal in Goal::ALL {
            for steps in [1, 2] {
                let found = generate(&shape, Rules::default(), goal, steps, 1, &mut Unwatched).expect("ran");
                assert!(!found.is_empty(), "{goal} {steps}");
                for puzzle in found.iter().step_by(7) {
                    let alone = of_puzzle(&puzzle.layout, Rules::default(), goal, steps, &mut Unwatched)
                        .expect("solves");
                    assert_eq!(
                        alone,
                        Some(puzzle.difficulty),
                        "{} ({goal} {steps})",
                        puzzle.puzzle
                    );
                }
            }
        }
    }

    #[test]
    fn a_puzzle_with_no_answer_in_its_budget_has_no_difficulty() {
        let layout = Layout::parse("8+8=8").expect("lays out");
        assert_eq!(
            of_puzzle(&layout, Rules::default(), Goal::Move, 1, &mut Unwatched),
            Ok(None)
        );
    }
}
