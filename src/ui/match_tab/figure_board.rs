//! A figure puzzle on the canvas: its line (canvas, sticks, budget and
//! figure), the lattice's dots and the puzzle's sticks, scaled to the room (the square lattice
//! as a grid, the triangular with every other row half a step right), each edge a button that
//! lays a stick on it or takes one off.

use egui::{Color32, Pos2, RichText, Sense, Stroke, Ui, Vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::{Canvas, Lattice};
use nimlab_core::shapes::record::{ShapesRecord, StickRecord};

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

/// Draws the figure puzzle `record` in the room left; returns the edge clicked (a stick to take
/// off or an empty edge to lay one on).
pub(super) fn figure_board_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) -> Option<StickRecord> {
    let l = strings.lattice;
    let shapes = record.shapes.as_ref()?;
    ui.label(RichText::new((l.summary)(shapes, record.budget())).strong());
    ui.label(RichText::new(l.board_hint).weak());
    let room = ui.available_size();
    let (rect, _) = ui.allocate_exact_size(room, Sense::hover());
    let size = extent(shapes).max(Vec2::splat(1.0));
    let margin = 24.0;
    let unit = ((rect.width() - 2.0 * margin) / size.x)
        .min((rect.height() - 2.0 * margin) / size.y)
        .max(4.0);
    let origin = rect.center() - size * unit / 2.0;
    let at = |dot: (u8, u8)| -> Pos2 { origin + place(shapes.lattice, dot) * unit };
    let clicked = edges_ui(ui, shapes, &at, unit, strings);
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
    clicked
}

/// Every edge of the canvas as a button over its middle, named for screen readers; returns the
/// one clicked.
fn edges_ui(
    ui: &mut Ui,
    shapes: &ShapesRecord,
    at: &dyn Fn((u8, u8)) -> Pos2,
    unit: f32,
    strings: &Strings,
) -> Option<StickRecord> {
    let canvas = Canvas::new(shapes.lattice, shapes.width, shapes.height).ok()?;
    let mut clicked = None;
    for edge in canvas.edges() {
        let stick = StickRecord {
            from: (edge.from.column, edge.from.row),
            to: (edge.to.column, edge.to.row),
        };
        let laid = shapes
            .sticks
            .iter()
            .any(|s| (s.from, s.to) == (stick.from, stick.to) || (s.from, s.to) == (stick.to, stick.from));
        let middle = at(stick.from) + (at(stick.to) - at(stick.from)) / 2.0;
        let rect = egui::Rect::from_center_size(middle, Vec2::splat(unit * 0.4));
        let response = ui.interact(
            rect,
            ui.scope_id().with(("figure_edge", stick.from, stick.to)),
            Sense::click(),
        );
        let label = (strings.lattice.edge_label)(stick.from, stick.to, laid);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            ui.painter().line_segment(
                [at(stick.from), at(stick.to)],
                Stroke::new(2.0, style::DROP_TARGET),
            );
        }
        if response.clicked() {
            clicked = Some(stick);
        }
    }
    clicked
}
