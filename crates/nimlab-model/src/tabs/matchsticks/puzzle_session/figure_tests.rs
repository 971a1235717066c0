//! A figure puzzle in the book: the session cannot edit it yet, but it is carried through every
//! switch, stash, undo and save exactly as the file wrote it.

use std::path::Path;

use super::*;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::{self, FORMAT_VERSION};
use nimlab_core::shapes::puzzle::{Figure, Puzzle};
use nimlab_core::shapes::text::parse;

/// The 24-stick 3 × 3 grid: remove up to 8 sticks to leave 2 squares.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

fn figure_record() -> PuzzleRecord {
    let (canvas, sticks) = parse(GRID_3).expect("a square lattice");
    let puzzle =
        Puzzle::new(canvas, sticks, Budget::up_to(Goal::Remove, 8), Figure::count(2)).expect("on its canvas");
    PuzzleRecord {
        title: "Two squares".to_owned(),
        author: "Designer".to_owned(),
        notes: "Take away eight.".to_owned(),
        ..PuzzleRecord::of_figure(&puzzle)
    }
}

/// A file of an equation, the figure puzzle and another equation, as a file would hold them.
fn file() -> PuzzleFile {
    let text = puzzle_file::to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![blank(), figure_record(), blank()],
    });
    puzzle_file::parse(&text).expect("the file reads back")
}

fn blank() -> PuzzleRecord {
    crate::tabs::matchsticks::saved_tab::blank_puzzle()
}

/// The figure puzzle's text in a file of its own: what "byte-identical" compares.
fn written(record: &PuzzleRecord) -> String {
    puzzle_file::to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![record.clone()],
    })
}

fn opened() -> PuzzleSession {
    let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
    session.open_file(Path::new("/tmp/figures.ron"), file());
    session
}

#[test]
fn a_figure_puzzle_is_saved_exactly_as_read_after_switching_and_undoing() {
    let mut session = opened();
    let original = written(&file().puzzles[1]);
    session.switch_to(1);
    assert_eq!(session.open_puzzle().figure(), Some(&file().puzzles[1]));
    assert!(!session.is_dirty(), "opening a figure puzzle changes nothing");
    // Edits to the equation's editor are refused while a figure puzzle is open.
    session.set_equation("1+1=2".to_owned());
    session.lay_out();
    session.set_mode(Mode::Design);
    assert!(!session.can_undo(), "no step was taken on the figure puzzle");
    session.switch_to(2);
    session.add_puzzle();
    session.switch_to(1);
    session.duplicate_puzzle(1);
    session.undo();
    session.undo();
    session.switch_to(0);
    session.set_equation("1+1=2".to_owned());
    session.lay_out();
    session.switch_to(1);
    let saved = session.file_to_save();
    assert_eq!(saved.puzzles.len(), 3);
    assert_eq!(written(&saved.puzzles[1]), original);
    assert_eq!(saved.puzzles[1], file().puzzles[1]);
    assert_ne!(saved.puzzles[0], file().puzzles[0], "the equation's edit is kept");
}

#[test]
fn a_figure_puzzles_texts_are_edited_and_undone_like_an_equations() {
    let mut session = opened();
    session.switch_to(1);
    session.set_texts(
        "Renamed".to_owned(),
        "Designer".to_owned(),
        "Take away eight.".to_owned(),
    );
    assert!(session.is_dirty());
    assert_eq!(session.record().title, "Renamed");
    assert_eq!(session.record().shapes, file().puzzles[1].shapes);
    session.undo();
    assert!(!session.is_dirty());
    assert_eq!(written(&session.record()), written(&file().puzzles[1]));
}

#[test]
fn an_open_figure_puzzle_is_remembered_between_runs() {
    let mut session = opened();
    session.switch_to(1);
    let mut saved = SavedMatchTab::default();
    session.remember(&mut saved);
    let restored = PuzzleSession::restore(&mut saved.sanitized());
    assert_eq!(restored.record(), file().puzzles[1]);
    assert_eq!(restored.document().puzzles(), session.document().puzzles());
    assert!(!restored.is_dirty());
}

#[test]
fn the_file_of_the_last_run_keeps_its_figure_working_copy() {
    let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
    let mut working = figure_record();
    working.title = "Working copy".to_owned();
    session.reopen(Path::new("/tmp/figures.ron"), file(), 1, &working);
    assert_eq!(session.record(), working);
    assert_eq!(session.file_to_save().puzzles[1], working);
}

#[test]
fn a_new_figure_puzzle_is_the_three_by_three_grid_and_undoes_as_one_step() {
    let mut session = opened();
    session.add_figure_puzzle(nimlab_core::shapes::canvas::Lattice::Square);
    assert_eq!(session.document().puzzles().len(), 4);
    assert_eq!(session.document().index(), 3);
    let record = session.record();
    let puzzle = record.figure().expect("a figure puzzle").expect("it reads");
    assert_eq!(puzzle.sticks().edges().count(), 24);
    assert_eq!(record.budget(), Budget::up_to(Goal::Remove, 8));
    assert_eq!(puzzle.figure, Figure::count(2));
    session.undo();
    assert_eq!(session.document().puzzles().len(), 3);
    assert!(!session.is_dirty());
}

#[test]
fn records_of_both_kinds_cross_to_a_worker_whole_and_files_of_equations_read_as_before() {
    let records = [blank(), figure_record()];
    for record in &records {
        let bytes = crate::jobs::encode(record).expect("encodes");
        assert_eq!(
            &crate::jobs::decode::<PuzzleRecord>(&bytes).expect("decodes"),
            record
        );
    }
    assert!(
        !written(&blank()).contains("shapes"),
        "an equation's file has no lattice"
    );
    assert!(written(&figure_record()).contains("shapes"));
}

#[test]
fn a_stick_drawn_on_a_figure_puzzle_is_one_step_undone_and_redone() {
    use nimlab_core::shapes::record::StickRecord;
    let mut session = opened();
    session.switch_to(1);
    let original = session.record();
    let top_left = StickRecord {
        from: (1, 0),
        to: (0, 0),
    };
    session.toggle_figure_stick(top_left);
    let taken = session.record();
    assert_eq!(
        taken.shapes.as_ref().map(|s| s.sticks.len()),
        Some(23),
        "taken off either way round"
    );
    assert!(session.is_dirty());
    session.toggle_figure_stick(top_left);
    assert_eq!(
        session.record().shapes.as_ref().map(|s| s.sticks.len()),
        Some(24),
        "laid back on"
    );
    session.undo();
    assert_eq!(session.record(), taken);
    session.switch_to(0);
    session.switch_to(1);
    assert_eq!(session.record(), taken, "kept while another puzzle was open");
    session.undo();
    assert_eq!(written(&session.record()), written(&original));
    assert!(!session.is_dirty());
    session.redo();
    assert_eq!(session.record(), taken);
}

#[test]
fn a_new_triangle_puzzle_is_the_nine_stick_triangle_with_its_one_answer() {
    use nimlab_core::shapes::canvas::Lattice;
    let record = super::new_figure_puzzle(Lattice::Triangular);
    let puzzle = record.figure().expect("a figure puzzle").expect("it reads");
    assert_eq!(puzzle.canvas().lattice(), Lattice::Triangular);
    assert_eq!(puzzle.sticks().len(), 9);
    // Remove up to 3 to leave 1 triangle: only the 3 inner sticks, leaving the outline.
    let solved = nimlab_core::shapes::solve::solve_within(&puzzle, 10, &mut nimlab_core::watch::Unwatched)
        .expect("solves");
    assert_eq!(solved.total(), 1);
    assert_eq!(solved.answers[0].steps, 3);
    assert_eq!(solved.answers[0].sticks.len(), 6);
}
