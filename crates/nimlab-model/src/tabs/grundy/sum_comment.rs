//! The words of the game on the sum: a move's label, what the computer says about its move
//! (and what classroom mode lets it say), and the analysis of the position in play that its
//! reply and its words wait for (computed in the background).

use nimlab_core::games::sums::{SumAnalysis, SumMove};

use crate::i18n::Strings;

/// What the computer may say about its move: whether it is winning is the value of the
/// position, which classroom mode keeps back until the sum is revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remark {
    /// Say whether the move wins.
    Verdict,
    /// Only name the move.
    Neutral,
}

/// "Heap 2: 7 → 3 + 1".
pub fn move_label(played: &SumMove, strings: &Strings) -> String {
    (strings.grundy.sum_move)(played.number(), played.from, &played.left_text())
}

/// The analysis of the position in play, which the computer's reply needs.
#[derive(Clone, Copy, Debug)]
pub enum InPlay<'a> {
    /// The analysis of the heaps in play.
    Analysed(&'a SumAnalysis),
    /// It is being computed in the background.
    Searching,
    /// It was cancelled (or could not be made): the computer waits for Search again.
    Stopped,
}

/// What the computer said about its last move; the words are chosen when it is drawn, with the
/// remark allowed then, so classroom mode switched on after the move still keeps the verdict back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The computer's move.
    pub played: SumMove,
    /// The position it moved from was won; `None` for a game restored from the last run, whose
    /// comment reads it off the position the move left (below).
    pub won: Option<bool>,
}

impl Comment {
    /// The words, `position` being the analysis of the position the move left, if it is in.
    pub fn text(&self, remark: Remark, position: InPlay<'_>, strings: &Strings) -> String {
        // The computer plays a winning move whenever there is one, so it was winning exactly
        // when the position it left is lost for the human to move.
        let won = self.won.or(match position {
            InPlay::Analysed(analysis) => Some(!analysis.outcome.is_win()),
            InPlay::Searching | InPlay::Stopped => None,
        });
        let words = match (remark, won) {
            (Remark::Neutral, _) | (_, None) => strings.grundy.sum_computer_plays,
            (Remark::Verdict, Some(true)) => strings.grundy.sum_computer_winning,
            (Remark::Verdict, Some(false)) => strings.grundy.sum_computer_lost,
        };
        words(&move_label(&self.played, strings))
    }
}
