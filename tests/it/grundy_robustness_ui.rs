//! The Grundy tab under hostile input and a small window: restored state is bounded
//! like typed state, shown results say whose they are, fields fit their text, panels share the
//! window.

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, Tab};
use nimlab::ui::grundy_tab::{GameKind, HeapInput};
use nimlab_core::games::Rule;

use crate::support::{app_harness, assert_shows, en, settle};

fn grundy_state() -> AppState {
    AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    }
}

#[test]
fn a_hostile_restored_state_is_bounded_like_typed_input() {
    let mut state = grundy_state();
    state.grundy.takes = "1,".repeat(100_000);
    state.grundy.heaps = (0..100)
        .map(|_| HeapInput {
            game: "nim".to_owned(),
            size: 1_000_000_000,
        })
        .collect();
    state.grundy.heaps[0].game = "0.77".to_owned();
    // Before: a table of Kayles up to 10^9 on the UI thread, and a billion moves to list.
    let harness = app_harness(state);
    let inputs = &harness.state().grundy_tab().inputs;
    assert_eq!(inputs.heaps.len(), 12, "no more heaps than Add heap makes");
    assert!(inputs.heaps.iter().all(|heap| heap.size == 1000));
    assert!(inputs.takes.chars().count() <= nimlab::ui::grundy_tab::MAX_FIELD_CHARS);
    assert!(
        harness.query_by_label(&(en().grundy.field_full)(4000)).is_some(),
        "a full field says so"
    );
}

#[test]
fn a_long_typed_move_set_is_taken_whole() {
    // Seen in the real window: 1,2,…,400 typed into Takes kept only 1,…,70 and computed {1..70}
    // without a word.
    let mut harness = app_harness(grundy_state());
    let takes: Vec<String> = (1..=400).map(|n| n.to_string()).collect();
    harness
        .get_by_label(en().grundy.field_takes)
        .set_text_value_accesskit(&takes.join(","));
    crate::support::settle(&mut harness);
    assert!(harness.query_by_label_contains("Take {1–400} tokens").is_some());
    let field = harness.get_by_label(en().grundy.field_takes).rect();
    assert!(
        field.right() <= 1280.0,
        "the field stays in the window: {field:?}"
    );
}

#[test]
fn results_under_an_invalid_input_say_whose_they_are() {
    let mut harness = app_harness(grundy_state());
    assert!(
        harness
            .query_by_label_contains("the last input computed")
            .is_none()
    );
    harness
        .get_by_label(en().grundy.field_takes)
        .set_text_value_accesskit("1,x");
    harness.run();
    assert_shows(
        &harness,
        &(en().grundy.grundy_stale)("{1,3,4}", en().rule(Rule::Normal), 40),
    );
    harness
        .get_by_label(en().grundy.field_takes)
        .set_text_value_accesskit("1,2");
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("the last input computed")
            .is_none()
    );
}

#[test]
fn an_invalid_count_from_the_start_shows_its_error_not_a_spinner() {
    // Before: nothing computed and nothing to compute, yet a spinner kept the window busy.
    let mut state = grundy_state();
    state.grundy.count = "12345678".to_owned();
    let harness = app_harness(state);
    assert_shows(&harness, &(en().grundy.grundy_count_error)(1_000_000));
}

#[test]
fn the_count_field_grows_with_its_text() {
    let mut harness = app_harness(grundy_state());
    let short = harness.get_by_label(en().grundy.grundy_count).rect().width();
    harness
        .get_by_label(en().grundy.grundy_count)
        .set_text_value_accesskit("123456789012");
    harness.run();
    let long = harness.get_by_label(en().grundy.grundy_count).rect().width();
    assert!(long > short, "an 8-digit count is not cut off: {short} → {long}");
}

#[test]
fn at_800_by_600_the_sum_leaves_room_for_the_values() {
    let mut state = grundy_state();
    state.grundy.kind = GameKind::Octal;
    state.grundy.heaps = (0..3)
        .map(|_| HeapInput {
            game: "0.137".to_owned(),
            size: 1000,
        })
        .collect();
    let mut harness = app_harness(state);
    harness.set_size(egui::vec2(800.0, 600.0));
    harness.run();
    // Before: the sum panel grew with its winning moves over the values and the chart.
    let sum_top = harness.get_by_label(en().grundy.sum_title).rect().top();
    assert!(sum_top > 600.0 * 0.35, "the sum starts at y = {sum_top}");
    let period = harness.get_by_label(en().grundy.period_title).rect();
    assert!(period.bottom() < sum_top, "the period panel is above the sum");
    assert!(
        harness.get_all_by_role(Role::Button).any(|b| b
            .accesskit_node()
            .label()
            .is_some_and(|l| l.starts_with("Heap 1: 1000"))),
        "the winning moves are still there, scrolled"
    );
}

#[test]
fn a_sum_the_computer_cannot_analyse_cannot_be_played_against_it() {
    // Seen in the real window: a misère sum with a Kayles heap could be played, but the computer
    // never answered and the hint stayed empty. Misère sums of any games are searched now,
    // within a bound: a Kayles heap of 60 is past it.
    let mut state = grundy_state();
    state.grundy.heaps[0].game = "0.77".to_owned();
    state.grundy.heaps[0].size = 60;
    let mut harness = app_harness(state);
    let toggle = |harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>| {
        harness
            .get_by_role_and_label(Role::Button, en().grundy.sum_play)
            .accesskit_node()
            .is_disabled()
    };
    assert!(!toggle(&harness), "under normal play the sum can be played");
    crate::support::click(&mut harness, en().grundy.sum_misere_any);
    harness.run();
    assert!(
        toggle(&harness),
        "a misère sum past the search's bound cannot be played"
    );
    assert!(
        harness
            .query_by_label_contains("A misère search here could meet up to")
            .is_some(),
        "the refusal says why"
    );
}
