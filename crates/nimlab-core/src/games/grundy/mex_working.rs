//! The mex of one heap worked out, as a class does it on the board: each option of n, the value
//! of the position it leaves, the set of those values, and the smallest number missing from it.

use super::heap_game::HeapGame;
use super::values::{mex, option_value};

/// One option of a heap: the move and the value of the position it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexOption {
    /// Tokens the move removes.
    pub take: u32,
    /// The heaps it leaves: none when it empties the heap, two when it splits it.
    pub left: Vec<u32>,
    /// The value of what is left ([`option_value`]).
    pub value: u32,
}

/// The mex of heap `n` worked out. Nim heaps have as many options as tokens, so only the first
/// few are listed; the set and the mex always cover every option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexWorking {
    /// The heap worked out.
    pub n: u32,
    /// The first options, in the game's order of moves.
    pub listed: Vec<MexOption>,
    /// How many options there are in all.
    pub option_count: usize,
    /// The distinct values of all options, smallest first.
    pub set: Vec<u32>,
    /// The smallest value missing from `set`: g(n) whenever n has a move.
    pub mex: u32,
}

impl MexWorking {
    /// Works out the mex of heap `n` of `game` from its values `values` (g(0), …, at least up to
    /// every heap an option of n leaves), listing at most `max_listed` options.
    pub fn new(game: &HeapGame, values: &[u32], n: u32, max_listed: usize) -> Self {
        let option_values: Vec<u32> = game
            .moves(n)
            .iter()
            .map(|(_, left)| option_value(left, values))
            .collect();
        Self::with_option_values(game, n, &option_values, max_listed)
    }

    /// Works out the mex of heap `n` of `game` from the value of each of its moves, in the order
    /// of [`HeapGame::moves`]: for misère games that split, the values of the sums the moves
    /// leave, searched ([`crate::games::misere::MisereTable::options`]).
    pub fn with_option_values(game: &HeapGame, n: u32, option_values: &[u32], max_listed: usize) -> Self {
        let moves = game.moves(n);
        let mut listed = Vec::new();
        let mut set = Vec::with_capacity(moves.len());
        for ((take, left), &value) in moves.iter().zip(option_values) {
            set.push(value);
            if listed.len() < max_listed {
                listed.push(MexOption {
                    take: *take,
                    left: left.clone(),
                    value,
                });
            }
        }
        set.sort_unstable();
        set.dedup();
        Self {
            n,
            listed,
            option_count: moves.len(),
            mex: mex(set.iter().copied()),
            set,
        }
    }

    /// No move is legal from n: its value is the rule's terminal value, not a mex.
    pub fn has_no_move(&self) -> bool {
        self.option_count == 0
    }

    /// How many options are not listed.
    pub fn unlisted(&self) -> usize {
        self.option_count - self.listed.len()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::*;
    use crate::games::coin_game::{MoveSet, Rule};
    use crate::games::grundy::heap_game::{parse_octal, parse_subtraction};

    fn game(text: &str) -> HeapGame {
        if text.starts_with("0.") {
            parse_octal(text).expect("valid")
        } else {
            parse_subtraction(text).expect("valid")
        }
    }

    #[test]
    fn known_workings() {
        // The Sprague–Grundy post: {1,3,4} from 6 leaves 5, 3, 2 worth 3, 1, 0, so g(6) =
        // mex{0,1,3} = 2. The Sprague–Grundy post, misère {1,3,4} from 1 leaves the empty heap,
        // worth 1: g(1) = mex{1} = 0. The pebble-game chapter: {1,2,5} from 5 leaves 4, 3, 0 worth
        // 1, 0, 0: mex{0,1} = 2. Kayles (OEIS A002186) from 4: 3, 1+2, 2, 1+1 worth 3, 1^2, 2, 1^1
        // → {0,2,3}: mex 1.
        let cases: [(&str, Rule, u32, &[u32], u32); 4] = [
            ("1,3,4", Rule::Normal, 6, &[0, 1, 3], 2),
            ("1,3,4", Rule::Misere, 1, &[1], 0),
            ("1,2,5", Rule::Normal, 5, &[0, 1], 2),
            ("0.77", Rule::Normal, 4, &[0, 2, 3], 1),
        ];
        for (text, rule, n, set, expected) in cases {
            let game = game(text);
            let values = game.values(rule, n as usize + 1).expect("valid");
            let working = MexWorking::new(&game, &values, n, 40);
            assert_eq!(working.set, set, "{text} {rule:?} n = {n}");
            assert_eq!(working.mex, expected, "{text} {rule:?} n = {n}");
            assert_eq!(working.mex, values[n as usize], "{text} {rule:?} n = {n}");
        }
    }

    #[test]
    fn long_option_lists_are_cut_but_counted() {
        let values = HeapGame::Nim.values(Rule::Normal, 101).expect("valid");
        let working = MexWorking::new(&HeapGame::Nim, &values, 100, 40);
        assert_eq!((working.listed.len(), working.option_count), (40, 100));
        assert_eq!(working.unlisted(), 60);
        assert_eq!(working.mex, 100, "the set covers every option, listed or not");
        let stuck = MexWorking::new(&game("2,3"), &[0, 0], 1, 40);
        assert!(stuck.has_no_move());
        assert_eq!(stuck.set, Vec::<u32>::new());
    }

    /// g(n) of a subtraction game by plain recursion over its takes.
    fn brute_force(takes: &[u32], n: u32, rule: Rule, memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&g) = memo.get(&n) {
            return g;
        }
        let options: Vec<u32> = takes
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| brute_force(takes, n - s, rule, memo))
            .collect();
        let g = if options.is_empty() && rule == Rule::Misere {
            1
        } else {
            // Among 0..=len one value is always missing.
            (0..=options.len() as u32)
                .find(|v| !options.contains(v))
                .expect("some value is missing")
        };
        memo.insert(n, g);
        g
    }

    proptest! {
        #[test]
        fn the_working_finds_the_value_of_every_heap_with_a_move(
            takes in proptest::collection::vec(1u32..12, 1..5),
            misere in any::<bool>(),
            n in 0u32..60,
        ) {
            let rule = if misere { Rule::Misere } else { Rule::Normal };
            let game = HeapGame::Subtraction(MoveSet::new(takes.clone()).expect("valid"));
            let values = game.values(rule, n as usize + 1).expect("valid");
            let working = MexWorking::new(&game, &values, n, 40);
            let expected = brute_force(&takes, n, rule, &mut HashMap::new());
            if working.has_no_move() {
                // The rule's terminal value: 1 under the Sprague–Grundy post's misère convention,
                // else 0.
                prop_assert_eq!(expected, u32::from(misere));
            } else {
                prop_assert_eq!(working.mex, expected);
            }
        }
    }
}
