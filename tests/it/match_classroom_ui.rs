//! Classroom mode on the matchstick tab: no answer, no count of answers and no true/false shows
//! — in the answers list, on the canvas, in the status line, the generator or the search — until
//! the teacher clicks Reveal all; the next puzzle starts hidden again; play mode keeps its own
//! rule: classroom mode hides every value and answer until revealed.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::generate::generate;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::watch::Unwatched;

use crate::support::matchsticks::{generate_puzzles, match_state};
use crate::support::{app_harness, app_harness_sized, assert_shows, click, en, labels, settle, step_until};

/// The matchstick paper's `0+3=09` (one move: `6+3=09`, its only answer), with the class watching.
fn classroom() -> Harness<'static, NimlabApp> {
    let state = match_state();
    let mut harness = app_harness(state);
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    harness
}

/// Whether something on screen tells the class the answer, how many there are, or whether the
/// equation on the canvas is true.
fn giveaways(harness: &Harness<'static, NimlabApp>) -> Vec<&'static str> {
    let mut found = Vec::new();
    for (contained, what) in [
        ("6+3=09", "the answer"),
        ("1 move:", "the count at 1 move"),
        (en().matchsticks.unique, "that the answer is unique"),
        (en().matchsticks.leaves, "the answer's highlight on the canvas"),
        (en().matchsticks.arrives, "the answer's highlight on the canvas"),
    ] {
        if labels(harness).iter().any(|label| label.contains(contained)) {
            found.push(what);
        }
    }
    if labels(harness)
        .iter()
        .any(|label| label == "false" || label == "true")
    {
        found.push("whether the equation is true");
    }
    found
}

#[test]
fn answers_counts_and_truth_wait_for_reveal_all() {
    let mut harness = classroom();
    assert_eq!(giveaways(&harness), Vec::<&str>::new(), "{:?}", labels(&harness));
    assert!(
        harness
            .query_all_by_label(en().matchsticks.answers_hidden)
            .next()
            .is_some(),
        "{:?}",
        labels(&harness)
    );
    harness.get_by_label(en().classroom_reveal_all).click();
    settle(&mut harness);
    assert!(harness.query_by_label("6+3=09").is_some(), "the answers list");
    assert!(
        harness.query_by_label(en().matchsticks.is_false).is_some(),
        "0+3=09 is false"
    );
    assert!(
        harness
            .query_by_label_contains(&(en().matchsticks.count_line)(Goal::Move, 1, 1))
            .is_some()
    );
    assert!(
        harness
            .query_all_by_label(en().matchsticks.unique)
            .next()
            .is_some()
    );
    // The teacher highlights the answer, then hides everything again: the highlight goes too.
    click(&mut harness, "6+3=09");
    assert!(harness.query_by_label_contains(en().matchsticks.leaves).is_some());
    click(&mut harness, en().classroom_hide_all);
    assert_eq!(giveaways(&harness), Vec::<&str>::new(), "{:?}", labels(&harness));
}

#[test]
fn reveal_all_is_within_reach_at_800_by_600() {
    // Classroom mode draws everything 1.3 times larger: the button must not scroll out of sight.
    let state = match_state();
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    harness.get_by_label(en().classroom_reveal_all).click();
    settle(&mut harness);
    assert_shows(&harness, "6+3=09");
}

#[test]
fn switching_classroom_on_takes_the_highlight_off_the_canvas() {
    let state = match_state();
    let mut harness = app_harness(state);
    click(&mut harness, "6+3=09");
    assert!(
        harness
            .query_by_label_contains(en().matchsticks.arrives)
            .is_some()
    );
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert_eq!(giveaways(&harness), Vec::<&str>::new(), "{:?}", labels(&harness));
    // Off again: everything as before, the teacher's highlight included.
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains(en().matchsticks.arrives)
            .is_some()
    );
    assert_shows(&harness, en().matchsticks.is_false);
}

#[test]
fn the_next_puzzle_starts_hidden() {
    let mut harness = classroom();
    harness.get_by_label(en().classroom_reveal_all).click();
    settle(&mut harness);
    assert_shows(&harness, "6+3=09");
    // The teacher lays out the next puzzle for the class.
    harness
        .get_by_label(en().matchsticks.equation)
        .set_text_value_accesskit("5+3=6");
    harness.run();
    harness.get_by_label(en().matchsticks.lay_out).click();
    settle(&mut harness);
    // 5+3=6 has answers one move away (5+3=8 among them): none may show.
    assert!(
        harness.query_by_label_contains("5+3=8").is_none(),
        "{:?}",
        labels(&harness)
    );
    assert!(harness.query_by_label(en().matchsticks.is_false).is_none());
    assert!(harness.query_by_label_contains("1 move:").is_none());
    assert_shows(&harness, en().classroom_reveal_all);
}

#[test]
fn the_generator_keeps_its_answer_column_back() {
    let mut harness = classroom();
    generate_puzzles(&mut harness);
    let shape = Shape::parse("D+D=D").expect("a shape");
    let puzzles =
        generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut Unwatched).expect("not cancelled");
    let first = puzzles.first().expect("D+D=D has unique one-move puzzles");
    assert!(
        harness.query_by_label(&first.puzzle).is_some(),
        "the puzzles show"
    );
    for puzzle in &puzzles {
        assert!(
            harness.query_all_by_label(&puzzle.answer).next().is_none(),
            "{} shows its answer {}",
            puzzle.puzzle,
            puzzle.answer
        );
    }
    click(&mut harness, en().classroom_reveal_all);
    assert!(harness.query_all_by_label(&first.answer).next().is_some());
}

#[test]
fn the_search_keeps_its_answers_back() {
    let mut harness = classroom();
    click(&mut harness, en().matchsticks.panel_search);
    harness.get_by_label(en().matchsticks.run_search).click();
    step_until(&mut harness, "the search finished", |h| {
        h.query_by_label_contains("distinct layouts").is_some()
    });
    harness.run();
    assert!(
        harness.query_by_label_contains("6+3=09").is_none(),
        "{:?}",
        labels(&harness)
    );
    assert!(
        harness
            .query_by_label_contains("distinct layouts and 1 answers")
            .is_none()
    );
    click(&mut harness, en().classroom_reveal_all);
    assert_shows(&harness, &(en().matchsticks.search_example)("6+3=09", 1));
    assert!(
        harness
            .query_by_label_contains("distinct layouts and 1 answers")
            .is_some()
    );
}

#[test]
fn play_mode_keeps_its_own_rule() {
    let mut harness = classroom();
    harness.get_by_label(en().matchsticks.mode_play).click();
    settle(&mut harness);
    assert_eq!(giveaways(&harness), Vec::<&str>::new(), "{:?}", labels(&harness));
    assert!(
        harness.query_by_label(en().classroom_reveal_all).is_none(),
        "play has its own Reveal"
    );
    harness.get_by_label(en().matchsticks.reveal).click();
    settle(&mut harness);
    assert_shows(&harness, &(en().matchsticks.revealed)("6+3=09"));
}
