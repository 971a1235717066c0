//! The tree tab's heaps of a game: the heaps and their game as typed, the DAG of every position
//! they reach (built by the `position-graph` work off the UI thread, newest input wins, with
//! progress and Cancel), and the side panel that works the clicked position's value out.
//!
//! It sits beside the coin game's views and owns its own job, camera and selection, so the
//! coin game's state (keyed by a coin count) is left as it was when the user switches back.

mod bar;
mod export;
mod panel;
mod view;

use std::sync::Arc;

use egui::Ui;

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::camera::Camera;
use crate::ui::export::ExportRequest;
use crate::ui::widgets;
use nimlab_core::games::positions::PositionId;
use nimlab_model::geometry::positions::{MAX_LAID_OUT, PositionLayout};
use nimlab_model::tabs::tree::heaps::HeapInputs;
use nimlab_model::work::position_graph::{PositionGraphKey, PositionGraphOutcome};

pub use bar::kind_row_ui;

/// A built graph and its layout, laid out once when it arrives rather than every frame.
struct ShownGraph {
    key: PositionGraphKey,
    graph: Arc<PositionGraphOutcome>,
    layout: Option<PositionLayout>,
}

/// The heaps mode's state: the job, what it last built, the canvas's camera and the position
/// the user clicked.
#[derive(Default)]
pub struct HeapsMode {
    job: Latest<PositionGraphKey, PositionGraphOutcome>,
    shown: Option<ShownGraph>,
    camera: Camera,
    selected: Option<PositionId>,
    export: export::HeapsExport,
}

impl HeapsMode {
    /// No job is running and what is on show belongs to `inputs` (or they are invalid).
    pub fn is_up_to_date(&self, inputs: &HeapInputs) -> bool {
        let on_show = self.shown.as_ref().map(|shown| &shown.key);
        self.job.is_idle() && inputs.key().ok().is_none_or(|key| on_show == Some(&key))
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
        self.shown = Some(ShownGraph {
            key: key.clone(),
            graph: Arc::clone(graph),
            layout,
        });
        self.selected = None;
        self.camera.request_fit();
    }

    /// The heaps' rows, the DAG and its side panel; `hidden`: classroom mode hides the values.
    /// Returns an export the user asked for.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        inputs: &mut HeapInputs,
        hidden: bool,
        strings: &Strings,
    ) -> Option<ExportRequest> {
        self.poll();
        if bar::inputs_row_ui(ui, inputs, &self.job, strings) {
            self.job.cancel();
        }
        let wanted = inputs.key();
        if let Err(error) = &wanted {
            ui.colored_label(crate::ui::style::LOSE, error.said(strings));
        }
        widgets::stopped_ui(ui, self.job.stopped(), strings);
        if let Ok(key) = wanted {
            let ctx = ui.ctx().clone();
            self.job.want(key, move || ctx.request_repaint());
        }
        bar::views_row_ui(ui, strings);
        ui.separator();
        let Some(shown) = &self.shown else {
            if self.job.is_running() {
                ui.centered_and_justified(Ui::spinner);
            }
            return None;
        };
        let graph = match shown.graph.as_ref() {
            Ok(graph) => graph,
            Err(refused) => {
                ui.colored_label(crate::ui::style::LOSE, strings.positions_error(refused));
                return None;
            }
        };
        let asked = export::row_ui(ui, &mut self.export, hidden, strings);
        let request = asked.and_then(|ask| self.export.request(ask, &shown.key, graph, hidden));
        let Some(layout) = &shown.layout else {
            return request;
        };
        if layout.left_out > 0 {
            let cut = strings.position_dag.cut;
            ui.weak(cut(
                layout.layers,
                layout.nodes.len(),
                graph.len(),
                layout.left_out,
            ));
        }
        let clicked = panel::panel_ui(ui, graph, self.selected, hidden, strings);
        // What the view is drawn in, for Export PNG.
        self.export.view_rect = Some(ui.available_rect_before_wrap());
        let picked = view::dag_ui(
            ui,
            graph,
            layout,
            &mut self.camera,
            self.selected,
            hidden,
            strings,
        );
        if let Some(id) = clicked.or(picked) {
            self.selected = Some(id);
        }
        request
    }
}
