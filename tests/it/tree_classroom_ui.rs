//! Classroom mode on every view of the game-tree tab: no value and no winning take shows until
//! the class has answered or the teacher reveals all.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::ui::tree_tab::TreeView;

use crate::support::tree::{node, tree_state};
use crate::support::{app_harness, assert_hides, assert_shows, assert_shows_part, click, en, labels, settle};

fn classroom(view: TreeView, coins: &str, takes: &str) -> AppState {
    AppState {
        classroom: true,
        ..tree_state(view, coins, takes)
    }
}

#[test]
fn the_dp_view_hides_values_until_answered_or_revealed() {
    let mut harness = app_harness(classroom(TreeView::DynamicProgramming, "6", "1,2,3"));
    let shown = labels(&harness);
    assert!(
        harness
            .query_by_label(&(en().tree.dp_node_label)(2, "?"))
            .is_some(),
        "{shown:?}"
    );
    // The table's win[n] column holds C++'s true and false: code, not words.
    for giveaway in [
        (en().tree.dp_node_label)(2, en().win),
        (en().tree.dp_node_label)(1, en().lose),
        "true".to_owned(),
        "false".to_owned(),
    ] {
        assert!(!shown.contains(&giveaway), "{giveaway} shows: {shown:?}");
    }
    // The class answers the root in the tree: state 6 is revealed everywhere, 5 is not.
    click(&mut harness, en().tree.view_recursive);
    click(&mut harness, &node(6, None, ""));
    click(&mut harness, en().tree.win_letter);
    click(&mut harness, en().tree.view_dp);
    assert_shows(&harness, &(en().tree.dp_node_label)(6, en().win));
    assert_shows(&harness, &(en().tree.dp_node_label)(5, "?"));
    click(&mut harness, en().classroom_reveal_all);
    assert_shows(&harness, &(en().tree.dp_node_label)(5, en().lose));
    assert!(
        harness
            .query_all_by_label(en().matchsticks.is_true)
            .next()
            .is_some(),
        "the table shows"
    );
}

#[test]
fn the_formula_hides_its_verdicts() {
    let harness = app_harness(classroom(TreeView::Formula, "6", "1,2,3"));
    let shown = labels(&harness);
    assert!(shown.iter().any(|label| label == "For n = 6: ?"), "{shown:?}");
    // The rule itself, or the sum it asks for, would let the class work out every value.
    assert!(
        !shown
            .iter()
            .any(|label| label.contains("mod 4") || label.contains("wins iff")),
        "the formula shows: {shown:?}"
    );
    assert!(
        !shown
            .iter()
            .any(|label| label.starts_with(en().win) || label == en().lose),
        "a verdict shows: {shown:?}"
    );
}

#[test]
fn the_pattern_hides_its_wins_and_losses() {
    let mut harness = app_harness(classroom(TreeView::Formula, "6", "1,3,4"));
    let shown = labels(&harness);
    assert!(shown.iter().any(|label| label == "2 ?"), "{shown:?}");
    assert!(
        !shown
            .iter()
            .any(|label| label.ends_with(" W") || label.ends_with(" L")),
        "a cell shows its value: {shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|label| label.starts_with("Losing positions") && label.ends_with("{?}")),
        "{shown:?}"
    );
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert_shows(&harness, "1 L");
}

#[test]
fn play_keeps_hints_and_verdicts_back() {
    let mut harness = app_harness(classroom(TreeView::Play, "6", "1,2,3"));
    click(&mut harness, en().play_hint);
    assert!(harness.query_by_label_contains("Hint: take").is_none());
    assert_shows(&harness, en().play_hint_hidden);
    click(&mut harness, &(en().tree.play_take)(2));
    // From 4 the computer wins by taking 3; it must not say that it is winning.
    assert_shows(&harness, &(en().tree.play_computer_took)(3, 1));
    click(&mut harness, en().classroom_reveal_all);
    assert!(harness.query_by_label_contains("Hint: ").is_some());
}

#[test]
fn a_computer_that_starts_keeps_its_verdict_back() {
    // Seen in the real window: with the computer starting on 13 coins, Play said the computer was
    // lost, which tells the class that 13 is a losing position.
    let mut harness = app_harness(classroom(TreeView::Play, "13", "1,2,3"));
    click(&mut harness, en().play_computer);
    assert_hides(&harness, &["is lost", "is winning"]);
    assert_shows_part(&harness, "The computer takes");
}

#[test]
fn a_verdict_said_before_classroom_mode_is_taken_back_when_it_starts() {
    // Seen in the real window: the computer's comment from before the switch stayed on show
    // and still told the class who was winning.
    let mut harness = app_harness(tree_state(TreeView::Play, "13", "1,2,3"));
    click(&mut harness, en().play_computer);
    assert_shows_part(&harness, "is lost");
    click(&mut harness, en().classroom);
    assert_hides(&harness, &["is lost", "is winning"]);
    assert_shows_part(&harness, "The computer takes");
}
