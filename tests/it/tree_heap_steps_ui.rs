//! The heaps' step-through: Nim on heaps 1 and 2 walked call by call, the call stack naming
//! positions and the seed's recursion marking its running line, worked out by hand; played to
//! the end, the last return is the root's value; the keys, Korean, classroom mode and a restart.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab_core::games::Rule;
use nimlab_core::games::recursive::Evaluation;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::inputs::TreeView;

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::watch::Unwatched;

use crate::support::tree::marked_lines;
use crate::support::{
    app_harness, assert_hides, assert_shows, click, en, ko, labels, run_until_still, step_until,
};

/// The tab on heaps `sizes` of Nim under the normal rule, the recursion in `evaluation`, on the
/// DP view, whose DAG marks what the recursion has worked out.
fn heaps(sizes: &str, evaluation: Evaluation) -> AppState {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::DynamicProgramming;
    state.tree.heaps = HeapInputs {
        sizes: sizes.to_owned(),
        game: "nim".to_owned(),
        rule: Rule::Normal,
    };
    state.tree.evaluation = evaluation;
    state
}

/// Waits for the graph, then turns the step-through on.
fn start(harness: &mut Harness<'static, NimlabApp>, step_through: &str) {
    step_until(harness, "the step-through's switch", |h| {
        h.query_by_label(step_through).is_some()
    });
    click(harness, step_through);
}

/// Presses the Step button `steps` times.
fn step(harness: &mut Harness<'static, NimlabApp>, steps: usize) {
    for _ in 0..steps {
        click(harness, en().tree.step_forward);
    }
}

#[test]
fn nim_1_2_steps_through_grundy_with_its_call_stack_and_ends_on_the_roots_value() {
    let mut harness = app_harness(heaps("1,2", Evaluation::Full));
    start(&mut harness, en().tree.step_through);
    assert_shows(&harness, &(en().code.panel_label)(en().code.listing_grundy));
    assert_shows(&harness, en().code.not_started);
    // Worked by hand: (1,2) calls (2), which calls (1), which calls () — no move, worth 0.
    step(&mut harness, 4);
    assert_eq!(
        marked_lines(&harness),
        ["Line 8: s.insert(Grundy(q)); — p = (1), s = {}, q = ()"]
    );
    assert_shows(&harness, &(en().code.position_call)("()"));
    for entry in ["(1,2)", "→ (2)", "→ (1)", "→ ()"] {
        assert_shows(&harness, entry);
    }
    // On the DAG, the running positions are marked and none has a value yet.
    let dag = |position: &str, step: &str| format!("{}{step}", (en().heap_tree.node_label)(position, "?"));
    assert_shows(&harness, &dag("(1,2)", en().tree.step_running));
    assert_shows(&harness, &dag("()", en().tree.step_running));
    assert_shows(&harness, &dag("(1,1)", en().tree.step_waiting));
    step(&mut harness, 1);
    assert_eq!(marked_lines(&harness), ["Line 5: return 0; — p = ()"]);
    assert_shows(&harness, &(en().code.position_return)("()", "g = 0"));
    assert_hides(&harness, &["→ ()"]);
    // () has returned: the DAG shows its value, the DP's memo.
    assert_shows(&harness, &(en().heap_tree.node_label)("()", "L, g = 0"));
    // (1) returns mex{0} = 1, then (2) calls its second move, to ().
    step(&mut harness, 2);
    assert_eq!(
        marked_lines(&harness),
        ["Line 8: s.insert(Grundy(q)); — p = (2), s = {1}, q = ()"]
    );
    assert_shows(&harness, &(en().tree.step_count)(7, 20));
    // Played to the end: 10 calls and 10 returns, the last the root's, mex{2, 0, 1} = 3.
    harness.key_press(Key::Space);
    step_until(&mut harness, "the recursion played to its end", |h| {
        h.query_by_label(&(en().tree.step_count)(20, 20)).is_some()
    });
    assert_eq!(
        marked_lines(&harness),
        ["Line 9: return mex(s); — p = (1,2), s = {0, 1, 2}, mex(s) = 3"]
    );
    assert_shows(&harness, &(en().code.position_return)("(1,2)", "g = 3"));
    // The root as the DAG draws it: worth 3 = 1 xor 2.
    let root = (en().heap_tree.node_label)("(1,2)", "W, g = 3");
    assert_shows(&harness, &root);
    // The stack is empty because the recursion is over, not because it has not begun.
    assert_shows(&harness, &(en().heap_tree.recursion_finished)("(1,2)", "g = 3"));
    assert_hides(&harness, &[en().tree.call_stack_empty]);
}

#[test]
fn stop_at_the_first_win_walks_win_and_the_keys_step_it() {
    let mut harness = app_harness(heaps("1,2", Evaluation::ShortCircuit));
    start(&mut harness, en().tree.step_through);
    assert_shows(&harness, &(en().code.panel_label)(en().code.listing_win));
    // Win(1,2) tries (2), a win for the opponent, then (1,1), a loss: it returns true there,
    // after 16 steps, and never calls (1).
    harness.key_press(Key::End);
    run_until_still(&mut harness);
    assert_shows(&harness, &(en().tree.step_count)(16, 16));
    assert_eq!(
        marked_lines(&harness),
        ["Line 8: return true; — p = (1,2), q = (1,1)"]
    );
    harness.key_press(Key::ArrowLeft);
    run_until_still(&mut harness);
    assert_eq!(marked_lines(&harness), ["Line 9: return false; — p = (1,1)"]);
    assert_shows(&harness, &(en().code.position_return)("(1,1)", en().lose));
    harness.key_press(Key::Home);
    run_until_still(&mut harness);
    assert_shows(&harness, en().code.not_started);
    harness.key_press(Key::ArrowRight);
    run_until_still(&mut harness);
    assert_eq!(
        marked_lines(&harness),
        ["Line 1: bool Win(Position p) — p = (1,2)"]
    );
}

#[test]
fn in_korean_and_in_classroom_mode_the_values_are_hidden() {
    let mut state = heaps("1,2", Evaluation::Full);
    state.language = Language::Korean;
    state.classroom = true;
    let mut harness = app_harness(state);
    start(&mut harness, ko().tree.step_through);
    assert_shows(&harness, &(ko().code.panel_label)(ko().code.listing_grundy));
    for _ in 0..5 {
        click(&mut harness, ko().tree.step_forward);
    }
    // () returns by the base case, whose line says its value: it is not marked.
    assert!(marked_lines(&harness).is_empty(), "{:?}", marked_lines(&harness));
    assert_shows(&harness, &(ko().code.line_hidden)("p = ()"));
    assert_shows(&harness, &(ko().code.position_return)("()", "?"));
    // (1) returns mex(s) whatever its value: the line is marked, the set and its mex hidden.
    click(&mut harness, ko().tree.step_forward);
    assert_eq!(
        marked_lines(&harness),
        ["9행: return mex(s); — p = (1), s = ?, mex(s) = ?"]
    );
    assert_shows(&harness, &(ko().code.position_return)("(1)", "?"));
    // At the end the stack says the recursion finished, without the start's value.
    harness.key_press(Key::End);
    run_until_still(&mut harness);
    assert_shows(&harness, ko().heap_tree.recursion_finished_hidden);
}

#[test]
fn a_restart_resumes_the_steps_of_the_same_start_and_a_new_start_resets_them() {
    let mut harness = app_harness(heaps("1,2", Evaluation::Full));
    start(&mut harness, en().tree.step_through);
    step(&mut harness, 5);
    let line = ["Line 5: return 0; — p = ()"];
    assert_eq!(marked_lines(&harness), line);
    let remembered = harness.state().state();
    let mut next_run = app_harness(remembered);
    step_until(&mut next_run, "the steps restored", |h| {
        h.query_by_label(&(en().tree.step_count)(5, 20)).is_some()
    });
    assert_eq!(marked_lines(&next_run), line);
    // Another start: the step-through is off until asked for again.
    next_run.state_mut().tree_tab_mut().inputs.heaps.sizes = "2,2".to_owned();
    step_until(&mut next_run, "the new start's graph", |h| {
        h.query_by_label(&(en().heap_tree.node_label)("(2,2)", "L, g = 0"))
            .is_some()
    });
    assert!(marked_lines(&next_run).is_empty());
    let count = (en().tree.step_count)(5, 20);
    assert_hides(&next_run, &[count.as_str()]);
}

#[test]
fn on_the_recursive_tree_choosing_to_stop_at_the_first_win_keeps_the_point_of_the_recursion() {
    let mut state = heaps("1,2", Evaluation::Full);
    state.tree.view = TreeView::Recursive;
    let mut harness = app_harness(state);
    start(&mut harness, en().tree.step_through);
    step(&mut harness, 4);
    // Both recursions go down (1,2) → (2) → (1) → () first.
    click(&mut harness, en().tree.evaluate_short_circuit);
    assert_shows(&harness, &(en().code.panel_label)(en().code.listing_win));
    assert_eq!(marked_lines(&harness), ["Line 7: if(!Win(q)) — p = (1), q = ()"]);
    assert_shows(&harness, &(en().tree.step_count)(4, 16));
    // The tree marks the running calls, (1,2) → (2) → (1) → (), and what is not called yet.
    let running = labels(&harness)
        .into_iter()
        .filter(|label| label.ends_with(en().tree.step_running))
        .count();
    assert_eq!(running, 4);
    let waiting = labels(&harness)
        .into_iter()
        .filter(|label| label.ends_with(en().tree.step_waiting))
        .count();
    assert_eq!(waiting, 6, "the 10 nodes less the 4 running");
    click(&mut harness, en().tree.evaluate_all);
    assert_shows(&harness, &(en().tree.step_count)(4, 20));
}

/// The boxes on show named "Position …: value" (the tree's nodes or the DAG's positions): each
/// position with whether its value shows, and the whole label.
fn position_boxes(harness: &Harness<'static, NimlabApp>) -> Vec<(String, bool, String)> {
    let prefix = (en().heap_tree.node_label)("", "");
    let prefix = prefix.split(':').next().expect("a prefix").to_owned();
    labels(harness)
        .into_iter()
        .filter(|label| label.starts_with(&prefix) && label.contains(": "))
        .map(|label| {
            let colon = label.find(": ").expect("a colon");
            let position = label[prefix.len()..colon].to_owned();
            let known = !label[colon + 2..].starts_with('?');
            (position, known, label)
        })
        .collect()
}

#[test]
fn the_recursive_tree_follows_the_newest_call_and_the_dag_fills_what_a_collapsed_call_worked_out() {
    let mut state = heaps("3,4,5", Evaluation::Full);
    state.tree.view = TreeView::Recursive;
    let mut harness = app_harness(state);
    start(&mut harness, en().tree.step_through);
    let canvas = harness.get_by_label(en().heap_tree.tree_canvas).rect();
    // What a collapsed node's name adds: ", +3,093 nodes", the count between the two parts.
    let hidden_below = (en().tree.hidden_nodes)("\u{0}");
    let (before, after) = hidden_below.split_once('\u{0}').expect("a count");
    let collapsed = |label: &str| label.contains(&format!(", {before}")) && label.contains(after);
    let mut collapsed_returned = false;
    for steps in 1..=200 {
        step(&mut harness, 1);
        // The newest call (innermost running) is on screen, whole, however deep it is.
        let newest = position_boxes(&harness)
            .into_iter()
            .filter(|(_, _, label)| label.ends_with(en().tree.step_running))
            .map(|(_, _, label)| harness.get_by_label(&label).rect())
            .max_by(|a, b| a.top().total_cmp(&b.top()));
        if let Some(rect) = newest {
            assert!(
                canvas.contains_rect(rect),
                "step {steps}: {rect:?} outside {canvas:?}"
            );
        }
        collapsed_returned = position_boxes(&harness)
            .iter()
            .any(|(_, known, label)| *known && collapsed(label) && !label.ends_with(en().tree.step_running));
        if collapsed_returned {
            break;
        }
    }
    assert!(collapsed_returned, "a collapsed node returns within 200 steps");
    // On the DAG, every position filled has every position it reads filled too: the collapsed
    // call worked out its whole subtree before it returned.
    harness.state_mut().tree_tab_mut().inputs.view = TreeView::DynamicProgramming;
    run_until_still(&mut harness);
    let start = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
    let graph = PositionGraph::build(&start, Rule::Normal, Limits::default(), &mut Unwatched).expect("small");
    let boxes = position_boxes(&harness);
    let known: std::collections::HashMap<&str, bool> = boxes
        .iter()
        .map(|(position, known, _)| (position.as_str(), *known))
        .collect();
    let mut checked = 0;
    for id in graph.ids() {
        let position = graph.written(id);
        if known.get(position.as_str()) != Some(&true) {
            continue;
        }
        for &child in graph.children(id) {
            let child = graph.written(child);
            assert_ne!(
                known.get(child.as_str()),
                Some(&false),
                "{position} filled before {child}"
            );
            checked += 1;
        }
    }
    assert!(checked > 3, "some filled position reads others: {boxes:?}");
    assert_eq!(
        known.get("(3,4,5)"),
        Some(&false),
        "the start is still being worked out"
    );
}
