//! Seed 004's experiment, done exactly and fast: for every layout of a shape (each digit slot any
//! standard digit, each operator slot + or −), is it already true, how far is its nearest answer,
//! and how many answers does it have within the budget?
//!
//! Instead of solving two million layouts one by one, the survey starts from the few thousand
//! true equations of the shape and walks outwards: every layout within k steps of a true equation
//! has it as an answer. Each layout keeps its nearest distance, how many distinct answers reach it
//! and, when there is one, which.

use std::collections::HashMap;
use std::fmt;

use super::glyph::{STANDARD, Segments};
use super::layout::{HORIZONTAL, Layout, ParseError, Rules, Slot, VERTICAL, evaluate};
use super::solve::Goal;
use crate::watch::Watch;

/// One slot of a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShapeSlot {
    Digit,
    Operator,
    Equals,
}

/// A shape such as `DD+DD=DD`: `D` a digit slot, `+` or `-` an operator slot that may hold
/// either operator, `=` the equals slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    text: String,
    slots: Vec<ShapeSlot>,
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The most digit slots a surveyed shape may have (10⁸ layouts per operator choice).
pub const MAX_SHAPE_DIGITS: usize = 8;

/// The most layouts a surveyed shape may have: the survey keeps 12 bytes per layout, so 40
/// million stay under nimlab's memory limit of 512 MB (`DDD+DD=DD` has 20 million).
pub const MAX_LAYOUTS: usize = 40_000_000;

/// What is wrong with a shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    Parse(ParseError),
    /// More layouts than the survey handles.
    TooLarge,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Parse(error) => error.fmt(f),
            Self::TooLarge => write!(
                f,
                "a shape may have at most {MAX_SHAPE_DIGITS} digit slots, 2 operator slots and \
                 {MAX_LAYOUTS} layouts (the survey's share of nimlab's 512 MB memory limit)"
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

impl Shape {
    pub fn parse(text: &str) -> Result<Self, ShapeError> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let slots = text
            .chars()
            .map(|c| match c {
                'D' | 'd' | '□' => Ok(ShapeSlot::Digit),
                '+' | '-' | '−' | '±' => Ok(ShapeSlot::Operator),
                '=' => Ok(ShapeSlot::Equals),
                other => Err(ShapeError::Parse(ParseError::UnknownCharacter(other))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let shape = Self { text, slots };
        shape.example(0).check_shape().map_err(ShapeError::Parse)?;
        if shape.digit_slots() > MAX_SHAPE_DIGITS
            || shape.operator_slots() > 2
            || shape.layout_count() > MAX_LAYOUTS
        {
            return Err(ShapeError::TooLarge);
        }
        Ok(shape)
    }

    fn digit_slots(&self) -> usize {
        self.slots.iter().filter(|s| **s == ShapeSlot::Digit).count()
    }

    fn operator_slots(&self) -> usize {
        self.slots.iter().filter(|s| **s == ShapeSlot::Operator).count()
    }

    /// How many layouts the shape has.
    pub fn layout_count(&self) -> usize {
        10usize.pow(self.digit_slots() as u32) << self.operator_slots()
    }

    /// The layout with number `index`: digits and operators read off its mixed-radix digits,
    /// the first slot most significant.
    pub fn example(&self, index: usize) -> Layout {
        let mut rest = index;
        let mut slots: Vec<Slot> = self
            .slots
            .iter()
            .rev()
            .map(|slot| match slot {
                ShapeSlot::Digit => {
                    let digit = rest % 10;
                    rest /= 10;
                    Slot::Digit(STANDARD[digit])
                }
                ShapeSlot::Operator => {
                    let minus = rest % 2 == 1;
                    rest /= 2;
                    Slot::Operator(if minus { HORIZONTAL } else { HORIZONTAL | VERTICAL })
                }
                ShapeSlot::Equals => Slot::Equals,
            })
            .collect();
        slots.reverse();
        Layout { slots }
    }

    /// The radix of each slot's choice (10 for digits, 2 for operators, 1 for '='), first slot first.
    fn radices(&self) -> Vec<usize> {
        self.slots
            .iter()
            .map(|slot| match slot {
                ShapeSlot::Digit => 10,
                ShapeSlot::Operator => 2,
                ShapeSlot::Equals => 1,
            })
            .collect()
    }
}

/// The counts of SPEC §5's survey.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurveyCounts {
    pub layouts: u64,
    pub already_true: u64,
    /// `solvable[i]`: layouts, not already true, whose nearest answer is i + 1 steps away.
    pub solvable: Vec<u64>,
    /// Layouts, not already true, with no answer within the budget.
    pub unsolvable: u64,
    /// Layouts, not already true, with exactly one answer within the budget.
    pub unique: u64,
}

/// Per-layout findings, for the generator.
#[derive(Clone, Debug)]
pub struct Survey {
    pub shape: Shape,
    pub rules: Rules,
    pub goal: Goal,
    pub max_steps: u32,
    /// The true equations of the shape.
    pub equations: Vec<String>,
    /// Per layout: nearest answer's steps (0 = none within budget, or already true).
    pub nearest: Vec<u8>,
    /// Per layout: how many distinct answers lie within the budget (counting stops at 255).
    pub answers: Vec<u8>,
    /// Per layout with exactly one answer: its index in `equations`.
    pub only_answer: Vec<u32>,
    pub already_true: Vec<bool>,
}

/// The true equations of a shape under the rules, sorted.
fn true_equations(shape: &Shape, rules: Rules) -> Vec<String> {
    // Split at '=' and meet in the middle: every left side by value, then every right side.
    let equals = shape
        .slots
        .iter()
        .position(|s| *s == ShapeSlot::Equals)
        .unwrap_or(0);
    let side_texts = |slots: &[ShapeSlot]| -> Vec<String> {
        let mut texts = vec![String::new()];
        for slot in slots {
            let symbols: &[char] = match slot {
                ShapeSlot::Digit => &['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
                ShapeSlot::Operator => &['+', '-'],
                ShapeSlot::Equals => &['='],
            };
            texts = texts
                .iter()
                .flat_map(|t| symbols.iter().map(move |&c| format!("{t}{c}")))
                .collect();
        }
        texts
    };
    let mut by_value: HashMap<num_bigint::BigInt, Vec<String>> = HashMap::new();
    for left in side_texts(&shape.slots[..equals]) {
        if let Some(value) = evaluate(&left, rules.leading_zeros) {
            by_value.entry(value).or_default().push(left);
        }
    }
    let mut equations = Vec::new();
    for right in side_texts(&shape.slots[equals + 1..]) {
        if let Some(lefts) = evaluate(&right, rules.leading_zeros).and_then(|v| by_value.get(&v)) {
            equations.extend(lefts.iter().map(|left| format!("{left}={right}")));
        }
    }
    equations.sort();
    equations
}

/// The stick sets a symbol may be drawn with under the rules (variants give some digits two).
fn drawings(symbol: char, rules: Rules) -> Vec<Segments> {
    match symbol {
        '+' => vec![HORIZONTAL | VERTICAL],
        '-' => vec![HORIZONTAL],
        '=' => vec![0],
        digit => {
            let d = digit as u8 - b'0';
            rules
                .variants
                .glyphs()
                .into_iter()
                .filter(|&(g, _)| g == d)
                .map(|(_, m)| m)
                .collect()
        }
    }
}

/// What a surveyed layout may hold in each slot, by choice index: standard digits, + and −.
fn layout_choices(shape: &Shape) -> Vec<Vec<Segments>> {
    shape
        .slots
        .iter()
        .map(|slot| match slot {
            ShapeSlot::Digit => STANDARD.to_vec(),
            ShapeSlot::Operator => vec![HORIZONTAL | VERTICAL, HORIZONTAL],
            ShapeSlot::Equals => vec![0],
        })
        .collect()
}

impl Survey {
    /// Surveys every layout of `shape`. `watch` is told now and then with the fraction
    /// done; when it returns false the survey stops and returns `None`.
    pub fn run(
        shape: &Shape,
        rules: Rules,
        goal: Goal,
        max_steps: u32,
        watch: &mut dyn Watch,
    ) -> Option<Self> {
        let count = shape.layout_count();
        let equations = true_equations(shape, rules);
        let choices = layout_choices(shape);
        let radices = shape.radices();
        // The weight of each slot's choice in a layout's index.
        let mut weights = vec![1usize; radices.len()];
        for i in (0..radices.len().saturating_sub(1)).rev() {
            weights[i] = weights[i + 1] * radices[i + 1];
        }
        let mut nearest = vec![0u8; count];
        let mut answers = vec![0u8; count];
        let mut only_answer = vec![u32::MAX; count];
        let mut already_true = vec![false; count];
        // Distance from the current equation to each layout it reaches, reset per equation.
        let mut seen_by = vec![u32::MAX; count];
        let mut distance = vec![0u8; count];
        let mut touched: Vec<usize> = Vec::new();
        for (id, equation) in equations.iter().enumerate() {
            if id % 256 == 0 && !watch.keep_going(id as f32 / equations.len().max(1) as f32) {
                return None;
            }
            let id = id as u32;
            touched.clear();
            let symbols: Vec<char> = equation.chars().collect();
            // Every way to draw the equation (variant glyphs), then every layout near each.
            let drawings: Vec<Vec<Segments>> = symbols.iter().map(|&c| drawings(c, rules)).collect();
            for_each_product(&drawings, &mut |target: &[Segments]| {
                let mut visit = |index: usize, steps: u32| {
                    if seen_by[index] != id {
                        seen_by[index] = id;
                        distance[index] = steps as u8;
                        touched.push(index);
                    } else if (steps as u8) < distance[index] {
                        distance[index] = steps as u8;
                    }
                };
                near(
                    &choices,
                    &weights,
                    target,
                    goal,
                    max_steps,
                    0,
                    0,
                    (0, 0),
                    &mut visit,
                );
            });
            for &index in &touched {
                let steps = distance[index];
                if steps == 0 {
                    already_true[index] = true;
                    continue;
                }
                nearest[index] = if answers[index] == 0 {
                    steps
                } else {
                    nearest[index].min(steps)
                };
                answers[index] = answers[index].saturating_add(1);
                only_answer[index] = if answers[index] == 1 { id } else { u32::MAX };
            }
        }
        watch.keep_going(1.0);
        Some(Self {
            shape: shape.clone(),
            rules,
            goal,
            max_steps,
            equations,
            nearest,
            answers,
            only_answer,
            already_true,
        })
    }

    /// SPEC §5's counts.
    pub fn counts(&self) -> SurveyCounts {
        let mut counts = SurveyCounts {
            layouts: self.nearest.len() as u64,
            already_true: 0,
            solvable: vec![0; self.max_steps as usize],
            unsolvable: 0,
            unique: 0,
        };
        for index in 0..self.nearest.len() {
            if self.already_true[index] {
                counts.already_true += 1;
            } else if self.answers[index] == 0 {
                counts.unsolvable += 1;
            } else {
                counts.solvable[self.nearest[index] as usize - 1] += 1;
                counts.unique += u64::from(self.answers[index] == 1);
            }
        }
        counts
    }
}

/// Calls `visit` with every combination of one entry per list.
fn for_each_product(lists: &[Vec<Segments>], visit: &mut dyn FnMut(&[Segments])) {
    fn go(lists: &[Vec<Segments>], picked: &mut Vec<Segments>, visit: &mut dyn FnMut(&[Segments])) {
        match lists.split_first() {
            None => visit(picked),
            Some((first, rest)) => {
                for &item in first {
                    picked.push(item);
                    go(rest, picked, visit);
                    picked.pop();
                }
            }
        }
    }
    go(lists, &mut Vec::with_capacity(lists.len()), visit);
}

/// Every surveyed layout within `max_steps` of `target` under `goal`, with its index and steps:
/// depth-first over slots, pruned by the stick budget.
#[expect(
    clippy::too_many_arguments,
    reason = "a recursive walk carrying its running totals"
)]
fn near(
    choices: &[Vec<Segments>],
    weights: &[usize],
    target: &[Segments],
    goal: Goal,
    max_steps: u32,
    slot: usize,
    index: usize,
    spent: (u32, u32),
    visit: &mut dyn FnMut(usize, u32),
) {
    let (max_removed, max_added) = match goal {
        Goal::Move => (max_steps, max_steps),
        // The layout must gain sticks to become the target: it may lose none.
        Goal::Add => (0, max_steps),
        Goal::Remove => (max_steps, 0),
    };
    let Some(options) = choices.get(slot) else {
        if let Some(steps) = goal.steps(spent.0, spent.1) {
            visit(index, steps);
        }
        return;
    };
    for (choice, &sticks) in options.iter().enumerate() {
        // From the layout's sticks to the target's: what must go, what must come.
        let removed = spent.0 + (sticks & !target[slot]).count_ones();
        let added = spent.1 + (target[slot] & !sticks).count_ones();
        if removed <= max_removed && added <= max_added {
            near(
                choices,
                weights,
                target,
                goal,
                max_steps,
                slot + 1,
                index + choice * weights[slot],
                (removed, added),
                visit,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::solve::solve;

    #[test]
    fn shapes_parse_and_count_their_layouts() {
        assert_eq!(Shape::parse("DD+DD=DD").map(|s| s.layout_count()), Ok(2_000_000));
        assert_eq!(Shape::parse("D±D=D").map(|s| s.layout_count()), Ok(2_000));
        assert!(Shape::parse("D+=D").is_err());
        assert_eq!(
            Shape::parse("D+D=D").map(|s| s
                .example(2 * 100 + 1)
                .text(crate::matchsticks::glyph::Variants::default())),
            Ok("1+0=1".to_owned())
        );
    }

    #[test]
    fn survey_agrees_with_solving_every_layout() {
        let shape = Shape::parse("D+D=D").expect("valid");
        for goal in Goal::ALL {
            let rules = Rules::default();
            let survey =
                Survey::run(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
            for index in 0..shape.layout_count() {
                let layout = shape.example(index);
                let answers = solve(&layout, rules, goal, 2).expect("solvable");
                assert_eq!(
                    survey.already_true[index],
                    layout.is_true(rules),
                    "{}",
                    layout.text(rules.variants)
                );
                if survey.already_true[index] {
                    continue;
                }
                assert_eq!(
                    usize::from(survey.answers[index]),
                    answers.len().min(255),
                    "{}",
                    layout.text(rules.variants)
                );
                let nearest = answers.first().map_or(0, |a| a.moves as u8);
                assert_eq!(survey.nearest[index], nearest, "{}", layout.text(rules.variants));
            }
        }
    }
}
