//! The matchstick tab (SPEC §3, seed 004): the puzzle drawn as matchsticks you drag, what it reads
//! as and whether it is true, live answer counts at 1, 2 and 3 steps, every answer within the
//! budget highlighted on the canvas, play mode for students, the generator and the survey.
//!
//! The open puzzle has one owner, [`PuzzleSession`]. Each panel keeps its own state, only reads
//! the puzzle and returns [`MatchEvent`]s, which the tab applies in one place (`event.rs`).
//!
//! Files belong to the shell: the tab returns a [`ShellAction`] and the shell opens dialogs and
//! reads and writes, then hands the tab a [`PuzzleFile`] or tells it where it was saved.

mod board;
pub mod canvas;
mod classroom;
mod document;
mod edit_bar;
mod event;
mod export_menu;
mod file_bar;
mod generator_panel;
mod live_answers;
mod play;
mod puzzle_panel;
mod puzzle_session;
mod refusal;
mod saved_tab;
mod search_panel;
mod session;
mod side_panel;
mod status;
mod survey_panel;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::Ui;

pub use document::Document;
pub use event::MatchEvent;
pub use puzzle_session::PuzzleSession;
pub use saved_tab::{MatchPanel, Mode, SavedMatchTab, SharedPuzzle, blank_puzzle};
pub use session::{SavedSession, Step};

use crate::i18n::{Strings, fill};
use crate::ui::shell_action::ShellAction;
use crate::ui::style;
use crate::ui::tab::TabPanel;
use crate::work::match_solve::listed;
use canvas::CanvasState;
use live_answers::LiveAnswers;
use nimlab_core::matchsticks::editor::Editor;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::{Answer, Solutions, SolveError};
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};

/// The matchstick tab: the open puzzle, its live answers and the panels' own state.
pub struct MatchTab {
    session: PuzzleSession,
    /// Most recent first.
    recent: Vec<PathBuf>,
    answers: LiveAnswers,
    canvas: CanvasState,
    /// The Export menu's choices.
    export_menu: export_menu::ExportMenu,
    side: side_panel::SidePanels,
    /// Classroom mode (the shell's switch): answers hidden until the teacher reveals them.
    classroom: classroom::MatchClassroom,
}

impl MatchTab {
    /// The tab as the last run left it (see [`PuzzleSession::restore`]).
    pub fn new(mut saved: SavedMatchTab) -> Self {
        let session = PuzzleSession::restore(&mut saved);
        Self {
            session,
            recent: saved.recent,
            answers: LiveAnswers::default(),
            canvas: CanvasState::default(),
            export_menu: export_menu::ExportMenu::default(),
            side: side_panel::SidePanels::new(saved.panel),
            classroom: classroom::MatchClassroom::default(),
        }
    }

    /// What would be remembered now.
    pub fn saved(&self) -> SavedMatchTab {
        let mut saved = SavedMatchTab {
            panel: self.side.panel(),
            recent: self.recent.clone(),
            ..SavedMatchTab::default()
        };
        self.session.remember(&mut saved);
        saved
    }

    /// Reopens the file of the last run (read by the shell); see [`PuzzleSession::reopen`].
    pub fn reopen(&mut self, path: &Path, file: PuzzleFile, index: usize, working: &PuzzleRecord) {
        if self.session.reopen(path, file, index, working) {
            self.remember(path);
        }
    }

    /// Drops the unsaved changes (the user chose Discard on closing): what is remembered for the
    /// next run is the file as last saved.
    pub fn discard_changes(&mut self) {
        self.session.discard_changes();
    }

    /// The last run's file cannot be read again: the puzzle stays open, untitled and unsaved.
    pub fn lose_file(&mut self) {
        self.session.lose_file();
    }

    /// The open puzzle as it would be saved: the editor's layout with the puzzle's settings.
    pub fn record(&self) -> PuzzleRecord {
        self.session.record()
    }

    /// The designer's editor.
    pub fn editor(&self) -> &Editor {
        self.session.editor()
    }

    /// The layout on the canvas: the student's in play mode, else the designer's.
    pub fn shown_layout(&self) -> &Layout {
        self.session.shown_layout()
    }

    /// The open file.
    pub fn document(&self) -> &Document {
        self.session.document()
    }

    /// Something differs from what was last opened or saved.
    pub fn is_dirty(&self) -> bool {
        self.session.is_dirty()
    }

    /// The whole file as it would be saved now.
    pub fn file_to_save(&self) -> PuzzleFile {
        self.session.file_to_save()
    }

    /// The file was written to `path`.
    pub fn mark_saved(&mut self, path: &Path) {
        self.session.mark_saved(path);
        self.remember(path);
    }

    /// Opens a file the shell has read and checked.
    pub fn open_file(&mut self, path: &Path, file: PuzzleFile) {
        self.session.open_file(path, file);
        self.remember(path);
    }

    /// Opens a collection that has no file (the built-in samples): nothing to save until it
    /// changes, and Save asks where.
    pub fn open_collection(&mut self, file: PuzzleFile) {
        self.session.open_collection(file);
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

    /// Opens the puzzle a link shares, as an untitled file (the shell has dealt with unsaved
    /// changes first); the side panels keep their own work.
    pub fn open_shared(&mut self, shared: SharedPuzzle) {
        self.session
            .open_shared(&shared.puzzle, shared.mode, shared.equation);
        self.side.show(shared.panel);
    }

    /// Starts a new file with one blank puzzle, in design mode.
    pub fn new_file(&mut self) {
        self.session.new_file();
    }

    /// Puts `path` first in the recent files.
    fn remember(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_owned());
        self.recent.truncate(saved_tab::MAX_RECENT);
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

    /// Classroom mode hides the open puzzle's answers (outside play mode, which hides them by
    /// its own rule until Check or Reveal).
    fn hides_answers(&self) -> bool {
        self.session.play().is_none() && self.classroom.hides(self.session.editor().puzzle())
    }
}

impl TabPanel for MatchTab {
    /// Draws the tab; returns what the user asked of the shell.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        let m = strings.matchsticks;
        self.answers.want(live_answers::wanted(&self.session), ui.ctx());
        let shortcuts = event::shortcuts(ui);
        self.apply_all(ui, shortcuts);
        let answers_hidden = self.classroom.hides(self.session.editor().puzzle());
        let mut action = file_bar::file_bar(ui, &self.session, &self.recent, strings, |ui| {
            self.export_menu.ui(ui, &self.session, answers_hidden, strings)
        });
        let events = edit_bar::puzzle_bar(ui, &self.session, m);
        self.apply_all(ui, events);
        let events = edit_bar::edit_bar(ui, &self.session, m);
        self.apply_all(ui, events);
        if let Some(refusal) = &self.session.selection().refusal {
            ui.colored_label(style::LOSE, refusal.text(m));
        }
        if let Some(failure) = self.answers.failure() {
            ui.colored_label(style::LOSE, fill(strings.job_failed, &[&failure]));
        }
        ui.separator();
        let computed = self.solutions().cloned();
        // Both panels are bounded by a share of the space, so a width remembered from a wide
        // window, a long table or many counters never leave the canvas a sliver.
        let room = ui.available_rect_before_wrap();
        let side_max = (room.width() * style::MATCH_SIDE_SHARE).max(style::MATCH_SIDE_MIN);
        let mut events = Vec::new();
        egui::Panel::right("match_side")
            .resizable(true)
            .default_size(360.0)
            .size_range(style::MATCH_SIDE_MIN..=side_max)
            .show(ui, |ui| {
                let shown = side_panel::Shown {
                    session: &self.session,
                    solved: computed.as_deref(),
                };
                let (side_events, side_action) = self.side.ui(ui, &shown, &mut self.classroom, strings);
                events = side_events;
                action = side_action.or(action.take());
            });
        self.apply_all(ui, events);
        let status_max = room.height() * style::MATCH_STATUS_SHARE;
        let hidden = self.hides_answers();
        let mut events = Vec::new();
        egui::Panel::bottom("match_status")
            .resizable(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, true])
                    // Both: the panel grows to fit its text up to the share, then scrolls (a
                    // scroll area alone never asks for more than the panel's last height).
                    .max_height(status_max)
                    .min_scrolled_height(status_max)
                    .show(ui, |ui| {
                        events = status::status_ui(ui, &self.session, computed.as_deref(), hidden, strings);
                    });
            });
        self.apply_all(ui, events);
        let hidden = self.hides_answers();
        let answers = computed.as_deref().map(listed);
        let view = board::view(&self.session, answers, hidden);
        let edit = canvas::canvas_ui(ui, &mut self.canvas, &view, m);
        if let Some(edit) = edit {
            self.apply_all(ui, vec![MatchEvent::Edit(edit)]);
        }
        action
    }

    /// Classroom mode (the shell's switch): answers, their counts and true/false hidden until
    /// revealed.
    fn set_classroom(&mut self, on: bool) {
        self.classroom.set(on);
    }

    /// The live answers are computed for the layout on show.
    fn is_up_to_date(&self) -> bool {
        self.answers.is_idle() && self.solutions().is_some()
    }
}
