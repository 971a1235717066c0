//! A lesson plan as a teacher makes and gives it, at 800×600: seed 000's lesson (13 coins,
//! take 1 to 3, misère) built step by step in the Lesson panel with notes typed, saved through
//! the file flow, back after a restart, and presented by `PageDown` with each step's view
//! restored (tab, inputs, view, step, classroom); the steps reordered, edited, deleted and put
//! back; a hostile plan file and a hostile plan link refused with their reasons; unsaved plan
//! changes asked about.

use std::path::Path;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::app::share::LinkFrom;
use nimlab::app::{NimlabApp, Tab};
use nimlab::ui::tree_tab::TreeView;
use nimlab_model::lesson_plan::{LessonPlan, LessonStep, PlanProblem, SavedLesson};
use nimlab_model::shared_view::SharedView;
use nimlab_model::shared_view::{ViewPart, ViewProblem};

use crate::support::files::fresh_folder;
use crate::support::tree::tree_state;
use crate::support::{
    app_harness_sized, assert_shows, assert_shows_part, click, en, press_keys, run_until_still, settle,
    wait_for_files,
};

pub(crate) type App = Harness<'static, NimlabApp>;

/// What a step must bring back: the tab, the tree's view, the step-through's step, classroom.
pub(crate) type Seen = (Tab, TreeView, Option<usize>, bool);

fn seen(harness: &App) -> Seen {
    let state = harness.state().state();
    (
        state.tab,
        state.tree.view,
        harness.state().tree_tab().steps_done(),
        state.classroom,
    )
}

fn projector() -> egui::Vec2 {
    egui::vec2(800.0, 600.0)
}

/// Seed 000's lesson on the tree tab, the Lesson panel open.
pub(crate) fn lesson_harness() -> App {
    let mut harness = app_harness_sized(tree_state(TreeView::Recursive, "13", "1,2,3"), projector());
    settle(&mut harness);
    click(&mut harness, en().lesson_plan.lesson);
    harness
}

/// Types `text` into the field labelled `label`, as a person does: focused first.
fn type_into(harness: &mut App, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.get_by_label(label).type_text(text);
    run_until_still(harness);
}

/// Types `note` and adds the view on show as a step; returns what it shows.
fn add_step(harness: &mut App, note: &str) -> Seen {
    settle(harness);
    type_into(harness, en().lesson_plan.note_hint, note);
    click(harness, en().lesson_plan.add);
    seen(harness)
}

/// The six steps of seed 000's lesson, clicked and typed; what each shows.
pub(crate) fn six_steps(harness: &mut App) -> Vec<Seen> {
    let mut shown = vec![add_step(harness, "13 coins, take 1 to 3, misère.\nWho wins?")];
    // The step-through on, five steps in.
    press_keys(harness, Key::PageDown, 1);
    press_keys(harness, Key::ArrowRight, 5);
    shown.push(add_step(harness, "Five calls in"));
    press_keys(harness, Key::D, 1);
    shown.push(add_step(harness, "The DP table"));
    press_keys(harness, Key::F, 1);
    shown.push(add_step(harness, "The formula"));
    click(harness, en().classroom);
    press_keys(harness, Key::T, 1);
    shown.push(add_step(harness, "Hidden: which positions win?"));
    click(harness, en().tab_grundy);
    shown.push(add_step(harness, "Grundy values"));
    shown
}

#[test]
fn a_six_step_plan_is_saved_reopened_after_a_restart_and_presented_by_page_down() {
    let mut harness = lesson_harness();
    let shown = six_steps(&mut harness);
    assert_eq!(shown[1].2, Some(5), "stepping was captured: {shown:?}");
    assert!(shown[4].3 && !shown[0].3, "classroom was captured: {shown:?}");
    assert_eq!(shown[5].0, Tab::Grundy);
    assert!(harness.state().is_lesson_dirty());
    assert_shows_part(&harness, en().lesson_plan.unsaved);

    let folder = fresh_folder("lesson_plan_six");
    let path = folder.join("seed000.ron");
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    click(&mut harness, en().lesson_plan.save);
    wait_for_files(&mut harness);
    assert!(!harness.state().is_lesson_dirty());
    let written = std::fs::read_to_string(&path).expect("saved");
    let plan = LessonPlan::from_text(&written).expect("the saved plan reads back");
    let notes: Vec<&str> = plan.steps().iter().map(|step| step.note.as_str()).collect();
    assert_eq!(notes[1], "Five calls in");
    assert_eq!(notes.len(), 6);

    let mut next_run = app_harness_sized(harness.state().state(), projector());
    settle(&mut next_run);
    assert_eq!(next_run.state().lesson_plan(), Some(&plan), "the plan is back");
    assert_eq!(next_run.state().lesson_path(), Some(path.as_path()));
    assert!(next_run.state().is_lesson_panel_open());

    // The plan opens on the step last gone to (the sixth); the teacher goes to the first, then
    // presents.
    let first = format!(
        "{}  {}",
        (en().lesson_plan.step_of)(1, 6),
        "13 coins, take 1 to 3, misère."
    );
    click(&mut next_run, &first);
    press_keys(&mut next_run, Key::F5, 1);
    assert!(next_run.state().is_presenting());
    for (at, expected) in shown.iter().enumerate() {
        if at > 0 {
            press_keys(&mut next_run, Key::PageDown, 1);
        }
        settle(&mut next_run);
        assert_eq!(seen(&next_run), *expected, "step {}", at + 1);
        assert_shows(&next_run, &(en().lesson_plan.step_of)(at + 1, 6));
        let position = next_run.state().lesson_position().expect("a step on show");
        assert_eq!((position.at, position.note), (at, notes[at]));
        assert_eq!(position.next_note, notes.get(at + 1).copied());
    }
    press_keys(&mut next_run, Key::PageDown, 1);
    assert_shows_part(&next_run, &(en().lesson_plan.at_end)(6, 6, true));
    assert_eq!(seen(&next_run), shown[5], "nothing else changed at the end");
    press_keys(&mut next_run, Key::PageUp, 1);
    settle(&mut next_run);
    assert_eq!(seen(&next_run), shown[4]);
}

#[test]
fn steps_are_reordered_edited_deleted_and_put_back() {
    let mut harness = lesson_harness();
    add_step(&mut harness, "first");
    press_keys(&mut harness, Key::D, 1);
    add_step(&mut harness, "second");
    let notes = |h: &App| -> Vec<String> {
        let plan = h.state().lesson_plan().expect("a plan");
        plan.steps().iter().map(|step| step.note.clone()).collect()
    };
    // The step added last is on show, with its note and its buttons.
    type_into(&mut harness, en().lesson_plan.step_note, " (edited)");
    assert_eq!(notes(&harness), ["first", "second (edited)"]);
    click(&mut harness, en().lesson_plan.up);
    assert_eq!(notes(&harness), ["second (edited)", "first"]);
    click(&mut harness, en().lesson_plan.delete);
    assert_eq!(notes(&harness), ["first"]);
    click(&mut harness, en().lesson_plan.undo_delete);
    assert_eq!(notes(&harness), ["second (edited)", "first"]);
}

#[test]
fn a_hostile_plan_file_and_link_are_refused_with_their_reasons() {
    let mut harness = lesson_harness();
    let folder = fresh_folder("lesson_plan_hostile");
    let bad = folder.join("bad.ron");
    let coins = "9".repeat(40);
    let text = format!(
        "LessonPlan(steps: [(note: \"ok\", view: (tab: Grundy)), (view: (tree: (coins: \"{coins}\")))])"
    );
    std::fs::write(&bad, text).expect("written");
    harness.state_mut().answer_dialogs_with(Some(bad.clone()));
    click(&mut harness, en().lesson_plan.open);
    wait_for_files(&mut harness);
    let problem = PlanProblem::BadStep(2, ViewProblem::OutOfBounds(ViewPart::TreeInputs));
    let why = nimlab::app::plan_refusal_why(problem, en());
    assert_shows_part(
        &harness,
        &(en().lesson_plan.refused)(&bad.display().to_string(), &why),
    );
    assert!(harness.state().lesson_plan().is_none(), "nothing opened");

    let link = "http://localhost:8080/#plan=LessonPlan(steps:[(note:\"x\")])";
    harness.state_mut().open_link_text(link, LinkFrom::Pasted);
    run_until_still(&mut harness);
    let why = nimlab::app::plan_refusal_why(PlanProblem::BadStep(1, ViewProblem::NothingToOpen), en());
    assert_shows_part(
        &harness,
        &(en().lesson_plan.refused)(en().lesson_plan.a_link, &why),
    );
    assert!(harness.state().lesson_plan().is_none());
}

#[test]
fn unsaved_plan_changes_are_asked_about_and_a_plan_link_opens_the_plan() {
    let mut harness = lesson_harness();
    add_step(&mut harness, "kept");
    let link = harness
        .state()
        .plan_link()
        .expect("a plan")
        .expect("short enough");
    assert!(link.contains(nimlab::app::PLAN_MARK));
    click(&mut harness, en().lesson_plan.new);
    assert!(harness.state().is_asking_to_save(), "New asks first");
    click(&mut harness, en().cancel);
    assert_eq!(
        harness.state().lesson_plan().map(|plan| plan.steps().len()),
        Some(1)
    );

    let mut other = app_harness_sized(tree_state(TreeView::Formula, "13", "1,2,3"), projector());
    settle(&mut other);
    click(&mut other, en().lesson_plan.lesson);
    add_step(&mut other, "unsaved here");
    other.state_mut().open_link_text(&link, LinkFrom::Pasted);
    run_until_still(&mut other);
    assert!(
        other.state().is_asking_to_save(),
        "a plan's link asks about the unsaved plan"
    );
    click(&mut other, en().discard);
    let opened = other.state().lesson_plan().expect("opened");
    assert_eq!(Some(opened), harness.state().lesson_plan());
    assert!(opened_from_nowhere(other.state().lesson_path()));
}

fn opened_from_nowhere(path: Option<&Path>) -> bool {
    path.is_none()
}

#[test]
fn a_plan_too_long_for_a_link_says_to_shorten_its_notes() {
    // Three steps with notes of 2,000 random syllables, the most a note holds: past the 4,000
    // characters a link may hold even packed (one such note, 13.4 bits a syllable, needs some
    // 3,350 bytes, 4,470 characters of base64url; the same note again packs to little).
    let step = LessonStep {
        note: crate::plan_link_ui::random_hangul(2_000),
        view: SharedView {
            tab: Some(Tab::GameTree),
            ..SharedView::default()
        },
    };
    let plan = LessonPlan {
        steps: vec![step; 3],
        ..LessonPlan::default()
    };
    let state = AppState {
        lesson: SavedLesson {
            plan: Some(plan),
            panel: true,
            ..SavedLesson::default()
        },
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, projector());
    settle(&mut harness);
    click(&mut harness, en().copy_link);
    let words = (en().link_not_copied)(0, 0, true);
    let advice = words.rsplit(". ").next().expect("the advice ends the notice");
    assert_shows_part(&harness, advice);
    let puzzle_words = (en().link_not_copied)(0, 0, false);
    let puzzle_advice = puzzle_words.rsplit(". ").next().expect("the advice");
    assert!(
        harness.query_by_label_contains(puzzle_advice).is_none(),
        "a plan's notes, not a puzzle's"
    );
}

#[test]
fn a_page_long_note_keeps_add_within_reach_at_800_by_600() {
    let mut harness = lesson_harness();
    let note = "n".repeat(1_500);
    add_step(&mut harness, &note);
    let plan = harness.state().state().lesson.plan.expect("a plan");
    assert_eq!(plan.steps().len(), 1, "the step was added");
    assert_eq!(plan.steps()[0].note, note);
}
