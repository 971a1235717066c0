//! A puzzle book as a designer makes it in the window, mixing every kind nimlab knows: equations
//! (one "exactly 2"), Roman numerals, squares on the 3 × 3 grid, generated squares and
//! triangles, the nine-stick triangle and the fish that swims the other way. Twelve puzzles,
//! titled, saved, reopened in a fresh window, checked (every row as the one check finds it, none
//! refused) and printed as a worksheet with its key.
//!
//! With `NIMLAB_BOOK_OUT=<folder>` the test leaves the book, its worksheet and key there, to be
//! opened in the real window and looked at in grey.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab::i18n::Language;
use nimlab::work::check::{Checked, check_one};
use nimlab_core::puzzle_file::{self, PuzzleRecord};
use nimlab_core::watch::Unwatched;
use nimlab_model::tabs::matchsticks::generator_choices::FigureChoices;

use crate::support::files::fresh_folder;
use crate::support::matchsticks::{lay_out, match_state};
use crate::support::{app_harness_sized, click, en, run_until_still, settle, step_until, wait_for_files};

type App = Harness<'static, NimlabApp>;

fn collection(harness: &App) -> Vec<PuzzleRecord> {
    harness.state().match_tab().session().file_to_save().puzzles
}

/// Opens the Puzzle panel, unless it is open (its heading shares the tab's name).
fn puzzle_panel(harness: &mut App) {
    if harness.query_by_label(en().matchsticks.title).is_none() {
        click(harness, en().matchsticks.panel_puzzle);
    }
}

/// Gives the open puzzle its title, typed in the Puzzle panel.
fn title(harness: &mut App, title: &str) {
    puzzle_panel(harness);
    harness
        .get_by_label(en().matchsticks.title)
        .set_text_value_accesskit(title);
    harness.run();
}

/// Adds an equation puzzle: a new row, its equation laid out, its budget and title.
fn add_equation(harness: &mut App, equation: &str, steps: u32, exactly: bool, name: &str) {
    puzzle_panel(harness);
    click(harness, en().matchsticks.add_puzzle);
    settle(harness);
    lay_out(harness, equation);
    set_budget(harness, steps, exactly);
    title(harness, name);
}

/// Sets the open puzzle's budget by its field and the "exactly" box.
fn set_budget(harness: &mut App, steps: u32, exactly: bool) {
    let m = en().matchsticks;
    let label = if harness.query_by_label(m.budget).is_some() {
        m.budget
    } else {
        m.budget_steps
    };
    harness.get_by_label(label).set_value_accesskit(f64::from(steps));
    settle(harness);
    let record = harness.state().match_tab().session().record();
    if record.exactly != exactly {
        click(harness, m.exactly);
        settle(harness);
    }
}

/// Generates figure puzzles of `kind` with the panel's first choices, ticks the first `count`
/// and adds them.
fn add_generated(harness: &mut App, kind: &str, lattice: nimlab_core::shapes::canvas::Lattice, count: usize) {
    let strings = en();
    if harness.query_by_label(kind).is_none() {
        click(harness, strings.matchsticks.panel_generator);
    }
    click(harness, kind);
    let request = FigureChoices::first(lattice).request(lattice).expect("a canvas");
    let found = nimlab_core::shapes::generate::generate(&request, &mut Unwatched).expect("within bounds");
    assert!(found.len() >= count, "the first choices find enough");
    click(harness, strings.matchsticks.generate);
    let listed = (strings.figure_generator.found)(found.len());
    step_until(harness, "the figure generator finished", |h| {
        h.query_by_label(&listed).is_some() && h.query_by_label(strings.cancel).is_none()
    });
    run_until_still(harness);
    for (index, generated) in found.iter().take(count).enumerate() {
        let shapes = nimlab_core::shapes::record::ShapesRecord::of(&generated.puzzle);
        let summary = (strings.lattice.summary)(&shapes, generated.puzzle.budget);
        click(harness, &(strings.figure_generator.row)(index + 1, &summary));
    }
    click(harness, &(strings.workbench.add_selected)(count));
    settle(harness);
}

/// Adds a figure puzzle by its button in the Puzzle panel, then titles it.
fn add_figure(harness: &mut App, button: &str, name: &str) {
    puzzle_panel(harness);
    click(harness, button);
    settle(harness);
    title(harness, name);
}

/// Designs the book in `harness`: five equations (two Roman), seven figure puzzles.
fn design_the_book(harness: &mut App) -> Vec<PuzzleRecord> {
    let (m, l) = (en().matchsticks, en().lattice);
    click(harness, m.file_new);
    settle(harness);
    // 1: the matchstick paper's own example, on the first row.
    lay_out(harness, "0+3=09");
    set_budget(harness, 1, false);
    title(harness, "The paper's puzzle");
    add_equation(harness, "9+3=6", 2, true, "Exactly two moves");
    add_equation(harness, "8+3-4=0", 1, false, "One move");
    // Roman numerals, with their published answers (questionotd.com; Bosova's workbook).
    add_equation(harness, "XI+I=X", 1, false, "Roman: eleven and one");
    add_equation(harness, "VII-V=XI", 1, false, "Roman: a workbook's");
    // Squares: the 3 × 3 grid twice (leave 2 squares; then leave 5 by removing 4).
    add_figure(harness, l.new_figure_puzzle, "Leave two squares");
    add_figure(harness, l.new_figure_puzzle, "Leave five squares");
    set_budget(harness, 4, false);
    harness.get_by_label(l.count_squares).set_value_accesskit(5.0);
    settle(harness);
    add_figure(harness, l.new_triangle_puzzle, "One triangle left");
    add_figure(harness, l.new_target_puzzle, "The fish turns round");
    add_generated(
        harness,
        en().figure_generator.kind_squares,
        nimlab_core::shapes::canvas::Lattice::Square,
        2,
    );
    add_generated(
        harness,
        en().figure_generator.kind_triangles,
        nimlab_core::shapes::canvas::Lattice::Triangular,
        1,
    );
    // The generated puzzles titled by their rows in the collection.
    for (row, name) in [
        (10, "Generated squares"),
        (11, "More squares"),
        (12, "Generated triangles"),
    ] {
        puzzle_panel(harness);
        click(harness, &format!("{row}. {}", m.untitled));
        settle(harness);
        title(harness, name);
    }
    let book = collection(harness);
    assert_eq!(book.len(), 12, "twelve puzzles");
    assert!(book.iter().all(|r| !r.title.is_empty()), "every puzzle titled");
    let figures = book.iter().filter(|r| r.shapes.is_some()).count();
    assert_eq!(figures, 7, "seven figure puzzles beside five equations");
    let leave_five = book[6].shapes.as_ref().expect("a figure");
    assert_eq!((book[6].steps, leave_five.sticks.len()), (4, 24));

    book
}

#[test]
fn a_book_of_twelve_kinds_is_designed_saved_reopened_checked_and_printed() {
    let m = en().matchsticks;
    let mut harness = app_harness_sized(match_state(), egui::vec2(1600.0, 1400.0));
    let book = design_the_book(&mut harness);
    // The collection's badge of the exact puzzle says what its check says: nearest 2, not the 1
    // move of an answer "up to 2" would have.
    let w = en().workbench;
    let exact_badge = format!(
        "{} · {}",
        w.badge_not_unique,
        (w.badge_nearest)(&(m.steps)(nimlab_core::matchsticks::solve::Goal::Move, 2))
    );
    step_until(&mut harness, "the badges", |h| {
        h.query_by_label(&exact_badge).is_some()
    });
    // Saved, then opened in a fresh window: the same twelve.
    let folder = match std::env::var_os("NIMLAB_BOOK_OUT") {
        Some(out) => {
            std::fs::create_dir_all(&out).expect("the folder asked for");
            std::path::PathBuf::from(out)
        }
        None => fresh_folder("figure-book"),
    };
    let path = folder.join("book.ron");
    let _ = std::fs::remove_file(&path);
    assert!(harness.state_mut().save_to(&path));
    let text = std::fs::read_to_string(&path).expect("saved");
    assert_eq!(puzzle_file::parse(&text).expect("reads back").puzzles, book);
    let mut reopened = app_harness_sized(match_state(), egui::vec2(1600.0, 1400.0));
    assert!(reopened.state_mut().open_path(&path));
    settle(&mut reopened);
    assert_eq!(collection(&reopened), book, "reopened as saved");

    // Checked: each row shows what the one check finds, none refused, each with an answer.
    puzzle_panel(&mut reopened);
    click(&mut reopened, w.check_collection);
    let done = (w.checked)(book.len());
    step_until(&mut reopened, "the collection checked", |h| {
        h.query_by_label_contains(&done).is_some()
    });
    settle(&mut reopened);
    for (index, record) in book.iter().enumerate() {
        let engine = check_one(record, &mut Unwatched).expect("ran");
        let Checked::Solved { badge, answers, .. } = &engine else {
            panic!("row {index} ({}) refused: {engine:?}", record.title);
        };
        assert!(
            badge.nearest.is_some(),
            "row {index} ({}) has an answer",
            record.title
        );
        let first = &answers[0];
        let shown = format!("{} ({})", first.line(record, Language::English), first.steps);
        assert!(
            reopened.query_all_by_label_contains(&shown).next().is_some(),
            "row {index} ({}) shows {shown}",
            record.title
        );
    }

    // Printed: the worksheet with its key at the end.
    let sheet = folder.join("book.pdf");
    let _ = std::fs::remove_file(&sheet);
    reopened.state_mut().answer_dialogs_with(Some(sheet.clone()));
    reopened.get_by_label(m.export_menu).click();
    reopened.run();
    reopened.get_by_label(m.export_sheet_key).click();
    step_until(&mut reopened, "the worksheet written", |_| sheet.exists());
    wait_for_files(&mut reopened);
    let bytes = std::fs::read(&sheet).expect("written");
    assert!(bytes.starts_with(b"%PDF"), "a PDF");
    if std::env::var_os("NIMLAB_BOOK_OUT").is_none() {
        std::fs::remove_dir_all(folder).expect("cleaned up");
    }
}
