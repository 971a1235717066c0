//! Regressions in the matchstick tab, as a teacher and a puzzle designer met them:
//! trying an answer then saving stored the try, not the puzzle; a file's budget past 4 opened
//! as "Up to 4" and marked changed; a generated puzzle opened without its budget; the Equation
//! box fell out of step with the canvas.

use std::path::PathBuf;

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::PuzzleFile;

use crate::support::matchsticks::{click_canvas_at, drag_stick, match_state, reads, stick};
use crate::support::{app_harness, assert_shows, click, en, run_until_still, settle, step_until};

fn temporary_folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-board-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// The puzzles of the file at `path`, as text.
fn saved_equations(path: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("saved");
    let file: PuzzleFile = nimlab_core::puzzle_file::parse(&text).expect("a puzzle file");
    file.puzzles
        .iter()
        .map(|p| p.layout().expect("valid").text(Variants::default()))
        .collect()
}

/// The Equation box's text as on screen.
fn equation_box(harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>) -> String {
    harness
        .get_by_label(en().matchsticks.equation)
        .value()
        .unwrap_or_default()
}

#[test]
fn a_tried_answer_is_not_what_is_saved() {
    let folder = temporary_folder("tried");
    let path = folder.join("samples.ron");
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.file_samples);
    settle(&mut harness);
    click(&mut harness, en().matchsticks.panel_puzzle);
    click(&mut harness, "12. Add one");
    settle(&mut harness);
    assert_eq!(reads(&harness), "9+3=18");
    drag_stick(
        &mut harness,
        &(en().matchsticks.tray_gives)(1),
        &stick("0+3=09", 2, 5, false),
    );
    assert_eq!(reads(&harness), "9+9=18", "the try is on the canvas");
    assert!(
        !harness.state().match_tab().session().is_dirty(),
        "a try is no change to save"
    );
    assert_eq!(equation_box(&harness), "9+3=18", "the box shows the puzzle");
    // Switch away and back, then save: every puzzle as authored.
    click(&mut harness, "1. The magazine puzzle");
    click(&mut harness, "12. Add one");
    assert!(harness.state_mut().save_to(&path));
    let saved = saved_equations(&path);
    assert_eq!(saved[11], "9+3=18");
    assert_eq!(saved[0], "0+3=09");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_file_opens_with_its_budget_as_written_and_unchanged() {
    let folder = temporary_folder("budget");
    let path = folder.join("remove-eight.ron");
    // A published puzzle: take eight sticks from 86+36+98=88 to make 86-36+34=84.
    std::fs::write(
        &path,
        r#"(format: 1, puzzles: [(
            title: "Remove eight",
            layout: [Digit("abcdefg"), Digit("acdefg"), Operator("hv"), Digit("abcdg"),
                Digit("acdefg"), Operator("hv"), Digit("abcdfg"), Digit("abcdefg"), Equals,
                Digit("abcdefg"), Digit("abcdefg")],
            goal: Remove,
            steps: 8,
        )])"#,
    )
    .expect("writable");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().open_path(&path));
    settle(&mut harness);
    assert_eq!(harness.state().match_tab().session().record().steps, 8);
    assert_eq!(
        harness.get_by_label(en().matchsticks.budget).value().as_deref(),
        Some("8")
    );
    assert!(
        !harness.state().match_tab().session().is_dirty(),
        "opening changes nothing"
    );
    // Solved to the budget as written (86-36+34=84 is among the answers 8 away; the solver's
    // own test names it), not refused.
    let solved = harness.state().match_tab().solutions().expect("solved");
    let counts = &solved.as_ref().as_ref().expect("not refused").counts;
    assert_eq!(counts.len(), 8);
    assert!(counts[7] > 0, "{counts:?}");
    // The largest budget the command line takes can be typed, and stays.
    harness
        .get_by_label(en().matchsticks.budget)
        .set_value_accesskit(10.0);
    run_until_still(&mut harness);
    assert_eq!(harness.state().match_tab().session().record().steps, 10);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_generated_puzzle_opens_with_the_budget_it_was_made_for_and_can_be_played() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_generator);
    // The generator's own budget: the second "Up to" on screen.
    let budgets: Vec<_> = harness.get_all_by_label(en().matchsticks.budget).collect();
    assert_eq!(budgets.len(), 2, "the puzzle's and the generator's");
    budgets[1].set_value_accesskit(2.0);
    harness.run();
    click(&mut harness, en().matchsticks.generate);
    step_until(&mut harness, "the generator finished", |h| {
        h.query_by_label_contains("puzzles of D+D=D with exactly one answer")
            .is_some()
    });
    harness
        .get_all_by_label(en().matchsticks.open_in_editor)
        .next()
        .expect("a puzzle")
        .click();
    settle(&mut harness);
    let record = harness.state().match_tab().session().record();
    assert_eq!((record.goal, record.steps), (Goal::Move, 2));
    click(&mut harness, en().matchsticks.mode_play);
    settle(&mut harness);
    assert_shows(&harness, &(en().matchsticks.steps_used)(Goal::Move, 0, 2));
    // The puzzle's one answer is within the play budget: Reveal finds it.
    click(&mut harness, en().matchsticks.reveal);
    step_until(&mut harness, "the answer is revealed", |h| {
        h.query_by_label_contains("An answer: ").is_some()
    });
}

#[test]
fn the_equation_box_follows_the_canvas_in_design_and_undo() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.file_new);
    settle(&mut harness);
    assert_eq!(equation_box(&harness), "???=?");
    // Build 9-5=3 stick by stick, as a designer clicks it.
    let places = [
        ("the first number", "abcdfg"),
        ("the second number", "acdfg"),
        ("the answer", "abcdg"),
    ];
    for (place, segments) in places {
        for segment in segments.chars() {
            let label = format!("{place}, segment {segment}, empty");
            click(&mut harness, &label);
        }
    }
    // Off the centre, where the vertical stick crosses it.
    let minus = harness.get_by_label(&stick("0+3=09", 1, 0, false)).rect();
    click_canvas_at(
        &mut harness,
        egui::pos2(minus.left() + minus.width() * 0.2, minus.center().y),
    );
    assert_eq!(reads(&harness), "9-5=3");
    assert_eq!(equation_box(&harness), "9-5=3");
    click(&mut harness, en().matchsticks.undo);
    settle(&mut harness);
    assert_eq!(reads(&harness), "9?5=3");
    assert_eq!(
        equation_box(&harness),
        reads(&harness),
        "the box follows the undo"
    );
}

#[test]
fn a_try_survives_a_restart_and_is_still_only_a_try() {
    let mut harness = app_harness(match_state());
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    assert_eq!(reads(&harness), "6+3=09");
    let remembered: AppState = harness.state().state();
    let next_run = app_harness(remembered);
    assert_eq!(reads(&next_run), "6+3=09", "the board as it was left");
    assert_eq!(
        next_run
            .state()
            .match_tab()
            .session()
            .record()
            .layout()
            .expect("valid")
            .text(Variants::default()),
        "0+3=09",
        "the puzzle as authored"
    );
    assert!(!next_run.state().match_tab().session().is_dirty());
}
