//! The fast solver's tests: known puzzles, counts, limits and refusals.

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::layout::{Slot, is_true_equation};

fn answers(text: &str, rules: Rules, goal: Goal, k: u32) -> Vec<(String, u32)> {
    let layout = Layout::parse(text).expect("valid");
    solve(&layout, rules, goal, k)
        .expect("solvable")
        .into_iter()
        .map(|a| (a.equation, a.moves))
        .collect()
}

fn pairs(list: &[(&str, u32)]) -> Vec<(String, u32)> {
    list.iter().map(|&(e, k)| (e.to_owned(), k)).collect()
}

#[test]
fn seed_004_example() {
    // The matchstick paper: 0+3=09 → 6+3=09 with one move, 5+3=08 with two.
    assert_eq!(
        answers("0+3=09", Rules::default(), Goal::Move, 2),
        pairs(&[("6+3=09", 1), ("5+3=08", 2)])
    );
}

#[test]
fn classic_puzzles() {
    let standard = Rules::default();
    assert_eq!(
        answers("6+4=4", standard, Goal::Move, 1),
        pairs(&[("0+4=4", 1), ("8-4=4", 1)])
    );
    assert_eq!(answers("5+7=2", standard, Goal::Move, 1), pairs(&[("9-7=2", 1)]));
    let nine = Rules {
        variants: Variants {
            nine: true,
            ..Variants::default()
        },
        ..standard
    };
    let with_nine = answers("6+4=4", nine, Goal::Move, 1);
    assert!(with_nine.contains(&("5+4=9".to_owned(), 1)), "{with_nine:?}");
}

#[test]
fn numbers_past_i128_are_still_solved_exactly() {
    // 10^40 overflows i128, so the solver falls back to exact evaluation.
    let big = format!("1{zeros}+0=1{zeros}", zeros = "0".repeat(40));
    let puzzle = format!("{}6", &big[..big.len() - 1]);
    let found = answers(&puzzle, Rules::default(), Goal::Move, 1);
    assert!(found.contains(&(big, 1)), "{found:?}");
}

#[test]
fn answers_carry_their_nearest_layout() {
    let layout = Layout::parse("0+3=09").expect("valid");
    for answer in solve(&layout, Rules::default(), Goal::Move, 2).expect("solvable") {
        assert_eq!(
            answer.layout.read(Variants::default()),
            Ok(answer.equation.clone())
        );
        let moved: u32 = layout
            .slots
            .iter()
            .zip(&answer.layout.slots)
            .map(|(a, b)| (a.sticks() & !b.sticks()).count_ones())
            .sum();
        assert_eq!(moved, answer.moves);
    }
}

/// Every answer listed, in order, against the first `limit`: the counts are the same, and
/// the short list is the start of the long one.
#[test]
fn counts_stay_exact_when_the_list_is_cut() {
    for (text, k) in [("0+3=09", 2), ("6+4=4", 2), ("8+8=16", 3), ("1+1+1+1=4", 3)] {
        let layout = Layout::parse(text).expect("valid");
        let all = solve_within(&layout, Rules::default(), Goal::Move, k, usize::MAX, &mut |_| {
            true
        })
        .expect("solvable");
        assert!(all.is_complete());
        for steps in 1..=k {
            let listed = all.answers.iter().filter(|a| a.moves == steps).count() as u128;
            assert_eq!(all.counts[steps as usize - 1], listed, "{text}, {steps}");
        }
        let cut = solve_within(&layout, Rules::default(), Goal::Move, k, 3, &mut |_| true).expect("solvable");
        assert_eq!(cut.counts, all.counts, "{text}");
        assert_eq!(cut.answers[..], all.answers[..all.answers.len().min(3)], "{text}");
    }
}

/// A hundred-slot equation at three moves: the matchstick paper's idea of enumerating fillings
/// would meet ~10¹⁵ of them; the programme over slots counts and lists at once. Each listed answer
/// is checked from scratch: it reads as its equation, is true, and lies exactly its steps away.
#[test]
fn a_hundred_slots_at_three_moves() {
    let text = format!("{}=360", vec!["9"; 40].join("+"));
    let layout = Layout::parse(&text).expect("valid");
    let solved = solve_within(&layout, Rules::default(), Goal::Move, 3, 50, &mut |_| true).expect("solvable");
    assert_eq!(solved.answers.len(), 50);
    assert!(solved.total() > 50);
    for answer in &solved.answers {
        assert_eq!(
            answer.layout.read(Variants::default()),
            Ok(answer.equation.clone())
        );
        assert!(is_true_equation(&answer.equation, true), "{}", answer.equation);
        let (removed, added) =
            layout
                .slots
                .iter()
                .zip(&answer.layout.slots)
                .fold((0, 0), |(r, a), (from, to)| {
                    (
                        r + (from.sticks() & !to.sticks()).count_ones(),
                        a + (to.sticks() & !from.sticks()).count_ones(),
                    )
                });
        assert_eq!(
            (removed, added),
            (answer.moves, answer.moves),
            "{}",
            answer.equation
        );
    }
}

#[test]
fn refuses_past_its_limits_and_stops_when_asked() {
    // 1+1+…+1=1 with 600 ones: too long for `Layout::parse` too, so built slot by slot,
    // as a file or the editor may build it.
    let [one, plus, _, equals, _] = Layout::parse("1+1=2").expect("valid").slots[..] else {
        unreachable!("five slots")
    };
    let mut slots: Vec<Slot> = [one, plus].repeat(600);
    slots[1199] = equals;
    slots.push(one);
    let long = Layout { slots };
    assert_eq!(
        solve(&long, Rules::default(), Goal::Move, 1),
        Err(SolveError::TooManySlots {
            slots: 1201,
            max: MAX_SLOTS
        })
    );
    let short = Layout::parse("0+3=09").expect("valid");
    assert_eq!(
        solve(&short, Rules::default(), Goal::Move, MAX_STEPS + 1),
        Err(SolveError::TooManySteps {
            steps: MAX_STEPS + 1,
            max: MAX_STEPS
        })
    );
    let stopped = solve_within(&short, Rules::default(), Goal::Move, 2, 10, &mut |_| false);
    assert_eq!(stopped, Err(SolveError::Cancelled));
}

#[test]
fn budgets_up_to_the_limit_are_solved() {
    // A published remove-8 puzzle: take 8 sticks from 86+36+98=88 to make 86-36+34=84.
    let puzzle = Layout::parse("86+36+98=88").expect("valid");
    let answers = solve(&puzzle, Rules::default(), Goal::Remove, 8).expect("within the limit");
    let found = answers.iter().find(|a| a.equation == "86-36+34=84");
    assert_eq!(found.map(|a| a.moves), Some(8), "{answers:?}");
    assert!(
        answers.iter().all(|a| a.layout.is_true(Rules::default())),
        "every answer drawn reads true"
    );
    // Every goal takes the largest budget (a move budget's pairs fill 121 of the 128 bits).
    for goal in [Goal::Move, Goal::Add, Goal::Remove] {
        let solved = solve_within(&puzzle, Rules::default(), goal, MAX_STEPS, 5, &mut |_| true);
        assert!(solved.is_ok(), "{goal:?}: {solved:?}");
    }
}

#[test]
fn narrow_and_wide_pair_sets_count_alike() {
    // The solver takes 64-bit pair sets for budgets that fit them; 128-bit sets must agree.
    let rules = Rules {
        variants: Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..Rules::default()
    };
    for goal in [Goal::Move, Goal::Add, Goal::Remove] {
        let mut found = 0;
        for text in ["1234+56=1296", "3+3=5", "8+3=9"] {
            let layout = Layout::parse(text).expect("valid");
            let plans = plan::plan::<i128>(&layout, rules);
            let narrow =
                Sums::<i128, u64>::run(&plans, Budget::up_to(goal, 3), &mut |_| true).expect("solved");
            let wide =
                Sums::<i128, u128>::run(&plans, Budget::up_to(goal, 3), &mut |_| true).expect("solved");
            let narrow = listed(&narrow, &layout, &plans, goal, 3, 50);
            let wide = listed(&wide, &layout, &plans, goal, 3, 50);
            assert_eq!(narrow, wide, "{text}, {goal:?}");
            found += narrow.counts.iter().sum::<u128>();
        }
        assert!(found > 0, "{goal:?}: something to compare");
    }
}
