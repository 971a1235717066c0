//! The Grundy and Nim engines against slow, obvious implementations on random inputs.

use nimlab_core::watch::Unwatched;
use std::collections::HashMap;

use nimlab_core::games::coin_game::{MoveSet, Outcome, Rule};
use nimlab_core::games::grundy::{GrundyTable, HeapGame, mex};
use nimlab_core::games::octal::OctalCode;
use nimlab_core::games::sums::{Heap, SumMove, analyse};
use proptest::prelude::*;

/// g(n) by plain recursion over the rules of a subtraction game, memoised only to finish.
fn recursive_subtraction(takes: &[u32], n: u32, rule: Rule, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let options: Vec<u32> = takes.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
    let g = if options.is_empty() && rule == Rule::Misere {
        1
    } else {
        let values: Vec<u32> = options
            .iter()
            .map(|&m| recursive_subtraction(takes, m, rule, memo))
            .collect();
        // Among 0..=len one value is always missing.
        (0..=values.len() as u32)
            .find(|v| !values.contains(v))
            .expect("some value is missing")
    };
    memo.insert(n, g);
    g
}

/// g of a position made of several heaps of an octal game, straight from the definition:
/// the mex over every move in every heap, with no XOR shortcut.
fn octal_position(code: &OctalCode, heaps: Vec<usize>, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
    let mut heaps = heaps;
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    if let Some(&g) = memo.get(&heaps) {
        return g;
    }
    let mut options = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        for (_, left) in code.moves(heap) {
            let mut next = heaps.clone();
            next.remove(index);
            next.extend(left);
            options.push(octal_position(code, next, memo));
        }
    }
    let g = mex(options);
    memo.insert(heaps, g);
    g
}

/// Misère value of a multiset of heaps of an octal game, straight from the definition:
/// no move is worth 1, else the mex of the options, a split leaving a sum searched as a whole.
fn misere_position(code: &OctalCode, heaps: Vec<usize>, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
    let mut heaps = heaps;
    heaps.sort_unstable();
    if let Some(&g) = memo.get(&heaps) {
        return g;
    }
    let mut options = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        for (_, left) in code.moves(heap) {
            let mut next = heaps.clone();
            next.remove(index);
            next.extend(left);
            options.push(misere_position(code, next, memo));
        }
    }
    let g = if options.is_empty() { 1 } else { mex(options) };
    memo.insert(heaps, g);
    g
}

/// Misère g(n) of a single heap of an octal game with no splitting digit, straight from the
/// digits (not through the engine's move list): a position with no move is worth 1 (the
/// Sprague–Grundy post), and a move that takes the whole heap leads to that position, the empty
/// heap.
fn misere_octal(digits: &[u8], n: usize, memo: &mut HashMap<usize, u32>) -> u32 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let mut options = Vec::new();
    for (k, &digit) in (1..=n).zip(digits) {
        let rest = n - k;
        let allowed = if rest == 0 { digit & 1 != 0 } else { digit & 2 != 0 };
        if allowed {
            options.push(misere_octal(digits, rest, memo));
        }
    }
    let g = if options.is_empty() {
        1
    } else {
        (0..=options.len() as u32)
            .find(|v| !options.contains(v))
            .expect("some value is missing")
    };
    memo.insert(n, g);
    g
}

/// Misère Nim by exhaustive game search: the player facing no tokens has won.
fn misere_nim_wins(heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&win) = memo.get(&key) {
        return win;
    }
    let win = key.iter().all(|&h| h == 0)
        || (0..key.len()).any(|i| {
            (0..key[i]).any(|to| {
                let mut next = key.clone();
                next[i] = to;
                !misere_nim_wins(&next, memo)
            })
        });
    memo.insert(key, win);
    win
}

fn nim_heaps(sizes: &[u32]) -> Vec<Heap> {
    sizes
        .iter()
        .map(|&size| Heap {
            game: HeapGame::Nim,
            size,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn subtraction_values_match_plain_recursion(takes in proptest::collection::vec(1u32..=12, 1..=5), misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let set = MoveSet::new(takes).expect("valid");
        let values = HeapGame::Subtraction(set.clone()).values(rule, 300).expect("valid");
        let mut memo = HashMap::new();
        for (n, &g) in values.iter().enumerate() {
            prop_assert_eq!(g, recursive_subtraction(set.takes(), n as u32, rule, &mut memo), "g({})", n);
        }
    }

    #[test]
    fn reported_periods_hold_far_past_their_certificate(takes in proptest::collection::vec(1u32..=12, 1..=5)) {
        let game = HeapGame::Subtraction(MoveSet::new(takes).expect("valid"));
        let table = GrundyTable::compute(&game, Rule::Normal, 20, &mut Unwatched).expect("valid").expect("finished");
        let found = table.period.expect("finite subtraction games are periodic").period;
        let far = game.values(Rule::Normal, table.searched + 20_000).expect("valid");
        for n in found.preperiod..far.len() - found.period {
            prop_assert_eq!(far[n], far[n + found.period], "n = {}", n);
        }
        if found.preperiod > 0 {
            let n = found.preperiod - 1;
            prop_assert_ne!(far[n], far[n + found.period], "the preperiod is the smallest");
        }
    }

    #[test]
    fn octal_values_match_the_definition(digits in proptest::collection::vec(0u8..=7, 1..=3)) {
        let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        prop_assume!(digits.iter().any(|&d| d != 0));
        let code = OctalCode::parse(&format!("0.{text}")).expect("valid");
        let values = HeapGame::Octal(code.clone()).values(Rule::Normal, 14).expect("valid");
        let mut memo = HashMap::new();
        for (n, &g) in values.iter().enumerate() {
            prop_assert_eq!(g, octal_position(&code, vec![n], &mut memo), "0.{} at {}", text, n);
        }
    }

    #[test]
    fn misere_octal_values_match_the_definition(digits in proptest::collection::vec(0u8..=7, 1..=6)) {
        let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        prop_assume!(digits.iter().any(|&d| d != 0));
        let code = OctalCode::parse(&format!("0.{text}")).expect("valid");
        if code.splits() {
            // Misère values do not add over the heaps a split leaves: searched over the sums,
            // here against the definition over multisets.
            let values = HeapGame::Octal(code.clone()).values(Rule::Misere, 14).expect("small");
            let mut memo = HashMap::new();
            for (n, &g) in values.iter().enumerate() {
                prop_assert_eq!(g, misere_position(&code, vec![n], &mut memo), "misère 0.{} at {}", text, n);
            }
            return Ok(());
        }
        let values = HeapGame::Octal(code.clone()).values(Rule::Misere, 40);
        let values = values.expect("a code without splits has misère values");
        let mut memo = HashMap::new();
        for (n, &g) in values.iter().enumerate() {
            prop_assert_eq!(g, misere_octal(&digits, n, &mut memo), "misère 0.{} at {}", text, n);
        }
    }

    #[test]
    fn nim_winning_moves_are_exactly_the_moves_to_zero(sizes in proptest::collection::vec(0u32..=40, 1..=5)) {
        let analysis = analyse(&nim_heaps(&sizes), Rule::Normal).expect("valid");
        let mut expected = Vec::new();
        for (heap, &from) in sizes.iter().enumerate() {
            for to in 0..from {
                let mut next = sizes.clone();
                next[heap] = to;
                if next.iter().fold(0, |a, b| a ^ b) == 0 {
                    expected.push(SumMove { heap, from, to: if to == 0 { vec![] } else { vec![to] } });
                }
            }
        }
        prop_assert_eq!(analysis.outcome, Outcome::from_win(!expected.is_empty()));
        prop_assert_eq!(analysis.winning_moves, expected);
    }

    #[test]
    fn misere_nim_matches_game_search(sizes in proptest::collection::vec(0u32..=5, 1..=4)) {
        let analysis = analyse(&nim_heaps(&sizes), Rule::Misere).expect("valid");
        let mut memo = HashMap::new();
        prop_assert_eq!(analysis.outcome.is_win(), misere_nim_wins(&sizes, &mut memo));
        for m in &analysis.winning_moves {
            let mut next = sizes.clone();
            next[m.heap] = m.to.first().copied().unwrap_or(0);
            prop_assert!(!misere_nim_wins(&next, &mut memo), "{:?} leaves a won position", m);
        }
        // And every winning move is listed.
        let all_winning = (0..sizes.len()).flat_map(|i| (0..sizes[i]).map(move |to| (i, to))).filter(|&(i, to)| {
            let mut next = sizes.clone();
            next[i] = to;
            !misere_nim_wins(&next, &mut memo)
        }).count();
        prop_assert_eq!(analysis.winning_moves.len(), all_winning);
    }
}
