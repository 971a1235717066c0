//! The part of the recursive tree of any game that is on show: the full tree when it fits a node
//! budget, otherwise its top levels, with each collapsed node standing for the exact number of
//! nodes below it.
//!
//! A node's children are its position's distinct children, so a node is named by its path: the
//! index of each child taken from the root. That name survives rebuilding with a new budget, so a
//! user's choice to collapse or expand a node is kept. Levels fill breadth-first until the budget
//! is spent, so the picture is always the whole game to some depth, never one deep branch.

use std::collections::{HashMap, VecDeque};

use num_bigint::BigUint;

use super::graph::{PositionGraph, PositionId};
use crate::games::recursive::Evaluation;
use crate::games::view_tree::{Fold, NodeId, TreeShape};

/// The index among its parent's distinct children of each node from the root to a node.
pub type ChildPath = Vec<u32>;

/// One node on show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PositionNode {
    /// The node's position in the graph (its value, outcome and counts are the graph's).
    pub position: PositionId,
    /// The node above (none for the root).
    pub parent: Option<NodeId>,
    /// Moves from the root to here.
    pub depth: u32,
    /// Children on show, a contiguous range of ids; empty for leaves and collapsed nodes.
    pub children: std::ops::Range<u32>,
    /// The node has moves but its children are not on show.
    pub collapsed: bool,
    /// The move here from the parent wins: it leaves the opponent a lost position.
    pub winning_edge: bool,
    /// The short-circuit recursion reaches this node: it tries a position's children in order
    /// and stops at the first that is lost for the opponent.
    pub visited: bool,
}

/// The tree on show, its node ids in breadth-first order.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct PositionTree {
    /// Every node on show, indexed by [`NodeId`].
    pub nodes: Vec<PositionNode>,
}

impl PositionTree {
    /// The tree of `graph` from its start, expanded breadth-first while the nodes on show stay
    /// within `budget`, then as the user's `folds` say (an expanded node always shows its
    /// children, a collapsed one never does).
    pub fn build(graph: &PositionGraph, folds: &HashMap<ChildPath, Fold>, budget: usize) -> Self {
        let mut nodes = vec![PositionNode {
            position: graph.root(),
            parent: None,
            depth: 0,
            children: 0..0,
            collapsed: false,
            winning_edge: false,
            visited: true,
        }];
        let mut queue = VecDeque::from([(NodeId(0), ChildPath::new())]);
        let mut budget_spent = false;
        while let Some((id, path)) = queue.pop_front() {
            let here = nodes[id.0 as usize].position;
            let children = graph.children(here);
            if children.is_empty() {
                continue;
            }
            let expand = match folds.get(&path) {
                Some(Fold::Collapsed) => false,
                Some(Fold::Expanded) => true,
                None => {
                    // Once one node does not fit, none below it is expanded either, so the
                    // frontier is a clean level rather than a ragged edge.
                    budget_spent |= nodes.len() + children.len() > budget;
                    !budget_spent
                }
            };
            if !expand {
                nodes[id.0 as usize].collapsed = true;
                continue;
            }
            let first = nodes.len() as u32;
            let depth = nodes[id.0 as usize].depth + 1;
            let visited = nodes[id.0 as usize].visited;
            let called = graph.called_children(here, Evaluation::ShortCircuit).len();
            for (index, &child) in children.iter().enumerate() {
                queue.push_back((
                    NodeId(nodes.len() as u32),
                    [path.as_slice(), &[index as u32]].concat(),
                ));
                nodes.push(PositionNode {
                    position: child,
                    parent: Some(id),
                    depth,
                    children: 0..0,
                    collapsed: false,
                    winning_edge: graph.value(child) == 0,
                    visited: visited && index < called,
                });
            }
            nodes[id.0 as usize].children = first..nodes.len() as u32;
        }
        Self { nodes }
    }

    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &PositionNode {
        &self.nodes[id.0 as usize]
    }

    /// The path from the root to `id`, the key of its fold.
    pub fn path(&self, id: NodeId) -> ChildPath {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            path.push(at.0 - self.node(parent).children.start);
            at = parent;
        }
        path.reverse();
        path
    }

    /// Nodes of the full tree not on show: those below collapsed nodes, counted exactly.
    pub fn hidden_nodes(&self, graph: &PositionGraph) -> BigUint {
        self.nodes
            .iter()
            .filter(|node| node.collapsed)
            .map(|node| graph.tree_size(node.position) - 1u32)
            .sum()
    }
}

impl TreeShape for PositionTree {
    fn node_count(&self) -> usize {
        self.nodes.len()
    }

    fn parent_of(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    fn depth_of(&self, id: NodeId) -> u32 {
        self.node(id).depth
    }

    fn children_of(&self, id: NodeId) -> std::ops::Range<u32> {
        self.node(id).children.clone()
    }

    fn is_visited(&self, id: NodeId) -> bool {
        self.node(id).visited
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin_game::Rule;
    use crate::games::grundy::HeapGame;
    use crate::games::positions::Limits;
    use crate::games::test_games::octal;
    use crate::watch::Unwatched;

    fn graph(heaps: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
        PositionGraph::build(heaps, rule, Limits::default(), &mut Unwatched).expect("small")
    }

    #[test]
    fn the_full_tree_shows_each_position_as_often_as_it_occurs() {
        let graph = graph(&[(octal("0.77"), 6)], Rule::Misere);
        let tree = PositionTree::build(&graph, &HashMap::new(), usize::MAX);
        assert_eq!(BigUint::from(tree.nodes.len()), graph.counts().tree_nodes);
        let mut shown: HashMap<PositionId, usize> = HashMap::new();
        for node in &tree.nodes {
            *shown.entry(node.position).or_default() += 1;
        }
        for id in graph.ids() {
            assert_eq!(BigUint::from(shown[&id]), *graph.occurrences(id));
        }
        assert_eq!(tree.hidden_nodes(&graph), BigUint::from(0u32));
    }

    #[test]
    fn a_budget_cuts_the_tree_and_counts_the_rest() {
        let nim = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
        let graph = graph(&nim, Rule::Normal);
        let tree = PositionTree::build(&graph, &HashMap::new(), 500);
        assert!(tree.nodes.len() <= 500);
        let total = BigUint::from(tree.nodes.len()) + tree.hidden_nodes(&graph);
        assert_eq!(total, BigUint::from(219_447u32));
        // The root's one winning edge, to (1,4,5), is marked.
        let winning: Vec<Vec<u32>> = tree
            .nodes
            .iter()
            .filter(|node| node.depth == 1 && node.winning_edge)
            .map(|node| graph.position(node.position).sizes())
            .collect();
        assert_eq!(winning, [vec![1, 4, 5]]);
        // A node expanded by the user shows its children, and keeps its name when rebuilt.
        let collapsed = NodeId(tree.nodes.iter().position(|n| n.collapsed).expect("cut") as u32);
        let path = tree.path(collapsed);
        let folds = HashMap::from([(path.clone(), Fold::Expanded)]);
        let rebuilt = PositionTree::build(&graph, &folds, 500);
        let again = (0..rebuilt.nodes.len() as u32)
            .map(NodeId)
            .find(|&id| rebuilt.path(id) == path);
        let again = again.expect("the same node");
        assert!(!rebuilt.node(again).collapsed);
        assert!(!rebuilt.node(again).children.is_empty());
    }

    /// The short-circuit recursion written out: try the children in order, stop at the first
    /// the opponent loses. Returns whether the position wins and how many calls it made. With
    /// no move left the rule decides: misère's player to move has won.
    fn short_circuit_calls(graph: &PositionGraph, id: PositionId) -> (bool, u64) {
        if graph.children(id).is_empty() {
            return (graph.rule() == Rule::Misere, 1);
        }
        let mut calls = 1;
        for &child in graph.children(id) {
            let (child_wins, child_calls) = short_circuit_calls(graph, child);
            calls += child_calls;
            if !child_wins {
                return (true, calls);
            }
        }
        (false, calls)
    }

    #[test]
    fn the_short_circuit_recursion_visits_what_the_tree_marks() {
        for (heaps, rule) in [
            (vec![(HeapGame::Nim, 2), (HeapGame::Nim, 3)], Rule::Normal),
            (vec![(octal("0.77"), 5)], Rule::Normal),
            (vec![(octal("0.77"), 5)], Rule::Misere),
            (vec![(HeapGame::Nim, 1), (octal("0.137"), 4)], Rule::Misere),
        ] {
            let graph = graph(&heaps, rule);
            let tree = PositionTree::build(&graph, &HashMap::new(), usize::MAX);
            let (wins, calls) = short_circuit_calls(&graph, graph.root());
            assert_eq!(wins, graph.value(graph.root()) != 0, "{heaps:?} {rule:?}");
            let visited = tree.nodes.iter().filter(|node| node.visited).count();
            assert_eq!(visited as u64, calls, "{heaps:?} {rule:?}");
        }
    }
}
