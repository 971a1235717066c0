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
    let budget = match goal {
        Goal::Move => (max_steps, max_steps),
        Goal::Add => (0, max_steps),
        Goal::Remove => (max_steps, 0),
    };
    let mut best: HashMap<String, (u32, Vec<Segments>)> = HashMap::new();
    let mut record = |text: &str, picked: &[Segments], removed: u32, added: u32| {
        let Some(steps) = goal.steps(removed, added) else {
            return;
        };
        if steps == 0 || original.as_deref() == Some(text) {
            return;
        }
        let entry = best.entry(text.to_owned()).or_insert((u32::MAX, Vec::new()));
        if steps < entry.0 {
            *entry = (steps, picked.to_vec());
        }
    };
    if !meet_in_the_middle(layout, &choices, budget, rules.leading_zeros, &mut record) {
        // Numbers too long for i128: evaluate every complete choice exactly instead.
        let mut text = String::with_capacity(choices.len());
        let mut picked: Vec<Segments> = Vec::with_capacity(choices.len());
        let mut visit = |text: &str, picked: &[Segments], removed: u32, added: u32| {
            if is_true_equation(text, rules.leading_zeros) {
                record(text, picked, removed, added);
            }
        };
        search(&choices, 0, budget, (0, 0), &mut text, &mut picked, &mut visit);
    }
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

/// One way to fill one side of the equation within the budget: its value, its cost, and the
/// choice made in each slot (an index into that slot's choices).
struct Half {
    value: i128,
    removed: u32,
    added: u32,
    picks: Vec<u8>,
}

/// Left to right evaluation of a side as its symbols are chosen.
#[derive(Clone, Copy)]
struct Running {
    total: i128,
    sign: i128,
    number: i128,
    digits: u32,
    leading_zero: bool,
}

/// What one more symbol (or the end of the side) does to a running evaluation.
enum Step<T> {
    Next(T),
    /// Not a number under the rules (a leading zero when they are off).
    Refused,
    /// Too large for i128.
    Overflow,
}

impl Running {
    const START: Self = Self {
        total: 0,
        sign: 1,
        number: 0,
        digits: 0,
        leading_zero: false,
    };

    fn push(self, symbol: char, leading_zeros: bool) -> Step<Self> {
        match symbol {
            '+' | '-' => match self.close(leading_zeros) {
                Step::Next(total) => Step::Next(Self {
                    total,
                    sign: if symbol == '+' { 1 } else { -1 },
                    ..Self::START
                }),
                Step::Refused => Step::Refused,
                Step::Overflow => Step::Overflow,
            },
            digit => {
                let d = i128::from(digit as u8 - b'0');
                match self.number.checked_mul(10).and_then(|n| n.checked_add(d)) {
                    Some(number) => Step::Next(Self {
                        number,
                        digits: self.digits + 1,
                        leading_zero: if self.digits == 0 {
                            d == 0
                        } else {
                            self.leading_zero
                        },
                        ..self
                    }),
                    None => Step::Overflow,
                }
            }
        }
    }

    /// Adds the number just finished to the total.
    fn close(self, leading_zeros: bool) -> Step<i128> {
        if self.digits == 0 || (!leading_zeros && self.leading_zero && self.digits > 1) {
            return Step::Refused;
        }
        match self
            .sign
            .checked_mul(self.number)
            .and_then(|n| self.total.checked_add(n))
        {
            Some(total) => Step::Next(total),
            None => Step::Overflow,
        }
    }
}

/// Every filling of `choices` within the budget, with its value; `false` on i128 overflow.
fn halves(choices: &[Vec<Choice>], budget: (u32, u32), leading_zeros: bool, out: &mut Vec<Half>) -> bool {
    #[expect(
        clippy::too_many_arguments,
        reason = "a recursive walk carrying its running totals"
    )]
    fn go(
        choices: &[Vec<Choice>],
        budget: (u32, u32),
        leading_zeros: bool,
        slot: usize,
        running: Running,
        spent: (u32, u32),
        picks: &mut Vec<u8>,
        out: &mut Vec<Half>,
    ) -> bool {
        let Some(options) = choices.get(slot) else {
            return match running.close(leading_zeros) {
                Step::Next(value) => {
                    out.push(Half {
                        value,
                        removed: spent.0,
                        added: spent.1,
                        picks: picks.clone(),
                    });
                    true
                }
                Step::Refused => true,
                Step::Overflow => false,
            };
        };
        for (index, choice) in options.iter().enumerate() {
            let spent_now = (spent.0 + choice.removed, spent.1 + choice.added);
            if spent_now.0 > budget.0 || spent_now.1 > budget.1 {
                continue;
            }
            let next = match running.push(choice.symbol, leading_zeros) {
                Step::Next(next) => next,
                Step::Refused => continue,
                Step::Overflow => return false,
            };
            picks.push(index as u8);
            let fine = go(
                choices,
                budget,
                leading_zeros,
                slot + 1,
                next,
                spent_now,
                picks,
                out,
            );
            picks.pop();
            if !fine {
                return false;
            }
        }
        true
    }
    go(
        choices,
        budget,
        leading_zeros,
        0,
        Running::START,
        (0, 0),
        &mut Vec::new(),
        out,
    )
}

/// Fills both sides of the '=' separately and pairs the fillings with equal values: far fewer
/// evaluations than trying every complete equation. Returns false (having recorded nothing) if a
/// number overflows i128.
fn meet_in_the_middle(
    layout: &Layout,
    choices: &[Vec<Choice>],
    budget: (u32, u32),
    leading_zeros: bool,
    record: &mut impl FnMut(&str, &[Segments], u32, u32),
) -> bool {
    let Some(equals) = layout.slots.iter().position(|s| *s == Slot::Equals) else {
        return true;
    };
    let (left_choices, right_choices) = (&choices[..equals], &choices[equals + 1..]);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    if !halves(left_choices, budget, leading_zeros, &mut left)
        || !halves(right_choices, budget, leading_zeros, &mut right)
    {
        return false;
    }
    let mut by_value: HashMap<i128, Vec<usize>> = HashMap::new();
    for (index, half) in right.iter().enumerate() {
        by_value.entry(half.value).or_default().push(index);
    }
    let mut text = String::new();
    let mut picked: Vec<Segments> = Vec::new();
    for l in &left {
        for &r in by_value.get(&l.value).map_or(&[][..], Vec::as_slice) {
            let r = &right[r];
            let (removed, added) = (l.removed + r.removed, l.added + r.added);
            if removed > budget.0 || added > budget.1 {
                continue;
            }
            text.clear();
            picked.clear();
            for (slot, &pick) in l.picks.iter().enumerate() {
                let choice = left_choices[slot][pick as usize];
                text.push(choice.symbol);
                picked.push(choice.sticks);
            }
            text.push('=');
            picked.push(0);
            for (slot, &pick) in r.picks.iter().enumerate() {
                let choice = right_choices[slot][pick as usize];
                text.push(choice.symbol);
                picked.push(choice.sticks);
            }
            record(&text, &picked, removed, added);
        }
    }
    true
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
    fn numbers_past_i128_are_still_solved_exactly() {
        // 10^40 overflows i128, so the solver falls back to exact evaluation.
        let big = format!("1{zeros}+0=1{zeros}", zeros = "0".repeat(40));
        let puzzle = format!("{}6", &big[..big.len() - 1]);
        let found = answers(&puzzle, Rules::default(), Goal::Move, 1);
        assert!(found.contains(&(big, 1)), "{found:?}");
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
