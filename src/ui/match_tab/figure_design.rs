//! A figure puzzle designed in the window: its canvas (lattice and size) and its goal above, and
//! below the puzzle's board; when the goal is a target figure, the target's own smaller board
//! beside it, drawn the same way and edited by clicking its edges.

use egui::{RichText, Ui, UiBuilder};

use super::event::MatchEvent;
use super::figure_bar::figure_bar_ui;
use super::figure_board::{Board, BoardEdit, board_ui, figure_board_ui};
use super::figure_canvas_bar::figure_canvas_bar_ui;
use crate::i18n::Strings;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord};

/// The share of the room the target's board takes beside the puzzle's.
const TARGET_SHARE: f32 = 0.36;

/// The figure puzzle `record`'s bars and boards; returns what the designer did.
pub(super) fn figure_design_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) -> Vec<MatchEvent> {
    let Some(shapes) = record.shapes.as_ref() else {
        return Vec::new();
    };
    let mut events: Vec<MatchEvent> = figure_canvas_bar_ui(ui, shapes, strings).into_iter().collect();
    events.extend(figure_bar_ui(ui, record, strings));
    let room = ui.available_rect_before_wrap();
    let (puzzle_room, target_room) = match shapes.figure {
        FigureRecord::Target { .. } => {
            let split = room.right() - room.width() * TARGET_SHARE;
            let (left, right) = (room.with_max_x(split), room.with_min_x(split));
            (left, Some(right))
        }
        FigureRecord::Count { .. } => (room, None),
    };
    let edit = ui
        .scope_builder(UiBuilder::new().max_rect(puzzle_room), |ui| {
            figure_board_ui(ui, record, strings)
        })
        .inner;
    events.extend(edit.map(|edit| match edit {
        BoardEdit::Toggle(stick) => MatchEvent::ToggleFigureStick(stick),
        BoardEdit::Move { from, to } => MatchEvent::MoveFigureStick { from, to },
    }));
    if let Some(target_room) = target_room {
        let edit = ui
            .scope_builder(UiBuilder::new().max_rect(target_room), |ui| {
                target_board_ui(ui, shapes, strings)
            })
            .inner;
        events.extend(edit.map(|edit| match edit {
            BoardEdit::Toggle(stick) => MatchEvent::ToggleTargetStick(stick),
            // The target's board does not drag (see `Board::drag`).
            BoardEdit::Move { from, to } => MatchEvent::MoveFigureStick { from, to },
        }));
    }
    ui.allocate_rect(room, egui::Sense::hover());
    events
}

/// The target figure on a board of its own, the puzzle's canvas, under its heading.
pub(super) fn target_board_ui(ui: &mut Ui, shapes: &ShapesRecord, strings: &Strings) -> Option<BoardEdit> {
    let FigureRecord::Target { sticks, .. } = &shapes.figure else {
        return None;
    };
    let l = strings.lattice;
    ui.label(RichText::new(l.target_heading).strong());
    ui.label(RichText::new(l.target_hint).weak());
    let board = Board {
        lattice: shapes.lattice,
        size: (shapes.width, shapes.height),
        sticks,
        label: l.target_edge_label,
        id: "target_edge",
        drag: false,
    };
    board_ui(ui, &board)
}
