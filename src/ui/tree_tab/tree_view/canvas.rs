//! One frame of the tree view: the analysis, camera, selection and lesson overlays it draws, and
//! the questions painting asks of them (where a node is, whether it is dimmed, hidden, running).

use std::collections::HashSet;

use egui::{Color32, Painter, Pos2, Rect};

use super::marks::greyed;
use crate::ui::camera::Camera;
use crate::ui::style;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Progress, Step, Trace};
use nimlab_core::games::view_tree::{NodeId, ViewNode};

use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::selection::Selection;

/// How an edge is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum EdgeLook {
    /// Not called yet: the step-through shows the tree still to walk as a ghost.
    Ghost,
    /// A winning take, once its value has returned and is not hidden by classroom mode.
    Winning,
    /// Any other edge.
    Plain,
}

/// What painting one frame of the tree reads.
pub(super) struct TreeCanvas<'a> {
    /// The tree on show, its layout and its counts.
    pub(super) analysis: &'a ShownTree,
    /// World to screen.
    pub(super) camera: &'a Camera,
    /// What is selected: the position is outlined wherever it appears.
    pub(super) selection: &'a Selection,
    /// The selected node, if it is on show.
    pub(super) selected_node: Option<NodeId>,
    /// Short-circuit evaluation greys out what it never visits.
    pub(super) evaluation: Evaluation,
    /// The step-through's trace and steps taken, if it is on.
    pub(super) step: Option<(&'a Trace, usize)>,
    /// Classroom mode: the nodes whose value shows.
    pub(super) revealed: Option<&'a HashSet<NodeId>>,
    /// For each node, the visited call that skipped its branch (see [`skipped_by`]); only
    /// while classroom mode may hide that call's value under short-circuit evaluation.
    pub(super) skipped_by: Option<Vec<NodeId>>,
    /// Paints on the canvas.
    pub(super) painter: &'a Painter,
    /// The world rectangle on screen, with a margin.
    pub(super) visible: Rect,
    /// Node radius in screen points.
    pub(super) radius: f32,
    /// Text drawn on the background (not on a node), in the theme's colour.
    pub(super) ink: Color32,
}

impl TreeCanvas<'_> {
    /// The node `id` of the tree on show.
    pub(super) fn node(&self, id: NodeId) -> &ViewNode {
        self.analysis.tree.node(id)
    }

    /// Where node `id` sits in world coordinates.
    pub(super) fn world(&self, id: NodeId) -> Pos2 {
        self.analysis.layout.position(id)
    }

    /// Where node `id` is on screen.
    pub(super) fn screen(&self, id: NodeId) -> Pos2 {
        self.camera.to_screen(self.world(id))
    }

    /// The nodes on screen (with a margin), in breadth-first order.
    pub(super) fn visible_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.analysis
            .tree
            .ids()
            .filter(|&id| self.visible.contains(self.world(id)))
    }

    /// Short-circuit mode greys out what `GetCoinCount` never reaches, a whole skipped branch
    /// alike: greyed once the value of the call that skipped it shows, and not at all before.
    /// Which children a call skipped tells where its first winning take is, which classroom mode
    /// keeps back until the class has answered about that call; a node inside the branch being
    /// revealed changes nothing (its children greyed and it not, read as a mistake).
    pub(super) fn is_dimmed(&self, node: &ViewNode) -> bool {
        let caller_hidden = self
            .skipped_by
            .as_ref()
            .zip(node.parent)
            .is_some_and(|(skipped_by, parent)| {
                // The call that skipped the node's branch: its parent, or whoever skipped that.
                let caller = if self.node(parent).visited {
                    parent
                } else {
                    skipped_by[parent.0 as usize]
                };
                self.is_hidden(caller)
            });
        greyed(self.evaluation, node.visited, caller_hidden)
    }

    /// Where a node stands in the step-through (everything has returned when it is off).
    pub(super) fn progress(&self, id: NodeId) -> Progress {
        self.step
            .map_or(Progress::Returned, |(trace, done)| trace.progress(id, done))
    }

    /// Classroom mode hides this node's value.
    pub(super) fn is_hidden(&self, id: NodeId) -> bool {
        self.revealed.is_some_and(|revealed| !revealed.contains(&id))
    }

    /// The node of the newest step.
    pub(super) fn current(&self) -> Option<NodeId> {
        let (trace, done) = self.step?;
        trace.last(done).map(Step::node)
    }

    /// `color`, faded for a node short-circuit evaluation never visits.
    pub(super) fn dim(&self, node: &ViewNode, color: Color32) -> Color32 {
        if self.is_dimmed(node) {
            style::faded(color)
        } else {
            color
        }
    }

    /// The edges with some part on screen (with a margin), in breadth-first order: the child's id,
    /// its parent's, and both ends in screen points, the parent's first.
    pub(super) fn visible_edges(&self) -> impl Iterator<Item = (NodeId, NodeId, Pos2, Pos2)> + '_ {
        self.analysis.tree.ids().skip(1).filter_map(|id| {
            let parent = self.node(id).parent?;
            let (from, to) = (self.world(parent), self.world(id));
            self.visible
                .intersects(Rect::from_two_pos(from, to))
                .then(|| (id, parent, self.camera.to_screen(from), self.camera.to_screen(to)))
        })
    }

    /// How the edge from `parent` to `id` is drawn, the same close up and zoomed out.
    pub(super) fn edge_look(&self, id: NodeId, parent: NodeId) -> EdgeLook {
        if self.progress(id) == Progress::Waiting && self.step.is_some() {
            EdgeLook::Ghost
        } else if self.analysis.tree.is_winning_edge(id)
            && self.progress(id) == Progress::Returned
            && !self.is_hidden(parent)
        {
            EdgeLook::Winning
        } else {
            EdgeLook::Plain
        }
    }

    /// The node under `pointer`, if any is close enough to mean it.
    pub(super) fn node_at(&self, pointer: Pos2) -> Option<NodeId> {
        let world = self.camera.to_world(pointer);
        let reach = (style::NODE_RADIUS * 1.2).max(4.0 / self.camera.scale());
        self.analysis
            .tree
            .ids()
            .map(|id| (id, self.world(id).distance_sq(world)))
            .filter(|&(_, distance)| distance <= reach * reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }
}

/// For each node of `analysis`'s tree, the nearest visited call above it (the root for the
/// root): for a node short-circuit evaluation never visits, the call that skipped its branch.
pub(super) fn skipped_by(analysis: &ShownTree) -> Vec<NodeId> {
    let tree = &analysis.tree;
    let mut by = Vec::with_capacity(tree.nodes.len());
    // Breadth-first ids: a parent's entry is in before its children's.
    for id in tree.ids() {
        let caller = match tree.node(id).parent {
            None => id,
            Some(parent) if tree.node(parent).visited => parent,
            Some(parent) => by[parent.0 as usize],
        };
        by.push(caller);
    }
    by
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_skipped_branch_is_skipped_by_the_call_above_it() {
        use crate::work::tree_analysis::{Analysis, AnalysisKey};
        use nimlab_core::games::CoinGame;
        use std::sync::Arc;
        // 6 coins, the coin-game article: GetCoinCount(6) finds 5 a loss and never looks at 4 or 3.
        let key = AnalysisKey {
            game: CoinGame::seed_000(),
            coins: 6,
        };
        let analysis = Analysis::compute(key, &crate::jobs::Progress::default()).expect("never cancelled");
        let analysis = ShownTree::new(Arc::new(analysis), Vec::new());
        let by = skipped_by(&analysis);
        let tree = &analysis.tree;
        let root = NodeId(0);
        for id in tree.ids().skip(1) {
            let path = tree.path(id);
            if !tree.node(id).visited && path[0] != 1 {
                assert_eq!(by[id.0 as usize], root, "{path:?} was skipped by the root");
            }
        }
        let four = tree.find(&[2]).expect("6 − 2");
        assert!(!tree.node(four).visited);
        let below_four = tree.find(&[2, 1]).expect("6 − 2 − 1");
        assert_eq!(by[below_four.0 as usize], root);
    }
}
