//! Classroom mode on the Grundy tab: no g(n), P mark, bar, period, mex result, nim-sum,
//! outcome or winning move shows until the teacher reveals it, not even in accessible labels.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Tab};
use nimlab_core::games::Outcome;

use crate::support::{
    app_harness, assert_hides, assert_shows, assert_shows_part, click, en, ko, labels, settle,
};

/// The Grundy tab with its default inputs ({1,3,4}, 40 values; the sum Nim 3 + 4 + 5), classroom
/// mode on.
fn classroom() -> AppState {
    AppState {
        tab: Tab::Grundy,
        classroom: true,
        ..AppState::default()
    }
}

#[test]
fn values_and_the_period_hide_until_revealed() {
    let mut harness = app_harness(classroom());
    let shown = labels(&harness);
    assert!(
        harness
            .query_by_label(&(en().grundy.grundy_row_label)(2, "?"))
            .is_some(),
        "{shown:?}"
    );
    let g = en().grundy;
    let (period, cycle) = ((g.period_found)(0, 7), (g.period_cycle)(""));
    for giveaway in [
        (g.grundy_row_label)(2, "0"),
        (g.grundy_row_label)(3, "1"),
        period.clone(),
        cycle.clone(),
    ] {
        assert!(
            harness.query_by_label_contains(&giveaway).is_none(),
            "{giveaway} shows: {shown:?}"
        );
    }
    assert!(!shown.iter().any(|label| label == "P"), "a P mark shows");
    assert_shows(&harness, en().grundy.period_hidden);

    // The class works out g(2): its only option leaves 1, whose value is not on the board yet.
    click(&mut harness, &(en().grundy.grundy_row_label)(2, "?"));
    assert_eq!(
        harness
            .query_all_by_label(&(en().grundy.grundy_row_label)(1, "?"))
            .count(),
        2,
        "the row of 1 and the option's value, both hidden"
    );
    assert_shows(&harness, &(en().grundy.mex_result)(2, "?"));
    assert!(
        harness
            .query_by_label_contains(en().grundy.mex_p_position)
            .is_none()
    );
    click(&mut harness, &(en().grundy.grundy_reveal)(2));
    assert_shows(&harness, &(en().grundy.grundy_row_label)(2, "0"));
    assert_shows(&harness, &(en().grundy.mex_result)(2, "0"));
    assert!(
        harness
            .query_by_label(&(en().grundy.grundy_row_label)(3, "?"))
            .is_some(),
        "only g(2) shows"
    );
    assert!(harness.query_by_label_contains(&period).is_none());

    click(&mut harness, en().classroom_reveal_all);
    assert_shows(&harness, &(en().grundy.grundy_row_label)(3, "1"));
    assert_shows(&harness, &(en().grundy.period_found)(0, 7));
    assert!(harness.query_by_label_contains(&cycle).is_some());
}

#[test]
fn the_sum_keeps_its_values_and_winning_moves_back() {
    let mut harness = app_harness(classroom());
    let shown = labels(&harness);
    // Nim 3 + 4 + 5: nim-sum 2, won by taking heap 1 from 3 to 1.
    let g = en().grundy;
    let nim_sum = (g.sum_outcome)(2, Outcome::Win);
    // "Nim-sum" alone: no nim-sum may show at all, not only the sentence that reveals this one.
    for giveaway in [
        "Nim-sum".to_owned(),
        g.sum_winning_moves.to_owned(),
        (g.sum_move)(1, 3, "1"),
    ] {
        assert!(
            harness.query_by_label_contains(&giveaway).is_none(),
            "{giveaway} shows: {shown:?}"
        );
    }
    click(&mut harness, en().grundy.sum_reveal);
    assert!(harness.query_by_label_contains(&nim_sum).is_some());
    assert_shows(&harness, &(en().grundy.sum_move)(1, 3, "1"));
    // Another rule is another question: hidden again.
    click(&mut harness, en().grundy.sum_misere_any);
    let bouton = (g.sum_outcome_misere)(Outcome::Win);
    assert!(harness.query_by_label_contains(&bouton).is_none());
    assert_shows(&harness, en().grundy.sum_reveal);
    // Classroom off: everything as ever.
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert!(harness.query_by_label_contains(&bouton).is_some());
    assert_shows(&harness, &(en().grundy.grundy_row_label)(2, "0"));
}

#[test]
fn play_keeps_hints_and_the_computers_verdict_back() {
    let mut harness = app_harness(classroom());
    click(&mut harness, en().grundy.sum_play);
    click(&mut harness, en().play_hint);
    assert!(
        harness
            .query_by_label_contains(en().grundy.sum_winning_moves)
            .is_none()
    );
    assert_shows(&harness, en().play_hint_hidden);
    // 3 → 1 leaves nim-sum 0: the computer is lost, and must not say so.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, &(en().grundy.sum_move)(1, 3, "1"))
        .click();
    harness.run();
    assert_shows_part(&harness, "The computer plays Heap");
    assert_hides(&harness, &["it is winning", "is lost"]);
}

#[test]
fn a_verdict_said_before_classroom_mode_is_taken_back_when_it_starts() {
    let mut harness = app_harness(AppState {
        classroom: false,
        ..classroom()
    });
    click(&mut harness, en().grundy.sum_play);
    // 3 → 1 leaves nim-sum 0: the computer is lost and, outside classroom mode, says so.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, &(en().grundy.sum_move)(1, 3, "1"))
        .click();
    harness.run();
    assert_shows_part(&harness, "is lost");
    click(&mut harness, en().classroom);
    assert_hides(&harness, &["it is winning", "is lost"]);
    assert_shows_part(&harness, "The computer plays Heap");
}

#[test]
fn korean_hides_the_same_and_says_so() {
    let mut harness = app_harness(AppState {
        language: nimlab::i18n::Language::Korean,
        ..classroom()
    });
    assert_shows(&harness, &(ko().grundy.grundy_row_label)(2, "?"));
    let nim_sum = (ko().grundy.sum_outcome)(2, Outcome::Win);
    assert!(harness.query_by_label_contains(&nim_sum).is_none());
    assert_shows(&harness, ko().grundy.period_hidden);
    click(&mut harness, ko().grundy.sum_reveal);
    assert!(harness.query_by_label_contains(&nim_sum).is_some());
}

#[test]
fn a_revealed_value_neither_lists_nor_nests_its_hidden_options_values() {
    // g(2) of {1,3,4}: its one option leaves 1, g(1) = 1. Revealing g(2) printed the set of
    // options' values, {1}, and the nested action set {*1} ≈ *0, while g(1) still showed "?".
    let strings = nimlab::i18n::Language::English.strings();
    let mut harness = app_harness(classroom());
    click(&mut harness, &(strings.grundy.grundy_row_label)(2, "?"));
    click(&mut harness, &(strings.grundy.grundy_reveal)(2));
    assert_shows(&harness, &(strings.grundy.grundy_row_label)(2, "0"));
    assert!(
        harness
            .query_all_by_label(&(strings.grundy.grundy_row_label)(1, "?"))
            .next()
            .is_some()
    );
    assert_shows(&harness, &(strings.grundy.mex_set)("?"));
    assert_hides(
        &harness,
        &[
            &(strings.grundy.mex_set)("1"),
            "{*1}",
            strings.grundy.action_set_title,
        ],
    );
}
