//! The matchstick tab (SPEC §3, seed 004): the puzzle drawn as matchsticks you drag, what it reads
//! as and whether it is true, live answer counts at 1, 2 and 3 steps, every answer within the
//! budget highlighted on the canvas, play mode for students, the generator and the survey.
//!
//! Files belong to the shell: the tab returns a [`MatchAction`] and the shell opens dialogs and
//! reads and writes, then hands the tab a [`PuzzleFile`] or tells it where it was saved.

pub mod canvas;
mod classroom;
mod document;
mod edit_bar;
mod generator_panel;
pub mod geometry;
mod inputs;
mod play;
mod puzzle_panel;
mod search_panel;
mod session;
mod side_panel;
mod status;
mod survey_panel;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

pub use document::Document;
pub use inputs::{MatchInputs, Mode, SidePanel, blank_puzzle};
pub use session::{Session, Step};

use crate::jobs::Latest;
use crate::ui::export::ExportRequest;
use crate::ui::i18n::matchsticks::MatchStrings;
use crate::ui::i18n::{Strings, fill};
use crate::ui::style;
use canvas::{CanvasEdit, CanvasState, CanvasView, Tray};
use nimlab_core::matchsticks::editor::{EditError, Editor};
use nimlab_core::matchsticks::layout::{Layout, ParseError, Rules};
use nimlab_core::matchsticks::solve::{Answer, Goal, Solutions, SolveError, solve_within};
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};

/// What the user asked of the shell.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchAction {
    New,
    Open,
    Save,
    SaveAs,
    OpenRecent(PathBuf),
    /// The sample collection that comes with nimlab (no dialog).
    OpenSamples,
    Export(ExportRequest),
}

/// How many answers the live solver lists (all are counted); the panel says when there are more.
pub const LISTED_ANSWERS: usize = 200;

/// The answers a solve lists: none when the solver refused the layout.
fn listed(solved: &Result<Solutions, SolveError>) -> &[Answer] {
    solved.as_ref().map_or(&[], |s| s.answers.as_slice())
}

/// The resolution of the live solver's progress.
const PROGRESS_STEPS: u64 = 1000;

/// What the live answers were computed for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerKey {
    layout: Layout,
    rules: Rules,
    goal: Goal,
    steps: u32,
}

pub struct MatchTab {
    inputs: MatchInputs,
    editor: Editor,
    play: Option<play::PlayState>,
    canvas: CanvasState,
    answers: Latest<AnswerKey, Result<Solutions, SolveError>>,
    /// The answer highlighted on the canvas, by its equation.
    selected_answer: Option<String>,
    /// Where slots are inserted or deleted.
    selected_slot: Option<usize>,
    /// Why the last edit was refused, put into words when drawn.
    refusal: Option<Refusal>,
    document: Document,
    /// Where the canvas was drawn last frame: what Export PNG captures.
    canvas_rect: Option<egui::Rect>,
    generator: generator_panel::GeneratorPanel,
    survey: survey_panel::SurveyPanel,
    search: search_panel::SearchPanel,
    /// The document and editor came from the last run's session (see [`MatchTab::reopen`]).
    from_session: bool,
    /// Classroom mode (the shell's switch): answers hidden until the teacher reveals them.
    classroom: classroom::Classroom,
}

/// Why the last edit was refused: kept as the engine said it, put into words when drawn (so it
/// follows a change of language).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Refusal {
    /// The editor refused a stick edit.
    Edit(EditError),
    /// The equation typed, or the slots inserted or deleted, do not make a layout.
    Layout(ParseError),
}

impl Refusal {
    /// The refusal in the user's language.
    fn text(&self, m: &MatchStrings) -> String {
        match self {
            Self::Edit(error) => m.edit_error(*error).to_owned(),
            Self::Layout(error) => m.parse_error(error),
        }
    }
}

/// The layout of a record, or seed 004's example if the record is broken.
fn layout_of(record: &PuzzleRecord) -> Layout {
    record
        .layout()
        .or_else(|_| Layout::parse(inputs::SEED_EXAMPLE))
        .expect("the seed's example is an equation")
}

impl MatchTab {
    /// The tab as the last run left it: the working copy on the canvas over its original, with
    /// its undo history, the file's other puzzles and what was last saved (so the unsaved mark
    /// holds); the equation field shows the puzzle's equation.
    pub fn new(mut inputs: MatchInputs) -> Self {
        let layout = layout_of(&inputs.puzzle);
        let mut puzzle = inputs.puzzle.clone();
        puzzle.layout = PuzzleRecord::new(&layout, puzzle.goal, puzzle.steps, puzzle.rules).layout;
        let remembered = std::mem::take(&mut inputs.session);
        let editor = remembered.editor(layout, puzzle.rules);
        let restored = remembered.document(inputs.puzzle_index);
        let from_session = restored.is_some();
        let document = restored.unwrap_or_else(|| Document::new(puzzle.clone()));
        let original = editor.original();
        if Layout::parse(&inputs.equation).as_ref() != Ok(original) {
            inputs.equation = original.text(puzzle.rules.variants);
        }
        let mut tab = Self {
            editor,
            play: None,
            canvas: CanvasState::default(),
            answers: Latest::default(),
            selected_answer: None,
            selected_slot: None,
            refusal: None,
            document,
            canvas_rect: None,
            generator: generator_panel::GeneratorPanel::default(),
            survey: survey_panel::SurveyPanel::default(),
            search: search_panel::SearchPanel::default(),
            from_session,
            classroom: classroom::Classroom::default(),
            inputs: MatchInputs { puzzle, ..inputs },
        };
        if tab.inputs.mode == Mode::Play {
            tab.start_play();
        }
        tab
    }

    /// What would be remembered now.
    pub fn inputs(&self) -> MatchInputs {
        MatchInputs {
            puzzle: self.record(),
            path: self.document.path.clone(),
            puzzle_index: self.document.index(),
            session: session::Session::of(&self.document, &self.editor),
            ..self.inputs.clone()
        }
    }

    /// Reopens the file of the last run (read by the shell). With the last run's session the
    /// tab is already as it was left, and the file says what was saved; a state from an older
    /// build only has the working copy, which is laid over the puzzle that was open.
    pub fn reopen(&mut self, path: &Path, file: PuzzleFile, index: usize, working: PuzzleRecord) {
        if self.from_session {
            self.document.set_saved(path, file.puzzles);
            return;
        }
        let mode = self.inputs.mode;
        self.open_file(path, file);
        if let Some(next) = self.document.switch_to(index, &self.record()) {
            self.load(next);
        }
        if working.layout().is_ok() {
            self.load(working);
        }
        self.inputs.mode = mode;
        if mode == Mode::Play {
            self.start_play();
        }
    }

    /// Drops the unsaved changes (the user chose Discard on closing): what is remembered for the
    /// next run is the file as last saved.
    pub fn discard_changes(&mut self) {
        let saved = self.document.saved().to_vec();
        let index = self.document.index().min(saved.len().saturating_sub(1));
        let Some(open) = saved.get(index).cloned() else {
            self.new_file();
            return;
        };
        let path = self.document.path.clone();
        self.document = Document::restored(saved.clone(), index, saved);
        self.document.path = path;
        self.load(open);
    }

    /// The last run's file cannot be read again: the puzzle stays open, untitled and unsaved.
    pub fn lose_file(&mut self) {
        self.document.lose_file();
    }

    /// The open puzzle as it would be saved: the editor's layout with the puzzle's settings.
    pub fn record(&self) -> PuzzleRecord {
        let puzzle = &self.inputs.puzzle;
        PuzzleRecord {
            title: puzzle.title.clone(),
            author: puzzle.author.clone(),
            notes: puzzle.notes.clone(),
            ..PuzzleRecord::new(self.editor.current(), puzzle.goal, puzzle.steps, puzzle.rules)
        }
    }

    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The layout on the canvas: the student's in play mode, else the designer's.
    pub fn shown_layout(&self) -> &Layout {
        self.play
            .as_ref()
            .map_or(self.editor.current(), |play| play.editor.current())
    }

    pub fn document(&self) -> &Document {
        &self.document
    }

    pub fn is_dirty(&self) -> bool {
        self.document.is_dirty(&self.record())
    }

    /// The whole file as it would be saved now.
    pub fn file_to_save(&self) -> PuzzleFile {
        self.document.file_with(&self.record())
    }

    /// The file was written to `path`.
    pub fn mark_saved(&mut self, path: &Path) {
        let record = self.record();
        self.document.mark_saved(path, &record);
        self.inputs.remember(path.to_owned());
    }

    /// Opens a file the shell has read and checked.
    pub fn open_file(&mut self, path: &Path, file: PuzzleFile) {
        self.document = Document::opened(Some(path), file, blank_puzzle());
        self.load(self.document.open_puzzle().clone());
        // The puzzle as the editor shows it is the puzzle as read: nothing to save yet.
        let record = self.record();
        self.document.mark_saved(path, &record);
        self.inputs.remember(path.to_owned());
        if self.inputs.mode == Mode::Design {
            self.inputs.mode = Mode::Move;
        }
    }

    /// Opens a collection that has no file (the built-in samples): nothing to save until it
    /// changes, and Save asks where.
    pub fn open_collection(&mut self, file: PuzzleFile) {
        self.document = Document::opened(None, file, blank_puzzle());
        self.load(self.document.open_puzzle().clone());
        let record = self.record();
        self.document.mark_clean(&record);
        if self.inputs.mode == Mode::Design {
            self.inputs.mode = Mode::Move;
        }
    }

    /// Starts a new file with one blank puzzle, in design mode.
    pub fn new_file(&mut self) {
        self.inputs.mode = Mode::Design;
        self.document = Document::new(blank_puzzle());
        self.load(blank_puzzle());
    }

    /// Shows `record` in the editor with a fresh history.
    fn load(&mut self, record: PuzzleRecord) {
        let layout = layout_of(&record);
        self.inputs.equation = layout.text(record.rules.variants);
        self.editor = Editor::new(layout, record.rules);
        self.inputs.puzzle = record;
        self.selected_answer = None;
        self.selected_slot = None;
        self.refusal = None;
        self.play = None;
        if self.inputs.mode == Mode::Play {
            self.start_play();
        }
    }

    fn start_play(&mut self) {
        let puzzle = &self.inputs.puzzle;
        self.play = Some(play::PlayState::new(
            self.editor.current().clone(),
            puzzle.rules,
            puzzle.goal,
            puzzle.steps,
        ));
    }

    fn wanted_key(&self) -> AnswerKey {
        let puzzle = &self.inputs.puzzle;
        AnswerKey {
            layout: self.editor.current().clone(),
            rules: puzzle.rules,
            goal: puzzle.goal,
            steps: puzzle.steps.max(inputs::LIVE_STEPS),
        }
    }

    /// The answers of the designer's layout (counted, the first `LISTED_ANSWERS` listed), or why
    /// the solver refused it, if they are computed for it.
    pub fn solutions(&self) -> Option<&Arc<Result<Solutions, SolveError>>> {
        let wanted = self.wanted_key();
        self.answers
            .result()
            .filter(|(key, _)| **key == wanted)
            .map(|(_, solutions)| solutions)
    }

    /// The listed answers of the designer's layout, if they are computed for it (none if the
    /// solver refused the layout).
    pub fn answers(&self) -> Option<&[Answer]> {
        self.solutions().map(|solved| listed(solved))
    }

    /// While the Equation box does not read as an equation, the status and the answers still
    /// show the layout laid out last: this note says so, naming it.
    fn results_note(&self, m: &MatchStrings) -> Option<String> {
        let variants = self.inputs.puzzle.rules.variants;
        let typed = self.inputs.equation.trim();
        // A layout with empty slots (a new puzzle, an inserted slot) writes itself with '?':
        // that text is the layout on show, not something typed and left unlaid.
        if self.play.is_some()
            || typed == self.editor.original().text(variants)
            || Layout::parse(typed).is_ok()
        {
            return None;
        }
        let shown = self.editor.current().text(variants);
        Some(fill(m.results_for_last, &[&shown]))
    }

    /// Classroom mode (the shell's switch): answers, their counts and true/false hidden until
    /// revealed.
    pub fn set_classroom(&mut self, on: bool) {
        self.classroom.set(on);
    }

    /// Classroom mode hides the open puzzle's answers (outside play mode, which hides them by
    /// its own rule until Check or Reveal).
    fn hides_answers(&self) -> bool {
        self.play.is_none() && self.classroom.hides(self.editor.original())
    }

    /// The live answers are computed for the layout on show.
    pub fn is_up_to_date(&self) -> bool {
        !self.answers.is_running() && self.solutions().is_some()
    }

    pub fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<MatchAction> {
        let m = strings.matchsticks;
        self.answers.poll();
        self.editor.rules = self.inputs.puzzle.rules;
        let ctx = ui.ctx().clone();
        self.answers.want(
            self.wanted_key(),
            move || ctx.request_repaint(),
            |key, progress| {
                progress.set_total(PROGRESS_STEPS);
                let mut keep_going = progress.fraction_reporter(0, PROGRESS_STEPS);
                let solved = solve_within(
                    &key.layout,
                    key.rules,
                    key.goal,
                    key.steps,
                    LISTED_ANSWERS,
                    &mut keep_going,
                );
                // A stopped job delivers nothing: a newer layout (or Cancel) replaced it.
                (solved != Err(SolveError::Cancelled)).then_some(solved)
            },
        );
        self.shortcuts(ui);
        let mut action = edit_bar::file_bar(ui, self, strings);
        edit_bar::puzzle_bar(ui, self, m);
        edit_bar::edit_bar(ui, self, m);
        if let Some(refusal) = &self.refusal {
            ui.colored_label(crate::ui::style::LOSE, refusal.text(m));
        }
        ui.separator();
        let computed = self.solutions().cloned();
        let answers = computed.as_deref().map(listed);
        // Both panels are bounded by a share of the space, so a width remembered from a wide
        // window, a long table or many counters never leave the canvas a sliver.
        let room = ui.available_rect_before_wrap();
        let side_max = (room.width() * style::MATCH_SIDE_SHARE).max(style::MATCH_SIDE_MIN);
        egui::Panel::right("match_side")
            .resizable(true)
            .default_size(360.0)
            .size_range(style::MATCH_SIDE_MIN..=side_max)
            .show(ui, |ui| {
                if let Some(side) = side_panel::side_ui(ui, self, answers, strings) {
                    action = Some(side);
                }
            });
        let status_max = room.height() * style::MATCH_STATUS_SHARE;
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
                        status::status_ui(ui, self, computed.as_deref(), strings);
                    });
            });
        self.canvas_ui(ui, answers, strings);
        action
    }

    fn canvas_ui(&mut self, ui: &mut Ui, answers: Option<&[Answer]>, strings: &Strings) {
        let goal = self.inputs.puzzle.goal;
        let budget = self.inputs.puzzle.steps;
        let editor = self.play.as_ref().map_or(&self.editor, |play| &play.editor);
        let tray = match goal {
            Goal::Move => None,
            // A stick taken off the layout goes to the tray; one laid on it comes from there.
            Goal::Add => Some(Tray::Gives(
                (budget + editor.changes().removed).saturating_sub(editor.changes().added),
            )),
            Goal::Remove => Some(Tray::Takes(
                editor.changes().removed.saturating_sub(editor.changes().added),
            )),
        };
        let answer = match &self.play {
            Some(play) => play.revealed_answer(answers),
            // The highlight would show the class the answer.
            None if self.hides_answers() => None,
            None => self
                .selected_answer
                .as_ref()
                .and_then(|wanted| answers?.iter().find(|a| a.equation == *wanted)),
        };
        let view = CanvasView {
            layout: editor.current(),
            answer: answer.map(|a| &a.layout),
            design: self.inputs.mode == Mode::Design,
            tray,
        };
        self.canvas_rect = Some(ui.available_rect_before_wrap());
        let edit = canvas::canvas_ui(ui, &mut self.canvas, &view, strings.matchsticks);
        if let Some(edit) = edit {
            match self.apply(edit) {
                Ok(()) => self.refusal = None,
                Err(error) => {
                    self.canvas.send_back();
                    self.refusal = Some(Refusal::Edit(error));
                }
            }
        }
    }

    /// Applies a canvas edit to the editor on show.
    fn apply(&mut self, edit: CanvasEdit) -> Result<(), EditError> {
        let editor = self.active_editor();
        match edit {
            CanvasEdit::Move { from, to } => editor.move_stick(from, to),
            CanvasEdit::Toggle(at) | CanvasEdit::FromTray(at) | CanvasEdit::ToTray(at) => editor.toggle(at),
        }
    }

    /// The editor that undo, redo and reset act on.
    fn active_editor(&mut self) -> &mut Editor {
        match &mut self.play {
            Some(play) => &mut play.editor,
            None => &mut self.editor,
        }
    }

    pub fn undo(&mut self) {
        self.active_editor().undo();
        self.refusal = None;
    }

    pub fn redo(&mut self) {
        self.active_editor().redo();
        self.refusal = None;
    }

    /// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, unless a text field has the keyboard (it has its own undo).
    fn shortcuts(&mut self, ui: &Ui) {
        if ui.ctx().text_edit_focused() {
            return;
        }
        let redo_shift = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        // The shift variant first: Ctrl+Z also matches Ctrl+Shift+Z.
        let (redo, undo) = ui.ctx().input_mut(|i| {
            let redo = i.consume_shortcut(&redo_shift) || i.consume_shortcut(&redo_y);
            (redo, !redo && i.consume_shortcut(&undo))
        });
        if redo {
            self.redo();
        } else if undo {
            self.undo();
        }
    }
}
