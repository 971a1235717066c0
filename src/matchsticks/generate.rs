//! Puzzle generator: the layouts of a shape whose answers within k steps are few (exactly one by
//! default), with the nearest exactly k steps away, ranked by a stated difficulty figure.
//!
//! Difficulty = 10·k + 3·(slots the answer changes) + 4·(1 if the operator flips) + (near misses,
//! at most 5), where near misses are the true equations exactly k + 1 steps away: answers a
//! player almost reaches, which make the real one harder to find.

use super::layout::{Layout, Rules, Slot};
use super::solve::{Goal, solve};
use super::survey::{Shape, Survey};

/// One generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub layout: Layout,
    pub puzzle: String,
    /// The nearest answer (the only one for a unique puzzle).
    pub answer: String,
    pub answers: usize,
    pub slots_touched: u32,
    pub operator_flip: bool,
    pub near_misses: usize,
    pub difficulty: u32,
}

/// Puzzles of `shape` with between 1 and `max_answers` answers within `steps`, the nearest exactly
/// `steps` away, easiest first (ties by puzzle text). `None` if `keep_going` stopped the survey.
pub fn generate(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    steps: u32,
    max_answers: u8,
    keep_going: &mut dyn FnMut(f32) -> bool,
) -> Option<Vec<Puzzle>> {
    let survey = Survey::run(shape, rules, goal, steps, keep_going)?;
    let mut puzzles: Vec<Puzzle> = (0..survey.nearest.len())
        .filter(|&index| {
            !survey.already_true[index]
                && (1..=max_answers).contains(&survey.answers[index])
                && u32::from(survey.nearest[index]) == steps
        })
        .filter_map(|index| describe(&shape.example(index), rules, goal, steps))
        .collect();
    puzzles.sort_by(|a, b| (a.difficulty, &a.puzzle).cmp(&(b.difficulty, &b.puzzle)));
    Some(puzzles)
}

/// Solves a candidate and measures its difficulty.
fn describe(layout: &Layout, rules: Rules, goal: Goal, steps: u32) -> Option<Puzzle> {
    // A shape's layouts are short, so the solver never refuses them; one it did is left out.
    let answers = solve(layout, rules, goal, steps).ok()?;
    let nearest = answers.first()?;
    let near_misses = solve(layout, rules, goal, steps + 1)
        .ok()?
        .iter()
        .filter(|a| a.moves == steps + 1)
        .count();
    let changed = layout
        .slots
        .iter()
        .zip(&nearest.layout.slots)
        .filter(|(a, b)| a != b);
    let slots_touched = changed.clone().count() as u32;
    let operator_flip = changed.into_iter().any(|(a, _)| matches!(a, Slot::Operator(_)));
    let difficulty =
        10 * steps + 3 * slots_touched + 4 * u32::from(operator_flip) + near_misses.min(5) as u32;
    Some(Puzzle {
        puzzle: layout.text(rules.variants),
        layout: layout.clone(),
        answer: nearest.equation.clone(),
        answers: answers.len(),
        slots_touched,
        operator_flip,
        near_misses,
        difficulty,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_generated_puzzle_has_one_answer_exactly_k_away() {
        let shape = Shape::parse("D+D=D").expect("valid");
        for steps in [1, 2] {
            let puzzles =
                generate(&shape, Rules::default(), Goal::Move, steps, 1, &mut |_| true).expect("ran");
            assert!(!puzzles.is_empty());
            for puzzle in &puzzles {
                let answers = solve(&puzzle.layout, Rules::default(), Goal::Move, steps).expect("solvable");
                assert_eq!(answers.len(), 1, "{}", puzzle.puzzle);
                assert_eq!(
                    (answers[0].moves, answers[0].equation.as_str()),
                    (steps, puzzle.answer.as_str())
                );
            }
            let order: Vec<(u32, &str)> = puzzles
                .iter()
                .map(|p| (p.difficulty, p.puzzle.as_str()))
                .collect();
            assert!(
                order.windows(2).all(|w| w[0] <= w[1]),
                "easiest first, then by text"
            );
        }
    }
}
