//! The step-through on the tab: which sequence the stepper walks (the recursion's calls and
//! returns in the recursive view, the table's cells in the DP view), restarting it when the view
//! or evaluation changes, and the call stack shown beside the tree.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Step, Trace};
use nimlab_core::games::view_tree::NodeId;

use super::lesson::Entry;
use super::stepper::{StepCommand, Stepper};
use crate::work::shown_tree::ShownTree;
use crate::work::tree_analysis::AnalysisKey;
use nimlab_model::tabs::tree::inputs::TreeView;

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
    pub fn new_tree(&mut self, analysis: &ShownTree) -> bool {
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

    /// The controls for `view` (the formula, the chart and Play have no steps); returns the
    /// button pressed, which the tab applies ([`StepThrough::apply`]).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        analysis: &ShownTree,
        view: TreeView,
        evaluation: Evaluation,
        strings: &Strings,
    ) -> Option<StepCommand> {
        self.follow_sequence(analysis, view, evaluation);
        let total = total(analysis, view, evaluation)?;
        self.stepper.ui(ui, total, strings)
    }

    /// Keeps the stepper on the sequence of `view` and `evaluation`. Another view restarts it;
    /// the tree's other evaluation (Stop at first winning move) keeps stepping from the same point
    /// of the recursion, or the last one both evaluations reach, so ticking the box never ends
    /// the walk without a word.
    fn follow_sequence(&mut self, analysis: &ShownTree, view: TreeView, evaluation: Evaluation) {
        let sequence = (view, evaluation);
        match self.sequence {
            Some(was) if was == sequence => return,
            Some((TreeView::Recursive, before)) if view == TreeView::Recursive => {
                if let Some(done) = self.stepper.done() {
                    let now = analysis.trace(evaluation);
                    self.stepper.go_to(now.equivalent(analysis.trace(before), done));
                }
            }
            _ => self.stepper.stop(),
        }
        self.sequence = Some(sequence);
    }

    // The buttons' and keys' commands, and the lesson path's way into a view.

    /// Carries out a button's or a key's command on the sequence of `view` (none has steps but
    /// the recursive and the DP views).
    pub fn apply(
        &mut self,
        command: StepCommand,
        analysis: &ShownTree,
        view: TreeView,
        evaluation: Evaluation,
    ) {
        if self.sequence != Some((view, evaluation)) {
            return;
        }
        if let Some(total) = total(analysis, view, evaluation) {
            self.stepper.apply(command, total);
        }
    }

    /// The lesson path goes on to `view`: its step-through starts at its first or last step
    /// (paused), or is off in a view without steps.
    pub fn enter(&mut self, analysis: &ShownTree, view: TreeView, evaluation: Evaluation, entry: Entry) {
        self.sequence = Some((view, evaluation));
        match (total(analysis, view, evaluation), entry) {
            (Some(_), Entry::First) => self.stepper.go_to(0),
            (Some(total), Entry::Last) => self.stepper.go_to(total),
            (None, _) => self.stepper.stop(),
        }
    }
}

/// The length of the step sequence of `view`; none for the formula, the chart and Play.
pub fn total(analysis: &ShownTree, view: TreeView, evaluation: Evaluation) -> Option<usize> {
    match view {
        TreeView::Recursive => Some(analysis.trace(evaluation).len()),
        TreeView::DynamicProgramming => Some(analysis.coins() as usize + 1),
        TreeView::Formula | TreeView::Growth | TreeView::Play => None,
    }
}

/// Rows of the side panel kept below the call stack for the selection's heading and first lines.
const SELECTION_ROWS: f32 = 4.0;

/// The call stack beside the tree: the running calls, outermost first, and the last step.
pub fn call_stack_ui(ui: &mut Ui, analysis: &ShownTree, trace: &Trace, done: usize, strings: &Strings) {
    let tree = &analysis.tree;
    let last = trace.last(done).map(|step| match step {
        Step::Call(id) => (
            RichText::new((strings.tree.step_call)(tree.node(id).coins)).strong(),
            None,
        ),
        Step::Return(id) => {
            let node = tree.node(id);
            let outcome = strings.outcome(node.outcome);
            let said = (strings.tree.step_return)(node.coins, outcome);
            (
                RichText::new(said).strong(),
                Some(style::outcome_color(node.outcome)),
            )
        }
    });
    let entry = |id: NodeId| (strings.tree.coin_count)(tree.node(id).coins);
    let stack = trace.stack(tree, done);
    let empty = strings.tree.call_stack_empty;
    stack_ui(ui, (&stack, done), last, &entry, SELECTION_ROWS, (empty, strings));
}

/// A call stack of any tree: `last`, the last step said (in its colour, if any), then the
/// running calls `stack`, outermost first, each named by `entry`, after `done` steps; `rows_below`
/// rows are kept free under it for what the panel shows next.
pub fn stack_ui(
    ui: &mut Ui,
    (stack, done): (&[NodeId], usize),
    last: Option<(RichText, Option<egui::Color32>)>,
    entry: &dyn Fn(NodeId) -> String,
    rows_below: f32,
    (empty, strings): (&str, &Strings),
) {
    ui.heading(strings.tree.call_stack);
    match last {
        Some((said, Some(colour))) => {
            ui.colored_label(colour, said);
        }
        Some((said, None)) => {
            ui.label(said);
        }
        None => {}
    }
    if stack.is_empty() {
        ui.weak(empty);
    }
    // One line per call however deep the recursion, indented by its depth: the indent stops
    // growing at a third of the narrow panel, so every call's coins stay readable; a line still
    // too long ends in an ellipsis, whole on hover.
    let step = (ui.available_width() / 3.0 / stack.len().max(1) as f32).min(12.0);
    // Whole lines only, as many as the panel has room for down to its foot, less a few rows
    // kept for the selection below: a line half out of view is unreadable and hides that there
    // are more. Those out of view are counted above and below instead.
    let line = ui
        .text_style_height(&egui::TextStyle::Monospace)
        .max(ui.spacing().interact_size.y);
    let row = line + ui.spacing().item_spacing.y;
    let room = ui.clip_rect().bottom() - ui.cursor().top() - rows_below * row;
    let window = StackWindow::new(stack.len(), (room / row).floor().max(4.0) as usize);
    // A new step brings the innermost call into view, even after the class scrolled away.
    let memory = ui.scope_id().with("call_stack_first");
    let remembered = ui.data(|data| data.get_temp::<(usize, usize)>(memory));
    let mut first = match remembered {
        Some((at, first)) if at == done => window.clamp(first),
        _ => window.innermost(),
    };
    let top = ui.cursor().top();
    let shown = window.shown(first);
    if first > 0 {
        ui.weak((strings.tree.call_stack_more_above)(first));
    }
    for (depth, &id) in stack.iter().enumerate().skip(first).take(shown) {
        let entry = entry(id);
        ui.horizontal(|ui| {
            ui.set_height(line);
            ui.add_space(step * depth as f32);
            ui.add(egui::Label::new(RichText::new(entry).monospace()).truncate());
        });
    }
    let below = stack.len() - first - shown;
    if below > 0 {
        ui.weak((strings.tree.call_stack_more_below)(below));
    }
    // The wheel over the stack moves it by whole lines.
    let area = egui::Rect::from_x_y_ranges(ui.max_rect().x_range(), top..=ui.cursor().top());
    if ui.rect_contains_pointer(area) {
        let lines = ui.input(|input| input.smooth_scroll_delta.y / row).round();
        if lines != 0.0 {
            first = window.clamp(first.saturating_add_signed(-(lines as isize)));
            ui.input_mut(|input| input.smooth_scroll_delta.y = 0.0);
            ui.ctx().request_repaint();
        }
    }
    ui.data_mut(|data| data.insert_temp(memory, (done, first)));
    ui.separator();
}

/// Which lines of a call stack of `len` calls show in `rows` lines: a line of it says how many
/// calls are out of view above, another how many below, where there are any.
#[derive(Clone, Copy, Debug)]
struct StackWindow {
    len: usize,
    rows: usize,
}

impl StackWindow {
    fn new(len: usize, rows: usize) -> Self {
        Self { len, rows }
    }

    /// The first call shown when the innermost one is the last line.
    fn innermost(self) -> usize {
        if self.len <= self.rows {
            0
        } else {
            // One line says how many are above.
            self.len - (self.rows - 1)
        }
    }

    /// `first` kept where the stack still fills its lines.
    fn clamp(self, first: usize) -> usize {
        first.min(self.innermost())
    }

    /// How many calls show from `first`: the lines left by the notes above and below.
    fn shown(self, first: usize) -> usize {
        let above = usize::from(first > 0);
        let rest = self.len - first;
        let room = self.rows - above;
        if rest <= room { rest } else { room - 1 }
    }
}
