//! Pure matchstick-equation engine (seed 004): glyphs on 7-segment digits, layouts of slots and
//! the equations they read as, two exact solvers (fast, and the paper's search), the survey of a
//! shape, the puzzle generator, and the editing model with undo.
//!
//! Nothing in here knows about the UI or files.

pub mod editor;
pub mod generate;
pub mod glyph;
pub mod hint;
pub mod layout;
pub mod place;
pub mod seed004;
pub mod solve;
pub mod survey;
// The workbench (issue 24): one meaning of "unique", and the badge.
pub mod unique;
