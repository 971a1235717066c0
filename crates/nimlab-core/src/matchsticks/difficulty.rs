//! How hard an equation puzzle is, by one rule everywhere (the generator's ranking, the
//! collection's order, the worksheet's stars): 10 per step the answer takes, 3 per symbol it
//! changes, 4 when a sign turns into another (solvers look at digits first), and 1 per false
//! equation one step short of the answer (up to 5: each is a place to get stuck).
//!
//! Any puzzle's difficulty comes from solving it one step past its budget ([`of_puzzle`],
//! [`of_solved`]); the generator works the same figures out on its walk and gets the same
//! number. On paper and in the collection it shows as stars ([`stars`]).

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

/// The most stars a puzzle gets: a figure of 50 or more (five steps, or three with every
/// extra) is as hard as a page says.
pub const MAX_STARS: u32 = 5;

/// How many stars (1 to [`MAX_STARS`]) stand for a difficulty figure: one for every ten points,
/// the weight of a step, so a one-step puzzle has one or two stars and each step adds about one.
pub fn stars(difficulty: u32) -> u32 {
    (difficulty / 10).clamp(1, MAX_STARS)
}

/// The stars as text: `★★☆☆☆`, five symbols that read in black and white.
pub fn stars_text(difficulty: u32) -> String {
    let full = stars(difficulty) as usize;
    format!("{}{}", "★".repeat(full), "☆".repeat(MAX_STARS as usize - full))
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
    Ok(of_solved(layout, rules, &solved, steps))
}

/// The difficulty of `layout` with a budget of `steps`, from its answers solved one step past
/// the budget (`solved.counts` reaches `steps + 1`, `solved.answers` lists at least its first
/// answer) under `rules`; `None` when no answer lies within the budget (nothing to rank) or the
/// solve stopped short of the step past it. Near misses are the answers exactly a step past the
/// budget, as the generator counts them.
pub fn of_solved(layout: &Layout, rules: Rules, solved: &Solutions, steps: u32) -> Option<u32> {
    let budget = steps as usize;
    let within: u128 = solved.counts.get(..budget)?.iter().sum();
    let near_misses = *solved.counts.get(budget)?;
    let nearest = solved.answers.first().filter(|_| within > 0)?;
    // The solver draws answers on the layout as its rules read it (a movable '=' is a sign).
    let read = layout.for_rules(rules.for_layout(layout));
    let changed = read
        .slots
        .iter()
        .zip(&nearest.layout.slots)
        .filter(|(was, now)| was != now);
    let slots_touched = changed.clone().count() as u32;
    let operator_flip = changed
        .into_iter()
        .any(|(was, _)| matches!(was, Slot::Operator(_)));
    Some(score(
        steps,
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
        // One star for every ten points, never none, never more than five.
        let table = [
            (0, 1),
            (13, 1),
            (19, 1),
            (20, 2),
            (29, 2),
            (30, 3),
            (41, 4),
            (50, 5),
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
