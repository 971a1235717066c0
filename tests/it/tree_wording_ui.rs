//! What the game-tree tab says, in both languages: counted nouns agree with their number, the
//! naive recursion has its right Korean name, and a finished game says why it ended.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click};

#[test]
fn one_coin_one_node_and_one_occurrence_are_singular() {
    let mut harness = app_harness(tree_state(TreeView::Recursive, "6", "1,2,3"));
    click(&mut harness, "6 coins (W) at the start");
    assert_shows(&harness, "Occurs once in the whole tree");
    click(&mut harness, "0 coins (W) after taking 1,1,1,1,1,1");
    assert_shows(&harness, "The tree from 0 has 1 node.");
    assert!(
        harness
            .query_by_label_contains(" times in the whole tree")
            .is_some()
    );
    click(&mut harness, "1 coin (L) after taking 1,1,1,1,1");
    assert!(harness.query_by_label("1 coin").is_some(), "the selected state");
    click(&mut harness, "Dynamic programming");
    assert_shows(&harness, "Table row for 1 coin");
}

#[test]
fn the_naive_recursion_is_not_called_divide_and_conquer_in_korean() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, Language::Korean.name());
    assert_shows(&harness, "단순 재귀");
    assert!(harness.query_by_label_contains("분할 정복").is_none());
}

#[test]
fn a_finished_game_says_why_it_ended() {
    // Two coins, misère: the human takes 1, the computer must take the last one and loses.
    let mut harness = app_harness(tree_state(TreeView::Play, "2", "1,2,3"));
    click(&mut harness, "Take 1");
    assert_shows(&harness, "You win!");
    assert_shows(
        &harness,
        "The computer took the last coin. Whoever takes the last coin loses (seed 000's game).",
    );
    // Two coins, take 3 only: nobody can move, and under misère that wins.
    let harness = app_harness(tree_state(TreeView::Play, "2", "3"));
    assert_shows(&harness, "You win!");
    assert_shows(
        &harness,
        "2 coins left and no allowed take fits: you cannot move. Under misère the player who cannot move wins.",
    );
    // The same in Korean.
    let harness = app_harness(AppState {
        language: Language::Korean,
        ..tree_state(TreeView::Play, "2", "3")
    });
    assert!(
        harness
            .query_by_label_contains("동전 2개가 남았고 가져갈 수 있는 개수가 없어서 내가 둘 수 없습니다.")
            .is_some()
    );
}

#[test]
fn the_pattern_is_certified_by_a_repeated_window() {
    // Takes {1,3,4}: each outcome depends on the 4 before it; the window at 0 reappears at 7.
    let harness = app_harness(tree_state(TreeView::Formula, "6", "1,3,4"));
    assert!(
        harness
            .query_by_label_contains("the window of 4 outcomes there reappears one period later")
            .is_some()
    );
    assert!(harness.query_by_label_contains("equal values in a row").is_none());
}
