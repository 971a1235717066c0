//! The quiz asks the Grundy tab's sum too: while the sum under the table is hidden, Ask may ask
//! who wins it; Right reveals it through the verdict's own reveal. The true answer is Bouton's:
//! Nim 3 + Nim 6 + Nim 11 has nim-sum 3 ⊕ 6 ⊕ 11 = 14, not 0, so the player to move wins.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Strings;
use nimlab::quiz::{Asked, Question, TrueAnswer};
use nimlab::ui::quiz::Quizzing as _;
use nimlab_core::games::Outcome;
use nimlab_core::games::grundy::HeapGame;
use nimlab_model::tabs::grundy::inputs::HeapInput;

use crate::support::{app_harness, assert_shows, click, en, ko, run_until_still, step_until};

/// The Grundy tab in classroom mode with four values and the sum Nim 3 + Nim 6 + Nim 11.
fn sum_state() -> AppState {
    let mut state = AppState {
        classroom: true,
        tab: Tab::Grundy,
        ..AppState::default()
    };
    "4".clone_into(&mut state.grundy.count);
    state.grundy.heaps = [3, 6, 11]
        .map(|size| HeapInput {
            game: "nim".to_owned(),
            size,
        })
        .to_vec();
    state
}

/// Asks, marking each g(n) asked right, until the sum is asked (within five questions: four
/// values and the sum are hidden); the sum's question.
fn ask_until_the_sum(harness: &mut Harness<'static, NimlabApp>, strings: &Strings) -> Question {
    for _ in 0..5 {
        click(harness, strings.quiz.ask);
        run_until_still(harness);
        let question = harness
            .state()
            .grundy_tab()
            .quiz_question()
            .cloned()
            .expect("asked");
        if matches!(question.asked, Asked::SumOutcome(_)) {
            return question;
        }
        click(harness, strings.quiz.right);
    }
    panic!("the sum was never asked");
}

#[test]
fn ask_asks_who_wins_the_sum_and_right_reveals_its_verdict() {
    let mut harness = app_harness(sum_state());
    harness.state_mut().seed_quiz(38);
    step_until(&mut harness, "the values and the sum", |h| {
        h.state().is_up_to_date()
    });
    assert_shows(&harness, en().grundy.sum_hidden);
    let question = ask_until_the_sum(&mut harness, en());
    let Asked::SumOutcome(heaps) = &question.asked else {
        unreachable!()
    };
    let sizes: Vec<u32> = heaps.iter().map(|heap| heap.size).collect();
    assert_eq!(sizes, [3, 6, 11]);
    assert!(heaps.iter().all(|heap| heap.game == HeapGame::Nim));
    assert_eq!(question.answer, TrueAnswer::Outcome(Outcome::Win));
    assert_shows(&harness, &(en().quiz.question_sum)("Nim 3 + Nim 6 + Nim 11"));
    // The verdict is still hidden while the class thinks.
    assert_shows(&harness, en().grundy.sum_hidden);
    let verdict = (en().grundy.sum_outcome)(14, Outcome::Win);
    assert!(harness.query_by_label(&verdict).is_none());
    click(&mut harness, en().quiz.right);
    run_until_still(&mut harness);
    assert_shows(&harness, &verdict);
    let tally = harness.state().quiz_tally();
    let last = tally
        .marked()
        .last()
        .map(|marked| (&marked.question, marked.right));
    assert_eq!(last, Some((&question, true)));
    // Revealed, the sum is not asked again.
    for _ in 0..6 {
        click(&mut harness, en().quiz.ask);
        if let Some(question) = harness.state().grundy_tab().quiz_question().cloned() {
            assert!(!matches!(question.asked, Asked::SumOutcome(_)), "{question:?}");
            click(&mut harness, en().quiz.right);
        }
    }
}

#[test]
fn the_sum_question_speaks_korean() {
    let mut state = sum_state();
    state.language = nimlab::i18n::Language::Korean;
    let mut harness = app_harness(state);
    harness.state_mut().seed_quiz(38);
    step_until(&mut harness, "the values and the sum", |h| {
        h.state().is_up_to_date()
    });
    let question = ask_until_the_sum(&mut harness, ko());
    let Asked::SumOutcome(heaps) = &question.asked else {
        unreachable!()
    };
    assert_shows(&harness, &(ko().quiz.question_sum)(&ko().sum_words(heaps)));
}
