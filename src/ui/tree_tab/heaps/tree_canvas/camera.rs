//! Where the heaps' recursive tree is looked at from: the view opens on the start and its moves
//! at a size that reads, Fit shows the whole tree however small its boxes, and while stepping the
//! view follows the newest call, unless the user is dragging it.

use egui::{Rect, Response, Ui, vec2};

use super::super::tree_frame::HeapTreeCanvas;
use super::{HALF, VALUE_MIN_SCALE};
use crate::ui::camera::{Camera, Fitted, Stretch};
use nimlab_core::games::view_tree::NodeId;

/// What the view asks of the camera this frame.
#[derive(Clone, Copy, Debug, Default)]
pub struct CameraAsk {
    /// A fit shows the whole tree (the user's Fit), not the readable opening.
    pub fit_whole: bool,
    /// The step-through moved: bring its newest call on screen at a size that reads.
    pub follow: bool,
}

/// Fits, opens, follows or leaves the camera for this frame of the canvas `response`, then lets
/// the user's drag and scroll move it.
pub(super) fn place(
    ui: &Ui,
    canvas: &HeapTreeCanvas<'_>,
    (camera, ask): (&mut Camera, CameraAsk),
    response: &Response,
) {
    let world = canvas.layout.bounds.expand2(HALF * 2.0);
    let fitted = camera.fit_if_needed(world, response.rect, 160.0, Stretch::ToFill);
    if matches!(fitted, Fitted::Asked | Fitted::Resized) && !ask.fit_whole && camera.scale() < VALUE_MIN_SCALE
    {
        // Fitted whole, the boxes would be too small to read their values: the view opens on
        // the start and the moves under it at a size that reads, the rest a drag (or Fit) away.
        let root = camera.to_screen(canvas.layout.position(NodeId(0)));
        camera.zoom_around(VALUE_MIN_SCALE / camera.scale(), root);
        let top = response.rect.center_top() + vec2(0.0, 24.0 + HALF.y * VALUE_MIN_SCALE);
        camera.pan_by(top - camera.to_screen(canvas.layout.position(NodeId(0))));
    }
    camera.handle_input(ui, response);
    // A user dragging the view keeps it: the walk is followed again from the next step.
    let dragging = response.dragged() || response.is_pointer_button_down_on();
    if (ask.follow || fitted == Fitted::Resized) && !dragging {
        follow_newest_call(canvas, camera, response.rect);
    }
}

/// Brings the step-through's newest call on screen, with the call that made it when both fit,
/// zoomed in until boxes show their values: the class follows the recursion, not the camera.
fn follow_newest_call(canvas: &HeapTreeCanvas<'_>, camera: &mut Camera, rect: Rect) {
    let Some((trace, done)) = canvas.step else {
        return;
    };
    let Some(step) = trace.last(done) else {
        return;
    };
    let id = step.node();
    let at = canvas.layout.position(id);
    camera.zoom_to_at_least(VALUE_MIN_SCALE, camera.to_screen(at));
    let caller = canvas
        .tree
        .node(id)
        .parent
        .map_or(at, |parent| canvas.layout.position(parent));
    // Margins that keep a whole box (and the ring around a running one) inside the canvas.
    let margin = HALF.y * 2.0 * camera.scale().max(VALUE_MIN_SCALE) + 8.0;
    let span = camera.to_screen(caller) - camera.to_screen(at);
    let room = rect.shrink(margin);
    if span.x.abs() <= room.width() && span.y.abs() <= room.height() {
        camera.pan_to_show_all(Rect::from_two_pos(at, caller), rect, margin);
    } else {
        camera.pan_to_show(at, rect, margin);
    }
}
