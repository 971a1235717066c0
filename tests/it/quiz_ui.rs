//! The class quiz in classroom mode: Ask picks a hidden position at random (seeded here), the
//! teacher marks the class right or wrong, which reveals the position as a click on W or L does,
//! and the session's tally counts it across the tabs and exports as CSV through the shell's
//! export path. The true answers are checked against hand rules, not the app's engines: the
//! coin game's formula, Bouton's rule for Nim, and {1,3,4}'s period 0,1,0,1,2,3,2.

use std::collections::HashSet;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::quiz::{Asked, Question, Score, TrueAnswer};
use nimlab::ui::quiz::Quizzing as _;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Outcome;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en, ko, run_until_still, step_until};

/// The seed every run of these tests picks from.
const SEED: u64 = 38;

/// The app in classroom mode on 13 coins, takes 1, 2, 3, misère, seeded.
fn classroom_harness() -> Harness<'static, NimlabApp> {
    let state = AppState {
        classroom: true,
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness(state);
    harness.state_mut().seed_quiz(SEED);
    harness
}

/// The question open on the tab on show.
fn open_question(harness: &Harness<'static, NimlabApp>) -> Option<Question> {
    let app = harness.state();
    match app.state().tab {
        Tab::Grundy => app.grundy_tab().quiz_question().cloned(),
        _ => app.tree_tab().quiz_question().cloned(),
    }
}

/// Clicks Ask and returns the question it opened, which the row shows in words.
fn ask(harness: &mut Harness<'static, NimlabApp>) -> Question {
    click(harness, en().quiz.ask);
    run_until_still(harness);
    let question = open_question(harness).expect("a question is open");
    let words = nimlab::ui::quiz::question_words(&question, en());
    assert_shows(harness, &words);
    question
}

/// Misère, takes 1 to 3, by the coin-game article's formula: 0 coins is won (the opponent took
/// the last coin); else won unless (n − 1) mod 4 = 0.
fn coin_outcome(coins: u32) -> Outcome {
    if coins == 0 || !(coins - 1).is_multiple_of(4) {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

/// Nim under normal play, by Bouton: lost exactly when the heaps' XOR is 0.
fn nim_outcome(sizes: &[u32]) -> Outcome {
    if sizes.iter().fold(0, |x, &size| x ^ size) == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// g(n) of the subtraction game {1,3,4}: period 7 from 0.
fn grundy_134(n: u32) -> u32 {
    [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize]
}

/// Marks the open question, checks the verdict its reveal shows (for the tree's positions) and
/// that the tally counted it.
fn mark(harness: &mut Harness<'static, NimlabApp>, question: &Question, right: bool) {
    let before = harness.state().quiz_tally().score();
    click(harness, if right { en().quiz.right } else { en().quiz.wrong });
    run_until_still(harness);
    assert_eq!(open_question(harness), None, "marking closes the question");
    let after = harness.state().quiz_tally().score();
    assert_eq!(after.asked, before.asked + 1);
    assert_eq!(after.right, before.right + usize::from(right));
    let marked = harness
        .state()
        .quiz_tally()
        .marked()
        .last()
        .cloned()
        .expect("recorded");
    assert_eq!((&marked.question, marked.right), (question, right));
    let tree = en().tree;
    match (&question.asked, question.answer) {
        (Asked::Coins(coins), TrueAnswer::Outcome(truth)) => {
            let verdict = if right {
                tree.classroom_right
            } else {
                tree.classroom_wrong
            };
            assert_shows(harness, &verdict(*coins, truth));
        }
        (Asked::Heaps { position, tagged }, TrueAnswer::Outcome(truth)) => {
            let words = en().heap_classroom;
            let verdict = if right { words.right } else { words.wrong };
            assert_shows(harness, &verdict(&position.written(*tagged), truth));
        }
        (Asked::GrundyValue(n), TrueAnswer::Value(value)) => {
            // The mex worked out beside the table gives the value once it is revealed.
            assert_shows(harness, &(en().grundy.mex_result)(*n, &value.to_string()));
        }
        other => panic!("a question and an answer of two kinds: {other:?}"),
    }
}

#[test]
fn ten_questions_across_the_tabs_are_tallied_and_exported() {
    let mut harness = classroom_harness();
    // Before the first Ask the row takes no room: a classroom that does not quiz keeps it.
    assert!(harness.query_by_label(&(en().quiz.score)(0, 0)).is_none());
    // Seven right, three wrong, in this order.
    let mut rights = [true, true, false, true, true, false, true, true, false, true].into_iter();
    let mut asked_coins = HashSet::new();
    for _ in 0..4 {
        let question = ask(&mut harness);
        let Asked::Coins(coins) = question.asked else {
            panic!("the coin game asks about coins: {question:?}");
        };
        assert!(
            coins <= 13 && asked_coins.insert(coins),
            "{coins} was revealed already"
        );
        assert_eq!(question.answer, TrueAnswer::Outcome(coin_outcome(coins)));
        mark(&mut harness, &question, rights.next().expect("ten"));
    }
    click(&mut harness, en().heap_tree.kind_heaps);
    step_until(&mut harness, "Nim 3, 4, 5's graph", |h| h.state().is_up_to_date());
    let mut asked_heaps = HashSet::new();
    for _ in 0..3 {
        let question = ask(&mut harness);
        let Asked::Heaps { position, .. } = &question.asked else {
            panic!("heaps ask about positions: {question:?}");
        };
        let sizes = position.sizes();
        assert!(
            sizes.iter().sum::<u32>() <= 12,
            "a position of 3, 4, 5: {sizes:?}"
        );
        assert!(
            asked_heaps.insert(sizes.clone()),
            "{sizes:?} was revealed already"
        );
        assert_eq!(question.answer, TrueAnswer::Outcome(nim_outcome(&sizes)));
        mark(&mut harness, &question, rights.next().expect("ten"));
    }
    click(&mut harness, en().tab_grundy);
    step_until(&mut harness, "the Grundy values", |h| h.state().is_up_to_date());
    let mut asked_values = HashSet::new();
    for _ in 0..3 {
        let question = ask(&mut harness);
        let Asked::GrundyValue(n) = question.asked else {
            panic!("the Grundy tab asks for g(n): {question:?}");
        };
        assert!(asked_values.insert(n), "g({n}) was revealed already");
        assert_eq!(question.answer, TrueAnswer::Value(grundy_134(n)));
        mark(&mut harness, &question, rights.next().expect("ten"));
    }
    assert_eq!(
        harness.state().quiz_tally().score(),
        Score { right: 7, asked: 10 }
    );
    assert_shows(&harness, &(en().quiz.score)(7, 10));

    // With everything revealed there is nothing to ask, and Ask says so.
    click(&mut harness, en().classroom_reveal_all);
    click(&mut harness, en().quiz.ask);
    assert_shows(&harness, en().quiz.nothing_hidden);
    assert_eq!(open_question(&harness), None);

    let folder = std::env::temp_dir().join(format!("nimlab-quiz-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join("tally.csv");
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    click(&mut harness, en().quiz.export_tally);
    step_until(&mut harness, "the tally written", |_| path.exists());
    let text = std::fs::read_to_string(&path).expect("written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
    // A spreadsheet takes the first row as the column names.
    let first = text.lines().next().expect("a first line");
    assert_eq!(first, nimlab::export::QUIZ_COLUMNS);
    let rows = nimlab::export::read_csv(&text).rows;
    let marked = harness.state().quiz_tally().marked();
    assert_eq!(rows.len(), marked.len());
    for (row, marked) in rows.iter().zip(marked) {
        let right = row[6].parse::<bool>().expect("true or false");
        assert_eq!(right, marked.right);
        assert!(
            row[1].ends_with('Z') && row[1].len() == 20,
            "ISO time: {}",
            row[1]
        );
        let position = match &marked.question.asked {
            Asked::Coins(coins) => coins.to_string(),
            Asked::Heaps { position, tagged } => position.written(*tagged),
            Asked::GrundyValue(n) => n.to_string(),
            Asked::SumOutcome(heaps) => en().sum_words(heaps),
        };
        assert_eq!(row[4], position);
    }
    let right = rows.iter().filter(|row| row[6] == "true").count();
    assert_eq!((rows.len(), right), (10, 7));
}

#[test]
fn asking_never_repeats_a_revealed_position_until_none_is_left_and_the_keys_do_it_too() {
    let mut harness = classroom_harness();
    let mut asked = HashSet::new();
    // 14 positions, 0 to 13 coins: each asked once, by the keys A and Y.
    for _ in 0..14 {
        harness.key_press(egui::Key::A);
        run_until_still(&mut harness);
        let question = open_question(&harness).expect("a position is still hidden");
        let Asked::Coins(coins) = question.asked else {
            panic!("{question:?}");
        };
        assert!(asked.insert(coins), "{coins} asked twice");
        harness.key_press(egui::Key::Y);
        run_until_still(&mut harness);
    }
    assert_eq!(
        harness.state().quiz_tally().score(),
        Score { right: 14, asked: 14 }
    );
    harness.key_press(egui::Key::A);
    run_until_still(&mut harness);
    assert_shows(&harness, en().quiz.nothing_hidden);
    // Hide all starts the quiz again.
    click(&mut harness, en().classroom_reveal_all);
    click(&mut harness, en().classroom_hide_all);
    assert!(harness.query_by_label(en().quiz.nothing_hidden).is_none());
    ask(&mut harness);
}

#[test]
fn the_question_and_the_tally_never_give_the_answer_and_speak_korean() {
    let state = AppState {
        language: nimlab::i18n::Language::Korean,
        ..AppState {
            classroom: true,
            tab: Tab::Grundy,
            ..AppState::default()
        }
    };
    let mut harness = app_harness(state);
    harness.state_mut().seed_quiz(SEED);
    step_until(&mut harness, "the Grundy values", |h| h.state().is_up_to_date());
    click(&mut harness, ko().quiz.ask);
    run_until_still(&mut harness);
    let question = open_question(&harness).expect("asked");
    let Asked::GrundyValue(n) = question.asked else {
        panic!("{question:?}");
    };
    assert_shows(&harness, &(ko().quiz.question_grundy)(n));
    // The value is not on the board: its mex worked out ends in "?" until marked.
    assert_shows(&harness, &(ko().grundy.mex_result)(n, "?"));
    click(&mut harness, ko().quiz.wrong);
    run_until_still(&mut harness);
    assert_shows(&harness, &(ko().grundy.mex_result)(n, &grundy_134(n).to_string()));
    assert_shows(&harness, &(ko().quiz.score)(0, 1));
}
