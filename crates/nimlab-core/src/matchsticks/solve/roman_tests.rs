//! The Roman programme against the brute force of `budget_tests.rs` (every set of stick positions
//! at each distance, read as an equation), on random small Roman layouts: up to k and exactly k,
//! every goal, with room for numbers to grow or none.

use std::collections::BTreeMap;

use super::budget_tests::{Rng, distances};
use super::*;
use crate::matchsticks::roman;

fn random_equation(rng: &mut Rng) -> String {
    // Numbers of one or two letters keep the brute force to seconds.
    const NUMBERS: [&str; 9] = ["I", "II", "IV", "V", "VI", "IX", "X", "XI", "L"];
    const SHAPES: [&str; 4] = ["a+b=c", "a-b=c", "a=b-c", "a+b=c"];
    let shape = SHAPES[rng.below(SHAPES.len() as u64) as usize];
    shape
        .chars()
        .map(|c| match c {
            'a' | 'b' | 'c' => NUMBERS[rng.below(NUMBERS.len() as u64) as usize].to_owned(),
            sign => sign.to_string(),
        })
        .collect()
}

#[test]
fn roman_answers_agree_with_a_brute_force_up_to_and_exactly() {
    let mut rng = Rng(0xC0FF_EE00_D15E_A5E5);
    let mut compared = 0;
    for case in 0..200 {
        let text = random_equation(&mut rng);
        let room = rng.below(2) as usize;
        let k = 1 + rng.below(2) as u32;
        let layout = roman::parse(&text, room).expect("the shapes are equations");
        let rules = Rules {
            movable_equals: rng.below(2) == 0,
            ..Rules::default()
        };
        for goal in Goal::ALL {
            let found = distances(&layout, rules, goal, k);
            let up_to: BTreeMap<String, u32> = found
                .iter()
                .map(|(text, d)| (text.clone(), *d.first().expect("a distance")))
                .collect();
            let exactly: BTreeMap<String, u32> = found
                .iter()
                .filter(|(_, d)| d.contains(&k))
                .map(|(text, _)| (text.clone(), k))
                .collect();
            for (budget, expected) in [
                (Budget::up_to(goal, k), up_to),
                (Budget::exactly(goal, k), exactly),
            ] {
                let solved =
                    solve_budget(&layout, rules, budget, usize::MAX, &mut |_| true).expect("solvable");
                let name = format!("case {case}: {text} room {room}, {rules:?}, {budget:?}");
                let got: BTreeMap<String, u32> = solved
                    .answers
                    .iter()
                    .map(|a| (a.equation.clone(), a.moves))
                    .collect();
                assert_eq!(got, expected, "{name}");
                assert_eq!(solved.answers.len(), expected.len(), "{name}: each answer once");
                assert_eq!(solved.total(), expected.len() as u128, "{name}: counted once");
                let mut sorted = solved.answers.clone();
                sorted.sort_by(|a, b| (a.moves, &a.equation).cmp(&(b.moves, &b.equation)));
                assert_eq!(sorted, solved.answers, "{name}: in order");
                for answer in &solved.answers {
                    let changes = crate::matchsticks::editor::Changes::between(
                        &layout.for_rules(rules),
                        &answer.layout,
                    );
                    assert_eq!(
                        budget.admits(changes.removed, changes.added),
                        Some(answer.moves),
                        "{name}: {} drawn at its steps",
                        answer.equation
                    );
                    assert_eq!(
                        answer.layout.read(rules.variants).as_deref(),
                        Ok(answer.equation.as_str())
                    );
                }
                compared += expected.len();
            }
        }
    }
    assert!(compared > 300, "answers to compare ({compared})");
}
