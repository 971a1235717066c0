//! A figure puzzle on the canvas: its line (canvas, sticks, budget and
//! figure), the lattice's dots and the sticks of a [`FigureView`] (the puzzle's, or a student's),
//! scaled to the room (the square lattice as a grid, the triangular with every other row half a
//! step right), each edge a button, and an answer drawn over them: the sticks it lifts dashed and
//! faint, those it lays solid in another colour, so that a grey print tells them apart too.
//! Design, Play and the answers share this one drawing; the caller decides what a click means.

use egui::{Color32, Pos2, RichText, Sense, Stroke, Ui, Vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::{Canvas, Lattice};
use nimlab_core::shapes::record::ShapesRecord;
use nimlab_core::shapes::sticks::Sticks;

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

/// What the board shows.
pub(super) struct FigureView<'a> {
    /// The puzzle: its line, canvas and lattice.
    pub record: &'a PuzzleRecord,
    /// The sticks laid: the puzzle's, or the student's in play mode.
    pub sticks: Sticks,
    /// An answer drawn over them, if one is chosen, revealed or hinted.
    pub answer: Option<Sticks>,
}

/// Draws `view` in the room left; returns the number of the edge clicked (a stick to take off
/// or an empty edge to lay one on).
pub(super) fn figure_board_ui(ui: &mut Ui, view: &FigureView<'_>, strings: &Strings) -> Option<usize> {
    let l = strings.lattice;
    let shapes = view.record.shapes.as_ref()?;
    let canvas = Canvas::new(shapes.lattice, shapes.width, shapes.height).ok()?;
    ui.label(RichText::new((l.summary)(shapes, view.record.budget())).strong());
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
    let clicked = edges_ui(ui, canvas, view, &at, unit, strings);
    let painter = ui.painter_at(rect);
    let width = (unit * 0.12).clamp(2.0, 10.0);
    let (lifted, laid) = view.answer.map_or((Sticks::EMPTY, Sticks::EMPTY), |answer| {
        (view.sticks.minus(answer), answer.minus(view.sticks))
    });
    let edges = canvas.edges();
    let ends = |edge: usize| {
        let edge = edges[edge];
        [
            at((edge.from.column, edge.from.row)),
            at((edge.to.column, edge.to.row)),
        ]
    };
    for edge in view.sticks.minus(lifted).edges() {
        painter.line_segment(ends(edge), Stroke::new(width, style::WOOD_EDGE));
    }
    // Lifted: dashed and faint; laid: solid in the arriving colour and a little wider.
    for edge in lifted.edges() {
        let faint = Stroke::new(width * 0.7, style::LEAVING.gamma_multiply(0.7));
        painter.extend(egui::Shape::dashed_line(
            &ends(edge),
            faint,
            width * 1.6,
            width * 1.4,
        ));
    }
    for edge in laid.edges() {
        painter.line_segment(ends(edge), Stroke::new(width * 1.2, style::ARRIVING));
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

/// Every edge of the canvas as a button over its middle, named for screen readers (with how an
/// answer on show changes it); returns the one clicked.
fn edges_ui(
    ui: &mut Ui,
    canvas: Canvas,
    view: &FigureView<'_>,
    at: &dyn Fn((u8, u8)) -> Pos2,
    unit: f32,
    strings: &Strings,
) -> Option<usize> {
    let m = strings.matchsticks;
    let mut clicked = None;
    for (number, edge) in canvas.edges().into_iter().enumerate() {
        let (from, to) = ((edge.from.column, edge.from.row), (edge.to.column, edge.to.row));
        let laid = view.sticks.contains(number);
        let middle = at(from) + (at(to) - at(from)) / 2.0;
        let rect = egui::Rect::from_center_size(middle, Vec2::splat(unit * 0.4));
        let response = ui.interact(
            rect,
            ui.scope_id().with(("figure_edge", from, to)),
            Sense::click(),
        );
        let mut label = (strings.lattice.edge_label)(from, to, laid);
        match view.answer.map(|answer| answer.contains(number)) {
            Some(false) if laid => label.push_str(m.leaves),
            Some(true) if !laid => label.push_str(m.arrives),
            _ => {}
        }
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() {
            ui.painter()
                .line_segment([at(from), at(to)], Stroke::new(2.0, style::DROP_TARGET));
        }
        if response.clicked() {
            clicked = Some(number);
        }
    }
    clicked
}
