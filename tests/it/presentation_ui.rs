//! Presentation mode and the window's zoom, driven as a teacher would: the switch in
//! the bar and F5, Leave and Esc, − and + and the zoom keys, each mode keeping its own zoom
//! across a restart, the bar on one row at 800×600 in both languages, and a notice that floats
//! over the tab instead of pushing it down.

use egui::accesskit::Role;
use egui::{Key, Modifiers, ViewportCommand, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Notice, WindowZoom};
use nimlab::i18n::Language;
use nimlab::ui::forgotten::Forgotten;

use crate::support::{app_harness, app_harness_sized, assert_shows, click, en, run_until_still};

fn presenting() -> AppState {
    AppState {
        presenting: true,
        ..AppState::default()
    }
}

/// The window was asked to go full screen (`on`) or back in the last frame.
fn asked_full_screen(harness: &Harness<'_, NimlabApp>, on: bool) -> bool {
    harness
        .output()
        .viewport_output
        .get(&ViewportId::ROOT)
        .is_some_and(|output| {
            output
                .commands
                .iter()
                .any(|command| *command == ViewportCommand::Fullscreen(on))
        })
}

/// Clicks the button labelled `label` (a button, where a label of the same text may be on show).
fn press(harness: &mut Harness<'_, NimlabApp>, label: &str) {
    harness.get_by_role_and_label(Role::Button, label).click();
    run_until_still(harness);
}

#[test]
fn the_switch_and_f5_turn_presentation_mode_on_and_off() {
    let mut harness = app_harness(AppState::default());
    let english = Language::English.strings();
    assert!(!harness.state().is_presenting());
    harness.get_by_label(english.present).click();
    // The click lands in one frame; the next goes full screen.
    harness.step();
    harness.step();
    assert!(harness.state().is_presenting());
    assert!(asked_full_screen(&harness, true), "the window goes full screen");
    run_until_still(&mut harness);
    assert_shows(&harness, english.present_leave);
    assert!(
        harness.query_by_label(english.theme_dark).is_none(),
        "the theme waits behind the menu"
    );

    harness.get_by_label(english.present_leave).click();
    harness.step();
    harness.step();
    assert!(!harness.state().is_presenting());
    assert!(asked_full_screen(&harness, false), "and back");
    run_until_still(&mut harness);

    harness.key_press(Key::F5);
    run_until_still(&mut harness);
    assert!(harness.state().is_presenting(), "F5 switches it on");
    harness.key_press(Key::F5);
    run_until_still(&mut harness);
    assert!(!harness.state().is_presenting(), "and off");
}

#[test]
fn esc_leaves_presentation_mode_unless_a_text_field_has_the_keyboard() {
    let mut harness = app_harness(presenting());
    // Typing in a field: Esc leaves the field, not presentation mode.
    harness.get_by_label(en().tree.coins).focus();
    run_until_still(&mut harness);
    harness.key_press(Key::Escape);
    run_until_still(&mut harness);
    assert!(harness.state().is_presenting(), "Esc left the field only");
    harness.key_press(Key::Escape);
    run_until_still(&mut harness);
    assert!(!harness.state().is_presenting(), "Esc leaves presentation mode");
    harness.key_press(Key::Escape);
    run_until_still(&mut harness);
    assert!(!harness.state().is_presenting(), "and does nothing more");
}

#[test]
fn each_mode_keeps_its_own_zoom_set_by_the_bar_and_the_keys_across_a_restart() {
    let mut harness = app_harness(AppState::default());
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 1e-6);
    press(&mut harness, "+");
    assert_eq!(harness.state().zoom().normal, 110);
    assert!(
        (harness.ctx.zoom_factor() - 1.1).abs() < 1e-6,
        "the window follows"
    );
    assert_shows(&harness, "110 %");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Equals);
    run_until_still(&mut harness);
    assert_eq!(harness.state().zoom().normal, 120, "Ctrl+=");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    run_until_still(&mut harness);
    assert_eq!(harness.state().zoom().normal, 100, "Ctrl+− twice");
    press(&mut harness, "−");
    assert_eq!(harness.state().zoom().normal, 90);

    // Presentation mode starts as large as the screen allows (1280×800 keeps the lesson's
    // 1024×640 points at 120 %) and keeps its own.
    harness.key_press(Key::F5);
    run_until_still(&mut harness);
    assert!((harness.ctx.zoom_factor() - 1.2).abs() < 1e-6, "fits the screen");
    press(&mut harness, "+");
    press(&mut harness, "+");
    assert_eq!(
        harness.state().zoom(),
        WindowZoom {
            normal: 90,
            presenting: 140,
            presenting_set: true,
        }
    );
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    run_until_still(&mut harness);
    let zoom = harness.state().zoom();
    assert_eq!(
        (zoom.presenting, zoom.presenting_set),
        (120, false),
        "Ctrl+0: fitting the screen again"
    );
    press(&mut harness, "+");
    harness.key_press(Key::F5);
    run_until_still(&mut harness);
    assert!(
        (harness.ctx.zoom_factor() - 0.9).abs() < 1e-6,
        "the normal zoom is back"
    );

    let remembered = harness.state().state();
    assert_eq!(
        remembered.zoom,
        WindowZoom {
            normal: 90,
            presenting: 130,
            presenting_set: true,
        }
    );
    let next_run = app_harness(AppState {
        presenting: true,
        ..remembered
    });
    assert!(next_run.state().is_presenting());
    assert!((next_run.ctx.zoom_factor() - 1.3).abs() < 1e-6, "remembered");
}

#[test]
fn presentation_fits_an_800_by_600_projector_and_a_1920_by_1080_screen() {
    for (size, factor) in [((800.0, 600.0), 1.0), ((1920.0, 1080.0), 1.5)] {
        let harness = app_harness_sized(presenting(), egui::vec2(size.0, size.1));
        assert!(
            (harness.ctx.zoom_factor() - factor).abs() < 1e-6,
            "{size:?}: {}",
            harness.ctx.zoom_factor()
        );
    }
}

#[test]
fn older_states_load_and_a_wild_zoom_is_bounded() {
    // A state from before presentation mode: no `presenting`, no `zoom`.
    let older = "(version:2,tab:Grundy,language:Korean,classroom:true)";
    let app = NimlabApp::from_remembered(older);
    assert!(app.notice().is_none(), "nothing was forgotten");
    let state = app.state();
    assert!(!state.presenting);
    assert_eq!(state.zoom, WindowZoom::default());
    assert!(state.classroom);

    let wild = "(presenting:true,zoom:(normal:0,presenting:65535))";
    let state = NimlabApp::from_remembered(wild).state();
    assert!(state.presenting);
    assert_eq!(
        state.zoom,
        WindowZoom {
            normal: WindowZoom::MIN,
            presenting: WindowZoom::MAX,
            presenting_set: false,
        }
    );

    let unreadable = "(tab:Grundy,zoom:\"large\")";
    let app = NimlabApp::from_remembered(unreadable);
    assert_eq!(app.state().tab, nimlab::app::Tab::Grundy, "the rest is kept");
    assert_eq!(
        app.notice(),
        Some(&Notice::NotRestored(vec![Forgotten::Presentation]))
    );
}

#[test]
fn the_presentation_bar_is_one_row_at_800_by_600_in_both_languages() {
    // At 150 %, larger than presentation mode chooses by itself at 800×600, and at a remembered
    // 250 %, at which the bar would overlap: the zoom comes down to the largest that fits.
    for language in Language::ALL {
        assert_eq!(bar_fits(language, 150), 150, "{language:?}: fits as asked");
        let largest = bar_fits(language, 250);
        assert!((150..250).contains(&largest), "{language:?}: {largest} %");
    }
}

/// The thin bar at 800×600 with the presentation zoom set to `asked`: each of its items on one
/// row, inside the window, none over another. Returns the zoom shown.
fn bar_fits(language: Language, asked: u16) -> u16 {
    let mut harness = app_harness_sized(
        AppState {
            language,
            zoom: WindowZoom {
                presenting: asked,
                presenting_set: true,
                ..WindowZoom::default()
            },
            ..presenting()
        },
        egui::vec2(800.0, 600.0),
    );
    run_until_still(&mut harness);
    let zoom = harness.state().zoom().presenting;
    let shown = format!("{zoom} %");
    let s = language.strings();
    let width = harness.ctx.content_rect().width();
    let labels = [
        s.tab_game_tree,
        s.tab_grundy,
        s.tab_matchsticks,
        s.classroom,
        "…",
        "−",
        &shown,
        "+",
        s.present_leave,
    ];
    let rects: Vec<(&str, egui::Rect)> = labels
        .iter()
        .map(|&label| (label, harness.get_by_label(label).rect()))
        .collect();
    let row = rects[0].1.center().y;
    for (i, (a, ra)) in rects.iter().enumerate() {
        assert!(
            (ra.center().y - row).abs() < 2.0,
            "{language:?} {asked} %: {a} is not on the bar's one row: {ra:?}"
        );
        assert!(
            ra.right() <= width,
            "{language:?} {asked} %: {a} runs off the window ({width} wide): {ra:?}"
        );
        for (b, rb) in &rects[i + 1..] {
            assert!(
                !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                "{language:?} {asked} %: {a} {ra:?} overlaps {b} {rb:?}: {rects:?}"
            );
        }
    }
    zoom
}

#[test]
fn a_long_notice_takes_a_row_under_the_bar_and_gives_it_back() {
    let mut harness = app_harness(AppState::default());
    let before = harness.get_by_label(en().tree.coins).rect();
    let name = format!(
        "{}/nimlab-notice-{}.ron",
        "a-long-folder-name".repeat(6),
        std::process::id()
    );
    let missing = std::env::temp_dir().join(name);
    assert!(!harness.state_mut().open_path(&missing), "there is no such file");
    run_until_still(&mut harness);
    assert!(harness.state().notice().is_some());
    // The whole notice, long path and all, for a screen reader (and on hover).
    let whole = harness.state().notice_text().expect("a notice");
    assert_shows(&harness, &whole);
    // Too long for the bar's free room, it has a row of its own under the bar: the tab moves
    // down by that row, and the notice covers none of it.
    let notice = harness.get_by_label(&whole).rect();
    let coins = harness.get_by_label(en().tree.coins).rect();
    assert!(coins.top() >= notice.bottom(), "{coins:?} under {notice:?}");
    assert!((coins.left() - before.left()).abs() < 0.5, "only down");
    click(&mut harness, Language::English.strings().dismiss);
    assert!(harness.state().notice().is_none());
    assert_eq!(
        harness.get_by_label(en().tree.coins).rect(),
        before,
        "back in its place when the notice went"
    );
}
