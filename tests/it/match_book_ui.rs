//! The designer's book as a designer makes it: generated puzzles ticked and added to the
//! collection many at once, in order (Open adds one, replacing nothing), saved and read back;
//! Undo and Redo, buttons and keys, following one order with the collection's changes in it;
//! Check collection's summary above the rows, its results gone when another file opens.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::NimlabApp;
use nimlab::i18n::Language;
use nimlab_core::matchsticks::generate::generate_filtered;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::puzzle_file;
use nimlab_core::watch::Unwatched;

use crate::match_collection_ui::samples;
use crate::support::files::fresh_folder;
use crate::support::matchsticks::{generate_puzzles, lay_out, match_state};
use crate::support::{app_harness_sized, click, settle, step_until};

fn strings() -> &'static nimlab::i18n::Strings {
    Language::English.strings()
}

fn puzzle_count(harness: &Harness<'static, NimlabApp>) -> usize {
    harness.state().match_tab().session().document().puzzles().len()
}

fn enabled(harness: &Harness<'static, NimlabApp>, label: &str) -> bool {
    !harness.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn a_book_of_twenty_generated_puzzles_is_added_in_order_and_saved() {
    // Tall enough for twenty rows of the list without scrolling: a click lands where it shows.
    let mut harness = app_harness_sized(match_state(), egui::vec2(1280.0, 2000.0));
    click(&mut harness, strings().matchsticks.file_new);
    settle(&mut harness);
    generate_puzzles(&mut harness);
    // The list as the engine makes it: the generator's order.
    let shape = Shape::parse("D+D=D").expect("a shape");
    let filter = nimlab_core::matchsticks::generate::Filter::default();
    let generated = generate_filtered(
        &shape,
        Rules::default(),
        Goal::Move,
        1,
        1,
        usize::MAX,
        &filter,
        &mut Unwatched,
    )
    .expect("ran");
    assert!(generated.puzzles.len() >= 20, "enough to make a book");
    let chosen = &generated.puzzles[..20];
    for puzzle in chosen {
        harness.get_by_label(&puzzle.puzzle).click();
        harness.run();
    }
    let add = (strings().workbench.add_selected)(20);
    click(&mut harness, &add);
    settle(&mut harness);
    assert_eq!(puzzle_count(&harness), 21, "the blank puzzle and the twenty");
    assert_eq!(
        harness.state().match_tab().session().document().index(),
        1,
        "the first added opens"
    );
    // One undo takes the twenty back; one redo brings them again.
    click(&mut harness, strings().matchsticks.undo);
    assert_eq!(puzzle_count(&harness), 1);
    click(&mut harness, strings().matchsticks.redo);
    assert_eq!(puzzle_count(&harness), 21);

    let folder = fresh_folder("book");
    let path = folder.join("book.ron");
    assert!(harness.state_mut().save_to(&path));
    let text = std::fs::read_to_string(&path).expect("saved");
    let read = puzzle_file::parse(&text).expect("it reads back");
    let equations: Vec<String> = read.puzzles[1..]
        .iter()
        .map(|p| p.layout().expect("a layout").text(p.rules.variants))
        .collect();
    let wanted: Vec<&str> = chosen.iter().map(|p| p.puzzle.as_str()).collect();
    assert_eq!(equations, wanted, "in the list's order");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn undo_redo_buttons_and_keys_follow_one_order_collection_changes_included() {
    let (m, w) = (strings().matchsticks, strings().workbench);
    let mut harness = samples();
    let count = puzzle_count(&harness);
    click(&mut harness, w.delete);
    assert_eq!(puzzle_count(&harness), count - 1);
    assert!(enabled(&harness, m.undo), "Undo takes the delete back");
    click(&mut harness, m.undo);
    assert_eq!(puzzle_count(&harness), count);
    assert!(enabled(&harness, m.redo), "and Redo does it again");
    // The keys: Ctrl+Shift+Z redoes the delete, Ctrl+Z undoes it, Ctrl+Y redoes it.
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    settle(&mut harness);
    assert_eq!(puzzle_count(&harness), count - 1);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(puzzle_count(&harness), count);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    settle(&mut harness);
    assert_eq!(puzzle_count(&harness), count - 1);
    click(&mut harness, m.undo);
    // A new edit clears what could be redone.
    lay_out(&mut harness, "1+1=2");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert!(enabled(&harness, m.redo));
    lay_out(&mut harness, "2+2=4");
    assert!(!enabled(&harness, m.redo), "nothing to redo after a new edit");
}

#[test]
fn check_results_sit_above_the_rows_and_belong_to_the_file_checked() {
    let w = strings().workbench;
    let mut harness = samples();
    let count = puzzle_count(&harness);
    click(&mut harness, w.check_collection);
    let done = (w.checked)(count);
    step_until(&mut harness, "the check", |h| {
        h.query_by_label_contains(&done).is_some()
    });
    settle(&mut harness);
    let summary = harness.get_by_label_contains(&done).rect();
    let first_row = harness
        .get_all_by_label_contains("1. ")
        .map(|row| row.rect().top())
        .fold(f32::INFINITY, f32::min);
    assert!(summary.top() < first_row, "the summary comes first");
    // Another file: the check was the samples'.
    let folder = fresh_folder("checked");
    let path = folder.join("other.ron");
    assert!(harness.state_mut().save_to(&path));
    click(&mut harness, strings().matchsticks.file_new);
    settle(&mut harness);
    assert!(harness.state_mut().open_path(&path));
    settle(&mut harness);
    assert!(
        harness.query_by_label_contains(&done).is_none(),
        "gone with the file"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_title_typed_in_one_edit_is_one_step_of_the_undo_button() {
    let m = strings().matchsticks;
    let mut harness = samples();
    let title = |h: &Harness<'static, NimlabApp>| h.state().match_tab().session().record().title;
    let before = title(&harness);
    for typed in ["A book", "A book of twenty"] {
        harness.get_by_label(m.title).set_text_value_accesskit(typed);
        harness.run();
    }
    assert_eq!(title(&harness), "A book of twenty");
    click(&mut harness, m.undo);
    assert_eq!(title(&harness), before, "the whole edit, not a keystroke");
    click(&mut harness, m.redo);
    assert_eq!(title(&harness), "A book of twenty");
}
