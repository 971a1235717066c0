//! nimlab: see combinatorial games.
//!
//! The engines are the `nimlab-core` crate; this crate draws them and runs them.
//!
//! - `cli`: the `nimlab <subcommand>` command line, printing what the engines return (native
//!   only).
//! - [`app`] and [`ui`]: the eframe app that draws the engines and feeds them input, in a native
//!   window or, built for `wasm32` (`scripts/web_build.sh`), on a web page (`web`).
//! - [`jobs`]: background work, on threads natively and in web workers on the web
//!   ([`work`] holds every kind of work, over the engines, and names each for the worker).
//! - [`colours`]: what a win, a loss or a running call looks like, in the window and the
//!   figures alike.

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod colours;
pub mod export;
pub mod figure;
pub mod fonts;
pub mod geometry;
pub mod i18n;
pub mod jobs;
pub mod storage;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod work;
