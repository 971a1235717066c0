//! Every answer on every key read back from the pages' own words (the bold ones under each
//! page's heading) and compared with the engines: the recursion for each node of the tree, the
//! DP table for its rows, the Grundy values and the mex working, the sum's and Nim's analysis.
//! Blank sheets hold no answer at all. The seeds' own numbers are checked by hand as well.

use nimlab_core::games::grundy::{HeapGame, MexWorking};
use nimlab_core::games::octal::OctalCode;
use nimlab_core::games::recursive::{Evaluation, evaluate};
use nimlab_core::games::sums::{self, Heap};
use nimlab_core::games::{CoinGame, MoveSet, Rule};

use super::dp_sheet::TABLE_COLUMNS;
use super::{LessonSheet, MAX_SHEET_DP_COINS, SheetPrint, SheetRefusal};
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
    expected.extend(dp_key(game, coins, language));
    expected
}

/// The DP table's answers row by row: each n's outcome, then each n's winning takes, as the DP
/// engine gives them.
fn dp_key(game: &CoinGame, coins: u32, language: Language) -> Vec<String> {
    let letters = language.strings().tree;
    let mut expected = Vec::new();
    let solution = game.solve(coins);
    let columns: Vec<u32> = (1..=coins).collect();
    for chunk in columns.chunks(TABLE_COLUMNS) {
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
        (vec![1, 2, 3], Rule::Misere, 6),
        (vec![1, 2, 5], Rule::Normal, 6),
        (vec![1, 2], Rule::Misere, 6),
        (vec![2, 3], Rule::Normal, 10),
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
fn a_tree_too_small_to_write_in_is_refused_with_the_size_asked_and_the_largest_that_fits() {
    let tree = |coins| LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins,
    };
    for paper in Paper::ALL {
        // Seed 000's 13 coins make 3,736 nodes; 7 coins make 44 leaves, about 5 mm apart
        // across a turned page, where a 6 mm box and the takes no longer fit; 6 coins make 24.
        let refusal = tree(13).check(paper).expect_err("13 coins do not fit a page");
        assert_eq!(
            refusal,
            SheetRefusal::TreeTooLarge {
                coins: 13,
                largest: 6,
                paper
            }
        );
        let said = refusal.to_string();
        for number in ["13 coins", "up to 6 coins", "up to 100 coins", "6 mm"] {
            assert!(said.contains(number), "{said} says {number}");
        }
        assert!(tree(6).check(paper).is_ok());
    }
}

/// The sizes the tree sheet draws at, read back from the page: every box's side (the squares
/// under the discs) and every take's size.
#[test]
fn the_largest_tree_keeps_its_boxes_and_takes_readable() {
    let sheet = LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins: 6,
    };
    for paper in Paper::ALL {
        let pages = sheet
            .pages(print(Language::Korean, paper, false))
            .expect("printed");
        let mut boxes = 0;
        let mut takes = 0;
        for shape in &pages[0].shapes {
            match shape {
                Shape::Rect { min, max, .. } if (max.x - min.x - (max.y - min.y)).abs() < 0.01 => {
                    assert!(
                        max.x - min.x >= 6.0 * 72.0 / 25.4 - 0.01,
                        "a box of {}",
                        max.x - min.x
                    );
                    boxes += 1;
                }
                Shape::Text { text, size, .. } if text.starts_with('−') => {
                    assert!(*size >= 7.0, "a take at {size} pt");
                    takes += 1;
                }
                _ => {}
            }
        }
        // 6 coins with takes 1 to 3: 1 + 3 + … nodes, every one boxed, every edge labelled.
        let nodes = positions(&CoinGame::seed_000(), 6).len();
        assert_eq!((boxes, takes), (nodes, nodes - 1), "{paper:?}");
    }
}

#[test]
fn the_dp_sheet_goes_to_a_hundred_coins_and_its_key_is_the_dp_engines() {
    for (takes, rule, coins) in [
        (vec![1, 2, 3], Rule::Misere, 13),
        (vec![1, 2, 5], Rule::Normal, 31),
        (vec![1, 3, 4], Rule::Misere, MAX_SHEET_DP_COINS),
    ] {
        let game = CoinGame {
            moves: MoveSet::new(takes).expect("a move set"),
            rule,
        };
        let sheet = LessonSheet::Dp {
            game: game.clone(),
            coins,
        };
        for (language, read) in both(&sheet) {
            assert_eq!(read, dp_key(&game, coins, language), "{game:?} {coins}");
        }
    }
    let too_many = LessonSheet::Dp {
        game: CoinGame::seed_000(),
        coins: 101,
    };
    let refusal = too_many.check(Paper::A4).expect_err("past the bound");
    assert_eq!(
        refusal,
        SheetRefusal::DpTooLarge {
            coins: 101,
            most: 100
        }
    );
}

#[test]
fn seed_000s_thirteen_coins_by_hand() {
    // The article's Table 1 and on: misère with takes 1 to 3 loses at 1, 5, 9 and 13, and
    // wins elsewhere by taking (n − 1) mod 4.
    let key = answers(
        &LessonSheet::Dp {
            game: CoinGame::seed_000(),
            coins: 13,
        }
        .pages(print(Language::English, Paper::A4, true))
        .expect("printed"),
    );
    assert_eq!(
        key,
        [
            "L", "W", "W", "W", "L", "W", "W", "W", "L", "W", // outcomes of 1 to 10
            "–", "1", "2", "3", "–", "1", "2", "3", "–", "1", // takes of 1 to 10
            "W", "W", "L", // outcomes of 11 to 13
            "2", "3", "–", // takes of 11 to 13
        ]
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
    assert!(LessonSheet::Nim { heaps: vec![3] }.check(Paper::A4).is_err());
    assert!(
        LessonSheet::Nim { heaps: vec![3, 1024] }
            .check(Paper::A4)
            .is_err()
    );
    assert!(LessonSheet::Nim { heaps: vec![1; 7] }.check(Paper::A4).is_err());
    let grundy = |count, sum: Vec<u32>, rule| LessonSheet::Grundy {
        game: HeapGame::Nim,
        rule,
        count,
        sum,
    };
    assert!(grundy(25, vec![], Rule::Normal).check(Paper::A4).is_err());
    assert!(grundy(0, vec![], Rule::Normal).check(Paper::A4).is_err());
    assert!(
        grundy(12, vec![12], Rule::Normal).check(Paper::A4).is_err(),
        "a heap past the row"
    );
    assert!(
        grundy(12, vec![3], Rule::Misere).check(Paper::A4).is_err(),
        "no XOR under misère"
    );
    let coins = |coins| LessonSheet::Tree {
        game: CoinGame::seed_000(),
        coins,
    };
    assert_eq!(coins(0).check(Paper::A4), Err(SheetRefusal::NoCoins));
    assert!(coins(1000).check(Paper::A4).is_err());
}

#[test]
fn the_sum_sheets_key_is_the_sums_analysis_whatever_its_games() {
    let kayles = HeapGame::Octal(OctalCode::parse("0.77").expect("Kayles"));
    let subtraction = HeapGame::Subtraction(MoveSet::new([1, 3, 4]).expect("a move set"));
    for heaps in [
        vec![(kayles.clone(), 7), (HeapGame::Nim, 3)],
        vec![(subtraction.clone(), 5), (subtraction, 6), (kayles, 4)],
        vec![(HeapGame::Nim, 4)],
    ] {
        let heaps: Vec<Heap> = heaps
            .into_iter()
            .map(|(game, size)| Heap { game, size })
            .collect();
        let analysis = sums::analyse(&heaps, Rule::Normal).expect("analysed");
        for (language, read) in both(&LessonSheet::Sum { heaps: heaps.clone() }) {
            let strings = language.strings();
            let mut expected: Vec<String> = analysis.values.iter().map(u32::to_string).collect();
            expected.push(analysis.nim_sum.to_string());
            expected.push(strings.tree.outcome_letter(analysis.outcome).to_owned());
            assert_eq!(&read[..expected.len()], expected, "{heaps:?}");
            assert_eq!(read.len(), expected.len() + 1, "and a winning move");
        }
    }
    // Kayles 7 is worth 2 and Nim 3 is worth 3: 2 ⊕ 3 = 1, a win.
    let key = answers(
        &LessonSheet::Sum {
            heaps: vec![
                Heap {
                    game: HeapGame::Octal(OctalCode::parse("0.77").expect("Kayles")),
                    size: 7,
                },
                Heap {
                    game: HeapGame::Nim,
                    size: 3,
                },
            ],
        }
        .pages(print(Language::English, Paper::A4, true))
        .expect("printed"),
    );
    assert_eq!(&key[..4], ["2", "3", "1", "W"]);
}

#[test]
fn every_refusal_says_the_size_asked_and_the_limit() {
    let nim = LessonSheet::Nim { heaps: vec![1; 7] };
    let said = nim.check(Paper::A4).expect_err("seven heaps").to_string();
    assert!(
        said.contains("2 to 6 heaps") && said.contains("7 given"),
        "{said}"
    );
    let grundy = LessonSheet::Grundy {
        game: HeapGame::Nim,
        rule: Rule::Normal,
        count: 30,
        sum: vec![],
    };
    let said = grundy.check(Paper::A4).expect_err("thirty values").to_string();
    assert!(said.contains("1 to 24") && said.contains("30 asked"), "{said}");
    let korean = Language::Korean
        .strings()
        .sheet_refusal(&grundy.check(Paper::A4).expect_err("thirty values"));
    assert!(korean.contains("24") && korean.contains("30"), "{korean}");
}
