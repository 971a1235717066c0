//! The Grundy tab's model: the inputs as typed, the game on the sum as remembered, and the
//! words the tab builds from them.

pub mod game_kind;
pub mod inputs;
pub mod saved_sum_game;
pub mod sum_comment;
