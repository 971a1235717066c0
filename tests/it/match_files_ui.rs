//! The matchstick tab's files as a person meets them: save and reopen, a corrupt file, the
//! unsaved-changes question, a collection's puzzles, files dropped on the window, and the next
//! run reopening the file with its unsaved edits.

use std::path::PathBuf;

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Notice, Tab};
use nimlab::i18n::Language;
use nimlab::storage::FileProblem;

use crate::support::matchsticks::{drag_stick, lay_out, match_state, reads, stick};
use crate::support::{app_harness, assert_shows, click, en, settle};

fn temporary_folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-ui-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

#[test]
fn save_and_reopen_give_the_same_puzzle() {
    let folder = temporary_folder("save");
    let path = folder.join("mine.ron");
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "5+3=08");
    assert!(harness.state().match_tab().session().is_dirty());
    assert!(harness.state_mut().save_to(&path));
    harness.run();
    assert!(!harness.state().match_tab().session().is_dirty());
    assert!(
        harness.query_by_label("mine.ron").is_some(),
        "the file bar names the file"
    );
    let saved = harness.state().match_tab().session().file_to_save();

    let mut reopened = app_harness(AppState::default());
    assert!(reopened.state_mut().open_path(&path));
    settle(&mut reopened);
    assert_eq!(reopened.state().state().tab, Tab::Matchsticks);
    assert_eq!(reopened.state().match_tab().session().file_to_save(), saved);
    assert_eq!(reads(&reopened), "5+3=08");
    assert!(!reopened.state().match_tab().session().is_dirty());
    assert_eq!(reopened.state().state().matchsticks.recent, vec![path]);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_corrupt_file_is_refused_with_its_line_and_column() {
    let folder = temporary_folder("corrupt");
    let path = folder.join("broken.ron");
    std::fs::write(
        &path,
        "(format: 1, puzzles: [(title: \"x\",\n  layout: [Digit(\"bc\"), Oops]",
    )
    .expect("written");
    let mut harness = app_harness(match_state());
    let before = harness.state().match_tab().session().file_to_save();
    assert!(!harness.state_mut().open_path(&path));
    harness.run();
    let Some(Notice::OpenFailed { problem, .. }) = harness.state().notice().cloned() else {
        panic!("an error is shown");
    };
    assert!(
        matches!(problem, FileProblem::NotAPuzzleFile { line: 2, .. }),
        "{problem:?}"
    );
    let notice = harness.state().notice_text().expect("a notice");
    let shown = format!("Could not open {}: line 2, column ", path.display());
    assert!(notice.starts_with(&shown), "{notice}");
    assert!(harness.query_by_label_contains(&shown).is_some(), "on screen");
    assert_eq!(
        harness.state().match_tab().session().file_to_save(),
        before,
        "the puzzle is kept"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// The notice, less the file's path, holds no English word: only the names nimlab and UTF-8
/// (and MiB) are written in Latin letters in Korean.
fn assert_no_english(notice: &str, path: &std::path::Path) {
    let rest = notice.replace(&path.display().to_string(), "");
    for word in rest
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        assert!(
            ["nimlab", "UTF", "MiB"].contains(&word),
            "English {word:?} in a Korean notice: {notice}"
        );
    }
    assert!(rest.chars().any(|c| ('가'..='힣').contains(&c)), "{notice}");
}

#[test]
fn a_missing_unreadable_or_corrupt_file_is_refused_in_korean_without_english() {
    let folder = temporary_folder("korean-refusals");
    let write = |name: &str, bytes: &[u8]| {
        let path = folder.join(name);
        std::fs::write(&path, bytes).expect("written");
        path
    };
    let cases = [
        (folder.join("missing.ron"), "그런 파일이나 폴더가 없습니다."),
        (
            write("binary.ron", b"(format: 1,\n  \xff\xfe)"),
            "2번째 줄 3번째 칸부터 UTF-8 텍스트가 아닙니다.",
        ),
        (
            write(
                "broken.ron",
                b"(format: 1, puzzles: [(title: \"x\",\n  layout: [Digit(\"bc\"), Oops]",
            ),
            "2번째 줄",
        ),
        (
            write(
                "shape.ron",
                b"(format: 1, puzzles: [\n  (layout: [Digit(\"bc\")]),\n])",
            ),
            "1번째 퍼즐이 올바르지 않습니다.",
        ),
        (write("newer.ron", b"(format: 9, puzzles: [])"), "형식 9"),
    ];
    let mut state = match_state();
    state.language = Language::Korean;
    let mut harness = app_harness(state);
    for (path, says) in cases {
        assert!(!harness.state_mut().open_path(&path));
        harness.run();
        let notice = harness.state().notice_text().expect("a notice");
        let opening = format!("{}을(를) 열 수 없습니다. ", path.display());
        assert!(notice.starts_with(&opening) && notice.contains(says), "{notice}");
        assert!(!notice.contains('\n'), "one line: {notice}");
        assert_no_english(&notice, &path);
        assert!(harness.query_by_label_contains(&opening).is_some(), "on screen");
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn new_asks_before_dropping_unsaved_changes() {
    let mut harness = app_harness(match_state());
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    // A try on the board is not an edit of the puzzle until it is made the puzzle.
    click(&mut harness, en().matchsticks.adopt_board);
    assert!(harness.state().match_tab().session().is_dirty());
    click(&mut harness, en().matchsticks.file_new);
    assert!(harness.state().is_asking_to_save());
    assert_shows(&harness, en().unsaved_title);
    click(&mut harness, en().cancel);
    assert!(!harness.state().is_asking_to_save());
    assert_eq!(reads(&harness), "6+3=09", "nothing lost");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    harness.get_by_label(en().discard).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "???=?");
    assert!(!harness.state().match_tab().session().is_dirty());
}

#[test]
fn the_collection_browser_switches_puzzles_and_keeps_edits() {
    let classics = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/classics.ron");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().open_path(&classics));
    settle(&mut harness);
    assert_shows(&harness, "classics.ron");
    let first = reads(&harness);
    click(&mut harness, en().matchsticks.panel_puzzle);
    let count = harness.state().match_tab().session().file_to_save().puzzles.len();
    assert_shows(&harness, &format!("Puzzles in this file: {count}"));
    let second_title = harness.state().match_tab().session().file_to_save().puzzles[1]
        .title
        .clone();
    harness.get_by_label(&format!("2. {second_title}")).click();
    settle(&mut harness);
    assert_ne!(reads(&harness), first);
    assert!(
        !harness.state().match_tab().session().is_dirty(),
        "switching is not an edit"
    );
    harness.get_by_label(en().matchsticks.add_puzzle).click();
    settle(&mut harness);
    assert_eq!(
        harness.state().match_tab().session().file_to_save().puzzles.len(),
        count + 1
    );
    assert!(harness.state().match_tab().session().is_dirty());
    assert_shows(&harness, en().matchsticks.unsaved);
}

/// A file dropped on the window, as the windowing layer hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_ron_file_dropped_on_the_window_opens_after_asking_about_unsaved_changes() {
    let classics = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/classics.ron");
    let mut harness = app_harness(match_state());
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    // A try on the board is not an edit of the puzzle until it is made the puzzle.
    click(&mut harness, en().matchsticks.adopt_board);
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(classics.clone())));
    harness.run();
    assert!(
        harness.state().is_asking_to_save(),
        "the edit is not lost silently"
    );
    harness.get_by_label(en().discard).click();
    settle(&mut harness);
    assert_eq!(
        harness.state().match_tab().session().document().path.as_deref(),
        Some(classics.as_path())
    );
    assert_shows(&harness, "classics.ron");
}

#[test]
fn a_dropped_file_that_is_not_a_puzzle_is_refused_with_a_message() {
    let readme = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let mut harness = app_harness(match_state());
    let before = harness.state().match_tab().session().file_to_save();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(readme.clone())));
    harness.run();
    assert!(
        harness
            .query_by_label(&(en().not_a_puzzle_file)(&readme))
            .is_some()
    );
    assert_eq!(harness.state().match_tab().session().file_to_save(), before);
}

#[test]
fn the_next_run_reopens_the_file_with_its_unsaved_edits() {
    let folder = temporary_folder("reopen");
    let path = folder.join("lesson.ron");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().save_to(&path));
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    // A try on the board is not an edit of the puzzle until it is made the puzzle.
    click(&mut harness, en().matchsticks.adopt_board);
    let remembered = harness.state().state();

    let next_run = app_harness(remembered.clone());
    assert_eq!(
        next_run.state().match_tab().session().document().path.as_deref(),
        Some(path.as_path())
    );
    assert_eq!(reads(&next_run), "6+3=09", "the edit survived");
    assert!(
        next_run.state().match_tab().session().is_dirty(),
        "and is still unsaved"
    );

    std::fs::remove_file(&path).expect("removed");
    let without_file = app_harness(remembered);
    assert_eq!(reads(&without_file), "6+3=09", "the working copy is kept");
    assert!(
        without_file
            .state()
            .match_tab()
            .session()
            .document()
            .path
            .is_none()
    );
    assert!(
        matches!(without_file.state().notice(), Some(Notice::OpenFailed { path, .. }) if path.ends_with("lesson.ron"))
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
