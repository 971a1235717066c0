//! Property tests: the coin-game article's naive recursion, the DP table and (for {1, …, k}) the
//! closed formula agree on random move sets, both rules, piles up to 40; the exact counts agree
//! with the number of calls the recursion makes.

use nimlab_core::games::counts::SubtreeSizes;
use nimlab_core::games::formula;
use nimlab_core::games::recursive::{Evaluation, evaluate};
use nimlab_core::games::{CoinGame, MoveSet, Rule};
use num_bigint::BigUint;
use proptest::prelude::*;

/// The naive recursion is exponential; piles whose full tree is larger than this are shrunk
/// until it fits, so every case still runs the real recursion to the end.
const MAX_TREE: u32 = 400_000;

fn game_strategy() -> impl Strategy<Value = (CoinGame, u32)> {
    let takes = proptest::collection::vec(1u32..=9, 1..=4);
    let rule = prop_oneof![Just(Rule::Misere), Just(Rule::Normal)];
    (takes, rule, 0u32..=40).prop_map(|(takes, rule, coins)| {
        let game = CoinGame {
            moves: MoveSet::new(takes).expect("takes from 1 to 9 are valid"),
            rule,
        };
        let sizes = SubtreeSizes::new(&game.solve(coins), Evaluation::Full);
        let fits = (0..=coins)
            .rev()
            .find(|&n| *sizes.of(n) <= BigUint::from(MAX_TREE));
        (game, fits.unwrap_or(0))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn recursion_dp_and_formula_agree((game, coins) in game_strategy()) {
        let solution = game.solve(coins);
        let full = evaluate(&game, coins, Evaluation::Full);
        prop_assert_eq!(full.outcome, solution.outcome(coins));
        prop_assert_eq!(&full.winning_moves, &solution.winning_moves(coins));

        let short = evaluate(&game, coins, Evaluation::ShortCircuit);
        prop_assert_eq!(short.outcome, solution.outcome(coins));
        prop_assert_eq!(short.winning_moves.first().copied(), solution.winning_moves(coins).first().copied());

        for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
            let calls = evaluate(&game, coins, evaluation).calls;
            prop_assert_eq!(SubtreeSizes::new(&solution, evaluation).of(coins).clone(), BigUint::from(calls));
        }

        if let Some(k) = game.moves.as_one_to_k() {
            let answer = formula::answer(game.rule, k, coins);
            prop_assert_eq!(answer.outcome, solution.outcome(coins));
            prop_assert_eq!(answer.take.into_iter().collect::<Vec<_>>(), solution.winning_moves(coins));
        }
    }

    #[test]
    fn formula_matches_recursion_for_every_k((k, rule, coins) in (1u32..=6, prop_oneof![Just(Rule::Misere), Just(Rule::Normal)], 0u32..=40)) {
        let game = CoinGame { moves: MoveSet::one_to(k).expect("valid"), rule };
        let solution = game.solve(coins);
        let answer = formula::answer(rule, k, coins);
        prop_assert_eq!(answer.outcome, solution.outcome(coins));
        prop_assert_eq!(answer.take.into_iter().collect::<Vec<_>>(), solution.winning_moves(coins));
    }
}
