//! The canvas a figure puzzle is laid on: a lattice, its dots (width × height) and the unit edges
//! between neighbouring dots, where sticks lie.
//!
//! Two lattices. On the **square** lattice the dots form a grid and an edge is horizontal or
//! vertical. On the **triangular** lattice the rows of dots are offset by half a step in turn
//! (row 0 flush left, row 1 half a step right, row 2 flush left again, …), so every dot has six
//! neighbours at one unit: an edge is horizontal or one of the two diagonals.
//!
//! Edges are numbered in **reading order**: row by row from the top, each row's horizontal edges
//! left to right, then the edges going down to the next row left to right. A layout's text (the
//! square lattice's text form) lists its sticks in that same order, which is why layouts sort as
//! their texts do (see [`Sticks`](super::sticks::Sticks)).
//!
//! Geometry is done in whole numbers. A dot is a [`Point`] in the lattice's own basis: (x, y) on
//! the square lattice, with y going down; on the triangular lattice (a, b) stands for
//! a·(1, 0) + b·(½, √3⁄2), so that the six neighbours of a dot differ from it by ±(1, 0), ±(0, 1)
//! and ±(−1, 1). An edge is named by the sum of its two dots (its midpoint, doubled), which the
//! lattice's turns and mirrors map linearly (see [`symmetry`](super::symmetry)).

use serde::{Deserialize, Serialize};

use super::sticks::Sticks;

/// Which lattice the dots lie on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Lattice {
    /// A grid of dots: sticks are horizontal or vertical and the figures are squares.
    #[default]
    Square,
    /// Rows of dots offset by half a step: sticks are horizontal or diagonal at 60° and the
    /// figures are triangles.
    Triangular,
}

impl Lattice {
    /// Both lattices, in the order the UI offers them.
    pub const ALL: [Self; 2] = [Self::Square, Self::Triangular];

    /// The lattice's name on the command line and in files.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Square => "square",
            Self::Triangular => "triangular",
        }
    }

    /// The most dots a canvas has each way on this lattice. A canvas's edges must fit the 128
    /// bits of a [`Sticks`], so that a layout is one plain number to copy and a figure is found
    /// in it with one AND: 8 × 8 square dots have 112 edges, 7 × 7 triangular dots have 120
    /// (8 × 8 would have 161).
    pub const fn max_dots(self) -> u8 {
        match self {
            Self::Square => MAX_SQUARE_DOTS,
            Self::Triangular => MAX_TRIANGULAR_DOTS,
        }
    }

    /// The steps from a dot to its neighbours further on in reading order, in the lattice's basis.
    fn forward_steps(self) -> &'static [Point] {
        const SQUARE: [Point; 2] = [Point::new(1, 0), Point::new(0, 1)];
        const TRIANGULAR: [Point; 3] = [Point::new(1, 0), Point::new(0, 1), Point::new(-1, 1)];
        match self {
            Self::Square => &SQUARE,
            Self::Triangular => &TRIANGULAR,
        }
    }
}

/// The most dots each way on the square lattice: 8 × 8 dots have 7·8 + 8·7 = 112 edges, within
/// the 128 bits of a layout.
pub const MAX_SQUARE_DOTS: u8 = 8;

/// The most dots each way on the triangular lattice: 7 × 7 dots have 6·7 + 6·13 = 120 edges,
/// within the 128 bits of a layout.
pub const MAX_TRIANGULAR_DOTS: u8 = 7;

/// The fewest dots each way: a figure needs two rows of two.
pub const MIN_DOTS: u8 = 2;

/// A point of the lattice in the lattice's own basis (see the module doc), or an edge's doubled
/// midpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// The first coordinate.
    pub a: i32,
    /// The second coordinate (the row, for a dot).
    pub b: i32,
}

impl Point {
    /// The point (a, b).
    pub const fn new(a: i32, b: i32) -> Self {
        Self { a, b }
    }

    /// The sum of two points.
    #[must_use]
    pub const fn plus(self, other: Self) -> Self {
        Self::new(self.a + other.a, self.b + other.b)
    }

    /// The point times `k`.
    #[must_use]
    pub const fn times(self, k: i32) -> Self {
        Self::new(self.a * k, self.b * k)
    }
}

/// A dot of the canvas: its column (0 = leftmost) and row (0 = top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dot {
    /// The column, from 0 at the left.
    pub column: u8,
    /// The row, from 0 at the top.
    pub row: u8,
}

/// Where a stick may lie: between two neighbouring dots, the first before the second in
/// reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The dot the edge starts from.
    pub from: Dot,
    /// The dot it ends at.
    pub to: Dot,
    /// The sum of its two dots' points: its midpoint, doubled.
    pub middle: Point,
}

/// Why a canvas cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CanvasError {
    /// Too few or too many dots one way.
    #[error("a {lattice} canvas has {min} to {max} dots each way, not {width} × {height}", lattice = .lattice.as_str())]
    Size {
        /// The lattice asked for.
        lattice: Lattice,
        /// The dots across asked for.
        width: u8,
        /// The dots down asked for.
        height: u8,
        /// The fewest dots each way.
        min: u8,
        /// The most dots each way on that lattice.
        max: u8,
    },
}

/// A lattice and how many dots it has across and down, within the bounds (made only by
/// [`Canvas::new`], and read back through it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "CanvasSize", into = "CanvasSize")]
pub struct Canvas {
    lattice: Lattice,
    width: u8,
    height: u8,
}

/// A canvas as written: the three numbers, checked when read.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct CanvasSize {
    lattice: Lattice,
    width: u8,
    height: u8,
}

impl From<Canvas> for CanvasSize {
    fn from(canvas: Canvas) -> Self {
        Self {
            lattice: canvas.lattice,
            width: canvas.width,
            height: canvas.height,
        }
    }
}

impl TryFrom<CanvasSize> for Canvas {
    type Error = CanvasError;

    fn try_from(size: CanvasSize) -> Result<Self, CanvasError> {
        Self::new(size.lattice, size.width, size.height)
    }
}

impl Canvas {
    /// A canvas of `width` × `height` dots, within [`MIN_DOTS`] and [`Lattice::max_dots`].
    pub fn new(lattice: Lattice, width: u8, height: u8) -> Result<Self, CanvasError> {
        let max = lattice.max_dots();
        let fits = |dots: u8| (MIN_DOTS..=max).contains(&dots);
        if fits(width) && fits(height) {
            Ok(Self {
                lattice,
                width,
                height,
            })
        } else {
            Err(CanvasError::Size {
                lattice,
                width,
                height,
                min: MIN_DOTS,
                max,
            })
        }
    }

    /// The lattice.
    pub fn lattice(self) -> Lattice {
        self.lattice
    }

    /// Dots across.
    pub fn width(self) -> u8 {
        self.width
    }

    /// Dots down.
    pub fn height(self) -> u8 {
        self.height
    }

    /// Where `dot` lies in the lattice's basis. Odd rows of the triangular lattice sit half a
    /// step right, so going down two rows is one step of (−1, 1) and one of (0, 1).
    pub fn point(self, dot: Dot) -> Point {
        let (column, row) = (i32::from(dot.column), i32::from(dot.row));
        match self.lattice {
            Lattice::Square => Point::new(column, row),
            Lattice::Triangular => Point::new(column - row / 2, row),
        }
    }

    /// The dot at `point`, if the canvas has one there.
    pub fn dot(self, point: Point) -> Option<Dot> {
        let row = point.b;
        let column = match self.lattice {
            Lattice::Square => point.a,
            Lattice::Triangular => point.a + row.div_euclid(2),
        };
        let inside =
            (0..i32::from(self.width)).contains(&column) && (0..i32::from(self.height)).contains(&row);
        inside.then_some(Dot {
            column: column as u8,
            row: row as u8,
        })
    }

    /// Every edge of the canvas, in reading order (see the module doc).
    pub fn edges(self) -> Vec<Edge> {
        let mut edges = Vec::new();
        let steps = self.lattice.forward_steps();
        for row in 0..self.height {
            let dots = (0..self.width).map(|column| Dot { column, row });
            // This row's horizontal edges, then those going down, each left to right: the
            // down edges' midpoints sort by their doubled x, which is 2a + b on both lattices
            // (b is the same for all of them).
            let mut down = Vec::new();
            for from in dots {
                let start = self.point(from);
                for (index, &step) in steps.iter().enumerate() {
                    let Some(to) = self.dot(start.plus(step)) else {
                        continue;
                    };
                    let edge = Edge {
                        from,
                        to,
                        middle: start.times(2).plus(step),
                    };
                    if index == 0 {
                        edges.push(edge);
                    } else {
                        down.push(edge);
                    }
                }
            }
            down.sort_by_key(|edge| 2 * edge.middle.a + edge.middle.b);
            edges.extend(down);
        }
        edges
    }

    /// How many edges the canvas has.
    pub fn edge_count(self) -> usize {
        let (w, h) = (usize::from(self.width), usize::from(self.height));
        match self.lattice {
            Lattice::Square => (w - 1) * h + w * (h - 1),
            Lattice::Triangular => (w - 1) * h + (2 * w - 1) * (h - 1),
        }
    }

    /// Every edge of the canvas as a layout.
    pub fn all(self) -> Sticks {
        Sticks::first(self.edge_count())
    }
}

#[cfg(test)]
mod tests;
