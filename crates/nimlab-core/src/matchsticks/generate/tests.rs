//! The generator's tests: against a slow oracle that solves every candidate, order, bounds and
//! progress.

use super::*;
use crate::matchsticks::solve::{solve, solve_within};
use crate::matchsticks::survey::walk_blocks;
use crate::watch::Unwatched;

/// The generator as it first was, the slow oracle: the survey picks the candidates, then the
/// solver solves each one step past the budget to describe it.
fn generate_by_solving(shape: &Shape, rules: Rules, goal: Goal, steps: u32, max_answers: u8) -> Vec<Puzzle> {
    let findings = walk_blocks(shape, rules, goal, steps, false, &mut Unwatched, |block| {
        block.findings.to_vec()
    })
    .expect("not stopped")
    .concat();
    let mut puzzles: Vec<Puzzle> = findings
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            !f.already_true
                && (1..=u16::from(max_answers)).contains(&f.answers)
                && u32::from(f.nearest) == steps
        })
        .map(|(index, _)| {
            let layout = shape.example(index);
            let solved = solve_within(&layout, shape.rules(rules), goal, steps + 1, 1, &mut Unwatched)
                .expect("solvable");
            let answers: u128 = solved.counts[..steps as usize].iter().sum();
            let near_misses = solved.counts[steps as usize] as usize;
            let nearest = &solved.answers[0];
            let changed = layout
                .slots
                .iter()
                .zip(&nearest.layout.slots)
                .filter(|(a, b)| a != b);
            let slots_touched = changed.clone().count() as u32;
            let operator_flip = changed.into_iter().any(|(a, _)| matches!(a, Slot::Operator(_)));
            Puzzle {
                puzzle: layout.text(rules.variants),
                layout: layout.clone(),
                answer: nearest.equation.clone(),
                answers: answers as usize,
                slots_touched,
                operator_flip,
                near_misses,
                difficulty: 10 * steps
                    + 3 * slots_touched
                    + 4 * u32::from(operator_flip)
                    + near_misses.min(5) as u32,
            }
        })
        .collect();
    puzzles.sort_by(|a, b| (a.difficulty, &a.puzzle).cmp(&(b.difficulty, &b.puzzle)));
    puzzles
}

#[test]
fn the_generator_describes_every_puzzle_as_solving_it_does() {
    let variants = Rules {
        variants: Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..Rules::default()
    };
    for shape in ["D+D=D", "D-D=D"] {
        let shape = Shape::parse(shape).expect("valid");
        for rules in [Rules::default(), variants] {
            for goal in Goal::ALL {
                for (steps, max_answers) in [(1, 1), (2, 1), (1, 3), (2, 4)] {
                    let fast =
                        generate(&shape, rules, goal, steps, max_answers, &mut Unwatched).expect("ran");
                    let slow = generate_by_solving(&shape, rules, goal, steps, max_answers);
                    assert!(!slow.is_empty() || goal != Goal::Move, "{shape} {goal} {steps}");
                    assert_eq!(fast, slow, "{shape} {goal} {steps} {max_answers} {rules:?}");
                }
            }
        }
    }
}

/// Shapes with × and ÷, and chains of '=', generate as solving describes them.
#[test]
fn the_generator_takes_the_new_symbols() {
    for shape in ["D×D=D", "D+D=D=D"] {
        let shape = Shape::parse(shape).expect("valid");
        for goal in Goal::ALL {
            for (steps, max_answers) in [(1, 1), (2, 2)] {
                let fast = generate(&shape, Rules::default(), goal, steps, max_answers, &mut Unwatched)
                    .expect("ran");
                let slow = generate_by_solving(&shape, Rules::default(), goal, steps, max_answers);
                assert!(!slow.is_empty() || goal != Goal::Move, "{shape} {goal} {steps}");
                assert_eq!(fast, slow, "{shape} {goal} {steps} {max_answers}");
            }
        }
    }
}

#[test]
fn every_generated_puzzle_has_one_answer_exactly_k_away() {
    let shape = Shape::parse("D+D=D").expect("valid");
    for steps in [1, 2] {
        let puzzles = generate(&shape, Rules::default(), Goal::Move, steps, 1, &mut Unwatched).expect("ran");
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
fn a_bounded_generation_keeps_the_easiest_and_counts_the_rest() {
    // DD+D=DD is two blocks of the walk: the kept list is cut back between them.
    let shape = Shape::parse("DD+D=DD").expect("valid");
    let all = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut Unwatched).expect("ran");
    assert!(all.len() > 40, "{} puzzles", all.len());
    for keep in [0, 1, 10, all.len(), all.len() + 5] {
        let kept =
            generate_kept(&shape, Rules::default(), Goal::Move, 1, 1, keep, &mut Unwatched).expect("ran");
        assert_eq!(kept.total, all.len());
        assert_eq!(kept.puzzles, all[..keep.min(all.len())], "keep {keep}");
    }
}

#[test]
fn progress_rises_through_the_walk_and_reaches_1_only_at_the_end() {
    // 200,000 layouts: ten blocks, so the walk reports on its way.
    let shape = Shape::parse("DD+D=DD").expect("valid");
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
        "a report half-way through: {reports:?}"
    );
}

#[test]
fn a_stop_half_way_ends_the_run() {
    let shape = Shape::parse("DD+D=DD").expect("valid");
    let mut calls = 0;
    let stopped = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut |done| {
        calls += 1;
        done < 0.5
    });
    assert_eq!(stopped, None);
    assert!(calls > 2, "reports before the stop, and none after it: {calls}");
}

/// With a budget of exactly k, a puzzle is unique when one equation can be drawn exactly k steps
/// away (nearer ones are no answers): every generated puzzle is so by the solver, and every
/// layout the solver finds so is generated.
#[test]
fn exact_budgets_generate_what_solving_exactly_finds() {
    use crate::matchsticks::solve::solve_budget;
    let variants = Rules {
        variants: Variants {
            six: true,
            seven: false,
            nine: true,
        },
        ..Rules::default()
    };
    let shape = Shape::parse("D+D=D").expect("valid");
    for rules in [Rules::default(), variants] {
        for goal in Goal::ALL {
            let budget = Budget::exactly(goal, 2);
            let generated = generate_budget(
                &shape,
                rules,
                budget,
                1,
                usize::MAX,
                &Filter::default(),
                &mut Unwatched,
            )
            .expect("ran");
            let mut expected = Vec::new();
            for index in 0..shape.layout_count() {
                let layout = shape.example(index);
                if layout.is_true(rules) {
                    continue;
                }
                let solved = solve_budget(&layout, rules, budget, 2, &mut Unwatched).expect("solvable");
                if solved.total() == 1 {
                    expected.push((layout.text(rules.variants), solved.answers[0].equation.clone()));
                }
            }
            expected.sort();
            let mut got: Vec<(String, String)> = generated
                .puzzles
                .iter()
                .map(|p| (p.puzzle.clone(), p.answer.clone()))
                .collect();
            got.sort();
            assert!(!expected.is_empty() || goal != Goal::Move, "{budget:?}");
            assert_eq!(got, expected, "{budget:?} {rules:?}");
            assert!(generated.puzzles.iter().all(|p| p.answers == 1));
        }
    }
}
