//! Puzzle generator: the layouts of a shape whose answers within k steps are few (exactly one by
//! default), with the nearest exactly k steps away, ranked by a stated difficulty figure.
//!
//! Difficulty = 10·k + 3·(slots the answer changes) + 4·(1 if the operator flips) + (near misses,
//! at most 5), where near misses are the true equations exactly k + 1 steps away: answers a
//! player almost reaches, which make the real one harder to find.

use super::layout::{Layout, Rules, Slot};
use super::solve::{Goal, solve_within};
use super::survey::{Shape, Survey};
use crate::watch::Watch;

/// One generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Puzzle {
    /// The puzzle's layout.
    pub layout: Layout,
    /// The puzzle as text.
    pub puzzle: String,
    /// The nearest answer (the only one for a unique puzzle).
    pub answer: String,
    /// How many answers lie within the budget.
    pub answers: usize,
    /// How many slots the answer changes.
    pub slots_touched: u32,
    /// The answer turns + into − or back.
    pub operator_flip: bool,
    /// False equations one step short of the answer, which make it harder to find.
    pub near_misses: usize,
    /// 10·steps + 3·slots changed + 4·operator flip + near misses (at most 5).
    pub difficulty: u32,
}

/// The share of a run's progress bar given to the survey; describing the candidates (a solve
/// each) gets the rest. Measured on `DD+DD=DD` at 1 move: the survey took 0.8 s of an 82 s run
/// (debug build; 160,351 candidates), so the survey is about 1% of the work; on small shapes it
/// is less. Reporting the survey as all of the bar is what showed 100% from the first second.
const SURVEY_SHARE: f32 = 0.02;
/// Candidates described between two progress reports (and cancellation checks).
const REPORT_EVERY: usize = 64;

/// Puzzles of `shape` with between 1 and `max_answers` answers within `steps`, the nearest exactly
/// `steps` away, easiest first (ties by puzzle text). `watch` is told now and then with
/// the fraction of the whole run done (rising, 1 only once everything is done); when it returns
/// false the run stops and returns `None`.
pub fn generate(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    steps: u32,
    max_answers: u8,
    watch: &mut dyn Watch,
) -> Option<Vec<Puzzle>> {
    let survey = Survey::run(shape, rules, goal, steps, &mut |done| {
        watch.keep_going(done * SURVEY_SHARE)
    })?;
    let candidates: Vec<usize> = (0..survey.nearest.len())
        .filter(|&index| {
            !survey.already_true[index]
                && (1..=max_answers).contains(&survey.answers[index])
                && u32::from(survey.nearest[index]) == steps
        })
        .collect();
    // Describing the candidates is the expensive phase: report from inside it, by candidates done.
    let mut puzzles = Vec::new();
    for (done, &index) in candidates.iter().enumerate() {
        if done % REPORT_EVERY == 0 {
            let fraction = done as f32 / candidates.len() as f32;
            if !watch.keep_going(SURVEY_SHARE + (1.0 - SURVEY_SHARE) * fraction) {
                return None;
            }
        }
        puzzles.extend(describe(&shape.example(index), rules, goal, steps));
    }
    puzzles.sort_by(|a, b| (a.difficulty, &a.puzzle).cmp(&(b.difficulty, &b.puzzle)));
    watch.keep_going(1.0);
    Some(puzzles)
}

/// Solves a candidate and measures its difficulty.
fn describe(layout: &Layout, rules: Rules, goal: Goal, steps: u32) -> Option<Puzzle> {
    // One solve one step further counts both the answers and the near misses, and lists the
    // nearest answer. A shape's layouts are short, so the solver never refuses them; one it did
    // is left out.
    let solved = solve_within(layout, rules, goal, steps + 1, 1, &mut crate::watch::Unwatched).ok()?;
    let answers: u128 = solved.counts[..steps as usize].iter().sum();
    let near_misses = solved.counts[steps as usize] as usize;
    let nearest = solved.answers.first().filter(|a| a.moves <= steps)?;
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
        answers: answers as usize,
        slots_touched,
        operator_flip,
        near_misses,
        difficulty,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::solve::solve;

    #[test]
    fn every_generated_puzzle_has_one_answer_exactly_k_away() {
        let shape = Shape::parse("D+D=D").expect("valid");
        for steps in [1, 2] {
            let puzzles = generate(
                &shape,
                Rules::default(),
                Goal::Move,
                steps,
                1,
                &mut crate::watch::Unwatched,
            )
            .expect("ran");
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

    #[test]
    fn progress_rises_through_the_describing_phase_and_reaches_1_only_at_the_end() {
        let shape = Shape::parse("D+D=D").expect("valid");
        let mut reports = Vec::new();
        let puzzles = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut |done| {
            reports.push(done);
            true
        })
        .expect("ran");
        assert!(!puzzles.is_empty());
        assert!(reports.windows(2).all(|w| w[0] <= w[1]), "monotone: {reports:?}");
        assert_eq!(reports.last(), Some(&1.0), "done at the end");
        let before_end = &reports[..reports.len() - 1];
        assert!(
            before_end.iter().all(|&done| done < 0.99),
            "nothing near 1 before the end: {reports:?}"
        );
        assert!(
            before_end.iter().any(|&done| (0.25..0.75).contains(&done)),
            "a report half-way through describing the candidates: {reports:?}"
        );
    }

    #[test]
    fn a_stop_while_describing_ends_the_run() {
        let shape = Shape::parse("D+D=D").expect("valid");
        let mut calls = 0;
        let stopped = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut |done| {
            calls += 1;
            done < 0.5
        });
        assert_eq!(stopped, None);
        assert!(calls > 2, "the survey's reports, then the describing phase's");
    }
}
