//! What the game-tree tab's UI tests share: the app on one of its views with a given pile and
//! takes.

use egui_kittest::Harness;
use nimlab::app::AppState;
use nimlab::ui::tree_tab::{TreeInputs, TreeView};

use super::labels;

/// The app on the game-tree tab's `view`, with `coins` coins and the takes `takes` (`"1,2,3"`
/// is the coin-game article's).
pub fn tree_state(view: TreeView, coins: &str, takes: &str) -> AppState {
    AppState {
        tree: TreeInputs {
            coins: coins.to_owned(),
            takes: takes.to_owned(),
            view,
            ..TreeInputs::default()
        },
        ..AppState::default()
    }
}

/// The code panel's marked line, by its accessible name: every label that starts with "Line "
/// or with a Korean line number ("17행: "). One at most is on show.
pub fn marked_lines<State>(harness: &Harness<'_, State>) -> Vec<String> {
    labels(harness)
        .into_iter()
        .filter(|label| {
            label.starts_with("Line ")
                || label
                    .split_once("행: ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .collect()
}
