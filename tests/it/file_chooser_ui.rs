//! Saving always has a way: where the native file dialog cannot open (no desktop portal), the
//! user is told and nimlab's own chooser opens instead, for Save as, Open and Export; and the
//! sample collection opens from the file bar with no dialog at all.

use std::path::PathBuf;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Notice};

use crate::support::matchsticks::{match_state, reads};
use crate::support::{app_harness, assert_shows, click, en, ko, settle, step_until, wait_for_files};

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-chooser-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// Clicks `button` on the file bar and waits for the in-app chooser, which must say why it is
/// there.
fn open_chooser(harness: &mut Harness<'static, NimlabApp>, button: &str) {
    harness.get_by_label(button).click();
    step_until(harness, "the in-app chooser", |h| h.state().is_choosing_in_app());
    harness.run();
    assert!(
        matches!(harness.state().notice(), Some(Notice::DialogUnavailable)),
        "the user is told why: {:?}",
        harness.state().notice()
    );
    assert!(
        harness.query_by_label_contains(en().dialog_unavailable).is_some(),
        "on screen"
    );
}

#[test]
fn save_as_without_a_native_dialog_saves_through_the_in_app_chooser() {
    let folder = folder("save");
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_chooser(&mut harness, en().matchsticks.file_save_as);
    assert_shows(&harness, en().picker_save_title);
    click(&mut harness, en().picker_save);
    wait_for_files(&mut harness);
    let path = folder.join("puzzles.ron");
    assert!(!harness.state().is_choosing_in_app());
    let saved = nimlab::storage::load(&path).expect("saved where chosen");
    assert_eq!(saved, harness.state().match_tab().session().file_to_save());
    assert_eq!(
        harness.state().match_tab().session().document().path.as_deref(),
        Some(path.as_path())
    );

    // The next Save as goes straight to the chooser, and Cancel keeps everything as it was.
    click(&mut harness, en().matchsticks.file_save_as);
    assert!(harness.state().is_choosing_in_app());
    click(&mut harness, en().cancel);
    assert!(!harness.state().is_choosing_in_app());
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn open_without_a_native_dialog_opens_through_the_in_app_chooser() {
    let folder = folder("open");
    let classics = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/classics.ron");
    std::fs::copy(&classics, folder.join("lesson.ron")).expect("copied");
    std::fs::write(folder.join("notes.txt"), "not a puzzle").expect("written");
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_chooser(&mut harness, en().matchsticks.file_open);
    assert!(
        harness
            .get_by_label_contains("notes.txt")
            .accesskit_node()
            .is_disabled(),
        "only puzzle files can be chosen (the others are listed greyed)"
    );
    harness.get_by_label_contains("lesson.ron").click();
    harness.run();
    harness.get_by_label(en().picker_open).click();
    settle(&mut harness);
    assert_eq!(
        harness.state().match_tab().session().document().path.as_deref(),
        Some(folder.join("lesson.ron").as_path())
    );
    assert!(
        harness.query_by_label("lesson.ron").is_some(),
        "the file bar names it"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn export_without_a_native_dialog_writes_through_the_in_app_chooser() {
    let folder = folder("export");
    let mut harness = app_harness(AppState::default());
    harness.state_mut().without_native_dialogs(folder.clone());
    harness.get_by_label(en().tab_grundy).click();
    settle(&mut harness);
    // The Grundy tab's CSV is in its Export menu.
    click(&mut harness, en().grundy.export_menu);
    open_chooser(&mut harness, en().export_csv);
    assert_shows(&harness, en().picker_export_title);
    click(&mut harness, en().picker_save);
    wait_for_files(&mut harness);
    let written: Vec<_> = std::fs::read_dir(&folder)
        .expect("listable")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .collect();
    assert_eq!(written.len(), 1, "{written:?}");
    assert!(
        written[0]
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_sample_collection_opens_from_the_file_bar_without_a_dialog() {
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(None);
    harness.get_by_label(en().matchsticks.file_new).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "???=?");
    harness.get_by_label(en().matchsticks.file_samples).click();
    settle(&mut harness);
    let session = harness.state().match_tab().session();
    assert!(session.file_to_save().puzzles.len() >= 13, "the whole collection");
    assert_eq!(reads(&harness), "0+3=09", "its first puzzle is open");
    assert!(!session.is_dirty(), "nothing to save yet");
    assert!(
        session.document().path.is_none(),
        "Save asks where: the built-in copy is never overwritten"
    );
    assert!(!harness.state().is_choosing_in_app());
}

#[test]
fn the_in_app_chooser_speaks_korean() {
    let folder = folder("korean");
    let mut harness = app_harness(AppState {
        language: nimlab::i18n::Language::Korean,
        ..match_state()
    });
    harness.state_mut().without_native_dialogs(folder.clone());
    harness.get_by_label(ko().matchsticks.file_save_as).click();
    step_until(&mut harness, "the in-app chooser", |h| {
        h.state().is_choosing_in_app()
    });
    harness.run();
    assert!(harness.query_by_label_contains(ko().dialog_unavailable).is_some());
    click(&mut harness, ko().picker_save);
    wait_for_files(&mut harness);
    assert!(folder.join("puzzles.ron").is_file());
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_in_app_chooser_lets_a_fifo_be_chosen_to_say_why_it_is_refused() {
    // Greying Open out said nothing; choosing it says what is there, before any read.
    let folder = folder("fifo");
    let fifo = folder.join("pipe.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo");
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_chooser(&mut harness, en().matchsticks.file_open);
    harness
        .get_by_label(en().picker_file)
        .set_text_value_accesskit("pipe.ron");
    harness.run();
    harness.get_by_label(en().picker_open).click();
    step_until(&mut harness, "the refusal", |h| {
        matches!(h.state().notice(), Some(Notice::NotAFile { .. }))
    });
    harness.run();
    assert_shows(
        &harness,
        &format!(
            "{} is a named pipe (FIFO), not a file: nimlab reads and writes only plain files.",
            fifo.display()
        ),
    );
    assert_eq!(reads(&harness), "0+3=09", "the open puzzle stays");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_chooser_keeps_its_place_when_the_folder_holds_less() {
    // The chooser is centred on its size: had it shrunk with an emptier folder, its buttons would
    // move from under the pointer and the next click would close it, the typed name lost.
    let folder = folder("place");
    std::fs::create_dir_all(folder.join("empty")).expect("a folder");
    for n in 0..30 {
        std::fs::write(folder.join(format!("lesson-{n}.ron")), "").expect("written");
    }
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_chooser(&mut harness, en().matchsticks.file_save_as);
    let before = harness.get_by_label(en().picker_save).rect();
    click(&mut harness, "empty/");
    assert!(
        harness.query_by_label("lesson-0.ron").is_none(),
        "in the empty folder"
    );
    assert_eq!(harness.get_by_label(en().picker_save).rect(), before);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_name_that_is_only_an_extension_is_not_saved_as_a_hidden_file() {
    let folder = folder("hidden");
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_chooser(&mut harness, en().matchsticks.file_save_as);
    harness.get_by_label(en().picker_file).click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label(en().picker_file).type_text(".ron");
    harness.run();
    assert_shows(&harness, en().picker_hidden_name);
    let save = harness.get_by_label(en().picker_save);
    assert!(save.accesskit_node().is_disabled(), "nothing to save under");
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(harness.state().is_choosing_in_app(), "Enter saves nothing either");
    assert!(!folder.join(".ron.ron").exists() && !folder.join(".ron").exists());
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
