//! Every filter against a brute force over the whole shape: each layout solved on its own, the
//! unique ones described, and the filter's rule checked by a second, plainer reading.

use super::*;
use crate::matchsticks::generate::generate_filtered;
use crate::matchsticks::layout::{Rules, Slot};
use crate::matchsticks::solve::{Goal, solve_within};
use crate::matchsticks::survey::Shape;
use crate::matchsticks::unique::is_unique;
use crate::watch::Unwatched;

/// What the brute force knows of one unique puzzle.
struct Slow {
    puzzle: String,
    answer: String,
    operator_flip: bool,
    difficulty: u32,
}

/// Every puzzle of `shape` unique `steps` away (one answer there, none nearer), each layout
/// solved by itself one step past the budget.
fn unique_puzzles(shape: &Shape, rules: Rules, goal: Goal, steps: u32) -> Vec<Slow> {
    (0..shape.layout_count())
        .map(|index| shape.example(index))
        .filter(|layout| !layout.is_true(rules))
        .filter_map(|layout| {
            let solved = solve_within(&layout, rules, goal, steps + 1, 1, &mut Unwatched).expect("solvable");
            if !is_unique(&solved.counts[..steps as usize], steps) {
                return None;
            }
            let nearest = &solved.answers[0];
            let changed: Vec<(&Slot, &Slot)> = layout
                .slots
                .iter()
                .zip(&nearest.layout.slots)
                .filter(|(a, b)| a != b)
                .collect();
            let operator_flip = changed.iter().any(|(a, _)| matches!(a, Slot::Operator(_)));
            let near_misses = solved.counts[steps as usize].min(5) as u32;
            Some(Slow {
                puzzle: layout.text(rules.variants),
                answer: nearest.equation.clone(),
                operator_flip,
                difficulty: 10 * steps
                    + 3 * changed.len() as u32
                    + 4 * u32::from(operator_flip)
                    + near_misses,
            })
        })
        .collect()
}

/// The numbers of an equation's text, read by splitting at everything that is not a digit.
fn numbers(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The filter's rule, read plainly.
fn slow_accepts(filter: &Filter, slow: &Slow) -> bool {
    let texts = [&slow.puzzle, &slow.answer];
    let leading = texts
        .iter()
        .flat_map(|t| numbers(t))
        .any(|n| n.len() > 1 && n.starts_with('0'));
    let digits_ok = filter.digits.is_none_or(|(low, high)| {
        texts
            .iter()
            .flat_map(|t| t.bytes().filter(u8::is_ascii_digit))
            .all(|d| d - b'0' >= low && d - b'0' <= high)
    });
    (!filter.no_leading_zero || !leading)
        && (!filter.operator_flip || slow.operator_flip)
        && digits_ok
        && filter
            .difficulty
            .is_none_or(|(low, high)| slow.difficulty >= low && slow.difficulty <= high)
}

fn filters() -> Vec<Filter> {
    vec![
        Filter::default(),
        Filter {
            no_leading_zero: true,
            ..Filter::default()
        },
        Filter {
            operator_flip: true,
            ..Filter::default()
        },
        Filter {
            digits: Some((1, 5)),
            ..Filter::default()
        },
        Filter {
            difficulty: Some((14, 17)),
            ..Filter::default()
        },
        Filter {
            no_leading_zero: true,
            operator_flip: true,
            digits: Some((0, 8)),
            difficulty: Some((0, 25)),
        },
    ]
}

#[test]
fn each_filter_keeps_and_counts_what_a_brute_force_over_the_shape_keeps() {
    let zeros = Rules {
        leading_zeros: true,
        ..Rules::default()
    };
    for shape in ["D+D=D", "D-D=DD"] {
        let shape = Shape::parse(shape).expect("valid");
        for rules in [Rules::default(), zeros] {
            for goal in Goal::ALL {
                for steps in [1, 2] {
                    let slow = unique_puzzles(&shape, rules, goal, steps);
                    for filter in filters() {
                        let mut expected: Vec<&str> = slow
                            .iter()
                            .filter(|s| slow_accepts(&filter, s))
                            .map(|s| s.puzzle.as_str())
                            .collect();
                        expected.sort_unstable();
                        let fast = generate_filtered(
                            &shape,
                            rules,
                            goal,
                            steps,
                            1,
                            usize::MAX,
                            &filter,
                            &mut Unwatched,
                        )
                        .expect("ran");
                        let mut found: Vec<&str> = fast.puzzles.iter().map(|p| p.puzzle.as_str()).collect();
                        found.sort_unstable();
                        let case = format!("{shape} {goal} {steps} {rules:?} {filter:?}");
                        assert_eq!(found, expected, "{case}");
                        assert_eq!(
                            fast.total,
                            expected.len(),
                            "the count is of filtered puzzles: {case}"
                        );
                        // A kept page of them is counted the same.
                        let kept =
                            generate_filtered(&shape, rules, goal, steps, 1, 3, &filter, &mut Unwatched)
                                .expect("ran");
                        assert_eq!(kept.total, expected.len(), "{case}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_filters_bite_on_a_shape_whose_puzzles_may_start_with_zeros() {
    // Unticking Leading zeros filtered only the answers, so DD+DD=DD puzzles on show
    // started "00+…". D-D=DD is the small version: some of its puzzles start so; every filter
    // leaves fewer puzzles than none, and those it leaves pass it.
    let shape = Shape::parse("D-D=DD").expect("valid");
    let all = generate_filtered(
        &shape,
        Rules::default(),
        Goal::Move,
        1,
        1,
        usize::MAX,
        &Filter::default(),
        &mut Unwatched,
    )
    .expect("ran");
    assert!(
        all.puzzles.iter().any(|p| has_leading_zero(&p.puzzle)),
        "the shape has some"
    );
    for filter in filters().into_iter().skip(1) {
        let kept = generate_filtered(
            &shape,
            Rules::default(),
            Goal::Move,
            1,
            1,
            usize::MAX,
            &filter,
            &mut Unwatched,
        )
        .expect("ran");
        assert!(kept.total < all.total, "{filter:?} filters something");
        assert!(kept.puzzles.iter().all(|p| filter.accepts(p)));
    }
}

#[test]
fn a_leading_zero_is_a_number_of_two_digits_or_more_starting_with_0() {
    for (text, leading) in [
        ("0+3=09", true),
        ("00+1=1", true),
        ("0+0=0", false),
        ("10+0=10", false),
        ("1-0=01", true),
        ("5+5=10", false),
        ("", false),
    ] {
        assert_eq!(has_leading_zero(text), leading, "{text}");
    }
}
