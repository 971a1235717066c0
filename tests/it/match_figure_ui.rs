//! Figure puzzles on a lattice in the window: a new one added beside "Add a puzzle", listed in
//! the collection in a line, its board drawn in place of the equation's, in English and Korean,
//! and a file's figure puzzle kept as the file holds it while the designer switches around.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab_core::puzzle_file::{self, PuzzleRecord};
use nimlab_model::i18n::{Language, Strings};

use crate::support::matchsticks::match_state;
use crate::support::{app_harness, assert_shows, click, en, ko, settle, wait_for_files};

/// The new figure puzzle's line: the 3 × 3 grid, remove up to 8 to leave 2 squares.
fn new_figure_line(strings: &Strings) -> String {
    let record = nimlab_model::tabs::matchsticks::puzzle_session::new_figure_puzzle(
        nimlab_core::shapes::canvas::Lattice::Square,
    );
    (strings.lattice.summary)(record.shapes.as_ref().expect("a figure"), record.budget())
}

fn open_record(harness: &Harness<'static, NimlabApp>) -> PuzzleRecord {
    harness.state().match_tab().session().record()
}

#[test]
fn a_new_figure_puzzle_is_added_listed_and_drawn_in_both_languages() {
    for (language, strings) in [(Language::English, en()), (Language::Korean, ko())] {
        let mut state = match_state();
        state.language = language;
        let mut harness = app_harness(state);
        click(&mut harness, strings.matchsticks.panel_puzzle);
        settle(&mut harness);
        click(&mut harness, strings.lattice.new_figure_puzzle);
        settle(&mut harness);
        let record = open_record(&harness);
        assert!(record.shapes.is_some(), "the figure puzzle is open");
        assert_eq!(harness.state().match_tab().session().document().index(), 1);
        // Its line shows twice: over the board and in the collection's row.
        let line = new_figure_line(strings);
        assert_eq!(harness.query_all_by_label(&line).count(), 2, "{line}");
        assert_shows(&harness, strings.lattice.board_hint);
        assert!(
            harness.query_by_label(strings.matchsticks.lay_out).is_none(),
            "no equation to lay out"
        );
        click(&mut harness, strings.matchsticks.panel_answers);
        settle(&mut harness);
        assert_shows(&harness, strings.matchsticks.answers_heading);
        click(&mut harness, strings.matchsticks.panel_puzzle);
        settle(&mut harness);
        click(&mut harness, &format!("1. {}", strings.matchsticks.untitled));
        settle(&mut harness);
        assert!(
            open_record(&harness).shapes.is_none(),
            "the equation is open again"
        );
        click(&mut harness, &format!("2. {}", strings.matchsticks.untitled));
        settle(&mut harness);
        assert_eq!(open_record(&harness), record, "the figure puzzle as it was added");
        // A stick taken off and laid back, by its name; each is one step of Undo.
        click(&mut harness, &(strings.lattice.edge_label)((0, 0), (1, 0), true));
        settle(&mut harness);
        let sticks =
            |harness: &Harness<'static, NimlabApp>| open_record(harness).shapes.map(|s| s.sticks.len());
        assert_eq!(sticks(&harness), Some(23));
        click(&mut harness, &(strings.lattice.edge_label)((0, 0), (1, 0), false));
        settle(&mut harness);
        assert_eq!(sticks(&harness), Some(24));
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        settle(&mut harness);
        assert_eq!(sticks(&harness), Some(23), "Ctrl+Z takes the stick off again");
        click(&mut harness, strings.matchsticks.undo);
        settle(&mut harness);
        assert_eq!(open_record(&harness), record, "and Undo lays it back");
    }
}

#[test]
fn a_files_figure_puzzle_opens_as_itself_and_is_saved_as_read() {
    let folder = std::env::temp_dir().join(format!("nimlab-figure-ui-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let mut figure = nimlab_model::tabs::matchsticks::puzzle_session::new_figure_puzzle(
        nimlab_core::shapes::canvas::Lattice::Square,
    );
    figure.title = "Two squares".to_owned();
    let equation = nimlab_model::tabs::matchsticks::saved_tab::blank_puzzle();
    let file = puzzle_file::PuzzleFile {
        format: puzzle_file::FORMAT_VERSION,
        puzzles: vec![equation, figure.clone()],
    };
    let path = folder.join("figures.ron");
    std::fs::write(&path, puzzle_file::to_text(&file)).expect("written");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().open_path(&path));
    wait_for_files(&mut harness);
    click(&mut harness, en().matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, "2. Two squares");
    settle(&mut harness);
    assert_eq!(open_record(&harness), figure);
    click(&mut harness, &format!("1. {}", en().matchsticks.untitled));
    settle(&mut harness);
    let session = harness.state().match_tab().session();
    assert!(!session.is_dirty(), "nothing changed");
    assert_eq!(
        puzzle_file::to_text(&session.file_to_save()),
        puzzle_file::to_text(&file),
        "the file as read, byte for byte"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_figure_puzzles_goal_is_set_above_its_board_and_undone_in_one_step() {
    let mut harness = app_harness(match_state());
    let strings = en();
    click(&mut harness, strings.matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, strings.lattice.new_figure_puzzle);
    settle(&mut harness);
    let before = open_record(&harness);
    // The goal: add instead of remove, exactly, every shape one size.
    click(
        &mut harness,
        strings
            .matchsticks
            .goal(nimlab_core::matchsticks::budget::Goal::Add),
    );
    settle(&mut harness);
    click(&mut harness, strings.matchsticks.exactly);
    settle(&mut harness);
    click(&mut harness, strings.lattice.same_size);
    settle(&mut harness);
    let after = open_record(&harness);
    assert_eq!(
        after.budget(),
        nimlab_core::matchsticks::budget::Budget::exactly(
            nimlab_core::matchsticks::budget::Goal::Add,
            before.steps
        )
    );
    let Some(nimlab_core::shapes::record::FigureRecord::Count { rules, .. }) =
        after.shapes.as_ref().map(|shapes| shapes.figure.clone())
    else {
        panic!("a count of squares: {after:?}");
    };
    assert!(rules.same_size, "all one size");
    assert_eq!(
        after.shapes.as_ref().map(|s| &s.sticks),
        before.shapes.as_ref().map(|s| &s.sticks)
    );
    // The line over the board says the new goal, and an exact budget is labelled as such.
    let line = (strings.lattice.summary)(after.shapes.as_ref().expect("a figure"), after.budget());
    assert_eq!(
        harness.query_all_by_label(&line).count(),
        2,
        "over the board and in its row: {line}"
    );
    assert!(harness.query_by_label(strings.matchsticks.budget_steps).is_some());
    // Each change is one step of the book's undo order.
    for _ in 0..3 {
        click(&mut harness, strings.matchsticks.undo);
        settle(&mut harness);
    }
    assert_eq!(open_record(&harness), before);
}

#[test]
fn a_new_triangle_puzzle_is_drawn_on_its_lattice_and_its_sticks_click_off() {
    let mut harness = app_harness(match_state());
    let strings = en();
    click(&mut harness, strings.matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, strings.lattice.new_triangle_puzzle);
    settle(&mut harness);
    let record = open_record(&harness);
    let shapes = record.shapes.clone().expect("a figure puzzle is open");
    assert_eq!(shapes.lattice, nimlab_core::shapes::canvas::Lattice::Triangular);
    let line = (strings.lattice.summary)(&shapes, record.budget());
    assert_eq!(harness.query_all_by_label(&line).count(), 2, "{line}");
    // A stick of the outline, by its name, taken off the board.
    click(&mut harness, &(strings.lattice.edge_label)((1, 0), (0, 1), true));
    settle(&mut harness);
    let after = open_record(&harness);
    assert_eq!(
        after.shapes.map(|s| s.sticks.len()),
        Some(shapes.sticks.len() - 1)
    );
}
