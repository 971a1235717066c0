//! The dynamic-programming view: every state exactly once, as a DAG laid out from the start down
//! to 0 (winning takes arc to one side, the others to the other) along the canvas's long side,
//! with the coin-game article's table of `win` and `solution[s]` per state, as wide as its
//! columns, beside it; where the room beside the table would be taller than wide (a small
//! window, a projector at 800×600) the table goes under the DAG, which runs along the width.

use egui::epaint::QuadraticBezierShape;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2, vec2};

use crate::i18n::Strings;
use crate::ui::camera::{Camera, Stretch};
use crate::ui::copy::copy_button;
use crate::ui::layout::{self, Side};
use crate::ui::{style, widgets};

mod table;

use super::classroom::HiddenStates;
use super::event::TreeEvent;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::selection::Selection;

/// State radius in DAG world units (states are one unit apart).
const STATE_RADIUS: f32 = 0.32;

/// Where states are far enough apart, their discs grow to at least this radius on screen, so
/// their numbers show however the DAG is zoomed or squeezed.
const NUMBERED_RADIUS: f32 = 9.0;

/// The narrowest strip the DAG keeps beside the table: room for it standing upright.
const DAG_MIN_WIDTH: f32 = 140.0;

/// The largest scale a fit gives the DAG, in points per state: a short game's few states stay
/// a readable size rather than filling the canvas.
const FIT_MAX_SCALE: f32 = 90.0;

/// How the DAG runs on its canvas: along a row (the start at the left), or, on a canvas taller
/// than wide, down a column (the start at the top), so that it gets the canvas's long side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    Row,
    Column,
}

impl Orientation {
    /// The long side of `canvas` carries the states.
    fn of(canvas: Rect) -> Self {
        if canvas.height() > canvas.width() {
            Self::Column
        } else {
            Self::Row
        }
    }

    /// A point of the DAG's own plan (x along the states, y across) in world coordinates.
    fn place(self, plan: Pos2) -> Pos2 {
        match self {
            Self::Row => plan,
            Self::Column => pos2(plan.y, plan.x),
        }
    }

    /// A world rectangle in the DAG's own plan (the same swap, its own inverse).
    fn plan(self, world: Rect) -> Rect {
        Rect::from_two_pos(self.place(world.min), self.place(world.max))
    }
}

/// Draws the DAG and the table. With `filled` (the step-through), only the first `filled` states
/// are computed so far, bottom-up from 0, and the newest is ringed in both. States in `hidden`
/// (classroom mode) show neither their value nor their winning takes.
pub fn dp_view_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    camera: &mut Camera,
    selection: &Selection,
    filled: Option<u32>,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let fill_state = Fill { filled, hidden };
    // The table as wide as its columns, so none is cut, as long as the DAG keeps a strip beside
    // it (where it stands upright); the teacher may still drag the edge.
    let available = ui.available_size();
    let widest = (available.x - DAG_MIN_WIDTH).max(available.x * 0.5).max(160.0);
    let wanted = table::width(ui, analysis).min(widest);
    let table = |ui: &mut Ui| {
        ui.heading(strings.tree.dp_table_title);
        // Not while classroom mode hides a value: the text would give them all away.
        if !hidden.any() {
            ui.horizontal(|ui| {
                copy_button(ui, strings, || table::table_text(analysis, strings));
            });
        }
        table::table_ui(ui, analysis, selection, fill_state, strings)
    };
    let event = if available.y > available.x - wanted {
        // Beside the table the DAG would stand in a strip taller than wide, a thin column (a
        // small window, a projector at 800×600): it runs along the whole width instead, as high
        // as it needs, with the table under it.
        let dag_height = row_height(analysis, available.x).min(available.y * 0.5);
        let table_height = available.y - dag_height;
        egui::Panel::bottom("dp_table_under")
            .resizable(true)
            .default_size(table_height)
            .size_range((available.y * 0.3)..=(available.y * 0.8))
            .show(ui, table)
            .inner
    } else {
        layout::side_panel(ui, "dp_table", Side::Right, |panel| {
            panel
                .resizable(true)
                .default_size(wanted)
                .min_size(wanted.min(widest))
                .max_size(widest)
        })
        .show(ui, table)
        .inner
    };
    match fill_state.newest() {
        Some(coins) => {
            let outcome = analysis.solution.outcome(coins);
            let (color, value) = if hidden.hides(coins) {
                (style::HIDDEN_VALUE, "?")
            } else {
                (style::outcome_color(outcome), strings.outcome(outcome))
            };
            ui.colored_label(
                color,
                egui::RichText::new((strings.tree.dp_fill)(coins, value)).strong(),
            );
        }
        None => {
            ui.label(strings.tree.dp_intro);
        }
    }
    event.or(dag_ui(ui, analysis, camera, selection, fill_state, strings))
}

/// What the view may show of each state: how far the bottom-up fill has got (`filled` is `None`
/// when the step-through is off: all filled), and which values classroom mode hides.
#[derive(Clone, Copy, Debug)]
struct Fill<'a> {
    filled: Option<u32>,
    hidden: &'a HiddenStates,
}

impl Fill<'_> {
    fn is_filled(self, coins: u32) -> bool {
        self.filled.is_none_or(|filled| coins < filled)
    }

    /// The state filled by the newest step.
    fn newest(self) -> Option<u32> {
        self.filled?.checked_sub(1)
    }

    /// The state's value and winning takes show: it is filled and classroom mode does not hide it.
    fn shows_value(self, coins: u32) -> bool {
        self.is_filled(coins) && !self.hidden.hides(coins)
    }

    /// Whether `take` from `coins` wins shows: it says the value of the position it leaves, so
    /// that one must show too.
    fn shows_take(self, coins: u32, take: u32) -> bool {
        self.shows_value(coins) && self.hidden.shows_all([coins - take])
    }
}

/// The height the DAG needs running along a canvas `width` points wide: its plan (the states a
/// unit apart, the arcs' lift) at the scale that fits the width, with the fit's margins, the
/// line above and the hint under it.
fn row_height(analysis: &ShownTree, width: f32) -> f32 {
    let plan = dag_plan(analysis);
    let scale = ((width - 48.0) / plan.width()).clamp(1.0, FIT_MAX_SCALE);
    plan.height() * scale + 48.0 + 60.0
}

/// The DAG's plan: the states along x, a unit apart, and the arcs' lift across.
fn dag_plan(analysis: &ShownTree) -> Rect {
    let largest = analysis.key.game.moves.largest().min(analysis.coins()).max(1) as f32;
    // A quadratic arc reaches half its control point's lift: a quarter of the take.
    Rect::from_min_max(
        pos2(-0.5, -0.25 * largest - 0.5),
        pos2(analysis.coins() as f32 + 0.5, 0.25 * largest + 0.5),
    )
}

/// Where a state sits in the DAG's plan: the start first, 0 last.
fn state_position(analysis: &ShownTree, coins: u32) -> Pos2 {
    pos2((analysis.coins() - coins) as f32, 0.0)
}

fn dag_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    camera: &mut Camera,
    selection: &Selection,
    filled: Fill<'_>,
    strings: &Strings,
) -> Option<TreeEvent> {
    // The hint goes under the canvas, not over it: over it, it covered the last states.
    let hint = ui.painter().layout(
        strings.tree.dp_canvas_hint.to_owned(),
        FontId::proportional(12.0),
        ui.visuals().weak_text_color(),
        (ui.available_width() - 16.0).max(40.0),
    );
    let canvas = ui.available_size() - vec2(0.0, hint.size().y + 12.0);
    let (response, painter) = ui.allocate_painter(canvas.max(Vec2::splat(40.0)), Sense::click_and_drag());
    let rect = response.rect;
    let orientation = aim(ui, camera, &response, analysis);
    let visible = orientation.plan(camera.visible_world(rect));
    let scale = camera.scale();
    // Grown to carry its number where neighbours leave room, never into them.
    let radius = (STATE_RADIUS * scale).max((0.45 * scale).min(NUMBERED_RADIUS));
    let solution = &analysis.solution;
    let to_screen = |plan: Pos2| camera.to_screen(orientation.place(plan));

    painter.extend(dag_edges(analysis, visible, filled, &to_screen));

    let mut event = None;
    for coins in 0..=analysis.coins() {
        let plan_at = state_position(analysis, coins);
        if !visible.expand(1.0).contains(plan_at) {
            continue;
        }
        let centre = to_screen(plan_at);
        let number = |color| {
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                coins.to_string(),
                FontId::proportional(radius * 0.9),
                color,
            );
        };
        if !filled.is_filled(coins) {
            painter.circle_stroke(
                centre,
                radius.max(1.5),
                Stroke::new(1.0, style::faded(style::EDGE)),
            );
            if radius >= style::DETAIL_MIN_RADIUS {
                number(style::faded(ui.visuals().text_color()));
                let label = (strings.tree.dp_not_filled)(coins);
                let rect = Rect::from_center_size(centre, Vec2::splat(radius * 2.0));
                let node = ui.interact(rect, response.id.with(coins), Sense::hover());
                node.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, false, &label));
            }
            continue;
        }
        if filled.newest() == Some(coins) {
            painter.circle_stroke(centre, radius * 1.4, Stroke::new(3.0, style::SELECTED));
        }
        let outcome = solution.outcome(coins);
        let reachable = analysis.occurrences_of(coins) > &0u32.into();
        let selected = selection.state == Some(coins);
        let shown = filled.shows_value(coins);
        let mut fill_color = if shown {
            style::outcome_color(outcome)
        } else {
            style::HIDDEN_VALUE
        };
        if !reachable {
            fill_color = style::faded(fill_color);
        }
        let outline = if selected {
            Stroke::new((radius * 0.25).clamp(2.0, 5.0), style::SELECTED)
        } else {
            Stroke::new(1.0, style::EDGE)
        };
        painter.circle(centre, radius.max(1.5), fill_color, outline);
        if radius >= style::DETAIL_MIN_RADIUS {
            number(Color32::WHITE);
            let value = if shown { strings.outcome(outcome) } else { "?" };
            let label = (strings.tree.dp_node_label)(coins, value);
            let node = ui.interact(
                Rect::from_center_size(centre, Vec2::splat(radius * 2.0)),
                response.id.with(coins),
                Sense::click(),
            );
            widgets::describe_selectable(&node, selected, &label);
            if node.clicked() {
                event = Some(TreeEvent::SelectState(coins));
            }
            node.on_hover_text(label);
        }
    }
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        // The swap is its own inverse: the world point in the DAG's plan.
        let x = orientation.place(camera.to_world(pointer)).x.round();
        if (0.0..=analysis.coins() as f32).contains(&x) {
            event = Some(TreeEvent::SelectState(analysis.coins() - x as u32));
        }
    }
    hint_ui(ui, hint, response.id, strings);
    event
}

/// Turns the DAG along the canvas's long side (fitting it afresh when it turns), fits it when
/// needed and takes the user's pan and zoom; returns the way it runs.
fn aim(ui: &Ui, camera: &mut Camera, response: &egui::Response, analysis: &ShownTree) -> Orientation {
    let orientation = Orientation::of(response.rect);
    let turned = response.id.with("orientation");
    let column = orientation == Orientation::Column;
    if ui.data(|data| data.get_temp::<bool>(turned)) != Some(column) {
        ui.data_mut(|data| data.insert_temp(turned, column));
        camera.request_fit();
    }
    let plan = dag_plan(analysis);
    camera.fit_if_needed(
        orientation.plan(plan),
        response.rect,
        FIT_MAX_SCALE,
        Stretch::Never,
    );
    camera.handle_input(ui, response);
    orientation
}

/// The canvas's hint under it, wrapped to the canvas, which is narrow beside the table in a small
/// window. The DAG has nothing to fold, so its hint offers no fold.
fn hint_ui(ui: &mut Ui, hint: std::sync::Arc<egui::Galley>, canvas: egui::Id, strings: &Strings) {
    let (rect, _) = ui.allocate_exact_size(hint.size() + vec2(16.0, 8.0), Sense::hover());
    let at = rect.min + vec2(8.0, 2.0);
    // Painted, so it is named for screen readers (and tests) by a widget of its own.
    let hint_rect = Rect::from_min_size(at, hint.size());
    ui.interact(hint_rect, canvas.with("hint"), Sense::hover())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, strings.tree.dp_canvas_hint));
    ui.painter().galley(at, hint, ui.visuals().weak_text_color());
}

/// Each take from each computed state, as an arc whose height grows with the take (winning
/// takes above, the others below), drawn through `to_screen` from the DAG's plan.
fn dag_edges(
    analysis: &ShownTree,
    visible: Rect,
    filled: Fill<'_>,
    to_screen: &dyn Fn(Pos2) -> Pos2,
) -> Vec<Shape> {
    let solution = &analysis.solution;
    let mut shapes = Vec::new();
    for coins in (0..=analysis.coins()).filter(|&coins| filled.is_filled(coins)) {
        for take in analysis.key.game.legal_moves(coins) {
            let (from, to) = (
                state_position(analysis, coins),
                state_position(analysis, coins - take),
            );
            if to.x < visible.min.x - 1.0 || from.x > visible.max.x + 1.0 {
                continue;
            }
            // A hidden state's takes all look alike, on one side: the arcs would tell its value.
            let winning = filled.shows_take(coins, take) && solution.is_winning_move(coins, take);
            let lift = if winning { -0.5 } else { 0.5 } * take as f32;
            let control = pos2(f32::midpoint(from.x, to.x), lift);
            let reachable = analysis.occurrences_of(coins) > &0u32.into();
            let mut color = if winning { style::WINNING_EDGE } else { style::EDGE };
            if !reachable {
                color = style::faded(color);
            }
            let width = if winning { 2.0 } else { 1.0 };
            let points = [from, control, to].map(to_screen);
            shapes.push(Shape::QuadraticBezier(QuadraticBezierShape::from_points_stroke(
                points,
                false,
                Color32::TRANSPARENT,
                Stroke::new(width, color),
            )));
        }
    }
    shapes
}
