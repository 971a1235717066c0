//! The game-tree tab in the smallest window it supports (800×600), in English and Korean, with
//! the largest pile it accepts: huge counts are abbreviated and every view keeps its room.

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::AppState;
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;

use crate::support::app_harness_sized;
use crate::support::tree::tree_state;

const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);

fn state(coins: &str, view: TreeView, language: Language) -> AppState {
    AppState {
        language,
        ..tree_state(view, coins, "1,2,3")
    }
}

#[test]
fn a_thousand_coins_leave_every_view_its_room_at_800_by_600() {
    // The 265-digit node count filled the counter row and the views vanished.
    for language in Language::ALL {
        for view in [
            TreeView::Recursive,
            TreeView::DynamicProgramming,
            TreeView::Formula,
            TreeView::Growth,
            TreeView::Play,
        ] {
            let harness = app_harness_sized(state("1000", view, language), SMALL);
            let region = harness
                .state()
                .tree_tab()
                .export_region()
                .expect("a view is drawn");
            assert!(
                region.height() >= 280.0 && region.bottom() <= SMALL.y + 1.0 && region.right() <= SMALL.x,
                "{language:?} {view:?}: the view has {region:?}"
            );
            // The last counter wraps onto a second row instead of running off the window.
            let strings = language.strings();
            let last = harness.get_by_label(strings.tree.nodes_on_show).rect();
            assert!(
                last.right() <= SMALL.x,
                "{language:?} {view:?}: the last counter ends at {last:?}"
            );
            // Nodes and repeated nodes: 6.05×10²⁶⁴ each, one line high.
            // (The growth chart, an image, names the same count among its marks.)
            let abbreviated: Vec<_> = harness
                .query_all_by_label_contains("×10²⁶⁴")
                .filter(|node| node.accesskit_node().role() != egui::accesskit::Role::Image)
                .collect();
            assert!(abbreviated.len() >= 2, "{language:?} {view:?}");
            for counter in abbreviated {
                assert!(
                    counter.rect().height() < 40.0,
                    "{language:?} {view:?}: the counter is one line"
                );
            }
        }
    }
}

#[test]
fn a_hostile_remembered_state_starts_with_short_errors() {
    // Remembered inputs must be bounded like typed ones.
    let mut state = state("1000", TreeView::Recursive, Language::English);
    state.tree.coins = "9".repeat(100_000);
    state.tree.takes = format!("1,{}", "x".repeat(100_000));
    let harness = app_harness_sized(state, SMALL);
    let inputs = &harness.state().tree_tab().inputs;
    assert_eq!(inputs.coins.len(), nimlab::ui::tree_tab::MAX_COINS_CHARS);
    assert!(inputs.takes.len() <= nimlab::ui::tree_tab::MAX_TAKES_CHARS);
    let too_large = harness.get_by_label_contains("is larger than the limit of 1000");
    let not_a_number = harness.get_by_label_contains("is not a whole number");
    for error in [too_large, not_a_number] {
        assert!(error.rect().height() < 40.0, "one line: {:?}", error.rect());
    }
}
