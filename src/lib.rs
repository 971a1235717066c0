//! nimlab: see combinatorial games.
//!
//! The engines are the `nimlab-core` crate; everything that needs no window (background work,
//! figures, words, files) is `nimlab-model`; this crate is the window and the command line.
//!
//! - `cli`: the `nimlab <subcommand>` command line, printing what the engines return (native
//!   only).
//! - [`app`] and [`ui`]: the eframe app that draws the engines and feeds them input, in a native
//!   window or, built for `wasm32` (`scripts/web_build.sh`), on a web page (`web`).
//!
//! The model's modules are re-exported here, so the window, the command line and the tests name
//! them as `nimlab::work`, `nimlab::i18n` and so on.

pub use nimlab_model::{colours, export, figure, fonts, geometry, i18n, jobs, quiz, storage, work};

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;
