//! nimlab's engines, pure: no UI, no threads of their own, no files. The app and the command line
//! draw and print what these return; the compiler keeps it so (this crate depends on no UI crate,
//! and `clippy.toml` beside it forbids `std::fs` and `std::thread`). Work that splits into
//! independent blocks spreads over rayon's pool natively (`parallel`).
//!
//! - [`games`]: the coin-game article's game, Grundy numbers, periods and sums of games (the
//!   Grundy texts).
//! - [`matchsticks`]: the matchstick paper's equations: layouts, solvers, survey, generator, editor.
//! - [`shapes`]: figure puzzles on a lattice ("remove 4 sticks to leave 3 squares"): canvases,
//!   the figures a layout shows, the exact solver, the text form and the generator.
//! - [`puzzle_file`]: the RON puzzle file format, read from and written to text.
//! - [`watch`]: how long work reports its progress and learns to stop, the same for every engine.

pub mod games;
pub mod matchsticks;
mod parallel;
pub mod puzzle_file;
pub mod shapes;
pub mod watch;
