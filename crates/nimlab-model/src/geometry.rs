//! Where things sit in their own world coordinates: the game tree's nodes ([`tree`]), any heap
//! game's DP DAG in layers ([`positions`]), how a node's value and repeats are marked on it
//! ([`badge`]), and a matchstick layout's sticks ([`matchsticks`]). Plain geometry in emath's points and rectangles,
//! with no window: background work computes it, a tab's camera maps it to the screen and a
//! figure to the page.

pub mod badge;
pub mod matchsticks;
pub mod positions;
pub mod tree;
