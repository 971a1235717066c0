//! Misère values of positions made of several heaps (the Sprague–Grundy post's convention): a
//! position with no move is worth 1, every other position the mex of its options' values. A move
//! that splits a heap leaves a *sum*, and the value of a sum is searched over the whole multiset of
//! heaps, never the XOR of its heaps' values: misère values do not add.
//!
//! One concept per file: the bound on the positions a search may meet, checked before it starts
//! ([`bound`]), the memoised search itself ([`search`]), a game's table of values heap by heap
//! with every option's value for the mex working ([`table`]), and sums of any heap games under
//! misère, with every winning move ([`sum`]).

pub mod bound;
pub mod search;
pub mod sum;
pub mod table;

#[cfg(test)]
mod tests;

pub use bound::{MAX_POSITIONS, MAX_SUM_POSITIONS, MisereError};
pub use search::{MisereSearch, Stopped};
pub use sum::{MisereSum, analyse_sum};
pub use table::{MisereTable, max_heap, misere_table};
