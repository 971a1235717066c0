//! Where a slot sits in its equation, as a child would say it: "the first number",
//! "the sign", "the answer", "the second digit of the answer" — never a slot index counted
//! from 0. The words are `i18n`'s; this says which place it is.
//!
//! A number is a run of digit slots. The answer is the last number when it stands alone after
//! the last '=' (`5+7=12`); the other numbers are counted from 1, left to right. Operators are
//! the signs, counted from 1 when there are several; each '=' is an equals sign.
//!
//! Within its slot a stick is named by where it lies (`Stick`: "the upper-right stick"), never
//! by the colour it is highlighted in: a printed page or a colour-blind reader loses the colour.

use super::glyph::Segments;
use super::layout::{Layout, Slot};
use super::{letter, symbol};

/// Which number a digit belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    /// The `n`-th number from the left (1 = the first), the answer not counted.
    Number(usize),
    /// The answer: the one number after the last '='.
    Answer,
}

/// Where a slot sits in its equation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A digit of a number.
    Digit {
        /// Which number.
        term: Term,
        /// Which digit of it, from 1 at the left.
        digit: usize,
        /// How many digits the number has (1: the digit is the number).
        digits: usize,
    },
    /// An operator.
    Sign {
        /// Which sign, from 1 at the left.
        index: usize,
        /// How many signs the equation has (1: "the sign").
        signs: usize,
    },
    /// An equals sign.
    Equals {
        /// Which one, from 1 at the left.
        index: usize,
        /// How many the equation has (1: "the equals sign").
        count: usize,
    },
}

/// The place of every slot of `layout`, left to right.
pub fn places(layout: &Layout) -> Vec<Place> {
    let slots = &layout.slots;
    // A Roman number's letter slots (blanks too) are its "digits".
    let is_digit = |i: usize| slots.get(i).is_some_and(|s| s.is_number_part());
    // Each number as (first slot, digits).
    let mut numbers: Vec<(usize, usize)> = Vec::new();
    for i in 0..slots.len() {
        if is_digit(i) {
            match numbers.last_mut() {
                Some((start, digits)) if *start + *digits == i => *digits += 1,
                _ => numbers.push((i, 1)),
            }
        }
    }
    let last_equals = slots.iter().rposition(|s| matches!(s, Slot::Equals));
    let answer = numbers.last().copied().filter(|&(start, digits)| {
        start + digits == slots.len() && last_equals.is_some_and(|e| e + 1 == start)
    });
    let signs = slots.iter().filter(|s| matches!(s, Slot::Operator(_))).count();
    let equals = slots.iter().filter(|s| matches!(s, Slot::Equals)).count();
    let (mut sign, mut equal, mut number) = (0, 0, 0);
    let mut out = Vec::with_capacity(slots.len());
    for (i, slot) in slots.iter().enumerate() {
        out.push(match slot {
            Slot::Digit(_) | Slot::Letter(_) => {
                let &(start, digits) = numbers
                    .iter()
                    .find(|(start, digits)| (*start..start + digits).contains(&i))
                    .unwrap_or(&(i, 1));
                let term = if answer == Some((start, digits)) {
                    Term::Answer
                } else {
                    if start == i {
                        number += 1;
                    }
                    Term::Number(number)
                };
                Place::Digit {
                    term,
                    digit: i - start + 1,
                    digits,
                }
            }
            Slot::Equals => {
                equal += 1;
                Place::Equals {
                    index: equal,
                    count: equals,
                }
            }
            Slot::Operator(_) => {
                sign += 1;
                Place::Sign { index: sign, signs }
            }
        });
    }
    out
}

/// The place of slot `slot` of `layout` (`None` past its end).
pub fn place(layout: &Layout, slot: usize) -> Option<Place> {
    places(layout).get(slot).copied()
}

/// Where a stick lies within its slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stick {
    /// A digit's top (segment a), or C's top (t).
    Top,
    /// A digit's upper right (b).
    UpperRight,
    /// A digit's lower right (c).
    LowerRight,
    /// A digit's bottom (d).
    Bottom,
    /// A digit's lower left (e).
    LowerLeft,
    /// A digit's upper left (f).
    UpperLeft,
    /// A digit's middle (g), or a sign's middle horizontal (h).
    Middle,
    /// A sign's upright (v), or a letter's (u: I, and the back of L and C).
    Upright,
    /// A sign's lower horizontal (l).
    Lower,
    /// A sign's diagonal from top left down to bottom right (b), or X's (b).
    FallingDiagonal,
    /// A sign's diagonal from bottom left up to top right (s), or X's (s).
    RisingDiagonal,
    /// A letter's foot, the horizontal at the bottom of L and C (f).
    Foot,
    /// V's left stroke (p).
    LeftOfVee,
    /// V's right stroke (q).
    RightOfVee,
}

/// Where stick `bit` of slot `slot` of `layout` lies (`None` for no such stick position).
pub fn stick(layout: &Layout, slot: usize, bit: u8) -> Option<Stick> {
    const DIGIT: [Stick; 7] = [
        Stick::Top,
        Stick::UpperRight,
        Stick::LowerRight,
        Stick::Bottom,
        Stick::LowerLeft,
        Stick::UpperLeft,
        Stick::Middle,
    ];
    let mask: Segments = 1u8.checked_shl(u32::from(bit))?;
    match layout.slots.get(slot)? {
        Slot::Digit(_) => DIGIT.get(usize::from(bit)).copied(),
        Slot::Operator(_) => match mask {
            symbol::MIDDLE => Some(Stick::Middle),
            symbol::UPRIGHT => Some(Stick::Upright),
            symbol::LOWER => Some(Stick::Lower),
            symbol::BACKSLASH => Some(Stick::FallingDiagonal),
            symbol::SLASH => Some(Stick::RisingDiagonal),
            _ => None,
        },
        Slot::Equals => None,
        Slot::Letter(_) => match mask {
            letter::UPRIGHT => Some(Stick::Upright),
            letter::FOOT => Some(Stick::Foot),
            letter::TOP => Some(Stick::Top),
            letter::VEE_LEFT => Some(Stick::LeftOfVee),
            letter::VEE_RIGHT => Some(Stick::RightOfVee),
            letter::CROSS_FALLING => Some(Stick::FallingDiagonal),
            letter::CROSS_RISING => Some(Stick::RisingDiagonal),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Layout {
        Layout::parse(text).expect("valid")
    }

    #[test]
    fn seed_004s_example_is_named_for_children() {
        // The matchstick paper's 0+3=09: the first number, the sign, the second number, '=', the
        // answer's two digits.
        let one = |term| Place::Digit {
            term,
            digit: 1,
            digits: 1,
        };
        assert_eq!(
            places(&parse("0+3=09")),
            vec![
                one(Term::Number(1)),
                Place::Sign { index: 1, signs: 1 },
                one(Term::Number(2)),
                Place::Equals { index: 1, count: 1 },
                Place::Digit {
                    term: Term::Answer,
                    digit: 1,
                    digits: 2
                },
                Place::Digit {
                    term: Term::Answer,
                    digit: 2,
                    digits: 2
                },
            ]
        );
    }

    #[test]
    fn numbers_and_signs_are_counted_from_one() {
        let p = places(&parse("12-3+45=54"));
        assert_eq!(
            p[1],
            Place::Digit {
                term: Term::Number(1),
                digit: 2,
                digits: 2
            }
        );
        assert_eq!(p[2], Place::Sign { index: 1, signs: 2 });
        assert_eq!(
            p[3],
            Place::Digit {
                term: Term::Number(2),
                digit: 1,
                digits: 1
            }
        );
        assert_eq!(p[4], Place::Sign { index: 2, signs: 2 });
        assert_eq!(
            p[6],
            Place::Digit {
                term: Term::Number(3),
                digit: 2,
                digits: 2
            }
        );
        assert_eq!(
            p[9],
            Place::Digit {
                term: Term::Answer,
                digit: 2,
                digits: 2
            }
        );
        assert_eq!(place(&parse("1+1=2"), 9), None);
    }

    #[test]
    fn a_stick_is_named_by_where_it_lies_in_its_slot() {
        let layout = parse("1+7=8");
        // The 1 is b and c: its upper-right and lower-right sticks.
        assert_eq!(stick(&layout, 0, 1), Some(Stick::UpperRight));
        assert_eq!(stick(&layout, 0, 2), Some(Stick::LowerRight));
        assert_eq!(stick(&layout, 4, 6), Some(Stick::Middle));
        assert_eq!(stick(&layout, 4, 0), Some(Stick::Top));
        assert_eq!(stick(&layout, 4, 7), None);
        // The '+' is the middle horizontal and the upright.
        assert_eq!(stick(&layout, 1, 0), Some(Stick::Middle));
        assert_eq!(stick(&layout, 1, 1), Some(Stick::Upright));
        assert_eq!(stick(&layout, 1, 4), Some(Stick::RisingDiagonal));
        assert_eq!(stick(&layout, 1, 5), None);
        // The matchstick paper's fixed '=' has no stick to name.
        assert_eq!(stick(&layout, 3, 0), None);
        assert_eq!(stick(&layout, 9, 0), None);
    }

    #[test]
    fn a_sum_after_the_equals_has_no_answer() {
        // 1=2-1 (moving '='): three numbers, none of them "the answer".
        let mut layout = parse("1+2=3");
        layout.slots.swap(1, 3);
        let p = places(&layout);
        assert_eq!(
            p[0],
            Place::Digit {
                term: Term::Number(1),
                digit: 1,
                digits: 1
            }
        );
        assert_eq!(
            p[4],
            Place::Digit {
                term: Term::Number(3),
                digit: 1,
                digits: 1
            }
        );
    }
}
