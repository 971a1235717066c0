//! What a lesson's step and the next run keep of the tab besides its inputs, folds, steps and
//! Play: what classroom mode has revealed and the part of each canvas on show, the coin game's
//! and the heaps'. Saved as what they mean (node paths, positions, parts of a picture), they
//! come back once the analysis they belong to does.

use super::TreeTab;
use nimlab_model::tabs::tree::progress::SavedTreeProgress;

impl TreeTab {
    /// The reveals and cameras into `progress`; the coin game's reveals only while the tree on
    /// show is the inputs' (those of another tree mean nothing to it).
    pub(super) fn save_view_into(&self, progress: &mut SavedTreeProgress) {
        let current = self.inputs.game();
        let analysis = self
            .analysis()
            .filter(|analysis| current.as_ref() == Some(&(analysis.key.game.clone(), analysis.key.coins)));
        progress.revealed = self.classroom.saved(analysis);
        self.cameras.save_into(&mut progress.cameras);
        self.heaps.save_into(&self.inputs.heaps, progress);
    }

    /// The reveals and cameras `progress` kept, to come back with their analyses.
    pub(super) fn restore_view(&mut self, progress: &SavedTreeProgress) {
        self.classroom.remember(progress.revealed.clone());
        self.cameras.aim(&progress.cameras);
        self.heaps.restore_from(progress);
    }
}
