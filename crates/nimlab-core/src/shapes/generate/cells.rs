//! The figures a generator starts from: n unit cells (squares, or triangles of either way up)
//! joined edge to edge, as puzzle books draw them (a row of squares, a 2 × 2 window, a
//! triangle of triangles). Each shape comes once up to turns, mirrors and shifts, placed as near
//! the middle of the canvas as it goes.

use std::collections::BTreeSet;

use crate::shapes::canvas::Point;
use crate::shapes::edge_table::EdgeTable;
use crate::shapes::geometry::Geometry;
use crate::shapes::sticks::Sticks;
use crate::shapes::symmetry::{middles, placements, turns};

/// The most cells a figure may have: the shapes of 8 cells are 369 polyominoes and 66
/// polyiamonds; their placements on the largest canvas stay in the tens of thousands.
pub const MAX_CELLS: u8 = 8;

/// Every figure of `cells` unit cells joined edge to edge that fits `geometry`'s canvas, once per
/// shape up to congruence, each placed nearest the canvas's middle, in reading order.
pub fn figures(geometry: &Geometry, cells: u8) -> Vec<Sticks> {
    let units: Vec<Sticks> = geometry
        .shapes()
        .iter()
        .filter(|shape| shape.size == 1)
        .map(|shape| shape.sticks)
        .collect();
    if cells == 0 || cells > MAX_CELLS || units.is_empty() {
        return Vec::new();
    }
    // Sets of cells, as bits of `units`, grown one neighbour at a time.
    let neighbours: Vec<u128> = units
        .iter()
        .map(|&unit| {
            let touching = units
                .iter()
                .enumerate()
                .filter(|&(_, &other)| other != unit && !other.intersection(unit).is_empty());
            touching.fold(0, |bits, (index, _)| bits | 1 << index)
        })
        .collect();
    let mut sets: BTreeSet<u128> = (0..units.len()).map(|index| 1u128 << index).collect();
    for _ in 1..cells {
        let mut grown = BTreeSet::new();
        for &set in &sets {
            let around = Sticks::from_bits(set)
                .edges()
                .fold(0u128, |bits, index| bits | neighbours[index])
                & !set;
            for index in Sticks::from_bits(around).edges() {
                grown.insert(set | 1 << index);
            }
        }
        sets = grown;
    }
    let table = geometry.table();
    let all_turns = turns(geometry.canvas().lattice());
    let mut shapes: BTreeSet<Vec<Point>> = BTreeSet::new();
    let mut found = Vec::new();
    for set in sets {
        let sticks = Sticks::from_bits(set)
            .edges()
            .fold(Sticks::EMPTY, |sticks, index| sticks.union(units[index]));
        let points = middles(table, sticks);
        let shape = all_turns
            .iter()
            .map(|turn| normal_form(points.iter().map(|&p| turn.apply(p))))
            .min()
            .unwrap_or_default();
        if shapes.insert(shape) {
            found.push(centred(table, &points));
        }
    }
    found.sort_unstable();
    found
}

/// Points shifted by a step of the lattice so that the lowest lies in the unit cell at the origin
/// (doubled midpoints move by even amounts), sorted: one form for all shifts of a figure.
fn normal_form(points: impl Iterator<Item = Point>) -> Vec<Point> {
    let mut points: Vec<Point> = points.collect();
    points.sort_unstable();
    let Some(&lowest) = points.first() else {
        return points;
    };
    let shift = Point::new(
        lowest.a - lowest.a.rem_euclid(2),
        lowest.b - lowest.b.rem_euclid(2),
    );
    for p in &mut points {
        *p = Point::new(p.a - shift.a, p.b - shift.b);
    }
    points
}

/// The shift of `points` (doubled midpoints) whose sticks' middle lies nearest the canvas's
/// middle, as drawn on the page; the first in reading order among equals.
fn centred(table: &EdgeTable, points: &[Point]) -> Sticks {
    let canvas = table.canvas();
    let all: Vec<usize> = (0..table.edges().len()).collect();
    let middle_of = |edges: &mut dyn Iterator<Item = usize>| {
        let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
        for edge in edges {
            let edge = table.edges()[edge];
            for dot in [edge.from, edge.to] {
                // The page's x: odd triangular rows sit half a step right.
                let offset = match canvas.lattice() {
                    crate::shapes::canvas::Lattice::Square => 0.0,
                    crate::shapes::canvas::Lattice::Triangular => 0.5 * f64::from(dot.row % 2),
                };
                x += f64::from(dot.column) + offset;
                y += f64::from(dot.row);
                n += 1.0;
            }
        }
        (x / n, y / n)
    };
    let centre = middle_of(&mut all.into_iter());
    let identity = &turns(canvas.lattice())[..1];
    placements(table, points, identity)
        .into_iter()
        .min_by(|a, b| {
            let distance = |sticks: &Sticks| {
                let (x, y) = middle_of(&mut sticks.edges());
                (x - centre.0).powi(2) + (y - centre.1).powi(2)
            };
            distance(a).total_cmp(&distance(b)).then(a.cmp(b))
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shapes::canvas::{Canvas, Lattice};

    #[test]
    fn the_shapes_are_the_free_polyominoes_and_polyiamonds() {
        // Free polyominoes: 1, 1, 2, 5, 12, 35 (OEIS A000105); free polyiamonds: 1, 1, 1, 3, 4,
        // 12 (OEIS A000577). The canvases are large enough for every one of them.
        let square = Geometry::new(Canvas::new(Lattice::Square, 8, 8).expect("within bounds"));
        let counts: Vec<usize> = (1..=6).map(|n| figures(&square, n).len()).collect();
        assert_eq!(counts, [1, 1, 2, 5, 12, 35]);
        let triangular = Geometry::new(Canvas::new(Lattice::Triangular, 7, 7).expect("within bounds"));
        let counts: Vec<usize> = (1..=6).map(|n| figures(&triangular, n).len()).collect();
        assert_eq!(counts, [1, 1, 1, 3, 4, 12]);
    }

    #[test]
    fn a_figure_sits_in_the_middle() {
        // One square on 5 × 5 dots (4 × 4 cells): the four cells nearest the middle all touch
        // the canvas's centre dot (2, 2).
        let canvas = Canvas::new(Lattice::Square, 5, 5).expect("within bounds");
        let geometry = Geometry::new(canvas);
        let [one] = figures(&geometry, 1)[..] else {
            panic!("one shape of one cell");
        };
        let edges = canvas.edges();
        let mut corners = one.edges().flat_map(|e| [edges[e].from, edges[e].to]);
        assert!(corners.any(|dot| (dot.column, dot.row) == (2, 2)), "{one:?}");
        assert_eq!(one.len(), 4);
    }
}
