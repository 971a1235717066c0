//! A figure puzzle drawn small, beside its line in the generator's list: the canvas's dots and
//! the puzzle's sticks, so a designer sees the shape before ticking it. Only drawn: the list's
//! tick box beside it is what a screen reader and the tests reach.

use egui::{Color32, Pos2, Sense, Stroke, Ui, Vec2};

use crate::ui::style;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::record::ShapesRecord;

/// How far down a row of the triangular lattice lies, in steps between dots (√3⁄2).
const TRIANGLE_ROW: f32 = 0.866_025_4;

/// Where the dot at (column, row) lies, in steps between dots from the top left: the
/// triangular lattice's odd rows sit half a step right.
fn place(lattice: Lattice, (column, row): (u8, u8)) -> Vec2 {
    let (x, y) = (f32::from(column), f32::from(row));
    match lattice {
        Lattice::Square => Vec2::new(x, y),
        Lattice::Triangular => {
            let shift = if row % 2 == 1 { 0.5 } else { 0.0 };
            Vec2::new(x + shift, y * TRIANGLE_ROW)
        }
    }
}

/// Draws `shapes` in a box `height` points high (as wide as the canvas needs, at most twice
/// that).
pub(super) fn thumbnail_ui(ui: &mut Ui, shapes: &ShapesRecord, height: f32) {
    let (across, down) = (
        f32::from(shapes.width.saturating_sub(1)),
        f32::from(shapes.height.saturating_sub(1)),
    );
    let extent = match shapes.lattice {
        Lattice::Square => Vec2::new(across, down),
        Lattice::Triangular => Vec2::new(across + 0.5, down * TRIANGLE_ROW),
    }
    .max(Vec2::splat(1.0));
    let margin = 3.0;
    let unit = ((height - 2.0 * margin) / extent.y).min((2.0 * height - 2.0 * margin) / extent.x);
    let (rect, _) = ui.allocate_exact_size(extent * unit + Vec2::splat(2.0 * margin), Sense::hover());
    let origin = rect.min + Vec2::splat(margin);
    let at = |dot: (u8, u8)| -> Pos2 { origin + place(shapes.lattice, dot) * unit };
    let painter = ui.painter_at(rect);
    let dot_colour = if ui.visuals().dark_mode {
        Color32::from_gray(150)
    } else {
        Color32::from_gray(120)
    };
    for row in 0..shapes.height {
        for column in 0..shapes.width {
            painter.circle_filled(at((column, row)), 1.0, dot_colour);
        }
    }
    let stick = Stroke::new((unit * 0.14).clamp(1.5, 3.0), style::WOOD_EDGE);
    for record in &shapes.sticks {
        painter.line_segment([at(record.from), at(record.to)], stick);
    }
}
