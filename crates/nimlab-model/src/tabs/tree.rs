//! The game-tree tab's model that needs no window: what was typed and chosen, the user's folds,
//! the selection, the progress remembered between runs, Play's words, and which views each kind
//! of game offers. The window's `ui::tree_tab` draws from it.

pub mod folds;
pub mod formula_headline;
pub mod heaps;
pub mod heaps_formula;
pub mod inputs;
pub mod play_words;
pub mod progress;
pub mod selection;
pub mod views_offered;
