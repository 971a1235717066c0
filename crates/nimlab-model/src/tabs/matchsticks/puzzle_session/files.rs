//! The open puzzle's file work, as the shell hands it over: a file opened, saved, reopened at
//! start or lost, a collection without a file, a puzzle from a link, a new file, and unsaved
//! changes dropped.

use std::path::Path;

use super::PuzzleSession;
use crate::tabs::matchsticks::document::Document;
use crate::tabs::matchsticks::saved_tab::{Mode, blank_puzzle};
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};

/// `file` with every layout written as the editor writes it (segment letters in order), so that
/// switching to a puzzle the editor reads back never marks it changed.
fn normalized(mut file: PuzzleFile) -> PuzzleFile {
    for record in &mut file.puzzles {
        if let Ok(layout) = record.layout() {
            record.layout = PuzzleRecord::new(&layout, record.goal, record.steps, record.rules).layout;
        }
    }
    file
}

impl PuzzleSession {
    /// Reopens the file of the last run (read by the shell). With the last run's session the
    /// puzzle is already as it was left, and the file says what was saved; a state from an older
    /// build only has the working copy, which is laid over the puzzle that was open. Returns
    /// whether the file was opened afresh (and so belongs among the recent files).
    pub fn reopen(&mut self, path: &Path, file: PuzzleFile, index: usize, working: &PuzzleRecord) -> bool {
        if self.from_session {
            self.document.set_saved(path, file.puzzles);
            return false;
        }
        let mode = self.mode;
        self.open_file(path, file);
        self.switch_to(index);
        if working.check().is_ok() {
            self.load(working);
        }
        self.mode = mode;
        if mode == Mode::Play {
            self.start_play();
        }
        true
    }

    /// Drops the unsaved changes: the file as last saved is open again.
    pub fn discard_changes(&mut self) {
        let saved = self.document.saved().to_vec();
        let index = self.document.index().min(saved.len().saturating_sub(1));
        if saved.is_empty() {
            self.new_file();
            return;
        }
        let mut document = Document::restored(saved.clone(), index, saved);
        document.path.clone_from(&self.document.path);
        self.new_book(document);
    }

    /// The last run's file cannot be read again: the puzzle stays open, untitled and unsaved.
    pub fn lose_file(&mut self) {
        self.document.lose_file();
    }

    /// Opens a file the shell has read and checked.
    pub fn open_file(&mut self, path: &Path, file: PuzzleFile) {
        self.new_book(Document::opened(Some(path), normalized(file), blank_puzzle()));
        // The puzzle as the editor shows it is the puzzle as read: nothing to save yet.
        let record = self.record();
        self.document.mark_saved(path, &record);
        if self.mode == Mode::Design {
            self.mode = Mode::Move;
        }
    }

    /// Opens a collection that has no file (the built-in samples): nothing to save until it
    /// changes, and Save asks where.
    pub fn open_collection(&mut self, file: PuzzleFile) {
        self.new_book(Document::opened(None, normalized(file), blank_puzzle()));
        let record = self.record();
        self.document.mark_clean(&record);
        if self.mode == Mode::Design {
            self.mode = Mode::Move;
        }
    }

    /// Opens a puzzle shared by a link: an untitled file of that one puzzle, nothing to save
    /// until it changes, in the link's mode and with its Equation box text (if any).
    pub fn open_shared(&mut self, puzzle: &PuzzleRecord, mode: Mode, equation: String) {
        self.mode = mode;
        self.new_book(Document::new(puzzle.clone()));
        let record = self.record();
        self.document.mark_clean(&record);
        if !equation.is_empty() {
            self.set_equation(equation);
        }
    }

    /// Starts a new file with one blank puzzle, in design mode.
    pub fn new_file(&mut self) {
        self.mode = Mode::Design;
        self.new_book(Document::new(blank_puzzle()));
    }

    /// The file was written to `path`.
    pub fn mark_saved(&mut self, path: &Path) {
        let record = self.record();
        self.document.mark_saved(path, &record);
    }
}
