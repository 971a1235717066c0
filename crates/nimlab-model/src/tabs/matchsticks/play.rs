//! Play mode for students: the answers are hidden, every step counts against the budget, Check
//! says right or wrong, Reveal shows an answer on the canvas, and Hint tells a little more at
//! each press, counted. This is the attempt itself; the window draws it (`ui::match_tab::play`).

use nimlab_core::matchsticks::editor::{Budget, Editor, Settings};
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::{Answer, Goal};

/// What Check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The equation is true, and not the puzzle's own.
    Right,
    /// The equation is false.
    False,
}

/// A student's attempt at the open puzzle.
#[derive(Clone, Debug)]
pub struct PlayState {
    /// The student's layout; the editor's budget refuses steps past the puzzle's.
    pub editor: Editor,
    /// What Check said, and about which layout: any later edit, undo or reset makes it moot.
    checked: Option<(Layout, Verdict)>,
    /// Reveal was pressed: the nearest answer shows on the canvas.
    pub revealed: bool,
    /// Hints asked for, in all: shown with the result.
    hints_used: u32,
    /// The board the last hints were asked on, how many were asked on it, and the answer they
    /// followed: a hint is about the next step from there, so a new board starts over.
    hints: Option<(Layout, u32, Option<String>)>,
}

impl PlayState {
    /// An attempt at `puzzle` within its budget under its goal.
    pub fn new(puzzle: Layout, settings: Settings) -> Self {
        Self {
            editor: Editor::for_play(puzzle, settings),
            checked: None,
            revealed: false,
            hints_used: 0,
            hints: None,
        }
    }

    /// The puzzle's goal and budget.
    pub fn budget(&self) -> Budget {
        self.editor.budget().expect("a play editor has a budget")
    }

    /// Steps taken so far, as the goal counts them.
    pub fn steps_used(&self) -> u32 {
        let changes = self.editor.changes();
        match self.budget().goal {
            Goal::Move => changes.moved(),
            Goal::Add => changes.added,
            Goal::Remove => changes.removed,
        }
    }

    /// Right when the layout reads as a true equation other than the puzzle's own (the editor's
    /// budget already keeps the steps within the puzzle's).
    pub fn check(&self) -> Verdict {
        // The editor's one meaning of an answer: true, not the puzzle's own equation, and as
        // many steps as the budget accepts (exactly k when it says so).
        if self.editor.is_answer() {
            Verdict::Right
        } else {
            Verdict::False
        }
    }

    /// Reset pressed: the attempt starts over for the next student, the layout back to the
    /// puzzle, with no answer revealed, no hint counted and nothing checked.
    pub fn start_over(&mut self) {
        self.editor.reset();
        self.revealed = false;
        self.hints_used = 0;
        self.hints = None;
        self.checked = None;
    }

    /// Check pressed: judges the layout on show.
    pub fn press_check(&mut self) {
        self.checked = Some((self.editor.board().clone(), self.check()));
    }

    /// What Check said about the layout on show, if it was checked as it is now.
    pub fn verdict(&self) -> Option<Verdict> {
        self.checked
            .as_ref()
            .filter(|(layout, _)| layout == self.editor.board())
            .map(|&(_, verdict)| verdict)
    }

    /// Hint pressed on the board on show, while the hints follow `followed`.
    pub fn press_hint(&mut self, followed: Option<String>) {
        self.hints_used += 1;
        let board = self.editor.board();
        self.hints = match self.hints.take() {
            Some((at, asked, _)) if at == *board => Some((at, asked + 1, followed)),
            _ => Some((board.clone(), 1, followed)),
        };
    }

    /// Hints asked for, in all.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// How many hints were asked on the board on show (0 once it changed), and the answer
    /// they followed.
    pub fn hints_here(&self) -> (u32, Option<&str>) {
        match &self.hints {
            Some((at, asked, followed)) if at == self.editor.board() => (*asked, followed.as_deref()),
            Some((_, _, followed)) => (0, followed.as_deref()),
            None => (0, None),
        }
    }

    /// The answer on show after Reveal: the nearest within the budget.
    pub fn revealed_answer<'a>(&self, answers: Option<&'a [Answer]>) -> Option<&'a Answer> {
        if !self.revealed {
            return None;
        }
        answers?.iter().find(|a| a.moves <= self.budget().steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::editor::{StickPosition, Target};
    use nimlab_core::matchsticks::layout::Rules;

    fn one_move() -> Settings {
        Settings {
            goal: Goal::Move,
            steps: 1,
            exactly: false,
            rules: Rules::default(),
        }
    }

    #[test]
    fn check_says_right_only_for_a_true_change() {
        let puzzle = Layout::parse("0+3=09").expect("valid");
        let mut play = PlayState::new(puzzle, one_move());
        assert_eq!(play.check(), Verdict::False);
        // Slot 2's 3 loses its top (a) to slot 0's middle (g): 6+?=09, not an equation.
        let at = |slot, bit| StickPosition { slot, bit };
        play.editor
            .move_stick(Target::Board, at(2, 0), at(0, 6))
            .expect("one move");
        assert_eq!(play.check(), Verdict::False);
        assert_eq!(play.steps_used(), 1);
        play.editor.undo();
        play.editor
            .move_stick(Target::Board, at(0, 1), at(0, 6))
            .expect("b to g: 6+3=09");
        assert_eq!(play.check(), Verdict::Right);
    }

    #[test]
    fn check_says_right_for_exactly_k_only_at_k_steps() {
        let puzzle = Layout::parse("0+3=09").expect("valid");
        let exactly_two = Settings {
            exactly: true,
            steps: 2,
            ..one_move()
        };
        let mut play = PlayState::new(puzzle, exactly_two);
        let at = |slot, bit| StickPosition { slot, bit };
        play.editor
            .move_stick(Target::Board, at(0, 1), at(0, 6))
            .expect("b to g: 6+3=09, one move");
        assert!(play.editor.is_true());
        assert_eq!(play.check(), Verdict::False, "one move is not exactly two");
    }

    #[test]
    fn a_verdict_holds_only_for_the_layout_it_judged() {
        let puzzle = Layout::parse("0+3=09").expect("valid");
        let mut play = PlayState::new(puzzle, one_move());
        let at = |slot, bit| StickPosition { slot, bit };
        play.editor
            .move_stick(Target::Board, at(0, 1), at(0, 6))
            .expect("b to g: 6+3=09");
        play.press_check();
        assert_eq!(play.verdict(), Some(Verdict::Right));
        play.editor.undo();
        assert_eq!(play.verdict(), None, "Check said nothing about 0+3=09");
        play.editor.redo();
        assert_eq!(play.verdict(), Some(Verdict::Right), "the same layout again");
    }
}
