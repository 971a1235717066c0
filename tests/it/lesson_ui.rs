//! The lesson tools driven as a teacher would: stepping through the recursion and the DP
//! fill with the keyboard and the buttons.

use egui::Key;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::AppState;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Outcome;

use crate::support::tree::{node, tree_state};
use crate::support::{app_harness, assert_shows, click, en};

#[test]
fn stepping_marks_each_call_and_the_call_stack_follows() {
    // The coin-game article's game from 6 coins: the first calls take 1 each time: 6, 5, 4.
    let mut harness = app_harness(AppState::default());
    click(&mut harness, en().tree.step_through);
    assert_shows(&harness, en().tree.call_stack_empty);
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert_eq!(harness.state().tree_tab().steps_done(), Some(3));
    let current = harness
        .query_by_label_contains(en().tree.step_current)
        .expect("the newest call is marked");
    assert_eq!(
        current.accesskit_node().label().as_deref(),
        Some("4 coins (?) after taking 1,1, running, current step")
    );
    assert_shows(&harness, &(en().tree.step_call)(4));
    assert!(
        harness
            .query_by_label_contains(&(node(3, None, "1,1,1") + en().tree.step_waiting))
            .is_some(),
        "the next call is still a ghost"
    );
    harness.key_press(Key::ArrowLeft);
    harness.run();
    let current = harness.get_by_label_contains(en().tree.step_current);
    assert_eq!(
        current.accesskit_node().label().as_deref(),
        Some("5 coins (?) after taking 1, running, current step")
    );
    click(&mut harness, en().tree.step_back);
    assert_eq!(harness.state().tree_tab().steps_done(), Some(1));
    assert_shows(&harness, &(en().tree.step_call)(6));
    // Seven more: the calls reach 0 coins, which returns at once with its value.
    for _ in 0..7 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert_shows(&harness, &(en().tree.step_return)(0, en().win));
    assert!(
        harness
            .query_by_label(&(node(0, Some(Outcome::Win), "1,1,1,1,1,1") + en().tree.step_current))
            .is_some(),
        "a returned call shows its value"
    );
}

#[test]
fn stepping_the_dp_fills_the_table_bottom_up() {
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "6", "1,2,3"));
    click(&mut harness, en().tree.step_through);
    click(&mut harness, en().tree.step_forward);
    click(&mut harness, en().tree.step_forward);
    // Misère: 0 coins means the opponent took the last one, so 0 wins; 1 coin loses.
    assert_shows(&harness, &(en().tree.dp_fill)(1, en().lose));
    assert_shows(&harness, &(en().tree.dp_not_filled)(2));
    assert_shows(&harness, &(en().tree.dp_node_label)(1, en().lose));
}

fn play_state(coins: u32) -> AppState {
    tree_state(TreeView::Play, &coins.to_string(), "1,2,3")
}

/// The take the hint names ("Hint: take 1. It leaves …").
fn hinted_take(harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>) -> u32 {
    let hint = harness.get_by_label_contains("Hint: take ");
    let node = hint.accesskit_node();
    let label = node.label().or_else(|| node.value()).unwrap_or_default();
    label["Hint: take ".len()..]
        .split('.')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number after 'Hint: take'")
}

#[test]
fn following_the_hints_from_a_won_position_beats_the_computer() {
    // 6 coins, take 1 to 3, misère: 6 = 4 + 2 is won for the player to move.
    let mut harness = app_harness(play_state(6));
    click(&mut harness, en().play_hint);
    while harness.query_by_label(en().play_you_win).is_none() {
        assert!(
            harness.query_by_label(en().play_computer_wins).is_none(),
            "the hints lost"
        );
        let take = hinted_take(&harness);
        click(&mut harness, &format!("Take {take}"));
    }
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!(game.coins, 0);
    assert!(game.moves.len() >= 3, "{:?}", game.moves);
    // Replay: back to the start, then the first take.
    let slider = harness.get_by_role(egui::accesskit::Role::Slider);
    slider.set_value_accesskit(0.0);
    harness.run();
    assert_shows(&harness, &(en().tree.play_coins_left)(6));
    harness
        .get_by_role(egui::accesskit::Role::Slider)
        .set_value_accesskit(1.0);
    harness.run();
    let after_first = 6 - game.moves[0].1;
    assert_shows(&harness, &format!("{after_first} coins on the table"));
}

#[test]
fn the_computer_wins_from_the_other_side_and_says_when_it_is_lost() {
    // 5 coins is lost for the player to move: whatever the human takes, the computer wins.
    let mut harness = app_harness(play_state(5));
    while harness.query_by_label(en().play_computer_wins).is_none() {
        assert!(harness.query_by_label(en().play_you_win).is_none());
        click(&mut harness, &(en().tree.play_take)(1));
    }
    // With the computer to move from 5 it is lost, says so, and stalls.
    click(&mut harness, en().play_computer);
    assert!(
        harness
            .query_by_label_contains("The computer is lost against perfect play")
            .is_some()
    );
    click(&mut harness, en().play_hint);
    while harness.query_by_label(en().play_you_win).is_none() {
        let take = hinted_take(&harness);
        click(&mut harness, &format!("Take {take}"));
    }
}

#[test]
fn the_growth_chart_states_the_numbers_at_the_current_n() {
    let mut harness = app_harness(AppState::default());
    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("13");
    crate::support::settle(&mut harness);
    click(&mut harness, en().tree.view_growth);
    assert!(
        harness
            .query_by_label(&(en().tree.growth_intro)(13, "3736", 14))
            .is_some()
    );
    let growth = &harness.state().tree_tab().analysis().expect("computed").growth;
    assert!(growth.naive.len() > 13);
    assert!((growth.naive[13] - 3736f64.log10()).abs() < 1e-9);
    assert!((growth.short_circuit[13] - 1142f64.log10()).abs() < 1e-9);
}

#[test]
fn classroom_mode_hides_values_and_checks_the_class_answers() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, en().classroom);
    assert!(
        harness.query_by_label(&node(6, Some(Outcome::Win), "")).is_none(),
        "hidden"
    );
    click(&mut harness, &node(6, None, ""));
    assert_shows(&harness, &(en().tree.classroom_question)(6));
    click(&mut harness, en().tree.win_letter);
    assert_shows(&harness, &(en().tree.classroom_right)(6, Outcome::Win));
    // The reason names 5, still hidden: it waits for the class to answer 5.
    let strings = nimlab::i18n::Language::English.strings();
    assert_shows(&harness, strings.tree.classroom_why_hidden);
    assert!(
        harness.query_by_label(&node(6, Some(Outcome::Win), "")).is_some(),
        "revealed"
    );
    // A wrong answer is corrected.
    click(&mut harness, &node(5, None, "1"));
    click(&mut harness, en().tree.win_letter);
    assert_shows(&harness, &(en().tree.classroom_wrong)(5, Outcome::Lose));
    click(&mut harness, &node(6, Some(Outcome::Win), ""));
    click(&mut harness, en().tree.win_letter);
    assert_shows(&harness, &(strings.tree.classroom_why_win)(1, 5));
    click(&mut harness, en().classroom_reveal_all);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "1,1"));
    // Off again: everything shows, at the normal size.
    click(&mut harness, en().classroom);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "1,1"));
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 1e-6);
}

#[test]
fn the_lesson_tools_draw_in_korean() {
    // Every glyph must exist in the embedded fonts: egui_kittest fails on one that does not.
    let mut harness = app_harness(AppState {
        language: nimlab::i18n::Language::Korean,
        ..AppState::default()
    });
    let korean = nimlab::i18n::Language::Korean.strings();
    click(&mut harness, korean.tree.step_through);
    click(&mut harness, korean.tree.step_forward);
    assert_shows(&harness, korean.tree.call_stack);
    for view in [
        korean.tree.view_dp,
        korean.tree.view_growth,
        korean.tree.view_play,
    ] {
        click(&mut harness, view);
    }
    click(&mut harness, korean.play_hint);
    click(&mut harness, korean.classroom);
    click(&mut harness, korean.tree.view_recursive);
    assert_shows(&harness, korean.tree.classroom_pick);
}
