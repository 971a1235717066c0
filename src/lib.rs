//! nimlab: see combinatorial games.
//!
//! The engines are the `nimlab-core` crate; this crate draws them and runs them.
//!
//! - [`cli`]: the `nimlab <subcommand>` command line, printing what the engines return.
//! - [`app`] and [`ui`]: the eframe window that draws the engines and feeds them input.

pub mod app;
pub mod cli;
pub mod export;
pub mod jobs;
pub mod storage;
pub mod ui;
