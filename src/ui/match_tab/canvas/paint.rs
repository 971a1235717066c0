//! Painting the canvas: empty positions and the drop target, the sticks (those an answer moves in
//! vermillion and green), the tray with its sticks, and the stick in the hand or gliding home.

use egui::{Color32, Rect, Stroke, StrokeKind, Ui, pos2};

use super::labels::{Highlight, highlight};
use super::{CanvasEdit, CanvasState, RETURN_SECONDS, Scene, Source, Tray, screen_rect};
use crate::geometry::matchsticks::{STICK_WIDTH, Stick};
use crate::ui::camera::Camera;
use crate::ui::style;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::Slot;

impl Scene<'_> {
    pub(super) fn paint(&self, ui: &Ui, rect: Rect, state: &mut CanvasState, target: Option<CanvasEdit>) {
        let painter = ui.painter_at(rect);
        let empty = style::empty_position(ui.visuals().dark_mode);
        let camera = &self.camera;
        let px = |world: f32| world * camera.scale();
        let is_letter = |at: StickPosition| matches!(self.view.layout.slots[at.slot], Slot::Letter(_));
        // An empty position: a box, or a hairline for a diagonal (faint until a stick is in the
        // hand: crossing the bars, two diagonals at full strength made every sign an asterisk;
        // a Roman letter's four, fainter still, or every blank letter read as a scribble).
        let outline = |stick: Stick, letter: bool| {
            if stick.is_diagonal() {
                let faint = match (state.dragging.is_some(), letter) {
                    (true, _) => 1.0,
                    (false, false) => 0.35,
                    (false, true) => 0.15,
                };
                let ends = [camera.to_screen(stick.head), camera.to_screen(stick.tail)];
                painter.line_segment(ends, Stroke::new(1.0, empty.gamma_multiply(faint)));
            } else {
                let r = screen_rect(camera, stick.rect(0.0));
                painter.rect_stroke(r, px(0.08), Stroke::new(1.0, empty), StrokeKind::Inside);
            }
        };
        // Empty positions and the drop target.
        for at in self
            .geometry
            .positions(self.view.layout)
            .filter(|&at| !self.full(at))
        {
            let r = screen_rect(camera, self.stick(at).rect(0.0));
            let to = match target {
                Some(CanvasEdit::Move { to, .. } | CanvasEdit::FromTray(to)) => Some(to),
                _ => None,
            };
            if to == Some(at) && self.stick(at).is_diagonal() {
                // A leaning place is marked along its line: its box would cover the whole sign.
                let stick = self.stick(at);
                let ends = [camera.to_screen(stick.head), camera.to_screen(stick.tail)];
                let width = px(STICK_WIDTH + 0.1);
                painter.line_segment(ends, Stroke::new(width, style::DROP_TARGET.gamma_multiply(0.35)));
                painter.line_segment(ends, Stroke::new(2.0, style::DROP_TARGET));
            } else if to == Some(at) {
                painter.rect_filled(
                    r.expand(px(0.05)),
                    px(0.1),
                    style::DROP_TARGET.gamma_multiply(0.35),
                );
                painter.rect_stroke(
                    r,
                    px(0.08),
                    Stroke::new(2.0, style::DROP_TARGET),
                    StrokeKind::Outside,
                );
            } else if highlight(self.view, at) == Some(Highlight::Arrives) {
                paint_stick(&painter, camera, self.stick(at), style::ARRIVING, None);
            } else {
                outline(self.stick(at), is_letter(at));
            }
        }
        // Sticks in place; a lifted one leaves its outline behind.
        let lifted = match (state.dragging, state.returning) {
            (Some(Source::Position(at)), _) => Some(self.stick(at)),
            (None, Some(returning)) => Some(returning.home),
            _ => None,
        };
        for at in self
            .geometry
            .positions(self.view.layout)
            .filter(|&at| self.full(at))
        {
            let stick = self.stick(at);
            if lifted == Some(stick) {
                outline(stick, is_letter(at));
            } else {
                let leaves = highlight(self.view, at) == Some(Highlight::Leaves);
                paint_stick(
                    &painter,
                    camera,
                    stick,
                    if leaves { style::LEAVING } else { style::WOOD },
                    Some(style::MATCH_HEAD),
                );
            }
        }
        for (slot, _) in self
            .view
            .layout
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| s.positions() == 0)
        {
            for stick in self.geometry.equals_sticks(slot) {
                paint_stick(&painter, camera, stick, style::WOOD, Some(style::MATCH_HEAD));
            }
        }
        if let Some((kind, world_rect)) = self.tray {
            let is_target = matches!(target, Some(CanvasEdit::ToTray(_)));
            paint_tray(&painter, camera, kind, world_rect, is_target);
        }
        self.paint_moving(ui, &painter, state);
    }

    /// The stick in the hand, or gliding home.
    fn paint_moving(&self, ui: &Ui, painter: &egui::Painter, state: &mut CanvasState) {
        let moving = if let (Some(source), Some(point)) = (state.dragging, state.pointer) {
            let stick = match (source, self.tray) {
                (Source::Position(at), _) => self.stick(at),
                (Source::Tray, Some((_, r))) => tray_stick(r, 0),
                (Source::Tray, None) => return,
            };
            stick.centred_at(point)
        } else if let Some(returning) = state.returning {
            let t = ((ui.input(|i| i.time) - returning.started) / RETURN_SECONDS).clamp(0.0, 1.0) as f32;
            if t < 1.0 {
                ui.ctx().request_repaint();
            } else {
                state.returning = None;
            }
            let eased = 1.0 - (1.0 - t) * (1.0 - t);
            returning
                .home
                .centred_at(returning.released_at.lerp(returning.home.centre(), eased))
        } else {
            return;
        };
        paint_stick(
            painter,
            &self.camera,
            moving,
            style::WOOD,
            Some(style::MATCH_HEAD),
        );
    }
}

/// The `index`-th spare stick lying upright in the tray.
pub(super) fn tray_stick(tray: Rect, index: u32) -> Stick {
    let x = tray.min.x + 0.5 + index as f32 * 0.45;
    Stick {
        head: pos2(x, tray.min.y + 0.2),
        tail: pos2(x, tray.max.y - 0.2),
    }
}

fn paint_tray(painter: &egui::Painter, camera: &Camera, kind: Tray, tray: Rect, is_target: bool) {
    let r = screen_rect(camera, tray);
    let stroke = if is_target {
        Stroke::new(2.5, style::DROP_TARGET)
    } else {
        Stroke::new(
            1.0,
            style::empty_position(painter.ctx().global_style().visuals.dark_mode),
        )
    };
    painter.rect(r, 6.0, style::TRAY, stroke, StrokeKind::Inside);
    // Spare sticks and taken ones alike lie in the tray, so a removed stick visibly goes there.
    for index in 0..kind.sticks().min(12) {
        paint_stick(
            painter,
            camera,
            tray_stick(tray, index),
            style::WOOD,
            Some(style::MATCH_HEAD),
        );
    }
}

/// A wooden stick with a match head at `stick.head`.
fn paint_stick(painter: &egui::Painter, camera: &Camera, stick: Stick, fill: Color32, head: Option<Color32>) {
    if stick.is_diagonal() {
        // A diagonal of × or ÷: a thick segment, not its bounding box, with round
        // ends reaching half its width past them, as the upright and flat sticks' do.
        let thickness = STICK_WIDTH * camera.scale();
        let ends = [camera.to_screen(stick.head), camera.to_screen(stick.tail)];
        for (width, colour) in [(thickness + 2.0, style::WOOD_EDGE), (thickness, fill)] {
            painter.line_segment(ends, Stroke::new(width, colour));
            for end in ends {
                painter.circle_filled(end, width / 2.0, colour);
            }
        }
        if let Some(head) = head {
            let along = (stick.tail - stick.head).normalized() * STICK_WIDTH * 0.55;
            painter.circle_filled(camera.to_screen(stick.head + along), thickness * 0.62, head);
        }
        return;
    }
    let r = screen_rect(camera, stick.rect(0.0));
    let thickness = r.width().min(r.height());
    painter.rect(
        r,
        thickness / 2.0,
        fill,
        Stroke::new(1.0, style::WOOD_EDGE),
        StrokeKind::Inside,
    );
    if let Some(head) = head {
        let along = (stick.tail - stick.head).normalized() * STICK_WIDTH * 0.55;
        let centre = camera.to_screen(stick.head + along);
        painter.circle_filled(centre, thickness * 0.62, head);
    }
}
