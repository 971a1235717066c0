//! The open puzzle's editing: modes, laying out, slots, generated puzzles, answers tried on the
//! board, "make this the puzzle", undo, redo and Reset, Check and Reveal, and the sticks moved on
//! the canvas (to the student's board, the puzzle in design mode, or the designer's board).

use super::{PuzzleSelection, PuzzleSession};
use crate::tabs::matchsticks::canvas_edit::CanvasEdit;
use crate::tabs::matchsticks::refusal::Refusal;
use crate::tabs::matchsticks::saved_tab::Mode;
use nimlab_core::matchsticks::editor::{EditError, Editor, Target};
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::roman;

impl PuzzleSession {
    /// Switches mode: play mode starts the student's attempt from the puzzle; leaving it drops
    /// the attempt. Design mode shows and edits the puzzle itself, so a try on the board is put
    /// away first (one undo step brings it back), and the counts under the canvas agree with it.
    pub fn set_mode(&mut self, mode: Mode) {
        if mode == self.mode {
            return;
        }
        self.mode = mode;
        self.selection.refusal = None;
        match mode {
            Mode::Play => self.start_play(),
            Mode::Design => {
                self.play = None;
                self.figure_play = None;
                self.designer(Editor::reset);
            }
            Mode::Move => {
                self.play = None;
                self.figure_play = None;
            }
        }
    }

    /// Lays out the Equation box's text as the new puzzle, or says why it cannot.
    pub fn lay_out(&mut self) {
        match roman::parse_equation(&self.equation(), self.editor.rules()) {
            Ok(layout) => {
                self.author(|editor| editor.relayout(layout));
                self.typed = None;
                self.selection = PuzzleSelection::default();
            }
            Err(error) => self.selection.refusal = Some(Refusal::Layout(error)),
        }
    }

    /// Slots were inserted or deleted: `next` becomes the puzzle if it is a layout, and the
    /// Equation box follows, so it never disagrees with it.
    pub fn change_slots(&mut self, next: Layout) {
        match next.check_for(self.editor.rules()) {
            Ok(()) => {
                self.author(|editor| editor.relayout(next));
                self.typed = None;
                self.selection = PuzzleSelection::default();
            }
            Err(error) => self.selection.refusal = Some(Refusal::Layout(error)),
        }
    }

    /// An answer was applied: the board shows it (the puzzle stays as it is).
    pub fn apply_answer(&mut self, layout: Layout) {
        self.designer(|editor| editor.set_board(layout));
        self.selection.answer = None;
    }

    /// "Make this the puzzle": the designer's board becomes the puzzle (one undoable step).
    pub fn adopt_board(&mut self) {
        self.author(Editor::adopt_board);
    }

    /// The designer's board, on show in move mode, differs from the puzzle (there is something
    /// to make the puzzle).
    pub fn board_differs(&self) -> bool {
        self.mode == Mode::Move && self.editor.board() != self.editor.puzzle()
    }

    /// Returns the board on show to the puzzle; in play mode the attempt starts over (Reveal and
    /// hints cleared), for the next student.
    pub fn reset(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.start_over();
        } else if let Some(play) = &mut self.play {
            play.start_over();
            self.selection.refusal = None;
        } else {
            self.back_to_puzzle();
        }
    }

    /// Returns the board on show to the puzzle, keeping a student's attempt (its hints and
    /// Reveal): the way back a hint offers from a board that left every answer.
    pub fn back_to_puzzle(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.reset();
            return;
        }
        match &mut self.play {
            Some(play) => play.editor.reset(),
            None => self.designer(Editor::reset),
        }
        self.selection.refusal = None;
    }

    /// Check, in play mode: judges the student's layout.
    pub fn check(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.press_check();
        }
        if let Some(play) = &mut self.play {
            play.press_check();
        }
    }

    /// Hint, in play mode: one more hint about the student's board, following the
    /// answer `followed`.
    pub fn hint(&mut self, followed: Option<String>) {
        if let Some(play) = &mut self.figure_play {
            play.press_hint();
        }
        if let Some(play) = &mut self.play {
            play.press_hint(followed);
        }
    }

    /// Reveal, in play mode: the student's layout goes back to the puzzle and the nearest answer
    /// shows.
    pub fn reveal(&mut self) {
        if let Some(play) = &mut self.figure_play {
            play.press_reveal();
        }
        if let Some(play) = &mut self.play {
            play.editor.reset();
            play.revealed = true;
        }
    }

    /// Applies a canvas edit: to the student's board in play mode, to the puzzle in design mode,
    /// else to the designer's board. A refused one is remembered, to be said.
    pub fn edit_sticks(&mut self, edit: CanvasEdit) -> Result<(), EditError> {
        let edit = |editor: &mut Editor, target: Target| match edit {
            CanvasEdit::Move { from, to } => editor.move_stick(target, from, to),
            CanvasEdit::Toggle(at) | CanvasEdit::FromTray(at) | CanvasEdit::ToTray(at) => {
                editor.toggle(target, at)
            }
        };
        let done = match (&mut self.play, self.mode) {
            (Some(play), _) => edit(&mut play.editor, Target::Board),
            (None, Mode::Design) => {
                let mut done = Ok(());
                self.author(|editor| done = edit(editor, Target::Puzzle));
                done
            }
            (None, _) => self.designer(|editor| edit(editor, Target::Board)),
        };
        self.selection.refusal = done.err().map(Refusal::Edit);
        done
    }

    /// While the Equation box does not read as an equation, the status and the answers still
    /// show the layout laid out last: its text, for the note that says so.
    pub fn unlaid_equation(&self) -> Option<String> {
        let typed = self.typed.as_deref()?.trim();
        // A layout with empty slots (a new puzzle, an inserted slot) writes itself with '?':
        // that text is the layout on show, not something typed and left unlaid.
        if self.play.is_some()
            || typed == self.editor.puzzle().text(self.editor.rules().variants)
            || roman::parse_equation(typed, self.editor.rules()).is_ok()
        {
            return None;
        }
        Some(self.shown_layout().text(self.editor.rules().variants))
    }
}
