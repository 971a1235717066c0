//! A figure puzzle designed in the window: a stick dragged to an empty edge, the canvas resized
//! and put on another lattice, the goal switched to a target figure drawn on its own board,
//! each undone in one step, and a target puzzle saved and reopened with its target.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::Orientation;
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord, StickRecord};

use crate::support::matchsticks::match_state;
use crate::support::{app_harness, assert_shows, click, en, press_and_move, run_until_still, settle};

fn open_record(harness: &Harness<'static, NimlabApp>) -> PuzzleRecord {
    harness.state().match_tab().session().record()
}

fn shapes(harness: &Harness<'static, NimlabApp>) -> ShapesRecord {
    open_record(harness).shapes.expect("a figure puzzle is open")
}

fn stick(from: (u8, u8), to: (u8, u8)) -> StickRecord {
    StickRecord { from, to }
}

fn undo(harness: &mut Harness<'static, NimlabApp>) {
    click(harness, en().matchsticks.undo);
    settle(harness);
}

/// The match tab with a new figure puzzle (the 3 × 3 grid) open.
fn with_grid() -> Harness<'static, NimlabApp> {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, en().lattice.new_figure_puzzle);
    settle(&mut harness);
    harness
}

#[test]
fn a_stick_is_dragged_to_an_empty_edge_and_undone_in_one_step() {
    let mut harness = with_grid();
    let label = en().lattice.edge_label;
    click(&mut harness, &label((0, 0), (1, 0), true));
    settle(&mut harness);
    let taken = open_record(&harness);
    let from = harness.get_by_label(&label((1, 0), (2, 0), true)).rect().center();
    let to = harness
        .get_by_label(&label((0, 0), (1, 0), false))
        .rect()
        .center();
    press_and_move(&mut harness, from, to);
    harness.drop_at(to);
    run_until_still(&mut harness);
    settle(&mut harness);
    let moved = shapes(&harness);
    assert_eq!(moved.sticks.len(), 23, "a move, not a stick more or less");
    assert!(moved.sticks.contains(&stick((0, 0), (1, 0))));
    assert!(!moved.sticks.contains(&stick((1, 0), (2, 0))));
    assert!(harness.query_by_label(&label((1, 0), (2, 0), false)).is_some());
    undo(&mut harness);
    assert_eq!(open_record(&harness), taken, "one step");
}

#[test]
fn the_canvas_is_resized_and_put_on_another_lattice_each_undone() {
    let mut harness = with_grid();
    let l = en().lattice;
    let grid = shapes(&harness);
    // The grid reaches every dot of its 4 × 4 canvas: the bar says so, and goes no smaller.
    assert_shows(&harness, &(l.sticks_reach)(4, 4));
    harness.get_by_label(l.dots_across).set_value_accesskit(3.0);
    settle(&mut harness);
    assert_eq!(shapes(&harness), grid, "no stick lost");
    harness.get_by_label(l.dots_across).set_value_accesskit(6.0);
    settle(&mut harness);
    harness.get_by_label(l.dots_down).set_value_accesskit(5.0);
    settle(&mut harness);
    let grown = shapes(&harness);
    assert_eq!((grown.width, grown.height), (6, 5));
    assert_eq!(grown.sticks, grid.sticks, "every stick where it was");
    assert!(
        harness
            .query_by_label(&(en().lattice.edge_label)((4, 4), (5, 4), false))
            .is_some()
    );
    click(&mut harness, l.triangular);
    settle(&mut harness);
    let triangular = shapes(&harness);
    assert_eq!(triangular.lattice, Lattice::Triangular);
    assert!(
        triangular.sticks.is_empty(),
        "another lattice's edges are not these"
    );
    undo(&mut harness);
    assert_eq!(shapes(&harness), grown, "Undo lays the sticks back");
    assert!(harness.query_by_label(&(l.sticks_taken_off)(24)).is_none());
    undo(&mut harness);
    undo(&mut harness);
    assert_eq!(shapes(&harness), grid);
}

#[test]
fn a_target_is_chosen_drawn_beside_the_puzzle_and_undone() {
    let mut harness = with_grid();
    let l = en().lattice;
    let grid = open_record(&harness);
    click(&mut harness, l.goal_target);
    settle(&mut harness);
    assert_shows(&harness, l.target_heading);
    // The target starts as the grid mirrored, which is the grid: every target edge holds a stick.
    let target_label = l.target_edge_label;
    assert!(
        harness
            .query_by_label(&target_label((0, 0), (1, 0), true))
            .is_some()
    );
    let targeted = open_record(&harness);
    click(&mut harness, &target_label((0, 0), (1, 0), true));
    settle(&mut harness);
    click(&mut harness, l.turned);
    settle(&mut harness);
    let FigureRecord::Target { sticks, orientation } = shapes(&harness).figure else {
        panic!("a target figure");
    };
    assert_eq!(sticks.len(), 23);
    assert_eq!(orientation, Orientation::Free, "may be turned or mirrored");
    assert_eq!(
        shapes(&harness).sticks.len(),
        24,
        "the puzzle's own sticks are untouched"
    );
    undo(&mut harness);
    undo(&mut harness);
    assert_eq!(open_record(&harness), targeted);
    undo(&mut harness);
    assert_eq!(open_record(&harness), grid);
    assert!(
        harness.query_by_label(l.target_heading).is_none(),
        "no target board for a count"
    );
}

#[test]
fn a_new_target_puzzle_is_saved_and_reopened_with_its_target() {
    let folder = std::env::temp_dir().join(format!("nimlab-figure-design-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join("fish.ron");
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, en().lattice.new_target_puzzle);
    settle(&mut harness);
    let fish = open_record(&harness);
    assert_eq!(
        fish,
        nimlab_model::tabs::matchsticks::puzzle_session::new_target_puzzle()
    );
    assert_shows(&harness, en().lattice.target_heading);
    assert!(harness.state_mut().save_to(&path));
    harness.run();
    let mut reopened = app_harness(AppState::default());
    assert!(reopened.state_mut().open_path(&path));
    settle(&mut reopened);
    click(&mut reopened, en().matchsticks.panel_puzzle);
    settle(&mut reopened);
    click(&mut reopened, &format!("2. {}", en().matchsticks.untitled));
    settle(&mut reopened);
    assert_eq!(open_record(&reopened), fish, "the target as saved");
    assert_shows(&reopened, en().lattice.target_heading);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_target_the_puzzle_already_shows_is_said_to_the_designer() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, en().lattice.new_target_puzzle);
    settle(&mut harness);
    let said = en().figure_answers.already_shown;
    assert!(harness.query_by_label(said).is_none(), "the fish must be turned");
    // Turned or mirrored, the target is the fish as it lies: nothing left to do.
    click(&mut harness, en().lattice.turned);
    settle(&mut harness);
    assert_shows(&harness, said);
    undo(&mut harness);
    assert!(harness.query_by_label(said).is_none());
}

#[test]
fn the_board_stays_under_the_pointer_while_the_bar_speaks_and_falls_silent() {
    let mut harness = with_grid();
    let l = en().lattice;
    // Another lattice takes the sticks off, and a line says so until a stick is laid.
    click(&mut harness, l.triangular);
    settle(&mut harness);
    assert_shows(&harness, &(l.sticks_taken_off)(24));
    let edge = (l.edge_label)((0, 0), (1, 0), false);
    let before = harness.get_by_label(&edge).rect();
    click(&mut harness, &edge);
    settle(&mut harness);
    assert!(
        harness.query_by_label(&(l.sticks_taken_off)(24)).is_none(),
        "said once"
    );
    let after = harness.get_by_label(&(l.edge_label)((0, 0), (1, 0), true)).rect();
    assert_eq!(before, after, "the board did not move");
}
