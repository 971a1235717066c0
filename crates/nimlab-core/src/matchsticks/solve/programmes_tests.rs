//! The two programmes over slots agree: on a layout of + and − with one fixed '=', the sums
//! programme (`sums.rs`, which the solver takes for such layouts because its range pruning makes
//! it fast) lists exactly what the general programme (`chain.rs`, a second reading of the same
//! equations, with no pruning) lists, drawn alike and counted alike.

use proptest::prelude::*;

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::watch::Unwatched;

fn goal() -> impl Strategy<Value = Goal> {
    prop_oneof![Just(Goal::Move), Just(Goal::Add), Just(Goal::Remove)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn the_sums_programme_lists_what_the_general_one_lists(
        text in "[0-9]{1,2}([+-][0-9]{1,2})?=[0-9]{1,2}([+-][0-9])?",
        (six, seven, nine, leading_zeros) in any::<(bool, bool, bool, bool)>(),
        goal in goal(),
        steps in 1u32..=3,
        exactly in any::<bool>(),
    ) {
        let layout = Layout::parse(&text).expect("a layout of digits, + and − and one '='");
        let rules = Rules {
            variants: Variants { six, seven, nine },
            leading_zeros,
            ..Rules::default()
        };
        let budget = if exactly { Budget::exactly(goal, steps) } else { Budget::up_to(goal, steps) };
        let fast = solve_budget(&layout, rules, budget, usize::MAX, &mut Unwatched).expect("solved");
        let general = chain::solve::<u64>(&layout, rules, budget, usize::MAX, &mut Unwatched)
            .expect("solved");
        prop_assert_eq!(&fast, &general, "{} {:?}", text, budget);
    }
}
