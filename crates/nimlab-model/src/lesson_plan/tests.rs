//! The plan file read back, refused when hostile, and read from an older layout.

use super::*;
use crate::shared_view::ViewPart;
use crate::tabs::Tab;
use crate::tabs::tree::inputs::{TreeInputs, TreeView};
use crate::tabs::tree::progress::SavedTreeProgress;

fn tree_step(note: &str, view: TreeView, steps: Option<usize>) -> LessonStep {
    let mut inputs = TreeInputs {
        view,
        ..TreeInputs::default()
    };
    inputs.seed_lesson();
    LessonStep {
        note: note.to_owned(),
        view: SharedView {
            tab: Some(Tab::GameTree),
            tree: Some(inputs),
            classroom: Some(false),
            tree_progress: Some(SavedTreeProgress {
                steps,
                ..SavedTreeProgress::default()
            }),
            ..SharedView::default()
        },
    }
}

fn two_steps() -> LessonPlan {
    LessonPlan {
        title: "Thirteen coins / 동전 열세 개".to_owned(),
        steps: vec![
            tree_step("The whole tree.\nWho wins?", TreeView::Recursive, None),
            tree_step("Now the table, step 3.", TreeView::DynamicProgramming, Some(3)),
        ],
        ..LessonPlan::default()
    }
}

#[test]
fn a_plan_comes_back_from_its_file_and_from_its_line() {
    let plan = two_steps();
    let text = plan.to_text();
    assert!(text.starts_with("LessonPlan("), "{text}");
    assert!(LessonPlan::is_plan_text(&text));
    assert_eq!(LessonPlan::from_text(&text), Ok(plan.clone()));
    let line = plan.to_line();
    assert!(!line.contains('\n'));
    assert_eq!(LessonPlan::from_text(&line), Ok(plan));
}

#[test]
fn a_plan_file_is_told_from_a_puzzle_file() {
    assert!(LessonPlan::is_plan_text(
        "// my lesson\n\n  LessonPlan(steps: [])"
    ));
    assert!(LessonPlan::is_plan_text("\u{feff}LessonPlan()"));
    assert!(!LessonPlan::is_plan_text(
        "(\n    format: 1,\n    puzzles: [],\n)"
    ));
    assert!(!LessonPlan::is_plan_text(""));
}

#[test]
fn an_older_plan_without_a_version_or_the_newer_parts_reads() {
    // The first layout, written by hand: no version, no title, a step with a link's parts only.
    let text = "LessonPlan(steps: [(note: \"Hi\", view: (tab: Grundy))])";
    let plan = LessonPlan::from_text(text).expect("reads");
    assert_eq!(plan.version, PLAN_VERSION);
    assert_eq!(plan.steps[0].view.tab, Some(Tab::Grundy));
    assert_eq!(plan.steps[0].view.tree_progress, None);
    assert_eq!(
        LessonPlan::from_text("LessonPlan(version: 9, steps: [])"),
        Err(PlanProblem::Newer(9))
    );
}

#[test]
fn hostile_plans_are_refused_with_a_reason_naming_the_bad_step() {
    let step = "(note: \"x\", view: (tab: GameTree))";
    let many = format!("LessonPlan(steps: [{}])", [step; MAX_STEPS + 1].join(","));
    assert_eq!(
        LessonPlan::from_text(&many),
        Err(PlanProblem::TooManySteps(MAX_STEPS + 1))
    );
    let long_note = format!(
        "LessonPlan(steps: [{step}, (note: \"{}\", view: (tab: Grundy))])",
        "한".repeat(MAX_NOTE_CHARS + 1)
    );
    assert_eq!(
        LessonPlan::from_text(&long_note),
        Err(PlanProblem::NoteTooLong(2))
    );
    let bad_coins = format!(
        "LessonPlan(steps: [{step}, {step}, (view: (tree: (coins: \"{}\")))])",
        "9".repeat(40)
    );
    assert_eq!(
        LessonPlan::from_text(&bad_coins),
        Err(PlanProblem::BadStep(
            3,
            ViewProblem::OutOfBounds(ViewPart::TreeInputs)
        ))
    );
    let empty_view = format!("LessonPlan(steps: [{step}, (note: \"nothing\")])");
    assert_eq!(
        LessonPlan::from_text(&empty_view),
        Err(PlanProblem::BadStep(2, ViewProblem::NothingToOpen))
    );
    let long_title = format!("LessonPlan(title: \"{}\")", "t".repeat(MAX_TITLE_CHARS + 1));
    assert_eq!(LessonPlan::from_text(&long_title), Err(PlanProblem::TitleTooLong));
    assert!(matches!(
        LessonPlan::from_text("LessonPlan(steps: [(note: 3)])"),
        Err(PlanProblem::Unreadable { line: 1, .. })
    ));
    assert_eq!(
        LessonPlan::from_text(&" ".repeat(MAX_PLAN_BYTES + 1)),
        Err(PlanProblem::TooLarge)
    );
    let deep = format!("LessonPlan(steps: {}", "[".repeat(100_000));
    assert!(LessonPlan::from_text(&deep).is_err(), "nesting past RON's limit");
}

#[test]
fn edits_keep_the_plan_in_its_bounds() {
    let mut plan = two_steps();
    assert_eq!(plan.move_down(0), Some(1));
    assert_eq!(plan.steps[1].note, "The whole tree.\nWho wins?");
    assert_eq!(plan.move_down(1), None, "the last step stays last");
    assert_eq!(plan.move_up(1), Some(0));
    assert_eq!(plan.move_up(0), None);
    plan.set_note(1, "x".repeat(MAX_NOTE_CHARS + 10));
    assert_eq!(plan.steps[1].note.chars().count(), MAX_NOTE_CHARS);
    let removed = plan.remove(0).expect("a step");
    assert_eq!(plan.steps.len(), 1);
    assert_eq!(plan.insert(0, removed.clone()), Some(0));
    assert_eq!(plan.steps[0], removed);
    while plan.has_room() {
        plan.insert(usize::MAX, removed.clone());
    }
    assert_eq!(plan.insert(0, removed), None, "full");
    assert_eq!(plan.clone().checked(), Ok(plan));
}

#[test]
fn a_remembered_plan_is_checked_like_a_file() {
    let saved = SavedLesson {
        plan: Some(two_steps()),
        path: Some(std::path::PathBuf::from("/tmp/lesson.ron")),
        dirty: true,
        current: Some(5),
        panel: true,
    }
    .sanitized();
    assert_eq!(saved.current, None, "past the last step");
    assert!(saved.dirty && saved.plan.is_some() && saved.path.is_some());
    let mut bad = two_steps();
    bad.steps[0].view = SharedView::default();
    let saved = SavedLesson {
        plan: Some(bad),
        path: Some(std::path::PathBuf::from("/tmp/lesson.ron")),
        dirty: true,
        current: Some(0),
        panel: true,
    }
    .sanitized();
    assert_eq!(
        (saved.plan, saved.path, saved.dirty, saved.current),
        (None, None, false, None)
    );
}
