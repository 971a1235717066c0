//! Shapes such as `DD+DD=DD`: which slots hold a digit, an operator or the '='; how many layouts a
//! shape has, the one with a given number, and the shape's true equations.

use std::collections::HashMap;
use std::fmt;

use crate::matchsticks::glyph::{STANDARD, Segments};
use crate::matchsticks::layout::{HORIZONTAL, Layout, ParseError, Rules, Slot, VERTICAL, is_true_equation};
use crate::matchsticks::symbol::{DIVIDE, MINUS, PLUS, TIMES};

/// One slot of a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum ShapeSlot {
    Digit,
    Operator,
    /// A sign slot of a shape with × or ÷, which may hold +, −, × or ÷.
    Sign,
    Equals,
}

/// The most layouts a shape with × or ÷, or several '=', may have: its true equations are found
/// by evaluating every filling (two million take about a second).
pub const MAX_SYMBOL_LAYOUTS: usize = 2_000_000;

/// A shape such as `DD+DD=DD`: `D` a digit slot, `+` or `-` an operator slot that may hold
/// either operator, `=` the equals slot. A shape with `×` (or `*`, `x`) or `÷` (or `/`) has sign
/// slots that may hold any of +, −, × and ÷, and several `=` make a chain; the '='
/// stays fixed in a survey.
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

/// The most layouts a surveyed shape may have. The survey's memory no longer grows with them (it
/// walks one block at a time), but its time does: `DDD+DD=DDD`, 200 million layouts, takes a few
/// seconds at 2 moves on two cores.
pub const MAX_LAYOUTS: usize = 200_000_000;

/// What is wrong with a shape.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    /// The shape's text is not a layout (an unknown character, no '=', …).
    #[error("{0}")]
    Parse(ParseError),
    /// More layouts than the survey handles.
    #[error(
        "a shape may have at most {digits} digit slots, 2 operator slots and \
         {layouts} layouts (a survey of a few seconds)",
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
        let times_divide = text
            .chars()
            .any(|c| matches!(c, '×' | '*' | 'x' | 'X' | '÷' | '/'));
        let sign = if times_divide {
            ShapeSlot::Sign
        } else {
            ShapeSlot::Operator
        };
        let slots = text
            .chars()
            .map(|c| match c {
                'D' | 'd' | '□' => Ok(ShapeSlot::Digit),
                '+' | '-' | '−' | '±' | '×' | '*' | 'x' | 'X' | '÷' | '/' => Ok(sign),
                '=' => Ok(ShapeSlot::Equals),
                other => Err(ShapeError::Parse(ParseError::UnknownCharacter(other))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let shape = Self { text, slots };
        shape.example(0).check_shape().map_err(ShapeError::Parse)?;
        let most = if shape.is_plain() {
            MAX_LAYOUTS
        } else {
            MAX_SYMBOL_LAYOUTS
        };
        if shape.digit_slots() > MAX_SHAPE_DIGITS || shape.operator_slots() > 2 || shape.layout_count() > most
        {
            return Err(ShapeError::TooLarge);
        }
        Ok(shape)
    }

    fn digit_slots(&self) -> usize {
        self.slots.iter().filter(|s| **s == ShapeSlot::Digit).count()
    }

    fn operator_slots(&self) -> usize {
        let is_sign = |s: &&ShapeSlot| matches!(s, ShapeSlot::Operator | ShapeSlot::Sign);
        self.slots.iter().filter(is_sign).count()
    }

    /// The matchstick paper's kind of shape: + and − only, one '='.
    fn is_plain(&self) -> bool {
        !self.slots.contains(&ShapeSlot::Sign)
            && self.slots.iter().filter(|s| **s == ShapeSlot::Equals).count() == 1
    }

    /// The rules a survey of the shape reads by: × and ÷ allowed when its signs may show them,
    /// and every '=' fixed.
    pub fn rules(&self, rules: Rules) -> Rules {
        Rules {
            times_divide: rules.times_divide || self.slots.contains(&ShapeSlot::Sign),
            movable_equals: false,
            ..rules
        }
    }

    /// How many layouts the shape has.
    pub fn layout_count(&self) -> usize {
        self.slots.iter().map(|s| radix(*s)).product()
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
                ShapeSlot::Sign => {
                    let sign = [PLUS, MINUS, TIMES, DIVIDE][rest % 4];
                    rest /= 4;
                    Slot::Operator(sign)
                }
                ShapeSlot::Equals => Slot::Equals,
            })
            .collect();
        slots.reverse();
        Layout { slots }
    }

    /// The radix of each slot's choice (10 for digits, 2 for operators, 1 for '='), first slot first.
    pub(super) fn radices(&self) -> Vec<usize> {
        self.slots.iter().map(|slot| radix(*slot)).collect()
    }

    /// The true equations of a shape under the rules, sorted; × and ÷ are written `*` and `/`
    /// (one byte each, as the survey's walk reads them), sorted as if written × and ÷ (the
    /// solver's order).
    pub fn true_equations(&self, rules: Rules) -> Vec<String> {
        if !self.is_plain() {
            return self.true_equations_by_evaluating(rules);
        }
        // Split at '=' and meet in the middle: the side with fewer fillings is kept by value, the
        // other streamed past it, so `DDDDDDD=D` keeps ten values, not ten million texts.
        let equals = self
            .slots
            .iter()
            .position(|s| *s == ShapeSlot::Equals)
            .unwrap_or(0);
        let (left, right) = (&self.slots[..equals], &self.slots[equals + 1..]);
        let fillings = |side: &[ShapeSlot]| side.iter().map(|s| radix(*s)).product::<usize>();
        let left_is_kept = fillings(left) <= fillings(right);
        let (kept, streamed) = if left_is_kept {
            (left, right)
        } else {
            (right, left)
        };
        let mut by_value: HashMap<i64, Vec<usize>> = HashMap::new();
        for_each_side(kept, rules.leading_zeros, &mut |index, value| {
            by_value.entry(value).or_default().push(index);
        });
        let mut equations = Vec::new();
        for_each_side(streamed, rules.leading_zeros, &mut |index, value| {
            for &other in by_value.get(&value).map_or(&[][..], Vec::as_slice) {
                let (l, r) = if left_is_kept {
                    (other, index)
                } else {
                    (index, other)
                };
                equations.push(format!("{}={}", side_text(left, l), side_text(right, r)));
            }
        });
        equations.sort();
        equations
    }

    /// Every filling evaluated: for shapes with × and ÷ or several '=' (at most
    /// [`MAX_SYMBOL_LAYOUTS`]).
    fn true_equations_by_evaluating(&self, rules: Rules) -> Vec<String> {
        let mut equations: Vec<String> = (0..self.layout_count())
            .map(|index| side_text(&self.slots, index))
            .filter(|text| is_true_equation(&shown(text), rules.leading_zeros))
            .collect();
        equations.sort_by_cached_key(|text| shown(text));
        equations
    }

    /// What a surveyed layout may hold in each slot, by choice index: standard digits, + and −
    /// (and × and ÷ in a sign slot).
    pub(super) fn choices(&self) -> Vec<Vec<Segments>> {
        self.slots
            .iter()
            .map(|slot| match slot {
                ShapeSlot::Digit => STANDARD.to_vec(),
                ShapeSlot::Operator => vec![HORIZONTAL | VERTICAL, HORIZONTAL],
                ShapeSlot::Sign => vec![PLUS, MINUS, TIMES, DIVIDE],
                ShapeSlot::Equals => vec![0],
            })
            .collect()
    }
}

/// How many choices a slot has.
fn radix(slot: ShapeSlot) -> usize {
    match slot {
        ShapeSlot::Digit => 10,
        ShapeSlot::Operator => 2,
        ShapeSlot::Sign => 4,
        ShapeSlot::Equals => 1,
    }
}

/// Every filling of one side of a shape (numbered with the first slot most significant, digits
/// in order, + before −) that reads as numbers joined by + and −, with its value: what
/// [`evaluate`](crate::matchsticks::layout::evaluate) says of its text, without the text. A side
/// has at most 8 digits, so its value fits an `i64`.
fn for_each_side(side: &[ShapeSlot], leading_zeros: bool, visit: &mut dyn FnMut(usize, i64)) {
    /// Where the reading of a side stands: its filling's number so far, the sum of the terms
    /// read, the sign of the term being read, and that term's value, digits and first digit.
    #[derive(Clone, Copy)]
    struct Reading {
        index: usize,
        total: i64,
        sign: i64,
        term: i64,
        digits: u32,
        starts_with_zero: bool,
    }
    impl Reading {
        /// The term ends here: has it digits, and no leading zero unless the rules allow one?
        fn term_is_a_number(self, leading_zeros: bool) -> bool {
            self.digits > 0 && (leading_zeros || self.digits == 1 || !self.starts_with_zero)
        }
    }
    fn go(side: &[ShapeSlot], leading_zeros: bool, at: Reading, visit: &mut dyn FnMut(usize, i64)) {
        match side.split_first() {
            None => {
                if at.term_is_a_number(leading_zeros) {
                    visit(at.index, at.total + at.sign * at.term);
                }
            }
            Some((ShapeSlot::Digit, rest)) => {
                for digit in 0..10 {
                    let next = Reading {
                        index: at.index * 10 + digit as usize,
                        term: at.term * 10 + digit,
                        digits: at.digits + 1,
                        starts_with_zero: if at.digits == 0 {
                            digit == 0
                        } else {
                            at.starts_with_zero
                        },
                        ..at
                    };
                    go(rest, leading_zeros, next, visit);
                }
            }
            Some((_, rest)) => {
                if at.term_is_a_number(leading_zeros) {
                    for (choice, sign) in [(0, 1), (1, -1)] {
                        let next = Reading {
                            index: at.index * 2 + choice,
                            total: at.total + at.sign * at.term,
                            sign,
                            term: 0,
                            digits: 0,
                            starts_with_zero: false,
                        };
                        go(rest, leading_zeros, next, visit);
                    }
                }
            }
        }
    }
    let start = Reading {
        index: 0,
        total: 0,
        sign: 1,
        term: 0,
        digits: 0,
        starts_with_zero: false,
    };
    go(side, leading_zeros, start, visit);
}

/// The text of filling `index` of one side of a shape.
fn side_text(side: &[ShapeSlot], mut index: usize) -> String {
    let mut text: Vec<u8> = side
        .iter()
        .rev()
        .map(|slot| {
            let radix = radix(*slot);
            let choice = index % radix;
            index /= radix;
            match slot {
                ShapeSlot::Digit => b'0' + choice as u8,
                ShapeSlot::Operator => [b'+', b'-'][choice],
                ShapeSlot::Sign => [b'+', b'-', b'*', b'/'][choice],
                ShapeSlot::Equals => b'=',
            }
        })
        .collect();
    text.reverse();
    String::from_utf8(text).unwrap_or_default()
}

/// An equation of the survey as people read it: `*` and `/` written × and ÷.
pub fn shown(text: &str) -> String {
    text.replace('*', "×").replace('/', "÷")
}
