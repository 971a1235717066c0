//! What Play says, worded when drawn from values kept in the game's state, so a language switch
//! rewords it at once: the computer's comment on its move, why a game ended, the hint.

use crate::i18n::Strings;
use nimlab_core::games::play::{Ending, Player};
use nimlab_core::games::{Rule, Solution};

/// What the computer says about its move, kept as values and worded when drawn, so that a
/// language switch rewords it at once, and classroom mode, switched on after the move, still
/// keeps the verdict back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comment {
    take: u32,
    /// Coins left after the take.
    left: u32,
    /// The position it moved from was won.
    won: bool,
}

impl Comment {
    /// The computer took `take`, leaving `left`, from a position that was `won` or lost.
    pub fn new(take: u32, left: u32, won: bool) -> Self {
        Self { take, left, won }
    }

    /// The positions whose values the verdict names: the one the computer moved from and the
    /// one it left (won or lost, the other is the opposite).
    pub fn names(self) -> [u32; 2] {
        [self.left + self.take, self.left]
    }

    /// The comment in the UI language; `secret` (classroom mode hides a position it
    /// [`names`](Self::names)) leaves the verdict out and says only what it took.
    pub fn text(self, secret: bool, strings: &Strings) -> String {
        let comment = if secret {
            strings.tree.play_computer_took
        } else if self.won {
            strings.tree.play_computer_winning
        } else {
            strings.tree.play_computer_lost
        };
        comment(self.take, self.left)
    }
}

/// Why the game is over: who took the last coin, or who cannot move (with `coins` left), and
/// what the rule says.
pub fn over_reason(ending: Ending, coins: u32, solution: &Solution, strings: &Strings) -> String {
    let rule = solution.game.rule;
    let stuck = match ending {
        Ending::TookLastCoin(taker) => {
            let took = match taker {
                Player::Human => strings.tree.play_why_you_took_last,
                Player::Computer => strings.tree.play_why_computer_took_last,
            };
            return format!("{took} {}", strings.tree.rule_hint(rule));
        }
        Ending::CannotMove(stuck) => stuck,
    };
    let stuck_text = match stuck {
        Player::Human => strings.tree.play_why_you_stuck,
        Player::Computer => strings.tree.play_why_computer_stuck,
    };
    let rule_says = match rule {
        Rule::Misere => strings.tree.play_rule_stuck_misere,
        Rule::Normal => strings.tree.play_rule_stuck_normal,
    };
    format!("{} {rule_says}", stuck_text(coins))
}

/// The hint for the human: a winning take, or that there is none.
pub fn hint_text(solution: &Solution, coins: u32, strings: &Strings) -> String {
    match solution.winning_moves(coins).first() {
        Some(&take) => (strings.tree.play_hint_take)(take, coins - take),
        None => strings.tree.play_hint_none.to_owned(),
    }
}
