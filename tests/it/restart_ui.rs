//! The next run starts where this one stopped: the open puzzle restored exactly (the puzzle,
//! the board it is tried on, unsaved mark, undo history, the equation field), closing with unsaved changes asks
//! first, and a corrupt or hostile remembered state starts cleanly.

use std::path::PathBuf;

use egui::{ViewportCommand, ViewportEvent, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::puzzle_file::{PuzzleRecord, SlotRecord};

use crate::support::matchsticks::{drag_stick, match_state, reads, stick};
use crate::support::{app_harness, assert_shows, click, en, settle, step_until};

/// 0+3=09 → 6+3=09: one stick moved.
fn move_one_stick(harness: &mut Harness<'static, NimlabApp>) {
    drag_stick(
        harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    assert_eq!(reads(harness), "6+3=09");
}

/// 0+3=09 → 6+3=09, made the puzzle: an unsaved change.
fn author_one_stick(harness: &mut Harness<'static, NimlabApp>) {
    move_one_stick(harness);
    click(harness, en().matchsticks.adopt_board);
    assert!(harness.state().match_tab().session().is_dirty());
}

const ONE_MOVED: &str = "From the puzzle: 1 moved, 0 added, 0 removed";

#[test]
fn a_restart_restores_the_puzzle_exactly() {
    let mut harness = app_harness(match_state());
    // An unsaved change to the puzzle (its budget), then a stick tried on the board.
    harness
        .get_by_label(en().matchsticks.budget)
        .set_value_accesskit(2.0);
    harness.run();
    move_one_stick(&mut harness);
    assert_shows(&harness, ONE_MOVED);
    let remembered = harness.state().state();

    let mut next_run = app_harness(remembered);
    assert_eq!(reads(&next_run), "6+3=09", "the edit survived");
    assert!(
        next_run.query_by_label(ONE_MOVED).is_some(),
        "the move is still counted from the real original"
    );
    assert!(
        next_run.state().match_tab().session().is_dirty(),
        "the unsaved mark survived"
    );
    assert_shows(&next_run, en().matchsticks.unsaved);
    assert_eq!(
        next_run
            .get_by_label(en().matchsticks.equation)
            .value()
            .as_deref(),
        Some("0+3=09"),
        "the equation field shows the puzzle the canvas counts from"
    );
    next_run.get_by_label(en().matchsticks.reset).click();
    settle(&mut next_run);
    assert_eq!(reads(&next_run), "0+3=09", "Reset returns to the real original");
    next_run.get_by_label(en().matchsticks.undo).click();
    settle(&mut next_run);
    assert_eq!(reads(&next_run), "6+3=09", "undo the reset");
    next_run.get_by_label(en().matchsticks.undo).click();
    settle(&mut next_run);
    assert_eq!(
        reads(&next_run),
        "0+3=09",
        "and the move made in the last run, from its history"
    );
}

/// Asks to close the window, as its close button does, for one frame.
fn request_close(harness: &mut Harness<'static, NimlabApp>) {
    harness
        .input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .events
        .push(ViewportEvent::Close);
    harness.step();
}

fn sent(harness: &Harness<'_, NimlabApp>, wanted: fn(&ViewportCommand) -> bool) -> bool {
    harness
        .output()
        .viewport_output
        .get(&ViewportId::ROOT)
        .is_some_and(|output| output.commands.iter().any(wanted))
}

fn cancels_close(command: &ViewportCommand) -> bool {
    matches!(command, ViewportCommand::CancelClose)
}

fn closes(command: &ViewportCommand) -> bool {
    matches!(command, ViewportCommand::Close)
}

#[test]
fn closing_with_unsaved_changes_asks_first() {
    let mut harness = app_harness(match_state());
    request_close(&mut harness);
    assert!(
        !sent(&harness, cancels_close),
        "nothing unsaved: the window closes"
    );

    author_one_stick(&mut harness);
    // The question is asked from any tab.
    harness.get_by_label(en().tab_game_tree).click();
    settle(&mut harness);
    request_close(&mut harness);
    assert!(sent(&harness, cancels_close), "the close waits");
    harness.run();
    assert!(harness.state().is_asking_to_save());
    click(&mut harness, en().cancel);
    assert!(!harness.state().is_asking_to_save());
    assert_eq!(reads(&harness), "6+3=09", "nothing lost");

    request_close(&mut harness);
    harness.run();
    harness.get_by_label(en().discard).click();
    harness.step();
    assert!(sent(&harness, closes), "Discard closes the window");
    assert!(
        !harness.state().match_tab().session().is_dirty(),
        "and the next run does not bring the discarded edit back"
    );
    request_close(&mut harness);
    assert!(!sent(&harness, cancels_close), "the close goes through");
}

#[test]
fn save_on_close_saves_then_closes() {
    let folder = std::env::temp_dir().join(format!("nimlab-close-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join("closing.ron");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    author_one_stick(&mut harness);
    // On another tab, so the only Save button is the question's.
    harness.get_by_label(en().tab_game_tree).click();
    settle(&mut harness);
    request_close(&mut harness);
    harness.run();
    harness.get_by_label(en().save_changes).click();
    // The dialog and the writing run off the UI thread: wait for the close they end in.
    step_until(&mut harness, "the window closes once saved", |h| sent(h, closes));
    let saved = nimlab::storage::load(&path).expect("saved");
    assert_eq!(
        saved.puzzles[0]
            .layout()
            .expect("valid")
            .text(Variants::default()),
        "6+3=09"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// A remembered state no person could have made: huge texts and layouts, a nonsense budget and
/// index, a history of broken steps, files that are not there.
fn hostile_state() -> AppState {
    let mut state = match_state();
    let huge_equation = format!("{}=1", "1+".repeat(500_000));
    let mut slots = vec![SlotRecord::Digit("bc".to_owned()); 100_000];
    slots[1] = SlotRecord::Equals;
    let huge = PuzzleRecord {
        title: "t".repeat(1_000_000),
        layout: slots.clone(),
        steps: u32::MAX,
        ..PuzzleRecord::default()
    };
    let m = &mut state.matchsticks;
    m.equation = huge_equation;
    m.puzzle = huge.clone();
    m.puzzle_index = usize::MAX;
    m.recent = vec![PathBuf::from("/nonexistent/nimlab/gone.ron"); 100_000];
    m.path = Some(PathBuf::from("/dev/zero"));
    m.session.puzzles = vec![huge.clone(); 3];
    m.session.saved = vec![huge];
    m.session.original = slots;
    m.session.undo = vec![
        nimlab::ui::match_tab::Step {
            original: vec![SlotRecord::Equals],
            current: vec![SlotRecord::Digit("xyz".to_owned())],
            ..Default::default()
        };
        1000
    ];
    state.tree.coins = "9".repeat(1_000_000);
    state.grundy.takes = "1,".repeat(500_000);
    state
}

#[test]
fn a_hostile_remembered_state_starts_cleanly() {
    let state = hostile_state();
    // Through RON too, as eframe stores it.
    let text = ron::to_string(&state).expect("serializes");
    let read_back: AppState = ron::from_str(&text).expect("reads back");
    let harness = app_harness(read_back);
    assert_eq!(reads(&harness), "0+3=09", "the default puzzle instead");
    let remembered = harness.state().state();
    let m = &remembered.matchsticks;
    assert!(m.recent.is_empty(), "files that are gone are forgotten");
    assert!(m.path.is_none(), "a device is never read at start");
    assert!(m.equation.len() < 10_000, "{} bytes", m.equation.len());
    assert!((1..=nimlab_core::matchsticks::solve::MAX_STEPS).contains(&m.puzzle.steps));
    assert!(m.session.undo.is_empty(), "a broken history is dropped");
    assert!(
        remembered.tree.coins.len() <= nimlab::ui::tree_tab::MAX_COINS_CHARS,
        "{}",
        remembered.tree.coins.len()
    );
    assert!(remembered.grundy.takes.chars().count() <= nimlab::ui::grundy_tab::MAX_FIELD_CHARS);
    assert!(!harness.state().match_tab().session().is_dirty());
}
