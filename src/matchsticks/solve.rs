//! The fast exact solver: every true equation within k stick moves (or additions, or removals)
//! of a layout, each listed once with the smallest k that reaches it.
//!
//! Distance is counted on sets of full stick positions: an answer Y is k moves from X when
//! |X∖Y| = |Y∖X| = k, whatever order the sticks move in. So instead of searching move sequences,
//! the solver picks a target symbol for every slot (each costs the sticks it takes away and the
//! sticks it needs), keeps only choices whose totals fit the budget, and evaluates the few
//! complete equations that remain.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::glyph::Segments;
use super::layout::{HORIZONTAL, Layout, Rules, Slot, VERTICAL, is_true_equation};

/// What the player may do with sticks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Move sticks: as many leave full positions as arrive at empty ones.
    #[default]
    Move,
    /// Add sticks from the tray.
    Add,
    /// Take sticks away.
    Remove,
}

impl Goal {
    pub const ALL: [Self; 3] = [Self::Move, Self::Add, Self::Remove];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Move => "move",
            Self::Add => "add",
            Self::Remove => "remove",
        }
    }

    /// The number of steps from `removed` and `added` sticks, if the goal allows that change.
    pub fn steps(self, removed: u32, added: u32) -> Option<u32> {
        match self {
            Self::Move if removed == added => Some(removed),
            Self::Add if removed == 0 => Some(added),
            Self::Remove if added == 0 => Some(removed),
            _ => None,
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One answer: the equation, how many steps away it is, and the nearest layout that shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub equation: String,
    pub moves: u32,
    pub layout: Layout,
}

/// A symbol a slot may show, with what it costs from the slot's current sticks.
#[derive(Clone, Copy, Debug)]
struct Choice {
    symbol: char,
    sticks: Segments,
    removed: u32,
    added: u32,
}

/// Every symbol each slot may show, cheapest first.
fn choices(layout: &Layout, rules: Rules) -> Vec<Vec<Choice>> {
    layout
        .slots
        .iter()
        .map(|&slot| {
            let targets: Vec<(char, Segments)> = match slot {
                Slot::Digit(_) => rules
                    .variants
                    .glyphs()
                    .into_iter()
                    .map(|(d, mask)| (char::from(b'0' + d), mask))
                    .collect(),
                Slot::Operator(_) => vec![('+', HORIZONTAL | VERTICAL), ('-', HORIZONTAL)],
                Slot::Equals => vec![('=', 0)],
            };
            let now = slot.sticks();
            let mut choices: Vec<Choice> = targets
                .into_iter()
                .map(|(symbol, sticks)| Choice {
                    symbol,
                    sticks,
                    removed: (now & !sticks).count_ones(),
                    added: (sticks & !now).count_ones(),
                })
                .collect();
            choices.sort_by_key(|c| c.removed + c.added);
            choices
        })
        .collect()
}

/// Every true equation within `max_steps` of `layout` under `goal`, sorted by steps, then by
/// equation text. The layout's own equation is not an answer.
pub fn solve(layout: &Layout, rules: Rules, goal: Goal, max_steps: u32) -> Vec<Answer> {
    let choices = choices(layout, rules);
    let original = layout.read(rules.variants).ok();
    let (max_removed, max_added) = match goal {
        Goal::Move => (max_steps, max_steps),
        Goal::Add => (0, max_steps),
        Goal::Remove => (max_steps, 0),
    };
    let mut best: HashMap<String, (u32, Vec<Segments>)> = HashMap::new();
    let mut text = String::with_capacity(choices.len());
    let mut picked: Vec<Segments> = Vec::with_capacity(choices.len());
    let mut visit = |text: &str, picked: &[Segments], removed: u32, added: u32| {
        let Some(steps) = goal.steps(removed, added) else {
            return;
        };
        if steps == 0 || original.as_deref() == Some(text) || !is_true_equation(text, rules.leading_zeros) {
            return;
        }
        let entry = best.entry(text.to_owned()).or_insert((u32::MAX, Vec::new()));
        if steps < entry.0 {
            *entry = (steps, picked.to_vec());
        }
    };
    search(
        &choices,
        0,
        (max_removed, max_added),
        (0, 0),
        &mut text,
        &mut picked,
        &mut visit,
    );
    let mut answers: Vec<Answer> = best
        .into_iter()
        .map(|(equation, (moves, sticks))| Answer {
            equation,
            moves,
            layout: Layout {
                slots: layout
                    .slots
                    .iter()
                    .zip(sticks)
                    .map(|(slot, s)| slot.with_sticks(s))
                    .collect(),
            },
        })
        .collect();
    answers.sort_by(|a, b| (a.moves, &a.equation).cmp(&(b.moves, &b.equation)));
    answers
}

/// Depth-first over slots, choosing a symbol for each within the remaining budget.
fn search(
    choices: &[Vec<Choice>],
    slot: usize,
    budget: (u32, u32),
    spent: (u32, u32),
    text: &mut String,
    picked: &mut Vec<Segments>,
    visit: &mut impl FnMut(&str, &[Segments], u32, u32),
) {
    let Some(options) = choices.get(slot) else {
        visit(text, picked, spent.0, spent.1);
        return;
    };
    for choice in options {
        let removed = spent.0 + choice.removed;
        let added = spent.1 + choice.added;
        if removed > budget.0 || added > budget.1 {
            continue;
        }
        text.push(choice.symbol);
        picked.push(choice.sticks);
        search(choices, slot + 1, budget, (removed, added), text, picked, visit);
        text.pop();
        picked.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::glyph::Variants;

    fn answers(text: &str, rules: Rules, goal: Goal, k: u32) -> Vec<(String, u32)> {
        let layout = Layout::parse(text).expect("valid");
        solve(&layout, rules, goal, k)
            .into_iter()
            .map(|a| (a.equation, a.moves))
            .collect()
    }

    fn pairs(list: &[(&str, u32)]) -> Vec<(String, u32)> {
        list.iter().map(|&(e, k)| (e.to_owned(), k)).collect()
    }

    #[test]
    fn seed_004_example() {
        // Seed 004: 0+3=09 → 6+3=09 with one move, 5+3=08 with two.
        assert_eq!(
            answers("0+3=09", Rules::default(), Goal::Move, 2),
            pairs(&[("6+3=09", 1), ("5+3=08", 2)])
        );
    }

    #[test]
    fn classic_puzzles() {
        let standard = Rules::default();
        assert_eq!(
            answers("6+4=4", standard, Goal::Move, 1),
            pairs(&[("0+4=4", 1), ("8-4=4", 1)])
        );
        assert_eq!(answers("5+7=2", standard, Goal::Move, 1), pairs(&[("9-7=2", 1)]));
        let nine = Rules {
            variants: Variants {
                nine: true,
                ..Variants::default()
            },
            ..standard
        };
        let with_nine = answers("6+4=4", nine, Goal::Move, 1);
        assert!(with_nine.contains(&("5+4=9".to_owned(), 1)), "{with_nine:?}");
    }

    #[test]
    fn answers_carry_their_nearest_layout() {
        let layout = Layout::parse("0+3=09").expect("valid");
        for answer in solve(&layout, Rules::default(), Goal::Move, 2) {
            assert_eq!(
                answer.layout.read(Variants::default()),
                Ok(answer.equation.clone())
            );
            let moved: u32 = layout
                .slots
                .iter()
                .zip(&answer.layout.slots)
                .map(|(a, b)| (a.sticks() & !b.sticks()).count_ones())
                .sum();
            assert_eq!(moved, answer.moves);
        }
    }
}
