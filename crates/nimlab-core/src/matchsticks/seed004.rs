//! The matchstick paper's search, as the paper describes it (§4-1, §4-2, figures 10–13):
//! depth-first over single stick moves from a full position to an empty one, a stack of the moves
//! made that forbids moving a stick already moved or filling a position already emptied (so the
//! search never undoes itself), and results de-duplicated by equation text.
//!
//! It is kept for teaching (it explores every ordering of the same moves, k! times over, which is
//! the point the survey makes) and as the baseline of every speed claim. One deliberate change:
//! where the paper keeps the *first* depth at which an equation is found, this keeps the
//! *smallest*, so both solvers report the same k. Add and remove goals use the same search with
//! single-stick additions or removals. As the stack never lets a search undo itself, a layout
//! reached at depth d lies exactly d steps away, so a budget of *exactly* k keeps what depth k
//! finds.

use std::collections::HashMap;

use super::budget::Budget;
use super::layout::{Layout, Rules, Slot};
use super::solve::{Answer, Goal};
use crate::watch::Watch;

/// A stick position: slot index and bit within the slot.
type Position = (usize, u8);

/// Every movable stick position of the layout, in slot order: the paper's, so a sign slot has
/// its horizontal and vertical only (the paper has no × or ÷; `solve.rs` alone solves them).
fn positions(layout: &Layout) -> Vec<Position> {
    let paper = |slot: Slot| match slot {
        Slot::Operator(_) => 2,
        other => other.positions() as u8,
    };
    layout
        .slots
        .iter()
        .enumerate()
        .flat_map(|(slot, &s)| (0..paper(s)).map(move |bit| (slot, bit)))
        .collect()
}

fn is_full(layout: &Layout, (slot, bit): Position) -> bool {
    layout.slots[slot].sticks() >> bit & 1 == 1
}

fn toggle(layout: &mut Layout, (slot, bit): Position) {
    let s = layout.slots[slot];
    layout.slots[slot] = s.with_sticks(s.sticks() ^ 1 << bit);
}

struct Search<'a> {
    rules: Rules,
    goal: Goal,
    max_depth: u32,
    /// Which depths' equations are answers.
    budget: Budget,
    positions: Vec<Position>,
    original: Option<String>,
    /// The matchstick paper's trace stack: (source, destination) of each move made; for add and
    /// remove one side is `None`.
    stack: Vec<(Option<Position>, Option<Position>)>,
    found: HashMap<String, (u32, Layout)>,
    /// Layouts examined (one per move made), the figure the survey times.
    visited: &'a mut u64,
    /// What the search view shows, when asked for.
    record: Option<Record<'a>>,
}

/// What one depth of the search did.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DepthStats {
    /// Move sequences of this length the search tried.
    pub sequences: u64,
    /// Distinct layouts they led to.
    pub layouts: u64,
    /// Distinct layouts among them that read as true equations.
    pub true_layouts: u64,
}

/// One step of a recorded sequence: where a stick left and where it arrived (`None` for the
/// tray in add and remove puzzles).
pub type SearchStep = (Option<(usize, u8)>, Option<(usize, u8)>);

/// The matchstick paper's search watched from outside: per depth how many sequences it tried and
/// how few layouts they were, and every ordering that reached one chosen answer.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Exploration {
    /// Per depth: sequences tried and the layouts they reached.
    pub depths: Vec<DepthStats>,
    /// Every answer the search found.
    pub answers: Vec<Answer>,
    /// The deepest nearest answer and the move sequences that reach its layout.
    pub example: Option<(String, Vec<Vec<SearchStep>>)>,
}

/// How many sequences per example layout are kept.
const MAX_EXAMPLE_SEQUENCES: usize = 48;

struct Record<'a> {
    layouts: Vec<std::collections::HashSet<Layout>>,
    stats: Vec<DepthStats>,
    /// Sequences reaching each true layout (up to a few).
    sequences: HashMap<Layout, Vec<Vec<SearchStep>>>,
    watch: &'a mut dyn Watch,
    /// The sequences the search will try ([`sequence_count`]), for the fraction done.
    sequences_in_all: f32,
    stopped: bool,
}

impl<'a> Search<'a> {
    fn new(
        layout: &Layout,
        rules: Rules,
        budget: Budget,
        visited: &'a mut u64,
        record: Option<Record<'a>>,
    ) -> Self {
        Self {
            rules: rules.for_layout(layout),
            goal: budget.goal,
            max_depth: budget.steps,
            budget,
            positions: positions(layout),
            original: layout.read(rules.variants).ok(),
            stack: Vec::new(),
            found: HashMap::new(),
            visited,
            record,
        }
    }

    fn moved_here(&self, p: Position) -> bool {
        self.stack.iter().any(|&(_, to)| to == Some(p))
    }

    fn emptied_here(&self, p: Position) -> bool {
        self.stack.iter().any(|&(from, _)| from == Some(p))
    }

    /// The matchstick paper's `seg_new`: record the equation if it is true and new (or nearer).
    fn check(&mut self, layout: &Layout, depth: u32) {
        *self.visited += 1;
        let visited = *self.visited;
        let text = layout.read(self.rules.variants).ok();
        let is_true = text
            .as_deref()
            .is_some_and(|text| super::layout::is_true_equation(text, self.rules.leading_zeros));
        if let Some(record) = &mut self.record {
            let level = depth as usize - 1;
            record.stats[level].sequences += 1;
            // Most visits repeat a layout already seen: clone only the new ones.
            if !record.layouts[level].contains(layout) {
                record.layouts[level].insert(layout.clone());
                record.stats[level].layouts += 1;
                record.stats[level].true_layouts += u64::from(is_true);
            }
            if is_true {
                let kept = record.sequences.entry(layout.clone()).or_default();
                if kept.len() < MAX_EXAMPLE_SEQUENCES {
                    kept.push(self.stack.clone());
                }
            }
            if visited.is_multiple_of(4096)
                && !record.watch.keep_going(visited as f32 / record.sequences_in_all)
            {
                record.stopped = true;
            }
        }
        let Some(text) = text.filter(|_| is_true) else {
            return;
        };
        if self.original.as_deref() == Some(text.as_str()) || !self.budget.accepts(depth) {
            return;
        }
        let entry = self.found.entry(text).or_insert((u32::MAX, layout.clone()));
        if depth < entry.0 {
            *entry = (depth, layout.clone());
        }
    }

    /// The matchstick paper's `game_DFS`.
    fn dfs(&mut self, layout: &mut Layout, depth: u32) {
        if depth == self.max_depth || self.record.as_ref().is_some_and(|r| r.stopped) {
            return;
        }
        let count = self.positions.len();
        for i in 0..count {
            let source = self.positions[i];
            match self.goal {
                Goal::Move | Goal::Remove => {
                    if !is_full(layout, source) || self.moved_here(source) {
                        continue;
                    }
                }
                Goal::Add => {
                    if is_full(layout, source) || self.emptied_here(source) {
                        continue;
                    }
                    self.step(layout, depth, None, Some(source));
                    continue;
                }
            }
            if self.goal == Goal::Remove {
                self.step(layout, depth, Some(source), None);
                continue;
            }
            for j in 0..count {
                let destination = self.positions[j];
                if is_full(layout, destination) || self.emptied_here(destination) {
                    continue;
                }
                self.step(layout, depth, Some(source), Some(destination));
            }
        }
    }

    /// Makes one move (the matchstick paper's `move`), checks it, searches deeper, and takes it
    /// back.
    fn step(&mut self, layout: &mut Layout, depth: u32, from: Option<Position>, to: Option<Position>) {
        for p in from.into_iter().chain(to) {
            toggle(layout, p);
        }
        self.stack.push((from, to));
        self.check(layout, depth + 1);
        self.dfs(layout, depth + 1);
        self.stack.pop();
        for p in from.into_iter().chain(to) {
            toggle(layout, p);
        }
    }
}

/// Whether the matchstick paper's search knows the puzzle `layout` under `rules`: + and − with a
/// fixed '=' and digits (the puzzle's own × or ÷ count, [`Rules::for_layout`]); the rest, Roman
/// numerals included, is the fast solver's.
pub fn knows(layout: &Layout, rules: Rules) -> bool {
    let rules = rules.for_layout(layout);
    !(rules.times_divide || rules.movable_equals || layout.is_roman())
}

/// Every true equation within `max_steps`, found by the matchstick paper's search; sorted like
/// [`super::solve::solve`]. `visited` counts the layouts the search examined.
pub fn solve(layout: &Layout, rules: Rules, goal: Goal, max_steps: u32, visited: &mut u64) -> Vec<Answer> {
    solve_budget(layout, rules, Budget::up_to(goal, max_steps), visited)
}

/// Every true equation `budget` accepts, found by the matchstick paper's search; sorted like
/// [`super::solve::solve_budget`]. `visited` counts the layouts the search examined.
pub fn solve_budget(layout: &Layout, rules: Rules, budget: Budget, visited: &mut u64) -> Vec<Answer> {
    let mut search = Search::new(layout, rules, budget, visited, None);
    let mut working = layout.clone();
    search.dfs(&mut working, 0);
    sorted_answers(search.found)
}

fn sorted_answers(found: HashMap<String, (u32, Layout)>) -> Vec<Answer> {
    let mut answers: Vec<Answer> = found
        .into_iter()
        .map(|(equation, (moves, layout))| Answer {
            equation,
            moves,
            layout,
        })
        .collect();
    answers.sort_by(|a, b| (a.moves, &a.equation).cmp(&(b.moves, &b.equation)));
    answers
}

/// How many move sequences the matchstick paper's search tries within `max_steps` (so a caller can
/// refuse a search that would take too long before starting it).
pub fn sequence_count(layout: &Layout, goal: Goal, max_steps: u32) -> u128 {
    let full = u128::from(layout.stick_count());
    let empty = positions(layout).len() as u128 - full;
    let mut total = 0u128;
    let mut at_depth = 1u128;
    for i in 0..u128::from(max_steps) {
        let choices = match goal {
            Goal::Move => full.saturating_sub(i) * empty.saturating_sub(i),
            Goal::Add => empty.saturating_sub(i),
            Goal::Remove => full.saturating_sub(i),
        };
        at_depth = at_depth.saturating_mul(choices);
        total = total.saturating_add(at_depth);
    }
    total
}

/// Runs the matchstick paper's search and watches it: per depth the sequences tried, the distinct
/// layouts they reach and the true ones, and the orderings that reach one answer. `watch` is told
/// now and then the share of the sequences tried so far; `None` if it said stop.
pub fn explore(
    layout: &Layout,
    rules: Rules,
    goal: Goal,
    max_steps: u32,
    watch: &mut dyn Watch,
) -> Option<Exploration> {
    let mut visited = 0;
    let depths = max_steps as usize;
    let record = Record {
        layouts: vec![std::collections::HashSet::new(); depths],
        stats: vec![DepthStats::default(); depths],
        sequences: HashMap::new(),
        watch,
        sequences_in_all: sequence_count(layout, goal, max_steps).max(1) as f32,
        stopped: false,
    };
    let budget = Budget::up_to(goal, max_steps);
    let mut search = Search::new(layout, rules, budget, &mut visited, Some(record));
    let mut working = layout.clone();
    search.dfs(&mut working, 0);
    let record = search.record.take().expect("recording");
    if record.stopped {
        return None;
    }
    let answers = sorted_answers(search.found);
    // The example: the answer needing the most moves (its orderings are the most numerous).
    let example = answers.iter().max_by_key(|a| a.moves).map(|answer| {
        let sequences = record.sequences.get(&answer.layout).cloned().unwrap_or_default();
        (answer.equation.clone(), sequences)
    });
    Some(Exploration {
        depths: record.stats,
        answers,
        example,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_004_example_by_the_papers_search() {
        let layout = Layout::parse("0+3=09").expect("valid");
        let mut visited = 0;
        let found: Vec<(String, u32)> = solve(&layout, Rules::default(), Goal::Move, 2, &mut visited)
            .into_iter()
            .map(|a| (a.equation, a.moves))
            .collect();
        assert_eq!(found, [("6+3=09".to_owned(), 1), ("5+3=08".to_owned(), 2)]);
        // 25 full and 5 empty positions: 25·5 first moves, each followed by 24·4 second moves
        // (the moved stick stays put, the emptied position stays empty).
        assert_eq!(visited, 25 * 5 + 25 * 5 * 24 * 4);
        assert_eq!(sequence_count(&layout, Goal::Move, 2), u128::from(visited));
    }

    #[test]
    fn each_layout_k_moves_away_is_reached_by_k_factorial_squared_sequences() {
        // k sources and k destinations: k! ways to pair them, k! orders to make the moves.
        let layout = Layout::parse("0+3=09").expect("valid");
        let exploration = explore(
            &layout,
            Rules::default(),
            Goal::Move,
            2,
            &mut crate::watch::Unwatched,
        )
        .expect("not stopped");
        let [one, two] = &exploration.depths[..] else {
            panic!("two depths")
        };
        assert_eq!((one.sequences, one.layouts), (25 * 5, 25 * 5));
        assert_eq!(
            (two.sequences, two.layouts),
            (25 * 5 * 24 * 4, (25 * 24 / 2) * (5 * 4 / 2))
        );
        assert_eq!(two.sequences / two.layouts, 4);
        assert_eq!(one.true_layouts, 1, "6+3=09");
        let (equation, sequences) = exploration.example.expect("an answer two moves away");
        assert_eq!(equation, "5+3=08");
        assert_eq!(sequences.len(), 4, "2! orders × 2! pairings");
        let answers: Vec<(String, u32)> = exploration
            .answers
            .iter()
            .map(|a| (a.equation.clone(), a.moves))
            .collect();
        assert_eq!(answers, [("6+3=09".to_owned(), 1), ("5+3=08".to_owned(), 2)]);
        assert!(explore(&layout, Rules::default(), Goal::Move, 2, &mut |_| false).is_none());
    }
}
