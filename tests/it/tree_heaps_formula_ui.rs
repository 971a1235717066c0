//! The game-tree tab's heaps as a sum of different games (typed `GAME:SIZE` as `--heap` takes
//! them) and their Formula view: each heap's value read from its game, the XOR, the verdict and
//! the winning moves it names, hidden in classroom mode, and the sum kept across a restart.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};

use crate::support::{app_harness, assert_hides, assert_shows, click, en, run_until_still, step_until};

/// The app in heaps mode with the heaps' field empty, to be typed.
fn blank_heaps() -> AppState {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.heaps = HeapInputs {
        sizes: String::new(),
        ..HeapInputs::default()
    };
    state
}

/// Types `text` into the field labelled `label`.
fn type_into(harness: &mut Harness<'static, NimlabApp>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    run_until_still(harness);
    harness.get_by_label(label).type_text(text);
    run_until_still(harness);
}

#[test]
fn a_mixed_sum_typed_is_worked_out_by_the_xor_of_its_heaps_values() {
    let mut harness = app_harness(blank_heaps());
    // Nim 3 is worth 3; {1,3,4} 6 is worth 2 (g = 0,1,0,1,2,3,2 from 0): 3 XOR 2 = 1, a win.
    type_into(&mut harness, en().heap_tree.sizes, "nim:3 + 1,3,4:6");
    click(&mut harness, en().tree.view_formula);
    let wins = (en().heap_tree.xor_wins)(1);
    step_until(&mut harness, "the sum worked out", |h| {
        h.query_by_label(&wins).is_some()
    });
    assert_shows(&harness, "Nim 3 + {1,3,4} 6 = *3 + *2");
    assert_shows(
        &harness,
        &format!(
            "{} {}",
            (en().heap_tree.formula_heap)(1, "Nim", 3),
            (en().heap_tree.reading_nim)(3)
        ),
    );
    // XOR 0 again: Nim 3 down to 2, or {1,3,4} 6 down to 5 (worth 3).
    assert_shows(&harness, &(en().figure.sum_move)(1, 3, "2"));
    assert_shows(&harness, &(en().figure.sum_move)(2, 6, "5"));

    click(&mut harness, en().classroom);
    assert_shows(&harness, en().heap_tree.formula_hidden);
    assert_shows(&harness, "Nim 3 + {1,3,4} 6");
    assert_hides(&harness, &[&wins, "*3", &(en().figure.sum_move)(1, 3, "2")]);

    let remembered = harness.state().state();
    assert_eq!(remembered.tree.heaps.sizes, "nim:3 + 1,3,4:6");
}

#[test]
fn a_slip_in_a_mixed_sum_is_said_in_one_line() {
    let mut harness = app_harness(blank_heaps());
    type_into(&mut harness, en().heap_tree.sizes, "nim:3, 4");
    assert_shows(&harness, &(en().heap_tree.error_not_game_size)("4"));
}

#[test]
fn misere_nim_says_boutons_rule_and_other_misere_sums_say_no_xor_rule_holds() {
    let mut state = blank_heaps();
    state.tree.view = nimlab_model::tabs::tree::inputs::TreeView::Formula;
    state.tree.heaps.rule = nimlab_core::games::Rule::Misere;
    state.tree.heaps.sizes = "1,1,4".to_owned();
    let mut harness = app_harness(state);
    let big = en().heap_tree.misere_nim_big;
    step_until(&mut harness, "misère Nim worked out", |h| {
        h.query_by_label(big).is_some()
    });
    // The headline is Bouton's, not the normal-play theorem's.
    assert_shows(&harness, en().heap_tree.formula_title_misere_nim);
    assert_hides(
        &harness,
        &[en().heap_tree.formula_title, en().heap_tree.formula_intro],
    );
    // Bouton: leave an odd number of heaps of 1, so the 4 goes down to 1 (the XOR of 1,1,1 is 1).
    assert_shows(&harness, &(en().figure.sum_move)(3, 4, "1"));
    assert_hides(&harness, &[en().heap_tree.xor_moves]);

    let mut state = blank_heaps();
    state.tree.view = nimlab_model::tabs::tree::inputs::TreeView::Formula;
    state.tree.heaps.rule = nimlab_core::games::Rule::Misere;
    state.tree.heaps.sizes = "nim:3 + kayles:4".to_owned();
    let mut harness = app_harness(state);
    let no_rule = en().heap_tree.misere_no_rule;
    step_until(&mut harness, "the misère sum said", |h| {
        h.query_by_label(no_rule).is_some()
    });
    assert_shows(&harness, en().heap_tree.formula_title_misere_other);
    assert_hides(
        &harness,
        &[en().heap_tree.formula_title, en().heap_tree.formula_intro],
    );
}
