//! Figure puzzles on a lattice, as puzzle books print them: "remove 4 sticks to leave 3
//! squares", "move 3 to make 3 squares", "move 2 to make 4 triangles", "move 3 so the fish swims
//! the other way". Sticks lie on the unit edges of a canvas of dots, on the square or the
//! triangular lattice.
//!
//! - [`canvas`]: the lattices, the canvas and its edges in reading order.
//! - [`edge_table`]: a canvas's edges by number and by place.
//! - [`sticks`]: a layout as a 128-bit set of edges, sorted in reading order.
//! - [`geometry`]: the squares and triangles a canvas holds, and how a layout is read (how many it
//!   shows, tidy, one size).
//! - [`symmetry`]: turns, mirrors and shifts: placing a target figure, and which answers are one
//!   up to the puzzle's symmetry.
//! - [`puzzle`]: a puzzle: its canvas, sticks, budget and the figure to reach.
//! - [`record`]: a puzzle as written in a file.
//! - [`solve`]: the exact solver.
//! - [`generate`]: puzzles with one answer up to symmetry, by difficulty.
//! - [`starters`]: the classics a designer starts from.
//! - [`text`]: the square lattice's text form.
//!
//! Nothing in here knows about the UI or files.

#[cfg(test)]
mod brute;
pub mod canvas;
#[cfg(test)]
mod classics;
pub mod edge_table;
pub mod generate;
pub mod geometry;
pub mod puzzle;
pub mod record;
pub mod solve;
pub mod starters;
pub mod sticks;
pub mod symmetry;
pub mod text;
