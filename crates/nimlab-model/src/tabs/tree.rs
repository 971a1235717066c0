//! The game-tree tab's model that needs no window: what was typed and chosen, the user's folds,
//! the selection, the progress remembered between runs, and Play's words. The window's
//! `ui::tree_tab` draws from it.

pub mod folds;
pub mod heaps;
pub mod heaps_formula;
pub mod inputs;
pub mod play_words;
pub mod progress;
pub mod selection;
