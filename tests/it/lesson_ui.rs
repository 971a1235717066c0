//! Issue 6's lesson tools driven as a teacher would: stepping through the recursion and the DP
//! fill with the keyboard and the buttons.

use egui::Key;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::AppState;
use nimlab::ui::tree_tab::TreeView;

use crate::support::app_harness;

#[test]
fn stepping_marks_each_call_and_the_call_stack_follows() {
    // Seed 000's game from 6 coins: the first calls take 1 each time: 6, 5, 4.
    let mut harness = app_harness(AppState::default());
    harness.get_by_label("Step through").click();
    harness.run();
    assert!(harness.query_by_label("Nothing is running yet.").is_some());
    for _ in 0..3 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    assert_eq!(harness.state().tree_tab().steps_done(), Some(3));
    let current = harness
        .query_by_label_contains(", current step")
        .expect("the newest call is marked");
    assert_eq!(
        current.accesskit_node().label().as_deref(),
        Some("4 coins (W) after taking 1,1, running, current step")
    );
    assert!(harness.query_by_label("Call: 4 coins").is_some());
    assert!(
        harness
            .query_by_label_contains("3 coins (W) after taking 1,1,1, not called yet")
            .is_some(),
        "the next call is still a ghost"
    );
    harness.key_press(Key::ArrowLeft);
    harness.run();
    let current = harness.get_by_label_contains(", current step");
    assert_eq!(
        current.accesskit_node().label().as_deref(),
        Some("5 coins (L) after taking 1, running, current step")
    );
    harness.get_by_label("Back").click();
    harness.run();
    assert_eq!(harness.state().tree_tab().steps_done(), Some(1));
    assert!(harness.query_by_label("Call: 6 coins").is_some());
}

#[test]
fn stepping_the_dp_fills_the_table_bottom_up() {
    let mut harness = app_harness(AppState {
        tree: nimlab::ui::tree_tab::TreeInputs {
            view: TreeView::DynamicProgramming,
            ..Default::default()
        },
        ..AppState::default()
    });
    harness.get_by_label("Step through").click();
    harness.run();
    harness.get_by_label("Step").click();
    harness.run();
    harness.get_by_label("Step").click();
    harness.run();
    // Misère: 0 coins means the opponent took the last one, so 0 wins; 1 coin loses.
    assert!(harness.query_by_label("Filled: 1 coins is Lose").is_some());
    assert!(harness.query_by_label("2 coins: not filled yet").is_some());
    assert!(harness.query_by_label("State 1 (Lose)").is_some());
}
