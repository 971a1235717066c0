//! The slow oracle the solver is tested against, written apart from it: it tries every layout of
//! the canvas (every subset of its edges) and reads each in the plane, with coordinates in
//! floating point. Squares and triangles are found from their corners, sticks are matched by
//! their midpoints, congruence by turning and mirroring midpoints in the plane; nothing of the
//! lattice's integer basis, the figures' masks or the symmetry maps is used.

use std::collections::{BTreeMap, BTreeSet};

use super::canvas::{Canvas, Dot, Lattice};
use super::puzzle::{Figure, Orientation, Puzzle};
use super::sticks::Sticks;

/// A stick's doubled midpoint in the plane, in thousandths.
type Key = (i64, i64);

fn plane(canvas: Canvas, dot: Dot) -> (f64, f64) {
    let (x, y) = (f64::from(dot.column), f64::from(dot.row));
    match canvas.lattice() {
        Lattice::Square => (x, y),
        Lattice::Triangular => (x + 0.5 * f64::from(dot.row % 2), y * 3f64.sqrt() / 2.0),
    }
}

fn key(x: f64, y: f64) -> Key {
    ((x * 1000.0).round() as i64, (y * 1000.0).round() as i64)
}

/// A stick by its two ends, in thousandths, the lesser first.
type Ends = (Key, Key);

/// Each edge's ends in the plane, by edge number.
fn ends(canvas: Canvas) -> Vec<(Place, Place)> {
    canvas
        .edges()
        .iter()
        .map(|e| (plane(canvas, e.from), plane(canvas, e.to)))
        .collect()
}

/// Each edge's key, by edge number.
fn keys(canvas: Canvas) -> Vec<Key> {
    canvas
        .edges()
        .iter()
        .map(|e| {
            let (p, q) = (plane(canvas, e.from), plane(canvas, e.to));
            key(p.0 + q.0, p.1 + q.1)
        })
        .collect()
}

/// A point of the plane.
type Place = (f64, f64);

/// Every square or triangle of the canvas as (size, its sticks' keys), found from corners.
fn figures(canvas: Canvas) -> Vec<(u32, BTreeSet<Key>)> {
    let on_canvas: BTreeSet<Key> = keys(canvas).into_iter().collect();
    let mut found = BTreeSet::new();
    let height = 3f64.sqrt() / 2.0;
    for column in 0..canvas.width() {
        for row in 0..canvas.height() {
            let (x, y) = plane(canvas, Dot { column, row });
            for size in 1..=8 {
                let side = f64::from(size);
                let polygons: Vec<Vec<Place>> = match canvas.lattice() {
                    Lattice::Square => vec![vec![(x, y), (x + side, y), (x + side, y + side), (x, y + side)]],
                    Lattice::Triangular => vec![
                        vec![(x, y), (x + side, y), (x + side / 2.0, y + side * height)],
                        vec![(x, y), (x + side, y), (x + side / 2.0, y - side * height)],
                    ],
                };
                for polygon in polygons {
                    let mut sticks = BTreeSet::new();
                    for (corner, &start) in polygon.iter().enumerate() {
                        let end = polygon[(corner + 1) % polygon.len()];
                        let along = |step: u32| {
                            let t = f64::from(step) / side;
                            (start.0 + (end.0 - start.0) * t, start.1 + (end.1 - start.1) * t)
                        };
                        for step in 0..size {
                            let (near, far) = (along(step), along(step + 1));
                            sticks.insert(key(near.0 + far.0, near.1 + far.1));
                        }
                    }
                    if sticks.is_subset(&on_canvas) {
                        found.insert((size, sticks));
                    }
                }
            }
        }
    }
    found.into_iter().collect()
}

/// A turn or mirror of the plane about the origin.
type Isometry = Box<dyn Fn(Place) -> Place>;

/// The plane's turns and mirrors of the lattice: 4 or 6 turns, each also mirrored, the identity
/// first.
fn isometries(lattice: Lattice) -> Vec<Isometry> {
    let turns = match lattice {
        Lattice::Square => 4,
        Lattice::Triangular => 6,
    };
    let mut all: Vec<Isometry> = Vec::new();
    for mirror in [1.0, -1.0] {
        for turn in 0..turns {
            let angle = std::f64::consts::TAU * f64::from(turn) / f64::from(turns);
            all.push(Box::new(move |(x, y): Place| {
                let x = mirror * x;
                (
                    x * angle.cos() - y * angle.sin(),
                    x * angle.sin() + y * angle.cos(),
                )
            }));
        }
    }
    all
}

/// Sticks (by their ends) shifted so that their ends' least x and least y are 0, sorted. Ends are
/// dots of the lattice, so two figures alike after this differ by a step of the lattice (their
/// midpoints alone could also match after half a step, a horizontal stick on a vertical one).
fn normalized(sticks: impl Iterator<Item = (Place, Place)>) -> Vec<Ends> {
    let sticks: Vec<(Key, Key)> = sticks.map(|(p, q)| (key(p.0, p.1), key(q.0, q.1))).collect();
    let corners = sticks.iter().flat_map(|&(p, q)| [p, q]);
    let x0 = corners.clone().map(|p| p.0).min().unwrap_or(0);
    let y0 = corners.map(|p| p.1).min().unwrap_or(0);
    let mut shifted: Vec<Ends> = sticks
        .iter()
        .map(|&(p, q)| {
            let (p, q) = ((p.0 - x0, p.1 - y0), (q.0 - x0, q.1 - y0));
            (p.min(q), p.max(q))
        })
        .collect();
    shifted.sort_unstable();
    shifted
}

/// What the brute force finds: every answer as (steps, sticks) in order, and the counts per step
/// up to the puzzle's symmetry.
pub struct Brute {
    pub answers: Vec<(u32, Sticks)>,
    pub distinct: BTreeMap<u32, usize>,
}

pub fn brute(puzzle: &Puzzle) -> Brute {
    let canvas = puzzle.canvas();
    let keys = keys(canvas);
    let ends = ends(canvas);
    let figures = figures(canvas);
    let of = |sticks: Sticks| -> BTreeSet<Key> { sticks.edges().map(|e| keys[e]).collect() };
    let ends_of = |sticks: Sticks| -> Vec<(Place, Place)> { sticks.edges().map(|e| ends[e]).collect() };
    let turns = isometries(canvas.lattice());
    let edges = canvas.edge_count();
    assert!(edges <= 20, "the brute force tries all 2^{edges} layouts");
    let mut answers = Vec::new();
    for bits in 0..1u128 << edges {
        let layout = Sticks::from_bits(bits);
        let Some(steps) = puzzle.steps_to(layout) else {
            continue;
        };
        let shown = match puzzle.figure {
            Figure::Count { count, rules } => {
                let mine = of(layout);
                let present: Vec<&(u32, BTreeSet<Key>)> =
                    figures.iter().filter(|(_, f)| f.is_subset(&mine)).collect();
                let covered: BTreeSet<Key> = present.iter().flat_map(|(_, f)| f.iter().copied()).collect();
                let sizes: BTreeSet<u32> = present.iter().map(|(s, _)| *s).collect();
                present.len() as u32 == count
                    && (!rules.tidy || mine.is_subset(&covered))
                    && (!rules.same_size || sizes.len() <= 1)
            }
            Figure::Target { sticks, orientation } => {
                let allowed = match orientation {
                    Orientation::Free => &turns[..],
                    Orientation::Kept => &turns[..1],
                };
                let wanted = normalized(ends_of(layout).into_iter());
                let target = ends_of(sticks);
                allowed
                    .iter()
                    .any(|turn| normalized(target.iter().map(|&(p, q)| (turn(p), turn(q)))) == wanted)
            }
        };
        if shown {
            answers.push((steps, layout));
        }
    }
    answers.sort_unstable();
    let distinct = classes(puzzle, &answers, &turns, &ends_of);
    Brute { answers, distinct }
}

/// How many kinds of answers per step, two answers being of one kind when a turn or mirror of
/// the plane, then a shift, maps the puzzle onto itself and one answer onto the other.
fn classes(
    puzzle: &Puzzle,
    answers: &[(u32, Sticks)],
    turns: &[Isometry],
    ends_of: &dyn Fn(Sticks) -> Vec<(Place, Place)>,
) -> BTreeMap<u32, usize> {
    let held = ends_of(puzzle.sticks());
    let turned = |sticks: &[(Place, Place)], turn: &Isometry| -> Vec<(Place, Place)> {
        sticks.iter().map(|&(p, q)| (turn(p), turn(q))).collect()
    };
    let mut kinds: BTreeMap<u32, BTreeSet<Vec<Ends>>> = BTreeMap::new();
    if held.is_empty() {
        // Everything keeps an empty puzzle: an answer's kind is its shape, however placed.
        for &(steps, answer) in answers {
            let sticks = ends_of(answer);
            let shapes = turns
                .iter()
                .map(|turn| normalized(turned(&sticks, turn).into_iter()));
            kinds
                .entry(steps)
                .or_default()
                .insert(shapes.min().unwrap_or_default());
        }
    } else {
        // The least x and y of the sticks' ends.
        let corner = |sticks: &[(Place, Place)]| {
            let ends = sticks.iter().flat_map(|&(p, q)| [p, q]);
            let x = ends.clone().map(|p| p.0).fold(f64::INFINITY, f64::min);
            (x, ends.map(|p| p.1).fold(f64::INFINITY, f64::min))
        };
        let own = normalized(held.iter().copied());
        let own_corner = corner(&held);
        let placed = |sticks: &[(Place, Place)]| -> Vec<Ends> {
            let mut ends: Vec<Ends> = sticks
                .iter()
                .map(|&(p, q)| {
                    let (p, q) = (key(p.0, p.1), key(q.0, q.1));
                    (p.min(q), p.max(q))
                })
                .collect();
            ends.sort_unstable();
            ends
        };
        // The puzzle's symmetries: a turn, then the shift that puts the puzzle back.
        let keeps: Vec<(&Isometry, Place)> = turns
            .iter()
            .filter_map(|turn| {
                let image = turned(&held, turn);
                (normalized(image.iter().copied()) == own).then(|| {
                    let c = corner(&image);
                    (turn, (own_corner.0 - c.0, own_corner.1 - c.1))
                })
            })
            .collect();
        let index: BTreeSet<Vec<Ends>> = answers.iter().map(|&(_, a)| placed(&ends_of(a))).collect();
        for &(steps, answer) in answers {
            // The kind: the least of the images that are answers.
            let kind = keeps
                .iter()
                .filter_map(|(turn, shift)| {
                    let moved = |p: Place| {
                        let t = turn(p);
                        (t.0 + shift.0, t.1 + shift.1)
                    };
                    let image: Vec<(Place, Place)> = ends_of(answer)
                        .iter()
                        .map(|&(p, q)| (moved(p), moved(q)))
                        .collect();
                    let image = placed(&image);
                    index.contains(&image).then_some(image)
                })
                .min()
                .unwrap_or_default();
            kinds.entry(steps).or_default().insert(kind);
        }
    }
    kinds
        .into_iter()
        .map(|(steps, kinds)| (steps, kinds.len()))
        .collect()
}
