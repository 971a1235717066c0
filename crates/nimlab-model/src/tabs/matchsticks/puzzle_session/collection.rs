//! The collection managed from the Puzzle panel and the generator: puzzles added (a blank one,
//! or generated ones, many at once and in order), deleted, moved, duplicated and sorted by
//! difficulty, each one step
//! of the book's undo order. The editor shows whichever puzzle is open afterwards, with its
//! own board and history.

use super::PuzzleSession;
use super::open_puzzle::new_figure_puzzle;
use crate::tabs::matchsticks::document::CollectionChange;
use crate::tabs::matchsticks::saved_tab::{Mode, blank_puzzle};
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::{MAX_COLLECTION, PuzzleRecord};
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::Puzzle as FigurePuzzle;

impl PuzzleSession {
    /// Adds a blank puzzle at the end of the file and opens it.
    pub fn add_puzzle(&mut self) {
        self.add_puzzles(vec![blank_puzzle()]);
    }

    /// Adds a new figure puzzle (the 3 × 3 grid, see [`new_figure_puzzle`]) at the end of the
    /// Adds a new figure puzzle on `lattice` at the end of the file and opens it (see
    /// [`new_figure_puzzle`]).
    pub fn add_figure_puzzle(&mut self, lattice: Lattice) {
        self.add_puzzles(vec![new_figure_puzzle(lattice)]);
    }

    /// How many more puzzles the collection takes.
    pub fn room(&self) -> usize {
        MAX_COLLECTION.saturating_sub(self.document.puzzles().len())
    }

    /// Adds `puzzles` at the end of the file, in order, as far as the collection has room, and
    /// opens the first; returns how many were added.
    pub fn add_puzzles(&mut self, mut puzzles: Vec<PuzzleRecord>) -> usize {
        puzzles.truncate(self.room());
        let added = puzzles.len();
        let end = self.document.puzzles().len();
        let change = CollectionChange::add(&mut self.document, end, puzzles);
        self.change_collection(change);
        added
    }

    /// Generated puzzles are added to the file (each with the goal, budget and rules it was
    /// generated for), the first opened to try in move mode; none replaces a puzzle.
    pub fn add_generated(&mut self, layouts: &[Layout], settings: Settings) -> usize {
        let records = layouts
            .iter()
            .map(|layout| {
                // A × or ÷ turns on the rule that lets signs show them, as when typed.
                let rules = settings.rules.for_layout(layout);
                PuzzleRecord::with_budget(layout, settings.budget(), rules)
            })
            .collect();
        let added = self.add_puzzles(records);
        if added > 0 {
            self.set_mode(Mode::Move);
        }
        added
    }

    /// Generated figure puzzles are added to the file as one step of the book's undo order
    /// (each with its own budget and figure), the first opened; none replaces a puzzle.
    pub fn add_generated_figures(&mut self, puzzles: &[FigurePuzzle]) -> usize {
        self.add_puzzles(puzzles.iter().map(PuzzleRecord::of_figure).collect())
    }

    /// Deletes puzzle `index` of the file (never the last one left).
    pub fn delete_puzzle(&mut self, index: usize) {
        let change = CollectionChange::delete(&self.document, index);
        self.change_collection(change);
    }

    /// Moves puzzle `index` one place up (towards the first) or down.
    pub fn move_puzzle(&mut self, index: usize, up: bool) {
        let first = if up { index.checked_sub(1) } else { Some(index) };
        if let Some(first) = first {
            let change = CollectionChange::swap(&self.document, first, index);
            self.change_collection(change);
        }
    }

    /// Copies puzzle `index`, right after it.
    pub fn duplicate_puzzle(&mut self, index: usize) {
        self.stash();
        let change = CollectionChange::duplicate(&mut self.document, index);
        self.change_collection(change);
    }

    /// Orders the collection by `difficulties` (one per puzzle, in the collection's order),
    /// easiest first, puzzles with none last; one step of the book's undo order. Nothing happens
    /// when the collection is in that order already or the list does not fit it.
    pub fn sort_by_difficulty(&mut self, difficulties: &[Option<u32>]) {
        let change = CollectionChange::sort_by(&self.document, difficulties);
        self.change_collection(change);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tabs::matchsticks::saved_tab::SavedMatchTab;
    use nimlab_core::matchsticks::budget::{Budget, Goal};
    use nimlab_core::shapes::puzzle::Figure;

    fn figure(text: &str, budget: Budget, count: u32) -> FigurePuzzle {
        let (canvas, sticks) = nimlab_core::shapes::text::parse(text).expect("a layout");
        FigurePuzzle::new(canvas, sticks, budget, Figure::count(count)).expect("a puzzle")
    }

    #[test]
    fn generated_figures_join_the_collection_in_one_undoable_step() {
        let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
        let before = session.file_to_save().puzzles;
        let two = figure(".-.-.\n| | |\n.-.-.", Budget::exactly(Goal::Remove, 3), 1);
        let window = figure(
            ".-.-.\n| | |\n.-.-.\n| | |\n.-.-.",
            Budget::up_to(Goal::Remove, 2),
            3,
        );
        assert_eq!(session.add_generated_figures(&[two, window]), 2);
        let after = session.file_to_save().puzzles;
        assert_eq!(after.len(), before.len() + 2);
        assert_eq!(after[before.len()], PuzzleRecord::of_figure(&two));
        assert_eq!(after[before.len() + 1], PuzzleRecord::of_figure(&window));
        assert_eq!(session.document().index(), before.len(), "the first added opens");
        session.undo();
        assert_eq!(session.file_to_save().puzzles, before, "one undo takes both back");
    }
}
