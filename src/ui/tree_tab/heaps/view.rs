//! The heaps' DP DAG on the canvas: the shared layout (`geometry::positions`: layers by tokens,
//! the start on top), each position a box holding it and its value, W/L by `geometry::badge`
//! at its corner, the winning moves' lines heavier. Pan and zoom as the coin game's canvases.
//! While stepping through the recursion, a position whose call returned is filled (the DP's
//! memo) and those on the call stack are outlined; a value shows once its call has returned.

use std::collections::HashMap;

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, vec2};

use super::super::classroom::HiddenStates;
use super::super::tree_view::marks;
use crate::geometry::badge;
use crate::i18n::Strings;
use crate::ui::camera::{Camera, Stretch};
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_model::geometry::positions::{PlacedPosition, PositionLayout};

use super::steps::Mark;

/// A box's size in world units (slots are one unit apart, layers [`ROW_GAP`]).
const BOX: Vec2 = vec2(0.9, 0.5);

/// Layers this far apart on the canvas: closer than the page's `LAYER_GAP`, since a deep DAG
/// (Nim 3,4,5 has 13 layers) must fit a window's height with boxes wide enough for words.
const ROW_GAP: f32 = 0.8;

/// Closer than this many pixels per slot, the boxes are too small to hold their words.
const WORDS_MIN_SCALE: f32 = 30.0;

/// From this many pixels per slot the boxes are tall enough for the value under the position.
const VALUE_MIN_SCALE: f32 = 56.0;

/// Where a laid-out node sits on the canvas's world: its slot across, its layer down.
fn world_at(node: &PlacedPosition) -> Pos2 {
    Pos2::new(node.at.x, node.layer as f32 * ROW_GAP)
}

/// Asks `camera` to bring position `id` to the middle of the DAG, at a size that shows its
/// value; nothing if the layout left it out.
pub fn centre_on(camera: &mut Camera, layout: &PositionLayout, id: PositionId) {
    if let Some(node) = layout.nodes.iter().find(|node| node.id == id) {
        camera.request_centre(world_at(node), VALUE_MIN_SCALE);
    }
}

/// "g = 2", or "m = 1" under misère.
pub fn value_words(graph: &PositionGraph, id: PositionId, strings: &Strings) -> String {
    let words = strings.position_dag;
    let value = graph.value(id);
    match graph.rule() {
        Rule::Normal => (words.grundy_value)(value),
        Rule::Misere => (words.misere_value)(value),
    }
}

/// A node's accessible name: its position and, unless `hidden`, W/L and its value.
pub fn node_label(graph: &PositionGraph, id: PositionId, hidden: bool, strings: &Strings) -> String {
    let value = if hidden {
        "?".to_owned()
    } else {
        let letter = strings.tree.outcome_letter(graph.outcome(id));
        format!("{letter}, {}", value_words(graph, id, strings))
    };
    (strings.heap_tree.node_label)(&graph.written(id), &value)
}

/// Draws the DAG, with the selection and the step-through's marks; returns the position clicked.
pub fn dag_ui(
    ui: &mut Ui,
    graph: &PositionGraph,
    layout: &PositionLayout,
    camera: &mut Camera,
    (selected, marks): (Option<PositionId>, Option<&HashMap<PositionId, Mark>>),
    hidden: &HiddenStates<PositionId>,
    strings: &Strings,
) -> Option<PositionId> {
    ui.weak(strings.heap_tree.canvas_hint);
    let size = ui.available_size().max(Vec2::splat(40.0));
    let (response, painter) = ui.allocate_painter(size, Sense::click_and_drag());
    let world = Rect::from_min_max(
        Pos2::new(layout.bounds.min.x, 0.0),
        Pos2::new(
            layout.bounds.max.x,
            layout.layers.saturating_sub(1) as f32 * ROW_GAP,
        ),
    )
    .expand2(BOX * 0.7);
    camera.fit_if_needed(world, response.rect, 160.0, Stretch::Never);
    camera.handle_input(ui, &response);
    let painter = painter.with_clip_rect(response.rect);
    let scale = camera.scale();
    let centre_of = |index: usize| camera.to_screen(world_at(&layout.nodes[index]));
    let half = BOX * scale / 2.0;
    // A winning move shows as one once both its ends' values are known (it says both): never
    // while classroom mode hides either, and while stepping only once the recursion has
    // worked them out.
    let known = |index: usize| {
        !hidden.hides(layout.nodes[index].id)
            && marks.is_none_or(|marks| {
                marks
                    .get(&layout.nodes[index].id)
                    .is_some_and(|mark| mark.returned)
            })
    };
    paint_edges(&painter, layout, &centre_of, half.y, &known);
    let visible = response.rect.expand(half.x.max(half.y));
    let mut picked = None;
    for (index, node) in layout.nodes.iter().enumerate() {
        let centre = centre_of(index);
        if !visible.contains(centre) {
            continue;
        }
        let id = node.id;
        let rect = Rect::from_center_size(centre, half * 2.0);
        let mark = marks.map(|marks| marks.get(&id).copied().unwrap_or_default());
        // While stepping, a value shows once the recursion has worked it out, as in the tree.
        let unknown = hidden.hides(id) || mark.is_some_and(|mark| !mark.returned);
        let outcome = (!unknown).then(|| graph.outcome(id));
        let (fill, outline) = box_look(ui, outcome, selected == Some(id), mark);
        painter.rect(rect, 4.0, fill, outline, StrokeKind::Middle);
        if scale >= WORDS_MIN_SCALE {
            let font = (scale * 0.22).clamp(8.0, 16.0);
            let two_lines = scale >= VALUE_MIN_SCALE;
            let lift = if two_lines { font * 0.55 } else { 0.0 };
            let ink = ui.visuals().text_color();
            let text_x = centre.x;
            painter.text(
                Pos2::new(text_x, centre.y - lift),
                Align2::CENTER_CENTER,
                graph.written(id),
                FontId::proportional(font),
                ink,
            );
            let value = if unknown {
                "?".to_owned()
            } else {
                value_words(graph, id, strings)
            };
            if two_lines {
                painter.text(
                    Pos2::new(text_x, centre.y + font * 0.6),
                    Align2::CENTER_CENTER,
                    value,
                    FontId::proportional(font * 0.85),
                    ink,
                );
            }
        }
        // At the box's lower right corner, as a tree node's badge sits at its disc's.
        marks::paint_value_badge(
            &painter,
            rect.right_bottom() - vec2(2.0, 2.0),
            badge::value_badge(half.y),
            outcome,
            false,
            strings,
        );
        let mut label = node_label(graph, id, unknown, strings);
        label.push_str(match mark {
            Some(Mark { running: true, .. }) => strings.tree.step_running,
            Some(Mark { returned: false, .. }) => strings.tree.step_waiting,
            _ => "",
        });
        let node = ui.interact(rect, response.id.with(id.0), Sense::click());
        widgets::describe_selectable(&node, selected == Some(id), &label);
        if node.clicked() {
            picked = Some(id);
        }
        node.on_hover_text(label);
    }
    picked
}

/// The moves' lines, from the bottom of a box to the top of the next; the other moves first,
/// so the winning ones whose position is `known` are drawn heavier over them.
fn paint_edges(
    painter: &egui::Painter,
    layout: &PositionLayout,
    centre_of: &dyn Fn(usize) -> Pos2,
    half_height: f32,
    known: &dyn Fn(usize) -> bool,
) {
    for heavy in [false, true] {
        let stroke = if heavy {
            Stroke::new(2.6, style::WINNING_EDGE)
        } else {
            Stroke::new(1.0, style::EDGE)
        };
        for edge in layout
            .edges
            .iter()
            .filter(|edge| (edge.winning && known(edge.from) && known(edge.to)) == heavy)
        {
            let (from, to) = (centre_of(edge.from), centre_of(edge.to));
            painter.line_segment(
                [from + vec2(0.0, half_height), to - vec2(0.0, half_height)],
                stroke,
            );
        }
    }
}

/// A box's fill and outline: outlined thick while selected or on the call stack (`mark`), filled
/// once its call has returned; `outcome` is `None` while classroom mode hides it.
fn box_look(
    ui: &Ui,
    outcome: Option<nimlab_core::games::Outcome>,
    selected: bool,
    mark: Option<Mark>,
) -> (Color32, Stroke) {
    let colour = outcome.map_or(style::HIDDEN_VALUE, style::outcome_color);
    let outline = if selected {
        Stroke::new(3.0, style::SELECTED)
    } else if mark.is_some_and(|mark| mark.running) {
        Stroke::new(4.0, style::RUNNING)
    } else {
        Stroke::new(1.5, colour)
    };
    let fill = if mark.is_some_and(|mark| mark.returned) {
        colour.gamma_multiply(0.35)
    } else {
        ui.visuals().extreme_bg_color
    };
    (fill, outline)
}
