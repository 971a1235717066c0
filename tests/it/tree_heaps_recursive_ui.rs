//! The heaps' recursive view on the game-tree tab: the tree of Nim 3,4,5 from its start, a
//! collapsed node opened by a click, each repeated position marked with how often it occurs in
//! the full tree (checked against a slow count walked here), short-circuit evaluation greying
//! what the recursion never calls, and the view kept across a restart.

use std::collections::{BTreeSet, HashMap};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_core::games::Outcome;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph, PositionId};
use nimlab_core::watch::Unwatched;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::inputs::TreeView;

use crate::support::{
    app_harness, assert_hides, assert_shows, click, en, ko, labels, press_keys, run_until_still, step_until,
};

/// The app on the heaps' recursive tree of Nim with `sizes`.
fn heaps_tree(sizes: &str) -> AppState {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::Recursive;
    state.tree.heaps = HeapInputs {
        sizes: sizes.to_owned(),
        game: "nim".to_owned(),
        rule: Rule::Normal,
    };
    state
}

/// A tree node's accessible name: position, value ("W, g = 2") and how often it occurs.
fn tree_node(position: &str, value: &str, occurs: &str) -> String {
    let label = (en().heap_tree.node_label)(position, value);
    format!("{label}, {}", (en().heap_tree.occurs)(occurs))
}

/// "W, g = 2" for a Nim position of nim-sum `value`.
fn nim_value(value: u32) -> String {
    let outcome = if value == 0 { Outcome::Lose } else { Outcome::Win };
    let letter = en().tree.outcome_letter(outcome);
    format!("{letter}, {}", (en().position_dag.grundy_value)(value))
}

/// The labels of the tree's nodes on show, by the position they name.
fn tree_nodes<State>(harness: &Harness<'_, State>) -> Vec<(String, String)> {
    let prefix = (en().heap_tree.node_label)("", "");
    let prefix = prefix.split(':').next().expect("a prefix");
    labels(harness)
        .into_iter()
        .filter(|label| label.starts_with(prefix) && label.contains(", occurs "))
        .map(|label| {
            let position = label[prefix.len()..label.find(':').expect("a colon")].to_owned();
            (position, label)
        })
        .collect()
}

/// Nim's positions one move from `sizes`, each once, written as the engine writes them.
fn nim_children(sizes: &[u32]) -> BTreeSet<Vec<u32>> {
    let mut children = BTreeSet::new();
    for (heap, &size) in sizes.iter().enumerate() {
        for left in 0..size {
            let mut child: Vec<u32> = sizes.to_vec();
            child[heap] = left;
            child.retain(|&s| s > 0);
            child.sort_unstable();
            children.insert(child);
        }
    }
    children
}

/// How often each position occurs in the full tree from `sizes`, by walking every node.
fn slow_occurrences(sizes: &[u32], counts: &mut HashMap<String, u64>) {
    let written: Vec<String> = sizes.iter().map(u32::to_string).collect();
    *counts.entry(format!("({})", written.join(","))).or_default() += 1;
    for child in nim_children(sizes) {
        slow_occurrences(&child, counts);
    }
}

#[test]
fn nim_3_4_5_opens_a_collapsed_node_with_a_click() {
    let mut harness = app_harness(heaps_tree("3,4,5"));
    // 3 ⊕ 4 ⊕ 5 = 2: a win, and the start occurs once.
    let root = tree_node("(3,4,5)", &nim_value(2), "1");
    step_until(&mut harness, "the recursive tree of Nim 3,4,5", |h| {
        labels(h).contains(&root)
    });
    // (4,5) is one move away (the heap of 3 emptied), 4 ⊕ 5 = 1; its 3,093 nodes below are
    // folded away at the start.
    let four_five = tree_nodes(&harness)
        .into_iter()
        .find(|(position, _)| position == "(4,5)")
        .expect("(4,5) on show")
        .1;
    assert!(four_five.starts_with(&(en().heap_tree.node_label)("(4,5)", &nim_value(1))));
    assert!(
        four_five.contains(&(en().tree.hidden_nodes)("3,093")),
        "{four_five}"
    );
    let is_four_four = |(position, _): &(String, String)| position == "(4,4)";
    assert!(
        !tree_nodes(&harness).iter().any(is_four_four),
        "(4,4) is only under (4,5)"
    );
    // (4,5) is on show more than once (also under (2,4,5) and (1,4,5)): any of them opens.
    harness
        .query_all_by_label(&four_five)
        .next()
        .expect("on show")
        .click();
    run_until_still(&mut harness);
    // Its 9 moves appear under it: the heap of 4 to 0–3 and the heap of 5 to 0–4.
    let opened = tree_nodes(&harness);
    assert!(opened.iter().any(is_four_four), "{opened:?}");
    assert!(labels(&harness).contains(&(en().heap_tree.collapse)("(4,5)")));
    assert_shows(&harness, &(en().heap_tree.position_title)("(4,5)"));
    assert_eq!(nim_children(&[4, 5]).len(), 9);
}

#[test]
fn every_repeated_position_says_how_often_it_occurs_as_a_slow_count_finds() {
    let mut harness = app_harness(heaps_tree("1,3"));
    step_until(&mut harness, "the recursive tree of Nim 1,3", |h| {
        !tree_nodes(h).is_empty()
    });
    let mut counts = HashMap::new();
    slow_occurrences(&[1, 3], &mut counts);
    let shown = tree_nodes(&harness);
    // The whole tree of (1,3) is 24 nodes, all on show.
    assert_eq!(counts.values().sum::<u64>(), 24);
    assert_eq!(shown.len(), 24, "{shown:?}");
    let mut repeated = 0;
    for (position, label) in &shown {
        let count = counts[position];
        let said = (en().heap_tree.occurs)(&count.to_string());
        assert!(label.contains(&said), "{label} should say {said}");
        repeated += usize::from(count > 1);
    }
    assert!(repeated > 0, "(1,3) repeats positions");
    // The engine's exact counts say the same.
    let graph = PositionGraph::build(
        &[(HeapGame::Nim, 1), (HeapGame::Nim, 3)],
        Rule::Normal,
        Limits::default(),
        &mut Unwatched,
    )
    .expect("small");
    for id in graph.ids() {
        let position = graph.written(id);
        assert_eq!(graph.occurrences(id).to_string(), counts[&position].to_string());
    }
}

/// The short-circuit recursion walked out: each node of the full tree with whether it is called,
/// trying a position's moves in the engine's order and stopping after the first that leaves the
/// opponent lost.
fn short_circuit(graph: &PositionGraph, id: PositionId, called: bool, out: &mut Vec<(String, bool)>) {
    out.push((graph.written(id), called));
    let mut calling = called;
    for &child in graph.children(id) {
        short_circuit(graph, child, calling, out);
        if graph.outcome(child) == Outcome::Lose {
            calling = false;
        }
    }
}

#[test]
fn stop_at_first_win_greys_what_the_recursion_never_calls_and_a_restart_keeps_the_view() {
    let mut harness = app_harness(heaps_tree("1,3"));
    step_until(&mut harness, "the recursive tree of Nim 1,3", |h| {
        !tree_nodes(h).is_empty()
    });
    let greyed = |harness: &Harness<'static, NimlabApp>| {
        let mut nodes: Vec<(String, bool)> = tree_nodes(harness)
            .into_iter()
            .map(|(position, label)| (position, !label.contains(en().tree.node_not_visited)))
            .collect();
        nodes.sort();
        nodes
    };
    assert!(
        greyed(&harness).iter().all(|(_, called)| *called),
        "every move evaluated"
    );
    click(&mut harness, en().tree.evaluate_short_circuit);
    let graph = PositionGraph::build(
        &[(HeapGame::Nim, 1), (HeapGame::Nim, 3)],
        Rule::Normal,
        Limits::default(),
        &mut Unwatched,
    )
    .expect("small");
    let mut expected = Vec::new();
    short_circuit(&graph, graph.root(), true, &mut expected);
    expected.sort();
    let shown = greyed(&harness);
    assert_eq!(shown, expected);
    assert!(
        shown.iter().any(|(_, called)| !called),
        "some moves are never called"
    );

    let remembered = harness.state().state();
    let mut next_run = app_harness(remembered);
    step_until(&mut next_run, "the tree again after a restart", |h| {
        !tree_nodes(h).is_empty()
    });
    assert_eq!(
        greyed(&next_run),
        expected,
        "the view and its evaluation are kept"
    );
}

#[test]
fn classroom_mode_hides_the_trees_values_and_page_down_walks_only_the_heaps_views() {
    let mut harness = app_harness(heaps_tree("3,4,5"));
    let root = tree_node("(3,4,5)", &nim_value(2), "1");
    step_until(&mut harness, "the recursive tree of Nim 3,4,5", |h| {
        labels(h).contains(&root)
    });
    click(&mut harness, en().classroom);
    assert_shows(&harness, &tree_node("(3,4,5)", "?", "1"));
    assert_hides(&harness, &["g = ", ": W", ": L"]);
    click(&mut harness, en().classroom);

    let view = |harness: &Harness<'static, NimlabApp>| harness.state().tree_tab().inputs.view;
    press_keys(&mut harness, egui::Key::PageDown, 1);
    assert_eq!(view(&harness), TreeView::DynamicProgramming);
    press_keys(&mut harness, egui::Key::PageDown, 1);
    assert_eq!(view(&harness), TreeView::Formula);
    press_keys(&mut harness, egui::Key::PageDown, 1);
    assert_eq!(
        view(&harness),
        TreeView::Formula,
        "heaps have no growth chart or Play"
    );
    press_keys(&mut harness, egui::Key::PageUp, 2);
    assert_eq!(view(&harness), TreeView::Recursive);
    assert_shows(&harness, &root);
}

#[test]
fn the_zoom_keys_zoom_the_heaps_views_and_zero_fits_the_whole_tree() {
    let mut harness = app_harness(heaps_tree("3,4,5"));
    let root = tree_node("(3,4,5)", &nim_value(2), "1");
    step_until(&mut harness, "the recursive tree of Nim 3,4,5", |h| {
        labels(h).contains(&root)
    });
    run_until_still(&mut harness);
    let width = |harness: &Harness<'static, NimlabApp>| harness.get_by_label(&root).rect().width();
    let opened = width(&harness);
    press_keys(&mut harness, egui::Key::Minus, 1);
    run_until_still(&mut harness);
    let smaller = width(&harness);
    assert!(smaller < opened * 0.9, "− zooms out: {opened} → {smaller}");
    press_keys(&mut harness, egui::Key::Num0, 1);
    run_until_still(&mut harness);
    let nim = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
    assert_whole_tree_in_canvas(&harness, nodes_on_show(&nim, Rule::Normal));
}

/// How many nodes the view opens with from `start`: the engine's tree within the view's budget
/// of 40 nodes.
fn nodes_on_show(start: &[(HeapGame, u32)], rule: Rule) -> usize {
    let graph = PositionGraph::build(start, rule, Limits::default(), &mut Unwatched).expect("small");
    nimlab_core::games::positions::PositionTree::build(&graph, &HashMap::new(), 40)
        .nodes
        .len()
}

/// Every node of the tree on show (`nodes` of them) has its box inside the canvas.
fn assert_whole_tree_in_canvas(harness: &Harness<'static, NimlabApp>, nodes: usize) {
    let canvas = harness.get_by_label(en().heap_tree.tree_canvas).rect();
    let shown = tree_nodes(harness);
    assert_eq!(shown.len(), nodes, "{shown:?}");
    for (position, label) in shown {
        for node in harness.query_all_by_label(&label) {
            let rect = node.rect();
            assert!(
                canvas.contains_rect(rect),
                "{position}: {rect:?} outside {canvas:?}"
            );
        }
    }
}

#[test]
fn the_tree_opens_readable_and_fit_shows_it_whole_in_a_small_window() {
    let mut state = heaps_tree("3,4,5");
    state.tree.heaps.game = "0.77".to_owned();
    state.tree.heaps.sizes = "5".to_owned();
    state.tree.heaps.rule = Rule::Misere;
    let mut harness = crate::support::app_harness_sized(state, egui::vec2(800.0, 600.0));
    step_until(&mut harness, "the recursive tree of Kayles from 5", |h| {
        !tree_nodes(h).is_empty()
    });
    run_until_still(&mut harness);
    // Opened, the start's box is wide enough for its value under its heaps.
    let start = tree_nodes(&harness)
        .into_iter()
        .find(|(position, _)| position == "(5)")
        .expect("the start on show")
        .1;
    assert!(harness.get_by_label(&start).rect().width() > 40.0);
    click(&mut harness, en().tree.fit_to_view);
    run_until_still(&mut harness);
    let graph = PositionGraph::build(
        &[(nimlab_core::games::grundy::parse_spec("0.77").expect("Kayles"), 5)],
        Rule::Misere,
        Limits::default(),
        &mut Unwatched,
    )
    .expect("small");
    let nodes = nimlab_core::games::positions::PositionTree::build(&graph, &HashMap::new(), 40)
        .nodes
        .len();
    assert_whole_tree_in_canvas(&harness, nodes);
    let line = (en().heap_tree.tree_summary)("1", "1", "0");
    assert!(line.starts_with("1 node on show"), "{line}");
    assert!((ko().heap_tree.tree_summary)("1", "1", "0").contains("노드 1개"));
}
