//! A figure puzzle drawn on its lattice: a stick laid on an empty edge, taken off or dragged to
//! another edge, and its goal
//! (budget and figure) set, each one step of the book's undo order (the figure's record before
//! and after, as the record is all there is of a figure puzzle).

use super::history::BookStep;
use super::{OpenPuzzle, PuzzleSession};
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::record::{FigureRecord, StickRecord};

/// The same stick either way round.
pub(super) fn same_stick(one: StickRecord, other: StickRecord) -> bool {
    (one.from, one.to) == (other.from, other.to) || (one.from, one.to) == (other.to, other.from)
}

impl PuzzleSession {
    /// Lays `stick` on the open figure puzzle, or takes it off if it is there (one undoable
    /// step). `stick` must join two neighbouring dots of the canvas, as the board offers them.
    pub fn toggle_figure_stick(&mut self, stick: StickRecord) {
        self.edit_figure(|record| {
            let Some(shapes) = record.shapes.as_mut() else {
                return;
            };
            match shapes.sticks.iter().position(|&s| same_stick(s, stick)) {
                Some(at) => {
                    shapes.sticks.remove(at);
                }
                None => shapes.sticks.push(stick),
            }
        });
    }

    /// Moves the open figure puzzle's stick `from` onto the empty edge `to` (one undoable step,
    /// as a drag is one gesture); nothing happens unless `from` holds a stick and `to` none.
    pub fn move_figure_stick(&mut self, from: StickRecord, to: StickRecord) {
        self.edit_figure(|record| {
            let Some(shapes) = record.shapes.as_mut() else {
                return;
            };
            let held = |stick| shapes.sticks.iter().position(|&s| same_stick(s, stick));
            if let (Some(at), None) = (held(from), held(to)) {
                shapes.sticks[at] = to;
            }
        });
    }

    /// Sets the open figure puzzle's budget and the figure its answer shows (one undoable step);
    /// nothing happens when the result would not be a puzzle (see `PuzzleRecord::check`).
    pub fn set_figure_goal(&mut self, budget: Budget, figure: FigureRecord) {
        self.edit_figure(|record| {
            (record.goal, record.steps, record.exactly) = (budget.goal, budget.steps, budget.exactly);
            if let Some(shapes) = record.shapes.as_mut() {
                shapes.figure = figure;
            }
        });
    }

    /// Changes the open figure puzzle's record by `edit`, as one step of the book's undo order,
    /// if it is open, changed and still a puzzle.
    pub(super) fn edit_figure(&mut self, edit: impl FnOnce(&mut PuzzleRecord)) {
        let OpenPuzzle::Figure(record) = &self.open else {
            return;
        };
        let before = record.clone();
        let mut after = before.clone();
        edit(&mut after);
        if after == before || after.check().is_err() {
            return;
        }
        self.open = OpenPuzzle::Figure(after.clone());
        let open = self.document.open_id();
        self.take_step(open, BookStep::Figure { before, after });
    }
}
