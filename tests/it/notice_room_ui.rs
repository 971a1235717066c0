//! A long notice has a readable place at every window size, in English and Korean: where the
//! bar across the top has no room for it whole (at 1280×800 it had been cut to two words and
//! laid over Present), it takes a row of its own under the bar. Its whole text is on screen,
//! it covers no widget, and every button of the bar still acts when clicked. When such a notice
//! leaves at the next press, moving the tab up a row, the click still lands on what was pressed.

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, Notice, Tab};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_model::lesson_plan::{LessonPlan, LessonStep, SavedLesson};
use nimlab_model::shared_view::SharedView;

use crate::lesson_plan_ui::App;
use crate::plan_link_ui::random_hangul;
use crate::support::files::fresh_folder;
use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, click, en, run_until_still, settle, step_until};

/// The tree tab in `language` with a plan too long for a link open in the Lesson panel; Copy
/// link clicked, so the longest notice the shell raises is on show.
fn long_notice(language: Language, size: egui::Vec2) -> (App, String) {
    let step = LessonStep {
        note: random_hangul(2_000),
        view: SharedView {
            tab: Some(Tab::GameTree),
            ..SharedView::default()
        },
    };
    let state = AppState {
        language,
        lesson: SavedLesson {
            plan: Some(LessonPlan {
                steps: vec![step],
                ..LessonPlan::default()
            }),
            panel: true,
            ..SavedLesson::default()
        },
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, size);
    settle(&mut harness);
    click(&mut harness, language.strings().copy_link);
    run_until_still(&mut harness);
    assert!(
        matches!(harness.state().notice(), Some(Notice::LinkNotCopied { .. })),
        "{:?}",
        harness.state().notice()
    );
    let whole = harness.state().notice_text().expect("a notice");
    (harness, whole)
}

/// The notice (found by its whole text) lies inside the window and covers no other labelled
/// widget: not the bar's buttons, not the tab's or the Lesson panel's controls.
#[track_caller]
fn readable_and_covering_nothing(
    harness: &App,
    whole: &str,
    size: egui::Vec2,
    strings: &nimlab::i18n::Strings,
) {
    let notice = harness.get_by_label(whole).rect();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    assert!(
        window.contains_rect(notice),
        "{notice:?} leaves the window {size:?}"
    );
    let covered: Vec<(String, egui::Rect)> = harness
        .query_all_by(|node| node.label().is_some())
        .filter_map(|node| {
            let label = node.accesskit_node().label()?;
            (label != whole && label != strings.dismiss).then(|| (label, node.rect()))
        })
        .filter(|(_, rect)| rect.shrink(1.0).intersects(notice.shrink(1.0)))
        .collect();
    assert!(covered.is_empty(), "the notice {notice:?} covers {covered:?}");
}

#[test]
fn a_long_notice_covers_no_button_of_the_bar_at_any_size_in_either_language() {
    for size in [
        egui::vec2(800.0, 600.0),
        egui::vec2(1280.0, 800.0),
        egui::vec2(1920.0, 1080.0),
    ] {
        for language in Language::ALL {
            let strings = language.strings();
            let (mut harness, whole) = long_notice(language, size);
            readable_and_covering_nothing(&harness, &whole, size, strings);

            // The bar's buttons act: Lesson closes the panel, Present presents.
            click(&mut harness, strings.lesson_plan.lesson);
            assert!(
                !harness.state().is_lesson_panel_open(),
                "{size:?} {language:?}: Lesson was clicked"
            );
            readable_and_covering_nothing(&harness, &whole, size, strings);
            click(&mut harness, strings.present);
            assert!(
                harness.state().is_presenting(),
                "{size:?} {language:?}: Present was clicked"
            );
            settle(&mut harness);
            // Presentation mode's bar gives it a place too.
            readable_and_covering_nothing(&harness, &whole, size, strings);
            click(&mut harness, strings.present_leave);
            assert!(!harness.state().is_presenting());
            click(&mut harness, strings.dismiss);
            assert!(harness.state().notice().is_none());
        }
    }
}

#[test]
fn the_first_click_after_a_notice_in_a_row_of_its_own_lands_on_the_button_pressed() {
    // A figure saved under a long name: "Exported …" takes a row of its own under the bar.
    let folder = fresh_folder("notice_row_click");
    let path = folder.join(format!("{}.svg", "a-long-name-for-the-class-".repeat(5)));
    let size = egui::vec2(1280.0, 800.0);
    let mut harness = app_harness_sized(tree_state(TreeView::Recursive, "13", "1,2,3"), size);
    settle(&mut harness);
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    click(&mut harness, en().tree.export_figure);
    click(&mut harness, &(en().tree.export_tree_as)("SVG"));
    step_until(&mut harness, "the figure written", |_| path.exists());
    run_until_still(&mut harness);
    assert!(harness.state().notice().is_some(), "the notice is on show");
    // A person's click: the button held down over a frame or two (here half a second, as the
    // harness's frames are a quarter of one), then let go.
    let dp = harness.get_by_label(en().tree.view_dp).rect().center();
    harness.event(egui::Event::PointerMoved(dp));
    harness.run();
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: dp,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        for _ in 0..2 {
            harness.step();
        }
    }
    run_until_still(&mut harness);
    assert!(
        harness.state().notice().is_none(),
        "the click put the notice away"
    );
    assert_eq!(
        harness.state().state().tree.view,
        TreeView::DynamicProgramming,
        "the click landed on the view pressed"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
