//! Where a figure goes is asked before it is drawn: an animation's question comes at once, not
//! after seconds of drawing, and a cancelled question draws nothing. nimlab's own chooser shows
//! every file of a folder (those it cannot pick greyed) and opens next run where it was last.

use std::path::PathBuf;

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;

use crate::support::files::fresh_folder;
use crate::support::tree::tree_state;
use crate::support::{app_harness, click, settle, step_until};

/// Opens Figure… → Animation (GIF)… on the tree of 13 coins, with nimlab's chooser in `folder`.
fn ask_for_an_animation(state: AppState, folder: PathBuf) -> egui_kittest::Harness<'static, NimlabApp> {
    let t = Language::English.strings().tree;
    let mut harness = app_harness(state);
    settle(&mut harness);
    harness.state_mut().without_native_dialogs(folder);
    click(&mut harness, t.export_figure);
    harness.get_by_label(t.export_animation).click();
    // Frame by frame until the question: no drawing may come first (it used to take seconds).
    step_until(&mut harness, "the in-app chooser", |h| {
        assert!(!drawing(h), "the animation is drawn before the user says where");
        h.state().is_choosing_in_app()
    });
    harness.run();
    harness
}

/// The animation's window (its frames and size, progress and Cancel) is on show.
fn drawing(harness: &egui_kittest::Harness<'_, NimlabApp>) -> bool {
    harness
        .query_by_label(Language::English.strings().tree.animation_title)
        .is_some()
}

#[test]
fn an_animation_asks_where_before_it_draws() {
    let folder = fresh_folder("ask-first");
    let strings = Language::English.strings();
    let mut harness = ask_for_an_animation(
        tree_state(TreeView::DynamicProgramming, "5", "1,2,3"),
        folder.clone(),
    );
    for _ in 0..5 {
        harness.step();
        assert!(!drawing(&harness), "nothing is drawn while the question is open");
    }
    harness.get_by_label(strings.picker_save).click();
    step_until(&mut harness, "the drawing, once the path is chosen", drawing);
    // Its Cancel stops it and writes nothing (the drawing's own end is not waited for here).
    harness.get_by_label(strings.cancel).click();
    step_until(&mut harness, "the flow idle again", |h| {
        h.state().is_file_flow_idle()
    });
    assert_eq!(std::fs::read_dir(&folder).expect("listable").count(), 0);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_cancelled_question_draws_nothing_and_the_next_export_works() {
    let folder = fresh_folder("ask-cancel");
    let strings = Language::English.strings();
    let mut harness = ask_for_an_animation(
        tree_state(TreeView::DynamicProgramming, "5", "1,2,3"),
        folder.clone(),
    );
    click(&mut harness, strings.cancel);
    for _ in 0..5 {
        harness.step();
        assert!(!drawing(&harness), "a figure nobody wants is not drawn");
    }
    assert!(harness.state().is_file_flow_idle());
    // Nothing is left waiting that would block the next export.
    click(&mut harness, strings.tree.export_figure);
    harness.get_by_label(strings.tree.export_animation).click();
    step_until(&mut harness, "the chooser again", |h| {
        h.state().is_choosing_in_app()
    });
    assert_eq!(std::fs::read_dir(&folder).expect("listable").count(), 0);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_chooser_lists_every_file_but_offers_only_its_kind() {
    let folder = fresh_folder("ask-listing");
    std::fs::write(folder.join("last-week.png"), "").expect("written");
    std::fs::write(folder.join("older.gif"), "").expect("written");
    let harness = ask_for_an_animation(
        tree_state(TreeView::DynamicProgramming, "5", "1,2,3"),
        folder.clone(),
    );
    let other = harness.get_by_label("last-week.png");
    assert!(other.accesskit_node().is_disabled(), "seen, not chosen");
    let same = harness.get_by_label("older.gif");
    assert!(
        !same.accesskit_node().is_disabled(),
        "a GIF may be picked (to replace it)"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_chooser_opens_next_run_where_it_was_last() {
    let chosen = fresh_folder("ask-remembered");
    let elsewhere = fresh_folder("ask-elsewhere");
    let strings = Language::English.strings();
    let mut harness = ask_for_an_animation(
        tree_state(TreeView::DynamicProgramming, "5", "1,2,3"),
        chosen.clone(),
    );
    harness.get_by_label(strings.picker_save).click();
    step_until(&mut harness, "the drawing", drawing);
    harness.get_by_label(strings.cancel).click();
    step_until(&mut harness, "the flow idle again", |h| {
        h.state().is_file_flow_idle()
    });
    let remembered = harness.state().state();
    assert_eq!(remembered.chooser_folder.as_deref(), Some(chosen.as_path()));

    // Next run: the remembered state, read back as eframe would, with another fallback folder.
    let text = ron::to_string(&remembered).expect("writes");
    let mut next = ask_for_an_animation(NimlabApp::from_remembered(&text).state(), elsewhere.clone());
    next.run();
    assert_eq!(
        next.get_by_label(strings.picker_folder).value().as_deref(),
        Some(chosen.display().to_string().as_str()),
        "the chooser opens where it was last"
    );
    for folder in [chosen, elsewhere] {
        std::fs::remove_dir_all(folder).expect("cleaned up");
    }
}
