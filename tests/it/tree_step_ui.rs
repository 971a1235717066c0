//! The step-through on the coin-game article's 13-coin tree, fitted to the window: the
//! newest call is marked and named at every zoom, and the view follows it.

use egui::Key;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::NimlabApp;
use nimlab::ui::tree_tab::TreeView;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en};

fn thirteen() -> egui_kittest::Harness<'static, NimlabApp> {
    app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"))
}

fn step(harness: &mut egui_kittest::Harness<'static, NimlabApp>, times: usize) {
    for _ in 0..times {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
}

#[test]
fn the_current_call_is_marked_when_the_whole_tree_is_fitted() {
    let mut harness = thirteen();
    click(&mut harness, en().tree.step_through);
    step(&mut harness, 3);
    let current = harness.get_by_label_contains(en().tree.step_current);
    assert_eq!(
        current.accesskit_node().label().as_deref(),
        Some("11 coins (?) after taking 1,1, running, current step")
    );
    let region = harness.state().tree_tab().export_region().expect("drawn");
    assert!(region.contains(current.rect().center()));
}

#[test]
fn the_view_follows_the_current_call_when_zoomed_in() {
    let mut harness = thirteen();
    let region = harness.state().tree_tab().export_region().expect("drawn");
    // Zoom in on the root, at the top of the canvas, until single nodes are large.
    let root = egui::pos2(region.center().x, region.top() + 30.0);
    harness.hover_at(root);
    harness.run();
    harness.event(egui::Event::Zoom(40.0));
    harness.run();
    click(&mut harness, en().tree.step_through);
    // The calls go down the leftmost branch: 13, 12, 11, …, far left of the root.
    for steps in 1..=12 {
        step(&mut harness, 1);
        let current = harness.get_by_label_contains(en().tree.step_current);
        assert!(
            region.contains(current.rect().center()),
            "step {steps}: the current call at {:?} is outside the view {region:?}",
            current.rect()
        );
    }
}

#[test]
fn a_deep_call_stack_keeps_one_line_per_call() {
    // Thirteen calls down the leftmost branch reach 1 coin at depth 12, where the stack wrapped.
    let mut harness = thirteen();
    click(&mut harness, en().tree.step_through);
    step(&mut harness, 13);
    assert_shows(&harness, &(en().tree.step_call)(1));
    let one_coin = (en().tree.coin_count)(1);
    let deepest = harness
        .query_all_by_label_contains(&one_coin)
        .find(|node| {
            let node = node.accesskit_node();
            node.label()
                .or_else(|| node.value())
                .is_some_and(|text| text == one_coin)
        })
        .expect("the deepest call is listed");
    let line = harness.get_by_label(&(en().tree.step_call)(1)).rect().height();
    assert!(
        deepest.rect().height() < line * 1.5,
        "the deepest entry wraps: {:?}",
        deepest.rect()
    );
}
