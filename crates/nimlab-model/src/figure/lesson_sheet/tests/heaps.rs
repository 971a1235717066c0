//! The heaps' keys read back and compared with the engines: the Grundy row with its mex
//! working, Nim in binary, a sum of any games; and every size bounded, every refusal sized.

use super::*;

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
    let korean = grundy
        .check(Paper::A4)
        .expect_err("thirty values")
        .words(Language::Korean.strings());
    assert!(korean.contains("24") && korean.contains("30"), "{korean}");
}
