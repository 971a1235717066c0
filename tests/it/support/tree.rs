//! What the game-tree tab's UI tests share: the app on one of its views with a given pile and
//! takes.

use nimlab::app::AppState;
use nimlab::ui::tree_tab::{TreeInputs, TreeView};

/// The app on the game-tree tab's `view`, with `coins` coins and the takes `takes` (`"1,2,3"`
/// is seed 000's).
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
