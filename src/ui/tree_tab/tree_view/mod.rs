//! The recursive view: the game tree as naive recursion walks it, with every repeated state in
//! its own colour and a ×k badge, winning takes highlighted, and (in short-circuit mode) the
//! branches seed 000's `GetCoinCount` never visits greyed out.
//!
//! Painting culls everything off-screen; when nodes are smaller than a few pixels the whole
//! picture is one mesh of plain quads, with nodes that land on the same pixel drawn once.
//! `canvas.rs` holds what one frame knows, `detail.rs` and `overview.rs` paint it close up and
//! zoomed out, and `node_widget.rs` gives nodes their widgets and accessible names.

mod canvas;
mod detail;
mod node_widget;
mod overview;

use std::collections::HashSet;

use egui::{Sense, Ui};

use crate::i18n::Strings;
use crate::ui::camera::{Camera, Stretch};
use crate::ui::style;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Trace;
use nimlab_core::games::view_tree::NodeId;

use super::event::TreeEvent;
use super::selection::Selection;
use crate::work::tree_analysis::Analysis;
use canvas::TreeCanvas;

pub use node_widget::node_label;

/// Nodes at least this big on screen get their own widget, so clicks, tooltips, tests and
/// screen readers can find them by label.
const WIDGET_MIN_RADIUS: f32 = 6.0;

/// The newest step's node is ringed at least this large on screen, and gets a widget of at
/// least this radius, however far the view is zoomed out.
const CURRENT_MIN_RADIUS: f32 = 9.0;

/// What the lesson tools lay over the tree.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlay<'a> {
    /// The step-through: the trace and the steps taken. Nodes not yet called are ghosts,
    /// running ones wait for their value, and the newest step is ringed.
    pub step: Option<(&'a Trace, usize)>,
    /// Classroom mode: only these nodes show their value; the others show '?'.
    pub revealed: Option<&'a HashSet<NodeId>>,
    /// The step changed since the last frame: pan to the newest call if it is off screen.
    pub follow: bool,
}

/// Draws the tree filling `ui` and returns what the user did.
pub fn tree_view_ui(
    ui: &mut Ui,
    analysis: &Analysis,
    camera: &mut Camera,
    selection: &Selection,
    evaluation: Evaluation,
    overlay: Overlay<'_>,
    strings: &Strings,
) -> Option<TreeEvent> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let rect = response.rect;
    let layout = &analysis.layout;
    camera.fit_if_needed(
        layout.bounds.expand(style::NODE_RADIUS * 2.0),
        rect,
        70.0,
        Stretch::ToFill,
    );
    camera.handle_input(ui, &response);
    if overlay.follow
        && let Some((trace, done)) = overlay.step
        && let Some(step) = trace.last(done)
    {
        // The lesson follows the recursion: the newest call stays in view at any zoom.
        camera.pan_to_show(layout.position(step.node()), rect, 40.0);
    }

    let canvas = TreeCanvas {
        analysis,
        camera,
        selection,
        selected_node: selection.node_in(&analysis.tree),
        evaluation,
        step: overlay.step,
        revealed: overlay.revealed,
        skipped_by: (evaluation == Evaluation::ShortCircuit && overlay.revealed.is_some())
            .then(|| canvas::skipped_by(analysis)),
        painter: &painter,
        visible: camera.visible_world(rect).expand(style::NODE_RADIUS * 2.0),
        radius: style::NODE_RADIUS * camera.scale(),
        ink: ui.visuals().text_color(),
    };
    let mut event = None;
    if canvas.radius < style::DETAIL_MIN_RADIUS {
        canvas.paint_overview(response.id);
        // Too small for widgets; the newest call still gets one, so it can be found and named.
        if let Some(id) = canvas.current() {
            event = canvas.node_widget(ui, response.id, id, strings);
        }
    } else {
        canvas.paint_edges();
        for id in canvas.visible_nodes() {
            canvas.paint_node(id, strings);
            if canvas.radius >= WIDGET_MIN_RADIUS || canvas.current() == Some(id) {
                event = event.or(canvas.node_widget(ui, response.id, id, strings));
            }
        }
    }
    // Clicks between widgets (or on nodes too small for widgets) pick the nearest node.
    if (response.clicked() || response.double_clicked())
        && let Some(pointer) = response.interact_pointer_pos()
        && let Some(id) = canvas.node_at(pointer)
    {
        event = Some(node_event(analysis, id, Click::of(&response)));
    }
    event
}

/// How a node was clicked: once selects it, twice folds or unfolds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Click {
    Single,
    Double,
}

impl Click {
    fn of(response: &egui::Response) -> Self {
        if response.double_clicked() {
            Self::Double
        } else {
            Self::Single
        }
    }
}

fn node_event(analysis: &Analysis, id: NodeId, click: Click) -> TreeEvent {
    let path = analysis.tree.path(id);
    match click {
        Click::Double => TreeEvent::ToggleFold(path),
        Click::Single => TreeEvent::SelectNode {
            path,
            coins: analysis.tree.node(id).coins,
        },
    }
}
