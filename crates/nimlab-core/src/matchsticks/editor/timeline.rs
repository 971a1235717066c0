//! One undo order for a book of puzzles: the steps taken in each puzzle and the changes to the
//! collection, so that Undo (button or key) takes back whatever came last of what the open
//! puzzle can reach — its own steps and the collection's changes — and Redo brings back what
//! was undone last. Each puzzle keeps its steps while another is open: going back to it finds
//! its history as it was left. A new step clears what the open puzzle could redo.
//!
//! What a step *is* belongs to the caller (`S`); the timeline only keeps the order. Each place
//! keeps its own stacks, stamped with a clock that ticks on every step, undo and redo, so the
//! newest of two places is the greater stamp.

use std::collections::HashMap;

/// The most steps kept at one place; the oldest goes first.
pub const MAX_STEPS_PER_PLACE: usize = 100;

/// Where a step was taken: in one puzzle (by its lasting id) or in the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A puzzle of the book, by an id that lasts while it is moved, deleted and brought back.
    Puzzle(u64),
    /// The collection: puzzles added, deleted, moved or duplicated.
    Collection,
}

impl Place {
    /// The places the open puzzle `open` reaches: itself and the collection.
    fn reached(open: u64) -> [Self; 2] {
        [Self::Puzzle(open), Self::Collection]
    }
}

/// The undo order of a book.
#[derive(Clone, Debug)]
pub struct Timeline<S> {
    clock: u64,
    undo: HashMap<Place, Vec<(u64, S)>>,
    redo: HashMap<Place, Vec<(u64, S)>>,
}

impl<S> Default for Timeline<S> {
    fn default() -> Self {
        Self {
            clock: 0,
            undo: HashMap::new(),
            redo: HashMap::new(),
        }
    }
}

impl<S> Timeline<S> {
    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    /// Of the places `open` reaches, the one whose top of `stacks` is newest.
    fn newest(stacks: &HashMap<Place, Vec<(u64, S)>>, open: u64) -> Option<Place> {
        Place::reached(open)
            .into_iter()
            .filter_map(|place| Some((stacks.get(&place)?.last()?.0, place)))
            .max_by_key(|&(stamp, _)| stamp)
            .map(|(_, place)| place)
    }

    /// A step was taken at `place` with `open` the open puzzle: it comes after everything, and
    /// what `open` could redo is gone (returned, the last undone first, for the caller to let go of).
    /// Returns also the oldest step of `place`, if the place now holds too many.
    pub fn record(&mut self, open: u64, place: Place, step: S) -> (Vec<(Place, S)>, Option<S>) {
        let mut cleared = Vec::new();
        for reached in Place::reached(open) {
            if let Some(stack) = self.redo.remove(&reached) {
                cleared.extend(stack.into_iter().map(|(stamp, step)| (stamp, reached, step)));
            }
        }
        cleared.sort_by_key(|&(stamp, ..)| std::cmp::Reverse(stamp));
        let cleared = cleared
            .into_iter()
            .map(|(_, place, step)| (place, step))
            .collect();
        let stamp = self.tick();
        let stack = self.undo.entry(place).or_default();
        stack.push((stamp, step));
        let dropped = (stack.len() > MAX_STEPS_PER_PLACE).then(|| stack.remove(0).1);
        (cleared, dropped)
    }

    /// Where the next undo would be taken from, with `open` the open puzzle.
    pub fn next_undo(&self, open: u64) -> Option<(Place, &S)> {
        let place = Self::newest(&self.undo, open)?;
        Some((place, &self.undo[&place].last()?.1))
    }

    /// Where the next redo would be taken from, with `open` the open puzzle.
    pub fn next_redo(&self, open: u64) -> Option<(Place, &S)> {
        let place = Self::newest(&self.redo, open)?;
        Some((place, &self.redo[&place].last()?.1))
    }

    /// The newest step `open` reaches, to change as it grows (a text typed on, in one edit).
    pub fn newest_mut(&mut self, open: u64) -> Option<(Place, &mut S)> {
        let place = Self::newest(&self.undo, open)?;
        Some((place, &mut self.undo.get_mut(&place)?.last_mut()?.1))
    }

    /// Takes back the newest step `open` reaches: it moves to redo, where the caller undoes
    /// it (and may change what it keeps, as a deleted puzzle's history).
    pub fn undo(&mut self, open: u64) -> Option<(Place, &mut S)> {
        Self::shift(open, &mut self.clock, &mut self.undo, &mut self.redo)
    }

    /// Brings back the step undone last that `open` reaches: it moves back to undo.
    pub fn redo(&mut self, open: u64) -> Option<(Place, &mut S)> {
        Self::shift(open, &mut self.clock, &mut self.redo, &mut self.undo)
    }

    fn shift<'a>(
        open: u64,
        clock: &mut u64,
        from: &mut HashMap<Place, Vec<(u64, S)>>,
        to: &'a mut HashMap<Place, Vec<(u64, S)>>,
    ) -> Option<(Place, &'a mut S)> {
        let place = Self::newest(from, open)?;
        let (_, step) = from.get_mut(&place)?.pop()?;
        *clock += 1;
        let stack = to.entry(place).or_default();
        stack.push((*clock, step));
        Some((place, &mut stack.last_mut()?.1))
    }

    /// Every step of `place` is let go (a puzzle that can no longer come back).
    pub fn forget(&mut self, place: Place) {
        self.undo.remove(&place);
        self.redo.remove(&place);
    }

    /// How many steps are kept at `place`, to undo and to redo.
    pub fn depth(&self, place: Place) -> (usize, usize) {
        let count = |stacks: &HashMap<Place, Vec<(u64, S)>>| stacks.get(&place).map_or(0, Vec::len);
        (count(&self.undo), count(&self.redo))
    }
}

#[cfg(test)]
mod tests;
