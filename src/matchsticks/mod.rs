//! Pure matchstick-equation engine (seed 004): glyphs on 7-segment digits, layouts of slots,
//! reading and evaluating the equation a layout shows.
//!
//! Nothing in here knows about the UI or files.

pub mod generate;
pub mod glyph;
pub mod layout;
pub mod seed004;
pub mod solve;
pub mod survey;
