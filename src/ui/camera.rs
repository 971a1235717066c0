//! Pan and zoom for painted canvases: the one mapping from world coordinates (tree order and
//! depth, DAG positions) to screen points, and the input handling that changes it.
//!
//! A wide, shallow picture (the 13-coin tree is 2,000 leaves wide and 14 levels deep) would be a
//! thin line if both axes shared one scale, so the vertical scale never drops below the one that
//! made the content fill the canvas height when it was fitted:
//! `screen = translation + (x · scale, y · max(scale, min_vertical_scale))`. Zoomed in past that
//! point the mapping is uniform and shapes are true.
//!
//! A lesson's step and the remembered state keep the part of the picture on show
//! ([`Camera::saved`], a [`SavedCamera`] in the picture's own units); aimed back at it
//! ([`Camera::aim`]), the next fit shows that part on whatever canvas it has, and shows it again
//! when the canvas changes size, until the user or the app moves the view.

use egui::{Pos2, Rect, Response, Ui, Vec2, pos2, vec2};
use nimlab_model::tabs::saved_camera::SavedCamera;

/// The view of a canvas.
#[derive(Clone, Copy, Debug)]
pub struct Camera {
    translation: Vec2,
    scale: f32,
    min_vertical_scale: f32,
    /// Refit on the next frame (new content, or the Fit button).
    needs_fit: bool,
    /// The canvas rectangle at the last fit, to refit when the window resizes.
    fitted_to: Option<Rect>,
    /// The canvas as last drawn: the keys zoom around its centre.
    canvas: Option<Rect>,
    /// The part of the picture a step or the last run showed, for the fits to come.
    aimed: Option<Aimed>,
    /// The view is the plain fit of its picture: a step need not keep it.
    plain_fit: bool,
    /// A world point the app asked to bring to the middle of the canvas, and the scale it is
    /// zoomed in to at least, for the next frame.
    centre_request: Option<(Pos2, f32)>,
}

/// A part of the picture to show, and whether a fit has shown it yet.
#[derive(Clone, Copy, Debug)]
struct Aimed {
    part: SavedCamera,
    shown: bool,
}

impl Default for Camera {
    fn default() -> Self {
        Self {
            translation: Vec2::ZERO,
            scale: 1.0,
            min_vertical_scale: 0.0,
            needs_fit: true,
            fitted_to: None,
            canvas: None,
            aimed: None,
            plain_fit: false,
            centre_request: None,
        }
    }
}

/// Whether a frame fitted the camera to its content, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fitted {
    /// No fit: the view is as it was.
    No,
    /// A fit was asked for (new content, the Fit button).
    Asked,
    /// The canvas changed size under a view the app had placed.
    Resized,
    /// The part of the picture a step or the last run showed is on show again.
    Aimed,
}

/// Whether a fit may stretch the content vertically to fill the canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stretch {
    /// Keep shapes true at every zoom (arcs, circles that must stay round).
    Never,
    /// Let wide content fill the canvas height when zoomed out.
    ToFill,
}

impl Camera {
    /// Asks for a fit to the content on the next frame (to the part aimed at, if a step or the
    /// last run aimed the camera and no fit has shown it yet).
    pub fn request_fit(&mut self) {
        self.needs_fit = true;
    }

    /// Fits the whole picture on the next frame, whatever part a step aimed at (the Fit
    /// button, another game).
    pub fn fit_whole(&mut self) {
        self.aimed = None;
        self.needs_fit = true;
    }

    /// Aims the camera at `part` of its picture: the next fit shows it, the canvas's size
    /// whatever, and so does a resize after, until the view is moved.
    pub fn aim(&mut self, part: SavedCamera) {
        self.aimed = Some(Aimed { part, shown: false });
        self.needs_fit = true;
    }

    /// The part of the picture on show, for a step or the next run to show again: none while
    /// the view is the plain fit of its picture (the next fits it too) or was never drawn; the
    /// part aimed at while no fit has shown it yet.
    pub fn saved(&self) -> Option<SavedCamera> {
        if let Some(Aimed { part, shown: false }) = self.aimed {
            return Some(part);
        }
        let canvas = self.canvas.filter(|_| !self.plain_fit && !self.needs_fit)?;
        let shown = self.visible_world(canvas);
        let part = SavedCamera {
            centre: (shown.center().x, shown.center().y),
            span: (shown.width(), shown.height()),
        };
        part.sanitized()
    }

    /// Shows the part aimed at on `screen`: its centre in the middle, as large as the canvas
    /// allows the whole part to be (keeping the fit's least vertical scale).
    fn show_aimed(&mut self, part: SavedCamera, screen: Rect) {
        let (width, height) = part.span;
        let scale = (screen.width() / width).min(screen.height() / height);
        self.scale = scale.clamp(1e-4, 1e4);
        let centre = vec2(part.centre.0 * self.scale, part.centre.1 * self.vertical_scale());
        self.translation = screen.center().to_vec2() - centre;
        self.plain_fit = false;
    }

    /// Screen points per world unit, horizontally.
    pub fn scale(&self) -> f32 {
        self.scale
    }

    fn vertical_scale(&self) -> f32 {
        self.scale.max(self.min_vertical_scale)
    }

    /// Asks the next frame to bring `world` to the middle of the canvas, zoomed in until the
    /// scale is at least `min_scale` (never out): the app's own move, as the quiz's Ask puts the
    /// node it asks about in front of the class, readable, however the tree was zoomed.
    pub fn request_centre(&mut self, world: Pos2, min_scale: f32) {
        self.centre_request = Some((world, min_scale));
    }

    /// Fits `world` into `screen` if a fit was asked for, or if the camera was still fitted and
    /// the canvas changed size; says which. `max_scale` keeps small content from filling the
    /// window with giant nodes. Then a centre asked for ([`Camera::request_centre`]) is done, so
    /// every canvas that fits its camera honours it.
    pub fn fit_if_needed(&mut self, world: Rect, screen: Rect, max_scale: f32, stretch: Stretch) -> Fitted {
        let fitted = self.fit_when_needed(world, screen, max_scale, stretch);
        if let Some((at, min_scale)) = self.centre_request.take() {
            self.zoom_to_at_least(min_scale, self.to_screen(at));
            self.pan_by(screen.center() - self.to_screen(at));
        }
        fitted
    }

    fn fit_when_needed(&mut self, world: Rect, screen: Rect, max_scale: f32, stretch: Stretch) -> Fitted {
        self.canvas = Some(screen);
        let resized = self.fitted_to.is_some_and(|fitted| fitted != screen);
        let fitted = if self.needs_fit {
            Fitted::Asked
        } else if resized {
            Fitted::Resized
        } else {
            return Fitted::No;
        };
        let room = screen.shrink(24.0);
        let width_scale = room.width() / world.width().max(1e-3);
        let height_scale = room.height() / world.height().max(1e-3);
        self.scale = width_scale.min(height_scale).min(max_scale).max(1e-4);
        self.min_vertical_scale = match stretch {
            Stretch::Never => 0.0,
            Stretch::ToFill => height_scale.min(max_scale),
        };
        let centre = vec2(
            world.center().x * self.scale,
            world.center().y * self.vertical_scale(),
        );
        self.translation = room.center().to_vec2() - centre;
        self.needs_fit = false;
        self.fitted_to = Some(screen);
        self.plain_fit = true;
        match &mut self.aimed {
            Some(aimed) if fitted == Fitted::Resized || !aimed.shown => {
                aimed.shown = true;
                let part = aimed.part;
                self.show_aimed(part, screen);
                Fitted::Aimed
            }
            // A fit asked for after the part was shown (new content, Fit): the part is done with.
            Some(_) => {
                self.aimed = None;
                fitted
            }
            None => fitted,
        }
    }

    /// Pans on drag, zooms around the pointer on scroll or pinch.
    pub fn handle_input(&mut self, ui: &Ui, response: &Response) {
        let mut moved = false;
        if response.dragged() {
            self.translation += response.drag_delta();
            moved = true;
        }
        if response.hovered()
            && let Some(pointer) = ui.input(|i| i.pointer.hover_pos())
        {
            let (pinch, scroll) = ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta));
            let factor = pinch * (scroll.y * 0.003).exp();
            if (factor - 1.0).abs() > 1e-4 {
                self.zoom_around(factor, pointer);
                moved = true;
            }
        }
        if moved {
            // The user chose this view: keep it when the window resizes.
            self.fitted_to = None;
            self.moved();
        }
    }

    /// Scales the view by `factor`, keeping the world point under `screen_point` where it is.
    pub fn zoom_around(&mut self, factor: f32, screen_point: Pos2) {
        self.moved();
        let anchor = self.to_world(screen_point);
        self.scale = (self.scale * factor).clamp(1e-4, 1e4);
        let moved = vec2(anchor.x * self.scale, anchor.y * self.vertical_scale());
        self.translation = screen_point.to_vec2() - moved;
    }

    /// Scales the view by `factor` around the centre of the canvas as last drawn (the + and −
    /// keys); nothing before it was drawn.
    pub fn zoom_by(&mut self, factor: f32) {
        if let Some(canvas) = self.canvas {
            self.zoom_around(factor, canvas.center());
            // The user chose this view: keep it when the window resizes.
            self.fitted_to = None;
        }
    }

    /// Moves the view by `delta` screen points, zoom unchanged: the app's own move (following
    /// the step-through, keeping a folded node in place), so a resize still refits it; only
    /// the user's own pan or zoom keeps a view through a resize.
    pub fn pan_by(&mut self, delta: Vec2) {
        self.translation += delta;
        self.moved();
    }

    /// The view moved from the fit and from the part aimed at: a step keeps it as it is now.
    fn moved(&mut self) {
        self.plain_fit = false;
        if self.aimed.is_some_and(|aimed| aimed.shown) {
            self.aimed = None;
        }
    }

    /// Pans so that `world` is on screen, at least `margin` points inside `screen`: centred on it
    /// if it was outside, unmoved otherwise.
    pub fn pan_to_show(&mut self, world: Pos2, screen: Rect, margin: f32) {
        let at = self.to_screen(world);
        if !screen.shrink(margin).contains(at) {
            self.pan_by(screen.center() - at);
        }
    }

    /// Zooms in around `screen_point` until the horizontal scale is at least `min_scale`;
    /// unmoved if it already is. An app's own move, like [`Camera::pan_by`].
    pub fn zoom_to_at_least(&mut self, min_scale: f32, screen_point: Pos2) {
        if self.scale < min_scale {
            self.zoom_around(min_scale / self.scale, screen_point);
        }
    }

    /// Pans so that the world points of `world` are all on screen, at least `margin` points
    /// inside `screen`: centred on them if one was outside, unmoved otherwise.
    pub fn pan_to_show_all(&mut self, world: Rect, screen: Rect, margin: f32) {
        let shown = Rect::from_two_pos(self.to_screen(world.min), self.to_screen(world.max));
        if !screen.shrink(margin).contains_rect(shown) {
            self.pan_by(screen.center() - shown.center());
        }
    }

    /// Where a world point is drawn.
    pub fn to_screen(&self, world: Pos2) -> Pos2 {
        pos2(world.x * self.scale, world.y * self.vertical_scale()) + self.translation
    }

    /// The world point drawn at a screen point.
    pub fn to_world(&self, screen: Pos2) -> Pos2 {
        let shifted = screen - self.translation;
        pos2(shifted.x / self.scale, shifted.y / self.vertical_scale())
    }

    /// The world rectangle visible in `screen`.
    pub fn visible_world(&self, screen: Rect) -> Rect {
        Rect::from_two_pos(self.to_world(screen.min), self.to_world(screen.max))
    }
}

#[cfg(test)]
mod tests;
