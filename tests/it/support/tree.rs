//! What the game-tree tab's UI tests share: the app on one of its views with a given pile and
//! takes.

use egui_kittest::Harness;
use nimlab::app::AppState;
use nimlab::ui::tree_tab::{TreeInputs, TreeView};
use nimlab_core::games::Outcome;

use super::{en, labels};

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

/// A tree node's accessible name as the tab words it: its coins, its value (`None` while hidden,
/// drawn as '?') and the takes that led to it (`""` for the root).
pub fn node(coins: u32, value: Option<Outcome>, takes: &str) -> String {
    let tree = en().tree;
    let value = value.map_or("?", |outcome| tree.outcome_letter(outcome));
    if takes.is_empty() {
        (tree.node_label_root)(coins, value)
    } else {
        (tree.node_label)(coins, value, takes)
    }
}
