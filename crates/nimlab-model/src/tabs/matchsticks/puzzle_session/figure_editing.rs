//! A figure puzzle drawn on its lattice: a stick laid on an empty edge or taken off, each one
//! step of the book's undo order (the figure's record before and after, as the record is all
//! there is of a figure puzzle).

use super::history::BookStep;
use super::{OpenPuzzle, PuzzleSession};
use nimlab_core::shapes::record::StickRecord;

/// The same stick either way round.
fn same_stick(one: StickRecord, other: StickRecord) -> bool {
    (one.from, one.to) == (other.from, other.to) || (one.from, one.to) == (other.to, other.from)
}

impl PuzzleSession {
    /// Lays `stick` on the open figure puzzle, or takes it off if it is there (one undoable
    /// step). `stick` must join two neighbouring dots of the canvas, as the board offers them.
    pub fn toggle_figure_stick(&mut self, stick: StickRecord) {
        let OpenPuzzle::Figure(record) = &self.open else {
            return;
        };
        let before = record.clone();
        let mut after = before.clone();
        let Some(shapes) = after.shapes.as_mut() else {
            return;
        };
        match shapes.sticks.iter().position(|&s| same_stick(s, stick)) {
            Some(at) => {
                shapes.sticks.remove(at);
            }
            None => shapes.sticks.push(stick),
        }
        self.open = OpenPuzzle::Figure(after.clone());
        let open = self.document.open_id();
        self.take_step(open, BookStep::Figure { before, after });
    }
}
