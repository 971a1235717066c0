//! Image snapshots of the whole window on every tab at the smallest and largest sizes a
//! classroom shows it in (800×600 and 1920×1080, English), and in Korean at 800×600, whose
//! longer words are the first to overflow; and in presentation mode at 800×600 in both
//! languages (its zoom, its one-row bar, its contrast). A layout that collapses, overlaps or clips
//! at either end shows up here as a failing diff beside `tests/snapshots/`.
//!
//! Drawn by `egui_kittest`'s built-in renderer, wgpu (on the CPU), while the app ships eframe's
//! glow renderer: the layout is the app's, the pixels are wgpu's (see `match_snapshots`).

use nimlab::app::{AppState, Tab};
use nimlab::i18n::Language;

use crate::support::{app_harness, settle};

/// The window on `tab` at `width`×`height` in `language`, once its background work is done.
fn snapshot(tab: Tab, language: Language, width: f32, height: f32) {
    snapshot_of(tab, language, width, height, false);
}

/// [`snapshot`], in presentation mode when `presenting` (named `…_present`).
fn snapshot_of(tab: Tab, language: Language, width: f32, height: f32, presenting: bool) {
    let mut harness = app_harness(AppState {
        tab,
        language,
        presenting,
        ..AppState::default()
    });
    // A real window of `width`×`height` pixels holds that many points divided by the zoom
    // (the harness takes its size in points).
    let zoom = harness.state().zoom().factor(presenting);
    harness.set_size(egui::vec2(width, height) / zoom);
    settle(&mut harness);
    let tab_name = match tab {
        Tab::GameTree => "tree",
        Tab::Grundy => "grundy",
        Tab::Matchsticks => "matchsticks",
    };
    let language_code = match language {
        Language::English => "en",
        Language::Korean => "ko",
    };
    let mode = if presenting { "_present" } else { "" };
    harness.snapshot(format!(
        "window_{tab_name}_{width}x{height}_{language_code}{mode}"
    ));
}

#[test]
fn game_tree_at_800_by_600() {
    snapshot(Tab::GameTree, Language::English, 800.0, 600.0);
}

#[test]
fn game_tree_at_1920_by_1080() {
    snapshot(Tab::GameTree, Language::English, 1920.0, 1080.0);
}

#[test]
fn game_tree_in_korean_at_800_by_600() {
    snapshot(Tab::GameTree, Language::Korean, 800.0, 600.0);
}

#[test]
fn grundy_at_800_by_600() {
    snapshot(Tab::Grundy, Language::English, 800.0, 600.0);
}

#[test]
fn grundy_at_1920_by_1080() {
    snapshot(Tab::Grundy, Language::English, 1920.0, 1080.0);
}

#[test]
fn grundy_in_korean_at_800_by_600() {
    snapshot(Tab::Grundy, Language::Korean, 800.0, 600.0);
}

#[test]
fn matchsticks_at_800_by_600() {
    snapshot(Tab::Matchsticks, Language::English, 800.0, 600.0);
}

#[test]
fn matchsticks_at_1920_by_1080() {
    snapshot(Tab::Matchsticks, Language::English, 1920.0, 1080.0);
}

#[test]
fn matchsticks_in_korean_at_800_by_600() {
    snapshot(Tab::Matchsticks, Language::Korean, 800.0, 600.0);
}

// Presentation mode, at the smallest window, in both languages.

#[test]
fn game_tree_presenting_at_800_by_600() {
    snapshot_of(Tab::GameTree, Language::English, 800.0, 600.0, true);
}

#[test]
fn game_tree_presenting_in_korean_at_800_by_600() {
    snapshot_of(Tab::GameTree, Language::Korean, 800.0, 600.0, true);
}

#[test]
fn grundy_presenting_at_800_by_600() {
    snapshot_of(Tab::Grundy, Language::English, 800.0, 600.0, true);
}

#[test]
fn grundy_presenting_in_korean_at_800_by_600() {
    snapshot_of(Tab::Grundy, Language::Korean, 800.0, 600.0, true);
}

#[test]
fn matchsticks_presenting_at_800_by_600() {
    snapshot_of(Tab::Matchsticks, Language::English, 800.0, 600.0, true);
}

#[test]
fn matchsticks_presenting_in_korean_at_800_by_600() {
    snapshot_of(Tab::Matchsticks, Language::Korean, 800.0, 600.0, true);
}
