//! The class quiz of classroom mode, without a window: Ask picks a random position the class has
//! not been shown yet ([`Picker`]), the teacher marks the class's answer right or wrong, and the
//! session's [`Tally`] keeps each marked question as data (when, which tab, the position, the
//! true answer, right or wrong), to show as a score and export as CSV (`export::quiz_csv`).
//!
//! The pick is random but seeded, so a test that injects the seed asks the same questions on
//! every run; the window seeds it from the clock. What is hidden is each tab's own rule (its
//! classroom state): the picker only chooses among what it is handed.

mod clock;
mod seeded;
mod tally;

pub use clock::{iso_utc, now_unix_seconds};
pub use seeded::{SplitMix64, splitmix};
pub use tally::{Marked, Score, Tally};

use nimlab_core::games::Outcome;
use nimlab_core::games::positions::Position;
use nimlab_core::games::sums::Heap;

/// The tab a question was asked on (the quiz's own, so the quiz needs nothing of `tabs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The game-tree tab: the coin game or heaps of a game.
    GameTree,
    /// The Grundy tab.
    Grundy,
}

/// The position a question asks about, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The coin game: a pile of this many coins, a player to move.
    Coins(u32),
    /// Heaps of a game: this position of the sum, written with each heap's game when the sum
    /// has several (`tagged`), as its graph writes it.
    Heaps {
        /// The position.
        position: Position,
        /// The sum has heaps of more than one game.
        tagged: bool,
    },
    /// The Grundy tab: g(n) of the game on show, for this n.
    GrundyValue(u32),
    /// The Grundy tab: who wins the sum of games built under the table, these heaps.
    SumOutcome(Vec<Heap>),
}

/// The answer the engines give to a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrueAnswer {
    /// Win or lose for the player to move.
    Outcome(Outcome),
    /// A Grundy value.
    Value(u32),
}

/// One question asked of the class: the tab, the position and the true answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The tab it was asked on.
    pub tab: Tab,
    /// What it asks about.
    pub asked: Asked,
    /// The engines' answer, shown only once the question is marked.
    pub answer: TrueAnswer,
}

/// What Ask came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick<K> {
    /// This hidden position is asked.
    Asked(K),
    /// Nothing is hidden: there is nothing to ask until Hide all.
    NothingHidden,
}

/// Ask's choice: a seeded random pick among the positions still hidden, never the one just
/// asked while another is left (asking twice in a row would repeat the question).
#[derive(Clone, Debug)]
pub struct Picker<K> {
    random: SplitMix64,
    last: Option<K>,
}

impl<K> Default for Picker<K> {
    fn default() -> Self {
        Self {
            random: SplitMix64::new(0),
            last: None,
        }
    }
}

impl<K: Clone + PartialEq> Picker<K> {
    /// A picker whose picks follow from `seed`.
    pub fn seeded(seed: u64) -> Self {
        Self {
            random: SplitMix64::new(seed),
            last: None,
        }
    }

    /// One of `hidden` at random, never the one asked last unless it is the only one left.
    pub fn pick(&mut self, hidden: &[K]) -> Pick<K> {
        let others: Vec<&K> = hidden
            .iter()
            .filter(|&position| self.last.as_ref() != Some(position))
            .collect();
        let choices: Vec<&K> = if others.is_empty() {
            hidden.iter().collect()
        } else {
            others
        };
        if choices.is_empty() {
            return Pick::NothingHidden;
        }
        let picked = choices[self.random.below(choices.len())].clone();
        self.last = Some(picked.clone());
        Pick::Asked(picked)
    }

    /// A new game or a new start: the one asked last belongs to another.
    pub fn forget(&mut self) {
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_is_one_of_the_hidden_never_the_last_and_the_same_for_a_seed() {
        let hidden = [2, 3, 5, 7, 11];
        let (mut one, mut other) = (Picker::seeded(9), Picker::seeded(9));
        let mut last = None;
        for _ in 0..50 {
            let Pick::Asked(picked) = one.pick(&hidden) else {
                panic!("five are hidden");
            };
            assert!(hidden.contains(&picked));
            assert_ne!(Some(picked), last, "never the one just asked");
            assert_eq!(other.pick(&hidden), Pick::Asked(picked), "one seed, one sequence");
            last = Some(picked);
        }
        let mut picker = Picker::seeded(1);
        assert_eq!(picker.pick(&[4]), Pick::Asked(4));
        assert_eq!(
            picker.pick(&[4]),
            Pick::Asked(4),
            "the only one left is asked again"
        );
        assert_eq!(picker.pick(&[]), Pick::<u32>::NothingHidden);
    }

    #[test]
    fn every_hidden_position_comes_up() {
        let hidden: Vec<u32> = (0..6).collect();
        let mut picker = Picker::seeded(2026);
        let mut seen = [false; 6];
        for _ in 0..200 {
            if let Pick::Asked(n) = picker.pick(&hidden) {
                seen[n as usize] = true;
            }
        }
        assert!(seen.iter().all(|&s| s), "{seen:?}");
    }
}
