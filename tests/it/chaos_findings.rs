//! Failures the randomized UI test found, each as the shortest sequence of actions that shows it.
//! Ignored while the app still fails them; each names the fix it waits for.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Tab};

use crate::support::app_harness;

/// Found by chaos seeds 1, 4 and 5: the mex worked out for a move that takes the whole heap
/// writes the empty position as "∅", a character none of the app's fonts has, so the real window
/// shows a box (and the test harness, which refuses missing glyphs, panics).
#[test]
#[ignore = "the app draws ∅, which none of its fonts has"]
fn the_mex_of_taking_the_whole_heap_draws_with_the_apps_fonts() {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    harness.get_by_label("g(1) = 1").click();
    harness.run();
}
