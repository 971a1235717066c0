//! One lifetime for notices: a notice about a finished action leaves by itself after a stated
//! time or at the next press, belongs to the tab that raised it (other tabs never show it), and
//! covers nothing a tab shows; an error stays on its tab until dismissed.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NOTICE_SECONDS, NimlabApp, Notice, Tab};
use nimlab::i18n::Language;

use crate::support::{app_harness, app_harness_sized, assert_shows, click, run_until_still, step_until};

fn on(tab: Tab) -> AppState {
    AppState {
        tab,
        ..AppState::default()
    }
}

/// A path in the temporary folder, unique to this test and process.
fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("nimlab-notice-{}-{name}", std::process::id()))
}

/// The notice saying the open puzzle file was saved, raised on the matchstick tab.
fn saved(harness: &mut Harness<'_, NimlabApp>, name: &str) -> String {
    let path = temp(name);
    assert!(harness.state_mut().save_to(&path), "saved");
    run_until_still(harness);
    assert_eq!(harness.state().notice(), Some(&Notice::Saved(path.clone())));
    let _ = std::fs::remove_file(&path);
    harness.state().notice_text().expect("a notice")
}

/// An error notice (a file that is not there), raised on the tab open.
fn missing(harness: &mut Harness<'_, NimlabApp>) -> String {
    assert!(
        !harness.state_mut().open_path(&temp("missing.ron")),
        "no such file"
    );
    run_until_still(harness);
    harness.state().notice_text().expect("a notice")
}

/// Steps frames until `seconds` of the window's clock (kittest's, a fixed step a frame) passed.
fn pass_time(harness: &mut Harness<'_, NimlabApp>, seconds: f64) {
    let time = |h: &Harness<'_, NimlabApp>| h.ctx.input(|i| i.time);
    let start = time(harness);
    step_until(harness, "the clock to move on", |h| time(h) >= start + seconds);
}

/// The notice on show (by its whole text) covers no other labelled widget in the window.
#[track_caller]
fn covers_nothing(harness: &Harness<'_, NimlabApp>, whole: &str) {
    let dismiss = Language::English.strings().dismiss;
    let notice = harness.get_by_label(whole).rect();
    let covered: Vec<(String, egui::Rect)> = harness
        .query_all_by(|node| node.label().is_some())
        .filter_map(|node| {
            let label = node.accesskit_node().label()?;
            (label != whole && label != dismiss).then(|| (label, node.rect()))
        })
        .filter(|(_, rect)| rect.shrink(1.0).intersects(notice.shrink(1.0)))
        .collect();
    assert!(covered.is_empty(), "the notice {notice:?} covers {covered:?}");
}

#[test]
fn a_saved_notice_leaves_by_itself_and_covers_no_answer_count() {
    // At 800×600 the foot of the tab holds the counts of answers a designer checks most.
    let mut harness = app_harness_sized(on(Tab::Matchsticks), egui::vec2(800.0, 600.0));
    let whole = saved(&mut harness, "by-itself.ron");
    assert_shows(&harness, &whole);
    covers_nothing(&harness, &whole);
    // Still there halfway through its time (kittest's clock moves a fixed step a frame) …
    pass_time(&mut harness, NOTICE_SECONDS / 2.0);
    assert_shows(&harness, &whole);
    // … and gone after it, with nothing done.
    step_until(&mut harness, "the notice to leave by itself", |h| {
        h.state().notice().is_none()
    });
    assert!(harness.query_by_label(&whole).is_none());
}

#[test]
fn a_saved_notice_leaves_at_the_next_press_and_with_its_tab() {
    let strings = Language::English.strings();
    let mut harness = app_harness(on(Tab::Matchsticks));
    let whole = saved(&mut harness, "next-press.ron");
    // A press on the tab already open changes nothing but is the user's next action.
    click(&mut harness, strings.tab_matchsticks);
    assert!(
        harness.state().notice().is_none(),
        "{:?}",
        harness.state().notice()
    );

    let whole_again = saved(&mut harness, "next-tab.ron");
    assert_eq!(whole, whole_again.replace("next-tab", "next-press"));
    click(&mut harness, strings.tab_grundy);
    assert!(
        harness.query_by_label(&whole_again).is_none(),
        "not on the Grundy tab"
    );
    click(&mut harness, strings.tab_matchsticks);
    assert!(harness.state().notice().is_none(), "it left with its tab");
}

#[test]
fn an_error_stays_on_its_own_tab_until_dismissed_and_covers_no_sum_row() {
    let strings = Language::English.strings();
    let mut harness = app_harness_sized(on(Tab::Grundy), egui::vec2(800.0, 600.0));
    let whole = missing(&mut harness);
    assert_shows(&harness, &whole);
    covers_nothing(&harness, &whole);
    click(&mut harness, strings.tab_game_tree);
    assert!(harness.query_by_label(&whole).is_none(), "not on the tree tab");
    pass_time(&mut harness, 2.0 * NOTICE_SECONDS);
    click(&mut harness, strings.tab_grundy);
    assert_shows(&harness, &whole);
    click(&mut harness, strings.dismiss);
    assert!(harness.state().notice().is_none());
}
