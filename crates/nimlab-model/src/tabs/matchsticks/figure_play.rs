//! Play mode for a figure puzzle: the student's sticks start as the puzzle's, a click lifts a
//! laid stick or lays one on an empty edge as the goal allows (a removal only lifts, an addition
//! only lays, a move lays only a stick it lifted), every step counts against the budget, Check
//! says right or wrong, Reveal shows the nearest answer, Hint tells a little more at each press
//! (`figure_hints.rs`), counted, and Undo, Redo and Reset walk the attempt. This is the attempt
//! itself; the window draws it.

use super::play::Verdict;
use crate::i18n::figure_answers::FigureAnswerStrings;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::shapes::geometry::Geometry;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::solve::Answer;
use nimlab_core::shapes::sticks::Sticks;

/// Why a click on the student's board was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureRefusal {
    /// A removal puzzle: sticks are only lifted (or laid back where they were).
    OnlyLift,
    /// An addition puzzle: sticks are only laid (or a laid one taken back).
    OnlyLay,
    /// A move puzzle: a stick is laid only once one is lifted.
    LiftFirst,
    /// The step would go past the budget of this many steps.
    PastBudget(u32),
}

impl FigureRefusal {
    /// Why the click was refused, in a line.
    pub fn text(self, f: &FigureAnswerStrings) -> String {
        match self {
            Self::OnlyLift => f.only_lift.to_owned(),
            Self::OnlyLay => f.only_lay.to_owned(),
            Self::LiftFirst => f.lift_first.to_owned(),
            Self::PastBudget(steps) => (f.past_budget)(steps),
        }
    }
}

/// A student's attempt at a figure puzzle.
#[derive(Clone, Debug)]
pub struct FigurePlay {
    puzzle: Puzzle,
    /// The student's sticks.
    sticks: Sticks,
    /// The boards before each step, the last one last; Redo's boards the other way.
    undone: Vec<Sticks>,
    redone: Vec<Sticks>,
    /// What Check said, and about which board: any later step makes it moot.
    checked: Option<(Sticks, Verdict)>,
    /// Reveal was pressed: the nearest answer shows on the board.
    pub revealed: bool,
    /// Hints asked for, in all.
    hints_used: u32,
    /// The board the last hints were asked on and how many were asked on it.
    hints: Option<(Sticks, u32)>,
    /// Why the last click was refused, until the next step.
    refusal: Option<FigureRefusal>,
}

impl FigurePlay {
    /// An attempt at `puzzle`, from its own sticks.
    pub fn new(puzzle: Puzzle) -> Self {
        Self {
            puzzle,
            sticks: puzzle.sticks(),
            undone: Vec::new(),
            redone: Vec::new(),
            checked: None,
            revealed: false,
            hints_used: 0,
            hints: None,
            refusal: None,
        }
    }

    /// The puzzle played.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle's goal and budget.
    pub fn budget(&self) -> Budget {
        self.puzzle.budget
    }

    /// The student's sticks.
    pub fn sticks(&self) -> Sticks {
        self.sticks
    }

    /// The puzzle's sticks the student lifted.
    pub fn lifted(&self) -> Sticks {
        self.puzzle.sticks().minus(self.sticks)
    }

    /// The sticks the student laid where the puzzle had none.
    pub fn laid(&self) -> Sticks {
        self.sticks.minus(self.puzzle.sticks())
    }

    /// Steps taken so far, as the goal counts them (a move half done, lifted and not laid yet,
    /// is a step).
    pub fn steps_used(&self) -> u32 {
        steps(self.budget().goal, self.lifted().len(), self.laid().len())
    }

    /// Why the last click was refused, until the next step.
    pub fn refusal(&self) -> Option<FigureRefusal> {
        self.refusal
    }

    /// A click on `edge`: lifts the stick on it or lays one there, if the goal and the budget
    /// allow it; otherwise the board stays and the refusal is kept, to be said.
    pub fn click(&mut self, edge: usize) -> Result<(), FigureRefusal> {
        let done = self.refused(edge).map_or(Ok(()), Err);
        self.refusal = done.err();
        if done.is_ok() {
            self.step_to(toggled(self.sticks, edge));
        }
        done
    }

    /// Why a click on `edge` would be refused, if it would.
    fn refused(&self, edge: usize) -> Option<FigureRefusal> {
        let goal = self.budget().goal;
        let next = toggled(self.sticks, edge);
        let (lifted, laid) = (self.puzzle.sticks().minus(next), next.minus(self.puzzle.sticks()));
        // Back to where the puzzle had it (or had none) is always allowed: it undoes a step.
        let going_back = self.puzzle.sticks().contains(edge) == next.contains(edge);
        if going_back {
            return None;
        }
        match goal {
            Goal::Remove if !laid.is_empty() => return Some(FigureRefusal::OnlyLift),
            Goal::Add if !lifted.is_empty() => return Some(FigureRefusal::OnlyLay),
            Goal::Move if laid.len() > lifted.len() => return Some(FigureRefusal::LiftFirst),
            _ => {}
        }
        let steps = self.budget().steps;
        (self::steps(goal, lifted.len(), laid.len()) > steps).then_some(FigureRefusal::PastBudget(steps))
    }

    /// The board becomes `next`, one step of Undo.
    fn step_to(&mut self, next: Sticks) {
        self.undone.push(self.sticks);
        self.redone.clear();
        self.sticks = next;
    }

    /// Takes back the last step.
    pub fn undo(&mut self) {
        if let Some(before) = self.undone.pop() {
            self.redone.push(self.sticks);
            self.sticks = before;
        }
        self.refusal = None;
    }

    /// Takes again the step last taken back.
    pub fn redo(&mut self) {
        if let Some(after) = self.redone.pop() {
            self.undone.push(self.sticks);
            self.sticks = after;
        }
        self.refusal = None;
    }

    /// Whether Undo and Redo have a step to take.
    pub fn can_undo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// See [`FigurePlay::can_undo`].
    pub fn can_redo(&self) -> bool {
        !self.redone.is_empty()
    }

    /// The board goes back to the puzzle (one step of Undo, unless it is there).
    pub fn reset(&mut self) {
        if self.sticks != self.puzzle.sticks() {
            self.step_to(self.puzzle.sticks());
        }
        self.refusal = None;
    }

    /// Reset pressed: the attempt starts over for the next student, the board back to the
    /// puzzle, with no answer revealed, no hint counted and nothing checked.
    pub fn start_over(&mut self) {
        self.reset();
        self.revealed = false;
        self.hints_used = 0;
        self.hints = None;
        self.checked = None;
    }

    /// Right when the board shows the figure and the budget accepts its steps from the puzzle:
    /// the solver's own meaning of an answer.
    pub fn check(&self) -> Verdict {
        if is_answer(&self.puzzle, self.sticks) {
            Verdict::Right
        } else {
            Verdict::False
        }
    }

    /// Check pressed: judges the board on show.
    pub fn press_check(&mut self) {
        self.checked = Some((self.sticks, self.check()));
    }

    /// What Check said about the board on show, if it was checked as it is now.
    pub fn verdict(&self) -> Option<Verdict> {
        self.checked
            .filter(|&(sticks, _)| sticks == self.sticks)
            .map(|(_, verdict)| verdict)
    }

    /// Reveal pressed: the board goes back to the puzzle and the nearest answer shows.
    pub fn press_reveal(&mut self) {
        self.reset();
        self.revealed = true;
    }

    /// The answer on show after Reveal: the nearest listed (the solver lists the nearest first).
    pub fn revealed_answer<'a>(&self, answers: &'a [Answer]) -> Option<&'a Answer> {
        self.revealed.then(|| answers.first()).flatten()
    }

    /// Hint pressed on the board on show.
    pub fn press_hint(&mut self) {
        self.hints_used += 1;
        self.hints = match self.hints.take() {
            Some((at, asked)) if at == self.sticks => Some((at, asked + 1)),
            _ => Some((self.sticks, 1)),
        };
    }

    /// Hints asked for, in all.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// How many hints were asked on the board on show (0 once it changed).
    pub fn hints_here(&self) -> u32 {
        match self.hints {
            Some((at, asked)) if at == self.sticks => asked,
            _ => 0,
        }
    }
}

/// `sticks` with a stick on `edge` lifted, or laid if there was none.
fn toggled(sticks: Sticks, edge: usize) -> Sticks {
    if sticks.contains(edge) {
        sticks.minus(Sticks::one(edge))
    } else {
        sticks.with(edge)
    }
}

/// The steps `lifted` and `laid` sticks take under `goal`, counting a move half done as a step.
fn steps(goal: Goal, lifted: u32, laid: u32) -> u32 {
    match goal {
        Goal::Move => lifted.max(laid),
        Goal::Add => laid,
        Goal::Remove => lifted,
    }
}

/// `sticks` answers `puzzle`: the figure shows and the budget accepts the steps to it.
pub fn is_answer(puzzle: &Puzzle, sticks: Sticks) -> bool {
    puzzle.steps_to(sticks).is_some() && puzzle.figure.is_shown(&Geometry::new(puzzle.canvas()), sticks)
}

#[cfg(test)]
#[path = "figure_play_tests.rs"]
mod tests;
