//! The dynamic programme for equations beyond the matchstick paper's: × and ÷ (before + and −), an
//! '=' whose sticks may move, and chains of several '=' (every side equal).
//!
//! Going left to right, a state holds what the rest of the text needs to know: the value of the
//! first side once an '=' is read, the sum of the current side's finished terms, the sign of the
//! term being read, its value so far (the product or exact quotient of its finished numbers), how
//! the current number joins it, the current number's digits so far (each digit slot sits at a
//! fixed place of a fixed number) and the set of (removed, added) stick counts the prefix can
//! cost. Prefixes with the same state have the same futures and merge.
//!
//! **Cost.** Each state is reached by at least one prefix text within the budget, and a text
//! within k steps changes at most 2k slots, so a layer of a layout with n slots holds at most
//! Σ_{j ≤ 2k} C(n, j)·10^j states: polynomial in n for a fixed budget (and far fewer in
//! practice, as prefixes merge). The work is states × symbols per slot; [`MAX_STATES`] bounds the
//! memory, past which the solver refuses. Unlike `sums.rs` there is no range pruning (a product
//! has no useful bound), so this programme is kept for the layouts that need it.

use num_bigint::BigInt;
use num_traits::Zero;

use super::layers::{self, Reader};
use super::pairs::PairSet;
use super::plan::Glyph;
use super::{Answer, Goal, Solutions, SolveError, pick_glyphs};
use crate::matchsticks::budget::Budget;
use crate::matchsticks::glyph::Segments;
use crate::matchsticks::layout::{Layout, Rules, Slot};
use crate::matchsticks::symbol::SIGNS;
use crate::watch::Watch;

/// The most states this programme keeps over all its layers. A state holds five big integers
/// (a few hundred bytes with its hash slot, counts and moves, against `sums.rs`'s hundred), so
/// it keeps fewer than `sums.rs`'s [`super::sums::MAX_STATES`] within nimlab's 512 MB: the
/// chaos test's `37×70=184` at 3 moves peaked at 549 MB with that limit.
pub(crate) const MAX_STATES: usize = 300_000;

/// A symbol a slot may show and the glyphs that draw it.
struct Choice {
    text: char,
    glyphs: Vec<Glyph>,
}

/// A slot's symbols and, for a digit slot, its place value and whether it ends its number.
struct SlotPlan {
    choices: Vec<Choice>,
    place: BigInt,
    ends_number: bool,
}

/// Where the reading of a prefix stands (see the module's doc); `Done` once a whole true text is
/// read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Expr {
    Reading {
        first: Option<BigInt>,
        total: BigInt,
        sign: i8,
        term: BigInt,
        /// ' ' when the current number starts a term, '×' or '÷' when it joins one.
        join: char,
        number: BigInt,
    },
    Done,
}

fn plans(layout: &Layout, rules: Rules) -> Vec<SlotPlan> {
    let slots = &layout.slots;
    let is_digit = |i: usize| matches!(slots.get(i), Some(Slot::Digit(_)));
    let glyphs = rules.variants.glyphs();
    slots
        .iter()
        .enumerate()
        .map(|(index, &slot)| {
            let now = slot.sticks();
            let glyph = |sticks: Segments| Glyph {
                sticks,
                removed: (now & !sticks).count_ones(),
                added: (sticks & !now).count_ones(),
            };
            let place = (index + 1..=slots.len())
                .find(|&i| !is_digit(i))
                .map_or(0, |end| end - index - 1);
            let choices = match slot {
                Slot::Digit(_) => {
                    let opens_long_number = (index == 0 || !is_digit(index - 1)) && place > 0;
                    (0..10u8)
                        .filter(|&d| rules.leading_zeros || d != 0 || !opens_long_number)
                        .map(|d| Choice {
                            text: char::from(b'0' + d),
                            glyphs: glyphs
                                .iter()
                                .filter(|(digit, _)| *digit == d)
                                .map(|&(_, sticks)| glyph(sticks))
                                .collect(),
                        })
                        .collect()
                }
                Slot::Operator(_) => SIGNS
                    .iter()
                    .filter(|&&(c, _)| rules.allows(c) && (c != '=' || rules.movable_equals))
                    .map(|&(text, sticks)| Choice {
                        text,
                        glyphs: vec![glyph(sticks)],
                    })
                    .collect(),
                Slot::Equals => vec![Choice {
                    text: '=',
                    glyphs: vec![glyph(0)],
                }],
                // Roman equations are `roman.rs`'s (the solver sends them there).
                Slot::Letter(_) => Vec::new(),
            };
            SlotPlan {
                choices,
                place: num_traits::pow(BigInt::from(10), place),
                ends_number: place == 0,
            }
        })
        .collect()
}

/// The side being read ends: its value.
fn side(total: &BigInt, sign: i8, term: &BigInt) -> BigInt {
    if sign < 0 { total - term } else { total + term }
}

/// The reading after `text` at a slot of `plan`; `None` if no text with this prefix is true.
fn read(expr: &Expr, plan: &SlotPlan, text: char, last: bool) -> Option<Expr> {
    let Expr::Reading {
        first,
        total,
        sign,
        term,
        join,
        number,
    } = expr
    else {
        return None;
    };
    let (mut first, mut total, mut sign, mut term, mut join, mut number) = (
        first.clone(),
        total.clone(),
        *sign,
        term.clone(),
        *join,
        number.clone(),
    );
    match text {
        '0'..='9' => {
            number += &plan.place * u32::from(text as u8 - b'0');
            if plan.ends_number {
                term = match join {
                    '×' => term * &number,
                    '÷' => {
                        if number.is_zero() || !(&term % &number).is_zero() {
                            return None;
                        }
                        term / &number
                    }
                    _ => number,
                };
                number = BigInt::ZERO;
            }
        }
        '+' | '-' => {
            total = side(&total, sign, &term);
            term = BigInt::ZERO;
            sign = if text == '-' { -1 } else { 1 };
            join = ' ';
        }
        '×' | '÷' => join = text,
        _ => {
            let value = side(&total, sign, &term);
            if first.as_ref().is_some_and(|f| *f != value) {
                return None;
            }
            first = Some(value);
            (total, sign, term, join) = (BigInt::ZERO, 1, BigInt::ZERO, ' ');
        }
    }
    if last {
        let value = side(&total, sign, &term);
        return (first == Some(value)).then_some(Expr::Done);
    }
    Some(Expr::Reading {
        first,
        total,
        sign,
        term,
        join,
        number,
    })
}

/// Every true equation `asked` accepts from `layout` (already read by `rules`, see
/// [`Layout::for_rules`]), counted, the first `limit` listed in order.
pub(super) fn solve<P: PairSet>(
    layout: &Layout,
    rules: Rules,
    asked: Budget,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    let chain = Chain {
        layout,
        plans: plans(layout, rules),
        goal: asked.goal,
    };
    layers::solve::<P, _>(&chain, asked, limit, watch)
}

/// The layout read slot by slot.
struct Chain<'a> {
    layout: &'a Layout,
    plans: Vec<SlotPlan>,
    goal: Goal,
}

impl Reader for Chain<'_> {
    type Reading = Expr;
    const MAX_STATES: usize = MAX_STATES;

    fn start(&self) -> Expr {
        Expr::Reading {
            first: None,
            total: BigInt::ZERO,
            sign: 1,
            term: BigInt::ZERO,
            join: ' ',
            number: BigInt::ZERO,
        }
    }

    fn units(&self) -> usize {
        self.plans.len()
    }

    fn symbols(&self, slot: usize) -> impl Iterator<Item = &[Glyph]> {
        self.plans[slot]
            .choices
            .iter()
            .map(|choice| choice.glyphs.as_slice())
    }

    fn read(&self, expr: &Expr, slot: usize, symbol: usize) -> Option<Expr> {
        let plan = &self.plans[slot];
        read(
            expr,
            plan,
            plan.choices[symbol].text,
            slot + 1 == self.plans.len(),
        )
    }

    fn is_true(&self, expr: &Expr) -> bool {
        *expr == Expr::Done
    }

    fn answer(&self, chosen: &[usize], steps: u32) -> Answer {
        answer(self.layout, &self.plans, chosen, self.goal, steps)
    }
}

/// The answer that picks choice `chosen[i]` in slot i, drawn with the glyphs nearest the layout.
fn answer(layout: &Layout, plans: &[SlotPlan], chosen: &[usize], goal: Goal, steps: u32) -> Answer {
    let choice = |slot: usize| &plans[slot].choices[chosen[slot]];
    let glyphs: Vec<&[Glyph]> = (0..chosen.len())
        .map(|slot| choice(slot).glyphs.as_slice())
        .collect();
    let sticks = pick_glyphs(&glyphs, goal, steps);
    Answer {
        equation: (0..chosen.len()).map(|slot| choice(slot).text).collect(),
        moves: steps,
        layout: Layout {
            slots: layout
                .slots
                .iter()
                .zip(sticks)
                .map(|(slot, s)| slot.with_sticks(s))
                .collect(),
        },
    }
}
