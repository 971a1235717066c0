//! Image snapshots of the matchstick canvas (rendered with wgpu on the CPU): as it opens, with a
//! stick in the hand over its drop target, and with an answer's red and green sticks. A change
//! in drawing shows up as a failing diff image beside `tests/snapshots/`.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Tab};

use crate::support::app_harness;

fn match_state() -> AppState {
    AppState {
        tab: Tab::Matchsticks,
        ..AppState::default()
    }
}

#[test]
fn the_canvas_as_it_opens() {
    let mut harness = app_harness(match_state());
    harness.snapshot("match_canvas");
}

#[test]
fn the_canvas_while_a_stick_is_dragged() {
    let mut harness = app_harness(match_state());
    let from = harness.get_by_label("slot 0, segment b, full").rect().center();
    let to = harness.get_by_label("slot 0, segment g, empty").rect().center();
    harness.hover_at(from);
    harness.run();
    harness.drag_at(from);
    harness.run();
    for step in 1..=3 {
        harness.hover_at(from.lerp(to, step as f32 / 3.0));
        harness.run();
    }
    harness.snapshot("match_canvas_dragging");
}

#[test]
fn the_canvas_with_an_answer_highlighted() {
    let mut harness = app_harness(match_state());
    harness.get_by_label("6+3=09").click();
    harness.run();
    harness.snapshot("match_canvas_answer");
}
