//! nimlab: see combinatorial games.
//!
//! - [`games`]: the pure engines (coin game, DP table, exact tree counts, periods).
//! - [`cli`]: the `nimlab <subcommand>` command line, printing what the engines return.
//! - [`app`] and [`ui`]: the eframe window that draws the engines and feeds them input.

pub mod app;
pub mod cli;
pub mod export;
pub mod games;
pub mod jobs;
pub mod matchsticks;
pub mod storage;
pub mod ui;
