//! Play as remembered between runs: who starts, the hint and the takes so far, replayed through
//! the engine at start (a take it refuses drops the game, and the shell names it).

use nimlab_core::games::play::{CoinMatch, Player};
use nimlab_core::games::{CoinGame, Outcome, Solution};

use super::PlayPanel;
use nimlab_model::tabs::tree::play_words::Comment;
use nimlab_model::tabs::tree::progress::{SavedGame, SavedPlay};

impl PlayPanel {
    /// What to remember: who starts, the hint, and the game if it is one of `current` (the game
    /// and pile of the inputs; a game of other inputs is dropped when Play is next drawn anyway).
    pub fn record(&self, current: Option<&(CoinGame, u32)>) -> SavedPlay {
        let game = self.game.as_ref().filter(|(game, played)| {
            current.is_some_and(|(inputs, coins)| inputs == game && *coins == played.start)
        });
        SavedPlay {
            first: self.first,
            hint: self.hint,
            game: game.map(|(_, played)| SavedGame {
                start: played.start,
                takes: played.moves.iter().map(|&(_, take)| take).collect(),
                replay: self.replay,
            }),
        }
    }

    /// Play from `record` for `current` (the inputs' game and pile): its game is replayed take
    /// by take; false when it was for another game or pile, or the engine refused a take, and
    /// the game was dropped (who starts and the hint are kept).
    pub fn restored(record: SavedPlay, current: Option<&(CoinGame, u32)>) -> (Self, bool) {
        let mut panel = Self {
            first: record.first,
            hint: record.hint,
            ..Self::default()
        };
        let Some(remembered) = record.game else {
            return (panel, true);
        };
        let Some((game, coins)) = current.filter(|(_, coins)| *coins == remembered.start) else {
            return (panel, false);
        };
        let Ok(played) = CoinMatch::replay(game, *coins, record.first, &remembered.takes) else {
            return (panel, false);
        };
        panel.replay = remembered.replay.filter(|&step| step <= played.moves.len());
        panel.game = Some((game.clone(), played));
        panel.comment_due = true;
        (panel, true)
    }
}

/// What the computer said about its last move, if the last move was its own: worked out again
/// from the solved game, as it was when the move was made.
pub(super) fn last_comment(game: &CoinMatch, solution: &Solution) -> Option<Comment> {
    let &(player, take) = game.moves.last()?;
    if player != Player::Computer {
        return None;
    }
    let won = solution.outcome(game.coins + take) == Outcome::Win;
    Some(Comment::new(take, game.coins, won))
}
