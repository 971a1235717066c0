//! Play mode for students keeps the answer hidden: nothing says whether the equation is true
//! until Check, a verdict never outlives the layout it judged, and Reveal shows one answer with
//! a hint about that answer (not the designer's answers list). In an 800×600 window.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab::i18n::Language;
use nimlab::i18n::matchsticks::MatchStrings;
use nimlab_core::matchsticks::solve::Goal;

use crate::support::matchsticks::{drag_stick, leaving, match_state, stick};
use crate::support::{app_harness_sized, assert_shows, click, en, settle};

fn m() -> &'static MatchStrings {
    Language::English.strings().matchsticks
}

fn playing() -> Harness<'static, NimlabApp> {
    let state = match_state();
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    harness.get_by_label(m().mode_play).click();
    settle(&mut harness);
    harness
}

/// Whether anything on screen says true or false.
fn tells_truth(harness: &Harness<'static, NimlabApp>) -> bool {
    harness.query_by_label(m().is_true).is_some() || harness.query_by_label(m().is_false).is_some()
}

#[test]
fn play_mode_says_nothing_about_truth_until_check() {
    let mut harness = playing();
    assert!(!tells_truth(&harness), "0+3=09 is false, and nothing may say so");
    // b to g: 6+3=09, true.
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    assert!(!tells_truth(&harness), "6+3=09 is true, and nothing may say so");
    click(&mut harness, m().check);
    assert_shows(&harness, m().right);
    // Undo brings back the false puzzle: the verdict about 6+3=09 must not stay under it.
    click(&mut harness, m().undo);
    assert!(
        harness.query_by_label(m().right).is_none(),
        "\"Right\" stays under the false puzzle after Undo"
    );
    assert!(!tells_truth(&harness));
}

#[test]
fn reveal_shows_one_answer_with_a_hint_about_it() {
    let mut harness = playing();
    harness.get_by_label(m().reveal).click();
    settle(&mut harness);
    assert_shows(&harness, &(en().matchsticks.revealed)("6+3=09"));
    assert!(
        harness.query_by_label(m().answer_hint).is_none(),
        "the designer's hint about clicking answers in a list"
    );
    assert_shows(&harness, m().reveal_hint(Goal::Move));
    assert_shows(&harness, &leaving("0+3=09", 0, 1));
}

#[test]
fn reset_starts_the_attempt_over_for_the_next_student() {
    let mut harness = playing();
    let hints = m().hints;
    for _ in 0..2 {
        click(&mut harness, hints.hint);
        settle(&mut harness);
    }
    assert_shows(&harness, &(hints.hints_used)(2));
    harness.get_by_label(m().reveal).click();
    settle(&mut harness);
    assert_shows(&harness, &(en().matchsticks.revealed)("6+3=09"));
    click(&mut harness, m().reset);
    settle(&mut harness);
    assert!(
        harness
            .query_by_label(&(en().matchsticks.revealed)("6+3=09"))
            .is_none(),
        "the answer no longer shows"
    );
    assert!(
        harness.query_by_label(&(hints.hints_used)(2)).is_none(),
        "no hint counted against the next student"
    );
    assert!(harness.query_by_label(&leaving("0+3=09", 0, 1)).is_none());
}
