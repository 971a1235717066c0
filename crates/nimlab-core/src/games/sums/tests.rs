//! Sums' tests: the XOR, Bouton's rule and the misère search, and the moves they list.

use super::*;
use crate::games::grundy::parse_spec;

/// Plays the computer against itself; true when the first mover won.
fn first_mover_wins(mut heaps: Vec<Heap>, rule: Rule) -> bool {
    let mut mover_is_first = true;
    while let Some(played) = computer_move(&heaps, rule).expect("a valid sum") {
        heaps = after(&heaps, &played);
        mover_is_first = !mover_is_first;
    }
    mover_is_first == mover_wins_at_end(rule)
}

#[test]
fn huge_heaps_are_refused_before_any_table_is_computed() {
    let heap = |game: &str, size| Heap {
        game: parse_spec(game).expect("valid"),
        size,
    };
    // Nim heaps are worth their size: any size is fine, even 10^9.
    let nim = analyse(&[heap("nim", 1_000_000_000), heap("nim", 3)], Rule::Normal);
    // 10^9 is 0x3b9a_ca00: its low bits are 0, so the XOR with 3 just adds 3.
    assert_eq!(nim.map(|a| a.nim_sum), Ok(1_000_000_003));
    // Kayles' table is quadratic: 50 000 is refused at once instead of running for minutes.
    // The refusal names the limit, below MAX_TABLE_HEAP for a game that splits heaps.
    let kayles = analyse(&[heap("0.77", 50_000)], Rule::Normal);
    assert!(
        matches!(kayles, Err(SumError::HeapTooLarge { size: 50_000, limit }) if limit < 50_000),
        "{kayles:?}"
    );
    assert_eq!(
        analyse(&[heap("1,3,4", 1_000_000_000)], Rule::Normal),
        Err(SumError::HeapTooLarge {
            size: 1_000_000_000,
            limit: MAX_TABLE_HEAP
        })
    );
}

#[test]
fn the_computer_wins_exactly_the_won_sums_and_restores_a_zero_nim_sum() {
    let games = ["1,3,4", "nim", "0.77", "2,5"];
    for a in 0..7u32 {
        for b in 0..7u32 {
            for (g, h) in [(0, 1), (2, 1), (3, 2)] {
                let heaps = vec![
                    Heap {
                        game: parse_spec(games[g]).expect("valid"),
                        size: a,
                    },
                    Heap {
                        game: parse_spec(games[h]).expect("valid"),
                        size: b + 1,
                    },
                ];
                let analysis = analyse(&heaps, Rule::Normal).expect("valid");
                let expected = analysis.outcome == Outcome::Win;
                assert_eq!(
                    first_mover_wins(heaps.clone(), Rule::Normal),
                    expected,
                    "{heaps:?}"
                );
                if expected {
                    let played = computer_move(&heaps, Rule::Normal)
                        .expect("valid")
                        .expect("a move");
                    let next = analyse(&after(&heaps, &played), Rule::Normal).expect("valid");
                    assert_eq!(next.nim_sum, 0);
                }
            }
        }
    }
    // Misère sums of other games are searched, and the computer wins exactly those too.
    for (g, h) in [(2, 1), (0, 2), (3, 2)] {
        for (a, b) in [(1, 1), (2, 3), (4, 1), (5, 5), (0, 6)] {
            let heaps = vec![
                Heap {
                    game: parse_spec(games[g]).expect("valid"),
                    size: a,
                },
                Heap {
                    game: parse_spec(games[h]).expect("valid"),
                    size: b,
                },
            ];
            let analysis = analyse(&heaps, Rule::Misere).expect("small");
            assert!(matches!(analysis.method, SumMethod::Searched(_)));
            let expected = analysis.outcome == Outcome::Win;
            assert_eq!(
                first_mover_wins(heaps.clone(), Rule::Misere),
                expected,
                "misère {heaps:?}"
            );
        }
    }
    for sizes in [[1, 1, 1], [2, 3, 1], [4, 4, 0], [1, 2, 3]] {
        let heaps: Vec<Heap> = sizes
            .iter()
            .map(|&size| Heap {
                game: HeapGame::Nim,
                size,
            })
            .collect();
        let expected = analyse(&heaps, Rule::Misere).expect("valid").outcome == Outcome::Win;
        assert_eq!(
            first_mover_wins(heaps, Rule::Misere),
            expected,
            "misère {sizes:?}"
        );
    }
}

#[test]
fn misere_nim_lists_each_heaps_misere_value_as_every_misere_sum_does() {
    // Bouton's rule decides on the sizes, but the values it lists mean what a searched misère
    // sum's mean: each heap's misère value alone, as the game's own misère table has them.
    let table = HeapGame::Nim.values(Rule::Misere, 6).expect("small");
    let sizes = [0, 1, 2, 3, 4, 5];
    let heaps: Vec<Heap> = sizes
        .iter()
        .map(|&size| Heap {
            game: HeapGame::Nim,
            size,
        })
        .collect();
    let analysis = analyse(&heaps, Rule::Misere).expect("valid");
    assert_eq!(analysis.method, SumMethod::Bouton);
    assert_eq!(analysis.values, table);
    assert_eq!(analysis.nim_sum, table.iter().fold(0, |a, v| a ^ v));
}
