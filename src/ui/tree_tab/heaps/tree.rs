//! The heaps' recursive view: the game tree as the recursion walks it from the start, drawn with
//! the coin tree's layout (`geometry::tree::TreeLayout`), its top levels within a budget and the
//! rest one click away. It keeps the user's folds by `ChildPath` (forgotten when the start
//! changes), builds the tree only when they or the start change, and says above the canvas how
//! much of the full tree is on show, exactly.

use std::collections::HashMap;

use egui::{Pos2, Ui};
use num_bigint::BigUint;

use super::super::classroom::HiddenStates;
use super::tree_canvas::{self, CameraAsk};
use super::tree_frame::{HeapTreeCanvas, NodeClick, count_words};
use crate::i18n::Strings;
use crate::i18n::numbers;
use crate::ui::camera::Camera;
use nimlab_core::games::positions::{ChildPath, PositionGraph, PositionId, PositionTree};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Trace;
use nimlab_core::games::view_tree::{Fold, NodeId};
use nimlab_model::geometry::tree::TreeLayout;
use nimlab_model::tabs::saved_camera::SavedCamera;

/// Nodes on show before the user's folds: a position's box holds its heaps in words, so only
/// the first moves fit a window readably (Nim 3,4,5 has 12 moves from the start and about 130
/// two moves away). Everything past them is one click away, and each click adds one position's
/// moves, so however the user folds it the tree stays small enough to build and lay out at once.
pub const HEAP_TREE_BUDGET: usize = 40;

/// A tree built for the folds, and what the line above it says.
struct BuiltTree {
    tree: PositionTree,
    layout: TreeLayout,
    /// Nodes of the full tree below the collapsed nodes.
    hidden: BigUint,
    /// Nodes on show whose position occurs more than once in the full tree.
    repeated: usize,
}

/// The recursive view's state: the folds, the tree built for them, the camera, and the node a
/// fold was toggled at, held on screen where the user clicked it while the tree grows or shrinks.
#[derive(Default)]
pub struct HeapTree {
    folds: HashMap<ChildPath, Fold>,
    built: Option<BuiltTree>,
    camera: Camera,
    anchor: Option<(ChildPath, Pos2)>,
    /// The user asked for Fit (button or key 0): the whole tree, however small its boxes; a
    /// view that opens shows the start and its moves at a size that reads instead.
    fit_whole: bool,
    /// The step the view last followed: a new one brings the newest call on screen.
    followed_step: Option<usize>,
}

impl HeapTree {
    /// A new start: its tree is another, so the folds go and the view is fitted afresh.
    pub fn forget(&mut self) {
        self.folds.clear();
        self.built = None;
        self.anchor = None;
        self.fit_whole = false;
        self.camera.request_fit();
    }

    /// Fits the whole tree on show on the next frame.
    pub fn fit(&mut self) {
        self.fit_whole = true;
        self.camera.fit_whole();
    }

    /// The camera, for a step to keep or aim.
    pub fn camera_mut(&mut self) -> &mut Camera {
        &mut self.camera
    }

    /// The part of the tree on show, for a step to keep.
    pub fn saved_camera(&self) -> Option<SavedCamera> {
        self.camera.saved()
    }

    /// Asks the view to bring the first node showing position `id` to its middle, at a size
    /// that shows its value; nothing if the tree's folds hide every node of it.
    pub fn centre_on(&mut self, graph: &PositionGraph, id: PositionId) {
        let built = self.built(graph);
        let first = built.tree.nodes.iter().position(|node| node.position == id);
        let at = first
            .and_then(|index| u32::try_from(index).ok())
            .map(|index| built.layout.position(NodeId(index)));
        if let Some(at) = at {
            self.camera.request_centre(at, tree_canvas::VALUE_MIN_SCALE);
        }
    }

    /// Zooms the tree by `factor` about the middle of the view (the + and − keys).
    pub fn zoom(&mut self, factor: f32) {
        self.camera.zoom_by(factor);
    }

    /// The tree on show for the folds (built when they or the start changed): what the
    /// step-through walks.
    pub fn tree(&mut self, graph: &PositionGraph) -> &PositionTree {
        &self.built(graph).tree
    }

    /// The tree for the folds, built when they changed.
    fn built(&mut self, graph: &PositionGraph) -> &BuiltTree {
        self.built.get_or_insert_with(|| {
            let tree = PositionTree::build(graph, &self.folds, HEAP_TREE_BUDGET);
            let layout = TreeLayout::new(&tree);
            let hidden = tree.hidden_nodes(graph);
            let repeated = tree
                .nodes
                .iter()
                .filter(|node| *graph.occurrences(node.position) > BigUint::from(1u32))
                .count();
            BuiltTree {
                tree,
                layout,
                hidden,
                repeated,
            }
        })
    }

    /// The line above the tree, the canvas, and the position the user selected. `step` is a step-through's
    /// trace of this tree and the steps taken, drawn over it when one runs.
    #[expect(clippy::too_many_arguments, reason = "what one frame of the view reads")]
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        graph: &PositionGraph,
        selected: Option<PositionId>,
        evaluation: Evaluation,
        hidden: &HiddenStates<PositionId>,
        step: Option<(&Trace, usize)>,
        strings: &Strings,
    ) -> Option<PositionId> {
        let built = self.built(graph);
        let words = strings.heap_tree;
        let mut line = (words.tree_summary)(
            &numbers::with_commas(&built.tree.nodes.len().to_string()),
            &count_words(graph.tree_size(graph.root())),
            &numbers::with_commas(&built.repeated.to_string()),
        );
        if built.hidden > BigUint::ZERO {
            line = format!("{line}; {}", (words.tree_hidden)(&count_words(&built.hidden)));
        }
        ui.label(line);
        ui.weak(words.tree_hint);
        let built = self.built.as_ref().expect("built above");
        // A fold just toggled: the node stays where the user clicked it, the tree moving around it.
        if let Some((path, was)) = self.anchor.take()
            && let Some(id) = find(&built.tree, &path)
        {
            let now = self.camera.to_screen(built.layout.position(id));
            self.camera.pan_by(was - now);
        }
        let canvas = HeapTreeCanvas {
            graph,
            tree: &built.tree,
            layout: &built.layout,
            selected,
            evaluation,
            hidden,
            step,
        };
        let done = step.map(|(_, done)| done);
        let follow = done.is_some() && done != self.followed_step;
        self.followed_step = done;
        let ask = CameraAsk {
            fit_whole: self.fit_whole,
            follow,
        };
        let NodeClick { node, toggle, select } =
            tree_canvas::canvas_ui(ui, &canvas, (&mut self.camera, ask), strings)?;
        let position = built.tree.node(node).position;
        if toggle && let Some(fold) = fold_toggle(&built.tree, node) {
            let path = built.tree.path(node);
            let on_screen = self.camera.to_screen(built.layout.position(node));
            self.folds.insert(path.clone(), fold);
            self.anchor = Some((path, on_screen));
            self.built = None;
        }
        select.then_some(position)
    }
}

/// What toggling the fold at `id` asks for: a collapsed node opens, an open one with children
/// closes, a leaf has nothing to fold.
fn fold_toggle(tree: &PositionTree, id: NodeId) -> Option<Fold> {
    let node = tree.node(id);
    if node.collapsed {
        Some(Fold::Expanded)
    } else if node.children.is_empty() {
        None
    } else {
        Some(Fold::Collapsed)
    }
}

/// The node at `path` from the root, if it is on show.
fn find(tree: &PositionTree, path: &[u32]) -> Option<NodeId> {
    let mut at = NodeId(0);
    for &index in path {
        let children = tree.node(at).children.clone();
        let child = children
            .start
            .checked_add(index)
            .filter(|c| children.contains(c))?;
        at = NodeId(child);
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::Rule;
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    #[test]
    fn a_fold_is_found_again_by_its_path_and_toggles_back() {
        let nim = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
        let graph =
            PositionGraph::build(&nim, Rule::Normal, Limits::default(), &mut Unwatched).expect("small");
        let tree = PositionTree::build(&graph, &HashMap::new(), HEAP_TREE_BUDGET);
        assert!(tree.nodes.len() <= HEAP_TREE_BUDGET);
        // Every move from (3,4,5) is on show: 3 + 4 + 5 of them.
        assert_eq!(tree.node(NodeId(0)).children.len(), 12);
        let collapsed = NodeId(tree.nodes.iter().position(|n| n.collapsed).expect("cut") as u32);
        assert_eq!(find(&tree, &tree.path(collapsed)), Some(collapsed));
        assert_eq!(fold_toggle(&tree, collapsed), Some(Fold::Expanded));
        assert_eq!(fold_toggle(&tree, NodeId(0)), Some(Fold::Collapsed));
        assert_eq!(find(&tree, &[99]), None);
    }
}
