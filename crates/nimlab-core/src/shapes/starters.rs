//! The figure puzzles a designer starts from, classics of puzzle books: the 3 × 3 grid of 24
//! sticks ("remove up to 8 to leave 2 squares") and the triangle of side 2 made of 9 sticks
//! ("remove up to 3 to leave 1 triangle"), each to be redrawn from there.

use super::canvas::{Canvas, Dot, Lattice};
use super::edge_table::EdgeTable;
use super::puzzle::{Figure, Puzzle};
use super::sticks::Sticks;
use super::text;
use crate::matchsticks::budget::{Budget, Goal};

/// The 24-stick 3 × 3 grid, in the lattice's text form.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

/// The 3 × 3 grid of 24 sticks: remove up to 8 to leave exactly 2 squares (tidy).
pub fn grid_three() -> Puzzle {
    let (canvas, sticks) = text::parse(GRID_3).expect("the grid is a square lattice");
    Puzzle::new(canvas, sticks, Budget::up_to(Goal::Remove, 8), Figure::count(2))
        .expect("the grid stands on its canvas")
}

/// The triangle of side 2 made of 9 sticks on 3 × 3 dots of the triangular lattice (5
/// triangles: 4 small, 1 large): remove up to 3 to leave 1 (tidy, any size). Rows 0 and 2 line
/// up, row 1 sits half a step right: its corners are (1, 0), (0, 2) and (2, 2).
pub fn nine_stick_triangle() -> Puzzle {
    let canvas = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let table = EdgeTable::new(canvas);
    let ends = [
        ((1, 0), (0, 1)),
        ((1, 0), (1, 1)),
        ((0, 1), (1, 1)),
        ((0, 1), (0, 2)),
        ((0, 1), (1, 2)),
        ((1, 1), (1, 2)),
        ((1, 1), (2, 2)),
        ((0, 2), (1, 2)),
        ((1, 2), (2, 2)),
    ];
    let dot = |(column, row)| Dot { column, row };
    let sticks = Sticks::of(
        ends.iter()
            .map(|&(a, b)| table.between(dot(a), dot(b)).expect("neighbours")),
    );
    Puzzle::new(canvas, sticks, Budget::up_to(Goal::Remove, 3), Figure::count(1)).expect("on its canvas")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shapes::geometry::Geometry;

    #[test]
    fn the_starters_are_the_classics_as_counted_by_hand() {
        let grid = grid_three();
        let geometry = Geometry::new(grid.canvas());
        // 9 small squares, 4 of side 2, 1 of side 3.
        assert_eq!((grid.sticks().len(), geometry.count(grid.sticks())), (24, 14));
        let triangle = nine_stick_triangle();
        let geometry = Geometry::new(triangle.canvas());
        assert_eq!(
            (triangle.sticks().len(), geometry.count(triangle.sticks())),
            (9, 5)
        );
    }
}
