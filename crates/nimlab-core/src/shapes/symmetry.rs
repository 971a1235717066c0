//! Turns and mirrors of the lattice, and what they make of layouts: the placements of a figure
//! anywhere on the canvas, the symmetries of a puzzle, and the one layout that stands for all the
//! answers a symmetry of the puzzle maps into each other.
//!
//! The square lattice keeps its dots under 8 turns and mirrors (the square's), the triangular
//! lattice under 12 (the regular hexagon's). Each is linear on the lattice's points, so it maps an
//! edge's doubled midpoint (see [`canvas`](super::canvas)) to the image edge's doubled midpoint.
//!
//! **Which answers are "the same".** Two answers of a puzzle are one answer up to symmetry when
//! a symmetry *of the puzzle* maps one onto the other: a turn or mirror of the lattice, followed
//! by a shift, that maps the puzzle's sticks onto themselves. Such a map keeps the puzzle, the
//! steps and the figures counted, so it maps answers to answers, as long as the image stays on
//! the canvas (an image off the canvas is simply not an answer); a target that must keep its
//! orientation is the exception, as a mirror of the puzzle may turn a fish facing right into one
//! facing left, so only the images that are answers are taken. We use the
//! puzzle's own symmetries rather than the canvas rectangle's because a figure need not sit in the
//! middle of its canvas: a 2 × 2 grid drawn in a corner is as symmetric to the player as one drawn
//! in the centre. A puzzle with no sticks (an "add" puzzle on an empty canvas) is kept by every
//! turn, mirror and shift, so its answers are one when they are congruent.

use super::canvas::{Lattice, Point};
use super::edge_table::EdgeTable;
use super::sticks::Sticks;

/// A turn or mirror of the lattice about a dot, as a 2 × 2 matrix acting on points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn([[i32; 2]; 2]);

impl Turn {
    const IDENTITY: Self = Self([[1, 0], [0, 1]]);

    /// The image of `point`.
    pub fn apply(self, point: Point) -> Point {
        let [[a, b], [c, d]] = self.0;
        Point::new(a * point.a + b * point.b, c * point.a + d * point.b)
    }

    /// `self` after `first`.
    fn after(self, first: Self) -> Self {
        let column = |p: Point| self.apply(first.apply(p));
        let (x, y) = (column(Point::new(1, 0)), column(Point::new(0, 1)));
        Self([[x.a, y.a], [x.b, y.b]])
    }
}

/// Every turn and mirror of `lattice`, the identity first, then the other turns, then the
/// mirrors. The square lattice's quarter turn maps (x, y) to (−y, x) and its mirror flips x; the
/// triangular lattice's sixth of a turn maps (1, 0) to (0, 1) and (0, 1) to (−1, 1), and its
/// mirror maps (1, 0) to (−1, 0) and (0, 1) to (−1, 1) (see the module doc of `canvas`).
pub fn turns(lattice: Lattice) -> Vec<Turn> {
    let (turn, mirror, order) = match lattice {
        Lattice::Square => (Turn([[0, -1], [1, 0]]), Turn([[-1, 0], [0, 1]]), 4),
        Lattice::Triangular => (Turn([[0, -1], [1, 1]]), Turn([[-1, -1], [0, 1]]), 6),
    };
    let mut all = vec![Turn::IDENTITY];
    for _ in 1..order {
        let last = all[all.len() - 1];
        all.push(turn.after(last));
    }
    let mirrored: Vec<Turn> = all.iter().map(|&t| t.after(mirror)).collect();
    all.extend(mirrored);
    all
}

/// The doubled midpoints of `sticks`' edges.
pub fn middles(table: &EdgeTable, sticks: Sticks) -> Vec<Point> {
    sticks.edges().map(|edge| table.edges()[edge].middle).collect()
}

/// Every layout of the canvas that is `figure` (doubled midpoints) turned by one of `turns` and
/// shifted, once each, in reading order. An empty figure has one placement, the empty layout.
pub fn placements(table: &EdgeTable, figure: &[Point], turns: &[Turn]) -> Vec<Sticks> {
    let mut found = Vec::new();
    for &turn in turns {
        let turned: Vec<Point> = figure.iter().map(|&p| turn.apply(p)).collect();
        let Some(&lowest) = turned.iter().min() else {
            return vec![Sticks::EMPTY];
        };
        // The figure's lowest edge lands on some edge of the canvas; a shift by a lattice
        // vector moves doubled midpoints by even amounts.
        for edge in table.edges() {
            let shift = Point::new(edge.middle.a - lowest.a, edge.middle.b - lowest.b);
            if shift.a % 2 != 0 || shift.b % 2 != 0 {
                continue;
            }
            let placed = turned.iter().try_fold(Sticks::EMPTY, |sticks, &p| {
                Some(sticks.with(table.at(p.plus(shift))?))
            });
            found.extend(placed);
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// The symmetries of one puzzle (see the module doc), ready to map its answers.
#[derive(Clone, Debug)]
pub enum Symmetry {
    /// Each symmetry other than the identity, as where it sends each edge of the canvas (`None`
    /// when off the canvas).
    Maps(Vec<Vec<Option<u8>>>),
    /// The puzzle has no sticks: every turn, mirror and shift keeps it.
    Every(Vec<Turn>),
}

impl Symmetry {
    /// The symmetries of the puzzle `sticks` on `table`'s canvas.
    pub fn of(table: &EdgeTable, sticks: Sticks) -> Self {
        let lattice = table.canvas().lattice();
        if sticks.is_empty() {
            return Self::Every(turns(lattice));
        }
        let mut own = middles(table, sticks);
        own.sort_unstable();
        let maps = turns(lattice)
            .into_iter()
            .skip(1)
            .filter_map(|turn| {
                let mut turned: Vec<Point> = own.iter().map(|&p| turn.apply(p)).collect();
                turned.sort_unstable();
                // The only shift that can map the turned puzzle onto itself takes its lowest
                // edge to the puzzle's lowest; it must be a step of the lattice, which moves
                // doubled midpoints by even amounts (an odd one would turn a horizontal edge's
                // middle into a vertical one's).
                let shift = Point::new(own[0].a - turned[0].a, own[0].b - turned[0].b);
                let keeps = shift.a % 2 == 0
                    && shift.b % 2 == 0
                    && turned.iter().zip(&own).all(|(&t, &o)| t.plus(shift) == o);
                keeps.then(|| {
                    table
                        .edges()
                        .iter()
                        .map(|edge| table.at(turn.apply(edge.middle).plus(shift)).map(|e| e as u8))
                        .collect()
                })
            })
            .collect();
        Self::Maps(maps)
    }

    /// How many symmetries the puzzle has, the identity included (`None`: every shift too).
    pub fn order(&self) -> Option<usize> {
        match self {
            Self::Maps(maps) => Some(maps.len() + 1),
            Self::Every(_) => None,
        }
    }

    /// The layouts on the canvas that the puzzle's symmetries make of `sticks`, itself included.
    pub fn images(&self, table: &EdgeTable, sticks: Sticks) -> Vec<Sticks> {
        match self {
            Self::Maps(maps) => std::iter::once(Some(sticks))
                .chain(maps.iter().map(|map| {
                    sticks.edges().try_fold(Sticks::EMPTY, |image, edge| {
                        Some(image.with(usize::from(map[edge]?)))
                    })
                }))
                .flatten()
                .collect(),
            Self::Every(turns) => placements(table, &middles(table, sticks), turns),
        }
    }

    /// The layout that stands for the answer `sticks` and every answer the puzzle's symmetries
    /// make of it: the first of them in reading order. `is_answer` says which images are
    /// answers: all of them for a number of figures, but a target kept in its orientation is
    /// not one after a mirror (unless it is symmetric itself).
    pub fn representative(
        &self,
        table: &EdgeTable,
        sticks: Sticks,
        is_answer: impl Fn(Sticks) -> bool,
    ) -> Sticks {
        self.images(table, sticks)
            .into_iter()
            .filter(|&image| image == sticks || is_answer(image))
            .min()
            .unwrap_or(sticks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shapes::canvas::Canvas;

    #[test]
    fn the_turns_form_the_lattices_groups() {
        for (lattice, order) in [(Lattice::Square, 8), (Lattice::Triangular, 12)] {
            let all = turns(lattice);
            assert_eq!(all.len(), order);
            for &a in &all {
                for &b in &all {
                    assert!(all.contains(&a.after(b)), "closed under composition");
                }
            }
            for (i, a) in all.iter().enumerate() {
                assert!(!all[i + 1..].contains(a), "no turn twice");
            }
        }
    }

    #[test]
    fn turns_keep_lengths_in_the_plane() {
        // The plane's squared length of a point: x² + y² on the square lattice, and on the
        // triangular lattice |a·(1, 0) + b·(½, √3⁄2)|² = a² + ab + b².
        let points = [Point::new(1, 0), Point::new(2, -1), Point::new(3, 5)];
        for lattice in Lattice::ALL {
            let length = |p: Point| match lattice {
                Lattice::Square => p.a * p.a + p.b * p.b,
                Lattice::Triangular => p.a * p.a + p.a * p.b + p.b * p.b,
            };
            for turn in turns(lattice) {
                for p in points {
                    assert_eq!(length(turn.apply(p)), length(p), "{lattice:?} {turn:?}");
                }
            }
        }
    }

    #[test]
    fn a_unit_square_has_every_placement_and_the_2_by_2_grid_eight_symmetries() {
        let canvas = Canvas::new(Lattice::Square, 4, 3).expect("within bounds");
        let table = EdgeTable::new(canvas);
        let unit = [
            Point::new(1, 0),
            Point::new(0, 1),
            Point::new(2, 1),
            Point::new(1, 2),
        ];
        // 3 × 2 cells.
        assert_eq!(placements(&table, &unit, &turns(Lattice::Square)).len(), 6);
        let grid = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
        let table = EdgeTable::new(grid);
        assert_eq!(Symmetry::of(&table, grid.all()).order(), Some(8));
        // A corner of two sticks (the top-left horizontal and vertical) has one mirror, across
        // the diagonal.
        let corner = Sticks::of([0, 2]);
        assert_eq!(Symmetry::of(&table, corner).order(), Some(2));
    }
}
