//! The tab bar at the smallest window, in both languages: no two of its controls overlap and
//! none runs off the window ("Grundy numbers" ran into "Language" at 800×600 in
//! classroom mode, when it zoomed; presentation mode's bar is `presentation_ui`'s). And its
//! language switch reaches text the shell already shows: the notice under the bar.

use egui_kittest::kittest::Queryable;
use nimlab::app::{AppState, Notice};
use nimlab::i18n::Language;

use crate::support::{app_harness, app_harness_sized, assert_shows, click};

#[test]
fn a_notice_on_show_follows_a_language_switch() {
    let missing = std::env::temp_dir().join(format!("nimlab-notice-{}.ron", std::process::id()));
    let mut harness = app_harness(AppState::default());
    assert!(!harness.state_mut().open_path(&missing), "there is no such file");
    harness.run();
    assert!(matches!(
        harness.state().notice(),
        Some(Notice::OpenFailed { .. })
    ));
    let (english, korean) = (Language::English.strings(), Language::Korean.strings());
    // The notice's opening words (what follows says why: the file is not there).
    let path = missing.display().to_string();
    let in_english = (english.file_open_failed)(&path, "").trim_end().to_owned();
    assert!(
        harness.query_by_label_contains(&in_english).is_some(),
        "{in_english}"
    );

    click(&mut harness, Language::Korean.name());
    let in_korean = (korean.file_open_failed)(&path, "").trim_end().to_owned();
    assert!(
        harness.query_by_label_contains(&in_korean).is_some(),
        "the notice reads in Korean now: {:?}",
        harness.state().notice_text()
    );
    assert!(
        harness.query_by_label_contains(&in_english).is_none(),
        "and no longer in English"
    );
    assert_shows(&harness, korean.dismiss);
}

#[test]
fn the_tab_bar_fits_800_by_600_in_classroom_mode_in_both_languages() {
    for language in Language::ALL {
        let state = AppState {
            language,
            classroom: true,
            ..AppState::default()
        };
        let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
        harness.run();
        let s = language.strings();
        let labels = [
            s.tab_game_tree,
            s.tab_grundy,
            s.tab_matchsticks,
            "English",
            "한국어",
            s.present,
            s.classroom,
            "−",
            "100 %",
            "+",
            s.theme_light,
            s.theme_dark,
            // The keys' help.
            "?",
        ];
        let rects: Vec<(&str, egui::Rect)> = labels
            .iter()
            .map(|&label| (label, harness.get_by_label(label).rect()))
            .collect();
        for (i, (a, ra)) in rects.iter().enumerate() {
            assert!(
                ra.right() <= 800.0,
                "{language:?}: {a} runs off the window: {ra:?}"
            );
            for (b, rb) in &rects[i + 1..] {
                assert!(
                    !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                    "{language:?}: {a} {ra:?} overlaps {b} {rb:?}"
                );
            }
        }
    }
}

#[test]
fn the_window_title_names_the_puzzle_file_only_on_the_matchstick_tab() {
    let mut harness = app_harness(AppState::default());
    harness.run();
    let english = Language::English.strings();
    let on_tree = harness.state().window_title().to_owned();
    assert_eq!(on_tree, format!("{} — nimlab", english.tab_game_tree));
    click(&mut harness, english.tab_matchsticks);
    let puzzle = harness
        .state()
        .match_tab()
        .session()
        .document()
        .name(english.matchsticks.untitled);
    assert_eq!(harness.state().window_title(), format!("{puzzle} — nimlab"));
    click(&mut harness, english.tab_grundy);
    assert_eq!(
        harness.state().window_title(),
        format!("{} — nimlab", english.tab_grundy)
    );
    click(&mut harness, Language::Korean.name());
    let korean = Language::Korean.strings();
    assert_eq!(
        harness.state().window_title(),
        format!("{} — nimlab", korean.tab_grundy)
    );
}
