//! What the programmes that keep their layers' moves (`chain.rs`, `roman.rs`) do once the
//! forward pass is over: count, from the last layer back, each state's completions into answers
//! at every step count, and list the answers in text order by a walk that enters only states
//! with completions, so it never searches in vain.

use super::sums::Edges;
use super::{Answer, Solutions, SolveError};
use crate::watch::Watch;

/// Every answer counted and the first `limit` listed: `all_edges[slot]` are the moves out of
/// layer `slot`'s states (a state's moves in symbol order), `finals[state]` the steps at which a
/// last-layer state is listed (`None`: no answer). `answer` draws the answer that picks symbol
/// `chosen[i]` in slot i, `steps` away. `watch` hears the fraction done, from 0.8 on.
pub(super) fn listed(
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
