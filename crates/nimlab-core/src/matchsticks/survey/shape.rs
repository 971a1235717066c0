//! Shapes such as `DD+DD=DD`: which slots hold a digit, an operator or the '='; how many layouts a
//! shape has, the one with a given number, and the shape's true equations.

use std::collections::HashMap;
use std::fmt;

use crate::matchsticks::glyph::{STANDARD, Segments};
use crate::matchsticks::layout::{HORIZONTAL, Layout, ParseError, Rules, Slot, VERTICAL, evaluate};

/// One slot of a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum ShapeSlot {
    Digit,
    Operator,
    Equals,
}

/// A shape such as `DD+DD=DD`: `D` a digit slot, `+` or `-` an operator slot that may hold
/// either operator, `=` the equals slot.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    /// The shape's text is not a layout (an unknown character, no '=', …).
    #[error("{0}")]
    Parse(ParseError),
    /// More layouts than the survey handles.
    #[error(
        "a shape may have at most {digits} digit slots, 2 operator slots and \
         {layouts} layouts (the survey's share of nimlab's 512 MB memory limit)",
        digits = MAX_SHAPE_DIGITS,
        layouts = MAX_LAYOUTS
    )]
    TooLarge,
}

impl Shape {
    /// Reads a shape such as `DD+DD=DD` (`D`, `d` or `□` a digit; `+`, `-`, `−` or `±` an
    /// operator; whitespace ignored), refusing what is not a layout or is too large to survey.
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
    pub(super) fn radices(&self) -> Vec<usize> {
        self.slots
            .iter()
            .map(|slot| match slot {
                ShapeSlot::Digit => 10,
                ShapeSlot::Operator => 2,
                ShapeSlot::Equals => 1,
            })
            .collect()
    }

    /// The true equations of a shape under the rules, sorted.
    pub(super) fn true_equations(&self, rules: Rules) -> Vec<String> {
        // Split at '=' and meet in the middle: every left side by value, then every right side.
        let equals = self
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
        for left in side_texts(&self.slots[..equals]) {
            if let Some(value) = evaluate(&left, rules.leading_zeros) {
                by_value.entry(value).or_default().push(left);
            }
        }
        let mut equations = Vec::new();
        for right in side_texts(&self.slots[equals + 1..]) {
            if let Some(lefts) = evaluate(&right, rules.leading_zeros).and_then(|v| by_value.get(&v)) {
                equations.extend(lefts.iter().map(|left| format!("{left}={right}")));
            }
        }
        equations.sort();
        equations
    }

    /// What a surveyed layout may hold in each slot, by choice index: standard digits, + and −.
    pub(super) fn choices(&self) -> Vec<Vec<Segments>> {
        self.slots
            .iter()
            .map(|slot| match slot {
                ShapeSlot::Digit => STANDARD.to_vec(),
                ShapeSlot::Operator => vec![HORIZONTAL | VERTICAL, HORIZONTAL],
                ShapeSlot::Equals => vec![0],
            })
            .collect()
    }
}
