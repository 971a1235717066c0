//! A figure puzzle on the canvas: its line (canvas, sticks, budget and figure), the lattice's
//! dots and the puzzle's sticks, scaled to the room (the square lattice as a grid, the
//! triangular with every other row half a step right), each edge a button that lays a stick on
//! it or takes one off. A stick can be dragged to an empty edge: the edge nearest the pointer
//! lights up as the drop target, as an equation's empty place does, and letting go elsewhere
//! leaves the stick where it was. The same drawing serves the target figure's own board.

use egui::{Color32, Pos2, Rect, RichText, Sense, Stroke, Ui, Vec2};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::{Canvas, Lattice};
use nimlab_core::shapes::record::StickRecord;

/// How far down a row of the triangular lattice lies, in steps between dots.
const TRIANGLE_ROW: f32 = 0.866_025_4;

/// A board to draw: a canvas and the sticks on it.
pub(super) struct Board<'a> {
    /// The canvas's lattice.
    pub lattice: Lattice,
    /// Dots across and down.
    pub size: (u8, u8),
    /// The sticks drawn.
    pub sticks: &'a [StickRecord],
    /// An edge's name for screen readers and the UI tests: its ends and whether a stick lies on it.
    pub label: fn(from: (u8, u8), to: (u8, u8), laid: bool) -> String,
    /// Tells this board's edges from another's.
    pub id: &'static str,
    /// Its sticks can be dragged to an empty edge (the puzzle's can; the target's is only
    /// clicked, as a move there would mean nothing).
    pub drag: bool,
}

/// What the designer did on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BoardEdit {
    /// An edge was clicked: a stick laid on it or taken off.
    Toggle(StickRecord),
    /// A stick was dragged onto an empty edge.
    Move {
        /// The stick lifted.
        from: StickRecord,
        /// The empty edge it was let go over.
        to: StickRecord,
    },
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
fn extent(lattice: Lattice, (width, height): (u8, u8)) -> Vec2 {
    let (across, down) = (
        f32::from(width.saturating_sub(1)),
        f32::from(height.saturating_sub(1)),
    );
    match lattice {
        Lattice::Square => Vec2::new(across, down),
        Lattice::Triangular => Vec2::new(across + 0.5, down * TRIANGLE_ROW),
    }
}

fn same_stick(one: StickRecord, other: StickRecord) -> bool {
    (one.from, one.to) == (other.from, other.to) || (one.from, one.to) == (other.to, other.from)
}

/// Draws the figure puzzle `record` in the room left, under its line and hint; returns what the
/// designer did.
pub(super) fn figure_board_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) -> Option<BoardEdit> {
    let l = strings.lattice;
    let shapes = record.shapes.as_ref()?;
    ui.label(RichText::new((l.summary)(shapes, record.budget())).strong());
    ui.label(RichText::new(l.board_hint).weak());
    let board = Board {
        lattice: shapes.lattice,
        size: (shapes.width, shapes.height),
        sticks: &shapes.sticks,
        label: l.edge_label,
        id: "figure_edge",
        drag: true,
    };
    board_ui(ui, &board)
}

/// Draws `board` in all the room left; returns what the designer did.
pub(super) fn board_ui(ui: &mut Ui, board: &Board<'_>) -> Option<BoardEdit> {
    let (rect, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let size = extent(board.lattice, board.size).max(Vec2::splat(1.0));
    let margin = 24.0;
    let unit = ((rect.width() - 2.0 * margin) / size.x)
        .min((rect.height() - 2.0 * margin) / size.y)
        .max(4.0);
    let origin = rect.center() - size * unit / 2.0;
    let at = |dot: (u8, u8)| -> Pos2 { origin + place(board.lattice, dot) * unit };
    let edit = edges_ui(ui, board, &at, unit);
    paint(ui, rect, board, &at, unit);
    edit
}

/// The sticks and the dots.
fn paint(ui: &Ui, rect: Rect, board: &Board<'_>, at: &dyn Fn((u8, u8)) -> Pos2, unit: f32) {
    let painter = ui.painter_at(rect);
    let stick = Stroke::new((unit * 0.12).clamp(2.0, 10.0), style::WOOD_EDGE);
    for record in board.sticks {
        painter.line_segment([at(record.from), at(record.to)], stick);
    }
    let dot_colour = if ui.visuals().dark_mode {
        Color32::from_gray(200)
    } else {
        Color32::from_gray(60)
    };
    for row in 0..board.size.1 {
        for column in 0..board.size.0 {
            painter.circle_filled(at((column, row)), (unit * 0.05).clamp(1.5, 4.0), dot_colour);
        }
    }
}

/// Every edge of the canvas as a button over its middle, named for screen readers; a stick's
/// button can also be dragged. Returns the edge clicked or the drag let go over an empty edge.
fn edges_ui(ui: &mut Ui, board: &Board<'_>, at: &dyn Fn((u8, u8)) -> Pos2, unit: f32) -> Option<BoardEdit> {
    let canvas = Canvas::new(board.lattice, board.size.0, board.size.1).ok()?;
    let dragging_id = ui.scope_id().with((board.id, "dragging"));
    let mut dragging: Option<StickRecord> = ui.data(|d| d.get_temp(dragging_id));
    let mut released = false;
    let mut edit = None;
    let mut empty_middles = Vec::new();
    for edge in canvas.edges() {
        let stick = StickRecord {
            from: (edge.from.column, edge.from.row),
            to: (edge.to.column, edge.to.row),
        };
        let laid = board.sticks.iter().any(|&s| same_stick(s, stick));
        let middle = at(stick.from) + (at(stick.to) - at(stick.from)) / 2.0;
        if !laid {
            empty_middles.push((stick, middle));
        }
        let rect = Rect::from_center_size(middle, Vec2::splat(unit * 0.4));
        let sense = if laid && board.drag {
            Sense::click_and_drag()
        } else {
            Sense::click()
        };
        let response = ui.interact(rect, ui.scope_id().with((board.id, stick.from, stick.to)), sense);
        let label = (board.label)(stick.from, stick.to, laid);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.hovered() && dragging.is_none() {
            ui.painter().line_segment(
                [at(stick.from), at(stick.to)],
                Stroke::new(2.0, style::DROP_TARGET),
            );
        }
        if response.clicked() {
            edit = Some(BoardEdit::Toggle(stick));
        }
        if laid && response.drag_started() {
            dragging = Some(stick);
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
            .map(|&(stick, middle)| (stick, middle.distance(pointer)))
            .filter(|&(_, distance)| distance < unit * 0.5)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(stick, _)| stick)
    });
    if let Some(to) = target {
        ui.painter().line_segment(
            [at(to.from), at(to.to)],
            Stroke::new((unit * 0.12).clamp(2.0, 10.0), style::DROP_TARGET),
        );
    }
    if let Some(pointer) = pointer {
        // The stick carried under the pointer, the way it lay.
        let half = (at(from.to) - at(from.from)) / 2.0;
        let faded = Stroke::new(
            (unit * 0.12).clamp(2.0, 10.0),
            style::WOOD_EDGE.gamma_multiply(0.6),
        );
        ui.painter().line_segment([pointer - half, pointer + half], faded);
    }
    if released || !ui.input(|i| i.pointer.any_down()) {
        ui.data_mut(|d| d.remove::<StickRecord>(dragging_id));
        ui.ctx().request_repaint();
        return target.map(|to| BoardEdit::Move { from, to }).or(edit);
    }
    ui.data_mut(|d| d.insert_temp::<StickRecord>(dragging_id, from));
    edit
}
