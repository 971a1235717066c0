//! Tests of [`SumMatch`](super::SumMatch): known sums played out, replays, legality, and the
//! computer's replies against brute force.

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
    // The Nim-strategy post: Nim 3, 4, 5 has XOR 2, a win for the mover, who takes heap 1 from 3 to
    // 1. Nim 1, 2, 3 has XOR 0: lost. The Sprague–Grundy post: {1,3,4} heaps 2 and 6 are worth 0
    // and 2, a win. Misère Nim 1, 1, 1 (three single tokens): the mover takes the last one, lost.
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

    /// The reply chosen from an analysis made beforehand (as the window's background work
    /// makes it) is legal, and wins whenever the position is won: what follows is lost
    /// for the human, by brute force over the sum's moves.
    #[test]
    fn the_reply_from_an_analysis_wins_exactly_the_won_sums(
        sizes in proptest::collection::vec(0u32..7, 1..4),
        octal in any::<bool>(),
        misere in any::<bool>(),
    ) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let game = if octal { "0.77" } else { "1,3,4" };
        let specs: Vec<Spec> = sizes.iter().map(|&size| (game, size)).collect();
        let game = SumMatch::new(heaps(&specs), Player::Computer);
        let analysis = game.analyse(rule).expect("small sums are analysed");
        let Some(reply) = game.reply_from(&analysis) else {
            prop_assert!(game.is_over());
            return Ok(());
        };
        prop_assert!(game.legal_moves().contains(&reply));
        let after = sums::after(game.heaps(), &reply);
        let mut memo = std::collections::HashMap::new();
        prop_assert_eq!(
            !brute_force_sum_wins(&after, rule, &mut memo),
            brute_force_sum_wins(game.heaps(), rule, &mut memo)
        );
    }
}

/// [`brute_force_wins`] for a sum of heaps of one game: every move of the sum tried,
/// remembered by the heaps' sizes in order (the order of a sum does not matter).
fn brute_force_sum_wins(
    heaps: &[Heap],
    rule: Rule,
    memo: &mut std::collections::HashMap<Vec<u32>, bool>,
) -> bool {
    let mut sizes: Vec<u32> = heaps.iter().map(|heap| heap.size).collect();
    sizes.sort_unstable();
    if let Some(&known) = memo.get(&sizes) {
        return known;
    }
    let moves = sums::moves(heaps);
    let wins = if moves.is_empty() {
        sums::mover_wins_at_end(rule)
    } else {
        moves
            .iter()
            .any(|m| !brute_force_sum_wins(&sums::after(heaps, m), rule, memo))
    };
    memo.insert(sizes, wins);
    wins
}
