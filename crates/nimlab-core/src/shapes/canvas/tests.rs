//! The canvas's tests: sizes, edges in the plane, reading order, and finding edges again.
use super::*;
use crate::shapes::edge_table::EdgeTable;

#[test]
fn edge_counts_follow_the_formula_and_stay_within_128() {
    for lattice in Lattice::ALL {
        for width in MIN_DOTS..=lattice.max_dots() {
            for height in MIN_DOTS..=lattice.max_dots() {
                let canvas = Canvas::new(lattice, width, height).expect("within bounds");
                assert_eq!(canvas.edges().len(), canvas.edge_count(), "{canvas:?}");
                assert!(canvas.edge_count() <= 128);
            }
        }
    }
    assert!(Canvas::new(Lattice::Square, 9, 2).is_err());
    assert!(Canvas::new(Lattice::Triangular, 8, 2).is_err());
    assert!(Canvas::new(Lattice::Square, 1, 5).is_err());
}

#[test]
fn edges_join_dots_one_unit_apart_in_the_plane() {
    // Measured in the plane, independently of the lattice's basis: odd triangular rows sit
    // half a step right, and rows are √3⁄2 apart.
    for lattice in Lattice::ALL {
        let canvas = Canvas::new(lattice, 4, 4).expect("within bounds");
        let place = |dot: Dot| match lattice {
            Lattice::Square => (f64::from(dot.column), f64::from(dot.row)),
            Lattice::Triangular => (
                f64::from(dot.column) + 0.5 * f64::from(dot.row % 2),
                f64::from(dot.row) * 3f64.sqrt() / 2.0,
            ),
        };
        let edges = canvas.edges();
        let mut pairs = 0;
        for one in 0..16 {
            for other in one + 1..16 {
                let dot = |i: u8| Dot {
                    column: i % 4,
                    row: i / 4,
                };
                let (p, q) = (place(dot(one)), place(dot(other)));
                if ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2) - 1.0).abs() < 1e-9 {
                    pairs += 1;
                    assert!(
                        edges.iter().any(|e| (e.from, e.to) == (dot(one), dot(other))),
                        "{lattice:?} {one} {other}"
                    );
                }
            }
        }
        assert_eq!(pairs, edges.len(), "{lattice:?}");
    }
}

#[test]
fn the_table_finds_every_edge_by_its_middle_and_its_dots() {
    for lattice in Lattice::ALL {
        let canvas = Canvas::new(lattice, 5, 4).expect("within bounds");
        let table = EdgeTable::new(canvas);
        for (number, edge) in table.edges().iter().enumerate() {
            assert_eq!(table.at(edge.middle), Some(number));
            assert_eq!(table.between(edge.to, edge.from), Some(number));
            assert_eq!(canvas.dot(canvas.point(edge.from)), Some(edge.from));
        }
        assert_eq!(table.at(Point::new(-7, 3)), None);
        assert_eq!(table.at(Point::new(1, 99)), None);
    }
}

#[test]
fn reading_order_goes_row_by_row() {
    // Square 3 × 2: the top row's two horizontals, the three verticals, the bottom row's two.
    let canvas = Canvas::new(Lattice::Square, 3, 2).expect("within bounds");
    let rows: Vec<(u8, u8, u8, u8)> = canvas
        .edges()
        .iter()
        .map(|e| (e.from.column, e.from.row, e.to.column, e.to.row))
        .collect();
    assert_eq!(
        rows,
        [
            (0, 0, 1, 0),
            (1, 0, 2, 0),
            (0, 0, 0, 1),
            (1, 0, 1, 1),
            (2, 0, 2, 1),
            (0, 1, 1, 1),
            (1, 1, 2, 1)
        ]
    );
    // Triangular 2 × 2: the top edge, then down-right from the first dot, down-left and
    // down-right from the second... only what lies on the canvas, left to right.
    let canvas = Canvas::new(Lattice::Triangular, 2, 2).expect("within bounds");
    let rows: Vec<(u8, u8, u8, u8)> = canvas
        .edges()
        .iter()
        .map(|e| (e.from.column, e.from.row, e.to.column, e.to.row))
        .collect();
    assert_eq!(
        rows,
        [
            (0, 0, 1, 0),
            (0, 0, 0, 1),
            (1, 0, 0, 1),
            (1, 0, 1, 1),
            (0, 1, 1, 1)
        ]
    );
}
