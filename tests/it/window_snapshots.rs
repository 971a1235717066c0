//! Image snapshots of the whole window on every tab at the smallest and largest sizes a
//! classroom shows it in (800×600 and 1920×1080, English), and in Korean at 800×600, whose
//! longer words are the first to overflow. A layout that collapses, overlaps or clips at either
//! end shows up here as a failing diff beside `tests/snapshots/`.
//!
//! Drawn by `egui_kittest`'s built-in renderer, wgpu (on the CPU), while the app ships eframe's
//! glow renderer: the layout is the app's, the pixels are wgpu's (see `match_snapshots`).

use nimlab::app::{AppState, Tab};
use nimlab::i18n::Language;

use crate::support::{app_harness, settle};

/// The window on `tab` at `width`×`height` in `language`, once its background work is done.
fn snapshot(tab: Tab, language: Language, width: f32, height: f32) {
    let mut harness = app_harness(AppState {
        tab,
        language,
        ..AppState::default()
    });
    harness.set_size(egui::vec2(width, height));
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
    harness.snapshot(format!("window_{tab_name}_{width}x{height}_{language_code}"));
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
