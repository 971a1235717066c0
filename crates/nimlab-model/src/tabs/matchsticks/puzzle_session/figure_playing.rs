//! A student's attempt at the open figure puzzle, in play mode: the clicks on its board go to
//! the attempt ([`FigurePlay`]), never to the puzzle, as an equation's moves go to the
//! student's editor.

use super::PuzzleSession;
use crate::tabs::matchsticks::figure_play::{FigurePlay, FigureRefusal};

impl PuzzleSession {
    /// The student's attempt at the open figure puzzle, in play mode.
    pub fn figure_play(&self) -> Option<&FigurePlay> {
        self.figure_play.as_ref()
    }

    /// A student is playing the open puzzle, an equation or a figure puzzle.
    pub fn is_playing(&self) -> bool {
        self.play.is_some() || self.figure_play.is_some()
    }

    /// A click on edge `edge` of the student's board: a stick lifted or laid, if the goal and
    /// the budget allow it (the attempt keeps why not, to be said).
    pub fn play_figure_edge(&mut self, edge: usize) -> Result<(), FigureRefusal> {
        match &mut self.figure_play {
            Some(play) => play.click(edge),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tabs::matchsticks::play::Verdict;
    use crate::tabs::matchsticks::saved_tab::{Mode, SavedMatchTab};
    use nimlab_core::shapes::canvas::Lattice;

    #[test]
    fn play_mode_plays_the_figure_puzzle_and_leaves_the_puzzle_as_it_was() {
        let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
        session.add_figure_puzzle(Lattice::Square);
        let record = session.record();
        session.set_mode(Mode::Play);
        assert!(session.play().is_none(), "no equation is played");
        let puzzle = session
            .figure_play()
            .expect("the figure is played")
            .puzzle()
            .to_owned();
        assert_eq!(puzzle.sticks().len(), 24);
        let first = puzzle.sticks().first_edge().expect("a stick");
        assert_eq!(session.play_figure_edge(first), Ok(()));
        assert_eq!(session.figure_play().map(FigurePlay::steps_used), Some(1));
        session.check();
        assert_eq!(
            session.figure_play().and_then(FigurePlay::verdict),
            Some(Verdict::False)
        );
        assert!(session.can_undo());
        session.undo();
        assert_eq!(session.figure_play().map(FigurePlay::steps_used), Some(0));
        assert_eq!(
            session.record(),
            record,
            "the student's clicks never touch the puzzle"
        );
        assert!(
            session.next_undo_change().is_none(),
            "the book's undo waits while playing"
        );
        session.set_mode(Mode::Design);
        assert!(session.figure_play().is_none());
        assert!(session.can_undo(), "adding the puzzle is undoable again");
    }
}
