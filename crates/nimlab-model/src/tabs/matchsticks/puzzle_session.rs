//! The open puzzle, with one owner: the file's puzzles (which is open, what was saved), the
//! editor (the puzzle as authored, the board it is tried on, its goal, budget and rules, its
//! undo history; the editors of puzzles opened before wait for them), the book's one undo order
//! (`history.rs`), the puzzle's texts, the Equation box, the mode with its play state, and what is
//! selected. Every change goes through a method here, so the parts never drift apart (a restart
//! once restored an editor that disagreed with the document; the Equation box once read `???=?`
//! beside a built puzzle). [`SavedMatchTab`] and [`SavedSession`] are its remembered form: it is built
//! from them at start and writes them back.
//!
//! What is saved, listed in the collection and marked unsaved is the *puzzle*: trying an answer
//! on the board (moves, Apply, Reset, play) never changes it. Design mode, a laid-out equation, a
//! generated puzzle, new settings and "Make this the puzzle" do, undoably.

mod collection;
mod editing;
mod figure_canvas;
mod figure_editing;
mod figure_playing;
mod figure_target;
mod files;
mod history;
mod open_puzzle;
mod texts;

use std::collections::HashMap;

use super::document::Document;
use super::figure_play::FigurePlay;
use super::play::PlayState;
use super::refusal::Refusal;
use super::saved_session::SavedSession;
use super::saved_tab::{self, Mode, SavedMatchTab};
pub use figure_canvas::{CanvasRefusal, smallest_canvas};
pub use figure_target::{count_for, fish, mirrored, new_target_puzzle, target_for};
use history::BookStep;
use nimlab_core::matchsticks::editor::timeline::Timeline;
use nimlab_core::matchsticks::editor::{Editor, Settings};
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::roman;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};
pub use open_puzzle::{OpenPuzzle, new_figure_puzzle};
use texts::Texts;

/// What is selected in the open puzzle; opening another puzzle clears it.
#[derive(Clone, Debug, Default)]
pub struct PuzzleSelection {
    /// The answer highlighted on the canvas, by its equation.
    pub answer: Option<String>,
    /// Where slots are inserted or deleted.
    pub slot: Option<usize>,
    /// Why the last edit was refused.
    pub refusal: Option<Refusal>,
}

/// The open puzzle and everything that belongs to it.
pub struct PuzzleSession {
    document: Document,
    /// What kind of puzzle is open: an equation (the editor holds it) or a figure puzzle.
    open: OpenPuzzle,
    /// The designer's editor: the puzzle with its settings, the board, one undo history.
    editor: Editor,
    /// The puzzle's title, author and notes (its layout and settings are the editor's).
    texts: Texts,
    /// The Equation box's text while it differs from the puzzle's (typed, not laid out yet);
    /// `None` when the box shows the puzzle.
    typed: Option<String>,
    mode: Mode,
    /// The student's attempt, exactly while the mode is [`Mode::Play`].
    play: Option<PlayState>,
    /// The student's attempt at a figure puzzle, exactly while the mode is [`Mode::Play`] and a
    /// figure puzzle is open (then `play` is `None`).
    figure_play: Option<FigurePlay>,
    selection: PuzzleSelection,
    /// The document and editor came from the last run's session (see [`PuzzleSession::reopen`]).
    from_session: bool,
    /// The editors of the puzzles opened before and not open now, by lasting id: their boards
    /// and histories wait for them.
    editors: HashMap<u64, Editor>,
    /// The one undo order of the book: the steps of each puzzle and the collection's changes.
    timeline: Timeline<BookStep>,
    /// The title, author or notes are being typed: each keystroke joins the step it began.
    typing_texts: bool,
    /// Counts the files opened (and new ones started), so what belongs to one file (a check of
    /// the collection) is known not to belong to the next.
    file_serial: u64,
}

/// The layout of a record, or the matchstick paper's example if the record is broken.
fn layout_or_seed_example(record: &PuzzleRecord) -> Layout {
    record
        .layout()
        .or_else(|_| Layout::parse(saved_tab::SEED_EXAMPLE))
        .expect("the seed's example is an equation")
}

/// A record's goal, budget and rules.
fn settings_of(record: &PuzzleRecord) -> Settings {
    Settings {
        goal: record.goal,
        steps: record.steps,
        exactly: record.exactly,
        rules: record.rules,
    }
}

impl PuzzleSession {
    /// The open puzzle as the last run left it (taking its remembered session out of `saved`):
    /// the puzzle and the board it was tried on, with their undo history, the file's other
    /// puzzles and what was last saved (so the unsaved mark holds), and the Equation box as it
    /// was typed.
    pub fn restore(saved: &mut SavedMatchTab) -> Self {
        let remembered = std::mem::take(&mut saved.session);
        let editor = remembered.editor(&layout_or_seed_example(&saved.puzzle), settings_of(&saved.puzzle));
        let restored = remembered.document(saved.puzzle_index);
        let from_session = restored.is_some();
        let open = OpenPuzzle::of(&saved.puzzle);
        let document =
            restored.unwrap_or_else(|| Document::new(open.record(&editor, &Texts::of(&saved.puzzle))));
        let mut session = Self {
            document,
            open,
            editor,
            texts: Texts::of(&saved.puzzle),
            typed: None,
            mode: saved.mode,
            play: None,
            figure_play: None,
            selection: PuzzleSelection::default(),
            from_session,
            editors: HashMap::new(),
            timeline: Timeline::default(),
            typing_texts: false,
            file_serial: 0,
        };
        session.remember_history();
        // An empty box was dropped as too long when remembered: it shows the puzzle again.
        if !saved.equation.is_empty() {
            session.set_equation(saved.equation.clone());
        }
        if session.mode == Mode::Play {
            session.start_play();
        }
        session
    }

    /// Writes what is remembered of the open puzzle into `saved`.
    pub fn remember(&self, saved: &mut SavedMatchTab) {
        saved.puzzle = self.record();
        // Typed text past what is remembered gives way to the puzzle's own equation.
        saved.equation = match &self.typed {
            Some(typed) if typed.chars().nth(super::saved_session::MAX_TEXT).is_some() => String::new(),
            _ => self.equation(),
        };
        saved.mode = self.mode;
        saved.path.clone_from(&self.document.path);
        saved.puzzle_index = self.document.index();
        saved.session = SavedSession::of(&self.document, &self.editor);
    }

    /// Shows `record` as the open puzzle, in a fresh editor with no history.
    fn load(&mut self, record: &PuzzleRecord) {
        self.editors.remove(&self.document.open_id());
        self.timeline
            .forget(nimlab_core::matchsticks::editor::timeline::Place::Puzzle(
                self.document.open_id(),
            ));
        self.show(
            Editor::new(layout_or_seed_example(record), settings_of(record)),
            record,
        );
    }

    /// Shows the document's open puzzle: in the editor it was left in, if it was opened
    /// before (its board and history as they were), else in a fresh one.
    fn show_open(&mut self) {
        let record = self.document.open_puzzle().clone();
        let editor = self
            .editors
            .remove(&self.document.open_id())
            .unwrap_or_else(|| Editor::new(layout_or_seed_example(&record), settings_of(&record)));
        self.show(editor, &record);
    }

    fn show(&mut self, editor: Editor, record: &PuzzleRecord) {
        self.open = OpenPuzzle::of(record);
        self.editor = editor;
        self.texts = Texts::of(record);
        self.typed = None;
        self.typing_texts = false;
        self.selection = PuzzleSelection::default();
        self.play = None;
        self.figure_play = None;
        if self.mode == Mode::Play {
            self.start_play();
        }
    }

    /// The open puzzle is put away as it is (its entry in the document, its editor kept for
    /// when it opens again), before another opens.
    fn stash(&mut self) {
        let record = self.record();
        self.document.keep_open(&record);
        // A figure puzzle's record is all there is of it; the idle editor is not kept.
        if self.open == OpenPuzzle::Equation {
            self.editors.insert(self.document.open_id(), self.editor.clone());
        }
    }

    /// `document` is the book now, with its open puzzle on show and no history.
    fn new_book(&mut self, document: Document) {
        self.document = document;
        self.editors.clear();
        self.timeline = Timeline::default();
        self.file_serial += 1;
        self.show_open();
    }

    /// Which file is open, counted: another file (or a new one) has another number.
    pub fn file_serial(&self) -> u64 {
        self.file_serial
    }

    /// A student's attempt at the puzzle (never at the board the designer tried).
    fn start_play(&mut self) {
        let figure = self.open.figure().and_then(|record| record.figure()?.ok());
        self.figure_play = figure.map(FigurePlay::new);
        // A figure puzzle is played as itself, never as the idle equation editor behind it.
        self.play = (self.open == OpenPuzzle::Equation)
            .then(|| PlayState::new(self.editor.puzzle().clone(), self.editor.settings()));
    }

    /// Switches to puzzle `index` of the file, keeping the edits and the history of the one
    /// that was open.
    pub fn switch_to(&mut self, index: usize) {
        if index == self.document.index() || index >= self.document.puzzles().len() {
            return;
        }
        self.stash();
        self.document.switch_to(index, &self.record());
        self.show_open();
    }

    /// The open puzzle as it would be saved: the puzzle as authored (never the board it is
    /// tried on) with its settings and texts.
    pub fn record(&self) -> PuzzleRecord {
        self.open.record(&self.editor, &self.texts)
    }

    /// What kind of puzzle is open; a figure puzzle's record as the file holds it.
    pub fn open_puzzle(&self) -> &OpenPuzzle {
        &self.open
    }

    /// The open file: its puzzles, which is open, what was saved.
    pub fn document(&self) -> &Document {
        &self.document
    }

    /// Something differs from what was last opened or saved.
    pub fn is_dirty(&self) -> bool {
        self.document.is_dirty(&self.record())
    }

    /// The whole file as it would be saved now.
    pub fn file_to_save(&self) -> PuzzleFile {
        self.document.file_with(&self.record())
    }

    /// The designer's editor.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The editor on show: the student's in play mode, else the designer's (undo, redo and the
    /// tray's count follow it).
    pub fn shown_editor(&self) -> &Editor {
        self.play.as_ref().map_or(&self.editor, |play| &play.editor)
    }

    /// The puzzle's goal, budget and rules.
    pub fn settings(&self) -> Settings {
        self.editor.settings()
    }

    /// The layout on the canvas: the student's board in play mode, the puzzle itself in design
    /// mode, else the board the designer tries it on.
    pub fn shown_layout(&self) -> &Layout {
        match (&self.play, self.mode) {
            (Some(play), _) => play.editor.board(),
            (None, Mode::Design) => self.editor.puzzle(),
            (None, _) => self.editor.board(),
        }
    }

    /// The layout whose answers are counted and listed: the board the designer tries in move
    /// mode, else the puzzle itself (a student's answers are the puzzle's, whatever the designer
    /// tried before Play).
    pub fn solved_layout(&self) -> &Layout {
        match self.mode {
            Mode::Move => self.editor.board(),
            Mode::Design | Mode::Play => self.editor.puzzle(),
        }
    }

    /// The Equation box's text: what was typed and not laid out yet, else the puzzle's equation.
    pub fn equation(&self) -> String {
        self.typed
            .clone()
            .unwrap_or_else(|| self.editor.puzzle().text(self.editor.rules().variants))
    }

    /// The Equation box's text while it is not the puzzle's own (typed, not laid out yet).
    pub fn typed_equation(&self) -> Option<&str> {
        self.typed.as_deref()
    }

    /// How the canvas responds to the mouse.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The student's attempt, in play mode.
    pub fn play(&self) -> Option<&PlayState> {
        self.play.as_ref()
    }

    /// What is selected, and why the last edit was refused.
    pub fn selection(&self) -> &PuzzleSelection {
        &self.selection
    }

    /// Chooses (or unchooses) the slot that insertions follow and Delete removes.
    pub fn select_slot(&mut self, slot: Option<usize>) {
        self.selection.slot = slot;
    }

    /// Chooses (or unchooses) the answer highlighted on the canvas, by its equation.
    pub fn select_answer(&mut self, answer: Option<String>) {
        self.selection.answer = answer;
    }

    /// The Equation box was typed in (text that reads as the puzzle is the puzzle's own).
    pub fn set_equation(&mut self, equation: String) {
        // Why the box's text could not be laid out is moot once the text changes.
        if equation != self.equation() && matches!(self.selection.refusal, Some(Refusal::Layout(_))) {
            self.selection.refusal = None;
        }
        let is_puzzle = equation == self.editor.puzzle().text(self.editor.rules().variants)
            || roman::parse_equation(&equation, self.editor.rules()).as_ref() == Ok(self.editor.puzzle());
        self.typed = (!is_puzzle).then_some(equation);
    }

    /// Changes the puzzle through `change` (one step of the book's history if it changed
    /// anything); if the puzzle did change, the Equation box shows it again, a student's
    /// attempt restarts on it and the answer chosen for the old one goes.
    fn author(&mut self, change: impl FnOnce(&mut Editor)) {
        let before = (self.editor.puzzle().clone(), self.editor.settings());
        self.designer(change);
        self.authored(&before);
    }

    /// After the editor changed from `before`: if the puzzle changed, what showed the old one
    /// follows the new.
    fn authored(&mut self, before: &(Layout, Settings)) {
        if (self.editor.puzzle(), self.editor.settings()) != (&before.0, before.1) {
            self.typed = None;
            self.selection.answer = None;
            if self.play.is_some() {
                self.start_play();
            }
        }
    }

    /// The puzzle's goal, budget and rules were changed (one undoable step).
    pub fn set_rules(&mut self, settings: Settings) {
        self.author(|editor| editor.set_settings(settings));
    }

    /// The puzzle's title, author and notes were changed: while they are being typed, one
    /// undoable step.
    pub fn set_texts(&mut self, title: String, author: String, notes: String) {
        let next = Texts { title, author, notes };
        if next != self.texts {
            self.type_texts(next);
        }
    }
}

#[cfg(test)]
mod book_tests;
#[cfg(test)]
mod figure_design_tests;
#[cfg(test)]
mod figure_tests;
#[cfg(test)]
mod tests;
