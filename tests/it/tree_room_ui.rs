//! The game-tree tab on a projector: at 800×600 in classroom mode the tree keeps its
//! room, the side panel keeps its width whatever is selected, and the call stack stays readable,
//! in both languages; snapshots of the coin-game article's lesson at 800×600 and 1920×1080 to look
//! at.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, WindowZoom};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::recursive::Evaluation;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, click, run_until_still};

const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);
const LARGE: egui::Vec2 = egui::vec2(1920.0, 1080.0);

/// The coin-game article's lesson in classroom mode, stopping at the first winning move, `steps`
/// into the step-through (with more than none, the values revealed, so the call stack shows).
fn lesson(language: Language, size: egui::Vec2, steps: usize) -> Harness<'static, NimlabApp> {
    // At the 130 % zoom classroom mode had when the teacher ran the lesson (since then the
    // zoom is the teacher's to set).
    let mut state = AppState {
        classroom: true,
        zoom: WindowZoom {
            normal: 130,
            ..WindowZoom::default()
        },
        language,
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    state.tree.evaluation = Evaluation::ShortCircuit;
    let mut harness = app_harness_sized(state, size);
    click(&mut harness, language.strings().tree.step_through);
    for _ in 0..steps {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
    if steps > 0 {
        click(&mut harness, language.strings().classroom_reveal_all);
    }
    run_until_still(&mut harness);
    harness
}

#[test]
fn the_tree_keeps_its_room_at_800_by_600_in_classroom_mode() {
    for language in Language::ALL {
        let harness = lesson(language, SMALL, 0);
        let strings = language.strings();
        // The counters and the legend fold under one closed header: the view below is all tree.
        crate::support::assert_shows(&harness, strings.tree.counters_legend_folded);
        crate::support::assert_hides(
            &harness,
            &[strings.tree.nodes_on_show, strings.tree.legend_repeated],
        );
        let region = harness.state().tree_tab().export_region().expect("drawn");
        let pixels = region.height() * harness.ctx.pixels_per_point();
        // The canvas once had about 230 px of 600.
        assert!(pixels >= 265.0, "{language:?}: the tree gets {pixels} px of 600");
    }
}

#[test]
fn the_call_stack_is_readable_at_800_by_600() {
    for language in Language::ALL {
        let harness = lesson(language, SMALL, 13);
        let window = harness.ctx.content_rect();
        let coins = |label: &str| {
            match language {
                Language::English => label.strip_suffix(" coins").or(label.strip_suffix(" coin")),
                Language::Korean => label
                    .strip_prefix("동전 ")
                    .and_then(|rest| rest.strip_suffix('개')),
            }
            .is_some_and(|number| number.parse::<u32>().is_ok())
        };
        let entries: Vec<_> = harness
            .query_all_by(|node| {
                node.label()
                    .or_else(|| node.value())
                    .is_some_and(|text| coins(&text))
            })
            .collect();
        // The stack's list scrolls, kept at its bottom: the deepest calls show.
        assert!(entries.len() >= 5, "{language:?}: the stack 13 calls deep");
        for entry in entries {
            let rect = entry.rect();
            assert!(
                rect.right() <= window.right() + 0.5,
                "{language:?}: {:?} runs off the window at {rect:?}",
                entry.accesskit_node().value()
            );
        }
    }
}

#[test]
fn the_side_panel_keeps_its_width_whatever_is_selected() {
    for language in Language::ALL {
        let state = AppState {
            language,
            ..tree_state(TreeView::Recursive, "6", "1,2,3")
        };
        let mut harness = app_harness_sized(state, SMALL);
        let heading = language.strings().tree.selected;
        let before = harness.get_by_label(heading).rect().left();
        let deepest = match language {
            Language::English => "0 coins (W) after taking 1,1,1,1,1,1",
            Language::Korean => "동전 0개 (승), 가져간 수: 1,1,1,1,1,1",
        };
        click(&mut harness, deepest);
        let after = harness.get_by_label(heading).rect().left();
        assert!(
            (before - after).abs() < 0.5,
            "{language:?}: the panel moved from {before} to {after}"
        );
    }
}

// One harness per test: each test's snapshot results are its harness's own.

#[test]
fn the_lesson_at_800_by_600() {
    lesson(Language::English, SMALL, 13).snapshot("tree_lesson_800x600_en");
}

#[test]
fn the_lesson_in_korean_at_800_by_600() {
    lesson(Language::Korean, SMALL, 13).snapshot("tree_lesson_800x600_ko");
}

#[test]
fn the_lesson_at_1920_by_1080() {
    lesson(Language::English, LARGE, 13).snapshot("tree_lesson_1920x1080_en");
}

#[test]
fn the_lesson_in_korean_at_1920_by_1080() {
    lesson(Language::Korean, LARGE, 13).snapshot("tree_lesson_1920x1080_ko");
}
