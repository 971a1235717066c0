//! Files are the user's: Save as and Export onto an existing file ask first, naming
//! it, and only Replace writes; in nimlab's own chooser too; every export's default name says
//! what it holds, so no two views offer the same name; a special file is refused in one line.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Notice};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;

use crate::support::matchsticks::match_state;
use crate::support::tree::tree_state;
use crate::support::{app_harness, app_harness_sized, assert_shows, click, en, ko, settle, step_until};

const OLD: &[u8] = b"what the teacher made for the slides";

/// A fresh temporary folder holding `name` with [`OLD`] in it; the folder and the file's path.
fn existing_file(test: &str, name: &str) -> (PathBuf, PathBuf) {
    let folder = std::env::temp_dir().join(format!("nimlab-overwrite-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join(name);
    std::fs::write(&path, OLD).expect("written");
    (folder, path)
}

/// Clicks `button` and waits for the question whether to replace a file.
fn ask_to_replace(harness: &mut Harness<'static, NimlabApp>, button: &str) {
    harness.get_by_label(button).click();
    step_until(harness, "the question to replace", |h| {
        h.state().is_asking_to_replace()
    });
    harness.run();
}

/// Clicks `button` and waits for nimlab's own chooser.
fn open_in_app_chooser(harness: &mut Harness<'static, NimlabApp>, button: &str) {
    harness.get_by_label(button).click();
    step_until(harness, "the in-app chooser", |h| h.state().is_choosing_in_app());
    harness.run();
}

/// Replaces the chooser's file name with `name`.
fn type_file_name(harness: &mut Harness<'static, NimlabApp>, name: &str) {
    harness.get_by_label(en().picker_file).click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label(en().picker_file).type_text(name);
}

/// Steps until nothing of the file flow is under way.
fn wait_idle(harness: &mut Harness<'static, NimlabApp>) {
    step_until(harness, "the file flow done", |h| h.state().is_file_flow_idle());
    harness.run();
}

#[test]
fn save_as_onto_an_existing_file_asks_naming_it_and_only_replace_writes() {
    let (folder, path) = existing_file("save-as", "lesson.ron");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(Some(path.clone()));

    ask_to_replace(&mut harness, en().matchsticks.file_save_as);
    assert_shows(&harness, en().overwrite_title);
    let question = (en().overwrite_question)(&path);
    assert!(
        harness.query_by_label_contains(&question).is_some(),
        "the question names the file: {question}"
    );
    click(&mut harness, en().cancel);
    wait_idle(&mut harness);
    assert_eq!(
        std::fs::read(&path).expect("still there"),
        OLD,
        "Cancel writes nothing"
    );
    assert!(harness.state().match_tab().session().document().path.is_none());
    assert!(
        harness.state().notice().is_none(),
        "{:?}",
        harness.state().notice()
    );

    // Escape is Cancel too.
    ask_to_replace(&mut harness, en().matchsticks.file_save_as);
    harness.key_press(egui::Key::Escape);
    wait_idle(&mut harness);
    assert_eq!(
        std::fs::read(&path).expect("still there"),
        OLD,
        "Escape writes nothing"
    );

    ask_to_replace(&mut harness, en().matchsticks.file_save_as);
    click(&mut harness, en().overwrite_replace);
    wait_idle(&mut harness);
    let saved = nimlab::storage::load(&path).expect("replaced with the puzzles");
    assert_eq!(saved, harness.state().match_tab().session().file_to_save());
    assert_eq!(
        harness.state().match_tab().session().document().path.as_deref(),
        Some(path.as_path())
    );
    assert_eq!(harness.state().notice(), Some(&Notice::Saved(path.clone())));

    // Save, to the file now open (which the user chose), does not ask.
    std::fs::write(&path, OLD).expect("written");
    harness.get_by_label(en().matchsticks.file_save).click();
    wait_idle(&mut harness);
    assert!(!harness.state().is_asking_to_replace());
    assert_ne!(
        std::fs::read(&path).expect("there"),
        OLD,
        "saved over without a question"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn export_onto_an_existing_file_asks_and_another_name_asks_where_again() {
    let (folder, path) = existing_file("export", "slides.csv");
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "13", "1,2,3"));
    harness.state_mut().answer_dialogs_with(Some(path.clone()));

    ask_to_replace(&mut harness, en().export_csv);
    assert!(
        harness
            .query_by_label(&(en().overwrite_question)(&path))
            .is_some()
    );
    click(&mut harness, en().overwrite_another);
    // The scripted dialog answers the same file again: the question comes back.
    step_until(&mut harness, "asked again", |h| h.state().is_asking_to_replace());
    harness.run();
    assert_eq!(
        std::fs::read(&path).expect("still there"),
        OLD,
        "nothing written yet"
    );

    click(&mut harness, en().overwrite_replace);
    wait_idle(&mut harness);
    let solution = &harness.state().tree_tab().analysis().expect("computed").solution;
    assert_eq!(
        std::fs::read_to_string(&path).expect("replaced"),
        nimlab::export::dp_table_csv(solution, |_| false)
    );
    assert_eq!(harness.state().notice(), Some(&Notice::Exported(path.clone())));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn nimlabs_own_chooser_asks_before_replacing_too() {
    let (folder, path) = existing_file("chooser", "puzzles.ron");
    let mut harness = app_harness(match_state());
    harness.state_mut().without_native_dialogs(folder.clone());
    open_in_app_chooser(&mut harness, en().matchsticks.file_save_as);
    click(&mut harness, en().picker_save);
    step_until(&mut harness, "the question to replace", |h| {
        h.state().is_asking_to_replace()
    });
    harness.run();
    assert!(
        harness
            .query_by_label(&(en().overwrite_question)(&path))
            .is_some()
    );
    click(&mut harness, en().cancel);
    wait_idle(&mut harness);
    assert_eq!(
        std::fs::read(&path).expect("still there"),
        OLD,
        "Cancel writes nothing"
    );

    // Another name opens the chooser again, in the same folder, where a new name is saved.
    open_in_app_chooser(&mut harness, en().matchsticks.file_save_as);
    click(&mut harness, en().picker_save);
    step_until(&mut harness, "the question to replace", |h| {
        h.state().is_asking_to_replace()
    });
    harness.run();
    click(&mut harness, en().overwrite_another);
    assert!(harness.state().is_choosing_in_app());
    type_file_name(&mut harness, "other.ron");
    harness.run();
    click(&mut harness, en().picker_save);
    wait_idle(&mut harness);
    assert_eq!(std::fs::read(&path).expect("still there"), OLD, "untouched");
    assert!(
        nimlab::storage::load(&folder.join("other.ron")).is_ok(),
        "saved under the new name"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_question_speaks_korean_and_fits_800_by_600() {
    let (folder, path) = existing_file("korean", "lesson.ron");
    let mut harness = app_harness_sized(
        AppState {
            language: Language::Korean,
            ..match_state()
        },
        egui::vec2(800.0, 600.0),
    );
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    ask_to_replace(&mut harness, "다른 이름으로 저장…");
    assert_shows(&harness, ko().overwrite_title);
    let question = format!("{}이(가) 이미 있습니다.", path.display());
    let label = harness.get_by_label_contains(&question);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
    assert!(screen.contains_rect(label.rect()), "{:?}", label.rect());
    for button in ["바꾸기", "다른 이름…", "취소"] {
        assert!(
            screen.contains_rect(harness.get_by_label(button).rect()),
            "{button}"
        );
    }
    click(&mut harness, ko().cancel);
    wait_idle(&mut harness);
    assert_eq!(std::fs::read(&path).expect("still there"), OLD);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// The default name of the export `button` makes in `harness`: written by nimlab's chooser,
/// unchanged, into an empty `folder`.
fn default_export_name(harness: &mut Harness<'static, NimlabApp>, folder: &Path, button: &str) -> String {
    let _ = std::fs::remove_dir_all(folder);
    std::fs::create_dir_all(folder).expect("a temporary folder");
    harness.state_mut().without_native_dialogs(folder.to_owned());
    open_in_app_chooser(harness, button);
    click(harness, en().picker_save);
    wait_idle(harness);
    let written: Vec<String> = std::fs::read_dir(folder)
        .expect("listable")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(written.len(), 1, "{button}: {written:?}");
    written[0].clone()
}

#[test]
fn every_export_offers_a_name_of_its_own() {
    let folder = std::env::temp_dir().join(format!("nimlab-export-names-{}", std::process::id()));
    let mut names = Vec::new();
    for view in [
        TreeView::Recursive,
        TreeView::DynamicProgramming,
        TreeView::Formula,
        TreeView::Growth,
        TreeView::Play,
    ] {
        let mut harness = app_harness(tree_state(view, "13", "1,2,3"));
        names.push(default_export_name(&mut harness, &folder, en().export_png));
        if view == TreeView::DynamicProgramming {
            names.push(default_export_name(&mut harness, &folder, en().export_csv));
        }
    }
    let mut harness = app_harness(tree_state(TreeView::Play, "14", "1,3,4"));
    names.push(default_export_name(&mut harness, &folder, en().export_png));

    let mut harness = app_harness(AppState::default());
    harness.get_by_label(en().tab_grundy).click();
    settle(&mut harness);
    for item in [
        en().export_csv,
        &(en().grundy.export_table_as)("PNG"),
        "Chart as SVG…",
        &(en().grundy.export_sum_as)("PDF"),
    ] {
        harness.get_by_label(en().grundy.export_menu).click();
        harness.run();
        names.push(default_export_name(&mut harness, &folder, item));
    }

    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    settle(&mut harness);
    harness.get_by_label(en().tree.export_figure).click();
    harness.run();
    names.push(default_export_name(
        &mut harness,
        &folder,
        &(en().tree.export_tree_as)("PNG"),
    ));

    let mut harness = app_harness(match_state());
    for figure in [
        &(en().matchsticks.export_puzzle_as)("PNG"),
        &(en().matchsticks.export_answer_as)("SVG"),
        en().matchsticks.export_sheet,
    ] {
        harness.get_by_label(en().matchsticks.export_menu).click();
        harness.run();
        names.push(default_export_name(&mut harness, &folder, figure));
    }

    for name in &names {
        assert!(
            name.starts_with("nimlab-")
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.'),
            "{name} is safe for every file system"
        );
        assert!(name.len() <= 100, "{name} is short");
    }
    let mut distinct = names.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        names.len(),
        "no two exports share a name: {names:?}"
    );
    assert!(
        names[0].starts_with("nimlab-recursive-tree-13-coins-take-1to3"),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n.starts_with("nimlab-play-13-coins")),
        "{names:?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("nimlab-play-14-coins-take-1-3-4")),
        "{names:?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n == "nimlab-grundy-take-1-3-4-normal-40-values.csv"),
        "the Grundy tab's default game and count: {names:?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n == "nimlab-matchsticks-puzzle-0plus3eq09.png"),
        "{names:?}"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_in_one_line_in_either_language_without_hanging() {
    let folder = std::env::temp_dir().join(format!("nimlab-fifo-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let fifo = folder.join("pipe.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo");

    let mut harness = app_harness(match_state());
    let before = harness.state().match_tab().session().file_to_save();
    harness.state_mut().answer_dialogs_with(Some(fifo.clone()));
    harness.get_by_label(en().matchsticks.file_open).click();
    // Reading a FIFO would wait for a writer forever: the refusal comes first, so this ends.
    wait_idle(&mut harness);
    let english = format!("{} is a named pipe (FIFO), not a file", fifo.display());
    let notice = harness.state().notice_text().expect("a notice");
    assert!(notice.starts_with(&english) && !notice.contains('\n'), "{notice}");
    assert!(harness.query_by_label_contains(&english).is_some(), "on screen");
    assert_eq!(
        harness.state().match_tab().session().file_to_save(),
        before,
        "the puzzle is kept"
    );

    click(&mut harness, Language::Korean.name());
    let notice = harness.state().notice_text().expect("a notice");
    assert!(
        notice.contains("이름 있는 파이프(FIFO)입니다") && !notice.contains('\n'),
        "{notice}"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
