//! Classroom mode on the tree keeps back every text that names a hidden value, not only the
//! values themselves: the reason under a revealed answer names the position a take leaves, and
//! the formula worked out for the pile is the formula at work.

use nimlab::app::AppState;
use nimlab::i18n::tree::verdict;
use nimlab::i18n::{Language, Strings};
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Outcome;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, labels};

fn classroom(view: TreeView, coins: &str) -> AppState {
    AppState {
        classroom: true,
        ..tree_state(view, coins, "1,2,3")
    }
}

/// Every reason the verdict on `coins` could give that names a position a take leaves.
fn reasons_naming_children(strings: &Strings, coins: u32) -> Vec<String> {
    let mut reasons: Vec<String> = (1..=3)
        .map(|take| (strings.tree.classroom_why_win)(take, coins - take))
        .collect();
    reasons.push(strings.tree.classroom_why_lose.to_owned());
    reasons
}

#[test]
fn a_revealed_root_neither_names_its_hidden_children_nor_works_the_formula() {
    for language in [Language::English, Language::Korean] {
        let strings = language.strings();
        let mut state = classroom(TreeView::Recursive, "6");
        state.language = language;
        let mut harness = app_harness(state);
        // The class answers the root (either answer reveals it).
        click(&mut harness, &(strings.tree.node_label_root)(6, "?"));
        click(&mut harness, strings.tree.outcome_letter(Outcome::Win));
        assert_shows(&harness, strings.tree.classroom_why_hidden);
        let shown = labels(&harness);
        for reason in reasons_naming_children(strings, 6) {
            assert!(
                !shown.contains(&reason),
                "{language:?}: {reason:?} shows: {shown:?}"
            );
        }

        click(&mut harness, strings.tree.view_formula);
        let shown = labels(&harness);
        // The value alone: its winning take would say that the position it leaves is lost.
        let now = (strings.tree.formula_now)(6, &verdict(strings, Outcome::Win, None));
        assert!(
            shown.contains(&now),
            "{language:?}: {now:?} is not on show: {shown:?}"
        );
        assert!(
            !shown.iter().any(|label| label.contains(" mod ")),
            "{language:?}: the formula is worked out under 'the formula is hidden': {shown:?}"
        );
    }
}

#[test]
fn a_revealed_row_of_the_dp_table_keeps_back_the_takes_to_hidden_states() {
    // State 6 revealed: its own value shows, but whether each take wins says the value of the
    // state it leaves (5, 4, 3), still hidden.
    let strings = Language::English.strings();
    let mut harness = app_harness(classroom(TreeView::Recursive, "6"));
    click(&mut harness, &(strings.tree.node_label_root)(6, "?"));
    click(&mut harness, strings.tree.outcome_letter(Outcome::Win));
    click(&mut harness, strings.tree.view_dp);
    // 6 is won (true) by one take only, so two of its three takes read false, until now.
    let shown = labels(&harness);
    assert!(
        shown.iter().any(|label| label == "true"),
        "6's own value: {shown:?}"
    );
    assert!(
        !shown.iter().any(|label| label == "false"),
        "a take's verdict shows: {shown:?}"
    );
}
