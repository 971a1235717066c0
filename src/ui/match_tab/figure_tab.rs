//! The matchstick tab with a figure puzzle open: the live counts under the board, the goal's
//! row (not while a student plays), and the board, drawing the puzzle's sticks with the answer
//! chosen in the list, or the student's sticks with the revealed or hinted answer; a click lays
//! or takes a stick off the puzzle in design, or steps the student's attempt in play (a refused
//! step is said in the play panel).

use egui::Ui;

use super::event::MatchEvent;
use super::figure_board::{FigureView, figure_board_ui};
use super::figure_counts::FigureSolve;
use super::figure_play_panel::figure_overlay;
use super::figure_status::figure_status_ui;
use super::live_figure_answers::open_figure;
use super::{MatchTab, figure_bar};
use crate::i18n::Strings;
use crate::ui::shell_action::ShellAction;
use crate::ui::style;
use crate::ui::tab::Apply as _;
use crate::work::figure_solve::listed_figures;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Canvas;
use nimlab_core::shapes::record::StickRecord;
use nimlab_core::shapes::solve::{Solutions, SolveError};
use nimlab_core::shapes::sticks::Sticks;

/// The stick record of edge `edge` of `record`'s canvas (the design board's clicks).
fn stick_of(record: &PuzzleRecord, edge: usize) -> Option<StickRecord> {
    let shapes = record.shapes.as_ref()?;
    let canvas = Canvas::new(shapes.lattice, shapes.width, shapes.height).ok()?;
    let edge = *canvas.edges().get(edge)?;
    Some(StickRecord {
        from: (edge.from.column, edge.from.row),
        to: (edge.to.column, edge.to.row),
    })
}

impl MatchTab {
    /// The status, goal and board of the open figure puzzle `record`, whose live answers are
    /// `solved` once computed, in the room left under the bars (`room`, before the side panel).
    pub(super) fn figure_ui(
        &mut self,
        ui: &mut Ui,
        record: &PuzzleRecord,
        solved: Option<&Result<Solutions, SolveError>>,
        room: egui::Rect,
        strings: &Strings,
        action: &mut Option<ShellAction>,
    ) {
        let hidden = self.classroom.hides_open(&self.session);
        let solve = FigureSolve {
            solved,
            running: self.figure_answers.progress(),
            stopped: self.figure_answers.stopped(),
        };
        let puzzle = open_figure(&self.session);
        let listed = solved.map(listed_figures);
        let playing = self.session.figure_play().is_some();
        // A student finds out by Check: no counts while playing.
        if let Some(puzzle) = puzzle.as_ref().filter(|_| !playing) {
            let status_max = room.height() * style::MATCH_STATUS_SHARE;
            let cancel = egui::Panel::bottom("match_status")
                .resizable(false)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .auto_shrink([false, true])
                        .max_height(status_max)
                        .min_scrolled_height(status_max)
                        .show(ui, |ui| figure_status_ui(ui, puzzle, solve, hidden, strings))
                        .inner
                })
                .inner;
            self.apply_each(ui.ctx(), cancel, action);
        }
        if !playing {
            let goal = figure_bar::figure_bar_ui(ui, record, strings);
            self.apply_each(ui.ctx(), goal, action);
        }
        let view = match self.session.figure_play() {
            Some(play) => FigureView {
                record,
                sticks: play.sticks(),
                answer: figure_overlay(play, listed, !hidden),
            },
            None => FigureView {
                record,
                sticks: puzzle.map_or(Sticks::EMPTY, |puzzle| puzzle.sticks()),
                // Only an answer of the puzzle on show, and only while the class may see it.
                answer: self.figure_selected.filter(|&chosen| {
                    !hidden && listed.is_some_and(|listed| listed.iter().any(|a| a.sticks == chosen))
                }),
            },
        };
        let clicked = figure_board_ui(ui, &view, strings);
        let event = clicked.and_then(|edge| {
            if playing {
                Some(MatchEvent::PlayFigureEdge(edge))
            } else {
                stick_of(record, edge).map(MatchEvent::ToggleFigureStick)
            }
        });
        self.apply_each(ui.ctx(), event, action);
    }
}
