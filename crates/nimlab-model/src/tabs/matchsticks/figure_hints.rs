//! Play's hints for a figure puzzle: each press on the same board tells more about the answer
//! the student is nearest to — how many sticks still change, then one stick to lift, then where
//! one goes, then the answer — in the order the equations' hints take
//! (`nimlab_core::matchsticks::hint::levels`), so a removal has no "where it goes" and an
//! addition no "which to lift".

use super::figure_play::FigurePlay;
use nimlab_core::matchsticks::hint::{self, Level};
use nimlab_core::shapes::solve::Answer;
use nimlab_core::shapes::sticks::Sticks;

/// Where the hints stand for the student's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureGuide {
    /// The board is an answer already.
    Solved,
    /// The answer followed: the first listed that keeps every step taken so far.
    Next {
        /// The answer's sticks.
        answer: Sticks,
        /// Sticks still to lift.
        to_lift: Sticks,
        /// Edges still to lay a stick on.
        to_lay: Sticks,
    },
    /// No listed answer keeps the steps taken: the way on starts by going back.
    Astray,
    /// The puzzle has no answer.
    NoAnswer,
}

impl FigureGuide {
    /// Where the hints stand for `play`'s board, given the puzzle's listed `answers` (nearest
    /// first).
    pub fn of(play: &FigurePlay, answers: &[Answer]) -> Self {
        if play.check() == super::play::Verdict::Right {
            return Self::Solved;
        }
        if answers.is_empty() {
            return Self::NoAnswer;
        }
        let puzzle = play.puzzle().sticks();
        let (lifted, laid) = (play.lifted(), play.laid());
        answers
            .iter()
            .map(|answer| answer.sticks)
            .find(|&answer| lifted.is_subset(puzzle.minus(answer)) && laid.is_subset(answer.minus(puzzle)))
            .map_or(Self::Astray, |answer| Self::Next {
                answer,
                to_lift: play.sticks().minus(answer),
                to_lay: answer.minus(play.sticks()),
            })
    }
}

/// What the hints asked on the board on show tell, each one a line, the first first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureHint {
    /// How many sticks are still to lift and to lay.
    Changes {
        /// Still to lift.
        lift: u32,
        /// Still to lay.
        lay: u32,
    },
    /// One stick to lift.
    Lift(usize),
    /// One edge to lay a stick on.
    Lay(usize),
    /// The whole answer.
    Answer(Sticks),
}

/// The hints asked on `play`'s board, following `guide` (nothing unless it is [`FigureGuide::Next`]).
pub fn hints_told(play: &FigurePlay, guide: FigureGuide) -> Vec<FigureHint> {
    let FigureGuide::Next {
        answer,
        to_lift,
        to_lay,
    } = guide
    else {
        return Vec::new();
    };
    let goal = play.budget().goal;
    let Some(deepest) = hint::level(goal, play.hints_here()) else {
        return Vec::new();
    };
    let all = hint::levels(goal);
    let upto = all
        .iter()
        .position(|&level| level == deepest)
        .map_or(0, |i| i + 1);
    all[..upto]
        .iter()
        .filter_map(|level| match level {
            Level::Places => Some(FigureHint::Changes {
                lift: to_lift.len(),
                lay: to_lay.len(),
            }),
            Level::Source => to_lift.first_edge().map(FigureHint::Lift),
            Level::Target => to_lay.first_edge().map(FigureHint::Lay),
            Level::Answer => Some(FigureHint::Answer(answer)),
        })
        .collect()
}

/// Whether one more press of Hint would tell more on `play`'s board.
pub fn more_to_tell(play: &FigurePlay, guide: FigureGuide) -> bool {
    match guide {
        FigureGuide::Next { .. } => hint::level(play.budget().goal, play.hints_here()) != Some(Level::Answer),
        FigureGuide::Astray => play.hints_here() == 0,
        FigureGuide::Solved | FigureGuide::NoAnswer => false,
    }
}
