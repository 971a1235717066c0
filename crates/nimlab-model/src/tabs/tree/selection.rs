//! What is selected, shared by the views: a position, highlighted wherever it appears, and
//! perhaps one node of the tree that shows it.

use nimlab_core::games::view_tree::{NodeId, NodePath, ViewTree};

/// What is selected, shared by the three views.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// A position, highlighted wherever it appears.
    pub state: Option<u32>,
    /// One node of the tree, named by its path from the root.
    pub node: Option<NodePath>,
}

impl Selection {
    /// The selected node, if it is on show in `tree`.
    pub fn node_in(&self, tree: &ViewTree) -> Option<NodeId> {
        tree.find(self.node.as_deref()?)
    }

    /// Selects one node of the tree and the position it shows.
    pub fn select_node(&mut self, path: NodePath, coins: u32) {
        *self = Self {
            state: Some(coins),
            node: Some(path),
        };
    }

    /// Selects a position; the selected node stays if it shows that position (in `tree`, the
    /// tree on show), since it still applies.
    pub fn select_state(&mut self, coins: u32, tree: Option<&ViewTree>) {
        let node_coins = tree.and_then(|tree| Some(tree.node(self.node_in(tree)?).coins));
        self.state = Some(coins);
        if node_coins != Some(coins) {
            self.node = None;
        }
    }
}
