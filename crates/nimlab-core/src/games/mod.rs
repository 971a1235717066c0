//! Pure game engines: positions, move sets, solvers and exact counts.
//!
//! Nothing in here knows about egui, eframe, rfd, anyhow or files: the UI and the command line
//! draw and print what these functions return.

pub mod action_set;
pub mod coin_game;
pub mod counts;
pub mod formula;
pub mod growth;
pub mod grundy;
pub mod lesson_code;
pub mod misere;
pub mod octal;
pub mod pattern;
pub mod period;
pub mod play;
pub mod positions;
pub mod recursive;
pub mod sum_match;
pub mod sums;
pub mod trace;
pub mod view_tree;

#[cfg(test)]
mod test_games;

pub use coin_game::{CoinGame, MoveSet, Outcome, Rule, Solution};
