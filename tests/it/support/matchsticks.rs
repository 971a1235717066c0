//! What the matchstick tab's UI tests share: the app on that tab, what its canvas reads as, and
//! a stick dragged as a person drags it.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::Layout;

use super::{en, press_and_move, run_until_still, settle, step_until};

/// The app's default state, on the matchstick tab (the matchstick paper's `0+3=09`).
pub fn match_state() -> AppState {
    AppState {
        tab: Tab::Matchsticks,
        ..AppState::default()
    }
}

/// What the canvas reads as, '?' for slots that read as nothing.
pub fn reads(harness: &Harness<'static, NimlabApp>) -> String {
    harness
        .state()
        .match_tab()
        .session()
        .shown_layout()
        .text(Variants::default())
}

/// The accessible name of stick `bit` of slot `slot` (both counted from 0, as in
/// `StickPosition`), `full` or empty, on a canvas showing the equation `layout`, as the tab words
/// it. Where a stick sits ("the first number") depends only on the equation's shape, so any
/// equation of the canvas's shape names it.
pub fn stick(layout: &str, slot: usize, bit: u8, full: bool) -> String {
    stick_on(&Layout::parse(layout).expect("an equation"), slot, bit, full)
}

/// [`stick`] on a layout read by rules of its own (a movable '=' is a sign with sticks).
pub fn stick_on(layout: &Layout, slot: usize, bit: u8, full: bool) -> String {
    stick_in(Language::English, layout, slot, bit, full)
}

/// [`stick_on`] as the tab words it in `language`.
pub fn stick_in(language: Language, layout: &Layout, slot: usize, bit: u8, full: bool) -> String {
    language
        .strings()
        .matchsticks
        .stick_label(layout, StickPosition { slot, bit }, full)
}

/// Where slot `slot` (counted from 0) of the equation `layout` sits, as the tab words it ("the
/// first number").
pub fn place(layout: &str, slot: usize) -> String {
    let layout = Layout::parse(layout).expect("an equation");
    en().matchsticks.place(&layout, slot)
}

/// [`stick`] for a full stick that the answer on show takes away ("…, full, leaves").
pub fn leaving(layout: &str, slot: usize, bit: u8) -> String {
    stick(layout, slot, bit, true) + en().matchsticks.leaves
}

/// [`stick`] for an empty position that the answer on show fills ("…, empty, arrives").
pub fn arriving(layout: &str, slot: usize, bit: u8) -> String {
    stick(layout, slot, bit, false) + en().matchsticks.arrives
}

/// Drags the stick labelled `from` onto the position labelled `to` and lets go, then waits for
/// the live answers.
pub fn drag_stick(harness: &mut Harness<'static, NimlabApp>, from: &str, to: &str) {
    let from = harness.get_by_label(from).rect().center();
    let to = harness.get_by_label(to).rect().center();
    press_and_move(harness, from, to);
    harness.drop_at(to);
    run_until_still(harness);
    settle(harness);
}

/// Clicks the canvas at `point` as a mouse does (press and release without moving), then waits
/// for the live answers: where a stick crosses another (the operator's two), a click at a
/// stick's centre may be the other's.
pub fn click_canvas_at(harness: &mut Harness<'static, NimlabApp>, point: egui::Pos2) {
    harness.hover_at(point);
    harness.run();
    harness.drag_at(point);
    harness.drop_at(point);
    run_until_still(harness);
    settle(harness);
}

/// Opens the Generator panel, generates the default shape's puzzles (D+D=D) and waits for them.
pub fn generate_puzzles(harness: &mut Harness<'static, NimlabApp>) {
    harness.get_by_label(en().matchsticks.panel_generator).click();
    harness.run();
    harness.get_by_label(en().matchsticks.generate).click();
    step_until(harness, "the generator finished", |h| {
        h.query_by_label_contains("puzzles of D+D=D with exactly one answer")
            .is_some()
    });
    harness.run();
}

/// Types `equation` into the Equation box and lays it out.
pub fn lay_out(harness: &mut Harness<'static, NimlabApp>, equation: &str) {
    harness
        .get_by_label(en().matchsticks.equation)
        .set_text_value_accesskit(equation);
    harness.run();
    harness.get_by_label(en().matchsticks.lay_out).click();
    settle(harness);
}
