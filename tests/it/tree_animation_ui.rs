//! The tree tab's Figure… → Animation (GIF)… through the shell's real save path: offered on the
//! tree and DP views only, it draws in the background with its frames, progress and Cancel
//! shown, and the GIF it writes holds a frame per step.

use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use nimlab::ui::tree_tab::TreeView;

use crate::support::files::fresh_folder;
use crate::support::tree::tree_state;
use crate::support::{app_harness, en, settle, step_until, step_until_within};

/// Frames in the GIF at `path`.
fn frame_count(path: &std::path::Path) -> usize {
    let bytes = std::fs::read(path).expect("written");
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .expect("a GIF");
    let mut count = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        count += 1;
    }
    count
}

#[test]
fn the_dp_step_through_is_saved_as_a_gif_with_a_frame_per_state() {
    let folder = fresh_folder("dp-animation");
    let path = folder.join("dp.gif");
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "5", "1,2,3"));
    settle(&mut harness);
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label(en().tree.export_figure).click();
    harness.run();
    harness
        .get_by_label(en().tree.animation_delay)
        .set_value_accesskit(300.0);
    harness.run();
    // The figure's own size, the smallest frames: what is checked here is a frame per state
    // (the slide's shape is `cli_export_animation`'s).
    let own_size = nimlab::i18n::Language::English.strings().export_own_size;
    harness.get_by_label(own_size).click();
    harness.run();
    if harness.query_by_label(en().tree.export_animation).is_none() {
        harness.get_by_label(en().tree.export_figure).click();
        harness.run();
    }
    harness.get_by_label(en().tree.export_animation).click();
    step_until_within(
        &mut harness,
        Duration::from_mins(10),
        "the animation written",
        |_| path.exists(),
    );
    // Nothing filled, then 0 to 5 one at a time.
    assert_eq!(frame_count(&path), 7);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_running_animation_shows_its_frames_and_cancel_stops_it() {
    let folder = fresh_folder("tree-animation-cancel");
    let path = folder.join("tree.gif");
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    settle(&mut harness);
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label(en().tree.export_figure).click();
    harness.run();
    harness.get_by_label(en().tree.export_animation).click();
    step_until(&mut harness, "the animation's window", |h| {
        h.query_by_label_contains("frames of 1920 ×").is_some()
    });
    harness.get_by_label(en().cancel).click();
    step_until(&mut harness, "the window closed", |h| {
        h.query_by_label_contains("frames of 1920 ×").is_none()
    });
    for _ in 0..10 {
        harness.step();
    }
    assert!(!path.exists(), "a cancelled animation writes nothing");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn only_the_tree_and_dp_views_offer_an_animation() {
    for (view, offered) in [
        (TreeView::Recursive, true),
        (TreeView::DynamicProgramming, true),
        (TreeView::Formula, false),
        (TreeView::Growth, false),
    ] {
        let mut harness = app_harness(tree_state(view, "6", "1,2,3"));
        settle(&mut harness);
        harness.get_by_label(en().tree.export_figure).click();
        harness.run();
        assert_eq!(
            harness.query_by_label(en().tree.export_animation).is_some(),
            offered,
            "{view:?}"
        );
    }
}
