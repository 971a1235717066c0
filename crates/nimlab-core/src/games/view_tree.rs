//! The part of the game tree that is on show: the full tree when it fits a node budget, otherwise
//! its top levels with collapsed subtrees standing in for the rest.
//!
//! Nodes are named by their path, the takes from the root, so that a user's choice to collapse or
//! expand a node survives rebuilding the tree (a new budget, a new evaluation mode). The tree is
//! built breadth-first: levels fill up until the budget is spent, so the picture is always the
//! whole game to some depth rather than one deep branch.

use std::collections::{HashMap, VecDeque};

use super::coin_game::{Outcome, Solution};
use super::counts::visited_moves;
use super::recursive::Evaluation;

/// The takes from the root to a node.
pub type NodePath = Vec<u32>;

/// An index into [`ViewTree::nodes`]; the root is `NodeId(0)`, parents come before children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct NodeId(pub u32);

/// What a user asked for at one node, overriding the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Fold {
    /// Hide the node's children.
    Collapsed,
    /// Show the node's children, budget or not.
    Expanded,
}

/// One node on show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ViewNode {
    /// Coins left at this node.
    pub coins: u32,
    /// The node above (none for the root).
    pub parent: Option<NodeId>,
    /// The take that led here from the parent (0 for the root).
    pub taken: u32,
    /// Takes from the root to here.
    pub depth: u32,
    /// Children on show, in take order: a contiguous range of ids. Empty for leaves and for
    /// collapsed nodes.
    pub children: std::ops::Range<u32>,
    /// The node has moves but its children are not on show.
    pub collapsed: bool,
    /// The coin-game article's short-circuit `GetCoinCount` reaches this node.
    pub visited: bool,
    /// Win or loss for the player to move here.
    pub outcome: Outcome,
}

/// The shape of a tree on show, whatever its nodes stand for (a pile of coins, or a position of
/// several heaps): what laying a tree out and walking its recursion read, so every tree shares
/// one layout and one trace. Ids are breadth-first: a parent comes before its children.
pub trait TreeShape {
    /// How many nodes are on show.
    fn node_count(&self) -> usize;
    /// The node above `id` (none for the root).
    fn parent_of(&self, id: NodeId) -> Option<NodeId>;
    /// Moves from the root to `id`.
    fn depth_of(&self, id: NodeId) -> u32;
    /// The children on show of `id`, a contiguous range of ids (empty for a leaf or a collapsed
    /// node).
    fn children_of(&self, id: NodeId) -> std::ops::Range<u32>;
    /// The short-circuit recursion, which stops at the first winning move, calls `id`.
    fn is_visited(&self, id: NodeId) -> bool;
}

/// The tree on show, with the ids of its nodes in breadth-first order.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct ViewTree {
    /// Every node on show, indexed by [`NodeId`].
    pub nodes: Vec<ViewNode>,
}

impl ViewTree {
    /// Builds the tree from `root` coins, expanding breadth-first while the node count stays
    /// within `budget`, then applying the user's `folds` (a node the user expanded always shows
    /// its children; one the user collapsed never does).
    pub fn build(solution: &Solution, root: u32, folds: &HashMap<NodePath, Fold>, budget: usize) -> Self {
        let mut nodes = vec![ViewNode {
            coins: root,
            parent: None,
            taken: 0,
            depth: 0,
            children: 0..0,
            collapsed: false,
            visited: true,
            outcome: solution.outcome(root),
        }];
        let mut queue = VecDeque::from([(NodeId(0), NodePath::new())]);
        let mut budget_spent = false;
        while let Some((id, path)) = queue.pop_front() {
            let node = &nodes[id.0 as usize];
            let (coins, visited) = (node.coins, node.visited);
            let takes: Vec<u32> = solution.game.legal_moves(coins).collect();
            if takes.is_empty() {
                continue;
            }
            let expand = match folds.get(&path) {
                Some(Fold::Collapsed) => false,
                Some(Fold::Expanded) => true,
                None => {
                    // Stop expanding for good once one node does not fit, so the frontier is a
                    // clean level rather than a ragged edge.
                    budget_spent |= nodes.len() + takes.len() > budget;
                    !budget_spent
                }
            };
            if !expand {
                nodes[id.0 as usize].collapsed = true;
                continue;
            }
            let visited_count = visited_moves(solution, coins, Evaluation::ShortCircuit).count();
            let first = nodes.len() as u32;
            for (index, &take) in takes.iter().enumerate() {
                let child = NodeId(nodes.len() as u32);
                nodes.push(ViewNode {
                    coins: coins - take,
                    parent: Some(id),
                    taken: take,
                    depth: nodes[id.0 as usize].depth + 1,
                    children: 0..0,
                    collapsed: false,
                    visited: visited && index < visited_count,
                    outcome: solution.outcome(coins - take),
                });
                let mut child_path = path.clone();
                child_path.push(take);
                queue.push_back((child, child_path));
            }
            nodes[id.0 as usize].children = first..nodes.len() as u32;
        }
        Self { nodes }
    }

    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &ViewNode {
        &self.nodes[id.0 as usize]
    }

    /// The children on show of `id`, in take order.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + use<> {
        self.node(id).children.clone().map(NodeId)
    }

    /// Every node id, breadth-first.
    pub fn ids(&self) -> impl Iterator<Item = NodeId> + use<> {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The takes from the root to `id`.
    pub fn path(&self, id: NodeId) -> NodePath {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            path.push(self.node(at).taken);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The node at `path`, if it is on show.
    pub fn find(&self, path: &[u32]) -> Option<NodeId> {
        let mut at = NodeId(0);
        for &take in path {
            at = self.children(at).find(|&child| self.node(child).taken == take)?;
        }
        (!self.nodes.is_empty()).then_some(at)
    }

    /// The fold that toggling `id` asks for: a collapsed node expands, an expanded one with
    /// children collapses, and a leaf (nothing to hide or show) has none.
    pub fn fold_toggle(&self, id: NodeId) -> Option<Fold> {
        let node = self.node(id);
        if node.collapsed {
            Some(Fold::Expanded)
        } else if node.children.is_empty() {
            None
        } else {
            Some(Fold::Collapsed)
        }
    }

    /// The take into `child` wins: it leaves the opponent a lost position.
    pub fn is_winning_edge(&self, child: NodeId) -> bool {
        self.node(child).parent.is_some() && self.node(child).outcome == Outcome::Lose
    }
}

impl TreeShape for ViewTree {
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
    use crate::games::CoinGame;

    fn seed_tree(root: u32, folds: &HashMap<NodePath, Fold>, budget: usize) -> ViewTree {
        ViewTree::build(&CoinGame::seed_000().solve(root), root, folds, budget)
    }

    #[test]
    fn full_tree_when_it_fits() {
        let tree = seed_tree(13, &HashMap::new(), 10_000);
        assert_eq!(tree.nodes.len(), 3736);
        assert!(tree.nodes.iter().all(|node| !node.collapsed));
    }

    #[test]
    fn budget_collapses_whole_levels() {
        let tree = seed_tree(13, &HashMap::new(), 100);
        assert!(tree.nodes.len() <= 100);
        let collapsed_depths: Vec<u32> = tree
            .nodes
            .iter()
            .filter(|n| n.collapsed)
            .map(|n| n.depth)
            .collect();
        let deepest_expanded = tree
            .nodes
            .iter()
            .filter(|n| !n.children.is_empty())
            .map(|n| n.depth)
            .max();
        assert!(!collapsed_depths.is_empty());
        assert!(collapsed_depths.iter().all(|&d| Some(d) >= deepest_expanded));
    }

    #[test]
    fn folds_override_the_budget() {
        let mut folds = HashMap::new();
        folds.insert(vec![1], Fold::Collapsed);
        let tree = seed_tree(6, &folds, 10_000);
        let node = tree.find(&[1]).expect("on show");
        assert!(tree.node(node).collapsed);
        assert_eq!(tree.path(node), vec![1]);

        let mut folds = HashMap::new();
        folds.insert(vec![], Fold::Expanded);
        let tree = seed_tree(20, &folds, 1);
        assert_eq!(tree.nodes.len(), 4, "the root's three children, collapsed");
    }

    #[test]
    fn a_toggle_expands_collapsed_nodes_collapses_open_ones_and_skips_leaves() {
        let mut folds = HashMap::new();
        folds.insert(vec![1], Fold::Collapsed);
        let tree = seed_tree(6, &folds, 10_000);
        let collapsed = tree.find(&[1]).expect("on show");
        assert_eq!(tree.fold_toggle(collapsed), Some(Fold::Expanded));
        assert_eq!(tree.fold_toggle(NodeId(0)), Some(Fold::Collapsed));
        let leaf = tree.find(&[3, 3]).expect("6 → 3 → 0 is on show");
        assert_eq!(tree.fold_toggle(leaf), None, "0 coins: no moves, nothing to fold");
    }

    #[test]
    fn short_circuit_visits_up_to_the_first_winning_move() {
        // From 6 (misère {1,2,3}) taking 1 wins at once: the takes of 2 and 3 are never tried.
        let tree = seed_tree(6, &HashMap::new(), 10_000);
        let visited: Vec<u32> = tree
            .children(NodeId(0))
            .filter(|&c| tree.node(c).visited)
            .map(|c| tree.node(c).taken)
            .collect();
        assert_eq!(visited, vec![1]);
    }
}
