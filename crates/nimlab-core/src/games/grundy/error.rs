//! What is wrong with a heap game or rule a user asked for, or with the table asked of it.

use crate::games::coin_game::InputError;
use crate::games::octal::OctalError;

/// What is wrong with a game or rule a user asked for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum GrundyError {
    /// The typed move set is not one.
    #[error(transparent)]
    MoveSet(#[from] InputError),
    /// The typed octal code is not one.
    #[error(transparent)]
    Octal(#[from] OctalError),
    /// A name that is no game nimlab knows.
    #[error(
        "'{0}' is not a known game: use nim, powers B (e.g. powers 2), an octal code (e.g. 0.77), \
         kayles, dawsons-kayles, dawsons-chess or a subtraction set (e.g. 1,3,4)"
    )]
    UnknownGame(String),
    /// Powers of 0 or 1 are not a move set.
    #[error("powers of {0} are not a move set: the base must be at least 2")]
    PowersBase(u32),
    /// More values than this game computes in reasonable time; the most it allows.
    #[error("this game computes at most {0} values")]
    TooManyValues(usize),
    /// The octal game's values cost more steps than its work budget before reaching the count
    /// asked for; how many values it reached.
    #[error("this game's values cost more than the work budget allows: it reached {0} values")]
    WorkBudget(usize),
}
