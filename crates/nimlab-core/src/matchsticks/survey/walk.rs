//! The survey's walk out from the true equations, one block of layouts at a time.
//!
//! The layouts of a shape are numbered with the first slot most significant, so the layouts that
//! share their first few slots (a *prefix*) form a contiguous block. A block is small enough for
//! its findings to stay in the processor's cache, and blocks are independent: they run on every
//! core at once and need no memory beyond their own, so a shape of 400 million layouts costs no
//! more memory than one of two million.
//!
//! Within a block, every true equation is walked slot by slot: at each slot, each layout choice
//! costs some sticks removed and some added, and the walk keeps the *set* of (removed, added)
//! pairs reachable so far (a digit with a glyph variant can be drawn two ways), pruning as soon as
//! every pair is over budget. Carrying the set rather than branching per glyph reaches each
//! layout once per equation, so each equation is counted once without remembering which layouts
//! it has already reached. What reaches a layout is the set of step counts at which the
//! equation can be drawn there ([`Reach`]): the nearest for a budget of up to k, and whether k is
//! among them for a budget of exactly k. Equations that share the block's prefix symbols share the cost of
//! crossing the prefix.

use std::ops::Range;

use super::Finding;
use super::shape::Shape;
use crate::matchsticks::budget::Budget;
use crate::matchsticks::glyph::{STANDARD, Segments};
use crate::matchsticks::layout::{HORIZONTAL, Rules, VERTICAL};
use crate::matchsticks::solve::Goal;

/// A set of (removed, added) stick counts, bit `removed × STRIDE + added`.
type Pairs = u64;

/// Room per count in `Pairs`: a walk goes to at most 7 steps.
const STRIDE: u32 = 8;

/// The step counts (bit k: k steps, 0 to [`MAX_WALK_STEPS`]) at which an equation can be drawn
/// over a layout: one count unless glyph variants draw a digit two ways.
pub(super) type Reach = u8;

/// The most steps a walk may take (answers plus near misses) so that its pairs fit `Pairs`.
pub(super) const MAX_WALK_STEPS: u32 = STRIDE - 1;

/// Layouts per block at most: 131,072 findings of 12 bytes stay in a core's L2 cache.
const BLOCK_LAYOUTS: usize = 1 << 17;

/// The symbols of an equation as small numbers: digits 0–9, then '+', '-', '=', and
/// '*' (×) and '/' (÷).
const SYMBOLS: usize = 15;

/// The most choices a slot has (a digit slot's ten).
const CHOICES: usize = 10;

/// What one layout choice does to the pairs when the equation has a given symbol in that slot:
/// each of the symbol's (at most two) glyphs adds its cost to every pair that stays in budget.
/// A symbol with one glyph repeats it, which changes nothing in the union.
#[derive(Clone, Copy, Debug, Default)]
struct Step {
    fits: [Pairs; 2],
    shift: [u32; 2],
}

impl Step {
    fn apply(self, pairs: Pairs) -> Pairs {
        ((pairs & self.fits[0]) << self.shift[0]) | ((pairs & self.fits[1]) << self.shift[1])
    }
}

/// A shape's layouts, its true equations and the budget, ready to walk block by block.
pub(super) struct Walk {
    /// Choices per slot, first slot first.
    radices: Vec<usize>,
    /// The weight of each slot's choice in a layout's number.
    weights: Vec<usize>,
    /// `steps[symbol][choice]`.
    steps: [[Step; CHOICES]; SYMBOLS],
    /// The equations' symbols, `slots` per equation, in the order of the equation list.
    symbols: Vec<u8>,
    slots: usize,
    /// Slots fixed within a block.
    prefix: usize,
    block_len: usize,
    /// Runs of equations with the same first `prefix` symbols.
    groups: Vec<Range<usize>>,
    /// The pairs that finish an answer under the goal, and how a pair's bit gives its steps.
    arrive: Pairs,
    unit: u32,
    /// Which step counts make answers; one step past its steps counts a near miss.
    budget: Budget,
    /// Where the last two slots start, when they are looked up rather than walked.
    ending_slot: usize,
    /// `endings[(symbols of the last two slots) × 64 + bit of the pairs]`: where the layouts
    /// that finish an answer from a single (removed, added) pair lie in `arrivals`.
    endings: Vec<Range<u32>>,
    /// Per ending, each layout choice of the last two slots that finishes an answer: its offset
    /// in the block (× 256) plus its [`Reach`].
    arrivals: Vec<u32>,
}

impl Walk {
    /// Prepares the walk of `shape` for `equations` (its true equations, sorted): answers
    /// `budget` accepts, and near misses one step past it when `near_misses`.
    pub(super) fn new(
        shape: &Shape,
        equations: &[String],
        rules: Rules,
        budget: Budget,
        near_misses: bool,
    ) -> Self {
        let (goal, max_steps) = (budget.goal, budget.steps);
        let walk_steps = max_steps + u32::from(near_misses);
        assert!(
            walk_steps <= MAX_WALK_STEPS,
            "a survey walks at most {MAX_WALK_STEPS} steps"
        );
        let most = match goal {
            Goal::Move => (walk_steps, walk_steps),
            Goal::Add => (0, walk_steps),
            Goal::Remove => (walk_steps, 0),
        };
        let (arrive, unit) = match goal {
            Goal::Move => (
                (0..=walk_steps).map(|k| 1 << (k * (STRIDE + 1))).sum(),
                STRIDE + 1,
            ),
            Goal::Add => ((1 << (walk_steps + 1)) - 1, 1),
            Goal::Remove => ((0..=walk_steps).map(|k| 1 << (k * STRIDE)).sum(), STRIDE),
        };
        let radices = shape.radices();
        let mut weights = vec![1usize; radices.len()];
        for i in (0..radices.len().saturating_sub(1)).rev() {
            weights[i] = weights[i + 1] * radices[i + 1];
        }
        let mut steps = [[Step::default(); CHOICES]; SYMBOLS];
        for slot_choices in shape.choices() {
            for &symbol in symbols_for(slot_choices.len()) {
                let glyphs = glyphs(symbol, rules);
                for (choice, &sticks) in slot_choices.iter().enumerate() {
                    steps[code(symbol)][choice] = step(sticks, &glyphs, most);
                }
            }
        }
        let slots = radices.len();
        let symbols: Vec<u8> = equations
            .iter()
            .flat_map(|e| e.bytes().map(|b| code(b) as u8))
            .collect();
        assert_eq!(symbols.len(), equations.len() * slots, "equations fill the shape");
        // The fewest fixed slots that make a block small enough.
        let prefix = (0..slots)
            .find(|&p| radices[p..].iter().product::<usize>() <= BLOCK_LAYOUTS)
            .unwrap_or(slots);
        let block_len = radices[prefix..].iter().product();
        let mut groups: Vec<Range<usize>> = Vec::new();
        for id in 0..equations.len() {
            match groups.last_mut() {
                Some(group)
                    if symbols[group.start * slots..][..prefix] == symbols[id * slots..][..prefix] =>
                {
                    group.end = id + 1;
                }
                _ => groups.push(id..id + 1),
            }
        }
        let mut walk = Self {
            radices,
            weights,
            steps,
            symbols,
            slots,
            prefix,
            block_len,
            groups,
            arrive,
            unit,
            budget,
            ending_slot: usize::MAX,
            endings: Vec::new(),
            arrivals: Vec::new(),
        };
        walk.tabulate_endings();
        walk
    }

    /// Most of a walk's work is in its last two slots: at most a hundred choices, most of them
    /// over budget. Tabulating, for every pair of symbols and every single (removed, added)
    /// pair, the choices that do finish an answer turns that work into reading a short list.
    fn tabulate_endings(&mut self) {
        let slots = self.slots;
        if slots < self.prefix + 2 {
            return;
        }
        let ending = slots - 2;
        self.endings = vec![0..0; SYMBOLS * SYMBOLS * 64];
        let mut tabulated = [false; SYMBOLS * SYMBOLS];
        for id in 0..self.symbols.len() / slots {
            let symbols = &self.symbols[id * slots + ending..][..2];
            let key = ending_key(symbols, 0);
            if std::mem::replace(&mut tabulated[key / 64], true) {
                continue;
            }
            for bit in 0..64 {
                let start = self.arrivals.len() as u32;
                for first in 0..self.radices[ending] {
                    let after = self.steps[usize::from(symbols[0])][first].apply(1 << bit);
                    for second in 0..self.radices[ending + 1] {
                        let arrived = self.steps[usize::from(symbols[1])][second].apply(after) & self.arrive;
                        if arrived != 0 {
                            let offset = first * self.weights[ending] + second * self.weights[ending + 1];
                            self.arrivals
                                .push(((offset as u32) << 8) | u32::from(self.reach(arrived)));
                        }
                    }
                }
                self.endings[key + bit] = start..self.arrivals.len() as u32;
            }
        }
        self.ending_slot = ending;
    }

    /// The step counts of the arriving pairs `arrived` (each `k × unit`, k steps).
    fn reach(&self, arrived: Pairs) -> Reach {
        if arrived.is_power_of_two() {
            // One drawing: the common case, without the loop.
            return 1 << (arrived.trailing_zeros() / self.unit);
        }
        (0..=MAX_WALK_STEPS)
            .filter(|k| k * self.unit < Pairs::BITS && arrived >> (k * self.unit) & 1 == 1)
            .fold(0, |reach, k| reach | 1 << k)
    }

    /// How many blocks the layouts fall into.
    pub(super) fn block_count(&self) -> usize {
        self.radices[..self.prefix].iter().product()
    }

    /// How many layouts each block holds; block `b` starts at layout `b × block_len`.
    pub(super) fn block_len(&self) -> usize {
        self.block_len
    }

    /// The findings of every layout of block `block`, written over `findings`.
    pub(super) fn run_block(&self, block: usize, findings: &mut Vec<Finding>) {
        findings.clear();
        findings.resize(self.block_len, Finding::NONE);
        // The block's choice in each prefix slot, read off its number.
        let mut choices = vec![0; self.prefix];
        let mut rest = block;
        for slot in (0..self.prefix).rev() {
            choices[slot] = rest % self.radices[slot];
            rest /= self.radices[slot];
        }
        let budget = self.budget;
        for group in &self.groups {
            let first = &self.symbols[group.start * self.slots..][..self.prefix];
            let mut pairs: Pairs = 1;
            for (slot, &choice) in choices.iter().enumerate() {
                pairs = self.steps[usize::from(first[slot])][choice].apply(pairs);
            }
            if pairs == 0 {
                continue;
            }
            for id in group.clone() {
                let symbols = &self.symbols[id * self.slots..][..self.slots];
                self.descend(symbols, self.prefix, pairs, 0, &mut |index, reach| {
                    findings[index].record(reach, id as u32, budget);
                });
            }
        }
    }

    /// Every layout of the block that agrees with the equation `symbols` from `slot` on within
    /// the budget, given the `pairs` the slots before cost, with its index in the block and its
    /// [`Reach`] (bit 0 for the equation itself).
    fn descend(
        &self,
        symbols: &[u8],
        slot: usize,
        pairs: Pairs,
        index: usize,
        visit: &mut impl FnMut(usize, Reach),
    ) {
        if slot == self.ending_slot && pairs.is_power_of_two() {
            let ending = &self.endings[ending_key(&symbols[slot..], pairs.trailing_zeros())];
            for &arrival in &self.arrivals[ending.start as usize..ending.end as usize] {
                visit(index + (arrival >> 8) as usize, (arrival & 0xFF) as Reach);
            }
            return;
        }
        let steps = &self.steps[usize::from(symbols[slot])];
        let weight = self.weights[slot];
        let last = slot + 1 == self.slots;
        for (choice, step) in steps[..self.radices[slot]].iter().enumerate() {
            let next = step.apply(pairs);
            if last {
                let arrived = next & self.arrive;
                if arrived != 0 {
                    visit(index + choice * weight, self.reach(arrived));
                }
            } else if next != 0 {
                self.descend(symbols, slot + 1, next, index + choice * weight, visit);
            }
        }
    }
}

/// Where the endings of the last two `symbols` from a pairs bit `bit` are kept.
fn ending_key(symbols: &[u8], bit: u32) -> usize {
    (usize::from(symbols[0]) * SYMBOLS + usize::from(symbols[1])) * 64 + bit as usize
}

/// The step of a layout choice with `sticks` towards a symbol drawn by one of `glyphs`.
fn step(sticks: Segments, glyphs: &[Segments], budget: (u32, u32)) -> Step {
    let mut out = Step::default();
    for (i, &glyph) in glyphs.iter().chain(glyphs.first()).take(2).enumerate() {
        let removed = (sticks & !glyph).count_ones();
        let added = (glyph & !sticks).count_ones();
        if removed <= budget.0 && added <= budget.1 {
            out.shift[i] = removed * STRIDE + added;
            out.fits[i] = fitting(budget, removed, added);
        }
    }
    out
}

/// The pairs that stay within `budget` after adding (`removed`, `added`).
fn fitting(budget: (u32, u32), removed: u32, added: u32) -> Pairs {
    let row: Pairs = (1 << (budget.1 - added + 1)) - 1;
    (0..=budget.0 - removed).fold(0, |mask, r| mask | row << (r * STRIDE))
}

/// The symbols a slot with this many choices may hold in an equation.
fn symbols_for(choices: usize) -> &'static [u8] {
    match choices {
        CHOICES => b"0123456789",
        4 => b"+-*/",
        2 => b"+-",
        _ => b"=",
    }
}

/// A symbol's number in `Walk::steps`.
fn code(symbol: u8) -> usize {
    match symbol {
        b'0'..=b'9' => usize::from(symbol - b'0'),
        b'+' => 10,
        b'-' => 11,
        b'*' => 13,
        b'/' => 14,
        _ => 12,
    }
}

/// The stick sets a symbol may be drawn with under the rules, standard glyph first (variants
/// give 6, 7 and 9 a second one), in the order the solver tries them.
pub(in crate::matchsticks) fn glyphs(symbol: u8, rules: Rules) -> Vec<Segments> {
    match symbol {
        b'+' | b'-' | b'=' | b'*' | b'/' => vec![standard_glyph(symbol)],
        digit => {
            let d = digit - b'0';
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

/// The standard glyph of a symbol of an equation.
pub(in crate::matchsticks) fn standard_glyph(symbol: u8) -> Segments {
    match symbol {
        b'+' => HORIZONTAL | VERTICAL,
        b'-' => HORIZONTAL,
        b'*' => crate::matchsticks::symbol::TIMES,
        b'/' => crate::matchsticks::symbol::DIVIDE,
        b'=' => 0,
        digit => STANDARD[usize::from(digit - b'0')],
    }
}
