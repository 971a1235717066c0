//! What a lesson's step and the next run keep of heaps of a game besides the step-through: the
//! positions classroom mode revealed, by position, and the part of each canvas on show. Both
//! wait for the start's graph: the reveals are mapped onto its positions when it comes, and
//! the cameras show their parts at its first fit.

use super::HeapsMode;
use nimlab_model::tabs::tree::heaps::HeapInputs;
use nimlab_model::tabs::tree::progress::SavedTreeProgress;

impl HeapsMode {
    /// The reveals and the cameras into `progress`, while what is on show is `inputs`' start
    /// (the reveals of another start mean nothing to this one).
    pub fn save_into(&self, inputs: &HeapInputs, progress: &mut SavedTreeProgress) {
        let wanted = inputs.key().ok();
        let shown = self
            .shown
            .as_ref()
            .filter(|shown| Some(&shown.key) == wanted.as_ref());
        let graph = shown.and_then(|shown| shown.graph.as_ref().as_ref().ok());
        progress.heap_revealed = self.classroom.saved(graph);
        progress.cameras.heap_dag = self.camera.saved();
        progress.cameras.heap_tree = self.tree.saved_camera();
    }

    /// The reveals and the cameras `progress` kept, for the start's graph to come.
    pub fn restore_from(&mut self, progress: &SavedTreeProgress) {
        self.classroom.remember(progress.heap_revealed.clone());
        if let Some(part) = progress.cameras.heap_dag {
            self.camera.aim(part);
        }
        if let Some(part) = progress.cameras.heap_tree {
            self.tree.camera_mut().aim(part);
        }
    }
}
