//! The tray of add and remove puzzles holds what it should: a stick taken off the layout (dropped
//! on the tray, or clicked away in design mode) lies in the tray, and can be laid back from it.
//! In an 800×600 window.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;

use crate::support::matchsticks::{click_canvas_at, drag_stick, match_state, reads, stick};
use crate::support::{app_harness_sized, assert_shows, click, en, settle};

fn harness_with(equation: &str, goal: &str) -> Harness<'static, NimlabApp> {
    let state = match_state();
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    harness
        .get_by_label(en().matchsticks.equation)
        .set_text_value_accesskit(equation);
    harness.run();
    harness.get_by_label(en().matchsticks.lay_out).click();
    harness.get_by_label(goal).click();
    settle(&mut harness);
    harness
}

/// Clicks a vertical stick a fifth of the way down, as a person aims at it.
fn click_stick(harness: &mut Harness<'static, NimlabApp>, label: &str) {
    let rect = harness.get_by_label(label).rect();
    click_canvas_at(
        harness,
        Pos2::new(rect.center().x, rect.top() + rect.height() * 0.2),
    );
}

#[test]
fn a_stick_dropped_on_the_tray_lies_there_and_comes_back() {
    let mut harness = harness_with("8+3=9", "Remove");
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        "Tray: drop a stick here to remove it",
    );
    assert_eq!(reads(&harness), "6+3=9");
    assert!(
        harness
            .query_by_label(&(en().matchsticks.tray_taken)(1))
            .is_some(),
        "the removed stick is in the tray"
    );
    drag_stick(
        &mut harness,
        &(en().matchsticks.tray_taken)(1),
        &stick("0+3=09", 0, 1, false),
    );
    assert_eq!(reads(&harness), "8+3=9", "laid back from the tray");
    assert_shows(&harness, en().matchsticks.tray_takes);
}

#[test]
fn a_stick_clicked_away_in_design_mode_changes_the_puzzle_not_the_tray() {
    // Design mode edits the puzzle itself: the stick does not go to the tray, whose count is
    // what a solver has taken away from the puzzle.
    let mut harness = harness_with("8+3=9", "Remove");
    click(&mut harness, en().matchsticks.mode_design);
    click_stick(&mut harness, &stick("0+3=09", 0, 1, true));
    assert_eq!(reads(&harness), "6+3=9");
    assert_shows(&harness, en().matchsticks.tray_takes);
    assert!(
        harness.state().match_tab().session().is_dirty(),
        "the puzzle changed"
    );

    let mut harness = harness_with("3+3=5", "Add");
    assert_shows(&harness, &(en().matchsticks.tray_gives)(1));
    click(&mut harness, en().matchsticks.mode_design);
    click_stick(&mut harness, &stick("0+3=09", 0, 1, true));
    assert_shows(&harness, &(en().matchsticks.tray_gives)(1));
}
