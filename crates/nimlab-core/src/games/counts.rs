//! Exact sizes of the game tree, computed without building it.
//!
//! The full tree from `n` has C(n) = 1 + Σ C(n − s) nodes over the legal takes `s`; it grows like
//! 1.84ⁿ for {1,2,3}, so the counts are arbitrary-precision integers and stay exact for every pile
//! the engines accept.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use super::coin_game::{CoinGame, Solution};
use super::recursive::Evaluation;

/// How many nodes the tree rooted at each position has, for positions 0..=max.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct SubtreeSizes(Vec<BigUint>);

impl SubtreeSizes {
    /// Sizes of the full tree (every move evaluated) or of the part the coin-game article's
    /// short-circuit `GetCoinCount` walks (children up to and including the first winning move).
    pub fn new(solution: &Solution, evaluation: Evaluation) -> Self {
        let mut sizes: Vec<BigUint> = Vec::with_capacity(solution.max_coins() as usize + 1);
        for coins in 0..=solution.max_coins() {
            let mut size = BigUint::one();
            for take in visited_moves(solution, coins, evaluation) {
                size += &sizes[(coins - take) as usize];
            }
            sizes.push(size);
        }
        Self(sizes)
    }

    /// The size of the subtree below a position of `coins` coins.
    pub fn of(&self, coins: u32) -> &BigUint {
        &self.0[coins as usize]
    }
}

/// The takes whose subtrees an evaluation visits from `coins`, smallest first.
pub fn visited_moves(
    solution: &Solution,
    coins: u32,
    evaluation: Evaluation,
) -> impl Iterator<Item = u32> + '_ {
    let mut done = false;
    solution.game.legal_moves(coins).take_while(move |&take| {
        if done {
            return false;
        }
        done = evaluation == Evaluation::ShortCircuit && solution.is_winning_move(coins, take);
        true
    })
}

/// The counters of the recursive view for a pile of `coins`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TreeCounts {
    /// Nodes of the full tree.
    pub nodes: BigUint,
    /// Different positions among them.
    pub distinct_states: u32,
    /// Nodes whose position already appeared elsewhere in the tree: `nodes − distinct_states`.
    pub repeated_nodes: BigUint,
    /// Nodes the coin-game article's short-circuit evaluation visits.
    pub short_circuit_nodes: BigUint,
}

/// How often each position occurs in the full tree from `root`, for positions 0..=root.
pub fn occurrences(game: &CoinGame, root: u32) -> Vec<BigUint> {
    let mut occurrences = vec![BigUint::zero(); root as usize + 1];
    occurrences[root as usize] = BigUint::one();
    // Every node of position p sends one child to p − s, so counts flow from large to small.
    for coins in (0..=root).rev() {
        if occurrences[coins as usize].is_zero() {
            continue;
        }
        let here = occurrences[coins as usize].clone();
        for take in game.legal_moves(coins) {
            occurrences[(coins - take) as usize] += &here;
        }
    }
    occurrences
}

impl TreeCounts {
    /// Every count for the tree of `root` coins, from the solved game.
    pub fn new(solution: &Solution, root: u32) -> Self {
        let full = SubtreeSizes::new(solution, Evaluation::Full);
        let short = SubtreeSizes::new(solution, Evaluation::ShortCircuit);
        Self::from_parts(&full, &short, &occurrences(&solution.game, root), root)
    }

    /// Builds the counters from tables the caller already has.
    pub fn from_parts(full: &SubtreeSizes, short: &SubtreeSizes, occurrences: &[BigUint], root: u32) -> Self {
        let nodes = full.of(root).clone();
        let distinct_states = occurrences.iter().filter(|count| !count.is_zero()).count() as u32;
        Self {
            repeated_nodes: &nodes - BigUint::from(distinct_states),
            nodes,
            distinct_states,
            short_circuit_nodes: short.of(root).clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Rule;
    use crate::games::recursive::evaluate;
    use crate::games::test_games::coin_game;

    #[test]
    fn seed_000_node_counts() {
        // The coin-game article's tree: C(n) for misère {1,2,3}, n = 0…13, and 3,736 nodes for 13
        // coins.
        let expected = [1u32, 2, 4, 8, 15, 28, 52, 96, 177, 326, 600, 1104, 2031, 3736];
        let solution = CoinGame::seed_000().solve(13);
        let sizes = SubtreeSizes::new(&solution, Evaluation::Full);
        for (coins, &count) in expected.iter().enumerate() {
            assert_eq!(*sizes.of(coins as u32), BigUint::from(count), "C({coins})");
        }
        let counts = TreeCounts::new(&solution, 13);
        assert_eq!(counts.nodes, BigUint::from(3736u32));
        assert_eq!(counts.distinct_states, 14);
        assert_eq!(counts.repeated_nodes, BigUint::from(3722u32));
    }

    #[test]
    fn tree_counts_at_16_and_20_coins() {
        // The largest trees the tab draws: n = 16 has 23,249 nodes, n = 20 has 266,079.
        let solution = CoinGame::seed_000().solve(20);
        let sizes = SubtreeSizes::new(&solution, Evaluation::Full);
        assert_eq!(*sizes.of(16), BigUint::from(23_249u32));
        assert_eq!(*sizes.of(20), BigUint::from(266_079u32));
    }

    #[test]
    fn counts_match_the_naive_recursion() {
        for (takes, rule) in [
            ("1,2,3", Rule::Misere),
            ("1,3,4", Rule::Normal),
            ("2,5", Rule::Misere),
        ] {
            let game = coin_game(takes, rule);
            let solution = game.solve(18);
            for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
                let sizes = SubtreeSizes::new(&solution, evaluation);
                for coins in 0..=18 {
                    let calls = evaluate(&game, coins, evaluation).calls;
                    assert_eq!(
                        *sizes.of(coins),
                        BigUint::from(calls),
                        "{takes} {rule:?} {evaluation:?} {coins}"
                    );
                }
            }
        }
    }

    #[test]
    fn distinct_states_skip_unreachable_positions() {
        // From 10 with takes {3, 5}: 10, 7, 5, 4, 2, 1, 0 are reachable; 9, 8, 6, 3 are not.
        let game = coin_game("3,5", Rule::Normal);
        let counts = TreeCounts::new(&game.solve(10), 10);
        assert_eq!(counts.distinct_states, 7);
    }
}
