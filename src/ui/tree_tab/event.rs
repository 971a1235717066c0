//! What the user did in a panel or view, as a value: panels and views draw from the tab's model
//! and return a [`TreeEvent`]; [`TreeTab::apply`] is the one place that acts on it.

use nimlab_core::games::view_tree::NodePath;

use super::TreeTab;
use super::export::Export;
use crate::figure::Format;
use crate::i18n::Language;
use crate::ui::shell_action::ShellAction;

/// What the user did; the tab applies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeEvent {
    /// A node of the tree was picked: it and the position it shows are selected.
    SelectNode {
        /// The node's takes from the root.
        path: NodePath,
        /// The position it shows.
        coins: u32,
    },
    /// A position was picked (in the DAG, the table, the formula or the pattern strip).
    SelectState(u32),
    /// Collapse the node at this path, or expand it if collapsed.
    ToggleFold(NodePath),
    /// Forget every collapse/expand choice.
    ResetFolds,
    /// Fit the view on show to its canvas.
    FitView,
    /// Stop the analysis being computed.
    CancelAnalysis,
    /// Export PNG…: the view as drawn.
    ExportPng,
    /// Export CSV…: seed 000's DP table.
    ExportCsv,
    /// Figure…: the tree drawn for the page.
    ExportFigure {
        /// PNG, SVG or PDF.
        format: Format,
        /// The language of its words.
        language: Language,
    },
}

impl TreeTab {
    /// Applies what the user did: the one place the tab's model changes in answer to a panel
    /// or a view, and the one place it asks the shell for something (an export).
    pub(super) fn apply(&mut self, event: TreeEvent) -> Option<ShellAction> {
        let export = match event {
            TreeEvent::SelectNode { path, coins } => {
                self.selection.select_node(path, coins);
                None
            }
            TreeEvent::SelectState(coins) => {
                let tree = self.analysis.result().map(|(_, analysis)| &analysis.tree);
                self.selection.select_state(coins, tree);
                None
            }
            TreeEvent::ToggleFold(path) => {
                self.toggle_fold(path);
                None
            }
            TreeEvent::ResetFolds => {
                self.folds.clear();
                None
            }
            TreeEvent::FitView => {
                self.cameras.fit(self.inputs.view);
                None
            }
            TreeEvent::CancelAnalysis => {
                self.analysis.cancel();
                None
            }
            TreeEvent::ExportPng => self.analysis.result().and_then(|(_, analysis)| {
                self.export
                    .png(analysis, self.inputs.view, &mut self.cameras.tree)
            }),
            TreeEvent::ExportFigure { format, language } => self.analysis.result().map(|(_, analysis)| {
                let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
                self.export.figure(analysis, view, evaluation, format, language)
            }),
            TreeEvent::ExportCsv => self.analysis.result().map(|(_, analysis)| {
                Export::csv(analysis, &self.classroom.hidden_states(analysis))
            }),
        };
        export.map(ShellAction::Export)
    }
}
