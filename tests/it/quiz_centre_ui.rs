//! Ask puts the node it asks about in front of the class: selected, in the middle of the tree
//! at a size that shows its coins and its selection ring, at 800×600 too, where the whole
//! 13-coin tree (3,736 nodes) fitted to the window is dots too small to hold a widget.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::quiz::Asked;
use nimlab::ui::tree_tab::TreeView;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, click, en, run_until_still};

#[test]
fn the_asked_node_is_selected_in_the_middle_of_the_tree_and_readable_at_800_by_600() {
    let size = egui::vec2(800.0, 600.0);
    let state = AppState {
        classroom: true,
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, size);
    harness.state_mut().seed_quiz(38);
    run_until_still(&mut harness);
    for _ in 0..4 {
        click(&mut harness, en().quiz.ask);
        run_until_still(&mut harness);
        let question = harness
            .state()
            .tree_tab()
            .quiz_question()
            .cloned()
            .expect("asked");
        let Asked::Coins(coins) = question.asked else {
            panic!("{question:?}");
        };
        // A node's accessible name starts with its coins and '?' for its hidden value, "7
        // coins (?)", then says where it is.
        let named = (en().tree.node_label_root)(coins, "?");
        let prefix = &named[..=named.find(')').expect("the value in brackets")];
        let selected: Vec<egui::Rect> = harness
            .query_all_by(|node| {
                node.toggled() == Some(egui::accesskit::Toggled::True)
                    && node.label().is_some_and(|label| label.starts_with(prefix))
            })
            .map(|node| node.rect())
            .collect();
        assert_eq!(selected.len(), 1, "one node asked about, drawn: {coins} coins");
        let rect = selected[0];
        assert!(
            egui::Rect::from_min_size(egui::Pos2::ZERO, size).contains_rect(rect),
            "on screen: {rect:?}"
        );
        assert!(rect.width() >= 12.0, "large enough to read: {rect:?}");
        // In the middle of the canvas, which is the window's width less the side panel.
        assert!((rect.center().y - size.y / 2.0).abs() < size.y / 3.0, "{rect:?}");
        click(&mut harness, en().quiz.right);
        run_until_still(&mut harness);
    }
}
