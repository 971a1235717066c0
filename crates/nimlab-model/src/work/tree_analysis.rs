//! Everything the game-tree tab shows about one game and pile size, computed together in the
//! background whenever the game or the pile changes (the work called `tree-analysis`). The
//! user's folds are not part of it: the tree they leave on show is derived from an analysis on
//! the spot ([`crate::work::shown_tree`]), so a fold never reruns the table, the counts or the
//! chart. Colours are not chosen here: the tab picks them when it draws, from what this holds.

use num_bigint::BigUint;
use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::games::counts::{SubtreeSizes, TreeCounts, occurrences};
use nimlab_core::games::growth::{GROWTH_MIN, Growth};
use nimlab_core::games::pattern::Pattern;
use nimlab_core::games::play::Remoteness;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, Solution};

/// Above this many nodes the tree on show collapses whole levels; the full n = 16 tree of seed
/// 000's game (23,249 nodes) still fits, so the lesson's trees are always drawn whole.
pub const NODE_BUDGET: usize = 30_000;

/// What an analysis was computed from; a new key means a new analysis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysisKey {
    /// The game: its takes and rule.
    pub game: CoinGame,
    /// The pile the tree grows from.
    pub coins: u32,
}

/// Everything the views show about one game and pile, computed together off the UI thread.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Analysis {
    /// What it was computed from.
    pub key: AnalysisKey,
    /// The coin-game article's DP table up to the pile.
    pub solution: Solution,
    /// The full tree's exact sizes, for the counters.
    pub counts: TreeCounts,
    /// The full tree's size below each position (under full evaluation).
    pub subtree_sizes: SubtreeSizes,
    /// How often each position occurs in the full tree.
    pub occurrences: Vec<BigUint>,
    /// The formula's check, or the periodic pattern.
    pub pattern: Pattern,
    /// Tree sizes against the pile, for the growth chart.
    pub growth: Growth,
    /// Moves left under perfect play from every position up to the pile, for Play: computed
    /// with the table it reads, so the two always cover the same positions.
    pub remoteness: Remoteness,
    /// Whether each position up to the pile occurs more than once in the full tree, indexed by
    /// coins: worked out once here because the zoomed-out tree asks it of every node on every
    /// frame (to pick the node's colour), and a big-integer comparison per node was a large part
    /// of its frame.
    repeated: Vec<bool>,
}

impl Work for AnalysisKey {
    type Output = Analysis;
    const NAME: &'static str = "tree-analysis";

    fn run(self, progress: &Progress) -> Option<Analysis> {
        Analysis::compute(self, progress)
    }
}

impl Analysis {
    /// Computes the analysis; `None` if cancelled on the way.
    pub fn compute(key: AnalysisKey, progress: &Progress) -> Option<Self> {
        // Checked between every step: a job told to stop (the user typed on) ends within one
        // step, so the next job does not wait long for it, nor holds two analyses at once.
        let go_on = || (!progress.is_cancelled()).then_some(());
        progress.set_total(3);
        let solution = key.game.solve(key.coins);
        // Tree sizes of every pile up to the chart's end; the counters read the pile on show.
        let chart_end = key.coins.max(GROWTH_MIN);
        let sized = key.game.solve(chart_end);
        let full = SubtreeSizes::new(&sized, Evaluation::Full);
        go_on()?;
        let short = SubtreeSizes::new(&sized, Evaluation::ShortCircuit);
        go_on()?;
        let occurrences = occurrences(&key.game, key.coins);
        let counts = TreeCounts::from_parts(&full, &short, &occurrences, key.coins);
        progress.advance(1);
        go_on()?;
        let pattern = Pattern::of(&key.game);
        go_on()?;
        let growth = Growth::new(&full, &short, chart_end);
        let remoteness = Remoteness::new(&solution);
        let once = BigUint::from(1u32);
        let repeated = occurrences.iter().map(|count| *count > once).collect();
        progress.advance(2);
        Some(Self {
            key,
            solution,
            counts,
            subtree_sizes: full,
            occurrences,
            pattern,
            growth,
            remoteness,
            repeated,
        })
    }

    /// The pile the tree grows from.
    pub fn coins(&self) -> u32 {
        self.key.coins
    }

    /// How many times `coins` occurs in the full tree (zero if unreachable).
    pub fn occurrences_of(&self, coins: u32) -> &BigUint {
        &self.occurrences[coins as usize]
    }

    /// How many nodes the full subtree of `coins` holds below its root: what collapsing it hides.
    pub fn nodes_below(&self, coins: u32) -> BigUint {
        self.subtree_sizes.of(coins) - 1u32
    }

    /// The position occurs more than once in the full tree: a repeated subtree.
    pub fn is_repeated(&self, coins: u32) -> bool {
        self.repeated[coins as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_repeated_when_it_occurs_more_than_once() {
        let key = AnalysisKey {
            game: CoinGame::seed_000(),
            coins: 10,
        };
        let analysis = Analysis::compute(key, &Progress::default()).expect("never cancelled");
        for coins in 0..=10 {
            let expected = *analysis.occurrences_of(coins) > BigUint::from(1u32);
            assert_eq!(analysis.is_repeated(coins), expected, "{coins} coins");
        }
        assert!(!analysis.is_repeated(10), "the pile itself occurs once");
        assert!(analysis.is_repeated(5), "10 − 2 − 3 and 10 − 3 − 2");
    }
}
