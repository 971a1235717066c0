//! Every tab in a phone's window (390×844 points, held upright), in English and Korean: the side
//! panels lie below the view, which keeps room for its picture (the puzzle was 30 points tall
//! beside them), and every button of the top bar lies inside the window and answers a click
//! by its label.

use egui::{Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab::ui::grundy_tab::chart_id;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::Layout;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, click, settle};

const PHONE: Vec2 = vec2(390.0, 844.0);
/// The least height the view's picture keeps (the puzzle was 30 points): of the half of the
/// window the panels below leave, the top bar's four rows and the tab's own rows (wrapped onto
/// several lines) take a part. Measured at 390×844: the tree's picture about 265 points, the
/// Grundy chart's frame 285 (its sum folded, as in any narrow window).
const VIEW_AT_LEAST: f32 = 150.0;

fn on_phone(state: AppState) -> Harness<'static, NimlabApp> {
    let mut harness = app_harness_sized(state, PHONE);
    settle(&mut harness);
    harness.run();
    harness
}

/// The view lies in the window, at least `width_share` as wide as it and [`VIEW_AT_LEAST`] high.
fn assert_view_keeps_its_room(view: Rect, width_share: f32, what: &str) {
    assert!(
        view.height() >= VIEW_AT_LEAST && view.width() >= width_share * PHONE.x,
        "{what}: the view is only {view:?}"
    );
    assert!(
        view.right() <= PHONE.x + 1.0 && view.bottom() <= PHONE.y + 1.0,
        "{what}: the view runs off the window: {view:?}"
    );
}

#[test]
fn every_tree_view_keeps_its_room_on_a_phone_with_its_panels_below() {
    for language in Language::ALL {
        for view in [
            TreeView::Recursive,
            TreeView::DynamicProgramming,
            TreeView::Formula,
            TreeView::Growth,
            TreeView::Play,
        ] {
            let state = AppState {
                language,
                ..tree_state(view, "7", "1,2,3")
            };
            let harness = on_phone(state);
            let region = harness
                .state()
                .tree_tab()
                .export_region()
                .expect("a view is drawn");
            assert_view_keeps_its_room(region, 0.9, &format!("{language:?} {view:?}"));
        }
    }
}

#[test]
fn the_grundy_chart_keeps_its_room_on_a_phone_with_its_table_and_details_below() {
    for language in Language::ALL {
        let state = AppState {
            tab: Tab::Grundy,
            language,
            ..AppState::default()
        };
        let harness = on_phone(state);
        let memory = egui_plot::PlotMemory::load(&harness.ctx, chart_id()).expect("the chart was drawn");
        let chart = *memory.transform().frame();
        // The frame inside the chart's axes, whose numbers and name stand left of it.
        assert_view_keeps_its_room(chart, 0.8, &format!("{language:?} chart"));
        // The values' table and the details still show, below the chart.
        let table = harness.get_by_label("g(n)");
        assert!(
            table.rect().top() >= chart.bottom(),
            "{language:?}: {:?}",
            table.rect()
        );
    }
}

#[test]
fn the_puzzle_spans_a_phone_with_its_panel_below() {
    for language in Language::ALL {
        let state = AppState {
            tab: Tab::Matchsticks,
            language,
            ..AppState::default()
        };
        let harness = on_phone(state);
        let m = language.strings().matchsticks;
        let layout = Layout::parse("0+3=09").expect("valid");
        let stick = |slot, bit| {
            harness
                .get_by_label(&m.stick_label(&layout, StickPosition { slot, bit }, true))
                .rect()
        };
        // Segment f (bit 5) of the first digit, segment b (bit 1) of the last and segment d
        // (bit 3) of the first, its bottom: the sticks from end to end, the digits' height.
        let sticks = stick(0, 5).union(stick(5, 1)).union(stick(0, 3));
        assert!(
            sticks.width() >= 0.6 * PHONE.x && sticks.height() >= 60.0 && sticks.right() <= PHONE.x,
            "{language:?}: the sticks take only {sticks:?}"
        );
        // The side panel's choices lie below the puzzle, not beside it.
        let answers = harness.get_by_label(m.panel_answers).rect();
        assert!(
            answers.top() >= sticks.bottom(),
            "{language:?}: the panel ({answers:?}) is beside the sticks ({sticks:?})"
        );
    }
}

#[test]
fn every_top_bar_button_lies_on_a_phone_and_answers_its_label() {
    for language in Language::ALL {
        let s = language.strings();
        let mut harness = on_phone(AppState {
            language,
            ..AppState::default()
        });
        let labels = [
            s.tab_game_tree,
            s.tab_grundy,
            s.tab_matchsticks,
            s.copy_link,
            s.lesson_plan.lesson,
            s.present,
            s.presenter.open,
            "English",
            "한국어",
            s.classroom,
            "−",
            "100 %",
            "+",
            s.theme_light,
            s.theme_dark,
            "?",
        ];
        let rects: Vec<(&str, Rect)> = labels
            .iter()
            .map(|&label| (label, harness.get_by_label(label).rect()))
            .collect();
        for (i, (a, ra)) in rects.iter().enumerate() {
            assert!(
                ra.left() >= 0.0 && ra.right() <= PHONE.x && ra.bottom() <= PHONE.y / 4.0,
                "{language:?}: {a} is not on the bar: {ra:?}"
            );
            for (b, rb) in &rects[i + 1..] {
                assert!(
                    !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                    "{language:?}: {a} {ra:?} overlaps {b} {rb:?}"
                );
            }
        }
        // Clicked by label, each tab opens; the theme follows its buttons.
        for (label, tab) in [
            (s.tab_grundy, Tab::Grundy),
            (s.tab_matchsticks, Tab::Matchsticks),
            (s.tab_game_tree, Tab::GameTree),
        ] {
            click(&mut harness, label);
            assert_eq!(harness.state().state().tab, tab, "{language:?}: {label}");
        }
        for (label, theme) in [
            (s.theme_dark, egui::Theme::Dark),
            (s.theme_light, egui::Theme::Light),
        ] {
            click(&mut harness, label);
            assert_eq!(harness.ctx.theme(), theme, "{language:?}: {label}");
        }
        let before = harness.state().zoom();
        click(&mut harness, "+");
        assert_ne!(harness.state().zoom(), before, "{language:?}: + zooms");
    }
}
