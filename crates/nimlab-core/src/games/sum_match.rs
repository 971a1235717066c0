//! A sum of heap games played against the computer (the Sprague–Grundy and Nim-strategy posts): the
//! heaps in play, whose turn it is, the legal moves, playing one, the computer's reply and who won.
//! The rule is given with each question rather than kept, as a class may switch between normal play
//! and misère Nim in the middle of a game; under misère whoever takes the last token loses
//! (Bouton's rule).

use super::coin_game::Rule;
use super::play::{PlayError, Player, ReplayError};
use super::sums::{self, Heap, SumAnalysis, SumError, SumMove};

/// One game of a sum against the computer, from the heaps it started with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMatch {
    first: Player,
    heaps: Vec<Heap>,
    /// For each heap in play, the index of the starting heap it came from: a move that splits a
    /// heap leaves several heaps of one origin.
    origins: Vec<usize>,
    moves: Vec<(Player, SumMove)>,
}

impl SumMatch {
    /// A new game on `start`, `first` to move.
    pub fn new(start: Vec<Heap>, first: Player) -> Self {
        Self {
            first,
            origins: (0..start.len()).collect(),
            heaps: start,
            moves: Vec::new(),
        }
    }

    /// The heaps in play: emptied heaps stay in place with size 0, split ones become several.
    pub fn heaps(&self) -> &[Heap] {
        &self.heaps
    }

    /// For each heap in play, which starting heap it came from.
    pub fn origins(&self) -> &[usize] {
        &self.origins
    }

    /// Every move so far, by whom, oldest first.
    pub fn moves(&self) -> &[(Player, SumMove)] {
        &self.moves
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
        }
    }

    /// Every legal move, sorted by heap, then by what is left.
    pub fn legal_moves(&self) -> Vec<SumMove> {
        sums::moves(&self.heaps)
    }

    /// The game on `start`, `first` to move, after `moves` (oldest first, each with who made
    /// it), each checked as [`SumMatch::play`] checks it.
    pub fn replay(
        start: Vec<Heap>,
        first: Player,
        moves: Vec<(Player, SumMove)>,
    ) -> Result<Self, ReplayError> {
        let mut replayed = Self::new(start, first);
        for (index, (by, played)) in moves.into_iter().enumerate() {
            replayed
                .play(by, played)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(replayed)
    }

    /// No move is left.
    pub fn is_over(&self) -> bool {
        self.heaps
            .iter()
            .all(|heap| heap.game.moves(heap.size).is_empty())
    }

    /// The position's values, outcome and winning moves under `rule`.
    pub fn analyse(&self, rule: Rule) -> Result<SumAnalysis, SumError> {
        sums::analyse(&self.heaps, rule)
    }

    /// The computer's reply under `rule` ([`sums::computer_move`]); `None` when no move is left.
    /// It analyses the position: a window asks [`SumMatch::reply_from`] with the analysis it
    /// had computed in the background.
    pub fn computer_reply(&self, rule: Rule) -> Result<Option<SumMove>, SumError> {
        sums::computer_move(&self.heaps, rule)
    }

    /// The computer's reply given `analysis`, the analysis of the heaps in play
    /// ([`sums::reply`]); `None` when no move is left.
    pub fn reply_from(&self, analysis: &SumAnalysis) -> Option<SumMove> {
        sums::reply(&self.heaps, analysis)
    }

    /// `by` plays `played`. That is the player to move, except where the computer cannot reply
    /// (a misère sum of other games than Nim) and the human moves for both sides: the history
    /// says who really moved, while the turn still alternates.
    pub fn play(&mut self, by: Player, played: SumMove) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::Over);
        }
        // Legal: one of the moves `legal_moves` lists, looked up on its own heap only.
        let legal = self.heaps.get(played.heap).is_some_and(|heap| {
            heap.size == played.from && heap.game.moves(heap.size).iter().any(|(_, to)| *to == played.to)
        });
        if !legal {
            return Err(PlayError::Illegal);
        }
        let added = played.to.len().saturating_sub(1);
        let origin = self.origins[played.heap];
        let at = played.heap + 1;
        self.origins.splice(at..at, std::iter::repeat_n(origin, added));
        self.heaps = sums::after(&self.heaps, &played);
        self.moves.push((by, played));
        Ok(())
    }

    /// The winner once no move is left: under normal play whoever cannot move lost, under misère
    /// whoever took the last token did.
    pub fn winner(&self, rule: Rule) -> Option<Player> {
        if !self.is_over() {
            return None;
        }
        let mover = self.to_move();
        Some(if sums::mover_wins_at_end(rule) {
            mover
        } else {
            mover.other()
        })
    }
}

#[cfg(test)]
mod tests;
