//! The step-through on the tab: which sequence the stepper walks (the recursion's calls and
//! returns in the recursive view, the table's cells in the DP view), restarting it when the view
//! or evaluation changes, and the call stack shown beside the tree.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Step, Trace};

use super::inputs::TreeView;
use super::stepper::Stepper;
use crate::work::tree_analysis::{Analysis, AnalysisKey};

/// The stepper and the sequence it walks.
#[derive(Clone, Debug, Default)]
pub struct StepThrough {
    stepper: Stepper,
    /// The view the stepper walks: it restarts when the view changes (or a new analysis comes).
    sequence: Option<(TreeView, Evaluation)>,
    /// The position remembered from the last run, waiting for the analysis it belongs to.
    remembered: Option<(usize, AnalysisKey)>,
}

impl StepThrough {
    /// Steps taken, if the step-through is on.
    pub fn done(&self) -> Option<usize> {
        self.stepper.done()
    }

    /// Steps per second when playing: an animated export's pace.
    pub fn speed(&self) -> f32 {
        self.stepper.speed()
    }

    /// Turns the step-through off: the steps belonged to another tree.
    pub fn stop(&mut self) {
        self.stepper.stop();
    }

    /// The position `done` remembered from the last run, for the tree of `key` in `view` and
    /// `evaluation`: it waits for that analysis ([`StepThrough::new_tree`]).
    pub fn remember(&mut self, done: usize, key: AnalysisKey, view: TreeView, evaluation: Evaluation) {
        self.remembered = Some((done, key));
        self.sequence = Some((view, evaluation));
    }

    /// A new analysis is on show: the steps belonged to another tree, so the step-through stops,
    /// unless the position remembered from the last run belongs to this one, when it resumes
    /// there (paused). False when a remembered position did not fit and was dropped.
    pub fn new_tree(&mut self, analysis: &Analysis) -> bool {
        self.stepper.stop();
        let Some((done, key)) = self.remembered.take() else {
            return true;
        };
        let total = self
            .sequence
            .and_then(|(view, evaluation)| total(analysis, view, evaluation));
        match total {
            Some(total) if key == analysis.key && done <= total => {
                self.stepper.go_to(done);
                true
            }
            _ => false,
        }
    }

    /// The controls for `view` (the formula, the chart and Play have no steps).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        analysis: &Analysis,
        view: TreeView,
        evaluation: Evaluation,
        strings: &Strings,
    ) {
        let sequence = (view, evaluation);
        if self.sequence != Some(sequence) {
            self.stepper.stop();
            self.sequence = Some(sequence);
        }
        let Some(total) = total(analysis, view, evaluation) else {
            return;
        };
        self.stepper.ui(ui, total, strings);
    }
}

/// The length of the step sequence of `view`; none for the formula, the chart and Play.
fn total(analysis: &Analysis, view: TreeView, evaluation: Evaluation) -> Option<usize> {
    match view {
        TreeView::Recursive => Some(analysis.trace(evaluation).len()),
        TreeView::DynamicProgramming => Some(analysis.coins() as usize + 1),
        TreeView::Formula | TreeView::Growth | TreeView::Play => None,
    }
}

/// The call stack beside the tree: the running calls, outermost first, and the last step.
pub fn call_stack_ui(ui: &mut Ui, analysis: &Analysis, trace: &Trace, done: usize, strings: &Strings) {
    ui.heading(strings.tree.call_stack);
    let tree = &analysis.tree;
    match trace.last(done) {
        Some(Step::Call(id)) => {
            ui.label(RichText::new((strings.tree.step_call)(tree.node(id).coins)).strong());
        }
        Some(Step::Return(id)) => {
            let node = tree.node(id);
            let outcome = strings.outcome(node.outcome);
            ui.colored_label(
                style::outcome_color(node.outcome),
                RichText::new((strings.tree.step_return)(node.coins, outcome)).strong(),
            );
        }
        None => {}
    }
    let stack = trace.stack(tree, done);
    if stack.is_empty() {
        ui.weak(strings.tree.call_stack_empty);
    }
    // One line per call however deep the recursion: the lines do not wrap in the narrow
    // panel, they scroll.
    egui::ScrollArea::both()
        .id_salt("call_stack")
        .max_height(240.0)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (depth, &id) in stack.iter().enumerate() {
                let entry = (strings.tree.coin_count)(tree.node(id).coins);
                let line = RichText::new(format!("{}{entry}", "  ".repeat(depth))).monospace();
                ui.add(egui::Label::new(line).extend());
            }
        });
    ui.separator();
}
