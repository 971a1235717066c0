//! The matchstick tab's bars and the survey's table fit the window, in English and Korean: at
//! 800×600 the puzzle bar and the edit bar are one row each, inside the window (they wrapped
//! onto four rows, the last clipped); at 1280×800 every column of the survey's table lies
//! inside the window (it ran past the side panel's edge).

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;

use crate::support::{app_harness_sized, click, settle, step_until};

fn rect_of(harness: &Harness<'static, NimlabApp>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

fn state(language: Language) -> AppState {
    AppState {
        tab: Tab::Matchsticks,
        language,
        ..AppState::default()
    }
}

/// `rects` lie on one row, inside a window `width` wide.
fn one_row_inside(rects: &[(&str, Rect)], width: f32, what: &str) {
    let (_, first) = rects[0];
    for (label, rect) in rects {
        assert!(
            (rect.center().y - first.center().y).abs() < first.height(),
            "{what}: {label} ({rect:?}) is on another row than {:?} ({first:?})",
            rects[0].0
        );
        assert!(
            rect.right() <= width,
            "{what}: {label} ({rect:?}) runs past {width}"
        );
    }
}

#[test]
fn the_bars_are_one_row_each_at_800_by_600() {
    for language in [Language::English, Language::Korean] {
        let m = language.strings().matchsticks;
        let mut harness = app_harness_sized(state(language), egui::vec2(800.0, 600.0));
        settle(&mut harness);
        let puzzle_bar: Vec<_> = [m.equation, m.lay_out, m.budget, m.rules_menu]
            .into_iter()
            .map(|label| (label, rect_of(&harness, label)))
            .collect();
        one_row_inside(&puzzle_bar, 800.0, &format!("{language:?} puzzle bar"));
        let edit_bar: Vec<_> = [m.mode_move, m.undo, m.reset, m.adopt_board, m.slots_menu]
            .into_iter()
            .map(|label| (label, rect_of(&harness, label)))
            .collect();
        one_row_inside(&edit_bar, 800.0, &format!("{language:?} edit bar"));
        assert!(
            edit_bar[0].1.top() >= puzzle_bar[0].1.bottom(),
            "{language:?}: the edit bar lies under the puzzle bar"
        );
    }
}

#[test]
fn the_survey_table_fits_at_1280_by_800() {
    for language in [Language::English, Language::Korean] {
        let strings = language.strings();
        let m = strings.matchsticks;
        let mut harness = app_harness_sized(state(language), egui::vec2(1280.0, 800.0));
        click(&mut harness, m.panel_survey);
        harness.get_by_label(m.run_survey).click();
        step_until(&mut harness, "the survey's table", |h| {
            h.query_by_label(m.one_answer).is_some() && h.query_by_label(strings.cancel).is_none()
        });
        harness.run();
        for label in ["D+D=D", "D+D=DD", "DD+DD=DD", m.layouts, m.one_answer, m.time] {
            // The panel's scroll area ends inside the window's margin ("배치" also names
            // Lay out, in the bar: every node of the label is inside).
            for node in harness.get_all_by_label(label) {
                let rect = node.rect();
                assert!(
                    rect.right() <= 1280.0 - 8.0,
                    "{language:?}: {label} ({rect:?}) runs past the side panel's edge"
                );
            }
        }
    }
}
