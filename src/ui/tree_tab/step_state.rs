//! What a lesson's step and the next run keep of the tab besides its inputs: the folds, the
//! step-through's step and Play, and what classroom mode has revealed and the part of each
//! canvas on show, the coin game's and the heaps'. Saved as what they mean (node paths,
//! positions, parts of a picture), they come back once the analysis they belong to does.

use super::TreeTab;
use nimlab_model::tabs::tree::progress::SavedTreeProgress;

impl TreeTab {
    /// What to remember of the tab's progress: the folds, the step-through's position and
    /// Play, each only while it belongs to the inputs (what belongs to other inputs is dropped
    /// on the next frame anyway).
    pub fn progress(&self) -> SavedTreeProgress {
        let current = self.inputs.game();
        let folds = self.folds.sorted();
        let on_show = self.analysis().is_some_and(|analysis| {
            current.as_ref() == Some(&(analysis.key.game.clone(), analysis.key.coins))
                && analysis.folds == folds
        });
        let mut progress = SavedTreeProgress {
            folds: if current.is_some() && self.folds.belongs_to(current.as_ref()) {
                folds
            } else {
                Vec::new()
            },
            steps: self.step_through.done().filter(|_| on_show),
            heap_steps: self.heaps.steps_saved(&self.inputs.heaps),
            play: self.play.record(current.as_ref()),
            ..SavedTreeProgress::default()
        };
        self.save_view_into(&mut progress);
        progress
    }

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
