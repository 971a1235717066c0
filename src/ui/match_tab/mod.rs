//! The matchstick tab (the matchstick paper's puzzles): the puzzle drawn as matchsticks you drag,
//! what it reads as and whether it is true, live answer counts at 1, 2 and 3 steps, every answer
//! within the budget highlighted on the canvas, play mode for students, the generator and the
//! survey. A figure puzzle on a lattice has the same: its live answers (`live_figure_answers.rs`),
//! counts, list and play share one board drawing (`figure_board.rs`, driven by `figure_tab.rs`).
//!
//! The open puzzle has one owner, [`PuzzleSession`], a model with no window
//! (`nimlab_model::tabs::matchsticks`, with what is remembered between runs). Each part of the tab keeps its own view
//! state, only reads the puzzle and returns [`MatchEvent`]s; [`MatchTab::apply`] (`event.rs`) is
//! the one place they change the tab, and the one place a [`ShellAction`] is asked for.
//!
//! Files belong to the shell: it opens dialogs, reads and writes, then hands the tab what came
//! of it as an event too ([`Handover`]: a file opened, where it was saved).

mod board;
pub mod canvas;
mod classroom;
mod collection_panel;
mod edit_bar;
mod event;
mod export_menu;
mod exports;
// A figure puzzle on the canvas.
mod figure_bar;
mod figure_board;
mod figure_canvas_bar;
mod figure_design;
mod figure_generator;
mod figure_generator_list;
mod figure_thumbnail;
// A figure puzzle's answers and play.
mod figure_answers;
mod figure_counts;
mod figure_play_panel;
mod figure_status;
mod figure_tab;
mod file_bar;
mod generator_list;
mod generator_panel;
mod live_figure_answers;
// Play's hints.
mod hints;
mod live_answers;
mod play;
mod puzzle_panel;
mod search_panel;
mod side_panel;
mod status;
mod survey_panel;
mod tick_bar;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::Ui;

pub use event::{Handover, MatchEvent};
pub use nimlab_model::tabs::matchsticks::document::Document;
pub use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
pub use nimlab_model::tabs::matchsticks::saved_session::{SavedSession, Step};
pub use nimlab_model::tabs::matchsticks::saved_tab::{
    MatchPanel, Mode, SavedMatchTab, SharedPuzzle, blank_puzzle,
};

use crate::i18n::Strings;
use crate::ui::layout::{self, Side};
use crate::ui::shell_action::ShellAction;
use crate::ui::style;
use crate::ui::tab::{Apply as _, Remember, TabPanel};
use crate::work::match_solve::listed;
use canvas::CanvasState;
use live_answers::LiveAnswers;
use live_figure_answers::LiveFigureAnswers;
use nimlab_core::matchsticks::solve::{Answer, Solutions, SolveError};
use nimlab_core::shapes::solve::{Solutions as FigureSolutions, SolveError as FigureSolveError};
use nimlab_core::shapes::sticks::Sticks;

/// The matchstick tab: the open puzzle, its live answers and the panels' own state.
pub struct MatchTab {
    session: PuzzleSession,
    /// Most recent first.
    recent: Vec<PathBuf>,
    answers: LiveAnswers,
    /// The open figure puzzle's live answers.
    figure_answers: LiveFigureAnswers,
    /// The figure puzzle's answer chosen in the answers list, drawn on the board while it is
    /// one of the open puzzle's.
    figure_selected: Option<Sticks>,
    canvas: CanvasState,
    /// The Export menu's choices.
    export_menu: export_menu::ExportMenu,
    side: side_panel::SidePanels,
    /// Classroom mode (the shell's switch): answers hidden until the teacher reveals them.
    classroom: classroom::MatchClassroom,
}

impl MatchTab {
    /// The open puzzle, for the shell to read (its file, whether it is saved, the file to
    /// write); the shell changes it only through [`MatchTab::apply`].
    pub fn session(&self) -> &PuzzleSession {
        &self.session
    }

    /// What a link shares of this tab: the puzzle as authored, the Equation box while it is
    /// not the puzzle's, the mode and the side panel.
    pub fn shared(&self) -> SharedPuzzle {
        SharedPuzzle {
            puzzle: self.session.record(),
            equation: self.session.typed_equation().unwrap_or_default().to_owned(),
            mode: self.session.mode(),
            panel: self.side.panel(),
        }
    }

    /// Takes what the shell did with the file (from [`MatchTab::apply`]).
    fn take_over(&mut self, handover: Handover) {
        let session = &mut self.session;
        match handover {
            Handover::Opened { path, file } => {
                session.open_file(&path, file);
                self.remember(&path);
            }
            Handover::Reopened {
                path,
                file,
                index,
                working,
            } => {
                if session.reopen(&path, file, index, &working) {
                    self.remember(&path);
                }
            }
            Handover::FileLost => session.lose_file(),
            Handover::Saved(path) => {
                session.mark_saved(&path);
                self.remember(&path);
            }
            Handover::NewFile => session.new_file(),
            Handover::Collection(file) => session.open_collection(file),
            Handover::ChangesDiscarded => session.discard_changes(),
            Handover::Shared(shared) => {
                session.open_shared(&shared.puzzle, shared.mode, shared.equation);
                self.side.show(shared.panel);
            }
        }
    }

    /// Puts `path` first in the recent files.
    fn remember(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_owned());
        self.recent
            .truncate(nimlab_model::tabs::matchsticks::saved_tab::MAX_RECENT);
    }

    /// The answers of the layout on trial (counted, the first `LISTED_ANSWERS` listed), or why
    /// the solver refused it, if they are computed for it.
    pub fn solutions(&self) -> Option<&Arc<Result<Solutions, SolveError>>> {
        self.answers.solutions(&live_answers::wanted(&self.session))
    }

    /// The listed answers of the layout on trial, if they are computed for it (none if the
    /// solver refused the layout).
    pub fn answers(&self) -> Option<&[Answer]> {
        self.solutions().map(|solved| listed(solved))
    }

    /// The open figure puzzle's answers (counted, the first `LISTED_FIGURE_ANSWERS` listed), or
    /// why the solver refused it, if a figure puzzle is open and they are computed for it.
    pub fn figure_solutions(&self) -> Option<&Arc<Result<FigureSolutions, FigureSolveError>>> {
        self.figure_answers
            .solutions(&live_figure_answers::wanted(&self.session)?)
    }

    /// Classroom mode hides the open puzzle's answers (outside play mode, which hides them by
    /// its own rule until Check or Reveal).
    fn hides_answers(&self) -> bool {
        self.session.play().is_none() && self.classroom.hides(self.session.editor().puzzle())
    }
}

/// What the tab keeps between runs: `SavedMatchTab`.
impl Remember for MatchTab {
    type Saved = SavedMatchTab;

    /// The tab as the last run left it (see [`PuzzleSession::restore`]).
    fn restore(mut saved: SavedMatchTab) -> Self {
        let session = PuzzleSession::restore(&mut saved);
        Self {
            session,
            recent: saved.recent,
            answers: LiveAnswers::default(),
            figure_answers: LiveFigureAnswers::default(),
            figure_selected: None,
            canvas: CanvasState::default(),
            export_menu: export_menu::ExportMenu::with_sheet(saved.sheet),
            side: side_panel::SidePanels::new(saved.panel, saved.generator.clone()),
            classroom: classroom::MatchClassroom::default(),
        }
    }

    /// What would be remembered now.
    fn saved(&self) -> SavedMatchTab {
        let mut saved = SavedMatchTab {
            panel: self.side.panel(),
            recent: self.recent.clone(),
            sheet: self.export_menu.sheet,
            generator: self.side.generator_choices().clone(),
            ..SavedMatchTab::default()
        };
        self.session.remember(&mut saved);
        saved
    }
}

/// The most answers the presenter's screen lists: a puzzle with more is a search, not a lesson.
const PRESENTER_ANSWERS: usize = 12;

impl TabPanel for MatchTab {
    /// Draws the tab; returns what the user asked of the shell.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        let m = strings.matchsticks;
        self.answers.want(live_answers::wanted(&self.session), ui.ctx());
        if let Some(wanted) = live_figure_answers::wanted(&self.session) {
            self.figure_answers.want(wanted, ui.ctx());
        }
        // Each part's events are applied as soon as it has drawn, so the parts below draw
        // what the user just did.
        let mut action = None;
        self.apply_each(ui.ctx(), event::shortcuts(ui), &mut action);
        let answers_hidden = self.classroom.hides_open(&self.session);
        let chosen = file_bar::file_bar(ui, &self.session, &self.recent, strings, |ui| {
            self.export_menu.ui(ui, &self.session, answers_hidden, strings)
        });
        self.apply_each(ui.ctx(), chosen, &mut action);
        // A figure puzzle has no equation to type, edit or solve yet: only its board shows.
        let figure = self.session.open_puzzle().figure().cloned();
        if figure.is_none() {
            let events = edit_bar::puzzle_bar(ui, &self.session, m);
            self.apply_each(ui.ctx(), events, &mut action);
            let events = edit_bar::edit_bar(ui, &self.session, m);
            self.apply_each(ui.ctx(), events, &mut action);
        } else {
            let events = edit_bar::figure_bar(ui, &self.session, m);
            self.apply_each(ui.ctx(), events, &mut action);
        }
        if let Some(failure) = self.answers.failure().or(self.figure_answers.failure()) {
            ui.colored_label(style::LOSE, (strings.job_failed)(failure));
        }
        ui.separator();
        let computed = self.solutions().cloned().filter(|_| figure.is_none());
        let figure_computed = self.figure_solutions().cloned();
        // Both panels are bounded by a share of the space, so a width remembered from a wide
        // window, a long table or many counters never leave the canvas a sliver.
        let room = ui.available_rect_before_wrap();
        let side_max = (room.width() * style::MATCH_SIDE_SHARE).max(style::MATCH_SIDE_MIN);
        let mut events = Vec::new();
        layout::side_panel(ui, "match_side", Side::Right, |panel| {
            panel
                .resizable(true)
                .default_size(360.0)
                .size_range(style::MATCH_SIDE_MIN..=side_max)
        })
        .show(ui, |ui| {
            let shown = side_panel::Shown {
                session: &self.session,
                solved: computed.as_deref(),
                figure: figure_counts::FigureSolve {
                    solved: figure_computed.as_deref(),
                    running: self.figure_answers.progress(),
                    stopped: self.figure_answers.stopped(),
                },
                figure_selected: self.figure_selected,
            };
            events = self.side.ui(ui, &shown, &self.classroom, strings);
        });
        self.apply_each(ui.ctx(), events, &mut action);
        if figure.is_some() {
            self.figure_ui(ui, room, strings, &mut action);
            return action;
        }
        let hidden = self.hides_answers();
        let events = status::status_panel(ui, room, |ui| {
            status::status_ui(ui, &self.session, computed.as_deref(), hidden, strings)
        });
        self.apply_each(ui.ctx(), events, &mut action);
        let hidden = self.hides_answers();
        let answers = computed.as_deref().map(listed);
        // What the hints asked show, unless classroom mode hides the answers.
        let hinted = (!answers_hidden)
            .then(|| self.session.play())
            .flatten()
            .and_then(|play| hints::highlighted(play, computed.as_deref()));
        let mut view = board::view(&self.session, answers, hidden);
        view.answer = view.answer.or(hinted.as_ref());
        let canvas_rect = ui.available_rect_before_wrap();
        let edit = canvas::canvas_ui(ui, &mut self.canvas, &view, m);
        // Why the last edit was refused, over the canvas's top edge: a line pushed in above
        // would move the canvas and the Check button from under the pointer.
        if let Some(refusal) = &self.session.selection().refusal {
            let line = egui::Rect::from_min_size(
                canvas_rect.min + egui::vec2(8.0, 6.0),
                egui::vec2(canvas_rect.width() - 16.0, ui.spacing().interact_size.y),
            );
            let text = egui::RichText::new(refusal.text(m)).color(style::LOSE);
            ui.put(line, egui::Label::new(text).selectable(false).truncate());
        }
        self.apply_each(ui.ctx(), edit.map(MatchEvent::Edit), &mut action);
        action
    }

    /// Classroom mode (the shell's switch): answers, their counts and true/false hidden until
    /// The open equation puzzle's answers as its answers list writes them (the first
    /// [`PRESENTER_ANSWERS`], then "…"); a figure puzzle's board answers are not words.
    fn hidden_answers(&self, _strings: &Strings) -> Vec<String> {
        let Some(answers) = self
            .answers()
            .filter(|_| self.session.open_puzzle().figure().is_none())
        else {
            return Vec::new();
        };
        let mut lines: Vec<String> = answers
            .iter()
            .take(PRESENTER_ANSWERS)
            .map(|answer| answer.equation.clone())
            .collect();
        if answers.len() > PRESENTER_ANSWERS {
            lines.push("…".to_owned());
        }
        lines
    }

    /// revealed.
    fn set_classroom(&mut self, on: bool) {
        self.classroom.set(on);
    }

    /// The live answers are computed for the layout on show (and the figure puzzle's, if one
    /// is open).
    fn is_up_to_date(&self) -> bool {
        // A cancelled solve is caught up too: nothing more will come until the puzzle changes.
        let figure = live_figure_answers::wanted(&self.session).is_none()
            || (self.figure_answers.is_idle()
                && (self.figure_solutions().is_some() || self.figure_answers.stopped().is_some()));
        self.answers.is_idle() && self.solutions().is_some() && figure
    }
}
