//! The Grundy tab driven as a person would: choosing games, clicking values, building sums.

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::sums::{self, Heap};
use nimlab_core::games::{Outcome, Rule};

use crate::support::{app_harness, assert_shows, click, en, ko, settle, step_until};

fn grundy_state() -> AppState {
    AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    }
}

fn heap_sizes(app: &NimlabApp) -> Vec<u32> {
    app.state().grundy.heaps.iter().map(|heap| heap.size).collect()
}

/// The heaps of the game against the computer (none when no game is on).
fn position_sizes(app: &NimlabApp) -> Option<Vec<u32>> {
    app.grundy_tab()
        .sum_position()
        .map(|heaps| heaps.iter().map(|heap| heap.size).collect())
}

#[test]
fn a_typed_set_shows_its_certified_period() {
    let mut harness = app_harness(grundy_state());
    assert!(
        harness
            .query_by_label(&(en().grundy.period_found)(0, 7))
            .is_some(),
        "{{1,3,4}} by default"
    );
    harness
        .get_by_label(en().grundy.field_takes)
        .set_text_value_accesskit("2,4,7");
    settle(&mut harness);
    assert_shows(&harness, &(en().grundy.period_found)(8, 3));
    let values = harness
        .state()
        .grundy_tab()
        .result()
        .expect("computed")
        .values()
        .to_vec();
    assert_eq!(values[..8], [0, 0, 1, 1, 2, 2, 0, 3]);
}

#[test]
fn the_proof_names_the_repeated_window() {
    // "4 equal values in a row" was wrong: what repeats is a window of 4 values.
    let harness = app_harness(grundy_state());
    assert_shows(&harness, &(en().grundy.certificate_window)(4, 4, 0, 7));
    assert!(harness.query_by_label_contains("in a row").is_none());
}

#[test]
fn clicking_n_works_out_its_mex() {
    let mut harness = app_harness(grundy_state());
    click(&mut harness, &(en().grundy.grundy_row_label)(6, "2"));
    assert_eq!(harness.state().grundy_tab().inputs.selected, Some(6));
    assert_shows(&harness, &(en().grundy.mex_title)(6));
    // From 6 with {1,3,4}: 5 (g = 3), 3 (g = 1), 2 (g = 0) → {0, 1, 3} → mex 2.
    assert_shows(&harness, &(en().grundy.mex_set)("0, 1, 3"));
    assert_shows(&harness, &(en().grundy.mex_result)(6, "2"));
}

#[test]
fn octal_games_and_their_errors() {
    let mut harness = app_harness(grundy_state());
    harness.get_by_label(en().grundy.kind_octal).click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label(&(en().grundy.period_found)(71, 12))
            .is_some(),
        "Kayles"
    );
    // Misère values of a game that splits are searched; no period is claimed.
    harness
        .get_by_label(en().grundy.grundy_count)
        .set_text_value_accesskit("12");
    click(&mut harness, en().rule_misere);
    settle(&mut harness);
    assert_shows(&harness, en().grundy.period_misere_none);
}

#[test]
fn the_misere_mex_values_an_emptied_heap_at_1() {
    // Under misère, taking the whole heap leaves a position with no move, worth 1.
    let mut harness = app_harness(grundy_state());
    click(&mut harness, en().grundy.kind_octal);
    harness
        .get_by_label(en().grundy.field_octal)
        .set_text_value_accesskit("0.3");
    harness.get_by_label(en().rule_misere).click();
    settle(&mut harness);
    click(&mut harness, &(en().grundy.grundy_row_label)(1, "0"));
    assert_shows(&harness, &(en().grundy.mex_set)("1"));
    assert_shows(&harness, &(en().grundy.mex_result)(1, "0"));
}

#[test]
fn misere_is_described_as_misere_in_both_languages() {
    // The description said "whoever cannot move loses" (normal play) under misère.
    let mut harness = app_harness(grundy_state());
    assert!(
        harness
            .query_by_label_contains(en().grundy.desc_play_normal)
            .is_some(),
        "normal play by default"
    );
    click(&mut harness, en().rule_misere);
    assert!(
        harness
            .query_by_label_contains(en().grundy.desc_play_misere)
            .is_some()
    );
    assert!(harness.query_by_label_contains("cannot move loses").is_none());
    click(&mut harness, Language::Korean.name());
    assert!(
        harness
            .query_by_label_contains(ko().grundy.desc_play_misere)
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("움직일 수 없는 사람이 집니다")
            .is_none()
    );
}

#[test]
fn an_invalid_set_explains_itself() {
    let mut harness = app_harness(grundy_state());
    harness
        .get_by_label(en().grundy.field_takes)
        .set_text_value_accesskit("1,x");
    harness.run();
    assert_shows(&harness, &(en().error_not_a_number)("x"));
}

#[test]
fn adding_a_heap_extends_the_xor_table() {
    let mut harness = app_harness(grundy_state());
    assert!(harness.query_by_label("#4").is_none());
    click(&mut harness, en().grundy.sum_add_heap);
    assert_eq!(heap_sizes(harness.state()), [3, 4, 5, 1]);
    assert!(
        harness.query_by_label("#4").is_some(),
        "the binary table has a row for the new heap"
    );
    // 3 xor 4 xor 5 xor 1 = 3.
    assert_shows(&harness, &(en().grundy.sum_outcome)(3, Outcome::Win));
}

#[test]
fn playing_a_winning_move_leaves_a_zero_nim_sum() {
    let mut harness = app_harness(grundy_state());
    click(&mut harness, &(en().grundy.sum_move)(1, 3, "1"));
    assert_eq!(heap_sizes(harness.state()), [1, 4, 5]);
    assert_shows(&harness, &(en().grundy.sum_outcome)(0, Outcome::Lose));
    assert_shows(&harness, en().grundy.sum_no_winning_move);
}

#[test]
fn the_tab_speaks_korean() {
    let mut harness = app_harness(grundy_state());
    click(&mut harness, Language::Korean.name());
    assert_shows(&harness, ko().tab_grundy);
    assert_shows(&harness, &(ko().grundy.period_found)(0, 7));
}

#[test]
fn a_sum_played_against_the_computer_with_the_hints_is_won() {
    use egui::accesskit::Role;
    // Nim 3, 4, 5: nim-sum 2, a win for whoever moves first, so the human starts.
    let mut harness = app_harness(grundy_state());
    click(&mut harness, en().grundy.sum_play);
    click(&mut harness, en().play_hint);
    let mut moves = 0;
    while harness.query_by_label(en().play_you_win).is_none() {
        assert!(
            harness.query_by_label(en().play_computer_wins).is_none(),
            "the hints lost"
        );
        let heaps: Vec<Heap> = position_sizes(harness.state())
            .expect("a game is on")
            .into_iter()
            .map(|size| Heap {
                game: HeapGame::Nim,
                size,
            })
            .collect();
        let analysis = sums::analyse(&heaps, Rule::Normal).expect("valid");
        let winning = analysis
            .winning_moves
            .first()
            .expect("a won position has a winning move");
        let to = winning.to.first().map_or("0".to_owned(), u32::to_string);
        let label = format!("Heap {}: {} → {to}", winning.heap + 1, winning.from);
        harness.get_by_role_and_label(Role::Button, &label).click();
        harness.run();
        moves += 1;
        assert!(moves < 20, "the game ends");
    }
    assert_eq!(position_sizes(harness.state()), Some(vec![0, 0, 0]));
    // The game used to empty the sum being built, so New game started from nothing.
    assert_eq!(heap_sizes(harness.state()), [3, 4, 5], "the sum as built");
    click(&mut harness, en().play_new_game);
    assert_eq!(position_sizes(harness.state()), Some(vec![3, 4, 5]));
    assert!(harness.query_by_label(en().play_you_win).is_none());
    click(&mut harness, en().grundy.sum_play);
    assert_eq!(position_sizes(harness.state()), None);
    assert!(
        harness
            .query_by_label(&(en().grundy.sum_outcome)(2, Outcome::Win))
            .is_some(),
        "the builder shows its sum again"
    );
}

#[test]
fn the_computer_wins_a_sum_that_is_lost_for_the_human() {
    // A move the human may play now: the computer's reply is worked out in the background, and
    // meanwhile the heaps' buttons are there but off.
    fn playable(harness: &egui_kittest::Harness<'_, NimlabApp>) -> bool {
        harness.get_all_by_role(egui::accesskit::Role::Button).any(|b| {
            !b.accesskit_node().is_disabled()
                && b.accesskit_node().label().is_some_and(|l| l.starts_with("Heap "))
        })
    }
    // Nim 3, 4, 5 is won for whoever moves first: with the computer first, it wins whatever the
    // human plays.
    let mut harness = app_harness(grundy_state());
    click(&mut harness, en().grundy.sum_play);
    click(&mut harness, en().play_computer);
    assert!(harness.query_by_label_contains("it is winning").is_some());
    // A move the human may play now: the computer's reply is worked out in the background, and
    // while it is, the heaps' buttons are there but off.
    let mut moves = 0;
    loop {
        step_until(&mut harness, "the human's turn, or the end of the game", |h| {
            h.query_by_label(en().play_computer_wins).is_some() || playable(h)
        });
        if harness.query_by_label(en().play_computer_wins).is_some() {
            break;
        }
        assert!(harness.query_by_label(en().play_you_win).is_none());
        let button = harness
            .get_all_by_role(egui::accesskit::Role::Button)
            .find(|b| {
                !b.accesskit_node().is_disabled()
                    && b.accesskit_node().label().is_some_and(|l| l.starts_with("Heap "))
            })
            .expect("a move to play");
        button.click();
        harness.run();
        moves += 1;
        assert!(moves < 20, "the game ends");
    }
}

#[test]
fn a_long_move_set_is_described_in_one_line_and_leaves_the_values_in_view() {
    // Seen in the real window: "Take 1 to k" with k = 1000 spelled out {1,2,…,1000} over the
    // whole tab at 800×600, and kept doing so after a restart.
    let mut state = grundy_state();
    state.grundy.kind = nimlab::ui::grundy_tab::GameKind::OneToK;
    state.grundy.k = "1000".to_owned();
    let harness = crate::support::app_harness_sized(state, egui::vec2(800.0, 600.0));
    let description = harness.get_by_label_contains("Take {1–1000} tokens");
    assert!(description.rect().height() < 40.0, "{:?}", description.rect());
    let row = harness
        .get_by_label(&(en().grundy.grundy_row_label)(5, "5"))
        .rect();
    assert!(row.bottom() < 600.0, "the values are in view: {row:?}");
}

#[test]
fn a_remembered_game_that_is_not_valid_offers_a_way_back() {
    // Seen in the real window: Octal 0.137 with Misère, remembered, opened to a tab with nothing
    // but the error. Misère 0.137 is searched now, but not to 100 values.
    let mut state = grundy_state();
    state.grundy.kind = nimlab::ui::grundy_tab::GameKind::Octal;
    state.grundy.octal = "0.137".to_owned();
    state.grundy.rule = Rule::Misere;
    state.grundy.count = "100".to_owned();
    let mut harness = app_harness(state);
    assert!(
        harness
            .query_by_label(&(en().grundy.grundy_row_label)(2, "0"))
            .is_none(),
        "nothing valid to show yet"
    );
    harness.get_by_label(en().grundy.grundy_default_game).click();
    settle(&mut harness);
    assert_shows(&harness, &(en().grundy.grundy_row_label)(2, "0"));
    assert_eq!(heap_sizes(harness.state()), [3, 4, 5], "the sum is kept");
}
