//! The misère search against the plain definition: no memo, no dropped heaps, no sorting.

use proptest::prelude::*;

use super::{analyse_sum, misere_table};
use crate::games::MoveSet;
use crate::games::grundy::{HeapGame, mex};
use crate::games::octal::OctalCode;
use crate::watch::Unwatched;

/// The misère value of the heaps `position` (game and size), straight from the definition.
fn plain(position: &[(HeapGame, u32)]) -> u32 {
    let mut options = Vec::new();
    for (index, (game, size)) in position.iter().enumerate() {
        for (_, left) in game.moves(*size) {
            let mut after = position.to_vec();
            after.remove(index);
            after.extend(left.into_iter().map(|h| (game.clone(), h)));
            options.push(plain(&after));
        }
    }
    if options.is_empty() { 1 } else { mex(options) }
}

fn code(digits: &[u8]) -> Option<HeapGame> {
    let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
    OctalCode::parse(&format!("0.{text}")).ok().map(HeapGame::Octal)
}

fn game(choice: u8, digits: &[u8], takes: &[u32]) -> HeapGame {
    match choice {
        0 => HeapGame::Nim,
        1 => HeapGame::Powers(2),
        2 => HeapGame::Subtraction(MoveSet::new(takes.to_vec()).expect("positive takes")),
        _ => code(digits).unwrap_or(HeapGame::Nim),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn tables_of_random_codes_that_split_match_the_definition(
        digits in proptest::collection::vec(0u8..8, 1..4),
        split in 0usize..3,
    ) {
        let mut digits = digits;
        // Make sure some move splits a heap.
        let at = split.min(digits.len() - 1);
        digits[at] |= 4;
        let game = code(&digits).expect("a digit is non-zero");
        let table = misere_table(&game, 9, &mut Unwatched).expect("small").expect("not stopped");
        for n in 0..9u32 {
            prop_assert_eq!(table.values[n as usize], plain(&[(game.clone(), n)]), "n = {}", n);
            let moves = game.moves(n);
            for ((_, left), &value) in moves.iter().zip(&table.options[n as usize]) {
                let sum: Vec<(HeapGame, u32)> = left.iter().map(|&h| (game.clone(), h)).collect();
                prop_assert_eq!(value, plain(&sum), "n = {} leaving {:?}", n, left);
            }
        }
    }

    #[test]
    fn random_sums_match_the_definition(
        heaps in proptest::collection::vec((0u8..4, 0u32..4), 1..4),
        digits in proptest::collection::vec(0u8..8, 1..3),
        takes in proptest::collection::vec(1u32..4, 1..3),
    ) {
        let sum: Vec<(HeapGame, u32)> = heaps
            .iter()
            .map(|&(choice, size)| (game(choice, &digits, &takes), size))
            .collect();
        let searched = analyse_sum(&sum, &mut Unwatched).expect("small").expect("not stopped");
        prop_assert_eq!(searched.value, plain(&sum));
        for (index, (game, size)) in sum.iter().enumerate() {
            prop_assert_eq!(searched.values[index], plain(&[(game.clone(), *size)]));
        }
        let mut winning = Vec::new();
        for (index, (game, size)) in sum.iter().enumerate() {
            for (_, left) in game.moves(*size) {
                let mut after = sum.clone();
                after.remove(index);
                after.extend(left.iter().map(|&h| (game.clone(), h)));
                if plain(&after) == 0 {
                    winning.push((index, left));
                }
            }
        }
        winning.sort();
        winning.dedup();
        prop_assert_eq!(searched.winning_moves, winning);
    }
}
