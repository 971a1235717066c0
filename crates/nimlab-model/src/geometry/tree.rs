//! Where each node of the tree on show sits, in world coordinates: x counts leaves from the left
//! (one unit apart), y counts levels ([`LEVEL_GAP`] apart), and a parent sits centred over its
//! children. Pure geometry: computed once per tree, read by painting every frame.

use emath::{Pos2, Rect, pos2};

use nimlab_core::games::view_tree::{NodeId, TreeShape};

/// Vertical gap between tree levels in world units (leaves are one unit apart).
pub const LEVEL_GAP: f32 = 1.6;

/// Node positions of one tree, in world coordinates.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct TreeLayout {
    /// One position per node, indexed like `ViewTree::nodes`.
    pub positions: Vec<Pos2>,
    /// The smallest rectangle holding every node centre.
    pub bounds: Rect,
}

impl TreeLayout {
    /// Lays out `tree`: leaves one unit apart, parents centred over their children.
    pub fn new(tree: &impl TreeShape) -> Self {
        let count = tree.node_count();
        let mut x = vec![0.0_f32; count];
        // Depth-first, children in take order, numbers the leaves left to right.
        let mut next_leaf = 0.0;
        let mut stack = vec![NodeId(0)];
        while let Some(id) = stack.pop() {
            let children = tree.children_of(id);
            if children.is_empty() {
                x[id.0 as usize] = next_leaf;
                next_leaf += 1.0;
            } else {
                stack.extend(children.rev().map(NodeId));
            }
        }
        // Breadth-first ids put children after parents, so a reverse sweep centres every parent
        // after its children are placed.
        for index in (0..count).rev() {
            let children = tree.children_of(NodeId(index as u32));
            if !children.is_empty() {
                let first = x[children.start as usize];
                let last = x[children.end as usize - 1];
                x[index] = f32::midpoint(first, last);
            }
        }
        let positions: Vec<Pos2> = x
            .iter()
            .enumerate()
            .map(|(index, &x)| pos2(x, tree.depth_of(NodeId(index as u32)) as f32 * LEVEL_GAP))
            .collect();
        let bounds = Rect::from_points(&positions);
        Self { positions, bounds }
    }

    /// Where node `id` sits.
    pub fn position(&self, id: NodeId) -> Pos2 {
        self.positions[id.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use nimlab_core::games::CoinGame;
    use nimlab_core::games::view_tree::ViewTree;

    #[test]
    fn parents_are_centred_and_leaves_do_not_overlap() {
        let tree = ViewTree::build(&CoinGame::seed_000().solve(7), 7, &HashMap::new(), 10_000);
        let layout = TreeLayout::new(&tree);
        for id in tree.ids() {
            let children: Vec<NodeId> = tree.children(id).collect();
            if let (Some(first), Some(last)) = (children.first(), children.last()) {
                let centre = f32::midpoint(layout.position(*first).x, layout.position(*last).x);
                assert!((layout.position(id).x - centre).abs() < 1e-4);
                assert!(layout.position(id).y < layout.position(*first).y);
            }
        }
        let mut leaves: Vec<f32> = tree
            .ids()
            .filter(|&id| tree.node(id).children.is_empty())
            .map(|id| layout.position(id).x)
            .collect();
        leaves.sort_by(f32::total_cmp);
        assert!(leaves.windows(2).all(|pair| pair[1] - pair[0] >= 1.0 - 1e-4));
    }
}
