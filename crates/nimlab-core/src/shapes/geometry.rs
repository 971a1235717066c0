//! The figures a canvas can hold and how a layout is read: which squares (square lattice) or
//! triangles (triangular lattice) it shows, whether it is *tidy*, whether they are all one size.
//!
//! A **square** of size s is one whose four sides are s unit sticks each; a **triangle** of size s
//! is an equilateral triangle whose sides lie on lattice lines, s unit sticks each, pointing up
//! or down. A layout shows a figure when the figure's whole outline is sticks, whatever else lies
//! around or inside it (the 3 × 3 grid shows 9 + 4 + 1 = 14 squares). A layout is **tidy** when
//! every stick lies on the outline of at least one figure it shows: no loose ends.

use super::canvas::{Canvas, Dot, Lattice, Point};
use super::edge_table::EdgeTable;
use super::sticks::Sticks;

/// Which way a figure is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// A square (square lattice).
    Square,
    /// A triangle with its point up and its base at the bottom.
    Up,
    /// A triangle with its point down and its base at the top.
    Down,
}

/// One figure the canvas can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Square, or a triangle pointing up or down.
    pub kind: Kind,
    /// The sticks along each side.
    pub size: u8,
    /// The left end of its top side (square, triangle pointing down) or bottom side (triangle
    /// pointing up).
    pub corner: Dot,
    /// Its outline.
    pub sticks: Sticks,
}

/// A canvas's edges and every figure it can hold, worked out once.
#[derive(Clone, Debug)]
pub struct Geometry {
    table: EdgeTable,
    shapes: Vec<Shape>,
}

impl Geometry {
    /// The edges and figures of `canvas`.
    pub fn new(canvas: Canvas) -> Self {
        let table = EdgeTable::new(canvas);
        let mut shapes = Vec::new();
        let largest = canvas.width().max(canvas.height());
        for size in 1..largest {
            for row in 0..canvas.height() {
                for column in 0..canvas.width() {
                    let corner = Dot { column, row };
                    for &kind in kinds(canvas.lattice()) {
                        let sides = sides(kind, canvas.point(corner), i32::from(size));
                        if let Some(sticks) = outline(&table, &sides, i32::from(size)) {
                            shapes.push(Shape {
                                kind,
                                size,
                                corner,
                                sticks,
                            });
                        }
                    }
                }
            }
        }
        Self { table, shapes }
    }

    /// The canvas.
    pub fn canvas(&self) -> Canvas {
        self.table.canvas()
    }

    /// The canvas's edges.
    pub fn table(&self) -> &EdgeTable {
        &self.table
    }

    /// Every figure the canvas can hold, smallest first, then by row and column.
    pub fn shapes(&self) -> &[Shape] {
        &self.shapes
    }

    /// The figures `sticks` shows.
    pub fn shown(&self, sticks: Sticks) -> impl Iterator<Item = &Shape> + '_ {
        self.shapes
            .iter()
            .filter(move |shape| shape.sticks.is_subset(sticks))
    }

    /// How many figures `sticks` shows.
    pub fn count(&self, sticks: Sticks) -> u32 {
        self.shown(sticks).count() as u32
    }

    /// Every stick lies on the outline of a figure the layout shows.
    pub fn is_tidy(&self, sticks: Sticks) -> bool {
        let covered = self
            .shown(sticks)
            .fold(Sticks::EMPTY, |covered, shape| covered.union(shape.sticks));
        sticks.is_subset(covered)
    }

    /// Every figure the layout shows has the same size (true when it shows none).
    pub fn is_one_size(&self, sticks: Sticks) -> bool {
        let mut sizes = self.shown(sticks).map(|shape| shape.size);
        let first = sizes.next();
        sizes.all(|size| Some(size) == first)
    }
}

/// The figures of a lattice.
fn kinds(lattice: Lattice) -> &'static [Kind] {
    match lattice {
        Lattice::Square => &[Kind::Square],
        Lattice::Triangular => &[Kind::Up, Kind::Down],
    }
}

/// A figure's sides as (where the side starts, the unit step along it), for a figure of `kind`
/// with `size` sticks a side whose corner (see [`Shape::corner`]) is at `corner`.
fn sides(kind: Kind, corner: Point, size: i32) -> Vec<(Point, Point)> {
    let right = Point::new(1, 0);
    match kind {
        Kind::Square => {
            let down = Point::new(0, 1);
            vec![
                (corner, right),
                (corner, down),
                (corner.plus(down.times(size)), right),
                (corner.plus(right.times(size)), down),
            ]
        }
        // On the triangular lattice (0, 1) steps down and right, (−1, 1) down and left: a
        // triangle pointing down has its top side from the corner and its point at
        // corner + size·(0, 1); one pointing up has its bottom side from the corner and its point
        // at corner + size·(1, −1).
        Kind::Down => vec![
            (corner, right),
            (corner, Point::new(0, 1)),
            (corner.plus(right.times(size)), Point::new(-1, 1)),
        ],
        Kind::Up => vec![
            (corner, right),
            (corner, Point::new(1, -1)),
            (corner.plus(right.times(size)), Point::new(0, -1)),
        ],
    }
}

/// The outline made of `sides`, `size` sticks each, if every stick of it lies on the canvas.
fn outline(table: &EdgeTable, sides: &[(Point, Point)], size: i32) -> Option<Sticks> {
    let mut sticks = Sticks::EMPTY;
    for &(start, step) in sides {
        for stick in 0..size {
            // The stick's doubled midpoint: twice its first dot, plus one step.
            let middle = start.times(2).plus(step.times(2 * stick + 1));
            sticks = sticks.with(table.at(middle)?);
        }
    }
    Some(sticks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_canvas_holds_every_square_and_triangle_of_every_size() {
        // Squares in an n × n grid of cells: Σ k² (OEIS A000330); 8 × 8 dots hold 140.
        for (dots, squares) in [(2, 1), (3, 5), (4, 14), (8, 140)] {
            let canvas = Canvas::new(Lattice::Square, dots, dots).expect("within bounds");
            assert_eq!(Geometry::new(canvas).shapes().len(), squares, "{dots} dots");
        }
        // A 2 × 2 triangular canvas: the two unit triangles of a rhombus (one up, one down).
        let canvas = Canvas::new(Lattice::Triangular, 2, 2).expect("within bounds");
        let kinds: Vec<Kind> = Geometry::new(canvas).shapes().iter().map(|s| s.kind).collect();
        assert_eq!(kinds, [Kind::Down, Kind::Up]);
        // 3 dots wide, 3 rows, by hand: between two rows of 3 dots (one row half a step right of
        // the other) lie 2 unit triangles pointing up and 2 pointing down; the three rows hold
        // one triangle of size 2 each way (rows 0 and 2 line up, so a side of 2 fits in both).
        let canvas = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
        let geometry = Geometry::new(canvas);
        let count = |kind, size| {
            geometry
                .shapes()
                .iter()
                .filter(|s| s.kind == kind && s.size == size)
                .count()
        };
        assert_eq!(
            [
                count(Kind::Up, 1),
                count(Kind::Down, 1),
                count(Kind::Up, 2),
                count(Kind::Down, 2)
            ],
            [4, 4, 1, 1]
        );
        for shape in geometry.shapes() {
            assert_eq!(shape.sticks.len(), 3 * u32::from(shape.size));
        }
    }

    #[test]
    fn tidy_and_one_size_read_the_layout() {
        let canvas = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
        let geometry = Geometry::new(canvas);
        let grid = canvas.all();
        assert_eq!(geometry.count(grid), 5);
        assert!(geometry.is_tidy(grid));
        assert!(!geometry.is_one_size(grid), "four small squares and a big one");
        let big = geometry.shapes()[4].sticks;
        assert_eq!(geometry.shapes()[4].size, 2);
        assert!(geometry.is_one_size(big));
        let loose = big.with(canvas.all().minus(big).first_edge().expect("an inner edge"));
        assert!(!geometry.is_tidy(loose));
        assert!(geometry.is_tidy(Sticks::EMPTY));
    }
}
