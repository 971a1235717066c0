//! The search for layouts with a number of figures: which sticks leave (r of them) and which
//! empty edges get one (a of them), decided edge by edge in reading order.
//!
//! At each point of the search the edges before the next decision are settled; of the rest, the
//! sticks left to lift and the edges left to fill are known in number. That bounds what the
//! finished layout can show: a figure is **certain** when its outline is already settled in (or
//! is made of sticks that can no longer leave), and **possible** when no settled edge of it is
//! empty, it needs no more new sticks than are left to lay, and no more of its sticks must go
//! than can. A branch is dropped when the certain figures are already too many or the possible
//! ones too few, when two certain figures differ in size under the one-size rule, or, under the
//! tidy rule, when a stick certain to stay lies on no possible figure. Every bound is one the
//! finished layout must meet, so nothing that is an answer is ever dropped; each layout reached
//! is then checked in full.
//!
//! Lifting a stick (or leaving an edge empty) is tried before keeping it (or filling it), so
//! the layouts come out in reading order.

use super::SolveError;
use crate::shapes::geometry::Geometry;
use crate::shapes::puzzle::Rules;
use crate::shapes::sticks::Sticks;
use crate::watch::Watch;

/// How many points of the search pass between two reports to the watch.
const REPORT_EVERY: u32 = 1 << 14;

/// A search over one puzzle's choices, run once per number of steps.
pub(super) struct Search<'a> {
    geometry: &'a Geometry,
    /// The puzzle's sticks.
    held: Sticks,
    /// The empty edges a stick may be laid on.
    empty: Sticks,
    count: u32,
    rules: Rules,
    /// The choices of all the runs together, and those weighed so far (the fraction done).
    total: u128,
    done: u128,
    since_report: u32,
    watch: &'a mut dyn Watch,
}

/// What the search is at: the layout so far (edges before `next`), and the sticks still to lift
/// and the edges still to fill.
#[derive(Clone, Copy)]
struct Point {
    next: usize,
    chosen: Sticks,
    lift: u32,
    fill: u32,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        geometry: &'a Geometry,
        held: Sticks,
        fillable: Sticks,
        count: u32,
        rules: Rules,
        total: u128,
        watch: &'a mut dyn Watch,
    ) -> Self {
        Self {
            geometry,
            held,
            empty: fillable.minus(held),
            count,
            rules,
            total: total.max(1),
            done: 0,
            since_report: 0,
            watch,
        }
    }

    /// Every layout that lifts `removed` sticks and fills `added` edges and shows the figures,
    /// in reading order, each given to `found`.
    pub(super) fn run(
        &mut self,
        removed: u32,
        added: u32,
        found: &mut dyn FnMut(Sticks),
    ) -> Result<(), SolveError> {
        let start = Point {
            next: 0,
            chosen: Sticks::EMPTY,
            lift: removed,
            fill: added,
        };
        if removed <= self.held.len() && added <= self.empty.len() {
            self.visit(start, found)?;
        }
        Ok(())
    }

    fn visit(&mut self, at: Point, found: &mut dyn FnMut(Sticks)) -> Result<(), SolveError> {
        self.since_report += 1;
        if self.since_report >= REPORT_EVERY {
            self.since_report = 0;
            if !self.watch.keep_going(self.done as f32 / self.total as f32) {
                return Err(SolveError::Cancelled);
            }
        }
        let rest = Sticks::from_edge(at.next);
        let (held, empty) = (self.held.intersection(rest), self.empty.intersection(rest));
        let (liftable, fillable) = (held.len(), empty.len());
        // Nothing left to choose: what remains is kept (or, all of it, changed).
        let forced = if at.lift == 0 && at.fill == 0 {
            Some(at.chosen.union(held))
        } else if at.lift == liftable && at.fill == fillable {
            Some(at.chosen.union(empty))
        } else {
            None
        };
        if let Some(layout) = forced {
            self.done += 1;
            if self.shows_the_figures(layout) {
                found(layout);
            }
            return Ok(());
        }
        if self.hopeless(at, held, empty) {
            self.done += super::binomial(liftable, at.lift) * super::binomial(fillable, at.fill);
            return Ok(());
        }
        // The next edge with a choice; those before it keep what they hold.
        let open = if at.lift > 0 { held } else { Sticks::EMPTY }.union(if at.fill > 0 {
            empty
        } else {
            Sticks::EMPTY
        });
        let edge = open
            .first_edge()
            .expect("a choice is left when nothing is forced");
        let kept = at.chosen.union(held.minus(Sticks::from_edge(edge)));
        let after = Sticks::from_edge(edge + 1);
        let next = edge + 1;
        if self.held.contains(edge) {
            // Lift it, then keep it if enough sticks remain to lift.
            self.visit(
                Point {
                    next,
                    chosen: kept,
                    lift: at.lift - 1,
                    fill: at.fill,
                },
                found,
            )?;
            if at.lift <= self.held.intersection(after).len() {
                self.visit(
                    Point {
                        next,
                        chosen: kept.with(edge),
                        ..at
                    },
                    found,
                )?;
            }
        } else {
            // Leave it empty if enough edges remain to fill, then fill it.
            if at.fill <= self.empty.intersection(after).len() {
                self.visit(
                    Point {
                        next,
                        chosen: kept,
                        ..at
                    },
                    found,
                )?;
            }
            self.visit(
                Point {
                    next,
                    chosen: kept.with(edge),
                    lift: at.lift,
                    fill: at.fill - 1,
                },
                found,
            )?;
        }
        Ok(())
    }

    /// The layout shows exactly the figures asked for, under the rules.
    fn shows_the_figures(&self, layout: Sticks) -> bool {
        let geometry = self.geometry;
        geometry.count(layout) == self.count
            && (!self.rules.tidy || geometry.is_tidy(layout))
            && (!self.rules.same_size || geometry.is_one_size(layout))
    }

    /// No layout finished from `at` can show the figures (see the module doc). `held` and
    /// `empty` are the sticks and empty edges from `at.next` on.
    fn hopeless(&self, at: Point, held: Sticks, empty: Sticks) -> bool {
        let (liftable, fillable) = (held.len(), empty.len());
        let mut certain = at.chosen;
        if at.lift == 0 {
            certain = certain.union(held);
        }
        if at.fill == fillable {
            certain = certain.union(empty);
        }
        let mut pool = at.chosen;
        if at.lift < liftable {
            pool = pool.union(held);
        }
        if at.fill > 0 {
            pool = pool.union(empty);
        }
        let keepable = liftable - at.lift;
        let (mut lower, mut upper) = (0, 0);
        // Bit s: a certain figure of size s; upper_by_size[s]: possible figures of size s.
        let mut certain_sizes = 0u32;
        let mut upper_by_size = [0u32; 8];
        let mut covered = Sticks::EMPTY;
        for shape in self.geometry.shapes() {
            let is_certain = shape.sticks.is_subset(certain);
            let is_possible = is_certain
                || (shape.sticks.is_subset(pool)
                    && shape.sticks.intersection(empty).len() <= at.fill
                    && shape.sticks.intersection(held).len() <= keepable);
            if is_certain {
                lower += 1;
                certain_sizes |= 1 << shape.size;
            }
            if is_possible {
                upper += 1;
                upper_by_size[usize::from(shape.size)] += 1;
                covered = covered.union(shape.sticks);
            }
        }
        if lower > self.count || upper < self.count {
            return true;
        }
        if self.rules.same_size {
            if certain_sizes.count_ones() > 1 {
                return true;
            }
            // Some one size must have enough possible figures, and be that of the certain ones.
            let fits = |size: usize| {
                upper_by_size[size] >= self.count && (certain_sizes == 0 || certain_sizes == 1 << size)
            };
            if self.count > 0 && !(1..upper_by_size.len()).any(fits) {
                return true;
            }
        }
        self.rules.tidy && !certain.is_subset(covered)
    }
}
