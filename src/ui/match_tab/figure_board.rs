//! A figure puzzle on the canvas: the lattice's dots and the sticks of a [`Board`] (the
//! puzzle's, a student's, or a target figure's), scaled to the room (the square lattice as a
//! grid, the triangular with every other row half a step right), each edge a button, and an
//! answer drawn over them: the sticks it lifts dashed and faint, those it lays solid in another
//! colour, so that a grey print tells them apart too. A stick can be dragged to an empty edge
//! where the board allows it: the edge nearest the pointer lights up as the drop target, as an
//! equation's empty place does, and letting go elsewhere leaves the stick where it was.
//! Design, Play, the answers and the target share this one drawing; the caller decides what a
//! click or a drag means.

use egui::{Color32, Pos2, Rect, RichText, Sense, Stroke, Ui, Vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::{Canvas, Edge, Lattice};
use nimlab_core::shapes::record::StickRecord;
use nimlab_core::shapes::sticks::Sticks;

/// How far down a row of the triangular lattice lies, in steps between dots.
const TRIANGLE_ROW: f32 = 0.866_025_4;

/// A board to draw: a canvas, the sticks on it and an answer over them.
pub(super) struct Board {
    /// The canvas.
    pub canvas: Canvas,
    /// The sticks laid.
    pub sticks: Sticks,
    /// An answer drawn over them, if one is chosen, revealed or hinted.
    pub answer: Option<Sticks>,
    /// An edge's name for screen readers and the UI tests: its ends and whether a stick lies on it.
    pub label: fn(from: (u8, u8), to: (u8, u8), laid: bool) -> String,
    /// Tells this board's edges from another's.
    pub id: &'static str,
    /// Its sticks can be dragged to an empty edge (the designer's puzzle; not a student's board,
    /// whose steps are clicks, nor the target's, where a move would mean nothing).
    pub drag: bool,
}

/// What was done on a board, by edge number on its canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BoardEdit {
    /// An edge was clicked: a stick laid on it or taken off.
    Toggle(usize),
    /// A stick was dragged onto an empty edge.
    Move {
        /// The stick lifted.
        from: usize,
        /// The empty edge it was let go over.
        to: usize,
    },
}

/// The stick record of edge `edge` of `canvas` (for the puzzle's record, which names sticks by
/// their ends).
pub(super) fn stick_of(canvas: Canvas, edge: usize) -> Option<StickRecord> {
    let edge = *canvas.edges().get(edge)?;
    Some(StickRecord {
        from: (edge.from.column, edge.from.row),
        to: (edge.to.column, edge.to.row),
    })
}

/// The canvas of the figure puzzle `record`, if it has one.
pub(super) fn canvas_of(record: &PuzzleRecord) -> Option<Canvas> {
    let shapes = record.shapes.as_ref()?;
    Canvas::new(shapes.lattice, shapes.width, shapes.height).ok()
}

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
fn extent(canvas: Canvas) -> Vec2 {
    let (across, down) = (
        f32::from(canvas.width().saturating_sub(1)),
        f32::from(canvas.height().saturating_sub(1)),
    );
    match canvas.lattice() {
        Lattice::Square => Vec2::new(across, down),
        Lattice::Triangular => Vec2::new(across + 0.5, down * TRIANGLE_ROW),
    }
}

/// An edge's two ends, as dots.
fn ends_of(edge: Edge) -> ((u8, u8), (u8, u8)) {
    ((edge.from.column, edge.from.row), (edge.to.column, edge.to.row))
}

/// Draws the figure puzzle `record` as `board` in the room left, under its line and `hint`
/// (what a click or a drag does here, when the board says it itself); returns what was done on
/// it.
pub(super) fn figure_board_ui(
    ui: &mut Ui,
    record: &PuzzleRecord,
    (board, hint): (&Board, Option<&str>),
    strings: &Strings,
) -> Option<BoardEdit> {
    let l = strings.lattice;
    let shapes = record.shapes.as_ref()?;
    ui.label(RichText::new((l.summary)(shapes, record.budget())).strong());
    if let Some(hint) = hint {
        ui.label(RichText::new(hint).weak());
    }
    board_ui(ui, board, strings)
}

/// Draws `board` in all the room left; returns what was done on it.
pub(super) fn board_ui(ui: &mut Ui, board: &Board, strings: &Strings) -> Option<BoardEdit> {
    // Only what lies on the canvas: sticks of another canvas mean nothing here.
    let on_canvas = |sticks: Sticks| sticks.intersection(board.canvas.all());
    let board = &Board {
        sticks: on_canvas(board.sticks),
        answer: board.answer.map(on_canvas),
        ..*board
    };
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let size = extent(board.canvas).max(Vec2::splat(1.0));
    let margin = 24.0;
    let unit = ((rect.width() - 2.0 * margin) / size.x)
        .min((rect.height() - 2.0 * margin) / size.y)
        .max(4.0);
    let origin = rect.center() - size * unit / 2.0;
    let lattice = board.canvas.lattice();
    let at = |dot: (u8, u8)| -> Pos2 { origin + place(lattice, dot) * unit };
    let edit = edges_ui(ui, board, &at, unit, strings);
    paint(ui, rect, board, &at, unit);
    edit
}

/// The sticks, the answer over them, and the dots.
fn paint(ui: &Ui, rect: Rect, board: &Board, at: &dyn Fn((u8, u8)) -> Pos2, unit: f32) {
    let painter = ui.painter_at(rect);
    let width = (unit * 0.12).clamp(2.0, 10.0);
    let (lifted, laid) = board.answer.map_or((Sticks::EMPTY, Sticks::EMPTY), |answer| {
        (board.sticks.minus(answer), answer.minus(board.sticks))
    });
    let edges = board.canvas.edges();
    let ends = |edge: usize| {
        let (from, to) = ends_of(edges[edge]);
        [at(from), at(to)]
    };
    for edge in board.sticks.minus(lifted).edges() {
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
    for row in 0..board.canvas.height() {
        for column in 0..board.canvas.width() {
            painter.circle_filled(at((column, row)), (unit * 0.05).clamp(1.5, 4.0), dot_colour);
        }
    }
}

/// Every edge of the canvas as a button over its middle, named for screen readers (with how an
/// answer on show changes it); a stick's button can also be dragged where the board allows.
/// Returns the edge clicked or the drag let go over an empty edge.
fn edges_ui(
    ui: &mut Ui,
    board: &Board,
    at: &dyn Fn((u8, u8)) -> Pos2,
    unit: f32,
    strings: &Strings,
) -> Option<BoardEdit> {
    let m = strings.matchsticks;
    let dragging_id = ui.scope_id().with((board.id, "dragging"));
    let mut dragging: Option<usize> = ui.data(|d| d.get_temp(dragging_id));
    let mut released = false;
    let mut edit = None;
    let mut empty_middles = Vec::new();
    let edges = board.canvas.edges();
    for (number, &edge) in edges.iter().enumerate() {
        let (from, to) = ends_of(edge);
        let laid = board.sticks.contains(number);
        let middle = at(from) + (at(to) - at(from)) / 2.0;
        if !laid {
            empty_middles.push((number, middle));
        }
        let rect = Rect::from_center_size(middle, Vec2::splat(unit * 0.4));
        let sense = if laid && board.drag {
            Sense::click_and_drag()
        } else {
            Sense::click()
        };
        let response = ui.interact(rect, ui.scope_id().with((board.id, from, to)), sense);
        let mut label = (board.label)(from, to, laid);
        match board.answer.map(|answer| answer.contains(number)) {
            Some(false) if laid => label.push_str(m.leaves),
            Some(true) if !laid => label.push_str(m.arrives),
            _ => {}
        }
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() && dragging.is_none() {
            ui.painter()
                .line_segment([at(from), at(to)], Stroke::new(2.0, style::DROP_TARGET));
        }
        if response.clicked() {
            edit = Some(BoardEdit::Toggle(number));
        }
        if laid && board.drag && response.drag_started() {
            dragging = Some(number);
        }
        released |= response.drag_stopped();
    }
    let Some(from) = dragging else {
        return edit;
    };
    // The drop target: the empty edge nearest the pointer, if it is near enough to mean it.
    let pointer = ui.ctx().pointer_latest_pos();
    let target = pointer.and_then(|pointer| {
        empty_middles
            .iter()
            .map(|&(edge, middle)| (edge, middle.distance(pointer)))
            .filter(|&(_, distance)| distance < unit * 0.5)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(edge, _)| edge)
    });
    let width = (unit * 0.12).clamp(2.0, 10.0);
    if let Some(to) = target {
        let (a, b) = ends_of(edges[to]);
        ui.painter()
            .line_segment([at(a), at(b)], Stroke::new(width, style::DROP_TARGET));
    }
    if let Some(pointer) = pointer {
        // The stick carried under the pointer, the way it lay.
        let (a, b) = ends_of(edges[from]);
        let half = (at(b) - at(a)) / 2.0;
        let faded = Stroke::new(width, style::WOOD_EDGE.gamma_multiply(0.6));
        ui.painter().line_segment([pointer - half, pointer + half], faded);
    }
    if released || !ui.input(|i| i.pointer.any_down()) {
        ui.data_mut(|d| d.remove::<usize>(dragging_id));
        ui.ctx().request_repaint();
        return target.map(|to| BoardEdit::Move { from, to }).or(edit);
    }
    ui.data_mut(|d| d.insert_temp::<usize>(dragging_id, from));
    edit
}
