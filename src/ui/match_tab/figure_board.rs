//! A figure puzzle on the canvas, read only for now: its line (canvas, sticks, budget and
//! figure), the lattice's dots and the puzzle's sticks, scaled to the room (the square lattice
//! as a grid, the triangular with every other row half a step right), and a note that it is
//! kept as the file holds it while the window cannot edit it yet.

use egui::{Color32, Pos2, RichText, Sense, Stroke, Ui, Vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::record::ShapesRecord;

/// How far down a row of the triangular lattice lies, in steps between dots.
const TRIANGLE_ROW: f32 = 0.866_025_4;

/// Where the dot at (column, row) lies, in steps between dots from the top left.
fn place(lattice: Lattice, (column, row): (u8, u8)) -> Vec2 {
    let (column, row) = (f32::from(column), f32::from(row));
    match lattice {
        Lattice::Square => Vec2::new(column, row),
        Lattice::Triangular => {
            let shift = if row as u32 % 2 == 1 { 0.5 } else { 0.0 };
            Vec2::new(column + shift, row * TRIANGLE_ROW)
        }
    }
}

/// The canvas's size in steps between dots.
fn extent(shapes: &ShapesRecord) -> Vec2 {
    let (across, down) = (
        f32::from(shapes.width.saturating_sub(1)),
        f32::from(shapes.height.saturating_sub(1)),
    );
    match shapes.lattice {
        Lattice::Square => Vec2::new(across, down),
        Lattice::Triangular => Vec2::new(across + 0.5, down * TRIANGLE_ROW),
    }
}

/// Draws the figure puzzle `record` in the room left.
pub(super) fn figure_board_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) {
    let l = strings.lattice;
    let Some(shapes) = &record.shapes else { return };
    ui.label(RichText::new((l.summary)(shapes, record.budget())).strong());
    ui.label(RichText::new(l.not_drawn_yet).weak());
    let room = ui.available_size();
    let (rect, _) = ui.allocate_exact_size(room, Sense::hover());
    let size = extent(shapes).max(Vec2::splat(1.0));
    let margin = 24.0;
    let unit = ((rect.width() - 2.0 * margin) / size.x)
        .min((rect.height() - 2.0 * margin) / size.y)
        .max(4.0);
    let origin = rect.center() - size * unit / 2.0;
    let at = |dot: (u8, u8)| -> Pos2 { origin + place(shapes.lattice, dot) * unit };
    let painter = ui.painter_at(rect);
    let stick = Stroke::new((unit * 0.12).clamp(2.0, 10.0), style::WOOD_EDGE);
    for record in &shapes.sticks {
        painter.line_segment([at(record.from), at(record.to)], stick);
    }
    let dot_colour = if ui.visuals().dark_mode {
        Color32::from_gray(200)
    } else {
        Color32::from_gray(60)
    };
    for row in 0..shapes.height {
        for column in 0..shapes.width {
            painter.circle_filled(at((column, row)), (unit * 0.05).clamp(1.5, 4.0), dot_colour);
        }
    }
}
