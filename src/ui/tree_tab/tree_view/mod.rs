//! The recursive view: the game tree as naive recursion walks it, with every repeated state in
//! its own colour and a ×k badge, winning takes highlighted, and (in short-circuit mode) the
//! branches the coin-game article's `GetCoinCount` never visits greyed out.
//!
//! Painting culls everything off-screen; when nodes are smaller than a few pixels the whole
//! picture is one mesh of plain quads, with nodes that land on the same pixel drawn once.
//! `canvas.rs` holds what one frame knows, `detail.rs` and `overview.rs` paint it close up and
//! zoomed out, and `node_widget.rs` gives nodes their widgets and accessible names;
//! `marks.rs` holds the marks every tree of the tab draws alike (value badge, fold stub, greying).

mod canvas;
mod detail;
pub(super) mod marks;
mod node_widget;
mod overview;

use std::collections::HashSet;

use egui::{Rect, Sense, Ui};

use crate::i18n::Strings;
use crate::ui::camera::{Camera, Fitted, Stretch};
use crate::ui::style;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Trace;
use nimlab_core::games::view_tree::NodeId;

use super::event::TreeEvent;
use crate::work::shown_tree::ShownTree;
use canvas::TreeCanvas;
use nimlab_model::tabs::tree::selection::Selection;

pub use node_widget::node_label;

/// Nodes at least this big on screen get their own widget, so clicks, tooltips, tests and
/// screen readers can find them by label.
const WIDGET_MIN_RADIUS: f32 = 6.0;

/// The newest step's node is ringed at least this large on screen, and gets a widget of at
/// least this radius, however far the view is zoomed out.
const CURRENT_MIN_RADIUS: f32 = 9.0;

/// While stepping, the view follows the newest call with nodes at least this big on screen: big
/// enough for their coins and the takes on their edges.
const STEP_RADIUS: f32 = style::LABEL_MIN_RADIUS;

/// What the lesson tools lay over the tree.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlay<'a> {
    /// The step-through: the trace and the steps taken. Nodes not yet called are ghosts,
    /// running ones wait for their value, and the newest step is ringed.
    pub step: Option<(&'a Trace, usize)>,
    /// Classroom mode: only these nodes show their value; the others show '?'.
    pub revealed: Option<&'a HashSet<NodeId>>,
    /// The step changed since the last frame: zoom to the newest call at a readable size and
    /// bring it and its caller on screen.
    pub follow: bool,
}

/// Draws the tree filling `ui` and returns what the user did.
pub fn tree_view_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    camera: &mut Camera,
    selection: &Selection,
    evaluation: Evaluation,
    overlay: Overlay<'_>,
    strings: &Strings,
) -> Option<TreeEvent> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let rect = response.rect;
    let layout = &analysis.layout;
    let fitted = camera.fit_if_needed(
        layout.bounds.expand(style::NODE_RADIUS * 2.0),
        rect,
        70.0,
        Stretch::ToFill,
    );
    camera.handle_input(ui, &response);
    // A resize refits the whole tree; while stepping, the view goes back to the current call.
    if (overlay.follow || fitted == Fitted::Resized)
        && let Some((trace, done)) = overlay.step
        && let Some(step) = trace.last(done)
    {
        // The lesson follows the recursion at a size the class can read: zoomed in until nodes
        // show their coins and takes (a whole 13-coin tree fitted to a projector is dots), with
        // the newest call and the call that made it both on screen.
        let id = step.node();
        camera.zoom_to_at_least(
            STEP_RADIUS / style::NODE_RADIUS,
            camera.to_screen(layout.position(id)),
        );
        let parent = analysis.tree.node(id).parent.unwrap_or(id);
        let (at, caller) = (layout.position(id), layout.position(parent));
        let span = camera.to_screen(caller) - camera.to_screen(at);
        let room = rect.shrink(40.0);
        if span.x.abs() <= room.width() && span.y.abs() <= room.height() {
            camera.pan_to_show_all(Rect::from_two_pos(at, caller), rect, 40.0);
        } else {
            // Too far apart to show both: the call, with its caller held at the edge (below).
            camera.pan_to_show(at, rect, 40.0);
        }
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
        // High in a big tree a call and its caller are thousands of points apart at a size the
        // class can read: the caller is held at the canvas's edge, on the edge between them.
        if let Some(current) = canvas.current()
            && let Some(caller) = analysis.tree.node(current).parent
        {
            let room = rect.shrink(canvas.radius * 1.6 + 4.0);
            let (from, to) = (canvas.screen(current), canvas.screen(caller));
            if !room.contains(to) && room.contains(from) {
                let at = from + (to - from) * exit(room, from, to);
                canvas.paint_node_at(caller, at, strings);
                let tag = response.id.with("caller");
                event = event.or(canvas.node_widget_at(ui, tag, caller, at, strings));
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

/// How far along the segment from `from` (inside `room`) to `to` it leaves `room`, from 0 to 1.
fn exit(room: Rect, from: egui::Pos2, to: egui::Pos2) -> f32 {
    let d = to - from;
    let along = |start: f32, delta: f32, low: f32, high: f32| {
        if delta > 0.0 {
            (high - start) / delta
        } else if delta < 0.0 {
            (low - start) / delta
        } else {
            1.0
        }
    };
    along(from.x, d.x, room.min.x, room.max.x)
        .min(along(from.y, d.y, room.min.y, room.max.y))
        .clamp(0.0, 1.0)
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

fn node_event(analysis: &ShownTree, id: NodeId, click: Click) -> TreeEvent {
    let path = analysis.tree.path(id);
    match click {
        Click::Double => TreeEvent::ToggleFold(path),
        Click::Single => TreeEvent::SelectNode {
            path,
            coins: analysis.tree.node(id).coins,
        },
    }
}
