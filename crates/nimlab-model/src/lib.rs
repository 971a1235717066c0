//! Everything nimlab does without a window, over the engines of `nimlab-core`.
//!
//! The window (`nimlab`'s `app` and `ui`), the command line and the web worker all use it; it
//! depends on no UI crate, so each of them can run it alone.
//!
//! - [`work`]: every kind of background work, over the engines, each named for the web worker;
//!   [`jobs`] runs it (on threads natively, in a web worker on the web) with progress and cancel.
//! - [`figure`]: figures for the page (SVG, PNG, PDF, GIF), drawn from [`geometry`]'s layouts in
//!   [`colours`] that mean the same as in the window, with [`fonts`] embedded.
//! - [`i18n`]: every word, in English and Korean.
//! - [`storage`]: reading and saving files (downloads on the web); [`export`]: the CSV texts.
//! - [`tabs`]: each tab's model (inputs, documents, sessions, what is remembered between runs);
//!   [`app_state`]: all of it with the window's own choices ([`window_zoom`], [`presenter`]), as
//!   remembered; [`presenter`]: what the presenter's screen shows.

pub mod app_state;
pub mod colours;
pub mod export;
pub mod figure;
pub mod fonts;
pub mod geometry;
pub mod i18n;
pub mod jobs;
pub mod lesson_plan;
pub mod presenter;
pub mod quiz;
pub mod shared_view;
pub mod storage;
pub mod tabs;
pub mod window_zoom;
pub mod work;
