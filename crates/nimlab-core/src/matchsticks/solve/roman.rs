//! The dynamic programme for Roman numeral equations: numbers are runs of letter slots, each a
//! letter or a blank, read by the rules of `numeral.rs`; signs are + and − (and '=' when it may
//! move).
//!
//! A number's text can be drawn many ways (`XI` in the run `_X_I_` or `X_I__`): blanks move
//! about. So the programme's steps are whole numbers, not slots: for each run and each of the
//! 399 standard numerals that fits it, a small table over the run's slots and the numeral's
//! letters (letters in order, blanks between) gives every (removed, added) stick count some
//! drawing of it costs. A numeral is then one symbol whose drawings cost any of those, as a digit
//! with glyph variants is in `chain.rs`, and each text is counted once, at its nearest drawing (or,
//! for an exact budget, at any drawing the budget accepts).
//!
//! Going left to right over numbers and signs, a state holds the value of the first side once an
//! '=' is read, the sum of the current side so far, the sign of the next number and the set of
//! (removed, added) counts. Sums stay below 400 a number and fit an `i64` exactly.

use std::ops::Range;

use super::layers::{self, Reader};
use super::pairs::{PairSet, bits, fitting};
use super::plan::Glyph;
use super::sums::budget;
use super::{Answer, Solutions, SolveError, pick_glyphs};
use crate::matchsticks::budget::Budget;
use crate::matchsticks::glyph::Segments;
use crate::matchsticks::layout::{Layout, Rules, Slot};
use crate::matchsticks::numeral::{MAX_ROMAN, numeral};
use crate::matchsticks::{letter, symbol};
use crate::watch::Watch;

/// The most states this programme keeps over all its layers: a state is a few words (under a
/// hundred bytes with its hash slot, counts and moves), far within nimlab's 512 MB.
pub(crate) const MAX_STATES: usize = 1_000_000;

/// What choosing a symbol does to the reading.
#[derive(Clone, Copy)]
enum Effect {
    Number(i64),
    Sign(i8),
    Equals,
}

/// A symbol a unit (a number's run, a sign, an '=') may show. For a number, each glyph is one
/// (removed, added) count some drawing costs, its `sticks` the count's pair bit.
struct Choice {
    text: String,
    effect: Effect,
    glyphs: Vec<Glyph>,
}

struct Unit {
    slots: Range<usize>,
    choices: Vec<Choice>,
}

/// The pair bit of (removed, added).
fn bit(stride: u32, removed: u32, added: u32) -> u32 {
    removed * stride + added
}

/// Sticks removed and added when a slot holding `now` shows `target`.
fn cost(now: Segments, target: Segments) -> (u32, u32) {
    ((now & !target).count_ones(), (target & !now).count_ones())
}

/// `table[i][j]`: the pairs (within `most`) of the first i slots of a run holding `now` drawn
/// with the first j of `letters` in order and blanks elsewhere.
fn drawings(now: &[Segments], letters: &[Segments], most: (u32, u32)) -> Vec<Vec<u128>> {
    let stride = most.1 + 1;
    let fits = fitting::<u128>(most);
    let shift = |pairs: u128, (removed, added): (u32, u32)| -> u128 {
        if removed > most.0 || added > most.1 {
            return 0;
        }
        (pairs & fits[bit(stride, removed, added) as usize]) << bit(stride, removed, added)
    };
    let mut table = vec![vec![0u128; letters.len() + 1]; now.len() + 1];
    table[0][0] = 1;
    for (i, &sticks) in now.iter().enumerate() {
        for j in 0..=letters.len() {
            let here = table[i][j];
            table[i + 1][j] |= shift(here, cost(sticks, 0));
            if let Some(&next) = letters.get(j) {
                table[i + 1][j + 1] |= shift(here, cost(sticks, next));
            }
        }
    }
    table
}

/// The run's sticks when it shows `letters` at the pair `(removed, added)`, which `table`
/// (from [`drawings`]) says some drawing costs: from the last slot back, a letter where one fits,
/// else a blank.
fn drawing(
    now: &[Segments],
    letters: &[Segments],
    table: &[Vec<u128>],
    stride: u32,
    pair: (u32, u32),
) -> Vec<Segments> {
    let (mut left, mut j) = (pair, letters.len());
    let mut sticks = vec![0; now.len()];
    let has = |i: usize, j: usize, (removed, added): (u32, u32)| {
        table[i][j] >> bit(stride, removed, added) & 1 == 1
    };
    for i in (0..now.len()).rev() {
        let fits = |target: Segments, j: usize| {
            let (removed, added) = cost(now[i], target);
            (removed <= left.0 && added <= left.1 && has(i, j, (left.0 - removed, left.1 - added)))
                .then(|| (left.0 - removed, left.1 - added))
        };
        if let Some(rest) = j.checked_sub(1).and_then(|k| fits(letters[k], k)) {
            j -= 1;
            sticks[i] = letters[j];
            left = rest;
        } else if let Some(rest) = fits(0, j) {
            left = rest;
        }
    }
    sticks
}

fn letter_sticks(text: &str) -> Vec<Segments> {
    text.chars().filter_map(letter::typed).collect()
}

/// The layout's units, each with every symbol it may show within `most`.
fn units(layout: &Layout, rules: Rules, most: (u32, u32)) -> Vec<Unit> {
    let stride = most.1 + 1;
    let numerals: Vec<(i64, String)> = (1..=MAX_ROMAN)
        .filter_map(|n| Some((i64::from(n), numeral(n)?)))
        .collect();
    let mut units = Vec::new();
    let mut start = 0;
    while start < layout.slots.len() {
        let slot = layout.slots[start];
        let glyph = |sticks: Segments| {
            let (removed, added) = cost(slot.sticks(), sticks);
            Glyph {
                sticks,
                removed,
                added,
            }
        };
        let (end, choices) = match slot {
            Slot::Letter(_) => {
                let end = (start..layout.slots.len())
                    .find(|&i| !matches!(layout.slots[i], Slot::Letter(_)))
                    .unwrap_or(layout.slots.len());
                let now: Vec<Segments> = layout.slots[start..end].iter().map(|s| s.sticks()).collect();
                let choices = numerals
                    .iter()
                    .filter(|(_, text)| text.len() <= now.len())
                    .filter_map(|(value, text)| {
                        let reached = drawings(&now, &letter_sticks(text), most)[now.len()][text.len()];
                        let glyphs: Vec<Glyph> = bits(reached)
                            .map(|b| Glyph {
                                sticks: b as Segments,
                                removed: b / stride,
                                added: b % stride,
                            })
                            .collect();
                        let choice = Choice {
                            text: text.clone(),
                            effect: Effect::Number(*value),
                            glyphs,
                        };
                        (!choice.glyphs.is_empty()).then(|| (text.clone(), choice))
                    })
                    // Text order, so that answers list in text order.
                    .collect::<std::collections::BTreeMap<_, _>>();
                (end, choices.into_values().collect())
            }
            Slot::Operator(_) => {
                let allowed = |c: char| matches!(c, '+' | '-') || (c == '=' && rules.movable_equals);
                let signs = symbol::SIGNS.iter().filter(|&&(c, _)| allowed(c));
                let choices = signs
                    .map(|&(c, sticks)| Choice {
                        text: c.to_string(),
                        effect: if c == '=' {
                            Effect::Equals
                        } else {
                            Effect::Sign(if c == '-' { -1 } else { 1 })
                        },
                        glyphs: vec![glyph(sticks)],
                    })
                    .collect();
                (start + 1, choices)
            }
            Slot::Equals => {
                let equals = Choice {
                    text: "=".to_owned(),
                    effect: Effect::Equals,
                    glyphs: vec![glyph(0)],
                };
                (start + 1, vec![equals])
            }
            // A Roman layout has no digit slot (`Layout::check_row`).
            Slot::Digit(_) => (start + 1, Vec::new()),
        };
        units.push(Unit {
            slots: start..end,
            choices,
        });
        start = end;
    }
    units
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Expr {
    Reading {
        first: Option<i64>,
        total: i64,
        sign: i8,
    },
    Done,
}

/// The reading after a symbol of `effect`; `None` if no text with this prefix is true.
fn read(expr: &Expr, effect: Effect, last: bool) -> Option<Expr> {
    let Expr::Reading {
        mut first,
        mut total,
        mut sign,
    } = *expr
    else {
        return None;
    };
    match effect {
        Effect::Number(value) => total += i64::from(sign) * value,
        Effect::Sign(next) => sign = next,
        Effect::Equals => {
            if first.is_some_and(|f| f != total) {
                return None;
            }
            (first, total, sign) = (Some(total), 0, 1);
        }
    }
    if last {
        return (first == Some(total)).then_some(Expr::Done);
    }
    Some(Expr::Reading { first, total, sign })
}

/// Every true Roman equation `asked` accepts from `layout` (already read by `rules`), counted,
/// the first `limit` listed in order.
pub(super) fn solve<P: PairSet>(
    layout: &Layout,
    rules: Rules,
    asked: Budget,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    let most = budget(asked.goal, asked.steps);
    let roman = Roman {
        layout,
        units: units(layout, rules, most),
        asked,
    };
    layers::solve::<P, _>(&roman, asked, limit, watch)
}

/// The layout read number by number.
struct Roman<'a> {
    layout: &'a Layout,
    units: Vec<Unit>,
    asked: Budget,
}

impl Reader for Roman<'_> {
    type Reading = Expr;
    const MAX_STATES: usize = MAX_STATES;

    fn start(&self) -> Expr {
        Expr::Reading {
            first: None,
            total: 0,
            sign: 1,
        }
    }

    fn units(&self) -> usize {
        self.units.len()
    }

    fn symbols(&self, unit: usize) -> impl Iterator<Item = &[Glyph]> {
        self.units[unit]
            .choices
            .iter()
            .map(|choice| choice.glyphs.as_slice())
    }

    fn read(&self, expr: &Expr, unit: usize, symbol: usize) -> Option<Expr> {
        let effect = self.units[unit].choices[symbol].effect;
        read(expr, effect, unit + 1 == self.units.len())
    }

    fn is_true(&self, expr: &Expr) -> bool {
        *expr == Expr::Done
    }

    fn answer(&self, chosen: &[usize], steps: u32) -> Answer {
        answer(self.layout, &self.units, chosen, self.asked, steps)
    }
}

/// The answer that picks choice `chosen[u]` in unit u, drawn `steps` away: each number at one
/// of its drawings, chosen so the whole costs exactly `steps`.
fn answer(layout: &Layout, units: &[Unit], chosen: &[usize], asked: Budget, steps: u32) -> Answer {
    let choice = |u: usize| &units[u].choices[chosen[u]];
    let glyphs: Vec<&[Glyph]> = (0..units.len()).map(|u| choice(u).glyphs.as_slice()).collect();
    let picked = pick_glyphs(&glyphs, asked.goal, steps);
    let most = budget(asked.goal, asked.steps);
    let stride = most.1 + 1;
    let mut slots = layout.slots.clone();
    for (u, unit) in units.iter().enumerate() {
        let here = &mut slots[unit.slots.clone()];
        if let Effect::Number(_) = choice(u).effect {
            let now: Vec<Segments> = here.iter().map(|s| s.sticks()).collect();
            let letters = letter_sticks(&choice(u).text);
            let table = drawings(&now, &letters, most);
            let pair = (u32::from(picked[u]) / stride, u32::from(picked[u]) % stride);
            for (slot, sticks) in here.iter_mut().zip(drawing(&now, &letters, &table, stride, pair)) {
                *slot = slot.with_sticks(sticks);
            }
        } else {
            here[0] = here[0].with_sticks(picked[u]);
        }
    }
    Answer {
        equation: (0..units.len()).map(|u| choice(u).text.as_str()).collect(),
        moves: steps,
        layout: Layout { slots },
    }
}
