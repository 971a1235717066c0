//! The fast matchstick solver, the matchstick paper's search and a third, obvious brute force
//! (every symbol in every slot, distance counted on stick sets) return identical answers on random
//! layouts.

use std::collections::HashMap;

use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::{HORIZONTAL, Layout, Rules, Slot, VERTICAL, is_true_equation};
use nimlab_core::matchsticks::seed004;
use nimlab_core::matchsticks::solve::{Goal, MAX_STEPS, solve};
use proptest::prelude::*;

/// Every symbol per slot, tried in every combination.
fn brute_force(layout: &Layout, rules: Rules, goal: Goal, k: u32) -> Vec<(String, u32)> {
    let options: Vec<Vec<(char, u8)>> = layout
        .slots
        .iter()
        .map(|slot| match slot {
            Slot::Digit(_) => rules
                .variants
                .glyphs()
                .into_iter()
                .map(|(d, m)| (char::from(b'0' + d), m))
                .collect(),
            Slot::Operator(_) => vec![('+', HORIZONTAL | VERTICAL), ('-', HORIZONTAL)],
            Slot::Equals => vec![('=', 0)],
            Slot::Letter(_) => unreachable!("this brute force lays out decimal equations only"),
        })
        .collect();
    let original = layout.read(rules.variants).ok();
    let mut best: HashMap<String, u32> = HashMap::new();
    let total: usize = options.iter().map(Vec::len).product();
    for mut index in 0..total {
        let mut text = String::new();
        let (mut removed, mut added) = (0, 0);
        for (slot, choices) in layout.slots.iter().zip(&options) {
            let (symbol, sticks) = choices[index % choices.len()];
            index /= choices.len();
            text.push(symbol);
            removed += (slot.sticks() & !sticks).count_ones();
            added += (sticks & !slot.sticks()).count_ones();
        }
        let Some(steps) = goal.steps(removed, added) else {
            continue;
        };
        if (1..=k).contains(&steps)
            && original.as_deref() != Some(&text)
            && is_true_equation(&text, rules.leading_zeros)
        {
            let entry = best.entry(text).or_insert(steps);
            *entry = (*entry).min(steps);
        }
    }
    let mut answers: Vec<(String, u32)> = best.into_iter().collect();
    answers.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
    answers
}

fn layout_strategy() -> impl Strategy<Value = (Layout, Rules, Goal, u32)> {
    let shape = prop_oneof![
        Just("D+D=D"),
        Just("D-D=D"),
        Just("D+D=DD"),
        Just("DD-D=D"),
        Just("D=D")
    ];
    let digits = proptest::collection::vec(0u8..10, 4);
    let flips = proptest::collection::vec((0usize..6, 0u8..7), 0..=2);
    let variants = (any::<bool>(), any::<bool>(), any::<bool>());
    let goal = prop_oneof![Just(Goal::Move), Just(Goal::Add), Just(Goal::Remove)];
    (
        shape,
        digits,
        any::<bool>(),
        flips,
        variants,
        any::<bool>(),
        goal,
        1u32..=2,
    )
        .prop_map(
            |(shape, digits, plus, flips, (six, seven, nine), leading_zeros, goal, k)| {
                let mut next_digit = digits.into_iter();
                let text: String = shape
                    .chars()
                    .map(|c| match c {
                        'D' => char::from(b'0' + next_digit.next().unwrap_or(0)),
                        '+' | '-' => {
                            if plus {
                                '+'
                            } else {
                                '-'
                            }
                        }
                        other => other,
                    })
                    .collect();
                let mut layout = Layout::parse(&text).expect("shapes are valid");
                // A few sticks out of place, so some layouts read as nothing.
                for (slot, bit) in flips {
                    let slot = slot % layout.slots.len();
                    let s = layout.slots[slot];
                    // The matchstick paper's positions: a sign's horizontal and vertical (other
                    // sign sticks are checked against a brute force in nimlab-core).
                    let positions = if matches!(s, Slot::Operator(_)) {
                        2
                    } else {
                        s.positions()
                    };
                    if positions > 0 {
                        layout.slots[slot] = s.with_sticks(s.sticks() ^ 1 << (bit % positions as u8));
                    }
                }
                let rules = Rules {
                    variants: Variants { six, seven, nine },
                    leading_zeros,
                    ..Rules::default()
                };
                (layout, rules, goal, k)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn three_solvers_agree((layout, rules, goal, k) in layout_strategy()) {
        let fast: Vec<(String, u32)> = solve(&layout, rules, goal, k).expect("solvable").into_iter().map(|a| (a.equation, a.moves)).collect();
        let mut visited = 0;
        let paper: Vec<(String, u32)> = seed004::solve(&layout, rules, goal, k, &mut visited)
            .into_iter()
            .map(|a| (a.equation, a.moves))
            .collect();
        let brute = brute_force(&layout, rules, goal, k);
        prop_assert_eq!(&fast, &brute, "fast vs brute force on {:?}", layout.text(rules.variants));
        prop_assert_eq!(&paper, &brute, "paper vs brute force on {:?}", layout.text(rules.variants));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Budgets past the matchstick paper's reach, up to the limit the window and the command line
    /// share.
    #[test]
    fn the_fast_solver_agrees_with_brute_force_at_large_budgets(
        (layout, rules, goal, _) in layout_strategy(),
        k in 5u32..=MAX_STEPS,
    ) {
        let fast: Vec<(String, u32)> = solve(&layout, rules, goal, k).expect("solvable").into_iter().map(|a| (a.equation, a.moves)).collect();
        let brute = brute_force(&layout, rules, goal, k);
        prop_assert_eq!(&fast, &brute, "fast vs brute force on {:?} at {}", layout.text(rules.variants), k);
    }
}
