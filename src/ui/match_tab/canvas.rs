//! The editor canvas: the layout drawn as matchsticks, sized to the window. A full position can be
//! dragged onto an empty one (the pointer snaps to the nearest empty position, which lights up);
//! a drop the puzzle refuses glides back. In design mode a click adds or removes a stick; add and
//! remove puzzles get a tray: it holds the spare sticks and every stick taken off the layout, and
//! a stick in it can be laid back. An answer chosen in the solver panel shows which sticks leave
//! (vermillion) and where they arrive (green).
//!
//! Every position is a widget with an accessible label ("the first number, segment b, full"), so
//! screen readers and the UI tests find it.

use egui::{Pos2, Rect, Sense, Ui, pos2, vec2};

mod labels;
mod paint;

pub use labels::{Highlight, stick_label};

use crate::geometry::matchsticks::{Geometry, STICK_WIDTH, Stick};
use crate::i18n::matchsticks::MatchStrings;
use crate::ui::camera::{Camera, Stretch};
use labels::{highlight, tray_label};
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_model::tabs::matchsticks::canvas_edit::CanvasEdit;
use paint::tray_stick;

/// The tray of an add or remove puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tray {
    /// Holds this many spare sticks to lay on the layout.
    Gives(u32),
    /// Takes the sticks dropped on it, and shows this many taken (remove puzzles).
    Takes(u32),
}

impl Tray {
    /// The sticks lying in the tray: a stick taken away lands here, and can be laid back.
    pub fn sticks(self) -> u32 {
        match self {
            Tray::Gives(sticks) | Tray::Takes(sticks) => sticks,
        }
    }
}

/// What to draw and which interactions are on.
pub struct CanvasView<'a> {
    /// The layout on show.
    pub layout: &'a Layout,
    /// An answer to highlight against `layout`.
    pub answer: Option<&'a Layout>,
    /// Clicks add and remove sticks.
    pub design: bool,
    /// The tray, in add and remove puzzles.
    pub tray: Option<Tray>,
    /// The positions a sign slot offers: 2 (+ and −), 3 (and a movable '='), 5 (and × and ÷).
    pub sign_positions: u32,
}

/// Where a dragged stick came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Position(StickPosition),
    Tray,
}

/// A refused stick on its way home.
#[derive(Clone, Copy, Debug)]
struct Returning {
    /// The stick at its home, in world units.
    home: Stick,
    /// Where it was let go, in world units.
    released_at: Pos2,
    started: f64,
}

/// What the canvas remembers between frames.
#[derive(Debug, Default)]
pub struct CanvasState {
    dragging: Option<Source>,
    returning: Option<Returning>,
    /// The last drop, until the tab has said whether it was legal.
    dropped: Option<Returning>,
    /// The pointer's last known place, in world units.
    pointer: Option<Pos2>,
}

impl CanvasState {
    /// The last drop was refused: its stick glides back home.
    pub fn send_back(&mut self) {
        self.returning = self.dropped.take();
    }
}

/// How long a refused stick takes to glide home, in seconds.
const RETURN_SECONDS: f64 = 0.25;
/// Largest scale: screen points per world unit, so a short equation does not fill a big window.
const MAX_SCALE: f32 = 110.0;
/// Extra hit area around each stick, in world units.
const HIT_MARGIN: f32 = 0.1;
/// The tray band below the row, in world units.
const TRAY_TOP: f32 = 2.7;
const TRAY_HEIGHT: f32 = 1.3;

fn screen_rect(camera: &Camera, world: Rect) -> Rect {
    Rect::from_two_pos(camera.to_screen(world.min), camera.to_screen(world.max))
}

fn tray_rect(geometry: &Geometry) -> Rect {
    let row = geometry.bounds();
    Rect::from_min_size(pos2(row.min.x, TRAY_TOP), vec2(row.width().max(4.0), TRAY_HEIGHT))
}

/// One frame's canvas: the view, its geometry and the fitted camera.
struct Scene<'a> {
    view: &'a CanvasView<'a>,
    geometry: Geometry,
    camera: Camera,
    /// The tray and its place, in world units.
    tray: Option<(Tray, Rect)>,
}

/// Draws the canvas in all the space left and returns what the user did this frame. If the tab
/// refuses a drop, it calls [`CanvasState::send_back`] and the stick glides home.
pub fn canvas_ui(
    ui: &mut Ui,
    state: &mut CanvasState,
    view: &CanvasView<'_>,
    strings: &MatchStrings,
) -> Option<CanvasEdit> {
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let geometry = Geometry::new(view.layout).with_sign_positions(view.sign_positions);
    let tray = view.tray.map(|tray| (tray, tray_rect(&geometry)));
    let world = tray.map_or(geometry.bounds(), |(_, r)| geometry.bounds().union(r));
    let mut camera = Camera::default();
    camera.fit_if_needed(world, rect, MAX_SCALE, Stretch::Never);
    let scene = Scene {
        view,
        geometry,
        camera,
        tray,
    };
    // Widgets first (so they carry labels and take input), painting after.
    let (released, clicked) = scene.interact(ui, state, strings);
    // Kept from the last frame that had one: the pointer may leave as the button is let go.
    if let Some(latest) = ui.ctx().pointer_latest_pos() {
        state.pointer = Some(scene.camera.to_world(latest));
    }
    let target = scene.target(state);
    let mut edit = clicked;
    if state.dragging.is_some() && (released || !ui.input(|i| i.pointer.any_down())) {
        edit = scene.drop(ui, state, target).or(edit);
    }
    scene.paint(ui, rect, state, target);
    edit
}

impl Scene<'_> {
    fn full(&self, at: StickPosition) -> bool {
        self.view.layout.slots[at.slot].sticks() >> at.bit & 1 == 1
    }

    fn stick(&self, at: StickPosition) -> Stick {
        self.geometry.stick(self.view.layout, at)
    }

    /// One widget per position and one for the tray; returns whether a drag ended and what a
    /// click asked for.
    fn interact(
        &self,
        ui: &Ui,
        state: &mut CanvasState,
        strings: &MatchStrings,
    ) -> (bool, Option<CanvasEdit>) {
        let mut released = false;
        let mut clicked = None;
        // Under the sticks, one area over the whole row: a press outside every stick's own
        // area (the lower half of a sign's upright, say) still finds the stick under it.
        let row = screen_rect(&self.camera, self.geometry.bounds());
        let response = ui.interact(row, ui.scope_id().with("sticks"), Sense::click_and_drag());
        self.take_press(ui, &response, None, state, &mut released, &mut clicked);
        for at in self.geometry.positions(self.view.layout) {
            let full = self.full(at);
            let rect = screen_rect(
                &self.camera,
                self.geometry.hit_rect(self.view.layout, at, HIT_MARGIN),
            );
            // Every position senses a drag: a press on an empty one may be on a full stick
            // that crosses it (the bars and diagonals of a sign).
            let sense = Sense::click_and_drag();
            let response = ui.interact(rect, ui.scope_id().with(("stick", at.slot, at.bit)), sense);
            let label = stick_label(strings, self.view.layout, at, full, highlight(self.view, at));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            self.take_press(ui, &response, Some(at), state, &mut released, &mut clicked);
        }
        if let Some((kind, world_rect)) = self.tray {
            let gives = kind.sticks() > 0;
            let sense = if gives { Sense::drag() } else { Sense::hover() };
            let rect = screen_rect(&self.camera, world_rect);
            let response = ui.interact(rect, ui.scope_id().with("tray"), sense);
            let label = tray_label(strings, kind);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.drag_started() && gives {
                state.dragging = Some(Source::Tray);
                state.returning = None;
            }
            released |= response.drag_stopped();
        }
        (released, clicked)
    }

    /// What a press on `response` (the area of the stick `own`, or the row's) does: the stick
    /// under the pointer where it was pressed (a drag starts once it has moved), whichever area
    /// took the press, is lifted, or in Design toggled — a stick drawn there before an empty
    /// place it crosses. Without a pointer (a screen reader's click) it is the area's own.
    fn take_press(
        &self,
        ui: &Ui,
        response: &egui::Response,
        own: Option<StickPosition>,
        state: &mut CanvasState,
        released: &mut bool,
        clicked: &mut Option<CanvasEdit>,
    ) {
        let origin = response.interact_pointer_pos().map(|latest| {
            if response.drag_started() {
                ui.input(|i| i.pointer.press_origin()).unwrap_or(latest)
            } else {
                latest
            }
        });
        let full = |at: StickPosition| self.full(at);
        let pressed = |reach: f32, wanted: &dyn Fn(StickPosition) -> bool| match origin {
            Some(screen) => {
                let point = self.camera.to_world(screen);
                self.geometry.under(self.view.layout, point, reach, wanted)
            }
            None => own.filter(|&at| wanted(at)),
        };
        let reach = STICK_WIDTH / 2.0 + HIT_MARGIN;
        if response.drag_started()
            && let Some(from) = pressed(reach, &full)
        {
            state.dragging = Some(Source::Position(from));
            state.returning = None;
        }
        *released |= response.drag_stopped();
        if response.clicked() && self.view.design {
            let on_a_stick = pressed(STICK_WIDTH / 2.0, &full);
            if let Some(at) = on_a_stick.or_else(|| pressed(reach, &|_| true)) {
                *clicked = Some(CanvasEdit::Toggle(at));
            }
        }
    }

    /// Where the dragged stick would land if let go now.
    fn target(&self, state: &CanvasState) -> Option<CanvasEdit> {
        let (source, point) = state.dragging.zip(state.pointer)?;
        let empty = |at: StickPosition| !self.full(at);
        match source {
            Source::Position(from) => {
                if matches!(self.tray, Some((Tray::Takes(_), r)) if r.contains(point)) {
                    Some(CanvasEdit::ToTray(from))
                } else {
                    // Its own place is a place to land too: let go there, it goes home.
                    let home = |at: StickPosition| at == from || empty(at);
                    let to = self.geometry.nearest(self.view.layout, point, home)?;
                    (to != from).then_some(CanvasEdit::Move { from, to })
                }
            }
            Source::Tray => self
                .geometry
                .nearest(self.view.layout, point, empty)
                .map(CanvasEdit::FromTray),
        }
    }

    /// The dragged stick is let go: onto a target (the tab decides), or nowhere (it glides back).
    fn drop(&self, ui: &Ui, state: &mut CanvasState, target: Option<CanvasEdit>) -> Option<CanvasEdit> {
        let home = match state.dragging.take()? {
            Source::Position(at) => Some(self.stick(at)),
            Source::Tray => self.tray.map(|(_, r)| tray_stick(r, 0)),
        };
        let flight = home.zip(state.pointer).map(|(home, released_at)| Returning {
            home,
            released_at,
            started: ui.input(|i| i.time),
        });
        // The layout may change: draw it again next frame.
        ui.ctx().request_repaint();
        if target.is_some() {
            state.dropped = flight;
        } else {
            state.returning = flight;
        }
        target
    }
}
