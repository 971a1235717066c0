//! The tree tab's heaps of a game: the heaps and their game as typed, the positions they reach
//! (built by the `position-graph` work off the UI thread, newest input wins, with progress and
//! Cancel) drawn as the recursion's tree (`tree`, `tree_frame`, `tree_canvas`) or their DP DAG (`view`), and
//! the side panel that works the selected position's value out.
//!
//! While stepping (`steps`), the recursion walks the recursive view's tree one call or return at
//! a time: the tree marks what is running and returned, the DAG fills the positions worked out
//! (the DP's memo), and a panel beside either shows the code and the call stack (`steps_panel`).
//!
//! It sits beside the coin game's views and owns its own job, cameras, folds and selection, so
//! the coin game's state (keyed by a coin count) is left as it was when the user switches back;
//! the choice of view and of evaluation are the tab's own, shared with the coin game.

mod bar;
mod classroom;
mod export;
mod formula;
mod grundy_link;
mod panel;
mod quiz;
mod saved;
mod steps;
mod steps_panel;
mod tree;
mod tree_canvas;
mod tree_frame;
mod view;

use std::sync::Arc;

use egui::Ui;

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::camera::Camera;
use crate::ui::quiz::QuizPress;
use crate::ui::shell_action::ShellAction;
use crate::ui::widgets;
use nimlab_core::games::positions::PositionId;
use nimlab_model::geometry::positions::{MAX_LAID_OUT, PositionLayout};
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::heaps_formula::{GameReading, HeapsFormula, readings};
use nimlab_model::tabs::tree::inputs::{TreeInputs, TreeView};
use nimlab_model::work::position_graph::{PositionGraphKey, PositionGraphOutcome};

pub use bar::kind_row_ui;
use classroom::ClassroomAsk;

use super::stepper;

/// A built graph and its layout, laid out once when it arrives rather than every frame, with
/// its games' values as the Formula view reads them and the start worked out.
struct ShownGraph {
    key: PositionGraphKey,
    graph: Arc<PositionGraphOutcome>,
    layout: Option<PositionLayout>,
    formula: Option<(Vec<GameReading>, HeapsFormula)>,
}

/// The heaps mode's state: the job, what it last built, the DAG's camera, the recursive tree's
/// folds and camera, and the position the user selected (in either view or the side panel).
#[derive(Default)]
pub struct HeapsMode {
    job: Latest<PositionGraphKey, PositionGraphOutcome>,
    shown: Option<ShownGraph>,
    camera: Camera,
    tree: tree::HeapTree,
    selected: Option<PositionId>,
    /// The selected position worked out by the theorem, once per selection.
    selected_formula: Option<(PositionId, HeapsFormula)>,
    export: export::HeapsExport,
    steps: steps::HeapSteps,
    /// The user folded the step-through's code away.
    code_folded: bool,
    /// Classroom mode's positions revealed and last answer.
    classroom: classroom::HeapsClassroom,
}

impl HeapsMode {
    /// No job is running and what is on show belongs to `inputs` (or they are invalid).
    pub fn is_up_to_date(&self, inputs: &HeapInputs) -> bool {
        let on_show = self.shown.as_ref().map(|shown| &shown.key);
        self.job.is_idle() && inputs.key().ok().is_none_or(|key| on_show == Some(&key))
    }

    /// The step-through's position to remember, while it belongs to `inputs`' start.
    pub fn steps_saved(&self, inputs: &HeapInputs) -> Option<usize> {
        self.steps.saved(inputs.key().ok().as_ref())
    }

    /// The step-through's position from the last run, for `inputs`' start: it resumes there
    /// once that start's graph comes, and is dropped for any other.
    pub fn remember_steps(&mut self, done: usize, inputs: &HeapInputs) {
        if let Ok(key) = inputs.key() {
            self.steps.remember(done, key);
        }
    }

    /// The step-through's steps taken and its length, for the lesson path's keys: none while it
    /// is off, so `PageDown` goes on to the next view as it did before there were steps.
    pub fn steps_progress(&self) -> (Option<usize>, Option<usize>) {
        let total = self.steps.walk().map(|walk| walk.trace.len());
        match (self.steps.done(), total) {
            (Some(done), Some(total)) => (Some(done), Some(total)),
            _ => (None, None),
        }
    }

    /// A step-through command from the lesson path's keys.
    pub fn step(&mut self, command: stepper::StepCommand) {
        self.steps.apply(command);
    }

    /// The start's answers for the presenter's screen, once its graph is built.
    pub fn answers(&self, strings: &Strings) -> Vec<String> {
        let Some(shown) = &self.shown else {
            return Vec::new();
        };
        match (shown.graph.as_ref(), &shown.formula) {
            (Ok(graph), Some((readings, start))) => formula::start_answers(graph, readings, start, strings),
            _ => Vec::new(),
        }
    }

    /// Takes a finished graph: a new start is laid out afresh, fitted, and forgets the selection.
    fn poll(&mut self) {
        self.job.poll();
        let Some((key, graph)) = self.job.result() else {
            return;
        };
        if self
            .shown
            .as_ref()
            .is_some_and(|shown| Arc::ptr_eq(&shown.graph, graph))
        {
            return;
        }
        let layout = graph
            .as_ref()
            .as_ref()
            .ok()
            .map(|graph| PositionLayout::new(graph, MAX_LAID_OUT));
        let another_start = self.shown.is_some();
        let formula = graph.as_ref().as_ref().ok().map(|graph| {
            let readings = readings(graph);
            let start = HeapsFormula::at(graph, &readings, graph.root());
            (readings, start)
        });
        self.shown = Some(ShownGraph {
            key: key.clone(),
            graph: Arc::clone(graph),
            layout,
            formula,
        });
        self.selected = None;
        self.selected_formula = None;
        self.tree.forget();
        self.classroom.forget();
        if another_start {
            // A part of the picture a step kept was a part of the first start's.
            self.camera.fit_whole();
            self.tree.camera_mut().fit_whole();
        } else {
            self.camera.request_fit();
        }
        if let Ok(graph) = graph.as_ref() {
            self.classroom.map_back(graph);
        }
    }

    /// The zoom keys on the drawn view on show: `factor` scales it, none fits it (the formula
    /// is text, with nothing to zoom).
    pub fn zoom(&mut self, view: TreeView, factor: Option<f32>) {
        match (TreeGameKind::Heaps.shown(view), factor) {
            (TreeView::Recursive, Some(factor)) => self.tree.zoom(factor),
            (TreeView::Recursive, None) => self.tree.fit(),
            (TreeView::DynamicProgramming, Some(factor)) => self.camera.zoom_by(factor),
            (TreeView::DynamicProgramming, None) => self.camera.fit_whole(),
            _ => {}
        }
    }

    /// The heaps' inputs (a slip said in a line, the newest start asked of the job) and the
    /// views row; returns the view on show and whether what is drawn is another start's.
    fn rows_ui(&mut self, ui: &mut Ui, tab_inputs: &mut TreeInputs, strings: &Strings) -> (TreeView, bool) {
        let inputs = &mut tab_inputs.heaps;
        if bar::inputs_row_ui(ui, inputs, &self.job, strings) {
            self.job.cancel();
        }
        let wanted = inputs.key();
        if let Err(error) = &wanted {
            ui.colored_label(crate::ui::style::LOSE, error.said(strings));
        }
        widgets::stopped_ui(ui, self.job.stopped(), strings);
        let other_start = drawn_for_another_start(ui, self.shown.as_ref(), wanted.as_ref().ok(), strings);
        if let Ok(key) = wanted {
            let ctx = ui.ctx().clone();
            self.job.want(key, move || ctx.request_repaint());
        }
        let view = &mut tab_inputs.view;
        if bar::views_row_ui(ui, view, &mut tab_inputs.evaluation, strings) {
            self.camera.request_fit();
            self.tree.fit();
        }
        let view = TreeGameKind::Heaps.shown(*view);
        ui.separator();
        (view, other_start)
    }

    /// The heaps' rows, then the view on show (the recursive tree, the DAG, or the
    /// Sprague–Grundy formula; a view heaps do not have shows the DAG) and its side panel;
    /// `classroom_on`: classroom mode hides each position's value until the class answers it.
    #[expect(
        clippy::too_many_lines,
        reason = "one frame of the heaps' rows, quiz and views, in order"
    )]
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        tab_inputs: &mut TreeInputs,
        classroom_on: bool,
        strings: &Strings,
    ) -> Option<ShellAction> {
        self.poll();
        self.classroom.switch(classroom_on);
        let (view, other_start) = self.rows_ui(ui, tab_inputs, strings);
        if other_start {
            // Greyed, so the old start's tree is not read as the heaps typed; it stays
            // clickable, as the line above says whose it is.
            ui.multiply_opacity(OTHER_START_OPACITY);
        }
        let Some(shown) = &self.shown else {
            if self.job.is_running() {
                ui.centered_and_justified(Ui::spinner);
            }
            return None;
        };
        let graph = match shown.graph.as_ref() {
            Ok(graph) => graph,
            Err(refused) => {
                self.steps.forget();
                ui.colored_label(crate::ui::style::LOSE, strings.positions_error(refused));
                return None;
            }
        };
        // Every view writes a sum's positions game:size; the key says which game is which.
        if let Some(key) = strings.sum_key(graph.games()) {
            ui.weak(key);
        }
        let (readings, start) = shown.formula.as_ref()?;
        // The selected position worked out once per selection, for the formula and the panel.
        let selected = self.selected.map(|id| {
            let fresh = self.selected_formula.as_ref().is_some_and(|(at, _)| *at == id);
            if !fresh {
                self.selected_formula = Some((id, HeapsFormula::at(graph, readings, id)));
            }
            let (_, formula) = self.selected_formula.as_ref().expect("worked out above");
            (id, formula)
        });
        quiz::close_answered(&mut self.classroom, graph);
        let mut presses = quiz::keys(ui.ctx(), &self.classroom);
        presses.extend(self.classroom.quiz_row_ui(ui, strings));
        let hidden = self.classroom.hidden();
        let (asked, quiz_ask) = export_row_ui(ui, &mut self.export, &shown.key, &mut self.classroom, strings);
        let parts = (
            &mut self.classroom,
            &mut self.selected,
            &mut self.tree,
            &mut self.camera,
        );
        let built = (graph, shown.layout.as_ref());
        let quiz_action = quiz::press_all(presses.into_iter().chain(quiz_ask), parts, view, built);
        let evaluation = tab_inputs.evaluation;
        let request = asked.and_then(|ask| {
            let built = (&shown.key, graph);
            (self.export).request(ask, built, (view, evaluation), hidden.any())
        });
        // What the view is drawn in, for Export PNG.
        self.export.view_rect = Some(ui.available_rect_before_wrap());
        if view == TreeView::Formula {
            formula::formula_ui(ui, graph, readings, start, selected, &hidden, strings);
            return quiz_action.or(request.map(ShellAction::Export));
        }
        // One step-through for the tree and the DAG: the recursion over the recursive view's tree.
        let walked = self.tree.tree(graph);
        self.steps
            .ui(ui, (&shown.key, graph, walked), evaluation, strings);
        let named = selected.map(|(id, formula)| {
            grundy_link::SelectedSum::of(graph, id, (readings, formula), hidden.hides(id), strings)
        });
        let code_folded = &mut self.code_folded;
        let classroom = &self.classroom;
        let side =
            |ui: &mut Ui| panel::panel_ui(ui, graph, self.selected, named.as_ref(), classroom, strings);
        let steps_on = (graph, &self.steps, hidden.any());
        let (clicked, action, answered) =
            steps_panel::beside_side_panel(ui, steps_on, code_folded, strings, side);
        if let Some(ask) = answered {
            self.classroom.apply(ask);
        }
        // The panels took their side: the view is drawn in what is left.
        self.export.view_rect = Some(ui.available_rect_before_wrap());
        let picked = if view == TreeView::Recursive {
            let step = self.steps.walk().zip(self.steps.done());
            let step = step.map(|(walk, done)| (&walk.trace, done));
            self.tree
                .ui(ui, graph, self.selected, evaluation, &hidden, step, strings)
        } else if let Some(layout) = &shown.layout {
            let marks = self.steps.dag_marks(ui, strings);
            if layout.left_out > 0 {
                let cut = strings.position_dag.cut;
                ui.weak(cut(
                    layout.layers,
                    layout.nodes.len(),
                    graph.len(),
                    layout.left_out,
                ));
            }
            view::dag_ui(
                ui,
                graph,
                layout,
                &mut self.camera,
                (self.selected, marks.as_ref()),
                &hidden,
                strings,
            )
        } else {
            None
        };
        if let Some(id) = clicked.or(picked) {
            self.selected = Some(id);
        }
        quiz_action.or(action).or(request.map(ShellAction::Export))
    }
}

/// How strongly a view drawn for another start is faded.
const OTHER_START_OPACITY: f32 = 0.4;

/// While the view on show is not the start typed (the heaps above are refused, or theirs is
/// being built), says whose it is in one line, as the Grundy tab says whose values it shows
/// (drawing nothing would leave a half-typed start's tree under the error unexplained); returns
/// whether it said so.
fn drawn_for_another_start(
    ui: &mut Ui,
    shown: Option<&ShownGraph>,
    wanted: Option<&PositionGraphKey>,
    strings: &Strings,
) -> bool {
    let Some(shown) = shown.filter(|shown| shown.graph.is_ok()) else {
        return false;
    };
    if wanted == Some(&shown.key) {
        return false;
    }
    let start = strings.start_words(&shown.key.start);
    let rule = strings.rule(shown.key.rule);
    let words = strings.heap_tree;
    let said = match wanted {
        Some(_) => (words.drawn_previous)(&start, rule),
        None => (words.drawn_stale)(&start, rule),
    };
    ui.colored_label(crate::ui::style::LOSE, said);
    true
}

/// The export buttons and, in classroom mode, the quiz's Ask and Reveal all beside them (every
/// view offers them, the Formula too); returns the export asked for and Ask.
fn export_row_ui(
    ui: &mut Ui,
    export: &mut export::HeapsExport,
    start: &PositionGraphKey,
    classroom: &mut classroom::HeapsClassroom,
    strings: &Strings,
) -> (Option<export::HeapsExportAsk>, Option<QuizPress>) {
    let (asked, revealing) = ui
        .horizontal(|ui| {
            let asked = export::row_ui(ui, export, start, classroom.hidden().any(), strings);
            (asked, classroom.controls_ui(ui, strings))
        })
        .inner;
    match revealing {
        Some(ClassroomAsk::Quiz(press)) => return (asked, Some(press)),
        Some(ask) => classroom.apply(ask),
        None => {}
    }
    (asked, None)
}
