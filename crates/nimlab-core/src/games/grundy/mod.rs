//! Grundy values of heap games (the Grundy texts): subtraction games, Nim, powers of b, and octal
//! games, under normal play or, for a single subtraction game, the misère convention of the
//! Sprague–Grundy post (a position with no move gets value 1, everything else the mex of its
//! options).
//!
//! Periods are reported only with a proof: a window of equal values as wide as the largest take
//! for subtraction games, Guy and Smith's theorem for octal games, and the classical pattern for
//! powers of b.
//!
//! One concept per file: the games and their moves ([`heap_game`]), what was wrong with one a
//! user asked for ([`error`]), values and the mex ([`values`]), the mex of one heap worked out
//! ([`mex_working`]), certified periods ([`certified`]) and the table the tab and the command
//! line show ([`table`]). Sums of these games live in [`super::sums`], which builds on this
//! module and never the other way round.

pub mod certified;
pub mod error;
pub mod heap_game;
pub mod mex_working;
pub mod octal_search;
pub mod table;
pub mod values;

pub use certified::{Certificate, CertifiedPeriod};
pub use error::GrundyError;
pub use heap_game::{HeapGame, parse_octal, parse_spec, parse_subtraction};
pub use mex_working::{MexOption, MexWorking};
pub use octal_search::{OCTAL_QUICK_SEARCH_STEPS, OCTAL_SEARCH_LIMIT, OCTAL_WORK_BUDGET};
pub use table::{GrundyTable, MAX_COUNT};
pub use values::{mex, option_value};
