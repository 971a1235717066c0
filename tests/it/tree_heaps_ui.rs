//! The game-tree tab's heaps of a game: typed heaps and game drawn as the DAG of their
//! positions, a clicked position worked out in the side panel, classroom mode hiding every
//! value, and the choice and inputs kept across a restart.

use std::collections::BTreeSet;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::i18n::numbers::grouped;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::inputs::TreeView;

use crate::support::{
    app_harness, assert_hides, assert_shows, assert_shows_part, click, en, labels, run_until_still,
    step_until,
};

/// A node's accessible name with `value` ("W, g = 2", or "?" while hidden).
fn node(position: &str, value: &str) -> String {
    (en().heap_tree.node_label)(position, value)
}

/// Nim (3,4,5)'s root as drawn: 3 ⊕ 4 ⊕ 5 = 2, a win.
fn root_shown() -> String {
    let value = (en().position_dag.grundy_value)(2);
    node(
        "(3,4,5)",
        &format!("{}, {value}", en().tree.outcome_letter(Outcome::Win)),
    )
}

/// Types `text` into the field labelled `label`.
fn type_into(harness: &mut Harness<'static, NimlabApp>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    run_until_still(harness);
    harness.get_by_label(label).type_text(text);
    run_until_still(harness);
}

/// The app on the coin game with the heaps' fields empty, to be typed, and the DP view chosen.
fn blank_heaps() -> AppState {
    let mut state = AppState::default();
    state.tree.view = TreeView::DynamicProgramming;
    state.tree.heaps = HeapInputs {
        sizes: String::new(),
        game: String::new(),
        ..HeapInputs::default()
    };
    state
}

#[test]
fn nim_3_4_5_typed_is_drawn_as_its_48_positions_and_its_root_worked_out() {
    let mut harness = app_harness(blank_heaps());
    click(&mut harness, en().heap_tree.kind_heaps);
    type_into(&mut harness, en().heap_tree.sizes, "3,4,5");
    type_into(&mut harness, en().heap_tree.game, "Nim");
    let root = root_shown();
    step_until(&mut harness, "the root of Nim (3,4,5) drawn", |h| {
        h.query_by_label(&root).is_some()
    });
    // Every multiset of heap sizes a position of (3,4,5) can hold, written sorted without the
    // empty heaps as the engine writes a position: 48 of them.
    let mut positions = BTreeSet::new();
    for a in 0..=3u32 {
        for b in 0..=4u32 {
            for c in 0..=5u32 {
                let mut sizes: Vec<u32> = [a, b, c].into_iter().filter(|&s| s > 0).collect();
                sizes.sort_unstable();
                let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
                positions.insert(format!("({})", sizes.join(",")));
            }
        }
    }
    assert_eq!(positions.len(), 48);
    let shown = labels(&harness);
    for position in &positions {
        let prefix = node(position, "");
        assert!(
            shown.iter().any(|label| label.starts_with(&prefix)),
            "{position} is not drawn: {shown:?}"
        );
    }
    // The only winning move from (3,4,5): the heap of 3 down to 1, leaving nim-sum 0.
    click(&mut harness, &root);
    assert_shows(
        &harness,
        &format!("{}  (1,4,5)", (en().figure.sum_move)(1, 3, "1")),
    );
    assert_shows(&harness, &(en().heap_tree.mex)("0, 1, 3, 4, 5, 6, 7", 2));
    assert_shows(&harness, &(en().heap_tree.distinct)("48"));
    assert_shows(&harness, &(en().heap_tree.tree_nodes)("219,447"));
}

#[test]
fn classroom_mode_hides_the_values_and_a_restart_restores_the_heaps() {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::DynamicProgramming;
    let mut harness = app_harness(state);
    step_until(&mut harness, "the root of Nim (3,4,5) drawn", |h| {
        h.query_by_label(&root_shown()).is_some()
    });
    click(&mut harness, en().classroom);
    let hidden_root = node("(3,4,5)", "?");
    assert_shows(&harness, &hidden_root);
    click(&mut harness, &hidden_root);
    assert_shows(&harness, en().heap_tree.hidden);
    assert_hides(&harness, &["g = ", ": W", ": L", en().heap_tree.winning_moves]);

    let remembered = harness.state().state();
    assert_eq!(remembered.tree.kind, TreeGameKind::Heaps);
    let next_run = app_harness(remembered);
    let inputs = &next_run.state().tree_tab().inputs;
    assert_eq!(inputs.kind, TreeGameKind::Heaps);
    assert_eq!(inputs.heaps, HeapInputs::default());
    assert_shows(&next_run, &hidden_root);
}

#[test]
fn a_refused_start_typed_after_a_valid_one_says_the_tree_drawn_is_the_last_one_built() {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::DynamicProgramming;
    let mut harness = app_harness(state);
    step_until(&mut harness, "the root of Nim (3,4,5) drawn", |h| {
        h.query_by_label(&root_shown()).is_some()
    });
    let nim_3_4_5 = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
    let drawn = (en().heap_tree.drawn_stale)(&en().start_words(&nim_3_4_5), en().rule(Rule::Normal));
    assert_hides(&harness, &[drawn.as_str()]);

    // Two heaps of 1000 reach 501,501 positions: refused before any work.
    harness.get_by_label(en().heap_tree.sizes).click();
    run_until_still(&mut harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label(en().heap_tree.sizes).type_text("1000,1000");
    run_until_still(&mut harness);
    assert_shows_part(&harness, &grouped("501501"));
    assert_shows(&harness, &drawn);
    // Still Nim (3,4,5)'s tree underneath, faded, not the heaps typed.
    assert_shows(&harness, &root_shown());
}

#[test]
fn a_huge_exact_count_in_the_side_panel_is_written_short() {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::DynamicProgramming;
    state.tree.heaps.sizes = "60".to_owned();
    let mut harness = app_harness(state);
    // One Nim heap of n stands for a tree of 2ⁿ nodes: 2⁶⁰ = 1152921504606846976.
    let nodes = (en().heap_tree.tree_nodes)("1.15×10¹⁸");
    step_until(&mut harness, "Nim 60's counts in the panel", |h| {
        h.query_by_label(&nodes).is_some()
    });
    assert_hides(&harness, &["1152921504606846976", "1,152,921,504,606,846,976"]);
}
