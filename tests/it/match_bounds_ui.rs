//! The same bounds for a file as for typing: a collection of more puzzles than one holds, or a
//! title longer than its field takes, is refused when opened, with a notice naming the limit,
//! in English and in Korean; the puzzle on show is kept.

use egui_kittest::kittest::Queryable as _;
use nimlab::i18n::Language;
use nimlab::storage::FileProblem;
use nimlab_core::puzzle_file::{
    FORMAT_VERSION, MAX_COLLECTION, PuzzleFile, PuzzleRecord, TextField, to_text,
};

use crate::support::app_harness;
use crate::support::matchsticks::match_state;

/// A puzzle file of `count` copies of the matchstick paper's puzzle, the last titled `title`.
fn collection(count: usize, title: &str) -> String {
    let layout = nimlab_core::matchsticks::layout::Layout::parse("0+3=09").expect("an equation");
    let record = PuzzleRecord::new(
        &layout,
        nimlab_core::matchsticks::solve::Goal::Move,
        1,
        nimlab_core::matchsticks::layout::Rules::default(),
    );
    let mut puzzles = vec![record; count];
    if let Some(last) = puzzles.last_mut() {
        title.clone_into(&mut last.title);
    }
    to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles,
    })
}

#[test]
fn a_file_past_the_bounds_is_refused_naming_the_limit() {
    let folder = std::env::temp_dir().join(format!("nimlab-ui-bounds-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let write = |name: &str, text: String| {
        let path = folder.join(name);
        std::fs::write(&path, text).expect("written");
        path
    };
    // Just over each limit: a test that stays quick.
    let title_max = TextField::Title.max_chars();
    let many = write("many.ron", collection(MAX_COLLECTION + 1, ""));
    let long = write("long.ron", collection(2, &"가".repeat(title_max + 1)));
    for language in [Language::English, Language::Korean] {
        let strings = language.strings();
        let mut state = match_state();
        state.language = language;
        let mut harness = app_harness(state);
        let before = harness.state().match_tab().session().file_to_save();
        for (path, limit) in [(&many, MAX_COLLECTION), (&long, title_max)] {
            assert!(!harness.state_mut().open_path(path));
            harness.run();
            let Some(nimlab::app::Notice::OpenFailed { problem, .. }) = harness.state().notice().cloned()
            else {
                panic!("{path:?} is refused");
            };
            let says = match &problem {
                FileProblem::TooManyPuzzles {
                    count, line, column, ..
                } => {
                    assert_eq!(*count, MAX_COLLECTION + 1);
                    (strings.file_too_many_puzzles)(*count, limit, *line, *column)
                }
                FileProblem::TextTooLong {
                    index, line, column, ..
                } => {
                    assert_eq!(*index, 2, "the second puzzle's title");
                    (strings.file_text_too_long)(*index, strings.text_field_title, limit, *line, *column)
                }
                other => panic!("{path:?}: {other:?}"),
            };
            assert!(says.contains(&limit.to_string()), "the limit is named: {says}");
            let notice = harness.state().notice_text().expect("a notice");
            assert!(notice.ends_with(&says), "{notice}");
            assert!(harness.query_by_label_contains(&says).is_some(), "on screen");
            assert_eq!(
                harness.state().match_tab().session().file_to_save(),
                before,
                "the puzzle on show is kept"
            );
        }
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
