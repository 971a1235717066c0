//! The dynamic programme over slots behind the solver.
//!
//! Going left to right, a state holds what the rest of the equation needs to know: the sign of
//! the term being read, the sum so far (right side negated), and the set of (removed, added)
//! stick counts the symbols chosen so far can cost (a symbol may have several glyphs when glyph
//! variants are on). Two prefixes with the same state have the same futures, so they merge: each
//! layer holds each state once, however many texts reach it, and the number of states, not the
//! number of texts, is the cost. Before a state is kept, a table of the least and greatest sum
//! the remaining slots can add within the remaining budget says whether it can still end at zero;
//! most states cannot, which keeps the layers small even for long numbers.
//!
//! A second pass from the right counts, for every state and every step count, the texts that
//! complete it into a true equation; a walk from the left then lists answers in text order,
//! entering only states whose count is not zero, so it never searches in vain.

use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;

pub(super) use super::edges::Edges;
use super::pairs::{PairSet, answer_steps, bits, fitting};
use super::plan::{Effect, Symbol, Value};
use super::{Goal, SolveError};
use crate::matchsticks::budget::Budget;
use crate::watch::Watch;

/// The most states the programme keeps over all its layers (≈ 100 bytes each with their counts,
/// plus 4 bytes per move out of them, so well under the 512 MB nimlab allows itself).
pub(crate) const MAX_STATES: usize = 2_000_000;

/// The most pairs a set of them holds (see `pairs.rs`).
const PAIR_BITS: usize = 128;

/// The states of one layer, each once, numbered in the order they were found. States are hashed
/// millions of times per solve and come from the solver itself, so a fast hash (Fx) beats a
/// flood-resistant one (`SipHash` was a third of a solve).
type Layer<V, P> = IndexSet<State<V, P>, FxBuildHasher>;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State<V, P> {
    sign: i8,
    sum: V,
    pairs: P,
}

/// A symbol as the forward pass applies it.
struct Choice<V> {
    /// Its glyphs' shifts: `glyph_steps[glyphs.0..glyphs.1]`.
    glyphs: (u32, u32),
    /// The sign of the term after it, when the term before it is positive or negative.
    sign: [i8; 2],
    /// What it adds to the sum, when the term is positive or negative.
    adds: [V; 2],
}

/// The problem: slots with their symbols, the budget and the goal; `P` holds a state's pairs.
pub(crate) struct Sums<'a, V, P> {
    plans: &'a [Vec<Symbol<V>>],
    /// The goal, the steps and whether they are exact: which whole texts are answers.
    asked: Budget,
    max_steps: u32,
    /// Most sticks that may leave full positions, and arrive at empty ones.
    budget: (u32, u32),
    stride: u32,
    /// `fitting[removed × stride + added]`: the pairs that stay within the budget after a glyph
    /// costing that much.
    fitting: Vec<P>,
    /// `ranges[index(slot, sign, removed left, added left)]`: the least and greatest sum the
    /// slots from `slot` on can add, or `None` if they cannot all show a symbol.
    ranges: Vec<Option<(V, V)>>,
    /// `left[bit]`: where, among one slot and sign's `ranges`, the budget left after the pair of
    /// `bit` is kept (a lookup instead of a division by `stride` for every pair of every step).
    left: [usize; PAIR_BITS],
    /// `choices[slot]`: each symbol of the slot as the forward pass applies it.
    choices: Vec<Vec<Choice<V>>>,
    /// The glyphs of every choice within the budget: (the pairs that stay within it, the shift
    /// that adds the glyph's cost).
    glyph_steps: Vec<(P, u32)>,
    layers: Vec<Layer<V, P>>,
    /// `edges[slot]`: where each state of layer `slot` leads, found once by the forward pass so
    /// that counting and listing never step or hash again.
    edges: Vec<Edges>,
    /// `counts[slot][state × max_steps + steps − 1]`: completions of the state into answers
    /// exactly `steps` away.
    counts: Vec<Vec<u128>>,
}

impl<'a, V: Value, P: PairSet> Sums<'a, V, P> {
    /// Runs both passes; `watch` hears the fraction done and says whether to go on. The budget's
    /// pairs must fit `P` (see [`super::pairs::bits_needed`]).
    pub(crate) fn run(
        plans: &'a [Vec<Symbol<V>>],
        asked: Budget,
        watch: &mut dyn Watch,
    ) -> Result<Self, SolveError> {
        let max_steps = asked.steps;
        let budget = budget(asked.goal, max_steps);
        debug_assert!(super::pairs::bits_needed(budget) <= P::BITS);
        let mut sums = Self {
            plans,
            asked,
            max_steps,
            budget,
            stride: budget.1 + 1,
            fitting: fitting::<P>(budget),
            ranges: Vec::new(),
            left: [0; PAIR_BITS],
            choices: Vec::new(),
            glyph_steps: Vec::new(),
            layers: Vec::new(),
            edges: Vec::new(),
            counts: Vec::new(),
        };
        sums.fill_choices();
        sums.fill_ranges();
        sums.forward(watch)?;
        sums.backward(watch)?;
        Ok(sums)
    }

    /// Answers exactly `steps` away.
    pub(crate) fn count(&self, steps: u32) -> u128 {
        self.count_at(0, 0, steps)
    }

    fn count_at(&self, slot: usize, state: usize, steps: u32) -> u128 {
        self.counts[slot]
            .get(state * self.max_steps as usize + steps as usize - 1)
            .copied()
            .unwrap_or(0)
    }

    fn range_index(&self, slot: usize, sign: i8, removed_left: u32, added_left: u32) -> usize {
        let sign = usize::from(sign < 0);
        ((slot * 2 + sign) * (self.budget.0 as usize + 1) + removed_left as usize)
            * (self.budget.1 as usize + 1)
            + added_left as usize
    }

    fn fill_ranges(&mut self) {
        for (bit, left) in self.left.iter_mut().enumerate() {
            let (removed, added) = (bit as u32 / self.stride, bit as u32 % self.stride);
            if removed <= self.budget.0 && added <= self.budget.1 {
                *left = ((self.budget.0 - removed) * self.stride + self.budget.1 - added) as usize;
            }
        }
        let slots = self.plans.len();
        let per_slot = 2 * (self.budget.0 as usize + 1) * (self.budget.1 as usize + 1);
        self.ranges = vec![None; (slots + 1) * per_slot];
        for sign in [1, -1] {
            for removed in 0..=self.budget.0 {
                for added in 0..=self.budget.1 {
                    let at = self.range_index(slots, sign, removed, added);
                    self.ranges[at] = Some((V::zero(), V::zero()));
                }
            }
        }
        for slot in (0..slots).rev() {
            for sign in [1, -1] {
                for removed in 0..=self.budget.0 {
                    for added in 0..=self.budget.1 {
                        let range = self.slot_range(slot, sign, removed, added);
                        let at = self.range_index(slot, sign, removed, added);
                        self.ranges[at] = range;
                    }
                }
            }
        }
    }

    /// The range of sums slots `slot..` can add, from the already filled ranges after it.
    fn slot_range(&self, slot: usize, sign: i8, removed: u32, added: u32) -> Option<(V, V)> {
        let mut range: Option<(V, V)> = None;
        let which = usize::from(sign < 0);
        for (symbol, choice) in self.plans[slot].iter().zip(&self.choices[slot]) {
            let (next_sign, own) = (choice.sign[which], &choice.adds[which]);
            for glyph in &symbol.glyphs {
                if glyph.removed > removed || glyph.added > added {
                    continue;
                }
                let rest =
                    self.range_index(slot + 1, next_sign, removed - glyph.removed, added - glyph.added);
                let Some((low, high)) = &self.ranges[rest] else {
                    continue;
                };
                let (low, high) = (own.plus(low), own.plus(high));
                range = Some(match range {
                    None => (low, high),
                    Some((l, h)) => (l.min(low), h.max(high)),
                });
            }
        }
        range
    }

    /// Each symbol's effect for either sign of the term, and its glyphs' shifts, worked out once
    /// rather than for each of the thousands of states that try it (a fifth of a solve).
    fn fill_choices(&mut self) {
        let mut choices = Vec::with_capacity(self.plans.len());
        for plan in self.plans {
            let mut slot = Vec::with_capacity(plan.len());
            for symbol in plan {
                let start = self.glyph_steps.len() as u32;
                for g in &symbol.glyphs {
                    if g.removed <= self.budget.0 && g.added <= self.budget.1 {
                        let cost = g.removed * self.stride + g.added;
                        self.glyph_steps.push((self.fitting[cost as usize], cost));
                    }
                }
                let (plus_sign, plus) = effect(&symbol.effect, 1, &V::zero());
                let (minus_sign, minus) = effect(&symbol.effect, -1, &V::zero());
                slot.push(Choice {
                    glyphs: (start, self.glyph_steps.len() as u32),
                    sign: [plus_sign, minus_sign],
                    adds: [plus, minus],
                });
            }
            choices.push(slot);
        }
        self.choices = choices;
    }

    /// The state after `choice` at `slot`, keeping only the pairs from which the slots after it
    /// can still bring the sum to zero; `None` if none can.
    fn step(&self, slot: usize, state: &State<V, P>, choice: &Choice<V>) -> Option<State<V, P>> {
        let glyphs = &self.glyph_steps[choice.glyphs.0 as usize..choice.glyphs.1 as usize];
        let pairs = glyphs.iter().fold(P::EMPTY, |pairs, &(fitting, shift)| {
            pairs | (state.pairs & fitting) << shift
        });
        if pairs == P::EMPTY {
            return None;
        }
        let which = usize::from(state.sign < 0);
        let sign = choice.sign[which];
        let sum = state.sum.plus(&choice.adds[which]);
        let needed = sum.negated();
        let mut kept = P::EMPTY;
        let ranges = self.range_index(slot + 1, sign, 0, 0);
        for bit in bits(pairs) {
            if let Some((low, high)) = &self.ranges[ranges + self.left[bit as usize]]
                && *low <= needed
                && needed <= *high
            {
                kept |= P::ZERO_PAIR << bit;
            }
        }
        (kept != P::EMPTY).then_some(State {
            sign,
            sum,
            pairs: kept,
        })
    }

    fn forward(&mut self, watch: &mut dyn Watch) -> Result<(), SolveError> {
        let slots = self.plans.len();
        let root = State {
            sign: 1,
            sum: V::zero(),
            pairs: P::ZERO_PAIR,
        };
        let at = self.range_index(0, 1, self.budget.0, self.budget.1);
        let reachable = self.ranges[at]
            .as_ref()
            .is_some_and(|(low, high)| *low <= V::zero() && V::zero() <= *high);
        self.layers = vec![if reachable {
            Layer::from_iter([root])
        } else {
            Layer::default()
        }];
        let mut kept = self.layers[0].len();
        for slot in 0..slots {
            if !watch.keep_going(0.8 * slot as f32 / slots as f32) {
                return Err(SolveError::Cancelled);
            }
            // Layers grow about twofold per slot in the middle of an equation: sized ahead, the
            // set rarely rehashes.
            let mut next = Layer::with_capacity_and_hasher(2 * self.layers[slot].len(), FxBuildHasher);
            // A state has one or two moves out on average: sized ahead, neither list regrows.
            let mut edges = Edges {
                starts: Vec::with_capacity(self.layers[slot].len() + 1),
                moves: Vec::with_capacity(2 * self.layers[slot].len()),
            };
            edges.starts.push(0);
            for state in &self.layers[slot] {
                for (index, choice) in self.choices[slot].iter().enumerate() {
                    if let Some(after) = self.step(slot, state, choice) {
                        let (after, _) = next.insert_full(after);
                        edges.push(after, index);
                    }
                }
                edges.starts.push(edges.moves.len() as u32);
                if kept + next.len() > MAX_STATES {
                    return Err(SolveError::TooManyStates { max: MAX_STATES });
                }
            }
            kept += next.len();
            self.layers.push(next);
            self.edges.push(edges);
        }
        Ok(())
    }

    fn backward(&mut self, watch: &mut dyn Watch) -> Result<(), SolveError> {
        let slots = self.plans.len();
        let width = self.max_steps as usize;
        let mut counts = vec![Vec::new(); slots + 1];
        counts[slots] = vec![0u128; self.layers[slots].len() * width];
        for (index, state) in self.layers[slots].iter().enumerate() {
            if let Some(steps) = answer_steps(state.pairs, self.stride, self.asked) {
                counts[slots][index * width + steps as usize - 1] = 1;
            }
        }
        for slot in (0..slots).rev() {
            if !watch.keep_going(0.8 + 0.2 * (slots - slot) as f32 / slots as f32) {
                return Err(SolveError::Cancelled);
            }
            let mut here = vec![0u128; self.layers[slot].len() * width];
            for index in 0..self.layers[slot].len() {
                for (_, next) in self.edges[slot].from(index, 0) {
                    for steps in 0..width {
                        let total = &mut here[index * width + steps];
                        *total = total
                            .checked_add(counts[slot + 1][next * width + steps])
                            .ok_or(SolveError::TooManyToCount)?;
                    }
                }
            }
            counts[slot] = here;
        }
        self.counts = counts;
        Ok(())
    }

    /// The texts exactly `steps` away, in text order, as the index of the chosen symbol in each
    /// slot; stops after `limit` (or when `visit` returns false).
    pub(crate) fn walk(&self, steps: u32, visit: &mut dyn FnMut(&[usize]) -> bool) {
        let slots = self.plans.len();
        if self.count(steps) == 0 {
            return;
        }
        // (state in its layer, next of its moves to try) per slot entered; `chosen` per slot passed.
        let mut path: Vec<(usize, usize)> = vec![(0, 0)];
        let mut chosen: Vec<usize> = Vec::with_capacity(slots);
        while let Some(&(state, next_move)) = path.last() {
            let slot = path.len() - 1;
            if slot == slots {
                if !visit(&chosen) {
                    return;
                }
                path.pop();
                chosen.pop();
                continue;
            }
            let found = self.edges[slot]
                .from(state, next_move)
                .enumerate()
                .find(|&(_, (_, index))| self.count_at(slot + 1, index, steps) > 0);
            if let Some((skipped, (symbol, index))) = found {
                if let Some(top) = path.last_mut() {
                    top.1 = next_move + skipped + 1;
                }
                chosen.push(symbol);
                path.push((index, 0));
            } else {
                path.pop();
                chosen.pop();
            }
        }
    }
}

/// The most sticks that may leave full positions, and arrive at empty ones, within `max_steps`
/// under `goal`.
pub(crate) fn budget(goal: Goal, max_steps: u32) -> (u32, u32) {
    match goal {
        Goal::Move => (max_steps, max_steps),
        Goal::Add => (0, max_steps),
        Goal::Remove => (max_steps, 0),
    }
}

/// The sign and sum after a symbol's effect.
fn effect<V: Value>(effect: &Effect<V>, sign: i8, sum: &V) -> (i8, V) {
    match effect {
        Effect::Digit { value, weight } => (sign, sum.plus(&weight.times(value * i64::from(sign)))),
        Effect::Sign(next) => (*next, sum.clone()),
        Effect::Equals => (1, sum.clone()),
    }
}
