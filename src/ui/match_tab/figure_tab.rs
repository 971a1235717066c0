//! The matchstick tab with a figure puzzle open: the live counts under the board, the canvas's
//! and the goal's rows (not while a student plays), and the boards (`figure_design.rs`), drawing
//! the puzzle's sticks with the answer chosen in the list, or the student's sticks with the
//! revealed or hinted answer; a click or drag edits the puzzle in design, a click steps the
//! student's attempt in play (a refused step is said in the play panel).

use egui::Ui;

use super::MatchTab;
use super::figure_counts::FigureSolve;
use super::figure_design::{Shown, figure_bars_ui, figure_boards_ui};
use super::figure_play_panel::figure_overlay;
use super::figure_status::figure_status_ui;
use super::live_figure_answers::open_figure;
use crate::i18n::Strings;
use crate::ui::shell_action::ShellAction;
use crate::ui::tab::Apply as _;
use crate::work::figure_solve::listed_figures;
use nimlab_core::shapes::sticks::Sticks;

impl MatchTab {
    /// The status, goal and board of the open figure puzzle, with its live answers once
    /// computed, in the room left under the bars (`room`, before the side panel). Both are read
    /// here, after the side panel's events: a row chosen there opens another puzzle this frame,
    /// whose canvas the answers of the last must never be drawn on.
    pub(super) fn figure_ui(
        &mut self,
        ui: &mut Ui,
        room: egui::Rect,
        strings: &Strings,
        action: &mut Option<ShellAction>,
    ) {
        let Some(record) = self.session.open_puzzle().figure().cloned() else {
            return;
        };
        let record = &record;
        let solved = self.figure_solutions().cloned();
        let solved = solved.as_deref();
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
            let cancel = super::status::status_panel(ui, room, |ui| {
                figure_status_ui(ui, puzzle, solve, hidden, strings)
            });
            self.apply_each(ui.ctx(), cancel, action);
        }
        if !playing {
            let bars = figure_bars_ui(ui, record, strings);
            self.apply_each(ui.ctx(), bars, action);
        }
        let shown = match self.session.figure_play() {
            Some(play) => Shown {
                sticks: play.sticks(),
                answer: figure_overlay(play, listed, !hidden),
                playing: true,
            },
            None => Shown {
                sticks: puzzle.map_or(Sticks::EMPTY, |puzzle| puzzle.sticks()),
                // Only an answer of the puzzle on show, and only while the class may see it.
                answer: self.figure_selected.filter(|&chosen| {
                    !hidden && listed.is_some_and(|listed| listed.iter().any(|a| a.sticks == chosen))
                }),
                playing: false,
            },
        };
        let events = figure_boards_ui(ui, record, &shown, strings);
        self.apply_each(ui.ctx(), events, action);
    }
}
