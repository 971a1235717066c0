//! Each tab's model, apart from its window: what is typed and chosen, the documents and
//! sessions, and what is remembered between runs. The window's tabs (`nimlab`'s `ui`) draw these
//! and feed them input; the shell saves and restores them.

pub mod grundy;
pub mod matchsticks;
pub mod text_limit;
pub mod tree;
