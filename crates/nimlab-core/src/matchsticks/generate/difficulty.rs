//! The difficulty figure, the one rule the generator ranks by and worksheets print:
//! 10·k + 3·(slots the answer changes) + 4·(1 if it changes a sign) + (near misses, at most 5),
//! with k the budget, the answer the nearest one with the smallest text, and near misses the
//! true equations exactly k + 1 steps away. The generator reads these from its walk; a puzzle
//! from a file reads them from the solver ([`of_solved`]); both go through [`figure`].
//!
//! On paper the figure is shown as stars ([`stars`]): one for every ten points, the weight of a
//! step of the budget, so a one-step puzzle has one or two stars and each step adds about one.

use super::super::layout::{Layout, Rules, Slot};
use super::super::solve::Solutions;

/// The most stars a puzzle gets: a figure of 50 or more (five steps, or three with every
/// extra) is as hard as a worksheet says.
pub const MAX_STARS: u32 = 5;

/// Near misses count up to this many: past it, more do not make the answer harder to find.
pub const MAX_NEAR_MISSES: usize = 5;

/// The difficulty figure of a puzzle with a budget of `steps` whose nearest answer changes
/// `slots_touched` slots (a sign among them when `operator_flip`), with `near_misses` true
/// equations one step past the budget.
pub fn figure(steps: u32, slots_touched: u32, operator_flip: bool, near_misses: usize) -> u32 {
    10 * steps + 3 * slots_touched + 4 * u32::from(operator_flip) + near_misses.min(MAX_NEAR_MISSES) as u32
}

/// The difficulty figure of `layout` with a budget of `steps`, from its answers solved one step
/// past the budget (`solved.counts` reaches `steps + 1`, `solved.answers` lists at least its
/// first answer) under `rules`; `None` when no answer lies within the budget (nothing to rank)
/// or the solve stopped short of the step past it.
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
    Some(figure(
        steps,
        slots_touched,
        operator_flip,
        usize::try_from(near_misses).unwrap_or(usize::MAX),
    ))
}

/// How many stars (1 to [`MAX_STARS`]) stand for a difficulty figure: one for every ten points.
pub fn stars(difficulty: u32) -> u32 {
    (difficulty / 10).clamp(1, MAX_STARS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::generate::generate;
    use crate::matchsticks::solve::{Goal, solve_within};
    use crate::matchsticks::survey::Shape;
    use crate::watch::Unwatched;

    #[test]
    fn the_figure_weighs_each_part_as_the_generator_states() {
        let cases = [
            ((1, 1, false, 0), 13),
            ((1, 2, true, 0), 20),
            ((2, 2, false, 3), 29),
            ((1, 1, false, 9), 18),
            ((3, 4, true, 5), 51),
        ];
        for ((steps, slots, flip, near), expected) in cases {
            assert_eq!(
                figure(steps, slots, flip, near),
                expected,
                "{steps} {slots} {flip} {near}"
            );
        }
    }

    #[test]
    fn stars_are_one_a_ten_points_from_one_to_five() {
        let cases = [
            (0, 1),
            (13, 1),
            (19, 1),
            (20, 2),
            (29, 2),
            (33, 3),
            (49, 4),
            (50, 5),
            (99, 5),
        ];
        for (difficulty, expected) in cases {
            assert_eq!(stars(difficulty), expected, "{difficulty}");
        }
    }

    /// The solver's figure of every generated puzzle is the figure the generator's walk gave it.
    #[test]
    fn a_solved_puzzle_has_the_difficulty_the_generator_gave_it() {
        for (shape, goal, steps) in [
            ("D+D=D", Goal::Move, 1),
            ("D+D=D", Goal::Move, 2),
            ("D-D=D", Goal::Add, 1),
            ("D×D=D", Goal::Remove, 1),
        ] {
            let parsed = Shape::parse(shape).expect("a shape");
            let rules = Rules::default();
            let puzzles = generate(&parsed, rules, goal, steps, 2, &mut Unwatched).expect("ran");
            assert!(!puzzles.is_empty(), "{shape} {goal} {steps}");
            for puzzle in &puzzles {
                let solved =
                    solve_within(&puzzle.layout, rules, goal, steps + 1, 1, &mut Unwatched).expect("solved");
                assert_eq!(
                    of_solved(&puzzle.layout, rules, &solved, steps),
                    Some(puzzle.difficulty),
                    "{} ({shape} {goal} {steps})",
                    puzzle.puzzle
                );
            }
        }
    }

    #[test]
    fn no_answer_within_the_budget_or_a_solve_too_short_has_no_figure() {
        let layout = Layout::parse("1+1=5").expect("an equation");
        let rules = Rules::default();
        let within =
            |steps| solve_within(&layout, rules, Goal::Move, steps, 1, &mut Unwatched).expect("solved");
        let solved = within(2);
        assert_eq!(solved.counts[0], 0, "nothing one move away");
        assert_eq!(of_solved(&layout, rules, &solved, 1), None, "nothing to rank");
        let seed = Layout::parse("0+3=09").expect("the seed's example");
        let short = solve_within(&seed, rules, Goal::Move, 1, 1, &mut Unwatched).expect("solved");
        assert_eq!(of_solved(&seed, rules, &short, 1), None, "near misses unknown");
        let full = solve_within(&seed, rules, Goal::Move, 2, 1, &mut Unwatched).expect("solved");
        let figure = of_solved(&seed, rules, &full, 1).expect("ranked");
        assert!((13..20).contains(&figure), "6+3=09 changes one digit: {figure}");
    }
}
