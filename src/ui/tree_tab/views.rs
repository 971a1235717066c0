//! The view on show below the status lines: the tab hands each view the parts of its model it
//! draws (the camera it moves, the selection, the step-through, what classroom mode hides) and
//! takes back the event the view returns.

use egui::Ui;

use crate::i18n::Strings;

use super::event::TreeEvent;
use super::tree_view::{Overlay, tree_view_ui};
use super::{TreeTab, dp_view, formula_view, growth_view, status};
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::TreeView;

impl TreeTab {
    /// Draws the chosen view in the rest of the tab; Play, which has no side panel, gets classroom
    /// mode's controls above it.
    pub(super) fn view_ui(
        &mut self,
        ui: &mut Ui,
        analysis: &ShownTree,
        tab_room: status::Room,
        strings: &Strings,
    ) -> Option<TreeEvent> {
        let hidden = self.classroom.hidden_states(analysis);
        let mut controls = None;
        if self.inputs.view == TreeView::Play && self.classroom.on {
            // Play has no side panel: Reveal all (which also shows the hints) sits above the game.
            controls = self.classroom.controls_ui(ui, strings);
        }
        let steps = self.step_through.done();
        self.export.view_rect = Some(ui.available_rect_before_wrap());
        let evaluation = self.inputs.evaluation;
        match self.inputs.view {
            TreeView::Recursive => {
                if tab_room == status::Room::Ample {
                    status::tree_legend_ui(ui, evaluation, strings);
                }
                let overlay = Overlay {
                    step: steps.map(|done| (analysis.trace(evaluation), done)),
                    revealed: self.classroom.revealed(),
                    follow: self.cameras.follow(steps),
                };
                tree_view_ui(
                    ui,
                    analysis,
                    &mut self.cameras.tree,
                    &self.selection,
                    evaluation,
                    overlay,
                    strings,
                )
            }
            TreeView::DynamicProgramming => dp_view::dp_view_ui(
                ui,
                analysis,
                &mut self.cameras.dag,
                &self.selection,
                steps.map(|done| done as u32),
                &hidden,
                strings,
            ),
            TreeView::Formula => {
                formula_view::formula_view_ui(ui, analysis, &self.selection, &hidden, strings)
            }
            TreeView::Growth => {
                growth_view::growth_view_ui(ui, analysis, strings);
                None
            }
            TreeView::Play => {
                let play = self.play.ui(ui, analysis, &hidden, strings);
                play.map(TreeEvent::Play).or(controls)
            }
        }
    }
}
