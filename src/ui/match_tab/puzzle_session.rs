//! The open puzzle, with one owner: the file's puzzles (which is open, what was saved), the
//! designer's editor, the puzzle's details (title, author, notes, goal, budget, rules), the
//! Equation box, the mode with its play state, and what is selected. Every change goes through a
//! method here, so the parts never drift apart (a restart once restored an editor that disagreed
//! with the document). [`MatchInputs`] and [`Session`] are its remembered form: it is built from
//! them at start and writes them back.

use super::canvas::CanvasEdit;
mod files;

use super::document::Document;
use super::inputs::{self, MatchInputs, Mode, blank_puzzle};
use super::play::PlayState;
use super::refusal::Refusal;
use super::session::Session;
use nimlab_core::matchsticks::editor::{EditError, Editor};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};

/// What is selected in the open puzzle; opening another puzzle clears it.
#[derive(Clone, Debug, Default)]
pub struct Selection {
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
    /// The designer's editor: the working copy over its original, with undo.
    editor: Editor,
    /// The puzzle's details; its layout is the editor's (see [`PuzzleSession::record`]).
    details: PuzzleRecord,
    /// The Equation box's text.
    equation: String,
    mode: Mode,
    /// The student's attempt, exactly while the mode is [`Mode::Play`].
    play: Option<PlayState>,
    selection: Selection,
    /// The document and editor came from the last run's session (see [`PuzzleSession::reopen`]).
    from_session: bool,
}

/// The layout of a record, or seed 004's example if the record is broken.
fn layout_of(record: &PuzzleRecord) -> Layout {
    record
        .layout()
        .or_else(|_| Layout::parse(inputs::SEED_EXAMPLE))
        .expect("the seed's example is an equation")
}

impl PuzzleSession {
    /// The open puzzle as the last run left it (taking its remembered session out of `inputs`):
    /// the working copy over its original, with its undo history, the file's other puzzles and
    /// what was last saved (so the unsaved mark holds); the Equation box shows the puzzle's
    /// equation.
    pub fn restore(inputs: &mut MatchInputs) -> Self {
        let layout = layout_of(&inputs.puzzle);
        let mut details = inputs.puzzle.clone();
        details.layout = PuzzleRecord::new(&layout, details.goal, details.steps, details.rules).layout;
        let remembered = std::mem::take(&mut inputs.session);
        let editor = remembered.editor(layout, details.rules);
        let restored = remembered.document(inputs.puzzle_index);
        let from_session = restored.is_some();
        let document = restored.unwrap_or_else(|| Document::new(details.clone()));
        let mut equation = inputs.equation.clone();
        let original = editor.original();
        if Layout::parse(&equation).as_ref() != Ok(original) {
            equation = original.text(details.rules.variants);
        }
        let mut session = Self {
            document,
            editor,
            details,
            equation,
            mode: inputs.mode,
            play: None,
            selection: Selection::default(),
            from_session,
        };
        if session.mode == Mode::Play {
            session.start_play();
        }
        session
    }

    /// Writes what is remembered of the open puzzle into `inputs`.
    pub fn remember(&self, inputs: &mut MatchInputs) {
        inputs.puzzle = self.record();
        inputs.equation.clone_from(&self.equation);
        inputs.mode = self.mode;
        inputs.path.clone_from(&self.document.path);
        inputs.puzzle_index = self.document.index();
        inputs.session = Session::of(&self.document, &self.editor);
    }

    /// Shows `record` in the editor with a fresh history.
    fn load(&mut self, record: PuzzleRecord) {
        let layout = layout_of(&record);
        self.equation = layout.text(record.rules.variants);
        self.editor = Editor::new(layout, record.rules);
        self.details = record;
        self.selection = Selection::default();
        self.play = None;
        if self.mode == Mode::Play {
            self.start_play();
        }
    }

    fn start_play(&mut self) {
        let details = &self.details;
        self.play = Some(PlayState::new(
            self.editor.current().clone(),
            details.rules,
            details.goal,
            details.steps,
        ));
    }

    /// Switches to puzzle `index` of the file, keeping the edits of the one that was open.
    pub fn switch_to(&mut self, index: usize) {
        if let Some(next) = self.document.switch_to(index, &self.record()) {
            self.load(next);
        }
    }

    /// Adds a blank puzzle to the file and opens it.
    pub fn add_puzzle(&mut self) {
        let record = self.record();
        self.document.add(blank_puzzle(), &record);
        self.load(blank_puzzle());
    }

    /// The open puzzle as it would be saved: the editor's layout with the puzzle's details.
    pub fn record(&self) -> PuzzleRecord {
        let details = &self.details;
        PuzzleRecord {
            title: details.title.clone(),
            author: details.author.clone(),
            notes: details.notes.clone(),
            ..PuzzleRecord::new(self.editor.current(), details.goal, details.steps, details.rules)
        }
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

    /// The editor on show: the student's in play mode, else the designer's.
    pub fn shown_editor(&self) -> &Editor {
        self.play.as_ref().map_or(&self.editor, |play| &play.editor)
    }

    /// The editor that undo, redo, reset and canvas edits act on.
    fn active_editor(&mut self) -> &mut Editor {
        match &mut self.play {
            Some(play) => &mut play.editor,
            None => &mut self.editor,
        }
    }

    /// The puzzle's details: title, author, notes, goal, budget and rules (its layout is not
    /// kept up to date: [`PuzzleSession::record`] has the editor's).
    pub fn details(&self) -> &PuzzleRecord {
        &self.details
    }

    /// The Equation box's text.
    pub fn equation(&self) -> &str {
        &self.equation
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
    pub fn selection(&self) -> &Selection {
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

    /// The Equation box was typed in.
    pub fn set_equation(&mut self, equation: String) {
        self.equation = equation;
    }

    /// The puzzle's goal, budget and rules were changed.
    pub fn set_rules(&mut self, goal: Goal, steps: u32, rules: Rules) {
        self.details.goal = goal;
        self.details.steps = steps;
        self.details.rules = rules;
        self.editor.rules = rules;
    }

    /// The puzzle's title, author and notes were changed.
    pub fn set_texts(&mut self, title: String, author: String, notes: String) {
        self.details.title = title;
        self.details.author = author;
        self.details.notes = notes;
    }

    /// Switches mode: play mode starts the student's attempt from the designer's layout; leaving
    /// it drops the attempt.
    pub fn set_mode(&mut self, mode: Mode) {
        if mode == self.mode {
            return;
        }
        self.mode = mode;
        self.selection.refusal = None;
        if mode == Mode::Play {
            self.start_play();
        } else {
            self.play = None;
        }
    }

    /// Lays out the Equation box's text as the new puzzle, or says why it cannot.
    pub fn lay_out(&mut self) {
        match Layout::parse(&self.equation) {
            Ok(layout) => {
                self.editor.relayout(layout);
                self.selection = Selection::default();
            }
            Err(error) => self.selection.refusal = Some(Refusal::Layout(error)),
        }
    }

    /// Slots were inserted or deleted: `next` becomes the puzzle if it is a layout, and the
    /// Equation box follows, so it never disagrees with it.
    pub fn change_slots(&mut self, next: Layout) {
        match next.check_shape() {
            Ok(()) => {
                self.equation = next.text(self.details.rules.variants);
                self.editor.relayout(next);
                self.selection = Selection::default();
            }
            Err(error) => self.selection.refusal = Some(Refusal::Layout(error)),
        }
    }

    /// A generated puzzle was chosen: it becomes the puzzle, in move mode.
    pub fn open_generated(&mut self, layout: Layout) {
        self.editor.relayout(layout);
        self.equation = self.editor.current().text(self.details.rules.variants);
        self.mode = Mode::Move;
        self.selection.answer = None;
        self.selection.slot = None;
    }

    /// An answer was applied: the designer's layout becomes it.
    pub fn apply_answer(&mut self, layout: Layout) {
        self.editor.set_layout(layout);
        self.selection.answer = None;
    }

    /// Undoes the last step of the editor on show.
    pub fn undo(&mut self) {
        self.active_editor().undo();
        self.selection.refusal = None;
    }

    /// Redoes the last undone step of the editor on show.
    pub fn redo(&mut self) {
        self.active_editor().redo();
        self.selection.refusal = None;
    }

    /// Returns the editor on show to its original.
    pub fn reset(&mut self) {
        self.active_editor().reset();
        self.selection.refusal = None;
    }

    /// Check, in play mode: judges the student's layout.
    pub fn check(&mut self) {
        if let Some(play) = &mut self.play {
            play.press_check();
        }
    }

    /// Reveal, in play mode: the student's layout goes back to the puzzle and the nearest answer
    /// shows.
    pub fn reveal(&mut self) {
        if let Some(play) = &mut self.play {
            play.editor.reset();
            play.revealed = true;
        }
    }

    /// Applies a canvas edit to the editor on show; a refused one is remembered, to be said.
    pub fn edit_sticks(&mut self, edit: CanvasEdit) -> Result<(), EditError> {
        let editor = self.active_editor();
        let done = match edit {
            CanvasEdit::Move { from, to } => editor.move_stick(from, to),
            CanvasEdit::Toggle(at) | CanvasEdit::FromTray(at) | CanvasEdit::ToTray(at) => editor.toggle(at),
        };
        self.selection.refusal = done.err().map(Refusal::Edit);
        done
    }

    /// While the Equation box does not read as an equation, the status and the answers still
    /// show the layout laid out last: its text, for the note that says so.
    pub fn unlaid_equation(&self) -> Option<String> {
        let variants = self.details.rules.variants;
        let typed = self.equation.trim();
        // A layout with empty slots (a new puzzle, an inserted slot) writes itself with '?':
        // that text is the layout on show, not something typed and left unlaid.
        if self.play.is_some()
            || typed == self.editor.original().text(variants)
            || Layout::parse(typed).is_ok()
        {
            return None;
        }
        Some(self.editor.current().text(variants))
    }
}

#[cfg(test)]
mod tests;
