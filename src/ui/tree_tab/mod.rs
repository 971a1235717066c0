//! The game-tree tab: the coin-game article's game as a recursive tree, as a DP table and DAG,
//! and as a closed formula, three linked views of one game. Selecting a state in one view
//! highlights it in the others.
//!
//! [`TreeTab`] is the tab's model, with one owner per piece of state: the inputs, the analysis
//! job and its result, the tree the folds leave of it (derived on the spot, so a fold never
//! reruns the analysis), the selection, the folds, the cameras, the step-through, Play, classroom
//! mode and export. Panels and views draw from it and return a [`TreeEvent`]; `TreeTab::apply`
//! (in `event.rs`) is the one place that changes the model in answer, and the one place the tab
//! asks the shell for something (an export); Play's moves pass through it too, and so do the
//! step-through's buttons and every key (`keys.rs`, the lesson path in `lesson.rs`); only the
//! step-through's running clock moves its position while drawing.
//!
//! Above them a choice of game: the coin game, or heaps of a game (`heaps`), which owns its own
//! job, cameras and selection and draws the heaps' recursive tree or DAG in place of the coin
//! game's views.

mod answers;
mod bar;
mod cameras;
mod classroom;
mod code_panel;
mod dp_view;
mod event;
mod export;
mod formula_view;
mod growth_view;
mod heaps;
mod keys;
mod lesson;
mod panels;
mod play_view;
mod quiz;
mod side_panel;
mod status;
mod step_state;
mod step_through;
mod stepper;
mod tree_view;
mod views;

use std::sync::Arc;

use egui::{RichText, Ui};

pub use event::{PlayEvent, TreeEvent};
pub use nimlab_model::tabs::tree::inputs::{
    DEFAULT_COINS, MAX_COINS_CHARS, MAX_TAKES_CHARS, TreeInputs, TreeView,
};
pub use tree_view::{Overlay, node_label, tree_view_ui};

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::forgotten::Forgotten;
use crate::ui::shell_action::ShellAction;
use crate::ui::tab::{Apply as _, Remember, TabPanel};
use crate::work::shown_tree::ShownTree;
use crate::work::tree_analysis::{Analysis, AnalysisKey};
use cameras::Cameras;
use classroom::TreeClassroom;
use code_panel::CodeSource;
use export::Export;
use nimlab_core::games::play::CoinMatch;
use nimlab_core::games::view_tree::{NodeId, NodePath};
use nimlab_model::tabs::tree::folds::Folds;
use nimlab_model::tabs::tree::heaps::TreeGameKind;
use nimlab_model::tabs::tree::progress::SavedTreeProgress;
use nimlab_model::tabs::tree::selection::Selection;
use play_view::PlayPanel;
use side_panel::SidePanel;
use status::RootValue;
use step_through::StepThrough;

/// The game-tree tab: its model, one owner per piece of state.
#[derive(Default)]
pub struct TreeTab {
    /// What the user typed and chose, persisted by the shell; the input rows edit it in place.
    pub inputs: TreeInputs,
    /// What is selected, shared by the views.
    pub selection: Selection,
    /// The user's collapse/expand choices for the current game and pile.
    folds: Folds,
    /// The analysis of the inputs' game and pile, computed off the UI thread, and the newest
    /// result.
    analysis: Latest<AnalysisKey, Analysis>,
    /// The newest analysis with the tree its folds leave on show: what the views draw.
    shown: Option<Arc<ShownTree>>,
    /// The canvases' cameras.
    cameras: Cameras,
    step_through: StepThrough,
    play: PlayPanel,
    classroom: TreeClassroom,
    export: Export,
    /// Heaps of a game, drawn as their DAG, beside the coin game's views.
    heaps: heaps::HeapsMode,
    /// What the last run remembered but could not be brought back, for the shell to name.
    forgotten: Vec<Forgotten>,
}

impl TreeTab {
    /// The tab with remembered inputs, bounded like typed ones.
    pub fn new(inputs: TreeInputs) -> Self {
        Self {
            inputs: inputs.sanitized(),
            ..Self::default()
        }
    }

    /// The analysis on show with the tree its folds leave, if one has finished.
    pub fn analysis(&self) -> Option<&ShownTree> {
        self.shown.as_deref()
    }

    /// The game against the computer, if one was started.
    pub fn play_game(&self) -> Option<&CoinMatch> {
        self.play.game()
    }

    /// The part of the window Export PNG captures (the view, as drawn last frame).
    pub fn export_region(&self) -> Option<egui::Rect> {
        self.export.view_rect
    }

    /// Steps taken in the step-through, if it is on.
    pub fn steps_done(&self) -> Option<usize> {
        self.step_through.done()
    }

    /// Collapses an expanded node or expands a collapsed one.
    pub fn toggle_fold(&mut self, path: NodePath) {
        let Some(analysis) = self.shown.as_deref() else {
            return;
        };
        let Some(id) = analysis.tree.find(&path) else {
            return;
        };
        let Some(fold) = analysis.tree.fold_toggle(id) else {
            return;
        };
        self.cameras.anchor(analysis, id, path.clone());
        self.folds.set(path, fold);
    }

    /// Makes the folds and the selected node follow the inputs (a new game or pile forgets
    /// them: their paths belonged to the old tree), then says which analysis the inputs ask for.
    fn follow_inputs(&mut self) -> Option<AnalysisKey> {
        let wanted = self.inputs.game()?;
        if self.folds.belong_to(&wanted) {
            self.selection.node = None;
        }
        let (game, coins) = wanted;
        Some(AnalysisKey { game, coins })
    }

    /// The game's rows: the choice of game, coins, takes and rule, then the views and their
    /// controls.
    fn game_rows_ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        let mut action = None;
        heaps::kind_row_ui(ui, &mut self.inputs.kind, strings);
        let inputs = bar::inputs_row_ui(ui, &mut self.inputs, &self.analysis, strings);
        self.apply_each(ui.ctx(), inputs, &mut action);
        let export = self.shown.is_some().then_some(&mut self.export);
        let values_hidden = self.classroom.revealed().is_some();
        let views = bar::views_row_ui(ui, &mut self.inputs, export, values_hidden, strings);
        self.apply_each(ui.ctx(), views, &mut action);
        action
    }

    fn start_job_if_needed(&mut self, ctx: &egui::Context) {
        let Some(key) = self.follow_inputs() else { return };
        let ctx = ctx.clone();
        self.analysis.want(key, move || ctx.request_repaint());
    }

    /// The tree on show `shown` is the one the user's folds ask of its analysis: they belong
    /// to another game or pile (and wait for its analysis), or they are the folds it was built
    /// with.
    fn shows_the_folds(&self, shown: &ShownTree) -> bool {
        let key = &shown.analysis.key;
        !self.folds.belong_to_pile(&key.game, key.coins) || self.folds.are(&shown.folds)
    }

    /// Takes a finished analysis, or the folds' new tree over the one on show: node ids and
    /// steps belonged to the old tree, and a new game or pile refits the views and drops a
    /// selected position past the pile.
    fn poll_job(&mut self) {
        let arrived = self.analysis.poll();
        let Some((_, analysis)) = self.analysis.result() else {
            if arrived {
                self.classroom.forget();
                self.shown = None;
                self.step_through.stop();
            }
            return;
        };
        // Asked every frame: answered without listing the folds unless a tree is to be built.
        let same = self
            .shown
            .as_ref()
            .filter(|shown| Arc::ptr_eq(&shown.analysis, analysis));
        if same.is_some_and(|shown| self.shows_the_folds(shown)) {
            return;
        }
        // Folds made for another game or pile wait for its analysis (the tree on show kept the
        // folds it was built with, above); a new analysis starts with none.
        let key = &analysis.key;
        let folds = if self.folds.belong_to_pile(&key.game, key.coins) {
            self.folds.sorted()
        } else {
            Vec::new()
        };
        self.classroom.forget();
        let shown = Arc::new(ShownTree::new(Arc::clone(analysis), folds));
        let analysis = self.shown.insert(shown);
        self.classroom.map_back(analysis);
        if !self.step_through.new_tree(analysis) {
            self.forgotten.push(Forgotten::StepThrough);
        }
        if self.cameras.show(analysis) && self.selection.state.is_some_and(|s| s > analysis.coins()) {
            self.selection = Selection::default();
        }
    }
}

/// What the tab keeps between runs: its inputs and its progress.
impl Remember for TreeTab {
    type Saved = (TreeInputs, SavedTreeProgress);

    /// The tab as the last run left it: `inputs` bounded like typed ones, then `progress`
    /// rebuilt for them (folds, the step-through once its analysis comes, Play's game replayed
    /// take by take). What does not fit them is dropped and named (`take_forgotten`).
    fn restore((inputs, progress): Self::Saved) -> Self {
        let mut tab = Self::new(inputs);
        let progress = progress.sanitized();
        tab.restore_view(&progress);
        let current = tab.inputs.game();
        if let Some(game) = &current {
            tab.folds.restore(game.clone(), progress.folds);
        }
        if let Some(done) = progress.steps {
            match tab.follow_inputs() {
                Some(key) => {
                    let (view, evaluation) = (tab.inputs.view, tab.inputs.evaluation);
                    tab.step_through.remember(done, key, view, evaluation);
                }
                None => tab.forgotten.push(Forgotten::StepThrough),
            }
        }
        if let Some(done) = progress.heap_steps {
            tab.heaps.remember_steps(done, &tab.inputs.heaps);
        }
        let (play, kept) = PlayPanel::restored(progress.play, current.as_ref());
        tab.play = play;
        if !kept {
            tab.forgotten.push(Forgotten::TreeGame);
        }
        tab
    }

    fn saved(&self) -> Self::Saved {
        (self.inputs.clone(), self.progress())
    }
}

impl TabPanel for TreeTab {
    /// Draws the tab; returns an export the user asked for.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        if self.inputs.kind == TreeGameKind::Heaps {
            // The coin game's keys, job and views wait untouched until the user comes back.
            self.heaps_keys(ui.ctx());
            heaps::kind_row_ui(ui, &mut self.inputs.kind, strings);
            return self.heaps.ui(ui, &mut self.inputs, self.classroom.on, strings);
        }
        self.poll_job();
        // Measured before the rows take their share: a short tab folds what is secondary.
        let stepping = self.step_through.done().is_some();
        let tab_room = status::Room::of(ui.available_height(), stepping);
        // The rows' events apply at once, so a Cancel or a Fit shows in this very frame.
        let mut action = None;
        // The keys first, before a focused button takes the Space.
        let keys = self.key_events(ui.ctx());
        self.apply_each(ui.ctx(), keys, &mut action);
        // Stepping through the lesson in a short tab, the game's rows fold under one line that
        // names the game and the view, so the tree and its code keep the room.
        let folded_title = self
            .analysis()
            .filter(|_| stepping && tab_room == status::Room::Short)
            .map(|analysis| bar::folded_title(analysis, self.inputs.view, strings));
        if let Some(title) = folded_title {
            let rows = egui::CollapsingHeader::new(RichText::new(title).strong())
                .id_salt("tree_game_rows")
                .default_open(false)
                .show(ui, |ui| self.game_rows_ui(ui, strings));
            action = rows.body_returned.flatten().or(action);
        } else {
            action = self.game_rows_ui(ui, strings).or(action);
        }
        bar::errors_ui(ui, &self.inputs, &self.analysis, strings);
        self.close_answered_question();
        let quiz = self.classroom.quiz_row_ui(ui, strings);
        self.apply_each(ui.ctx(), quiz, &mut action);
        self.start_job_if_needed(ui.ctx());
        ui.separator();
        let Some(analysis) = self.shown.clone() else {
            // Nothing to show yet: a spinner while the first analysis runs; with invalid inputs
            // (restored so) nothing runs, and the errors above say what to fix.
            if self.analysis.is_running() {
                ui.centered_and_justified(Ui::spinner);
            }
            return action;
        };
        status::stale_ui(ui, &analysis, self.inputs.game(), strings);
        let root = if self.classroom.is_hidden(NodeId(0)) {
            RootValue::Hidden
        } else {
            RootValue::Shown
        };
        let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
        let legend = (view == TreeView::Recursive).then_some(evaluation);
        status::counters_in_room_ui(ui, (&analysis, root), tab_room, legend, strings);
        let step = self.step_through.ui(ui, &analysis, view, evaluation, strings);
        self.apply_each(ui.ctx(), step.map(TreeEvent::Step), &mut action);
        ui.separator();
        let mut panel_event = None;
        if view != TreeView::Play {
            let panel = SidePanel {
                analysis: &analysis,
                selection: &self.selection,
                view,
                evaluation,
                steps: self.step_through.done(),
                has_folds: !self.folds.is_empty(),
            };
            // The coin-game article's code beside the tree or the table while stepping, outside
            // what Export PNG captures.
            let hidden = self.classroom.hidden_states(&analysis);
            let code = self.step_through.done().map(|done| CodeSource {
                analysis: &analysis,
                view,
                evaluation,
                done,
                classroom: &self.classroom,
                hidden: &hidden,
            });
            let panels = (panel, &self.classroom);
            panel_event = panels::panels_ui(ui, panels, code, &mut self.inputs.show_code, strings);
        }
        let event = self.view_ui(ui, &analysis, tab_room, strings).or(panel_event);
        self.apply_each(ui.ctx(), event, &mut action);
        action
    }

    /// Classroom mode (the shell's switch): values hidden until the class answers.
    fn set_classroom(&mut self, on: bool) {
        if self.classroom.on != on {
            self.classroom.on = on;
            self.classroom.forget();
        }
    }

    fn hidden_answers(&self, strings: &Strings) -> Vec<String> {
        self.presenter_answers(strings)
    }

    /// The analysis on show belongs to the current inputs (or the inputs are invalid, so there is
    /// nothing new to compute), its tree to the current folds, and no background job is running.
    fn is_up_to_date(&self) -> bool {
        if self.inputs.kind == TreeGameKind::Heaps {
            return self.heaps.is_up_to_date(&self.inputs.heaps);
        }
        let current = self.analysis().map(|a| (a.key.game.clone(), a.key.coins));
        let folded = self.analysis().is_none_or(|shown| self.shows_the_folds(shown));
        self.analysis.is_idle() && folded && (self.inputs.game().is_none() || current == self.inputs.game())
    }

    fn take_forgotten(&mut self) -> Vec<Forgotten> {
        std::mem::take(&mut self.forgotten)
    }
}
