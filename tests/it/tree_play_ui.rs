//! Playing the coin game against the computer from the game-tree tab, at every pile the inputs
//! accept, and across changes of the pile while a game is on.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::play::Player;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en, settle};

fn play_state(coins: &str) -> AppState {
    tree_state(TreeView::Play, coins, "1,2,3")
}

#[test]
fn changing_the_pile_during_a_game_starts_a_game_on_the_new_pile() {
    // The perfect-play table was cached per move set, so a game on a larger
    // pile read past its end.
    let mut harness = app_harness(play_state("6"));
    click(&mut harness, &(en().tree.play_take)(1));
    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("20");
    settle(&mut harness);
    click(&mut harness, &(en().tree.play_take)(1));
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!(game.start, 20);
    assert_eq!(game.moves.len(), 2, "the human took 1 and the computer answered");
}

#[test]
fn the_computer_can_open_on_a_larger_pile() {
    let mut harness = app_harness(play_state("6"));
    click(&mut harness, en().play_computer);
    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("20");
    settle(&mut harness);
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!((game.start, game.first), (20, Player::Computer));
    assert_eq!(game.moves.len(), 1, "the computer opened at once");
}
#[test]
fn the_largest_pile_plays() {
    let mut harness = app_harness(play_state("1000"));
    assert_shows(&harness, &(en().tree.play_coins_left)(1000));
    // Misère, take 1 to 3: taking 3 from 1000 leaves 997 = 4·249 + 1, lost for the computer,
    // which stalls by taking 1; it reads the perfect-play table of the whole pile.
    for _ in 0..3 {
        click(&mut harness, &(en().tree.play_take)(3));
    }
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!(game.moves.len(), 6);
    assert_eq!(game.coins, 1000 - 3 * (3 + 1), "{:?}", game.moves);
}

#[test]
fn every_take_up_to_a_thousand_leaves_the_hint_in_view_at_800_by_600() {
    let every_take: Vec<String> = (1..=1000).map(|n| n.to_string()).collect();
    let mut state = play_state("1000");
    state.tree.takes = every_take.join(",");
    let mut harness = crate::support::app_harness_sized(state, egui::vec2(800.0, 600.0));
    click(&mut harness, en().play_hint);
    // Taking all 1000 wins under the normal rule; under misère, taking 999 leaves the last coin.
    let hint = harness
        .get_by_label_contains(&(en().tree.play_hint_take)(999, 1))
        .rect();
    assert!(hint.bottom() <= 600.0, "the hint is below the window: {hint:?}");
    click(&mut harness, &(en().tree.play_take)(1));
    // From 999 the computer leaves the last coin to the human, who has to take it.
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!(game.coins, 1, "{:?}", game.moves);
    click(&mut harness, &(en().tree.play_take)(1));
    assert_shows(&harness, en().play_computer_wins);
}

#[test]
fn the_takes_stay_where_they_are_from_move_to_move() {
    // The computer's comment came in above the takes after the first move, and a pile of more
    // than one row of coins lost a row: a quick second click on the same take missed.
    let strings = nimlab::i18n::Language::English.strings();
    let take = (strings.tree.play_take)(1);
    let mut harness = app_harness(play_state("21"));
    let before = harness.get_by_label(&take).rect();
    for moves in [2, 4] {
        click(&mut harness, &take);
        let game = harness.state().tree_tab().play_game().expect("a game").clone();
        assert_eq!(game.moves.len(), moves, "the computer answered");
        assert_eq!(harness.get_by_label(&take).rect(), before, "after {moves} moves");
    }
}
