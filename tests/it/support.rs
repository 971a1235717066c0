//! The shared constructor for UI test harnesses (fonts installed before the first frame, so
//! Hangul and every symbol the app draws have a glyph), and waiting for background work.

use std::time::{Duration, Instant};

use egui::{Pos2, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::{Language, Strings};
use nimlab::ui::fonts::install_fonts;

pub mod alone;
pub mod cli;
pub mod files;
pub mod matchsticks;
pub mod source;
pub mod tree;

/// The English string tables: what the tests find widgets by, so that a change of wording in
/// `nimlab::i18n` moves the tests with it (a test of the wording itself keeps its literals).
pub fn en() -> &'static Strings {
    Language::English.strings()
}

/// The Korean string tables, for the tests that look at the window in Korean.
pub fn ko() -> &'static Strings {
    Language::Korean.strings()
}

/// The whole app in a 1280×800 window, starting from `state`.
pub fn app_harness(state: AppState) -> Harness<'static, NimlabApp> {
    app_harness_sized(state, egui::vec2(1280.0, 800.0))
}

/// The whole app in a window of `size` (e.g. the 800×600 every view must work in).
pub fn app_harness_sized(state: AppState, size: egui::Vec2) -> Harness<'static, NimlabApp> {
    build(state, size, Glyphs::MustExist)
}

/// What the harness does with a character no installed font can draw.
#[derive(Clone, Copy)]
pub enum Glyphs {
    /// Fail the test: the app drew text the window would show as boxes.
    MustExist,
    /// Draw a box, as the real window does: for tests that type characters on purpose (emoji)
    /// that no font of the app has.
    MayBeMissing,
}

/// [`app_harness`], choosing what a missing glyph does.
pub fn app_harness_with(state: AppState, glyphs: Glyphs) -> Harness<'static, NimlabApp> {
    build(state, egui::vec2(1280.0, 800.0), glyphs)
}

fn build(state: AppState, size: egui::Vec2, glyphs: Glyphs) -> Harness<'static, NimlabApp> {
    let mut builder = Harness::builder();
    if matches!(glyphs, Glyphs::MayBeMissing) {
        builder = builder.allow_missing_glyphs();
    }
    let mut harness = builder
        .with_size(size)
        // A background job that finishes wakes the window once more; allow a few extra frames.
        .with_max_steps(32)
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut NimlabApp| app.show(ui),
            NimlabApp::from_state(state),
        );
    settle(&mut harness);
    harness
}

/// Every accessible label (or value) on show: what a screen reader, or a class, could read.
pub fn labels<State>(harness: &Harness<'_, State>) -> Vec<String> {
    harness
        .query_all_by(|node| node.label().is_some() || node.value().is_some())
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

/// Clicks the widget labelled `label` and runs frames until the UI is still.
pub fn click<State>(harness: &mut Harness<'_, State>, label: &str) {
    harness.get_by_label(label).click();
    run_until_still(harness);
}

/// Runs frames until the window asks for no more, as `Harness::run` does, but bounded by a
/// generous minute instead of a number of frames: a spinner repaints for as long as its
/// background work lasts, so how many frames that takes depends on how late the work's thread
/// is (`run` fails after the harness's `max_steps`, a guess a loaded machine outruns).
pub fn run_until_still<State>(harness: &mut Harness<'_, State>) {
    step_until(harness, "the window to stop repainting", |h| {
        h.output()
            .viewport_output
            .get(&ViewportId::ROOT)
            .is_none_or(|viewport| viewport.repaint_delay > Duration::ZERO)
    });
    // Still now: `run` ends within a frame or two, and checks what it checks at its end.
    harness.run();
}

/// Presses `key` `times` times, as a clicker's presses arriving within one frame (kittest's own
/// `key_press` takes a frame per press, and the 13-coin tree's thousands of steps would take
/// minutes), and waits for the window to be still.
pub fn press_keys<State>(harness: &mut Harness<'_, State>, key: egui::Key, times: usize) {
    let press = egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    let events = &mut harness.input_mut().events;
    events.extend(std::iter::repeat_n(press, times));
    events.push(egui::Event::Key {
        key,
        physical_key: None,
        pressed: false,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    });
    run_until_still(harness);
}

/// Fails unless a widget labelled exactly `label` is on show, listing every label that is.
#[track_caller]
pub fn assert_shows<State>(harness: &Harness<'_, State>, label: &str) {
    assert!(
        harness.query_by_label(label).is_some(),
        "{label:?} is not on show: {:?}",
        labels(harness)
    );
}

/// Fails unless some widget's label contains `part`, listing every label on show.
#[track_caller]
pub fn assert_shows_part<State>(harness: &Harness<'_, State>, part: &str) {
    assert!(
        harness.query_by_label_contains(part).is_some(),
        "nothing on show says {part:?}: {:?}",
        labels(harness)
    );
}

/// Fails if any widget's label contains one of `giveaways`, listing every label on show.
#[track_caller]
pub fn assert_hides<State>(harness: &Harness<'_, State>, giveaways: &[&str]) {
    let shown = labels(harness);
    for giveaway in giveaways {
        assert!(
            !shown.iter().any(|label| label.contains(giveaway)),
            "{giveaway:?} is on show: {shown:?}"
        );
    }
}

/// Steps frames until the open tab's background work has caught up with its inputs.
pub fn settle(harness: &mut Harness<'static, NimlabApp>) {
    step_until(harness, "the analysis finished", |h| h.state().is_up_to_date());
    run_until_still(harness);
}

/// Steps frames until no file operation is under way (the dialog answered, the read or write
/// off the UI thread done), then until the UI is still. After a click that started one, this is
/// the positive event to wait for before asserting on the file, or that nothing was written.
pub fn wait_for_files(harness: &mut Harness<'static, NimlabApp>) {
    step_until(harness, "the file flow done", |h| h.state().is_file_flow_idle());
    run_until_still(harness);
}

/// Steps frames (background work keeps running meanwhile) until `done` holds; fails after a
/// minute, naming `what` was awaited.
pub fn step_until<State>(
    harness: &mut Harness<'_, State>,
    what: &str,
    done: impl FnMut(&Harness<'_, State>) -> bool,
) {
    step_until_within(harness, Duration::from_mins(1), what, done);
}

/// [`step_until`] for work that is heavy by nature in a debug build (encoding a GIF of full-size
/// frames): the wait is for the result, and `patience` only says when to give up on it, so a
/// loaded machine makes the test slower, never red.
pub fn step_until_within<State>(
    harness: &mut Harness<'_, State>,
    patience: Duration,
    what: &str,
    mut done: impl FnMut(&Harness<'_, State>) -> bool,
) {
    let deadline = Instant::now() + patience;
    loop {
        harness.step();
        if done(harness) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "waited {} s for this in vain: {what}",
            patience.as_secs()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Presses at `from` and moves in a few steps to `to`, a frame after each step, without letting
/// go: a drag in progress, as a person makes it.
pub fn press_and_move<State>(harness: &mut Harness<'_, State>, from: Pos2, to: Pos2) {
    harness.hover_at(from);
    run_until_still(harness);
    harness.drag_at(from);
    run_until_still(harness);
    for step in 1..=4 {
        harness.hover_at(from.lerp(to, step as f32 / 4.0));
        run_until_still(harness);
    }
}
