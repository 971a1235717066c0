//! The heaps' recursive tree on the canvas: each node a box holding its position and value, W/L
//! by the badge every tree of the tab draws (`tree_view::marks`), a repeated position in its own
//! colour with "×k" (how often it occurs in the full tree) over its corner, every node of the
//! selected position outlined, the winning moves heavier, and under short-circuit evaluation the
//! nodes the recursion never calls greyed. A collapsed node shows the stub of what it hides; the
//! +/− over a node's upper left folds it. A step-through's trace, when one runs, draws the calls
//! not made yet as ghosts and the running ones ringed, as the coin tree does.

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, vec2};

use super::super::tree_view::marks;
use super::tree_frame::{HeapTreeCanvas, NodeClick, count_words};
use crate::geometry::badge;
use crate::i18n::Strings;
use crate::ui::camera::Camera;
use crate::ui::{style, widgets};
use nimlab_core::games::trace::Progress;
use nimlab_core::games::view_tree::NodeId;

mod camera;

pub use camera::CameraAsk;

/// Half a box in world units: leaves are one unit apart, so neighbours keep a gap.
const HALF: Vec2 = vec2(0.44, 0.3);

/// From this many pixels per leaf a box holds its position in words, and shows its ×k and fold.
const WORDS_MIN_SCALE: f32 = 34.0;

/// From this many pixels per leaf the box is tall enough for the value under the position.
pub(super) const VALUE_MIN_SCALE: f32 = 50.0;

/// From this many pixels per leaf a node gets its own widget (accessible name, hover, click).
const WIDGET_MIN_SCALE: f32 = 8.0;

/// Draws the tree filling `ui`; returns the node clicked.
pub fn canvas_ui(
    ui: &mut Ui,
    canvas: &HeapTreeCanvas<'_>,
    (camera, ask): (&mut Camera, CameraAsk),
    strings: &Strings,
) -> Option<NodeClick> {
    let size = ui.available_size().max(Vec2::splat(40.0));
    let (response, painter) = ui.allocate_painter(size, Sense::click_and_drag());
    let name = strings.heap_tree.tree_canvas;
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
    camera::place(ui, canvas, (camera, ask), &response);
    let painter = painter.with_clip_rect(response.rect);
    let scale = camera.scale();
    let half = HALF * scale;
    let visible = camera
        .visible_world(response.rect)
        .expand2(HALF * 2.0 + vec2(0.0, 1.0));
    let on_show = |id: NodeId| visible.contains(canvas.layout.position(id));
    let ink = ui.visuals().text_color();
    let ids = || (0..canvas.tree.nodes.len() as u32).map(NodeId);
    paint_edges(
        &painter,
        canvas,
        camera,
        half,
        ids().skip(1).filter(|&id| on_show(id)),
    );
    let mut clicked = None;
    for id in ids().filter(|&id| on_show(id)) {
        let centre = camera.to_screen(canvas.layout.position(id));
        let rect = Rect::from_center_size(centre, half * 2.0);
        paint_node(&painter, canvas, id, rect, scale, ink, strings);
        if scale >= WIDGET_MIN_SCALE || id == NodeId(0) {
            clicked = node_widget(ui, response.id, canvas, id, rect, strings).or(clicked);
        }
        if scale >= WORDS_MIN_SCALE {
            clicked = fold_toggle_ui(ui, &painter, response.id, canvas, id, rect, strings).or(clicked);
        }
    }
    // Boxes too small for widgets: a click picks the nearest node.
    if clicked.is_none()
        && response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let at = camera.to_world(pointer);
        clicked = ids()
            .map(|id| (id, canvas.layout.position(id).distance_sq(at)))
            .filter(|&(_, distance)| distance <= HALF.x * HALF.x)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| NodeClick {
                node: id,
                toggle: canvas.tree.node(id).collapsed,
                select: true,
            });
    }
    clicked
}

/// Every edge with its child on show: the winning moves heavier once their value shows, the
/// moves not called yet as ghosts, the ones never called greyed.
fn paint_edges(
    painter: &egui::Painter,
    canvas: &HeapTreeCanvas<'_>,
    camera: &Camera,
    half: Vec2,
    children: impl Iterator<Item = NodeId>,
) {
    let mut shapes = Vec::new();
    for id in children {
        let node = canvas.tree.node(id);
        let Some(parent) = node.parent else { continue };
        let progress = canvas.progress(id);
        let fade = |color| {
            if canvas.is_dimmed(id) {
                style::faded(color)
            } else {
                color
            }
        };
        let stroke = if canvas.step.is_some() && progress == Progress::Waiting {
            Stroke::new(1.0, style::faded(style::EDGE))
        } else if node.winning_edge && shows_both(canvas, parent, id) && progress == Progress::Returned {
            Stroke::new((half.y * 0.2).clamp(2.0, 5.0), fade(style::WINNING_EDGE))
        } else {
            Stroke::new(1.0, fade(style::EDGE))
        };
        let from = camera.to_screen(canvas.layout.position(parent)) + vec2(0.0, half.y);
        let to = camera.to_screen(canvas.layout.position(id)) - vec2(0.0, half.y);
        shapes.push(egui::Shape::line_segment([from, to], stroke));
    }
    painter.extend(shapes);
}

/// Classroom mode shows the move from `parent` to `child` as winning only while neither end is
/// hidden: it says one is won and the other lost.
fn shows_both(canvas: &HeapTreeCanvas<'_>, parent: NodeId, child: NodeId) -> bool {
    let ends = [parent, child].map(|id| canvas.tree.node(id).position);
    canvas.hidden.shows_all(ends)
}

/// One node's box, words, badges and stub.
fn paint_node(
    painter: &egui::Painter,
    canvas: &HeapTreeCanvas<'_>,
    id: NodeId,
    rect: Rect,
    scale: f32,
    ink: Color32,
    strings: &Strings,
) {
    let node = canvas.tree.node(id);
    let position = node.position;
    let progress = canvas.progress(id);
    let dimmed = canvas.is_dimmed(id);
    let fade = |color| if dimmed { style::faded(color) } else { color };
    let font = (scale * 0.2).clamp(9.0, 16.0);
    let words = scale >= WORDS_MIN_SCALE;
    let text = canvas.graph.written(position);
    if progress == Progress::Waiting {
        // Not called yet: a ghost with no value.
        painter.rect_stroke(
            rect,
            4.0,
            Stroke::new(1.0, style::faded(style::EDGE)),
            StrokeKind::Middle,
        );
        if words {
            let faded = style::faded(ink);
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(font),
                faded,
            );
        }
        return;
    }
    if progress == Progress::Running {
        let ring = Stroke::new((rect.height() * 0.1).clamp(1.5, 3.0), style::RUNNING);
        painter.rect_stroke(rect.expand(rect.height() * 0.2), 6.0, ring, StrokeKind::Middle);
    }
    let repeated = canvas.is_repeated(position);
    let fill = if repeated {
        style::state_color(position.0)
    } else {
        style::UNIQUE_NODE
    };
    let outline = if canvas.selected == Some(position) {
        Stroke::new((rect.height() * 0.12).clamp(2.0, 4.0), style::SELECTED)
    } else {
        Stroke::new(1.0, fade(style::EDGE))
    };
    painter.rect(rect, 4.0, fade(fill), outline, StrokeKind::Middle);
    if words {
        let two_lines = scale >= VALUE_MIN_SCALE;
        let lift = if two_lines { font * 0.55 } else { 0.0 };
        let text_ink = fade(style::NODE_TEXT);
        painter.text(
            rect.center() - vec2(0.0, lift),
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(font),
            text_ink,
        );
        if two_lines {
            let value = if canvas.hidden.hides(position) || progress == Progress::Running {
                "?".to_owned()
            } else {
                super::view::value_words(canvas.graph, position, strings)
            };
            let at = rect.center() + vec2(0.0, font * 0.6);
            painter.text(
                at,
                Align2::CENTER_CENTER,
                value,
                FontId::proportional(font * 0.85),
                text_ink,
            );
        }
        paint_marks_around(painter, canvas, id, rect, (scale, font, ink), strings);
    }
    let shown = !canvas.hidden.hides(position) && progress == Progress::Returned;
    let value = shown.then(|| canvas.graph.outcome(position));
    let value_badge = badge::value_badge(rect.height() / 2.0);
    marks::paint_value_badge(
        painter,
        rect.right_bottom() - vec2(2.0, 2.0),
        value_badge,
        value,
        dimmed,
        strings,
    );
}

/// Around a node's box: "×k" over its upper right when its position repeats, and the stub of
/// what a collapsed node hides under it.
fn paint_marks_around(
    painter: &egui::Painter,
    canvas: &HeapTreeCanvas<'_>,
    id: NodeId,
    rect: Rect,
    (scale, font, ink): (f32, f32, Color32),
    strings: &Strings,
) {
    let node = canvas.tree.node(id);
    let position = node.position;
    let fade = |color| {
        if canvas.is_dimmed(id) {
            style::faded(color)
        } else {
            color
        }
    };
    let repeated = canvas.is_repeated(position);
    if repeated {
        let count = count_words(canvas.graph.occurrences(position));
        let at = rect.right_top() + vec2(0.0, -2.0);
        let small = FontId::proportional((font * 0.8).max(9.0));
        painter.text(
            at,
            Align2::RIGHT_BOTTOM,
            badge::repeat_text(&count),
            small,
            fade(ink),
        );
    }
    if node.collapsed {
        let below = count_words(&(canvas.graph.tree_size(position) - 1u32));
        let top = rect.center_bottom() + vec2(0.0, 3.0);
        let colors = (fade(style::EDGE), fade(ink));
        marks::paint_fold_stub(
            painter,
            top,
            rect.height() * 0.6,
            colors,
            ((strings.tree.hidden_nodes)(&below), scale * 0.95),
        );
    }
}

/// A widget over the node's box: its accessible name and hover text; a click selects its
/// position, and opens it when it is collapsed.
fn node_widget(
    ui: &mut Ui,
    canvas_id: egui::Id,
    canvas: &HeapTreeCanvas<'_>,
    id: NodeId,
    rect: Rect,
    strings: &Strings,
) -> Option<NodeClick> {
    let response = ui.interact(rect, canvas_id.with(("node", id.0)), Sense::click());
    let label = canvas.label(id, strings);
    let node = canvas.tree.node(id);
    widgets::describe_selectable(&response, canvas.selected == Some(node.position), &label);
    let clicked = response.clicked().then_some(NodeClick {
        node: id,
        toggle: node.collapsed,
        select: true,
    });
    response.on_hover_text(label);
    clicked
}

/// The +/− over the upper left of a node that has moves: it folds or unfolds the node.
fn fold_toggle_ui(
    ui: &mut Ui,
    painter: &egui::Painter,
    canvas_id: egui::Id,
    canvas: &HeapTreeCanvas<'_>,
    id: NodeId,
    rect: Rect,
    strings: &Strings,
) -> Option<NodeClick> {
    let node = canvas.tree.node(id);
    if !node.collapsed && node.children.is_empty() {
        return None;
    }
    // Above the box at its left, as the "×k" is at its right: clear of the neighbours' marks.
    let side = (rect.height() * 0.45).clamp(12.0, 16.0);
    let at = rect.left_top() + vec2(side / 2.0, -side / 2.0 - 1.0);
    let square = Rect::from_center_size(at, Vec2::splat(side));
    let response = ui.interact(square, canvas_id.with(("fold", id.0)), Sense::click());
    let position = canvas.graph.written(node.position);
    let (sign, label) = if node.collapsed {
        ("+", (strings.heap_tree.expand)(&position))
    } else {
        ("−", (strings.heap_tree.collapse)(&position))
    };
    let back = if response.hovered() {
        ui.visuals().widgets.hovered.bg_fill
    } else {
        ui.visuals().extreme_bg_color
    };
    painter.rect(
        square,
        3.0,
        back,
        Stroke::new(1.0, style::EDGE),
        StrokeKind::Middle,
    );
    let font = FontId::proportional(side * 0.8);
    painter.text(
        square.center(),
        Align2::CENTER_CENTER,
        sign,
        font,
        ui.visuals().text_color(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let clicked = response.clicked().then_some(NodeClick {
        node: id,
        toggle: true,
        select: false,
    });
    response.on_hover_text(label);
    clicked
}
