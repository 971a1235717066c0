//! A sum of heaps of different games as a person types it, `nim:3 + 0.77:5 + 1,3,4:6`, read by
//! one rule for the command line's `--heap GAME:SIZE` and the window's heaps field alike.
//!
//! Each heap is `GAME:SIZE`, the game as the Grundy tab's sum builder takes it and the size after
//! the last colon. Heaps are separated by `+` (how a sum is written) or by commas; a take set has
//! commas of its own, so a comma-separated piece without a colon belongs to the heap that follows
//! it: `1,3,4:6, nim:3` is a heap of the take set {1,3,4} and a heap of Nim.

use crate::games::grundy::{GrundyError, HeapGame, parse_spec};

/// Why a typed heap or sum of heaps of games is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameHeapError {
    /// A piece with no colon between a game and a size.
    #[error("'{0}' is not GAME:SIZE, e.g. nim:3 or 1,3,4:6")]
    NotGameSize(String),
    /// Nothing between two separators, at an end, or nothing typed at all.
    #[error("'{0}' has an empty heap: heaps are GAME:SIZE with + between, e.g. nim:3 + 0.77:5")]
    EmptyEntry(String),
    /// The game before the colon names no game.
    #[error(transparent)]
    Game(GrundyError),
    /// The size after the colon is not a whole number.
    #[error("'{0}' is not a heap size: a whole number 0 or more")]
    NotASize(String),
    /// The size is past `u32::MAX`.
    #[error("'{size}' is too large a heap of {game}")]
    TooLarge {
        /// The size as typed.
        size: String,
        /// The heap's game.
        game: HeapGame,
    },
}

/// One heap typed as `GAME:SIZE`: `nim:3`, `1,3,4:6`, `powers 2:9`.
pub fn parse_game_heap(text: &str) -> Result<(HeapGame, u32), GameHeapError> {
    let (game, size) = text
        .rsplit_once(':')
        .ok_or_else(|| GameHeapError::NotGameSize(text.trim().to_owned()))?;
    let game = parse_spec(game).map_err(GameHeapError::Game)?;
    let size = size.trim();
    match size.parse::<u32>() {
        Ok(size) => Ok((game, size)),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Err(GameHeapError::TooLarge {
            size: size.to_owned(),
            game,
        }),
        Err(_) => Err(GameHeapError::NotASize(size.to_owned())),
    }
}

/// Whether typed heaps name their games (`nim:3 + 0.77:5`) rather than being sizes of one game
/// (`3,4,5`): a colon says so.
pub fn names_games(text: &str) -> bool {
    text.contains(':')
}

/// A sum typed as `nim:3 + 0.77:5` (or with commas between: `nim:3, 0.77:5`), in the order typed.
pub fn parse_game_heaps(text: &str) -> Result<Vec<(HeapGame, u32)>, GameHeapError> {
    let mut heaps = Vec::new();
    for part in text.split('+') {
        if part.trim().is_empty() {
            return Err(GameHeapError::EmptyEntry(text.to_owned()));
        }
        // The pieces of a take set typed before its heap's colon.
        let mut pending: Vec<&str> = Vec::new();
        for piece in part.split(',') {
            if piece.trim().is_empty() {
                return Err(GameHeapError::EmptyEntry(text.to_owned()));
            }
            pending.push(piece);
            if piece.contains(':') {
                heaps.push(parse_game_heap(&pending.join(","))?);
                pending.clear();
            }
        }
        if !pending.is_empty() {
            return Err(GameHeapError::NotGameSize(pending.join(",").trim().to_owned()));
        }
    }
    Ok(heaps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundy::{parse_octal, parse_subtraction};

    #[test]
    fn a_sum_reads_with_plus_or_commas_and_take_sets_keep_their_commas() {
        let kayles = parse_octal("0.77").expect("an octal code");
        let takes = parse_subtraction("1,3,4").expect("a take set");
        let expected = vec![(HeapGame::Nim, 3), (kayles.clone(), 5), (takes.clone(), 6)];
        assert_eq!(parse_game_heaps("nim:3 + 0.77:5 + 1,3,4:6"), Ok(expected.clone()));
        assert_eq!(parse_game_heaps("nim:3, 0.77:5, 1,3,4:6"), Ok(expected.clone()));
        assert_eq!(parse_game_heaps(" nim : 3,kayles:5+1, 3, 4:6 "), Ok(expected));
        assert_eq!(parse_game_heaps("powers 2:9"), Ok(vec![(HeapGame::Powers(2), 9)]));
        assert!(names_games("nim:3") && !names_games("3,4,5"));
    }

    #[test]
    fn slips_are_named() {
        assert_eq!(
            parse_game_heaps("nim:3,4"),
            Err(GameHeapError::NotGameSize("4".to_owned()))
        );
        assert_eq!(
            parse_game_heaps("nim:3 +"),
            Err(GameHeapError::EmptyEntry("nim:3 +".to_owned()))
        );
        assert_eq!(
            parse_game_heaps("nim:3,,nim:4"),
            Err(GameHeapError::EmptyEntry("nim:3,,nim:4".to_owned()))
        );
        assert_eq!(
            parse_game_heaps("nim:x"),
            Err(GameHeapError::NotASize("x".to_owned()))
        );
        assert_eq!(
            parse_game_heaps("nim:4294967296"),
            Err(GameHeapError::TooLarge {
                size: "4294967296".to_owned(),
                game: HeapGame::Nim
            })
        );
        assert!(matches!(
            parse_game_heaps("chess:3"),
            Err(GameHeapError::Game(GrundyError::UnknownGame(_)))
        ));
    }
}
