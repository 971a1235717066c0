//! The tree tab's heaps and the Grundy tab linked: Show as a tree on the Grundy tab's game, a
//! value and its sum lands in the tree tab's heaps mode with those heaps; the tree's selected
//! position is named in the Grundy tab's words and opens there as a sum; and a shared link
//! carries heaps mode whole, while a hostile one is refused or refused work.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::share::{LinkFrom, LinkRefusal, SharedView, ViewLink as _};
use nimlab::app::{AppState, Tab};
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::inputs::{TreeInputs, TreeView};

use crate::support::{app_harness, assert_shows, click, en, step_until};

fn on_grundy_tab() -> AppState {
    AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    }
}

#[test]
fn show_the_sum_as_a_tree_lands_in_heaps_mode_with_the_sum() {
    let mut state = on_grundy_tab();
    state.grundy.heaps = vec![
        HeapInput {
            game: "nim".to_owned(),
            size: 3,
        },
        HeapInput {
            game: "1,3,4".to_owned(),
            size: 6,
        },
    ];
    state.grundy.sum_rule = Rule::Normal;
    let mut harness = app_harness(state);
    click(&mut harness, en().heap_tree.show_sum_as_tree);
    let now = harness.state().state();
    assert_eq!(now.tab, Tab::GameTree);
    assert_eq!(now.tree.kind, TreeGameKind::Heaps);
    assert_eq!(now.tree.heaps.sizes, "nim:3 + 1,3,4:6");
    assert_eq!(now.tree.heaps.rule, Rule::Normal);
    // The sum's own verdict, now the tree's: 3 XOR 2 = 1.
    click(&mut harness, en().tree.view_formula);
    let wins = (en().heap_tree.xor_wins)(1);
    step_until(&mut harness, "the sum worked out in the tree tab", |h| {
        h.query_by_label(&wins).is_some()
    });
}

#[test]
fn show_the_game_or_a_value_as_a_tree_is_one_heap_of_the_game() {
    // The Grundy tab opens on the take set {1,3,4}.
    let mut harness = app_harness(on_grundy_tab());
    step_until(&mut harness, "the values computed", |h| {
        h.query_by_label(en().heap_tree.show_game_as_tree).is_some()
    });
    click(&mut harness, en().heap_tree.show_game_as_tree);
    let now = harness.state().state();
    assert_eq!(now.tab, Tab::GameTree);
    assert_eq!(
        (now.tree.heaps.sizes.as_str(), now.tree.heaps.game.as_str()),
        ("8", "1,3,4")
    );

    let mut state = on_grundy_tab();
    state.grundy.selected = Some(6);
    let mut harness = app_harness(state);
    let button = (en().heap_tree.show_value_as_tree)(6);
    step_until(&mut harness, "the values computed", |h| {
        h.query_by_label(&button).is_some()
    });
    click(&mut harness, &button);
    let now = harness.state().state();
    assert_eq!(now.tab, Tab::GameTree);
    assert_eq!(
        (now.tree.heaps.sizes.as_str(), now.tree.heaps.game.as_str()),
        ("6", "1,3,4")
    );
}

#[test]
fn the_selected_position_is_named_in_the_grundy_tabs_words_and_opens_there() {
    let mut state = AppState {
        tab: Tab::GameTree,
        ..AppState::default()
    };
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = TreeView::DynamicProgramming;
    let mut harness = app_harness(state);
    let root = (en().heap_tree.node_label)(
        "(3,4,5)",
        &format!(
            "{}, {}",
            en().tree.outcome_letter(Outcome::Win),
            (en().position_dag.grundy_value)(2)
        ),
    );
    step_until(&mut harness, "the DAG drawn", |h| {
        h.query_by_label(&root).is_some()
    });
    click(&mut harness, &root);
    assert_shows(
        &harness,
        &(en().heap_tree.grundy_words)("Nim 3 + Nim 4 + Nim 5 = *3 + *4 + *5"),
    );
    click(&mut harness, en().heap_tree.show_in_grundy);
    let now = harness.state().state();
    assert_eq!(now.tab, Tab::Grundy);
    let sizes: Vec<(String, u32)> = now
        .grundy
        .heaps
        .iter()
        .map(|h| (h.game.clone(), h.size))
        .collect();
    assert_eq!(
        sizes,
        [
            ("nim".to_owned(), 3),
            ("nim".to_owned(), 4),
            ("nim".to_owned(), 5)
        ]
    );
    assert_eq!(now.grundy.sum_rule, Rule::Normal);
}

/// Heaps mode on the Formula view with a mixed sum, as a link carries it.
fn heaps_view(sizes: &str) -> SharedView {
    SharedView {
        tab: Some(Tab::GameTree),
        tree: Some(TreeInputs {
            kind: TreeGameKind::Heaps,
            view: TreeView::Formula,
            heaps: HeapInputs {
                sizes: sizes.to_owned(),
                game: "nim".to_owned(),
                rule: Rule::Misere,
            },
            ..TreeInputs::default()
        }),
        ..SharedView::default()
    }
}

const BASE: &str = "https://school.example/nimlab/index.html";

#[test]
fn a_link_carries_heaps_mode_and_a_hostile_one_opens_nothing_or_refuses_the_work() {
    let view = heaps_view("nim:3 + 0.77:5 + 1,3,4:6");
    let link = view.link(BASE).expect("a short link");
    assert_eq!(SharedView::read(&link), Ok(view));

    // Past the field's length: the link is refused whole.
    let long = heaps_view(&"nim:1 + ".repeat(60))
        .link(BASE)
        .expect("within a link's length");
    assert!(matches!(
        SharedView::read(&long),
        Err(LinkRefusal::OutOfBounds(_))
    ));

    // Huge heaps fit the field: the link opens, and the start is refused before any work.
    let huge = heaps_view("nim:4000000000 + nim:4000000000");
    let link = huge.link(BASE).expect("a short link");
    let mut harness = app_harness(AppState::default());
    harness.state_mut().open_link_text(&link, LinkFrom::Pasted);
    harness.run_steps(4);
    let now = harness.state().state();
    assert_eq!(now.tab, Tab::GameTree);
    assert_eq!(now.tree.heaps.sizes, "nim:4000000000 + nim:4000000000");
    let refused = now.tree.heaps.key().expect_err("too costly");
    assert_shows(&harness, &refused.said(en()));
}
