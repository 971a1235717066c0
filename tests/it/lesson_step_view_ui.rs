//! A lesson's step brings back what classroom mode had revealed and the part of each canvas on
//! show, as a restart does: on the coin game's tree (nodes answered, zoomed in), on heaps of a
//! game (a position answered) and on the Grundy tab (a value revealed), with the Lesson panel
//! open at 1280×800 (at 800×600 beside the panel the tree's nodes are too small to click). A step whose
//! revealed node no longer exists opens without it; a hostile camera or a flood of reveals is
//! refused with its reason.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::lesson_plan::{LessonPlan, LessonStep, PlanProblem, SavedLesson};
use nimlab_model::shared_view::{SharedView, ViewPart, ViewProblem};
use nimlab_model::tabs::reveals::SavedReveals;
use nimlab_model::tabs::saved_camera::SavedCamera;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::progress::SavedTreeProgress;

use crate::support::files::fresh_folder;
use crate::support::tree::{node, tree_state};
use crate::support::{
    app_harness_sized, assert_shows, assert_shows_part, click, en, labels, press_keys, run_until_still,
    settle, step_until, wait_for_files,
};

type App = Harness<'static, NimlabApp>;

fn projector() -> egui::Vec2 {
    egui::vec2(1280.0, 800.0)
}

/// `state` in classroom mode with the Lesson panel open, at 800×600.
fn classroom_harness(mut state: AppState) -> App {
    state.classroom = true;
    state.lesson.panel = true;
    let mut harness = app_harness_sized(state, projector());
    settle(&mut harness);
    harness
}

/// Clicks the class's answer: the one W or L button under the question.
fn answer(harness: &mut App, outcome: Outcome) {
    let letter = en().tree.outcome_letter(outcome);
    let buttons: Vec<_> = harness
        .query_all_by_label(letter)
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::Button)
        .collect();
    assert_eq!(buttons.len(), 1, "one {letter} button");
    buttons[0].click();
    run_until_still(harness);
}

/// The part of the coin game's tree on show, as a step keeps it.
fn tree_camera(harness: &App) -> Option<SavedCamera> {
    harness.state().state().tree_progress.cameras.tree
}

/// The two parts are the same part of the picture, to the width of a node's outline.
fn same_part(a: SavedCamera, b: SavedCamera) -> bool {
    let close = |x: f32, y: f32| (x - y).abs() <= 0.02 * x.abs().max(y.abs()).max(1.0);
    close(a.centre.0, b.centre.0)
        && close(a.centre.1, b.centre.1)
        && close(a.span.0, b.span.0)
        && close(a.span.1, b.span.1)
}

/// 6 coins, take 1 or 2, normal play (whoever takes the last coin wins): the multiples of 3
/// are lost.
fn six_coins(view: TreeView) -> AppState {
    let mut state = tree_state(view, "6", "1,2");
    state.tree.rule = Rule::Normal;
    state
}

/// Goes to step `at` of the open plan and lets its analyses come.
fn go_to_step(harness: &mut App, at: usize) {
    harness.state_mut().go_to_step(at);
    settle(harness);
}

#[test]
fn a_step_brings_back_the_revealed_nodes_and_the_zoom_and_so_does_a_restart() {
    let mut harness = classroom_harness(six_coins(TreeView::Recursive));
    // 6 is lost (a multiple of 3), 5 (after taking 1) is won.
    click(&mut harness, &node(6, None, ""));
    answer(&mut harness, Outcome::Lose);
    click(&mut harness, &node(5, None, "1"));
    answer(&mut harness, Outcome::Win);
    assert_shows(&harness, &node(6, Some(Outcome::Lose), ""));
    assert_eq!(tree_camera(&harness), None, "the tree is fitted");
    press_keys(&mut harness, Key::Plus, 4);
    let zoomed = tree_camera(&harness).expect("zoomed in");
    click(&mut harness, en().lesson_plan.add);
    let kept = harness.state().lesson_plan().expect("a plan").steps()[0]
        .view
        .clone();
    let progress = kept.tree_progress.clone().expect("the tree's progress");
    assert_eq!(progress.revealed, SavedReveals::new(false, [vec![], vec![1]]));
    assert!(same_part(progress.cameras.tree.expect("kept"), zoomed));

    // Everything else: the whole tree fitted, every value revealed.
    press_keys(&mut harness, Key::Num0, 1);
    click(&mut harness, en().classroom_reveal_all);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "2"));
    assert_eq!(tree_camera(&harness), None);

    go_to_step(&mut harness, 0);
    let back = |harness: &App| {
        // Zoomed in, the root is above the canvas: what is drawn shows 5 answered, its
        // neighbours hidden, and the reveals kept name the root as well.
        assert_shows(harness, &node(5, Some(Outcome::Win), "1"));
        assert_shows_part(harness, &node(4, None, "1"));
        let revealed = harness.state().state().tree_progress.revealed;
        assert_eq!(revealed, SavedReveals::new(false, [vec![], vec![1]]));
        let camera = tree_camera(harness).expect("zoomed as the step was");
        assert!(same_part(camera, zoomed), "{camera:?} is not {zoomed:?}");
    };
    back(&harness);

    // A restart reads the same part of the remembered state.
    let text = ron::to_string(&harness.state().state()).expect("plain data");
    let remembered: AppState = ron::from_str(&text).expect("reads back");
    let mut next_run = app_harness_sized(remembered, projector());
    settle(&mut next_run);
    back(&next_run);
}

#[test]
fn a_step_brings_back_a_position_answered_on_heaps_and_a_value_revealed_on_the_grundy_tab() {
    let mut state = tree_state(TreeView::Recursive, "6", "1,2");
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.heaps = HeapInputs {
        sizes: "1,2".to_owned(),
        game: "nim".to_owned(),
        rule: Rule::Normal,
    };
    let mut harness = classroom_harness(state);
    let strings = en();
    let heap_node = |position: &str, value: &str, occurs: &str| {
        let label = (strings.heap_tree.node_label)(position, value);
        format!("{label}, {}", (strings.heap_tree.occurs)(occurs))
    };
    step_until(&mut harness, "the tree of Nim (1,2)", |h| {
        labels(h).contains(&heap_node("(1,2)", "?", "1"))
    });
    click(&mut harness, &heap_node("(1,1)", "?", "1"));
    answer(&mut harness, Outcome::Lose);
    // 1 XOR 1 = 0: lost.
    let one_one = (strings.position_dag.grundy_value)(0);
    let one_one = format!("{}, {one_one}", strings.tree.outcome_letter(Outcome::Lose));
    assert_shows(&harness, &heap_node("(1,1)", &one_one, "1"));
    click(&mut harness, strings.lesson_plan.add);

    // The Grundy tab ({1,3,4}): g(2) revealed, worked out from its mex.
    click(&mut harness, strings.tab_grundy);
    click(&mut harness, &(strings.grundy.grundy_row_label)(2, "?"));
    click(&mut harness, &(strings.grundy.grundy_reveal)(2));
    assert_shows(&harness, &(strings.grundy.grundy_row_label)(2, "0"));
    click(&mut harness, strings.lesson_plan.add);

    // Everything hidden again on both tabs.
    click(&mut harness, strings.classroom);
    click(&mut harness, strings.classroom);
    assert_shows(&harness, &(strings.grundy.grundy_row_label)(2, "?"));

    go_to_step(&mut harness, 0);
    step_until(&mut harness, "the heaps' tree again", |h| {
        labels(h).contains(&heap_node("(1,2)", "?", "1"))
    });
    assert_shows(&harness, &heap_node("(1,1)", &one_one, "1"));
    go_to_step(&mut harness, 1);
    assert_eq!(harness.state().state().tab, Tab::Grundy);
    assert_shows(&harness, &(strings.grundy.grundy_row_label)(2, "0"));
    assert_shows(&harness, &(strings.grundy.grundy_row_label)(3, "?"));
}

/// A plan of one step on the coin game's tree (6 coins, take 1 or 2, normal play) in classroom mode, with
/// `progress`.
fn one_step_plan(progress: SavedTreeProgress) -> LessonPlan {
    let view = SharedView {
        tab: Some(Tab::GameTree),
        tree: Some(six_coins(TreeView::Recursive).tree),
        classroom: Some(true),
        tree_progress: Some(progress),
        ..SharedView::default()
    };
    LessonPlan {
        steps: vec![LessonStep {
            note: "Which positions are lost?".to_owned(),
            view,
        }],
        ..LessonPlan::default()
    }
}

#[test]
fn a_revealed_node_the_game_no_longer_has_is_dropped_and_hostile_steps_are_refused() {
    // Take 1 or 2 from 6: no game takes 3, so the path [3] names no node.
    let plan = one_step_plan(SavedTreeProgress {
        revealed: SavedReveals::new(false, [vec![], vec![3], vec![9, 9, 9]]),
        ..SavedTreeProgress::default()
    });
    let state = AppState {
        lesson: SavedLesson {
            plan: Some(plan),
            panel: true,
            ..SavedLesson::default()
        },
        ..tree_state(TreeView::Formula, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, projector());
    settle(&mut harness);
    go_to_step(&mut harness, 0);
    assert_shows(&harness, &node(6, Some(Outcome::Lose), ""));
    assert_shows(&harness, &node(5, None, "1"));
    let kept = harness.state().state().tree_progress.revealed;
    assert_eq!(kept, SavedReveals::new(false, [vec![]]), "only the root exists");

    // A NaN zoom and a thousand and one revealed nodes: each plan file refused, its step named.
    let folder = fresh_folder("lesson_step_view_hostile");
    let nan = "LessonPlan(steps: [(view: (tab: GameTree, tree_progress: (cameras: (tree: Some((centre: (NaN, 1.0), span: (4.0, 3.0)))))))])";
    let flood = format!(
        "LessonPlan(steps: [(view: (tab: GameTree, tree_progress: (revealed: (shown: [{}]))))])",
        "[1],".repeat(1_001)
    );
    for (name, text) in [("nan.ron", nan.to_owned()), ("flood.ron", flood)] {
        let path = folder.join(name);
        std::fs::write(&path, text).expect("written");
        harness.state_mut().answer_dialogs_with(Some(path.clone()));
        click(&mut harness, en().lesson_plan.open);
        wait_for_files(&mut harness);
        let problem = PlanProblem::BadStep(1, ViewProblem::OutOfBounds(ViewPart::TreeProgress));
        let why = nimlab::app::plan_refusal_why(problem, en());
        assert_shows_part(
            &harness,
            &(en().lesson_plan.refused)(&path.display().to_string(), &why),
        );
        let steps = harness.state().lesson_plan().map(|plan| plan.steps().len());
        assert_eq!(steps, Some(1), "the plan open before stays");
    }
}
