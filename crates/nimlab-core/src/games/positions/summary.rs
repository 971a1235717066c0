//! What the views show of a position beyond its value: the mex worked out over its distinct
//! children, and the counters of the full recursive tree the DAG stands for.

use num_bigint::BigUint;

use super::graph::{PositionGraph, PositionId};
use super::position::Move;
use crate::games::coin_game::Rule;
use crate::games::grundy::HeapGame;

/// The mex of one position worked out: each distinct child's value, and the result.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PositionMex {
    /// Each distinct child and its value, in the order of their first move.
    pub options: Vec<(PositionId, u32)>,
    /// The distinct values among them, smallest first.
    pub set: Vec<u32>,
    /// The position's value: the smallest number missing from `set`, except that a position
    /// with no move is worth 1 under misère.
    pub value: u32,
}

/// The counters of the recursive view.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GraphCounts {
    /// Nodes of the full recursive tree from the start.
    pub tree_nodes: BigUint,
    /// Distinct positions among them (the DAG's nodes), the start included.
    pub distinct_states: usize,
    /// Nodes whose position already appeared elsewhere: `tree_nodes − distinct_states`.
    pub repeated_nodes: BigUint,
}

impl PositionMex {
    /// Whether the value comes from the misère rule for a position with no move, not from a mex.
    pub fn is_misere_end(&self, rule: Rule) -> bool {
        rule == Rule::Misere && self.options.is_empty()
    }
}

impl PositionGraph {
    /// The mex of `id` worked out.
    pub fn mex_working(&self, id: PositionId) -> PositionMex {
        let options: Vec<(PositionId, u32)> = self
            .children(id)
            .iter()
            .map(|&child| (child, self.value(child)))
            .collect();
        let mut set: Vec<u32> = options.iter().map(|&(_, value)| value).collect();
        set.sort_unstable();
        set.dedup();
        PositionMex {
            options,
            set,
            value: self.value(id),
        }
    }

    /// The index in `start` (the heaps as the graph was built from them, in the user's order) of
    /// the heap a move from the start plays in: the first heap of its game and size, since equal
    /// heaps offer the same moves. `None` for a move from another position.
    pub fn start_heap(&self, start: &[(HeapGame, u32)], played: &Move) -> Option<usize> {
        let game = self.games().get(played.game as usize)?;
        start
            .iter()
            .position(|(g, size)| g == game && *size == played.from)
    }

    /// The counters of the full recursive tree from the start.
    pub fn counts(&self) -> GraphCounts {
        let tree_nodes = self.tree_size(self.root()).clone();
        GraphCounts {
            repeated_nodes: &tree_nodes - BigUint::from(self.len()),
            tree_nodes,
            distinct_states: self.len(),
        }
    }
}
