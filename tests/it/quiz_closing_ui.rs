//! A question the class can no longer answer closes by itself, counted neither right nor wrong
//! (the class never gave an answer to mark), and the quiz's row says so: when its answer comes
//! on show another way (Reveal all) or its position goes (a smaller pile).

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::quiz::{Asked, Score};
use nimlab::ui::tree_tab::TreeView;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en, run_until_still, settle};

#[test]
fn a_question_answered_another_way_or_gone_closes_uncounted() {
    let state = AppState {
        classroom: true,
        ..tree_state(TreeView::DynamicProgramming, "13", "1,2,3")
    };
    let mut harness = app_harness(state);
    harness.state_mut().seed_quiz(7);
    run_until_still(&mut harness);
    let open = |harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>| {
        harness.state().tree_tab().quiz_question().cloned()
    };

    click(&mut harness, en().quiz.ask);
    assert!(open(&harness).is_some());
    click(&mut harness, en().classroom_reveal_all);
    run_until_still(&mut harness);
    assert_eq!(open(&harness), None, "Reveal all showed its answer");
    assert_shows(&harness, en().quiz.closed_unmarked);
    assert!(harness.query_by_label(en().quiz.right).is_none());
    assert_eq!(
        harness.state().quiz_tally().score(),
        Score::default(),
        "not counted"
    );

    // A pile asked about that the new, smaller pile does not have.
    click(&mut harness, en().classroom_hide_all);
    let asked = loop {
        click(&mut harness, en().quiz.ask);
        run_until_still(&mut harness);
        let question = open(&harness).expect("asked");
        let Asked::Coins(coins) = question.asked else {
            panic!("{question:?}");
        };
        if coins > 5 {
            break coins;
        }
        click(&mut harness, en().quiz.right);
    };
    let counted = harness.state().quiz_tally().score();
    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("5");
    settle(&mut harness);
    assert_eq!(open(&harness), None, "{asked} coins is not a position of 5");
    assert_shows(&harness, en().quiz.closed_unmarked);
    assert_eq!(harness.state().quiz_tally().score(), counted, "not counted");
}
