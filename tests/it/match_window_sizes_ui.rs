//! The matchstick tab in small and large windows, in English and Korean: side panels stay within
//! their share (a width remembered from a wider window and a wide survey table included), the
//! canvas keeps the room to draw the sticks clear of the status, and the counts stay one line.

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::Goal;

use crate::support::{app_harness_sized, click, settle, step_until};

const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);
const LARGE: egui::Vec2 = egui::vec2(1920.0, 1080.0);

fn rect_of(harness: &Harness<'static, NimlabApp>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

/// Runs the matchstick paper's survey from the side panel and waits for its table.
fn run_survey(harness: &mut Harness<'static, NimlabApp>, language: Language) {
    let strings = language.strings();
    click(harness, strings.matchsticks.panel_survey);
    harness.get_by_label(strings.matchsticks.run_survey).click();
    // Its table, not the Cancel button gone: that is gone too before the survey starts.
    step_until(harness, "the survey's table", |h| {
        h.query_by_label(strings.matchsticks.one_answer).is_some()
            && h.query_by_label(strings.cancel).is_none()
    });
    harness.run();
}

#[test]
fn a_wide_panel_from_a_large_window_leaves_the_canvas_room_at_800_by_600() {
    for language in [Language::English, Language::Korean] {
        let m = language.strings().matchsticks;
        let state = AppState {
            tab: Tab::Matchsticks,
            language,
            ..AppState::default()
        };
        let mut harness = app_harness_sized(state, LARGE);
        // The survey's table used to widen the panel for good; the small window then kept it.
        run_survey(&mut harness, language);
        harness.set_size(SMALL);
        harness.get_by_label(m.panel_answers).click();
        settle(&mut harness);
        harness.run();

        let layout = Layout::parse("0+3=09").expect("valid");
        let stick = |slot, bit| {
            rect_of(
                &harness,
                &m.stick_label(&layout, StickPosition { slot, bit }, true),
            )
        };
        // Segment f (bit 5) of the first digit and segment b (bit 1) of the last.
        let sticks = stick(0, 5).union(stick(5, 1));
        assert!(
            sticks.width() >= 0.4 * SMALL.x,
            "{language:?}: the sticks span {} of an 800-point window",
            sticks.width()
        );
        let status = rect_of(&harness, m.reads_as);
        assert!(
            status.top() >= sticks.bottom(),
            "{language:?}: the status ({status:?}) lies on the sticks ({sticks:?})"
        );
        let line = status.height();
        let side = rect_of(&harness, m.panel_answers);
        for k in 1..=3 {
            let count = if k == 3 { 6 } else { 1 };
            let chip = rect_of(&harness, &(m.count_line)(Goal::Move, k, count));
            assert!(
                chip.height() < 1.5 * line,
                "{language:?}: the count at {k} wraps into a strip {} high",
                chip.height()
            );
            assert!(
                chip.right() <= side.left(),
                "{language:?}: the count at {k} runs under the side panel"
            );
        }
    }
}
