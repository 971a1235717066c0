//! The shared shape of the programmes that keep their layers' moves (`chain.rs` reads a text slot
//! by slot, `roman.rs` number by number): a forward pass that merges prefixes whose readings are
//! equal, then, from the last layer back, each state's completions into answers at every step
//! count, and the answers listed in text order by a walk that enters only states with
//! completions, so it never searches in vain. A programme says only how it reads (a [`Reader`]).

use std::hash::Hash;

use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;

use super::pairs::{PairSet, answer_steps, fitting};
use super::plan::Glyph;
use super::sums::{Edges, budget};
use super::{Answer, Solutions, SolveError};
use crate::matchsticks::budget::Budget;
use crate::watch::Watch;

/// How a programme reads a text unit by unit (a slot, or a whole number).
pub(super) trait Reader {
    /// Where the reading of a prefix stands: prefixes whose readings (and stick counts) are
    /// equal have the same futures, so they merge into one state.
    type Reading: Clone + Eq + Hash;
    /// The most states the programme keeps over all its layers (what its states weigh decides).
    const MAX_STATES: usize;
    /// The reading before the first unit.
    fn start(&self) -> Self::Reading;
    /// How many units the text has.
    fn units(&self) -> usize;
    /// The glyphs of each symbol unit `unit` may show, in text order (answers list in it).
    fn symbols(&self, unit: usize) -> impl Iterator<Item = &[Glyph]>;
    /// The reading after symbol `symbol` at unit `unit`; `None` if no text with this prefix is
    /// true. After the last unit, only a whole true text may have a reading.
    fn read(&self, reading: &Self::Reading, unit: usize, symbol: usize) -> Option<Self::Reading>;
    /// Whether a reading after the last unit is a true text.
    fn is_true(&self, reading: &Self::Reading) -> bool;
    /// The answer that picks symbol `chosen[u]` at unit u, drawn `steps` away.
    fn answer(&self, chosen: &[usize], steps: u32) -> Answer;
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State<R, P> {
    reading: R,
    pairs: P,
}

/// Every true text `asked` accepts, counted, the first `limit` listed in order; `watch` hears the
/// fraction done and returns false to stop. The budget's pairs must fit `P`.
pub(super) fn solve<P: PairSet, R: Reader>(
    reader: &R,
    asked: Budget,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    let most = budget(asked.goal, asked.steps);
    let stride = most.1 + 1;
    let fitting = fitting::<P>(most);
    let shift = |pairs: P, g: &Glyph| -> P {
        if g.removed > most.0 || g.added > most.1 {
            return P::EMPTY;
        }
        let cost = g.removed * stride + g.added;
        (pairs & fitting[cost as usize]) << cost
    };
    let units = reader.units();
    let root = State {
        reading: reader.start(),
        pairs: P::ZERO_PAIR,
    };
    let mut layers: Vec<IndexSet<State<R::Reading, P>, FxBuildHasher>> = vec![IndexSet::from_iter([root])];
    let mut all_edges: Vec<Edges> = Vec::with_capacity(units);
    let mut kept = 1;
    for unit in 0..units {
        if !watch.keep_going(0.8 * unit as f32 / units as f32) {
            return Err(SolveError::Cancelled);
        }
        let mut next: IndexSet<State<R::Reading, P>, FxBuildHasher> = IndexSet::default();
        let mut edges = Edges::default();
        edges.starts.push(0);
        for state in &layers[unit] {
            for (symbol, glyphs) in reader.symbols(unit).enumerate() {
                let pairs = glyphs.iter().fold(P::EMPTY, |p, g| p | shift(state.pairs, g));
                if pairs == P::EMPTY {
                    continue;
                }
                let Some(reading) = reader.read(&state.reading, unit, symbol) else {
                    continue;
                };
                let (after, _) = next.insert_full(State { reading, pairs });
                edges.push(after, symbol);
            }
            edges.starts.push(edges.moves.len() as u32);
            if kept + next.len() > R::MAX_STATES {
                return Err(SolveError::TooManyStates { max: R::MAX_STATES });
            }
        }
        kept += next.len();
        layers.push(next);
        all_edges.push(edges);
    }
    let finals: Vec<Option<u32>> = layers[units]
        .iter()
        .map(|state| answer_steps(state.pairs, stride, asked).filter(|_| reader.is_true(&state.reading)))
        .collect();
    listed(
        &all_edges,
        &finals,
        asked.steps,
        limit,
        watch,
        &mut |chosen, steps| reader.answer(chosen, steps),
    )
}

/// Every answer counted and the first `limit` listed: `all_edges[slot]` are the moves out of
/// layer `slot`'s states (a state's moves in symbol order), `finals[state]` the steps at which a
/// last-layer state is listed (`None`: no answer). `answer` draws the answer that picks symbol
/// `chosen[i]` in slot i, `steps` away. `watch` hears the fraction done, from 0.8 on.
fn listed(
    all_edges: &[Edges],
    finals: &[Option<u32>],
    max_steps: u32,
    limit: usize,
    watch: &mut dyn Watch,
    answer: &mut dyn FnMut(&[usize], u32) -> Answer,
) -> Result<Solutions, SolveError> {
    let counts = count_back(all_edges, finals, max_steps, watch)?;
    let width = max_steps as usize;
    let count_at = |slot: usize, state: usize, steps: u32| -> u128 {
        counts[slot]
            .get(state * width + steps as usize - 1)
            .copied()
            .unwrap_or(0)
    };
    let totals: Vec<u128> = (1..=max_steps).map(|steps| count_at(0, 0, steps)).collect();
    let mut answers = Vec::new();
    for steps in 1..=max_steps {
        if answers.len() < limit && totals[steps as usize - 1] > 0 {
            walk(all_edges, &count_at, steps, &mut |chosen| {
                answers.push(answer(chosen, steps));
                answers.len() < limit
            });
        }
    }
    Ok(Solutions {
        counts: totals,
        answers,
    })
}

/// For every state of every layer, its completions into answers listed 1, 2, … `max_steps`
/// away (`counts[slot][state × max_steps + steps − 1]`).
fn count_back(
    all_edges: &[Edges],
    finals: &[Option<u32>],
    max_steps: u32,
    watch: &mut dyn Watch,
) -> Result<Vec<Vec<u128>>, SolveError> {
    let slots = all_edges.len();
    let width = max_steps as usize;
    let mut counts: Vec<Vec<u128>> = vec![Vec::new(); slots + 1];
    counts[slots] = vec![0; finals.len() * width];
    for (index, steps) in finals.iter().enumerate() {
        if let Some(steps) = steps {
            counts[slots][index * width + *steps as usize - 1] = 1;
        }
    }
    for slot in (0..slots).rev() {
        if !watch.keep_going(0.8 + 0.2 * (slots - slot) as f32 / slots as f32) {
            return Err(SolveError::Cancelled);
        }
        let states = all_edges[slot].starts.len().saturating_sub(1);
        let mut here = vec![0u128; states * width];
        for index in 0..states {
            for (_, next) in all_edges[slot].from(index, 0) {
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
    Ok(counts)
}

/// The texts exactly `steps` away in text order, as the choice in each slot, depth first,
/// entering only states with completions that far; stops when `visit` returns false.
fn walk(
    all_edges: &[Edges],
    count_at: &dyn Fn(usize, usize, u32) -> u128,
    steps: u32,
    visit: &mut dyn FnMut(&[usize]) -> bool,
) {
    let slots = all_edges.len();
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
        let found = all_edges[slot]
            .from(state, next_move)
            .enumerate()
            .find(|&(_, (_, index))| count_at(slot + 1, index, steps) > 0);
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
