//! The cameras of the two canvases (the tree and the DAG) and what keeps them steady: fitting
//! them to a new game or pile, keeping a node just folded where it was on screen, and following
//! the step-through's newest call (the tree view zooms to it, readable), and the part of each
//! a step or the last run kept.

use egui::Pos2;

use crate::ui::camera::Camera;
use nimlab_core::games::CoinGame;
use nimlab_core::games::view_tree::{NodeId, NodePath};

use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::TreeView;
use nimlab_model::tabs::tree::progress::SavedTreeCameras;

/// The canvases' cameras and what they were last fitted to and following.
#[derive(Default)]
pub struct Cameras {
    /// The recursive view's camera.
    pub tree: Camera,
    /// The DP view's camera (the DAG).
    pub dag: Camera,
    /// The game and pile the cameras were last fitted to.
    fitted_for: Option<(CoinGame, u32)>,
    /// A node just folded or unfolded and where it was on screen: the view keeps it there when
    /// the refolded tree arrives, instead of letting it jump with the new layout.
    fold_anchor: Option<(NodePath, Pos2)>,
    /// The step the tree view last followed: a new one brings the view to the newest call.
    followed_step: Option<usize>,
}

impl Cameras {
    /// Fits the canvas of `view` (if it has one) to its picture on the next frame.
    pub fn fit(&mut self, view: TreeView) {
        match view {
            TreeView::Recursive => self.tree.fit_whole(),
            TreeView::DynamicProgramming => self.dag.fit_whole(),
            TreeView::Formula | TreeView::Growth | TreeView::Play => {}
        }
    }

    /// Zooms the canvas of `view` (if it has one) by `factor` around its centre.
    pub fn zoom(&mut self, view: TreeView, factor: f32) {
        match view {
            TreeView::Recursive => self.tree.zoom_by(factor),
            TreeView::DynamicProgramming => self.dag.zoom_by(factor),
            TreeView::Formula | TreeView::Growth | TreeView::Play => {}
        }
    }

    /// Remembers where node `id` (at `path`) of `analysis` is on screen, to keep it there once
    /// the tree is rebuilt with its new fold.
    pub fn anchor(&mut self, analysis: &ShownTree, id: NodeId, path: NodePath) {
        let on_screen = self.tree.to_screen(analysis.layout.position(id));
        self.fold_anchor = Some((path, on_screen));
    }

    /// A new analysis is on show: the folded node stays where it was on screen, and a new game or
    /// pile is fitted to both canvases. Returns `true` for a new game or pile.
    pub fn show(&mut self, analysis: &ShownTree) -> bool {
        if let Some((path, was)) = self.fold_anchor.take()
            && let Some(id) = analysis.tree.find(&path)
        {
            let now = self.tree.to_screen(analysis.layout.position(id));
            self.tree.pan_by(was - now);
        }
        let shown = (analysis.key.game.clone(), analysis.coins());
        if self.fitted_for.as_ref() == Some(&shown) {
            return false;
        }
        if self.fitted_for.is_some() {
            // Another game or pile: a part a step kept was a part of the old picture.
            self.tree.fit_whole();
            self.dag.fit_whole();
        } else {
            self.tree.request_fit();
            self.dag.request_fit();
        }
        self.fitted_for = Some(shown);
        true
    }

    /// The coin game's canvases as a step keeps them, into `saved`.
    pub fn save_into(&self, saved: &mut SavedTreeCameras) {
        saved.tree = self.tree.saved();
        saved.dag = self.dag.saved();
    }

    /// Aims the coin game's canvases at the parts `saved` kept.
    pub fn aim(&mut self, saved: &SavedTreeCameras) {
        if let Some(part) = saved.tree {
            self.tree.aim(part);
        }
        if let Some(part) = saved.dag {
            self.dag.aim(part);
        }
    }

    /// Whether the tree view should pan to the newest call: the step-through moved to `done`
    /// since the last time it asked. The step-through's end refits the tree.
    pub fn follow(&mut self, done: Option<usize>) -> bool {
        let moved = done != self.followed_step;
        if done.is_none() && self.followed_step.is_some() {
            // Leaving the step-through brings the whole tree back, however it was zoomed to
            // follow the walk.
            self.tree.request_fit();
        }
        self.followed_step = done;
        moved
    }
}
