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

mod heaps;

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
