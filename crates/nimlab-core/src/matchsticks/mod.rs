//! Pure matchstick-equation engine (the matchstick paper's, with ×, ÷ and a movable '=' added):
//! glyphs on 7-segment digits and sign slots, layouts of slots and the equations they read as, two
//! exact solvers (fast, and the paper's search), the survey of a shape, the puzzle generator, and
//! the editing model with undo; and equations in Roman numerals, on letter slots.
//!
//! Nothing in here knows about the UI or files.

pub mod budget;
pub mod difficulty;
pub mod editor;
pub mod evaluate;
pub mod generate;
pub mod glyph;
pub mod hint;
pub mod layout;
pub mod letter;
pub mod numeral;
pub mod place;
pub mod roman;
pub mod seed004;
pub mod solve;
pub mod survey;
pub mod symbol;
// The workbench: one meaning of "unique", and the badge.
pub mod unique;
