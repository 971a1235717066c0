//! The slow oracle the solver is tested against, written apart from it: it tries every layout of
//! the canvas (every subset of its edges) and reads each in the plane, with coordinates in
//! floating point. Squares and triangles are found from their corners, sticks are matched by
//! their midpoints, congruence by turning and mirroring midpoints in the plane; nothing of the
//! lattice's integer basis, the figures' masks or the symmetry maps is used.

use std::collections::{BTreeMap, BTreeSet, HashMap};

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

/// A turn or mirror of the plane, on keys.
type Isometry = Box<dyn Fn(Key) -> Place>;

/// The plane's turns and mirrors of the lattice (4 or 6 turns, each also mirrored) applied to
/// keys.
fn isometries(lattice: Lattice) -> Vec<Isometry> {
    let turns = match lattice {
        Lattice::Square => 4,
        Lattice::Triangular => 6,
    };
    let mut all: Vec<Isometry> = Vec::new();
    for mirror in [1.0, -1.0] {
        for turn in 0..turns {
            let angle = std::f64::consts::TAU * f64::from(turn) / f64::from(turns);
            all.push(Box::new(move |(x, y): Key| {
                let (x, y) = (mirror * x as f64, y as f64);
                (
                    x * angle.cos() - y * angle.sin(),
                    x * angle.sin() + y * angle.cos(),
                )
            }));
        }
    }
    all
}

/// Keys shifted so that their least x and least y are 0, sorted.
fn normalized(points: impl Iterator<Item = (f64, f64)>) -> Vec<Key> {
    let points: Vec<Key> = points
        .map(|(x, y)| (x.round() as i64, y.round() as i64))
        .collect();
    let (x0, y0) = (
        points.iter().map(|p| p.0).min().unwrap_or(0),
        points.iter().map(|p| p.1).min().unwrap_or(0),
    );
    let mut shifted: Vec<Key> = points.iter().map(|p| (p.0 - x0, p.1 - y0)).collect();
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
    let figures = figures(canvas);
    let of = |sticks: Sticks| -> Vec<Key> { sticks.edges().map(|e| keys[e]).collect() };
    let edges = canvas.edge_count();
    assert!(edges <= 20, "the brute force tries all 2^{edges} layouts");
    let mut answers = Vec::new();
    for bits in 0..1u128 << edges {
        let layout = Sticks::from_bits(bits);
        let Some(steps) = puzzle.steps_to(layout) else {
            continue;
        };
        let mine: BTreeSet<Key> = of(layout).into_iter().collect();
        let shown = match puzzle.figure {
            Figure::Count { count, rules } => {
                let present: Vec<&(u32, BTreeSet<Key>)> =
                    figures.iter().filter(|(_, f)| f.is_subset(&mine)).collect();
                let covered: BTreeSet<Key> = present.iter().flat_map(|(_, f)| f.iter().copied()).collect();
                let sizes: BTreeSet<u32> = present.iter().map(|(s, _)| *s).collect();
                present.len() as u32 == count
                    && (!rules.tidy || mine.is_subset(&covered))
                    && (!rules.same_size || sizes.len() <= 1)
            }
            Figure::Target { sticks, orientation } => {
                let target = of(sticks);
                let turns = isometries(canvas.lattice());
                let allowed = match orientation {
                    Orientation::Free => &turns[..],
                    Orientation::Kept => &turns[..1],
                };
                let wanted = normalized(mine.iter().map(|&(x, y)| (x as f64, y as f64)));
                mine.len() == target.len()
                    && allowed
                        .iter()
                        .any(|turn| normalized(target.iter().map(|&k| turn(k))) == wanted)
            }
        };
        if shown {
            answers.push((steps, layout));
        }
    }
    answers.sort_unstable();
    let distinct = classes(puzzle, &answers, &of);
    Brute { answers, distinct }
}

/// How many kinds of answers per step, two answers being of one kind when a turn or mirror of
/// the plane, then a shift, maps the puzzle onto itself and one answer onto the other.
fn classes(
    puzzle: &Puzzle,
    answers: &[(u32, Sticks)],
    of: &dyn Fn(Sticks) -> Vec<Key>,
) -> BTreeMap<u32, usize> {
    let turns = isometries(puzzle.canvas().lattice());
    let float = |k: Key| (k.0 as f64, k.1 as f64);
    let held = of(puzzle.sticks());
    let mut kinds: BTreeMap<u32, BTreeSet<Vec<Key>>> = BTreeMap::new();
    if held.is_empty() {
        // Everything keeps an empty puzzle: an answer's kind is its shape, however placed.
        for &(steps, answer) in answers {
            let shapes = turns
                .iter()
                .map(|turn| normalized(of(answer).into_iter().map(turn)));
            let kind = shapes.min().unwrap_or_default();
            kinds.entry(steps).or_default().insert(kind);
        }
    } else {
        let corner = |points: &[(f64, f64)]| {
            let rounded: Vec<Key> = points
                .iter()
                .map(|p| (p.0.round() as i64, p.1.round() as i64))
                .collect();
            (
                rounded.iter().map(|p| p.0).min().unwrap_or(0),
                rounded.iter().map(|p| p.1).min().unwrap_or(0),
            )
        };
        let own = normalized(held.iter().map(|&k| float(k)));
        let own_corner = corner(&held.iter().map(|&k| float(k)).collect::<Vec<_>>());
        // The puzzle's symmetries, each as a map of keys.
        let keeps: Vec<Box<dyn Fn(Key) -> Key + '_>> = turns
            .iter()
            .filter_map(|turn| {
                let turned: Vec<(f64, f64)> = held.iter().map(|&k| turn(k)).collect();
                (normalized(turned.iter().copied()) == own).then(|| {
                    let c = corner(&turned);
                    let shift = (own_corner.0 - c.0, own_corner.1 - c.1);
                    Box::new(move |k: Key| {
                        let (x, y) = turn(k);
                        (x.round() as i64 + shift.0, y.round() as i64 + shift.1)
                    }) as Box<dyn Fn(Key) -> Key>
                })
            })
            .collect();
        let index: HashMap<Vec<Key>, usize> = answers
            .iter()
            .enumerate()
            .map(|(i, &(_, a))| {
                let mut k = of(a);
                k.sort_unstable();
                (k, i)
            })
            .collect();
        for &(steps, answer) in answers {
            // The kind: the least of the images that are answers.
            let kind = keeps
                .iter()
                .filter_map(|keep| {
                    let mut image: Vec<Key> = of(answer).into_iter().map(keep).collect();
                    image.sort_unstable();
                    index.get(&image).map(|_| image)
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
