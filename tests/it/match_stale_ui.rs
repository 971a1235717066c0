//! While the Equation box holds text that is not an equation, the live status and the answers
//! still show the layout on the canvas: both say so, naming it. In an 800×600 window.

use egui_kittest::kittest::Queryable as _;

use crate::support::matchsticks::match_state;
use crate::support::{app_harness_sized, en, settle};

/// The note over the status and over the answers, naming the layout on the canvas.
fn note() -> String {
    (en().matchsticks.results_for_last)("0+3=09")
}

#[test]
fn results_under_an_invalid_equation_name_the_layout_they_belong_to() {
    let state = match_state();
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    assert!(harness.query_by_label(&note()).is_none(), "the box reads 0+3=09");
    harness
        .get_by_label(en().matchsticks.equation)
        .set_text_value_accesskit("1+1=");
    harness.run();
    harness.get_by_label(en().matchsticks.lay_out).click();
    settle(&mut harness);
    assert_eq!(
        harness.query_all_by_label(&note()).count(),
        2,
        "over the status and over the answers"
    );
    // A new, empty puzzle writes itself with '?': nothing stale there.
    harness.get_by_label(en().matchsticks.file_new).click();
    settle(&mut harness);
    assert!(harness.query_by_label_contains("Shown for").is_none());
}
