//! A sum of heap games played against the computer (seeds 001 and 003): the heaps in play, whose
//! turn it is, the legal moves, playing one, the computer's reply and who won. The rule is given
//! with each question rather than kept, as a class may switch between normal play and misère Nim
//! in the middle of a game; under misère whoever takes the last token loses (Bouton's rule).

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
    pub fn computer_reply(&self, rule: Rule) -> Result<Option<SumMove>, SumError> {
        sums::computer_move(&self.heaps, rule)
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
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::coin_game::Outcome;
    use crate::games::grundy::{HeapGame, parse_spec};

    /// A heap as typed in the sum builder: its game and its size.
    type Spec = (&'static str, u32);

    fn heaps(specs: &[Spec]) -> Vec<Heap> {
        specs
            .iter()
            .map(|&(game, size)| Heap {
                game: parse_spec(game).expect("valid"),
                size,
            })
            .collect()
    }

    /// The computer plays both sides; returns the winner, `Computer` being the side that moved
    /// first.
    fn self_play(start: Vec<Heap>, rule: Rule) -> Player {
        let mut game = SumMatch::new(start, Player::Computer);
        while let Some(reply) = game.computer_reply(rule).expect("a valid sum") {
            game.play(Player::Computer, reply)
                .expect("the computer plays legal moves");
        }
        game.winner(rule).expect("over")
    }

    #[test]
    fn known_sums() {
        // Seed 003: Nim 3, 4, 5 has XOR 2, a win for the mover, who takes heap 1 from 3 to 1.
        // Nim 1, 2, 3 has XOR 0: lost. Seed 001: {1,3,4} heaps 2 and 6 are worth 0 and 2, a
        // win. Misère Nim 1, 1, 1 (three single tokens): the mover takes the last one, lost.
        let cases: [(&[Spec], Rule, Player); 4] = [
            (
                &[("nim", 3), ("nim", 4), ("nim", 5)],
                Rule::Normal,
                Player::Computer,
            ),
            (&[("nim", 1), ("nim", 2), ("nim", 3)], Rule::Normal, Player::Human),
            (&[("1,3,4", 2), ("1,3,4", 6)], Rule::Normal, Player::Computer),
            (&[("nim", 1), ("nim", 1), ("nim", 1)], Rule::Misere, Player::Human),
        ];
        for (specs, rule, winner) in cases {
            assert_eq!(self_play(heaps(specs), rule), winner, "{specs:?} {rule:?}");
        }
        let game = SumMatch::new(heaps(&[("nim", 3), ("nim", 4), ("nim", 5)]), Player::Computer);
        let reply = game.computer_reply(Rule::Normal).expect("valid");
        assert_eq!(
            reply,
            Some(SumMove {
                heap: 0,
                from: 3,
                to: vec![1],
            })
        );
    }

    #[test]
    fn splits_keep_their_origin_and_illegal_moves_are_refused() {
        let mut game = SumMatch::new(heaps(&[("nim", 2), ("0.77", 5)]), Player::Human);
        let split = SumMove {
            heap: 1,
            from: 5,
            to: vec![1, 3],
        };
        game.play(Player::Human, split.clone())
            .expect("Kayles may split 5 into 1 + 3");
        assert_eq!(game.origins(), [0, 1, 1]);
        let sizes: Vec<u32> = game.heaps().iter().map(|heap| heap.size).collect();
        assert_eq!(sizes, [2, 1, 3]);
        assert_eq!(game.moves(), [(Player::Human, split)]);
        assert_eq!(game.to_move(), Player::Computer);
        let too_many = SumMove {
            heap: 0,
            from: 2,
            to: vec![3],
        };
        assert_eq!(game.play(Player::Human, too_many), Err(PlayError::Illegal));
        let mut done = SumMatch::new(heaps(&[("nim", 0)]), Player::Human);
        assert!(done.is_over());
        assert_eq!(done.winner(Rule::Normal), Some(Player::Computer));
        assert_eq!(done.winner(Rule::Misere), Some(Player::Human));
        let any = SumMove {
            heap: 0,
            from: 0,
            to: Vec::new(),
        };
        assert_eq!(done.play(Player::Human, any), Err(PlayError::Over));
    }

    #[test]
    fn a_replayed_game_is_the_game_played_and_an_illegal_move_is_named() {
        let start = heaps(&[("nim", 2), ("0.77", 5), ("1,3,4", 6)]);
        let mut played = SumMatch::new(start.clone(), Player::Human);
        for _ in 0..4 {
            let next = played.legal_moves().last().cloned().expect("a move");
            let by = played.to_move();
            played.play(by, next).expect("legal");
        }
        let moves = played.moves().to_vec();
        assert_eq!(
            SumMatch::replay(start.clone(), Player::Human, moves.clone()),
            Ok(played)
        );
        let mut wrong = moves;
        wrong[2].1.from += 1;
        assert_eq!(
            SumMatch::replay(start.clone(), Player::Human, wrong).err(),
            Some(ReplayError {
                index: 2,
                error: PlayError::Illegal
            })
        );
        let elsewhere = SumMove {
            heap: 7,
            from: 1,
            to: Vec::new(),
        };
        assert_eq!(
            SumMatch::replay(start, Player::Human, vec![(Player::Human, elsewhere)]).err(),
            Some(ReplayError {
                index: 0,
                error: PlayError::Illegal
            }),
            "no such heap"
        );
    }

    proptest! {
        /// Looking a move up on its own heap accepts exactly the moves `legal_moves` lists.
        #[test]
        fn play_accepts_exactly_the_legal_moves(
            sizes in proptest::collection::vec(0u32..7, 1..4),
            octal in any::<bool>(),
            heap in 0usize..4,
            from in 0u32..8,
            to in proptest::collection::vec(0u32..7, 0..3),
        ) {
            let game = if octal { "0.77" } else { "1,3,4" };
            let specs: Vec<Spec> = sizes.iter().map(|&size| (game, size)).collect();
            let start = SumMatch::new(heaps(&specs), Player::Human);
            let candidate = SumMove { heap, from, to };
            let listed = start.legal_moves().contains(&candidate);
            let mut game = start.clone();
            let accepted = game.play(Player::Human, candidate).is_ok();
            prop_assert_eq!(accepted, listed);
            prop_assert_eq!(start.is_over(), start.legal_moves().is_empty());
        }
    }

    #[test]
    fn a_human_moving_for_a_computer_that_cannot_reply_is_named_as_the_mover() {
        // A misère sum past the search's limits (Kayles 40 alone may meet 215,308 positions),
        // so the computer has no reply here and the person moves for both sides; the turn still
        // alternates.
        let mut game = SumMatch::new(heaps(&[("nim", 2), ("1,3,4", 4), ("0.77", 40)]), Player::Human);
        let take = |heap: usize, from: u32, to: u32| SumMove {
            heap,
            from,
            to: vec![to],
        };
        game.play(Player::Human, take(0, 2, 1)).expect("legal");
        assert_eq!(game.to_move(), Player::Computer);
        assert!(game.computer_reply(Rule::Misere).is_err());
        game.play(Player::Human, take(1, 4, 1)).expect("legal");
        assert_eq!(game.to_move(), Player::Human);
        let movers: Vec<Player> = game.moves().iter().map(|(by, _)| *by).collect();
        assert_eq!(movers, [Player::Human, Player::Human]);
    }

    /// Whether the player to move wins, straight from the definition: some move leads to a
    /// position the opponent loses; with no move, the rule decides.
    fn brute_force_wins(sizes: &[u32], rule: Rule) -> bool {
        let mut any_move = false;
        for (index, &size) in sizes.iter().enumerate() {
            for left in 0..size {
                any_move = true;
                let mut next = sizes.to_vec();
                next[index] = left;
                if !brute_force_wins(&next, rule) {
                    return true;
                }
            }
        }
        !any_move && sums::mover_wins_at_end(rule)
    }

    proptest! {
        #[test]
        fn the_computer_wins_exactly_the_won_nim_sums(
            sizes in proptest::collection::vec(0u32..5, 1..4),
            misere in any::<bool>(),
        ) {
            let rule = if misere { Rule::Misere } else { Rule::Normal };
            let start: Vec<Heap> = sizes
                .iter()
                .map(|&size| Heap { game: HeapGame::Nim, size })
                .collect();
            let won = brute_force_wins(&sizes, rule);
            let game = SumMatch::new(start.clone(), Player::Computer);
            let outcome = game.analyse(rule).expect("Nim sums are valid").outcome;
            prop_assert_eq!(outcome, Outcome::from_win(won));
            prop_assert_eq!(self_play(start, rule) == Player::Computer, won);
        }
    }
}
