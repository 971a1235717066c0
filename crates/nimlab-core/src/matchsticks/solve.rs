//! The fast exact solver: every true equation within k stick moves (or additions, or removals)
//! of a layout, each listed once with the smallest k that reaches it; or, for a budget of
//! *exactly* k ([`Budget`]), every true equation some drawing of which lies exactly k away.
//!
//! Distance is counted on sets of full stick positions: an answer Y is k moves from X when
//! |X∖Y| = |Y∖X| = k, whatever order the sticks move in. So instead of searching move sequences,
//! the solver picks a target symbol for every slot (each costs the sticks it takes away and the
//! sticks it needs), and a dynamic programme over the slots (`solve/sums.rs`) carries the sum so
//! far, so that the work grows with the number of slots, not with the number of fillings.

mod chain;
mod edges;
mod layers;
mod pairs;
mod plan;
mod roman;
mod sums;

use num_bigint::BigInt;

pub use super::budget::{Budget, Goal};
use super::glyph::Segments;
use super::layout::{Layout, Rules};
use crate::watch::Watch;
use pairs::PairSet;
pub(crate) use plan::Glyph;
use plan::{Symbol, Value};
use sums::Sums;

/// One answer: the equation, how many steps away it is, and the nearest layout that shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Answer {
    /// The true equation.
    pub equation: String,
    /// The fewest steps that reach it (for an exact budget, its steps).
    pub moves: u32,
    /// The answer's sticks.
    pub layout: Layout,
}

/// The answers of a layout: how many lie at each step count, and the first of them in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Solutions {
    /// `counts[k − 1]`: the answers listed k steps away, for k = 1 … the budget (for an exact
    /// budget, all at the budget and none nearer). Exact.
    pub counts: Vec<u128>,
    /// The first answers, sorted by steps, then by equation text: all of them unless there are
    /// more than the limit asked for.
    pub answers: Vec<Answer>,
}

impl Solutions {
    /// Every answer within the budget.
    pub fn total(&self) -> u128 {
        self.counts.iter().sum()
    }

    /// Whether `answers` holds every answer, not only the first ones.
    pub fn is_complete(&self) -> bool {
        self.answers.len() as u128 == self.total()
    }
}

/// Why the solver gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum SolveError {
    /// The layout has more slots than the solver takes.
    #[error("the equation has {slots} symbols; the solver takes at most {max}")]
    TooManySlots {
        /// How many slots the layout has.
        slots: usize,
        /// The most slots the solver takes.
        max: usize,
    },
    /// The budget is more steps than the solver takes.
    #[error("{steps} steps is too many: the solver goes up to {max}")]
    TooManySteps {
        /// The budget asked for.
        steps: u32,
        /// The most steps the solver takes.
        max: u32,
    },
    /// Tracking the partial sums would take more memory than nimlab allows itself.
    #[error(
        "too many partial sums to track (over {max}, nimlab's memory limit of 512 MB): \
         try fewer steps or shorter numbers"
    )]
    TooManyStates {
        /// The most partial sums the solver tracks.
        max: usize,
    },
    /// More answers than a 128-bit count holds.
    #[error("more answers than can be counted (over 10^38)")]
    TooManyToCount,
    /// Whoever asked stopped the work.
    #[error("stopped")]
    Cancelled,
}

/// The most slots the solver takes: those of the longest layout (its tables then stay within
/// memory even for the longest numbers).
pub use super::layout::MAX_SLOTS;

/// The most steps a puzzle's budget may have, in the window and on the command line alike (a
/// move budget's (removed, added) pairs then fit a 128-bit set). The real bound on the work is
/// the solver's state budget: a layout too rich for it is refused with
/// [`SolveError::TooManyStates`], whatever its budget.
pub const MAX_STEPS: u32 = 10;

/// Every true equation within `max_steps` of `layout` under `goal`, sorted by steps, then by
/// equation text; the layout's own equation is not an answer.
pub fn solve(layout: &Layout, rules: Rules, goal: Goal, max_steps: u32) -> Result<Vec<Answer>, SolveError> {
    solve_budget(
        layout,
        rules,
        Budget::up_to(goal, max_steps),
        usize::MAX,
        &mut |_| true,
    )
    .map(|s| s.answers)
}

/// The puzzle `layout` is a true equation as it stands, under its own rules
/// ([`Rules::for_layout`]); it is never one of its answers.
pub fn already_true(layout: &Layout, rules: Rules) -> bool {
    let rules = rules.for_layout(layout);
    layout.for_rules(rules).is_true(rules)
}

/// Counts every answer within `max_steps` exactly and lists the first `limit` in order:
/// [`solve_budget`] with a budget of up to `max_steps`.
pub fn solve_within(
    layout: &Layout,
    rules: Rules,
    goal: Goal,
    max_steps: u32,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    solve_budget(layout, rules, Budget::up_to(goal, max_steps), limit, watch)
}

/// Counts every answer `budget` accepts exactly and lists the first `limit` in order. The
/// rules are the puzzle's ([`Rules::for_layout`]: a × or ÷ it shows allows both), and the
/// answers' layouts are of `layout` as they read it ([`Layout::for_rules`]).
///
/// The cost grows polynomially with the number of slots for a fixed budget (see `solve/sums.rs`,
/// and `solve/chain.rs` for ×, ÷, a movable '=' and chains) and is capped: past `MAX_SLOTS`, `MAX_STEPS` or the memory limit the solver refuses instead.
/// `watch` hears the fraction done and returns false to stop.
pub fn solve_budget(
    layout: &Layout,
    rules: Rules,
    budget: Budget,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    let (goal, max_steps) = (budget.goal, budget.steps);
    // Layouts built slot by slot (from files, by the editor) may not have passed `parse`.
    if layout.slots.len() > MAX_SLOTS {
        return Err(SolveError::TooManySlots {
            slots: layout.slots.len(),
            max: MAX_SLOTS,
        });
    }
    if max_steps > MAX_STEPS {
        return Err(SolveError::TooManySteps {
            steps: max_steps,
            max: MAX_STEPS,
        });
    }
    // The puzzle's own symbols widen the rules (× or ÷ shown turns that rule on).
    let rules = rules.for_layout(layout);
    // A fixed '=' is no sign slot, a movable one is (see `Layout::for_rules`).
    let layout = &layout.for_rules(rules);
    if max_steps == 0 || layout.check_for(rules).is_err() {
        return Ok(Solutions {
            counts: vec![0; max_steps as usize],
            answers: Vec::new(),
        });
    }
    // Roman numerals take the programme of `solve/roman.rs`.
    if layout.is_roman() {
        return if pairs::bits_needed(sums::budget(goal, max_steps)) <= u64::BITS {
            roman::solve::<u64>(layout, rules, budget, limit, watch)
        } else {
            roman::solve::<u128>(layout, rules, budget, limit, watch)
        };
    }
    // ×, ÷, a movable '=' or a chain take the programme of `solve/chain.rs`.
    if rules.times_divide || rules.movable_equals || layout.equals_count() != 1 {
        return if pairs::bits_needed(sums::budget(goal, max_steps)) <= u64::BITS {
            chain::solve::<u64>(layout, rules, budget, limit, watch)
        } else {
            chain::solve::<u128>(layout, rules, budget, limit, watch)
        };
    }
    // Numbers that fit an i128 are summed in it; only longer ones pay for big integers.
    if plan::longest_number(layout) <= plan::I128_DIGITS {
        let plans = plan::plan::<i128>(layout, rules);
        solve_plans(layout, &plans, budget, limit, watch)
    } else {
        let plans = plan::plan::<BigInt>(layout, rules);
        solve_plans(layout, &plans, budget, limit, watch)
    }
}

/// `solve_within` once each slot's symbols are planned (`plans[i]` for slot i of `layout`), with
/// the narrowest set of pairs the budget fits (see `solve/pairs.rs`).
fn solve_plans<V: Value>(
    layout: &Layout,
    plans: &[Vec<Symbol<V>>],
    budget: Budget,
    limit: usize,
    watch: &mut dyn Watch,
) -> Result<Solutions, SolveError> {
    let (goal, max_steps) = (budget.goal, budget.steps);
    if pairs::bits_needed(sums::budget(goal, max_steps)) <= u64::BITS {
        let sums = Sums::<V, u64>::run(plans, budget, watch)?;
        Ok(listed(&sums, layout, plans, goal, max_steps, limit))
    } else {
        let sums = Sums::<V, u128>::run(plans, budget, watch)?;
        Ok(listed(&sums, layout, plans, goal, max_steps, limit))
    }
}

/// Every answer of `sums` counted, the first `limit` listed.
fn listed<V: Value, P: PairSet>(
    sums: &Sums<'_, V, P>,
    layout: &Layout,
    plans: &[Vec<Symbol<V>>],
    goal: Goal,
    max_steps: u32,
    limit: usize,
) -> Solutions {
    let counts: Vec<u128> = (1..=max_steps).map(|steps| sums.count(steps)).collect();
    let mut answers = Vec::new();
    for steps in 1..=max_steps {
        if answers.len() >= limit {
            break;
        }
        sums.walk(steps, &mut |chosen| {
            answers.push(answer(layout, plans, chosen, goal, steps));
            answers.len() < limit
        });
    }
    Solutions { counts, answers }
}

/// The answer that picks symbol `chosen[i]` in slot i, drawn with the glyphs nearest the layout.
fn answer<V>(layout: &Layout, plans: &[Vec<Symbol<V>>], chosen: &[usize], goal: Goal, steps: u32) -> Answer {
    let symbol = |slot: usize| &plans[slot][chosen[slot]];
    let glyphs: Vec<&[Glyph]> = (0..chosen.len())
        .map(|slot| symbol(slot).glyphs.as_slice())
        .collect();
    let sticks = pick_glyphs(&glyphs, goal, steps);
    Answer {
        equation: (0..chosen.len()).map(|slot| symbol(slot).text).collect(),
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

/// The sticks of each slot when slot i shows one of `glyphs[i]` and the whole costs exactly
/// `steps` under `goal`: from the last slot back, the first glyph of the slot that leaves a cost
/// the slots before it can make. `steps` is at most [`MAX_STEPS`].
pub(crate) fn pick_glyphs(glyphs: &[&[Glyph]], goal: Goal, steps: u32) -> Vec<Segments> {
    // Which (removed, added) each prefix can cost, as bit removed × stride + added: 121 bits at
    // most for a move budget of `MAX_STEPS`.
    let stride = steps + 1;
    let bit = |removed: u32, added: u32| 1u128 << (removed * stride + added);
    // The pairs that stay within `steps` after a glyph costing (removed, added).
    let fitting = |removed: u32, added: u32| -> u128 {
        if removed > steps || added > steps {
            return 0;
        }
        let row = (1u128 << (steps - added + 1)) - 1;
        (0..=steps - removed).fold(0, |mask, r| mask | row << (r * stride))
    };
    let mut reachable: Vec<u128> = Vec::with_capacity(glyphs.len() + 1);
    reachable.push(bit(0, 0));
    for options in glyphs {
        let before = reachable[reachable.len() - 1];
        let after = options.iter().fold(0, |after, g| {
            after | ((before & fitting(g.removed, g.added)) << (g.removed * stride + g.added))
        });
        reachable.push(after);
    }
    let mut target = match goal {
        Goal::Move => (steps, steps),
        Goal::Add => (0, steps),
        Goal::Remove => (steps, 0),
    };
    let mut sticks = vec![0; glyphs.len()];
    for (slot, options) in glyphs.iter().enumerate().rev() {
        let glyph = options
            .iter()
            .find(|g| {
                g.removed <= target.0
                    && g.added <= target.1
                    && reachable[slot] & bit(target.0 - g.removed, target.1 - g.added) != 0
            })
            .copied()
            .unwrap_or(options[0]);
        sticks[slot] = glyph.sticks;
        target = (
            target.0.saturating_sub(glyph.removed),
            target.1.saturating_sub(glyph.added),
        );
    }
    sticks
}

#[cfg(test)]
mod budget_tests;
#[cfg(test)]
mod programmes_tests;
#[cfg(test)]
mod roman_tests;
#[cfg(test)]
mod symbols_tests;
#[cfg(test)]
mod tests;
