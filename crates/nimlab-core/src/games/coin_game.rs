//! The coin-game article's game, generalised: a pile of coins, players alternately take `s` coins for
//! some `s` in a move set, under the misère rule (whoever takes the last coin loses) or the normal
//! rule (whoever cannot move loses).
//!
//! A position is the number of coins left with a player to move. Under misère a player facing a
//! position with no legal move has won (the opponent just took the last coin, or left a pile too
//! small to take from); under normal play that player has lost. The coin-game article prunes the
//! moves to 0 instead of keeping them; both give the same answers for every position ≥ 1.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The largest pile the engines accept, and the largest single take. Exact tree counts for
/// n = 1000 already have hundreds of digits; beyond it nothing new is learned.
pub const MAX_COINS: u32 = 1000;

/// Who wins when the coins run out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rule {
    /// Whoever takes the last coin loses (the coin-game article's game).
    #[default]
    Misere,
    /// Whoever cannot move loses, so whoever takes the last coin wins.
    Normal,
}

impl Rule {
    /// Both rules, the coin-game article's first.
    pub const ALL: [Self; 2] = [Self::Misere, Self::Normal];

    /// The name used on the command line and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Misere => "misere",
            Self::Normal => "normal",
        }
    }

    /// The outcome for the player to move at a position with no legal move.
    pub fn terminal_outcome(self) -> Outcome {
        match self {
            Self::Misere => Outcome::Win,
            Self::Normal => Outcome::Lose,
        }
    }
}

/// Win or lose, always for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The player to move wins with perfect play.
    Win,
    /// The player to move loses against perfect play.
    Lose,
}

impl Outcome {
    /// `Win` when `win`, else `Lose`.
    pub fn from_win(win: bool) -> Self {
        if win { Self::Win } else { Self::Lose }
    }

    /// The player to move wins.
    pub fn is_win(self) -> bool {
        self == Self::Win
    }

    /// "win" or "lose", as in the JSON output.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Win => "win",
            Self::Lose => "lose",
        }
    }

    /// The one-letter mark drawn on tree nodes.
    pub fn letter(self) -> char {
        match self {
            Self::Win => 'W',
            Self::Lose => 'L',
        }
    }
}

/// What was wrong with a typed move set or pile size.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum InputError {
    /// The move set names no take at all.
    #[error("the move set is empty: name at least one take, e.g. 1,2,3")]
    EmptyMoveSet,
    /// Two commas with nothing between them, or a comma at either end (`1,,3`): most likely a
    /// take was left out, so it is refused rather than guessed.
    #[error(
        "the move set has an empty entry (two commas in a row, or a comma at an end): write one take between commas, e.g. 1,2,3"
    )]
    EmptyEntry,
    /// A piece of the text is not a whole number.
    #[error("'{0}' is not a whole number")]
    NotANumber(String),
    /// A take of zero coins would let a player pass forever.
    #[error("a take must be at least 1 coin")]
    ZeroTake,
    /// A number above [`MAX_COINS`].
    #[error("{0} is larger than the limit of {max}", max = MAX_COINS)]
    TooLarge(String),
}

/// Parses a pile size: a whole number from 0 to [`MAX_COINS`].
pub fn parse_coins(text: &str) -> Result<u32, InputError> {
    parse_number(text.trim())
}

fn parse_number(token: &str) -> Result<u32, InputError> {
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputError::NotANumber(token.to_owned()));
    }
    match token.parse::<u32>() {
        Ok(value) if value <= MAX_COINS => Ok(value),
        _ => Err(InputError::TooLarge(token.to_owned())),
    }
}

/// The allowed takes: distinct, sorted, each from 1 to [`MAX_COINS`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveSet(Vec<u32>);

impl MoveSet {
    /// Builds a move set from takes in any order; duplicates are merged.
    pub fn new(takes: impl IntoIterator<Item = u32>) -> Result<Self, InputError> {
        let mut takes: Vec<u32> = takes.into_iter().collect();
        takes.sort_unstable();
        takes.dedup();
        match (takes.first(), takes.last()) {
            (None, _) => Err(InputError::EmptyMoveSet),
            (Some(0), _) => Err(InputError::ZeroTake),
            (_, Some(&max)) if max > MAX_COINS => Err(InputError::TooLarge(max.to_string())),
            _ => Ok(Self(takes)),
        }
    }

    /// Parses "1,2,3", "1 3 4" or "{1, 2, 5}". An empty entry between commas ("1,,3", "1,2,")
    /// is refused.
    pub fn parse(text: &str) -> Result<Self, InputError> {
        let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
        if inner.trim().is_empty() {
            return Err(InputError::EmptyMoveSet);
        }
        let mut takes = Vec::new();
        for entry in inner.split(',') {
            let mut tokens = entry.split_whitespace().peekable();
            if tokens.peek().is_none() {
                return Err(InputError::EmptyEntry);
            }
            for token in tokens {
                match parse_number(token)? {
                    0 => return Err(InputError::ZeroTake),
                    take => takes.push(take),
                }
            }
        }
        Self::new(takes)
    }

    /// The set {1, 2, …, k}.
    pub fn one_to(k: u32) -> Result<Self, InputError> {
        Self::new(1..=k)
    }

    /// The takes, smallest first.
    pub fn takes(&self) -> &[u32] {
        &self.0
    }

    /// The largest take (0 for no take, which `new` never builds).
    pub fn largest(&self) -> u32 {
        self.0.last().copied().unwrap_or(0)
    }

    /// `Some(k)` when the set is exactly {1, …, k}, where the closed formula applies.
    pub fn as_one_to_k(&self) -> Option<u32> {
        let k = self.largest();
        (self.0.len() == k as usize).then_some(k)
    }
}

impl fmt::Display for MoveSet {
    /// Writes `1,2,3`, the form the command line takes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, take) in self.0.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{take}")?;
        }
        Ok(())
    }
}

/// A move set and a rule: everything that defines the game apart from the pile size.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct CoinGame {
    /// The allowed takes.
    pub moves: MoveSet,
    /// Who wins when the coins run out.
    pub rule: Rule,
}

impl CoinGame {
    /// The coin-game article's game: take 1 to 3, whoever takes the last coin loses.
    pub fn seed_000() -> Self {
        Self {
            moves: MoveSet(vec![1, 2, 3]),
            rule: Rule::Misere,
        }
    }

    /// The takes that are legal with `coins` on the table, smallest first.
    pub fn legal_moves(&self, coins: u32) -> impl Iterator<Item = u32> + '_ {
        self.moves
            .takes()
            .iter()
            .copied()
            .take_while(move |&s| s <= coins)
    }

    /// Solves every position from 0 to `max_coins` bottom-up, as the coin-game article's
    /// `GenerateNimTable`.
    pub fn solve(&self, max_coins: u32) -> Solution {
        let mut win: Vec<bool> = Vec::with_capacity(max_coins as usize + 1);
        for coins in 0..=max_coins {
            let mut legal = self.legal_moves(coins).peekable();
            let outcome = if legal.peek().is_none() {
                self.rule.terminal_outcome()
            } else {
                // A position is won when some move leaves the opponent a lost position.
                Outcome::from_win(legal.any(|s| !win[(coins - s) as usize]))
            };
            win.push(outcome.is_win());
        }
        Solution {
            game: self.clone(),
            win,
        }
    }
}

/// The DP table of the coin-game article: for every position, whether the player to move wins and
/// which takes win (`solution[s]`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Solution {
    /// The game solved.
    pub game: CoinGame,
    win: Vec<bool>,
}

impl Solution {
    /// The largest position solved.
    pub fn max_coins(&self) -> u32 {
        self.win.len() as u32 - 1
    }

    /// Win or lose for the player to move with `coins` on the table.
    pub fn outcome(&self, coins: u32) -> Outcome {
        Outcome::from_win(self.win[coins as usize])
    }

    /// The coin-game article's `solution[s]`: taking `s` is legal and leaves the opponent a lost
    /// position.
    pub fn is_winning_move(&self, coins: u32, take: u32) -> bool {
        take <= coins && !self.win[(coins - take) as usize]
    }

    /// Every winning take from `coins`, smallest first; empty when the position is lost.
    pub fn winning_moves(&self, coins: u32) -> Vec<u32> {
        self.game
            .legal_moves(coins)
            .filter(|&s| self.is_winning_move(coins, s))
            .collect()
    }

    /// The outcomes of positions 0..=max, in order.
    pub fn outcomes(&self) -> impl Iterator<Item = Outcome> + '_ {
        self.win.iter().map(|&w| Outcome::from_win(w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::coin_game;

    #[test]
    fn seed_000_table_1() {
        // The coin-game article, Table 1: 1 lose, 2–4 win by taking 1–3, 5 lose, … 12 win by taking
        // 3.
        let expected: [(u32, Option<u32>); 12] = [
            (1, None),
            (2, Some(1)),
            (3, Some(2)),
            (4, Some(3)),
            (5, None),
            (6, Some(1)),
            (7, Some(2)),
            (8, Some(3)),
            (9, None),
            (10, Some(1)),
            (11, Some(2)),
            (12, Some(3)),
        ];
        let solution = CoinGame::seed_000().solve(12);
        for (coins, take) in expected {
            let moves = solution.winning_moves(coins);
            assert_eq!(moves, take.into_iter().collect::<Vec<_>>(), "{coins} coins");
            assert_eq!(solution.outcome(coins).is_win(), take.is_some(), "{coins} coins");
        }
    }

    #[test]
    fn terminal_positions_follow_the_rule() {
        let misere = CoinGame::seed_000().solve(0);
        assert_eq!(misere.outcome(0), Outcome::Win);
        let normal = CoinGame {
            rule: Rule::Normal,
            ..CoinGame::seed_000()
        }
        .solve(0);
        assert_eq!(normal.outcome(0), Outcome::Lose);
        // With takes {2, 3}, one coin is stuck: terminal, like 0.
        let stuck = coin_game("2,3", Rule::Misere).solve(1);
        assert_eq!(stuck.outcome(1), Outcome::Win);
    }

    #[test]
    fn move_sets_parse_or_explain() {
        let cases: [(&str, Result<Vec<u32>, InputError>); 14] = [
            ("1,2,3", Ok(vec![1, 2, 3])),
            ("1, 3,4 ", Ok(vec![1, 3, 4])),
            ("1,,3", Err(InputError::EmptyEntry)),
            ("1, ,3", Err(InputError::EmptyEntry)),
            ("1,3,", Err(InputError::EmptyEntry)),
            ("{,1}", Err(InputError::EmptyEntry)),
            (" {5, 1 2} ", Ok(vec![1, 2, 5])),
            ("3 3 1", Ok(vec![1, 3])),
            ("", Err(InputError::EmptyMoveSet)),
            ("{}", Err(InputError::EmptyMoveSet)),
            ("1,x", Err(InputError::NotANumber("x".into()))),
            ("0,1", Err(InputError::ZeroTake)),
            ("-1", Err(InputError::NotANumber("-1".into()))),
            ("99999999999", Err(InputError::TooLarge("99999999999".into()))),
        ];
        for (text, expected) in cases {
            let parsed = MoveSet::parse(text).map(|set| set.takes().to_vec());
            assert_eq!(parsed, expected, "{text:?}");
        }
    }

    #[test]
    fn one_to_k_is_recognised() {
        let set = |text| MoveSet::parse(text).expect("valid");
        assert_eq!(set("1,2,3").as_one_to_k(), Some(3));
        assert_eq!(set("1").as_one_to_k(), Some(1));
        assert_eq!(set("1,2,5").as_one_to_k(), None);
        assert_eq!(set("2,3").as_one_to_k(), None);
    }

    #[test]
    fn coins_parse_with_limits() {
        assert_eq!(parse_coins(" 13 "), Ok(13));
        assert_eq!(parse_coins("1000"), Ok(1000));
        assert_eq!(parse_coins("1001"), Err(InputError::TooLarge("1001".into())));
        assert_eq!(parse_coins("ten"), Err(InputError::NotANumber("ten".into())));
    }
}
