//! A figure puzzle's bars and boards: its canvas (lattice and size) and its goal above, and below
//! the puzzle's board; when the goal is a target figure, the target's own smaller board beside
//! it, drawn the same way (in Play too, so the student sees what to make) and edited by clicking
//! its edges while designing.

use egui::{RichText, Ui, UiBuilder};

use super::event::MatchEvent;
use super::figure_bar::figure_bar_ui;
use super::figure_board::{Board, BoardEdit, board_ui, canvas_of, figure_board_ui, stick_of};
use super::figure_canvas_bar::figure_canvas_bar_ui;
use crate::i18n::Strings;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::puzzle::Figure;
use nimlab_core::shapes::sticks::Sticks;

/// The share of the room the target's board takes beside the puzzle's.
const TARGET_SHARE: f32 = 0.36;

/// The figure puzzle `record`'s canvas and goal rows; returns what the designer changed.
pub(super) fn figure_bars_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) -> Vec<MatchEvent> {
    let Some(shapes) = record.shapes.as_ref() else {
        return Vec::new();
    };
    let mut events: Vec<MatchEvent> = figure_canvas_bar_ui(ui, shapes, strings).into_iter().collect();
    events.extend(figure_bar_ui(ui, record, strings));
    events
}

/// What the puzzle's board shows.
pub(super) struct Shown {
    /// The sticks laid: the puzzle's, or the student's.
    pub sticks: Sticks,
    /// An answer drawn over them.
    pub answer: Option<Sticks>,
    /// A student is playing: a click steps the attempt, nothing drags, the target is only shown.
    pub playing: bool,
}

/// The puzzle's board, and the target's beside it for a target puzzle; returns what was done.
pub(super) fn figure_boards_ui(
    ui: &mut Ui,
    record: &PuzzleRecord,
    shown: &Shown,
    strings: &Strings,
) -> Vec<MatchEvent> {
    let Some(canvas) = canvas_of(record) else {
        return Vec::new();
    };
    let target = match record.figure() {
        Some(Ok(puzzle)) => match puzzle.figure {
            Figure::Target { sticks, .. } => Some(sticks),
            Figure::Count { .. } => None,
        },
        _ => None,
    };
    let room = ui.available_rect_before_wrap();
    let (puzzle_room, target_room) = match target {
        Some(_) => {
            let split = room.right() - room.width() * TARGET_SHARE;
            (room.with_max_x(split), Some(room.with_min_x(split)))
        }
        None => (room, None),
    };
    let board = Board {
        canvas,
        sticks: shown.sticks,
        answer: shown.answer,
        label: strings.lattice.edge_label,
        id: "figure_edge",
        drag: !shown.playing,
    };
    let edit = ui
        .scope_builder(UiBuilder::new().max_rect(puzzle_room), |ui| {
            // A student's clicks are told in the play panel beside the board.
            let hint = (!shown.playing).then_some(strings.lattice.board_hint);
            figure_board_ui(ui, record, (&board, hint), strings)
        })
        .inner;
    let mut events: Vec<MatchEvent> = edit
        .and_then(|edit| match edit {
            BoardEdit::Toggle(edge) if shown.playing => Some(MatchEvent::PlayFigureEdge(edge)),
            BoardEdit::Toggle(edge) => stick_of(canvas, edge).map(MatchEvent::ToggleFigureStick),
            BoardEdit::Move { from, to } => Some(MatchEvent::MoveFigureStick {
                from: stick_of(canvas, from)?,
                to: stick_of(canvas, to)?,
            }),
        })
        .into_iter()
        .collect();
    if let (Some(target_room), Some(sticks)) = (target_room, target) {
        let l = strings.lattice;
        let edit = ui
            .scope_builder(UiBuilder::new().max_rect(target_room), |ui| {
                ui.label(RichText::new(l.target_heading).strong());
                if !shown.playing {
                    ui.label(RichText::new(l.target_hint).weak());
                }
                let board = Board {
                    canvas,
                    sticks,
                    answer: None,
                    label: l.target_edge_label,
                    id: "target_edge",
                    drag: false,
                };
                board_ui(ui, &board, strings)
            })
            .inner;
        if let Some(BoardEdit::Toggle(edge)) = edit.filter(|_| !shown.playing) {
            events.extend(stick_of(canvas, edge).map(MatchEvent::ToggleTargetStick));
        }
    }
    ui.allocate_rect(room, egui::Sense::hover());
    events
}
