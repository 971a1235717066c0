//! The quiz's tally for a session (since the window opened or the teacher reset it): every
//! question marked, in order, and the score. It is not remembered across restarts: a lesson's
//! tally is exported as CSV when the teacher wants to keep it.

use super::Question;

/// One question marked by the teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    /// When it was marked, in seconds since 1970-01-01 UTC.
    pub at: u64,
    /// What was asked, and its true answer.
    pub question: Question,
    /// The class's answer was right.
    pub right: bool,
}

/// Questions marked right out of those marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Marked right.
    pub right: usize,
    /// Marked at all.
    pub asked: usize,
}

/// The session's marked questions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    marked: Vec<Marked>,
}

impl Tally {
    /// The most questions a tally keeps; past it the oldest go (a day of lessons is a few
    /// hundred), so a tally left running never grows without bound.
    pub const MAX_MARKED: usize = 10_000;

    /// Records a marked question.
    pub fn record(&mut self, marked: Marked) {
        if self.marked.len() == Self::MAX_MARKED {
            self.marked.remove(0);
        }
        self.marked.push(marked);
    }

    /// Every question marked, oldest first.
    pub fn marked(&self) -> &[Marked] {
        &self.marked
    }

    /// How many were right, of how many.
    pub fn score(&self) -> Score {
        Score {
            right: self.marked.iter().filter(|marked| marked.right).count(),
            asked: self.marked.len(),
        }
    }

    /// Starts the tally again (Reset tally).
    pub fn reset(&mut self) {
        self.marked.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::super::Tab;
    use super::super::{Asked, TrueAnswer};
    use super::*;
    use nimlab_core::games::Outcome;

    fn marked(n: u32, right: bool) -> Marked {
        Marked {
            at: 1_700_000_000 + u64::from(n),
            question: Question {
                tab: Tab::Grundy,
                asked: Asked::GrundyValue(n),
                answer: TrueAnswer::Value(n % 3),
            },
            right,
        }
    }

    #[test]
    fn the_score_counts_the_right_ones_and_reset_starts_again() {
        let mut tally = Tally::default();
        assert_eq!(tally.score(), Score { right: 0, asked: 0 });
        for n in 0..10 {
            tally.record(marked(n, n % 10 < 7));
        }
        assert_eq!(tally.score(), Score { right: 7, asked: 10 });
        assert_eq!(tally.marked()[3], marked(3, true), "kept in order, as data");
        let coins = Marked {
            question: Question {
                tab: Tab::GameTree,
                asked: Asked::Coins(7),
                answer: TrueAnswer::Outcome(Outcome::Win),
            },
            ..marked(0, false)
        };
        tally.record(coins);
        assert_eq!(tally.score(), Score { right: 7, asked: 11 });
        tally.reset();
        assert_eq!(tally.score(), Score::default());
    }

    #[test]
    fn a_tally_keeps_at_most_its_cap_dropping_the_oldest() {
        let mut tally = Tally::default();
        for n in 0..=Tally::MAX_MARKED as u32 {
            tally.record(marked(n, true));
        }
        assert_eq!(tally.marked().len(), Tally::MAX_MARKED);
        assert_eq!(tally.marked()[0], marked(1, true));
    }
}
