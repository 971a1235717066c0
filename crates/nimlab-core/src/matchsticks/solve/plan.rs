//! What the solver needs to know about each slot before it starts: the symbols the slot may show
//! (each with the glyphs that draw it and what they cost), and what a digit there is worth.
//!
//! An equation `A ± B … = C ± D …` is true when the sum of its signed terms, with the right side
//! negated, is zero. Every digit slot sits at a fixed place in a fixed number, so its digit adds
//! `side × term sign × digit × 10^place` to that sum: the only thing a slot's contribution depends
//! on beyond its own symbol is the sign of its term, chosen at the operator slot before it.

use std::hash::Hash;

use num_bigint::BigInt;

use crate::matchsticks::glyph::Segments;
use crate::matchsticks::layout::{HORIZONTAL, Layout, Rules, Slot, VERTICAL};

/// A number type exact enough for every sum a layout can make: `i128` for short numbers, big
/// integers past that.
pub(crate) trait Value: Clone + Eq + Hash + Ord {
    fn zero() -> Self;
    fn power_of_ten(exponent: usize) -> Self;
    /// `self × factor`, for a small factor (a digit times ±1).
    fn times(&self, factor: i64) -> Self;
    fn plus(&self, other: &Self) -> Self;
    fn negated(&self) -> Self;
}

impl Value for i128 {
    fn zero() -> Self {
        0
    }
    fn power_of_ten(exponent: usize) -> Self {
        10i128.pow(exponent as u32)
    }
    fn times(&self, factor: i64) -> Self {
        self * i128::from(factor)
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn negated(&self) -> Self {
        -self
    }
}

impl Value for BigInt {
    fn zero() -> Self {
        BigInt::ZERO
    }
    fn power_of_ten(exponent: usize) -> Self {
        num_traits::pow(BigInt::from(10), exponent)
    }
    fn times(&self, factor: i64) -> Self {
        self * factor
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn negated(&self) -> Self {
        -self
    }
}

/// The longest number `i128` holds for every sum a layout of at most `MAX_SLOTS` slots makes:
/// 1,000 numbers of 30 digits stay below 10³⁴ ≪ 1.7 × 10³⁸.
pub(crate) const I128_DIGITS: usize = 30;

/// One glyph that draws a symbol in a slot, and what it costs from the slot's sticks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Glyph {
    /// The sticks the glyph has.
    pub sticks: Segments,
    /// Sticks of the slot it takes away.
    pub removed: u32,
    /// Sticks it lays that the slot lacks.
    pub added: u32,
}

/// What choosing a symbol does to the running sum.
#[derive(Clone, Debug)]
pub(crate) enum Effect<V> {
    /// A digit: adds `digit × weight × term sign`, where weight = side × 10^place.
    Digit { value: i64, weight: V },
    /// An operator: the next term's sign.
    Sign(i8),
    /// The '=': the right side starts with a positive term (its weight carries the side).
    Equals,
}

/// A symbol a slot may show: its character, its effect and every glyph that draws it.
#[derive(Clone, Debug)]
pub(crate) struct Symbol<V> {
    /// The character.
    pub text: char,
    /// What it does to the running sum.
    pub effect: Effect<V>,
    /// Every glyph that draws it.
    pub glyphs: Vec<Glyph>,
}

/// Every slot's symbols, in character order so that a walk over them meets equations in
/// text order.
pub(crate) fn plan<V: Value>(layout: &Layout, rules: Rules) -> Vec<Vec<Symbol<V>>> {
    let slots = &layout.slots;
    let is_digit = |i: usize| matches!(slots.get(i), Some(Slot::Digit(_)));
    let mut side = 1;
    let mut plans = Vec::with_capacity(slots.len());
    let glyphs = rules.variants.glyphs();
    for (index, &slot) in slots.iter().enumerate() {
        let now = slot.sticks();
        let glyph = |sticks: Segments| Glyph {
            sticks,
            removed: (now & !sticks).count_ones(),
            added: (sticks & !now).count_ones(),
        };
        let symbols = match slot {
            Slot::Digit(_) => {
                let place = (index + 1..=slots.len())
                    .find(|&i| !is_digit(i))
                    .map_or(0, |end| end - index - 1);
                let opens_long_number = (index == 0 || !is_digit(index - 1)) && place > 0;
                let weight = V::power_of_ten(place).times(side);
                (0..10u8)
                    .filter(|&d| rules.leading_zeros || d != 0 || !opens_long_number)
                    .map(|d| Symbol {
                        text: char::from(b'0' + d),
                        effect: Effect::Digit {
                            value: i64::from(d),
                            weight: weight.clone(),
                        },
                        glyphs: glyphs
                            .iter()
                            .filter(|(digit, _)| *digit == d)
                            .map(|&(_, sticks)| glyph(sticks))
                            .collect(),
                    })
                    .collect()
            }
            Slot::Operator(_) => vec![
                Symbol {
                    text: '+',
                    effect: Effect::Sign(1),
                    glyphs: vec![glyph(HORIZONTAL | VERTICAL)],
                },
                Symbol {
                    text: '-',
                    effect: Effect::Sign(-1),
                    glyphs: vec![glyph(HORIZONTAL)],
                },
            ],
            // Roman equations are `roman.rs`'s (the solver sends them there).
            Slot::Letter(_) => Vec::new(),
            Slot::Equals => {
                side = -1;
                vec![Symbol {
                    text: '=',
                    effect: Effect::Equals,
                    glyphs: vec![glyph(0)],
                }]
            }
        };
        plans.push(symbols);
    }
    plans
}

/// The longest run of digit slots: whether the sums fit `i128`.
pub(crate) fn longest_number(layout: &Layout) -> usize {
    layout
        .slots
        .split(|slot| !matches!(slot, Slot::Digit(_)))
        .map(<[Slot]>::len)
        .max()
        .unwrap_or(0)
}
