//! The game-tree tab (SPEC §1): seed 000's coin game as a recursive tree, as a DP table and DAG,
//! and as a closed formula, three linked views of one game. Selecting a state in one view
//! highlights it in the others.

mod analysis;
mod classroom;
mod dp_view;
mod formula_view;
mod growth_view;
mod inputs;
mod layout;
mod play_view;
mod stepper;
mod tree_view;

use std::collections::HashMap;
use std::sync::Arc;

use egui::{RichText, Ui};

pub use analysis::{Analysis, AnalysisKey, NODE_BUDGET};
pub use inputs::{DEFAULT_COINS, MAX_COINS_CHARS, MAX_TAKES_CHARS, TreeInputs, TreeView};
pub use layout::TreeLayout;
pub use tree_view::{Overlay, node_label, tree_view_ui};

use crate::jobs::Latest;
use crate::ui::camera::Camera;
use crate::ui::export::ExportRequest;
use crate::ui::i18n::{Strings, brief_set, fill};
use crate::ui::shell_action::ShellAction;
use crate::ui::{numbers, style, widgets};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Step, Trace};
use nimlab_core::games::view_tree::{Fold, NodePath};
use nimlab_core::games::{CoinGame, Rule};

/// What is selected, shared by the three views.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// A position, highlighted wherever it appears.
    pub state: Option<u32>,
    /// One node of the tree, named by its path from the root.
    pub node: Option<NodePath>,
}

/// What the user did in a view; the tab applies it after drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewEvent {
    SelectNode { path: NodePath, coins: u32 },
    SelectState(u32),
    ToggleFold(NodePath),
    ResetFolds,
}

#[derive(Default)]
pub struct TreeTab {
    pub inputs: TreeInputs,
    pub selection: Selection,
    /// The user's collapse/expand choices for the current game and pile.
    folds: HashMap<NodePath, Fold>,
    /// The game and pile the folds belong to.
    folds_for: Option<(CoinGame, u32)>,
    analysis: Latest<AnalysisKey, Analysis>,
    /// The game and pile the cameras were last fitted to.
    fitted_for: Option<(CoinGame, u32)>,
    tree_camera: Camera,
    dag_camera: Camera,
    stepper: stepper::Stepper,
    play: play_view::PlayPanel,
    classroom: classroom::Classroom,
    /// The view the stepper walks: it restarts when the view changes (or a new analysis comes).
    stepped_for: Option<(TreeView, Evaluation)>,
    /// A node just folded or unfolded and where it was on screen: the view keeps it there when
    /// the refolded tree arrives, instead of letting it jump with the new layout.
    fold_anchor: Option<(NodePath, egui::Pos2)>,
    /// The step the tree view last followed: a new one pans the view to the newest call.
    followed_step: Option<usize>,
    /// Where the view was drawn last frame: what Export PNG captures.
    view_rect: Option<egui::Rect>,
    /// Export PNG fits the whole tree first.
    export_whole_tree: bool,
    /// An export asked for this frame, handed to the shell.
    export: Option<ExportRequest>,
}

impl TreeTab {
    pub fn new(inputs: TreeInputs) -> Self {
        Self {
            inputs: inputs.bounded(),
            ..Self::default()
        }
    }

    /// The analysis on show, if one has finished.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.result().map(|(_, analysis)| analysis.as_ref())
    }

    /// The analysis on show belongs to the current inputs (or the inputs are invalid, so there is
    /// nothing new to compute) and no background job is running.
    pub fn is_up_to_date(&self) -> bool {
        let current = self.analysis().map(|a| (a.key.game.clone(), a.key.coins));
        !self.analysis.is_running() && (self.inputs.game().is_none() || current == self.inputs.game())
    }

    /// Draws the tab; returns an export the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        self.poll_job();
        self.inputs_ui(ui, strings);
        self.start_job_if_needed(ui.ctx());
        ui.separator();
        let Some(analysis) = self.analysis.result().map(|(_, a)| Arc::clone(a)) else {
            // Nothing to show yet: a spinner while the first analysis runs; with invalid inputs
            // (restored so) nothing runs, and the errors above say what to fix.
            if self.analysis.is_running() {
                ui.centered_and_justified(Ui::spinner);
            }
            return None;
        };
        self.stale_ui(ui, &analysis, strings);
        self.counters_ui(ui, &analysis, strings);
        self.stepper_ui(ui, &analysis, strings);
        ui.separator();
        let mut event = None;
        if self.inputs.view != TreeView::Play {
            // A share of the window at most, so a small window keeps room for the view.
            let max_width = (ui.available_width() * 0.35).max(160.0);
            egui::Panel::right("tree_selection")
                .resizable(true)
                .default_size(250.0_f32.min(max_width))
                .max_size(max_width)
                .show(ui, |ui| event = self.selection_ui(ui, &analysis, strings));
        }
        let hidden = self.classroom.hidden_states(&analysis);
        if self.inputs.view == TreeView::Play && self.classroom.on {
            // Play has no side panel: Reveal all (which also shows the hints) sits above the game.
            self.classroom.controls_ui(ui, strings);
        }
        self.view_rect = Some(ui.available_rect_before_wrap());
        let view_event = match self.inputs.view {
            TreeView::Recursive => {
                self.tree_legend_ui(ui, strings);
                let follow = self.stepper.done() != self.followed_step;
                self.followed_step = self.stepper.done();
                tree_view::tree_view_ui(
                    ui,
                    &analysis,
                    &mut self.tree_camera,
                    &self.selection,
                    self.inputs.evaluation,
                    Overlay {
                        step: self
                            .stepper
                            .done()
                            .map(|done| (analysis.trace(self.inputs.evaluation), done)),
                        revealed: self.classroom.revealed(),
                        follow,
                    },
                    strings,
                )
            }
            TreeView::DynamicProgramming => dp_view::dp_view_ui(
                ui,
                &analysis,
                &mut self.dag_camera,
                &self.selection,
                self.stepper.done().map(|done| done as u32),
                &hidden,
                strings,
            ),
            TreeView::Formula => {
                formula_view::formula_view_ui(ui, &analysis, &self.selection, &hidden, strings)
            }
            TreeView::Growth => {
                growth_view::growth_view_ui(ui, &analysis, strings);
                None
            }
            TreeView::Play => {
                self.play.ui(ui, &analysis, &hidden, strings);
                None
            }
        };
        if let Some(event) = view_event.or(event) {
            self.apply(event);
        }
        self.export.take().map(ShellAction::Export)
    }

    /// Export PNG… for every view, Export CSV… for the DP table.
    fn export_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let Some(analysis) = self.analysis() else { return };
        let name = format!("nimlab-{}-coins", analysis.coins());
        let csv = (self.inputs.view == TreeView::DynamicProgramming)
            .then(|| crate::export::dp_table_csv(&analysis.solution));
        ui.separator();
        if self.inputs.view == TreeView::Recursive {
            ui.checkbox(&mut self.export_whole_tree, strings.export_whole_tree)
                .on_hover_text(strings.export_whole_tree_hint);
        }
        if ui
            .button(strings.export_png)
            .on_hover_text(strings.export_png_hint)
            .clicked()
            && let Some(region) = self.view_rect
        {
            let whole_tree = self.export_whole_tree && self.inputs.view == TreeView::Recursive;
            if whole_tree {
                self.tree_camera.request_fit();
            }
            self.export = Some(ExportRequest::Png {
                name: format!("{name}.png"),
                region,
                delay_frames: if whole_tree { 2 } else { 0 },
            });
        }
        if let Some(text) = csv
            && ui
                .button(strings.export_csv)
                .on_hover_text(strings.export_csv_hint)
                .clicked()
        {
            self.export = Some(ExportRequest::Csv {
                name: format!("{name}-dp.csv"),
                text,
            });
        }
    }

    /// The step-through controls for the view on show (the formula has no steps).
    fn stepper_ui(&mut self, ui: &mut Ui, analysis: &Analysis, strings: &Strings) {
        let sequence = (self.inputs.view, self.inputs.evaluation);
        if self.stepped_for != Some(sequence) {
            self.stepper.stop();
            self.stepped_for = Some(sequence);
        }
        let total = match self.inputs.view {
            TreeView::Recursive => analysis.trace(self.inputs.evaluation).len(),
            TreeView::DynamicProgramming => analysis.coins() as usize + 1,
            TreeView::Formula | TreeView::Growth | TreeView::Play => return,
        };
        self.stepper.ui(ui, total, strings);
    }

    /// The game against the computer, if one was started.
    pub fn play_game(&self) -> Option<&nimlab_core::games::play::CoinMatch> {
        self.play.game()
    }

    /// Classroom mode (the shell's switch): values hidden until the class answers.
    pub fn set_classroom(&mut self, on: bool) {
        if self.classroom.on != on {
            self.classroom.on = on;
            self.classroom.forget();
        }
    }

    /// The part of the window Export PNG captures (the view, as drawn last frame).
    pub fn export_region(&self) -> Option<egui::Rect> {
        self.view_rect
    }

    /// Steps taken in the step-through, if it is on.
    pub fn steps_done(&self) -> Option<usize> {
        self.stepper.done()
    }

    /// The call stack beside the tree: the running calls, outermost first, and the last step.
    fn call_stack_ui(ui: &mut Ui, analysis: &Analysis, trace: &Trace, done: usize, strings: &Strings) {
        ui.heading(strings.call_stack);
        let tree = &analysis.tree;
        match trace.last(done) {
            Some(Step::Call(id)) => {
                ui.label(
                    RichText::new(fill(
                        strings.step_call,
                        &[&strings.coin_count(tree.node(id).coins)],
                    ))
                    .strong(),
                );
            }
            Some(Step::Return(id)) => {
                let node = tree.node(id);
                let outcome = strings.outcome(node.outcome);
                ui.colored_label(
                    style::outcome_color(node.outcome),
                    RichText::new(fill(
                        strings.step_return,
                        &[&strings.coin_count(node.coins), &outcome],
                    ))
                    .strong(),
                );
            }
            None => {}
        }
        let stack = trace.stack(tree, done);
        if stack.is_empty() {
            ui.weak(strings.call_stack_empty);
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
                    let entry = strings.coin_count(tree.node(id).coins);
                    let line = RichText::new(format!("{}{entry}", "  ".repeat(depth))).monospace();
                    ui.add(egui::Label::new(line).extend());
                }
            });
        ui.separator();
    }

    fn apply(&mut self, event: ViewEvent) {
        match event {
            ViewEvent::SelectNode { path, coins } => {
                self.selection = Selection {
                    state: Some(coins),
                    node: Some(path),
                };
            }
            ViewEvent::SelectState(coins) => {
                // Keep the selected node if it shows this state; otherwise it no longer applies.
                let keeps_node = self.selected_node_coins() == Some(coins);
                self.selection.state = Some(coins);
                if !keeps_node {
                    self.selection.node = None;
                }
            }
            ViewEvent::ToggleFold(path) => self.toggle_fold(path),
            ViewEvent::ResetFolds => self.folds.clear(),
        }
    }

    fn selected_node_coins(&self) -> Option<u32> {
        let analysis = self.analysis()?;
        let id = analysis.tree.find(self.selection.node.as_deref()?)?;
        Some(analysis.tree.node(id).coins)
    }

    /// Collapses an expanded node or expands a collapsed one.
    pub fn toggle_fold(&mut self, path: NodePath) {
        let Some(analysis) = self.analysis() else { return };
        let Some(id) = analysis.tree.find(&path) else {
            return;
        };
        let node = analysis.tree.node(id);
        if node.children.is_empty() && !node.collapsed {
            return;
        }
        let fold = if node.collapsed {
            Fold::Expanded
        } else {
            Fold::Collapsed
        };
        let on_screen = self.tree_camera.to_screen(analysis.layout.position(id));
        self.fold_anchor = Some((path.clone(), on_screen));
        self.folds.insert(path, fold);
    }

    fn wanted_key(&mut self) -> Option<AnalysisKey> {
        let (game, coins) = self.inputs.game()?;
        if self.folds_for.as_ref() != Some(&(game.clone(), coins)) {
            // Paths only mean something in the tree they were made in.
            self.folds.clear();
            self.selection.node = None;
            self.folds_for = Some((game.clone(), coins));
        }
        let mut folds: Vec<(NodePath, Fold)> = self.folds.iter().map(|(p, f)| (p.clone(), *f)).collect();
        folds.sort();
        Some(AnalysisKey { game, coins, folds })
    }

    fn start_job_if_needed(&mut self, ctx: &egui::Context) {
        let Some(key) = self.wanted_key() else { return };
        let ctx = ctx.clone();
        self.analysis
            .want(key, move || ctx.request_repaint(), Analysis::compute);
    }

    fn poll_job(&mut self) {
        if !self.analysis.poll() {
            return;
        }
        // Node ids and the steps belong to one tree.
        self.classroom.forget();
        self.stepper.stop();
        let Some(analysis) = self.analysis.result().map(|(_, a)| Arc::clone(a)) else {
            return;
        };
        if let Some((path, was)) = self.fold_anchor.take()
            && let Some(id) = analysis.tree.find(&path)
        {
            let now = self.tree_camera.to_screen(analysis.layout.position(id));
            self.tree_camera.pan_by(was - now);
        }
        let shown = (analysis.key.game.clone(), analysis.coins());
        if self.fitted_for.as_ref() != Some(&shown) {
            self.tree_camera.request_fit();
            self.dag_camera.request_fit();
            if self.selection.state.is_some_and(|s| s > shown.1) {
                self.selection = Selection::default();
            }
            self.fitted_for = Some(shown);
        }
    }

    fn inputs_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(strings.coins);
            ui.add(
                egui::TextEdit::singleline(&mut self.inputs.coins)
                    .char_limit(MAX_COINS_CHARS)
                    .desired_width(60.0)
                    .id_salt("coins"),
            )
            .labelled_by(label.id);
            ui.add_space(8.0);
            let label = ui.label(strings.takes);
            ui.add(
                egui::TextEdit::singleline(&mut self.inputs.takes)
                    .char_limit(MAX_TAKES_CHARS)
                    .desired_width(110.0)
                    .id_salt("takes"),
            )
            .labelled_by(label.id);
            ui.add_space(8.0);
            ui.label(strings.rule);
            for rule in Rule::ALL {
                ui.selectable_value(&mut self.inputs.rule, rule, strings.rule(rule))
                    .on_hover_text(strings.rule_hint(rule));
            }
            ui.add_space(8.0);
            if ui
                .button(strings.seed_lesson)
                .on_hover_text(strings.seed_lesson_hint)
                .clicked()
            {
                self.inputs.seed_lesson();
            }
            if let Some(progress) = self.analysis.progress()
                && widgets::job_ui(ui, progress, strings)
            {
                self.analysis.cancel();
            }
        });
        for error in [self.inputs.coins().err(), self.inputs.moves().err()]
            .into_iter()
            .flatten()
        {
            ui.colored_label(style::LOSE, strings.input_error(&error));
        }
        widgets::stopped_ui(ui, self.analysis.stopped(), strings);
        ui.horizontal_wrapped(|ui| {
            for (view, name) in [
                (TreeView::Recursive, strings.view_recursive),
                (TreeView::DynamicProgramming, strings.view_dp),
                (TreeView::Formula, strings.view_formula),
                (TreeView::Growth, strings.view_growth),
                (TreeView::Play, strings.view_play),
            ] {
                ui.selectable_value(&mut self.inputs.view, view, RichText::new(name).strong());
            }
            ui.separator();
            match self.inputs.view {
                TreeView::Recursive => {
                    ui.radio_value(
                        &mut self.inputs.evaluation,
                        Evaluation::Full,
                        strings.evaluate_all,
                    );
                    ui.radio_value(
                        &mut self.inputs.evaluation,
                        Evaluation::ShortCircuit,
                        strings.evaluate_short_circuit,
                    )
                    .on_hover_text(strings.evaluate_short_circuit_hint);
                    if ui.button(strings.fit_to_view).clicked() {
                        self.tree_camera.request_fit();
                    }
                }
                TreeView::DynamicProgramming => {
                    if ui.button(strings.fit_to_view).clicked() {
                        self.dag_camera.request_fit();
                    }
                }
                TreeView::Formula | TreeView::Growth => {}
                TreeView::Play => {
                    ui.weak(strings.view_play_hint);
                }
            }
            self.export_ui(ui, strings);
        });
    }

    /// When the results on show do not answer the inputs as typed (invalid, or still being
    /// computed), says which input they do answer, so nobody reads them as the new answer.
    fn stale_ui(&self, ui: &mut Ui, analysis: &Analysis, strings: &Strings) {
        let shown = (analysis.key.game.clone(), analysis.coins());
        let template = match self.inputs.game() {
            None => strings.stale_invalid,
            Some(wanted) if wanted != shown => strings.stale_computing,
            Some(_) => return,
        };
        let game = &analysis.key.game;
        let text = fill(
            template,
            &[
                &strings.coin_count(analysis.coins()),
                &brief_set(&game.moves, strings.takes_in_all),
                &strings.rule(game.rule),
            ],
        );
        ui.colored_label(style::LOSE, RichText::new(text).strong());
    }

    fn counters_ui(&self, ui: &mut Ui, analysis: &Analysis, strings: &Strings) {
        let counts = &analysis.counts;
        ui.horizontal_wrapped(|ui| {
            let outcome = analysis.solution.outcome(analysis.coins());
            let value = if self.classroom.is_hidden(nimlab_core::games::view_tree::NodeId(0)) {
                "?"
            } else {
                strings.outcome(outcome)
            };
            widgets::counter(ui, strings.state, &format!("{} → {value}", analysis.coins()));
            let big = |ui: &mut Ui, label: &str, value: &num_bigint::BigUint| {
                numbers::big_counter(ui, label, value, strings);
            };
            big(ui, strings.nodes, &counts.nodes);
            widgets::counter(ui, strings.distinct_states, &counts.distinct_states.to_string());
            big(ui, strings.repeated_nodes, &counts.repeated_nodes);
            big(ui, strings.short_circuit_nodes, &counts.short_circuit_nodes);
            widgets::counter(ui, strings.nodes_on_show, &analysis.tree.nodes.len().to_string());
        });
    }

    fn tree_legend_ui(&self, ui: &mut Ui, strings: &Strings) {
        ui.horizontal_wrapped(|ui| {
            widgets::legend_swatch(ui, style::state_color(3), strings.legend_repeated);
            widgets::legend_swatch(ui, style::WINNING_EDGE, strings.legend_winning_edge);
            if self.inputs.evaluation == Evaluation::ShortCircuit {
                widgets::legend_swatch(ui, style::faded(style::EDGE), strings.legend_not_visited);
            }
            ui.weak(strings.canvas_hint);
        });
    }

    fn selection_ui(&mut self, ui: &mut Ui, analysis: &Analysis, strings: &Strings) -> Option<ViewEvent> {
        if self.classroom.on {
            self.classroom.controls_ui(ui, strings);
            let node = self
                .selection
                .node
                .as_deref()
                .and_then(|path| analysis.tree.find(path));
            match node {
                Some(id) if self.classroom.revealed().is_some() => {
                    self.classroom.ask_ui(ui, analysis, id, strings);
                    return None;
                }
                None if self.classroom.revealed().is_some() => {
                    ui.label(RichText::new(strings.classroom_pick).size(18.0));
                    return None;
                }
                _ => {}
            }
        }
        if self.inputs.view == TreeView::Recursive
            && let Some(done) = self.stepper.done()
        {
            Self::call_stack_ui(
                ui,
                analysis,
                analysis.trace(self.inputs.evaluation),
                done,
                strings,
            );
        }
        ui.heading(strings.selected);
        let mut event = None;
        if !self.folds.is_empty() && ui.button(strings.reset_folds).clicked() {
            event = Some(ViewEvent::ResetFolds);
        }
        let Some(coins) = self.selection.state.filter(|&c| c <= analysis.coins()) else {
            ui.weak(strings.none_selected);
            return event;
        };
        let outcome = analysis.solution.outcome(coins);
        ui.label(RichText::new(strings.coin_count(coins)).size(20.0).strong());
        ui.colored_label(
            style::outcome_color(outcome),
            RichText::new(strings.outcome(outcome)).size(18.0).strong(),
        );
        let moves = analysis.solution.winning_moves(coins);
        let moves = if moves.is_empty() {
            strings.no_winning_take.to_owned()
        } else {
            moves.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        };
        ui.label(format!("{}: {moves}", strings.winning_takes));
        let occurrences = analysis.occurrences_of(coins);
        ui.label(if *occurrences == 1u32.into() {
            strings.occurs_once.to_owned()
        } else {
            fill(strings.occurrences, &[&numbers::abbreviate(occurrences)])
        });
        let size = numbers::abbreviate(analysis.subtree_sizes.of(coins));
        ui.label(fill(strings.subtree_size, &[&coins, &strings.node_count(&size)]));

        let node = self
            .selection
            .node
            .as_deref()
            .and_then(|path| analysis.tree.find(path));
        if let Some(id) = node {
            ui.separator();
            ui.label(node_label(analysis, id, strings));
            let node = analysis.tree.node(id);
            let fold_button = if node.collapsed {
                Some(strings.expand_subtree)
            } else if node.children.is_empty() {
                None
            } else {
                Some(strings.collapse_subtree)
            };
            if let Some(text) = fold_button
                && ui.button(text).clicked()
            {
                event = Some(ViewEvent::ToggleFold(analysis.tree.path(id)));
            }
        }
        event
    }
}
