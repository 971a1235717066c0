//! Game trees of any heap game: a subtraction set, Nim, powers of b, an octal code (whose moves
//! may leave two heaps), or a sum of these, under normal play or misère.
//!
//! A position is a multiset of heaps ([`position`]); its children are the *distinct* positions
//! one move reaches. The DP DAG holds every position reachable from a start once, with its
//! outcome, value, winning moves and the exact size of the recursive tree it stands for
//! ([`graph`], [`summary`]); what that may cost is bounded and refused before any work starts
//! ([`cost`]). The recursive view shows the tree the graph stands for, cut at a node budget with
//! the rest counted exactly ([`view`]). The one-heap coin game keeps its own engine
//! ([`super::coin_game`]); this one agrees with it on every subtraction game.

pub mod cost;
mod encoded;
pub mod game_heaps;
pub mod graph;
pub mod position;
mod reach;
pub mod sizes;
pub mod summary;
pub mod view;

#[cfg(test)]
mod brute;
#[cfg(test)]
mod tests;

pub use cost::{
    Cost, Limits, MAX_COUNT_BITS, MAX_POSITIONS, MAX_WORK, PositionsError, SATURATED_BOUND, cost,
};
pub use game_heaps::{GameHeapError, names_games, parse_game_heap, parse_game_heaps};
pub use graph::{PositionGraph, PositionId};
pub use position::{Child, Heap, Move, Position};
pub use sizes::{HeapSizesError, parse_heap_sizes};
pub use summary::{GraphCounts, PositionMex};
pub use view::{ChildPath, PositionNode, PositionTree};
