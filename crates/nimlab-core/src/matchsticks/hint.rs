//! Progressive hints for a student playing a puzzle: first which symbols change,
//! then which stick leaves, then where it goes, then the answer itself.
//!
//! The hints follow ONE answer and take the board as the student left it. The board is "on the
//! way" to an answer when every stick the student took away is one the answer takes away, and
//! every stick laid is one the answer lays: then the rest of the answer's changes are the steps
//! left, and taking them in any order stays within the budget (each only adds to the changes
//! the answer makes anyway). The answer followed is kept while the board stays on its way;
//! otherwise the nearest answer the board is on the way to is taken, and when there is none the
//! student has moved away from every answer and is told so (Reset or Undo brings them back).
//!
//! An answer is an equation, and with the 6, 7 and 9 variants on, one equation has several
//! layouts (a 9 with or without its bottom): the board is on the way to the answer when it is on
//! the way to any of them that lies within the budget, and the hints follow that one.
//!
//! Pure: the answers come from the solver, run elsewhere (off the UI thread).

use std::collections::BTreeMap;

use super::editor::{Settings, StickPosition};
use super::glyph::Segments;
use super::layout::{Layout, Slot};
use super::solve::{Goal, Solutions};

/// What one more hint tells, in the order they are given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Which symbols change.
    Places,
    /// Which stick leaves (moves and removals).
    Source,
    /// Where a stick goes (moves and additions).
    Target,
    /// The whole answer.
    Answer,
}

/// The hints a puzzle of `goal` gives, in order: a removal has no "where it goes", an addition
/// no "which leaves".
pub fn levels(goal: Goal) -> &'static [Level] {
    match goal {
        Goal::Move => &[Level::Places, Level::Source, Level::Target, Level::Answer],
        Goal::Add => &[Level::Places, Level::Target, Level::Answer],
        Goal::Remove => &[Level::Places, Level::Source, Level::Answer],
    }
}

/// The level of the `used`-th hint (1 = the first); past the last, the last (the answer).
pub fn level(goal: Goal, used: u32) -> Option<Level> {
    let all = levels(goal);
    let index = usize::try_from(used).ok()?.checked_sub(1)?;
    all.get(index.min(all.len() - 1)).copied()
}

/// The next step toward the answer followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Move the stick at `from` to the empty `to`.
    Move {
        /// The stick that leaves.
        from: StickPosition,
        /// Where it goes.
        to: StickPosition,
    },
    /// Lay a stick from the tray at the empty position.
    Lay(StickPosition),
    /// Take away the stick at the position.
    Take(StickPosition),
}

impl Step {
    /// The stick that leaves, if one does.
    pub fn source(self) -> Option<StickPosition> {
        match self {
            Self::Move { from, .. } | Self::Take(from) => Some(from),
            Self::Lay(_) => None,
        }
    }

    /// Where a stick arrives, if one does.
    pub fn target(self) -> Option<StickPosition> {
        match self {
            Self::Move { to, .. } | Self::Lay(to) => Some(to),
            Self::Take(_) => None,
        }
    }
}

/// What the hints can say about the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guide {
    /// The puzzle has no answer within its budget.
    NoAnswer,
    /// The board already reads as a true equation (not the puzzle's own): Check it.
    Solved,
    /// Every answer within the budget needs a change of the student's taken back.
    Astray,
    /// More answers than were listed, and none listed fits the board: no hint can be sure.
    Unlisted,
    /// The next step toward an answer.
    Next {
        /// The answer followed: its index in the answers given.
        answer: usize,
        /// The slots whose sticks still change, left to right.
        slots: Vec<usize>,
        /// One step toward it, within the budget.
        step: Step,
        /// Steps left, this one included.
        left: u32,
    },
}

/// The layout that reads as `answer`'s equation (each digit in any glyph the rules allow) that
/// `board` is on the way to and that lies within the budget from `puzzle`, with the fewest
/// changes left from the board; `None` when there is none.
///
/// The readings are chosen slot by slot, keeping for each count of sticks taken away and laid
/// so far (each at most the budget) the reading with the fewest changes left: a digit has at
/// most two glyphs, so the work is linear in the slots whatever the variants.
pub fn reading_ahead(puzzle: &Layout, board: &Layout, answer: &Layout, settings: Settings) -> Option<Layout> {
    let same = |l: &Layout| l.slots.len() == puzzle.slots.len();
    if !same(board) || !same(answer) {
        return None;
    }
    let (goal, budget, variants) = (settings.goal, settings.steps, settings.rules.variants);
    let within = |taken: u32, laid: u32| match goal {
        Goal::Move => taken <= budget && laid <= budget,
        Goal::Add => taken == 0 && laid <= budget,
        Goal::Remove => laid == 0 && taken <= budget,
    };
    // (taken, laid) → (changes left from the board, the sticks chosen for each slot so far).
    let mut best: BTreeMap<(u32, u32), (u32, Vec<Segments>)> = BTreeMap::from([((0, 0), (0, Vec::new()))]);
    for (slot, (p, b, _)) in answer.slots.iter().zip(masks(puzzle, board, answer)) {
        let readings: Vec<Segments> = match *slot {
            Slot::Digit(mask) => match variants.digit(mask) {
                Some(digit) => variants
                    .glyphs()
                    .into_iter()
                    .filter(|&(d, _)| d == digit)
                    .map(|(_, glyph)| glyph)
                    .collect(),
                None => vec![mask],
            },
            other => vec![other.sticks()],
        };
        let mut next: BTreeMap<(u32, u32), (u32, Vec<Segments>)> = BTreeMap::new();
        for a in readings
            .into_iter()
            .filter(|&a| p & !b & a == 0 && b & !p & !a == 0)
        {
            let (taken, laid, left) = ((p & !a).count_ones(), (a & !p).count_ones(), (b ^ a).count_ones());
            for (&(t, l), (changes, chosen)) in &best {
                let key = (t + taken, l + laid);
                if !within(key.0, key.1) || next.get(&key).is_some_and(|(c, _)| *c <= changes + left) {
                    continue;
                }
                let mut chosen = chosen.clone();
                chosen.push(a);
                next.insert(key, (changes + left, chosen));
            }
        }
        best = next;
    }
    // An answer drawn 1 and 2 steps away is followed, for "exactly 2", by its drawing 2 away.
    let reaches = |&(taken, laid): &(u32, u32)| settings.budget().admits(taken, laid).is_some();
    let (_, chosen) = best
        .into_iter()
        .filter(|(key, _)| reaches(key))
        .min_by_key(|(key, (changes, _))| (*changes, *key))?
        .1;
    let slots = answer
        .slots
        .iter()
        .zip(chosen)
        .map(|(slot, a)| slot.with_sticks(a))
        .collect();
    Some(Layout { slots })
}

/// Each slot's sticks in the three layouts.
fn masks<'a>(
    puzzle: &'a Layout,
    board: &'a Layout,
    answer: &'a Layout,
) -> impl Iterator<Item = (Segments, Segments, Segments)> + 'a {
    puzzle
        .slots
        .iter()
        .zip(&board.slots)
        .zip(&answer.slots)
        .map(|((p, b), a)| (p.sticks(), b.sticks(), a.sticks()))
}

/// The positions set in `mask` of slot `slot`, lowest bit first.
fn bits(slot: usize, mask: Segments) -> impl Iterator<Item = StickPosition> {
    (0..8u8)
        .filter(move |bit| mask >> bit & 1 == 1)
        .map(move |bit| StickPosition { slot, bit })
}

/// Where the hints stand for `board`, a student's try at `puzzle` under `settings`, given the
/// puzzle's `solutions` (nearest first, as the solver lists them). `followed` is the equation
/// the last hint followed, kept while the board stays on its way.
pub fn guide(
    puzzle: &Layout,
    board: &Layout,
    settings: Settings,
    solutions: &Solutions,
    followed: Option<&str>,
) -> Guide {
    let budget = settings.budget();
    let within: Vec<usize> = (0..solutions.answers.len())
        .filter(|&i| budget.accepts(solutions.answers[i].moves))
        .collect();
    let listed_all = within.len() as u128
        == solutions
            .counts
            .iter()
            .take(settings.steps as usize)
            .sum::<u128>();
    if within.is_empty() && listed_all {
        return Guide::NoAnswer;
    }
    // For "exactly k", a true board nearer than k is not yet solved: the hints lead on.
    let changes = super::editor::Changes::between(puzzle, board);
    let accepted = !budget.exactly || budget.admits(changes.removed, changes.added).is_some();
    if board != puzzle && board.is_true(settings.rules) && accepted {
        return Guide::Solved;
    }
    // Sticks still to leave and to arrive: a move pairs one of each.
    let left = |a: &Layout| -> u32 {
        let (leave, arrive) = masks(puzzle, board, a).fold((0, 0), |(l, r), (_, b, a)| {
            (l + (b & !a).count_ones(), r + (a & !b).count_ones())
        });
        leave.max(arrive)
    };
    // Each answer the board is on the way to, with the reading of it the board heads for.
    let fits: Vec<(usize, Layout)> = within
        .into_iter()
        .filter_map(|i| {
            Some((
                i,
                reading_ahead(puzzle, board, &solutions.answers[i].layout, settings)?,
            ))
        })
        .collect();
    let kept = fits
        .iter()
        .find(|(i, _)| Some(solutions.answers[*i].equation.as_str()) == followed);
    // The nearest from here; the solver's order breaks ties.
    let nearest = fits.iter().min_by_key(|(i, reading)| (left(reading), *i));
    let Some((answer, target)) = kept.or(nearest) else {
        return if listed_all {
            Guide::Astray
        } else {
            Guide::Unlisted
        };
    };
    let answer = *answer;
    let slots = (0..board.slots.len())
        .filter(|&i| board.slots[i].sticks() != target.slots[i].sticks())
        .collect();
    match next_step(board, target, settings.goal) {
        Some(step) => Guide::Next {
            answer,
            slots,
            step,
            left: left(target),
        },
        // The board shows the answer's sticks (read by other rules than it was solved by).
        None => Guide::Solved,
    }
}

/// One step from `board` toward `answer`: the first stick that leaves, moved to the first empty
/// position the answer fills in the same slot if there is one (a digit changing in place reads
/// best), else the first anywhere.
fn next_step(board: &Layout, answer: &Layout, goal: Goal) -> Option<Step> {
    let from = board
        .slots
        .iter()
        .zip(&answer.slots)
        .enumerate()
        .flat_map(|(i, (b, a))| bits(i, b.sticks() & !a.sticks()))
        .next();
    let arriving = |only: Option<usize>| {
        board
            .slots
            .iter()
            .zip(&answer.slots)
            .enumerate()
            .filter(move |(i, _)| only.is_none_or(|slot| slot == *i))
            .flat_map(|(i, (b, a))| bits(i, a.sticks() & !b.sticks()))
            .next()
    };
    match goal {
        Goal::Move => {
            let from = from?;
            let to = arriving(Some(from.slot)).or_else(|| arriving(None))?;
            Some(Step::Move { from, to })
        }
        Goal::Add => arriving(None).map(Step::Lay),
        Goal::Remove => from.map(Step::Take),
    }
}

#[cfg(test)]
mod tests;
