//! Every answer on every key read back from the pages' own words (the bold ones under each
//! page's heading) and compared with the engines: the recursion for each node of the tree, the
//! DP table for its rows, the Grundy values and the mex working, the sum's and Nim's analysis.
//! Blank sheets hold no answer at all. The seeds' own numbers are checked by hand as well.

use nimlab_core::games::grundy::{HeapGame, MexWorking};
use nimlab_core::games::recursive::{Evaluation, evaluate};
use nimlab_core::games::sums::{self, Heap};
use nimlab_core::games::{CoinGame, MoveSet, Rule};

use super::{LessonSheet, MAX_SHEET_TREE_LEAVES, SheetPrint};
use crate::figure::scene::{Scene, Shape, Weight};
use crate::figure::worksheet::Paper;
use crate::i18n::Language;

/// The answers written on `pages`: every bold word but each page's heading (its first word).
fn answers(pages: &[Scene]) -> Vec<String> {
    pages
        .iter()
        .flat_map(|page| {
            page.shapes
                .iter()
                .filter_map(|shape| match shape {
                    Shape::Text {
                        text,
                        weight: Weight::Bold,
                        ..
                    } => Some(text.clone()),
                    _ => None,
                })
                .skip(1)
        })
        .collect()
}

fn print(language: Language, paper: Paper, answers: bool) -> SheetPrint {
    SheetPrint {
        paper,
        language,
        answers,
    }
}

/// Every language and paper, the key's answers and the blank sheet's.
fn both(sheet: &LessonSheet) -> Vec<(Language, Vec<String>)> {
    let mut read = Vec::new();
    for language in [Language::English, Language::Korean] {
        for paper in Paper::ALL {
            let blank = sheet.pages(print(language, paper, false)).expect("printed");
            assert!(
                answers(&blank).is_empty(),
                "a blank sheet holds no answer: {:?}",
                answers(&blank)
            );
            let key = sheet.pages(print(language, paper, true)).expect("printed");
            assert_eq!(key.len(), blank.len(), "the key is the same pages");
            read.push((language, answers(&key)));
        }
    }
    read
}

/// The positions of the coin game's tree from `coins`, level by level, each's children in take
/// order (as the tree is numbered).
fn positions(game: &CoinGame, coins: u32) -> Vec<u32> {
    let mut order = vec![coins];
    let mut next = 0;
    while next < order.len() {
        let here = order[next];
        order.extend(game.legal_moves(here).map(|take| here - take));
        next += 1;
    }
    order
}

fn tree_key(game: &CoinGame, coins: u32, language: Language) -> Vec<String> {
    let letters = language.strings().tree;
    let mut expected: Vec<String> = positions(game, coins)
        .into_iter()
        .map(|n| {
            letters
                .outcome_letter(evaluate(game, n, Evaluation::Full).outcome)
                .to_owned()
        })
        .collect();
    let solution = game.solve(coins);
    let columns: Vec<u32> = (1..=coins).collect();
    for chunk in columns.chunks(14) {
        expected.extend(
            chunk
                .iter()
                .map(|&n| letters.outcome_letter(solution.outcome(n)).to_owned()),
        );
        expected.extend(chunk.iter().map(|&n| {
            let takes = solution.winning_moves(n);
            if takes.is_empty() {
                "–".to_owned()
            } else {
                takes.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
            }
        }));
    }
    expected
}

#[test]
fn the_tree_keys_say_what_the_recursion_and_the_dp_table_say() {
    for (takes, rule, coins) in [
        (vec![1, 2, 3], Rule::Misere, 5),
        (vec![1, 2, 5], Rule::Normal, 8),
        (vec![1, 2], Rule::Misere, 7),
        (vec![2, 3], Rule::Normal, 11),
    ] {
        let game = CoinGame {
            moves: MoveSet::new(takes).expect("a move set"),
            rule,
        };
        for (language, read) in both(&LessonSheet::Tree {
            game: game.clone(),
            coins,
        }) {
            assert_eq!(read, tree_key(&game, coins, language), "{game:?} {coins}");
        }
    }
}

#[test]
fn seed_000s_key_by_hand() {
    let sheet = LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins: 5,
    };
    let key = answers(
        &sheet
            .pages(print(Language::English, Paper::A4, true))
            .expect("printed"),
    );
    // The root: 5 coins lose (every take leaves 2 to 4, which win); the table's end: 1 L,
    // 2–4 win by taking 1–3, 5 L.
    assert_eq!(key[0], "L");
    assert_eq!(
        &key[key.len() - 10..],
        ["L", "W", "W", "W", "L", "–", "1", "2", "3", "–"]
    );
}

#[test]
fn a_tree_too_wide_for_a_page_is_refused_and_says_how_far_it_goes() {
    let sheet = LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins: 13,
    };
    let refusal = sheet.check().expect_err("3,736 nodes do not fit a page");
    assert!(refusal.contains(&MAX_SHEET_TREE_LEAVES.to_string()), "{refusal}");
    // 7 coins make 44 leaves with takes 1 to 3, 8 coins 81.
    assert!(refusal.contains("up to 7 coins"), "{refusal}");
    assert!(
        LessonSheet::Tree {
            game: CoinGame::seed_000(),
            coins: 7
        }
        .check()
        .is_ok()
    );
}

fn grundy_key(game: &HeapGame, rule: Rule, count: usize, sum: &[u32], language: Language) -> Vec<String> {
    let strings = language.strings();
    let values = game.values(rule, count).expect("values");
    let mut expected: Vec<String> = values.iter().map(u32::to_string).collect();
    for n in 0..count as u32 {
        let working = MexWorking::new(game, &values, n, 0);
        if working.option_count > 0 {
            let set: Vec<String> = working.set.iter().map(u32::to_string).collect();
            expected.push(set.join(", "));
            assert_eq!(working.mex, values[n as usize], "g(n) is the mex of its options");
        }
        expected.push(values[n as usize].to_string());
    }
    if !sum.is_empty() {
        let heaps: Vec<Heap> = sum
            .iter()
            .map(|&size| Heap {
                game: game.clone(),
                size,
            })
            .collect();
        let analysis = sums::analyse(&heaps, Rule::Normal).expect("analysed");
        expected.extend(analysis.values.iter().map(u32::to_string));
        expected.push(analysis.nim_sum.to_string());
        expected.push(strings.tree.outcome_letter(analysis.outcome).to_owned());
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .take(3)
            .map(|m| (strings.lesson_sheet.sum_move)(m.number(), m.from, &m.left_text()))
            .collect();
        let more = if analysis.winning_moves.len() > 3 {
            "; …"
        } else {
            ""
        };
        expected.push(if moves.is_empty() {
            "–".to_owned()
        } else {
            format!("{}{more}", moves.join("; "))
        });
    }
    expected
}

#[test]
fn the_grundy_keys_say_what_the_values_the_mex_and_the_sum_say() {
    let subtraction =
        |takes: &[u32]| HeapGame::Subtraction(MoveSet::new(takes.to_vec()).expect("a move set"));
    for (game, rule, count, sum) in [
        (
            subtraction(&[1, 3, 4]),
            Rule::Normal,
            12,
            LessonSheet::default_sum(12),
        ),
        (subtraction(&[1, 3, 4]), Rule::Misere, 12, vec![]),
        (subtraction(&[1, 2, 3]), Rule::Normal, 24, vec![5, 9, 23]),
        (HeapGame::Nim, Rule::Normal, 8, vec![3, 4, 5]),
        (HeapGame::Powers(2), Rule::Normal, 10, vec![]),
    ] {
        let sheet = LessonSheet::Grundy {
            game: game.clone(),
            rule,
            count,
            sum: sum.clone(),
        };
        for (language, read) in both(&sheet) {
            assert_eq!(
                read,
                grundy_key(&game, rule, count, &sum, language),
                "{game:?} {rule:?}"
            );
        }
    }
}

#[test]
fn seed_001s_row_by_hand() {
    // The Sprague–Grundy post's {1,3,4}: 0 1 0 1 2 3 2, then again from 7.
    let sheet = LessonSheet::Grundy {
        game: HeapGame::Subtraction(MoveSet::new([1, 3, 4]).expect("a move set")),
        rule: Rule::Normal,
        count: 12,
        sum: vec![],
    };
    let key = answers(
        &sheet
            .pages(print(Language::English, Paper::A4, true))
            .expect("printed"),
    );
    assert_eq!(
        &key[..12],
        ["0", "1", "0", "1", "2", "3", "2", "0", "1", "0", "1", "2"]
    );
    // n = 5 leaves 4, 2 and 1, worth 2, 0 and 1: the set {0, 1, 2}, mex 3.
    assert!(key.windows(2).any(|w| w == ["0, 1, 2", "3"]), "{key:?}");
}

#[test]
fn the_nim_keys_say_what_the_xor_says() {
    for heaps in [vec![3, 4, 5], vec![1, 2, 3], vec![7, 9, 12, 1023], vec![5, 5]] {
        for (language, read) in both(&LessonSheet::Nim { heaps: heaps.clone() }) {
            let strings = language.strings();
            let sum: Vec<Heap> = heaps
                .iter()
                .map(|&size| Heap {
                    game: HeapGame::Nim,
                    size,
                })
                .collect();
            let analysis = sums::analyse(&sum, Rule::Normal).expect("analysed");
            let bits = (u32::BITS - heaps.iter().max().expect("heaps").leading_zeros()) as usize;
            let mut expected = vec![analysis.nim_sum.to_string()];
            expected.extend(
                format!("{:0bits$b}", analysis.nim_sum)
                    .chars()
                    .map(|c| c.to_string()),
            );
            expected.push(strings.tree.outcome_letter(analysis.outcome).to_owned());
            assert_eq!(&read[..expected.len()], expected, "{heaps:?}");
            let moves = &read[expected.len()];
            for m in analysis.winning_moves.iter().take(3) {
                let said = (strings.lesson_sheet.sum_move)(m.number(), m.from, &m.left_text());
                assert!(moves.contains(&said), "{moves} names {said}");
            }
        }
    }
}

#[test]
fn seed_003s_position_by_hand() {
    // 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010: a win, by taking 3 down to 1.
    let key = answers(
        &LessonSheet::Nim { heaps: vec![3, 4, 5] }
            .pages(print(Language::English, Paper::Letter, true))
            .expect("printed"),
    );
    assert_eq!(key, ["2", "0", "1", "0", "W", "heap 1: 3 → 1"]);
}

#[test]
fn every_size_is_bounded_before_any_work() {
    assert!(LessonSheet::Nim { heaps: vec![3] }.check().is_err());
    assert!(LessonSheet::Nim { heaps: vec![3, 1024] }.check().is_err());
    assert!(LessonSheet::Nim { heaps: vec![1; 7] }.check().is_err());
    let grundy = |count, sum: Vec<u32>, rule| LessonSheet::Grundy {
        game: HeapGame::Nim,
        rule,
        count,
        sum,
    };
    assert!(grundy(25, vec![], Rule::Normal).check().is_err());
    assert!(grundy(0, vec![], Rule::Normal).check().is_err());
    assert!(
        grundy(12, vec![12], Rule::Normal).check().is_err(),
        "a heap past the row"
    );
    assert!(
        grundy(12, vec![3], Rule::Misere).check().is_err(),
        "no XOR under misère"
    );
    let coins = |coins| LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins,
    };
    assert!(coins(0).check().is_err());
    assert!(coins(1000).check().is_err());
}
