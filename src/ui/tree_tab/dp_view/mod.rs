//! The dynamic-programming view: every state exactly once, as a DAG laid out in a row from the
//! start down to 0 (winning takes arc above, the others below), next to seed 000's table of
//! `win` and `solution[s]` per state.

use egui::epaint::QuadraticBezierShape;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2, vec2};

use crate::i18n::Strings;
use crate::ui::camera::{Camera, Stretch};
use crate::ui::copy::copy_button;
use crate::ui::{style, widgets};

mod table;

use super::classroom::HiddenStates;
use super::event::TreeEvent;
use super::selection::Selection;
use crate::work::tree_analysis::Analysis;

/// State radius in DAG world units (states are one unit apart).
const STATE_RADIUS: f32 = 0.32;

/// Draws the DAG and the table. With `filled` (the step-through), only the first `filled` states
/// are computed so far, bottom-up from 0, and the newest is ringed in both. States in `hidden`
/// (classroom mode) show neither their value nor their winning takes.
pub fn dp_view_ui(
    ui: &mut Ui,
    analysis: &Analysis,
    camera: &mut Camera,
    selection: &Selection,
    filled: Option<u32>,
    hidden: &HiddenStates,
    strings: &Strings,
) -> Option<TreeEvent> {
    let fill_state = Fill { filled, hidden };
    let mut event = None;
    // A share of what is left beside the selection panel, so the DAG keeps room.
    widgets::right_panel(ui, "dp_table", 0.5, 330.0).show(ui, |ui| {
        ui.heading(strings.tree.dp_table_title);
        // Not while classroom mode hides a value: the text would give them all away.
        if !hidden.any() {
            ui.horizontal(|ui| {
                copy_button(ui, strings, || table::table_text(analysis, strings));
            });
        }
        event = table::table_ui(ui, analysis, selection, fill_state, strings);
    });
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

/// The world position of a state: the start on the left, 0 on the right.
fn state_position(analysis: &Analysis, coins: u32) -> Pos2 {
    pos2((analysis.coins() - coins) as f32, 0.0)
}

fn dag_ui(
    ui: &mut Ui,
    analysis: &Analysis,
    camera: &mut Camera,
    selection: &Selection,
    filled: Fill<'_>,
    strings: &Strings,
) -> Option<TreeEvent> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let rect = response.rect;
    let largest = analysis.key.game.moves.largest().min(analysis.coins()).max(1) as f32;
    let world = Rect::from_min_max(
        pos2(-0.5, -0.55 * largest - 0.5),
        pos2(analysis.coins() as f32 + 0.5, 0.55 * largest + 0.5),
    );
    camera.fit_if_needed(world, rect, 90.0, Stretch::Never);
    camera.handle_input(ui, &response);
    let visible = camera.visible_world(rect);
    let scale = camera.scale();
    let radius = STATE_RADIUS * scale;
    let solution = &analysis.solution;

    painter.extend(dag_edges(analysis, camera, visible, filled));

    let mut event = None;
    for coins in 0..=analysis.coins() {
        let world_at = state_position(analysis, coins);
        if !visible.expand(1.0).contains(world_at) {
            continue;
        }
        let centre = camera.to_screen(world_at);
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
        let x = camera.to_world(pointer).x.round();
        if (0.0..=analysis.coins() as f32).contains(&x) {
            event = Some(TreeEvent::SelectState(analysis.coins() - x as u32));
        }
    }
    paint_hint(ui, &painter, rect, response.id, strings);
    event
}

/// The canvas's hint at its lower left, wrapped to the canvas, which is narrow beside the table
/// in a small window. The DAG has nothing to fold, so its hint offers no fold.
fn paint_hint(ui: &Ui, painter: &egui::Painter, rect: Rect, canvas: egui::Id, strings: &Strings) {
    let hint = painter.layout(
        strings.tree.dp_canvas_hint.to_owned(),
        FontId::proportional(12.0),
        ui.visuals().weak_text_color(),
        (rect.width() - 16.0).max(40.0),
    );
    let at = rect.left_bottom() + vec2(8.0, -8.0 - hint.size().y);
    // Painted, so it is named for screen readers (and tests) by a widget of its own.
    let hint_rect = Rect::from_min_size(at, hint.size());
    ui.interact(hint_rect, canvas.with("hint"), Sense::hover())
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, strings.tree.dp_canvas_hint));
    painter.galley(at, hint, ui.visuals().weak_text_color());
}

/// Each take from each computed state, as an arc whose height grows with the take (winning
/// takes above, the others below).
fn dag_edges(analysis: &Analysis, camera: &Camera, visible: Rect, filled: Fill<'_>) -> Vec<Shape> {
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
            let points = [from, control, to].map(|p| camera.to_screen(p));
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
