//! Playing the coin game against the computer. The computer plays perfectly: from a won
//! position it takes a winning take that wins soonest; from a lost one it says so and takes the
//! move that makes the game last longest, so a class can still find the win.

use super::coin_game::{CoinGame, Outcome, Solution};

/// Who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Player {
    /// The person at the keyboard.
    Human,
    /// nimlab, playing perfectly.
    Computer,
}

impl Player {
    /// The opponent.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::Human => Self::Computer,
            Self::Computer => Self::Human,
        }
    }
}

/// Moves left from each position when the side that wins hurries and the side that loses
/// stalls (the classical "remoteness").
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Remoteness(Vec<u32>);

impl Remoteness {
    /// The remoteness of every position of the solved game.
    pub fn new(solution: &Solution) -> Self {
        let mut left: Vec<u32> = Vec::with_capacity(solution.max_coins() as usize + 1);
        for coins in 0..=solution.max_coins() {
            let after = solution
                .game
                .legal_moves(coins)
                .map(|take| (take, left[(coins - take) as usize]));
            let value = match solution.outcome(coins) {
                // Win soonest through a winning take.
                Outcome::Win => after
                    .filter(|&(take, _)| solution.is_winning_move(coins, take))
                    .map(|(_, n)| n + 1)
                    .min(),
                // Lose as late as possible.
                Outcome::Lose => after.map(|(_, n)| n + 1).max(),
            };
            left.push(value.unwrap_or(0));
        }
        Self(left)
    }

    /// Moves left from `coins` coins under that play.
    pub fn of(&self, coins: u32) -> u32 {
        self.0[coins as usize]
    }
}

/// The computer's take from `coins`, or `None` when there is no move (the game is over).
pub fn computer_take(solution: &Solution, remoteness: &Remoteness, coins: u32) -> Option<u32> {
    let legal = solution.game.legal_moves(coins);
    if solution.outcome(coins) == Outcome::Win {
        legal
            .filter(|&take| solution.is_winning_move(coins, take))
            .min_by_key(|&take| remoteness.of(coins - take))
    } else {
        // Smallest take among the longest defences, so the choice is predictable.
        legal.min_by_key(|&take| (std::cmp::Reverse(remoteness.of(coins - take)), take))
    }
}

/// One game against the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinMatch {
    /// Coins at the start.
    pub start: u32,
    /// Who moved first.
    pub first: Player,
    /// Coins on the table now.
    pub coins: u32,
    /// Every take so far, by whom.
    pub moves: Vec<(Player, u32)>,
}

/// How a finished game ended, which the rule then turns into a winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This player took the last coin.
    TookLastCoin(Player),
    /// This player is to move and has no legal take (coins are left, or the pile started empty).
    CannotMove(Player),
}

/// Why a take was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// Not a legal take from the coins on the table.
    Illegal,
    /// The game is over.
    Over,
}

/// Why a remembered game could not be played again: its move number `index` (0-based) was
/// refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The move refused, counted from 0.
    pub index: usize,
    /// Why it was refused.
    pub error: PlayError,
}

impl CoinMatch {
    /// A new game from `start` coins, `first` to move.
    pub fn new(start: u32, first: Player) -> Self {
        Self {
            start,
            first,
            coins: start,
            moves: Vec::new(),
        }
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
        }
    }

    /// The game from `start` coins, `first` to move, after `takes` (both players' takes in
    /// turn, oldest first), each checked as [`CoinMatch::play`] checks it. Legality depends on
    /// the move set only, so a remembered game is checked before the game is solved.
    pub fn replay(game: &CoinGame, start: u32, first: Player, takes: &[u32]) -> Result<Self, ReplayError> {
        let mut replayed = Self::new(start, first);
        for (index, &take) in takes.iter().enumerate() {
            replayed
                .take(game, take)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(replayed)
    }

    /// No legal take is left.
    pub fn is_over(&self, solution: &Solution) -> bool {
        Self::no_take_left(&solution.game, self.coins)
    }

    fn no_take_left(game: &CoinGame, coins: u32) -> bool {
        game.legal_moves(coins).next().is_none()
    }

    /// The winner once the game is over: the player to move at the end wins or loses as the
    /// rule says.
    pub fn winner(&self, solution: &Solution) -> Option<Player> {
        if !self.is_over(solution) {
            return None;
        }
        let mover = self.to_move();
        Some(match solution.game.rule.terminal_outcome() {
            Outcome::Win => mover,
            Outcome::Lose => mover.other(),
        })
    }

    /// How the game ended, once it is over: who took the last coin, or who could not move.
    pub fn ending(&self, solution: &Solution) -> Option<Ending> {
        if !self.is_over(solution) {
            return None;
        }
        let stuck = self.to_move();
        Some(if self.coins == 0 && !self.moves.is_empty() {
            Ending::TookLastCoin(stuck.other())
        } else {
            Ending::CannotMove(stuck)
        })
    }

    /// The player to move takes `take` coins.
    pub fn play(&mut self, solution: &Solution, take: u32) -> Result<(), PlayError> {
        self.take(&solution.game, take)
    }

    /// The player to move takes `take` coins in `game`.
    fn take(&mut self, game: &CoinGame, take: u32) -> Result<(), PlayError> {
        if Self::no_take_left(game, self.coins) {
            return Err(PlayError::Over);
        }
        if !game.legal_moves(self.coins).any(|t| t == take) {
            return Err(PlayError::Illegal);
        }
        self.moves.push((self.to_move(), take));
        self.coins -= take;
        Ok(())
    }

    /// Takes back the last human move and any computer reply after it.
    pub fn undo(&mut self) {
        while let Some((player, take)) = self.moves.pop() {
            self.coins += take;
            if player == Player::Human {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::coin_game;
    use crate::games::{CoinGame, Rule};

    fn games() -> Vec<CoinGame> {
        let sets = ["1,2,3", "1,3,4", "2,5", "1", "3,4,9"];
        let mut games = Vec::new();
        for takes in sets {
            for rule in Rule::ALL {
                games.push(coin_game(takes, rule));
            }
        }
        games
    }

    /// Plays the computer against itself from `coins`: the winner (`Computer` is the side that
    /// moved first) and how many takes the game lasted.
    fn self_play(solution: &Solution, remoteness: &Remoteness, coins: u32) -> (Player, usize) {
        let mut game = CoinMatch::new(coins, Player::Computer);
        while let Some(take) = computer_take(solution, remoteness, game.coins) {
            game.play(solution, take).expect("the computer plays legal takes");
        }
        (game.winner(solution).expect("over"), game.moves.len())
    }

    #[test]
    fn perfect_play_wins_exactly_the_won_positions_in_remoteness_moves() {
        for game in games() {
            let solution = game.solve(60);
            let remoteness = Remoteness::new(&solution);
            for coins in 0..=60 {
                let (winner, length) = self_play(&solution, &remoteness, coins);
                // Both sides are the computer; `Computer` is the side that moved first.
                let expected = solution.outcome(coins) == Outcome::Win;
                assert_eq!(winner == Player::Computer, expected, "{game:?} {coins}");
                assert_eq!(length as u32, remoteness.of(coins), "{game:?} {coins}");
            }
        }
    }

    #[test]
    fn from_13_the_computer_answers_every_take_by_leaving_4k_plus_1() {
        // 13 is lost for the player to move (13 = 4·3 + 1): after any human take the computer
        // answers to leave 4k + 1.
        let solution = CoinGame::seed_000().solve(13);
        let remoteness = Remoteness::new(&solution);
        for first_take in 1..=3 {
            let mut game = CoinMatch::new(13, Player::Human);
            game.play(&solution, first_take).expect("legal");
            while !game.is_over(&solution) {
                let take = match game.to_move() {
                    Player::Computer => computer_take(&solution, &remoteness, game.coins),
                    Player::Human => solution.game.legal_moves(game.coins).next(),
                }
                .expect("a move");
                game.play(&solution, take).expect("legal");
                if game.to_move() == Player::Human && !game.is_over(&solution) {
                    assert_eq!(game.coins % 4, 1, "the computer leaves 4k + 1");
                }
            }
            assert_eq!(game.winner(&solution), Some(Player::Computer));
        }
    }

    #[test]
    fn a_game_ends_by_the_last_coin_or_by_a_player_who_cannot_move() {
        let solution = CoinGame::seed_000().solve(5);
        let mut game = CoinMatch::new(2, Player::Human);
        assert_eq!(game.ending(&solution), None, "still in play");
        game.play(&solution, 2).expect("legal");
        assert_eq!(game.ending(&solution), Some(Ending::TookLastCoin(Player::Human)));
        let empty = CoinMatch::new(0, Player::Computer);
        assert_eq!(
            empty.ending(&solution),
            Some(Ending::CannotMove(Player::Computer))
        );
        // Takes {2, 5}: one coin left, and nobody can take it.
        let game_2_5 = coin_game("2,5", Rule::Normal);
        let solution = game_2_5.solve(3);
        let mut game = CoinMatch::new(3, Player::Human);
        game.play(&solution, 2).expect("legal");
        assert_eq!(game.ending(&solution), Some(Ending::CannotMove(Player::Computer)));
    }

    #[test]
    fn a_replayed_game_is_the_game_played_and_an_illegal_take_is_named() {
        let game = CoinGame::seed_000();
        let solution = game.solve(13);
        let mut played = CoinMatch::new(13, Player::Computer);
        for take in [1, 3, 2, 2] {
            played.play(&solution, take).expect("legal");
        }
        let takes: Vec<u32> = played.moves.iter().map(|&(_, take)| take).collect();
        assert_eq!(CoinMatch::replay(&game, 13, Player::Computer, &takes), Ok(played));
        let refused = |takes: &[u32]| CoinMatch::replay(&game, 5, Player::Human, takes).err();
        assert_eq!(
            refused(&[1, 4]),
            Some(ReplayError {
                index: 1,
                error: PlayError::Illegal
            }),
            "4 is not a take"
        );
        assert_eq!(
            refused(&[3, 3]),
            Some(ReplayError {
                index: 1,
                error: PlayError::Illegal
            }),
            "3 from 2 coins"
        );
        assert_eq!(
            refused(&[3, 2, 1]),
            Some(ReplayError {
                index: 2,
                error: PlayError::Over
            })
        );
    }

    #[test]
    fn illegal_takes_and_undo() {
        let solution = CoinGame::seed_000().solve(5);
        let mut game = CoinMatch::new(5, Player::Human);
        assert_eq!(game.play(&solution, 4), Err(PlayError::Illegal));
        game.play(&solution, 1).expect("legal");
        game.play(&solution, 3).expect("legal");
        assert_eq!(game.coins, 1);
        game.undo();
        assert_eq!((game.coins, game.moves.len()), (5, 0), "the reply goes too");
        game.play(&solution, 3).expect("legal");
        game.play(&solution, 1).expect("legal");
        game.play(&solution, 1).expect("legal");
        assert!(game.is_over(&solution));
        // Misère: 5 → 2 → 1 → 0, and the human took the last coin.
        assert_eq!(game.winner(&solution), Some(Player::Computer));
        assert_eq!(game.play(&solution, 1), Err(PlayError::Over));
    }
}
