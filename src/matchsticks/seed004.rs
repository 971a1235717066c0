//! Seed 004's search, as the paper describes it (§4-1, §4-2, figures 10–13): depth-first over
//! single stick moves from a full position to an empty one, a stack of the moves made that
//! forbids moving a stick already moved or filling a position already emptied (so the search
//! never undoes itself), and results de-duplicated by equation text.
//!
//! It is kept for teaching (it explores every ordering of the same moves, k! times over, which is
//! the point the survey makes) and as the baseline of every speed claim. One deliberate change:
//! where the paper keeps the *first* depth at which an equation is found, this keeps the
//! *smallest*, so both solvers report the same k. Add and remove goals use the same search with
//! single-stick additions or removals.

use std::collections::HashMap;

use super::layout::{Layout, Rules};
use super::solve::{Answer, Goal};

/// A stick position: slot index and bit within the slot.
type Position = (usize, u8);

/// Every movable stick position of the layout, in slot order.
fn positions(layout: &Layout) -> Vec<Position> {
    layout
        .slots
        .iter()
        .enumerate()
        .flat_map(|(slot, s)| (0..s.positions() as u8).map(move |bit| (slot, bit)))
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
    positions: Vec<Position>,
    original: Option<String>,
    /// Seed 004's trace stack: (source, destination) of each move made; for add and remove one
    /// side is `None`.
    stack: Vec<(Option<Position>, Option<Position>)>,
    found: HashMap<String, (u32, Layout)>,
    /// Layouts examined (one per move made), the figure the survey times.
    visited: &'a mut u64,
}

impl Search<'_> {
    fn moved_here(&self, p: Position) -> bool {
        self.stack.iter().any(|&(_, to)| to == Some(p))
    }

    fn emptied_here(&self, p: Position) -> bool {
        self.stack.iter().any(|&(from, _)| from == Some(p))
    }

    /// Seed 004's `seg_new`: record the equation if it is true and new (or nearer).
    fn check(&mut self, layout: &Layout, depth: u32) {
        *self.visited += 1;
        let Ok(text) = layout.read(self.rules.variants) else {
            return;
        };
        if self.original.as_deref() == Some(text.as_str())
            || !super::layout::is_true_equation(&text, self.rules.leading_zeros)
        {
            return;
        }
        let entry = self.found.entry(text).or_insert((u32::MAX, layout.clone()));
        if depth < entry.0 {
            *entry = (depth, layout.clone());
        }
    }

    /// Seed 004's `game_DFS`.
    fn dfs(&mut self, layout: &mut Layout, depth: u32) {
        if depth == self.max_depth {
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

    /// Makes one move (seed 004's `move`), checks it, searches deeper, and takes it back.
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

/// Every true equation within `max_steps`, found by seed 004's search; sorted like
/// [`super::solve::solve`]. `visited` counts the layouts the search examined.
pub fn solve(layout: &Layout, rules: Rules, goal: Goal, max_steps: u32, visited: &mut u64) -> Vec<Answer> {
    let mut search = Search {
        rules,
        goal,
        max_depth: max_steps,
        positions: positions(layout),
        original: layout.read(rules.variants).ok(),
        stack: Vec::new(),
        found: HashMap::new(),
        visited,
    };
    let mut working = layout.clone();
    search.dfs(&mut working, 0);
    let mut answers: Vec<Answer> = search
        .found
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
    }
}
