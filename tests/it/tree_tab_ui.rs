//! The game-tree tab driven as a person would: typing, clicking, switching views and languages.

use egui::accesskit::Toggled;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab::work::tree_analysis::NODE_BUDGET;
use nimlab_core::games::{Outcome, Rule};

use crate::support::tree::node;
use crate::support::{app_harness, assert_shows, click, en, ko, settle};

fn counts(app: &NimlabApp) -> (String, usize) {
    let analysis = app.tree_tab().analysis().expect("an analysis is on show");
    (analysis.counts.nodes.to_string(), analysis.tree.nodes.len())
}

#[test]
fn typing_n_and_choosing_the_rule_update_the_counters() {
    let mut harness = app_harness(AppState::default());
    assert_eq!(
        counts(harness.state()),
        ("52".to_owned(), 52),
        "n = 6 opens whole"
    );

    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("13");
    settle(&mut harness);
    assert_eq!(harness.state().tree_tab().inputs.coins, "13");
    assert!(
        harness.query_all_by_label("3736").next().is_some(),
        "the node counter shows 3,736"
    );
    assert!(
        harness.query_by_label("13 → Lose").is_some(),
        "13 coins lose under misère"
    );

    harness.get_by_label(en().rule_normal).click();
    settle(&mut harness);
    assert!(
        harness.query_by_label("13 → Win").is_some(),
        "13 mod 4 ≠ 0 wins under normal play"
    );
}

#[test]
fn the_seed_lesson_is_one_click_away() {
    let mut harness = app_harness(AppState::default());
    harness.get_by_label(en().tree.seed_lesson).click();
    settle(&mut harness);
    assert_eq!(counts(harness.state()).0, "3736");
    assert!(harness.query_by_label("3722").is_some(), "repeated nodes");
}

#[test]
fn views_switch() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, en().tree.view_dp);
    assert_shows(&harness, en().tree.dp_table_title);
    click(&mut harness, en().tree.view_formula);
    assert_shows(&harness, en().tree.formula_table_seed);
    click(&mut harness, en().tree.view_recursive);
    assert_shows(&harness, &node(6, Some(Outcome::Win), ""));
}

#[test]
fn selecting_a_tree_node_highlights_its_state_in_the_other_views() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, &node(5, Some(Outcome::Lose), "1"));
    assert_eq!(harness.state().tree_tab().selection.state, Some(5));
    // Every other node of state 5 … there is one; state 2 appears several times: select one.
    click(&mut harness, &node(2, Some(Outcome::Win), "1,3"));
    assert_eq!(harness.state().tree_tab().selection.state, Some(2));

    click(&mut harness, en().tree.view_dp);
    let state = (en().tree.dp_node_label)(2, en().win);
    let state = harness.get_by_label(&state);
    assert_eq!(
        state.accesskit_node().toggled(),
        Some(Toggled::True),
        "the DAG highlights state 2"
    );
    let row = (en().tree.dp_row_label)(2);
    let row = harness.get_by_label(&row);
    assert_eq!(
        row.accesskit_node().toggled(),
        Some(Toggled::True),
        "the table highlights state 2"
    );
    let other = (en().tree.dp_node_label)(3, en().win);
    let other = harness.get_by_label(&other);
    assert_eq!(other.accesskit_node().toggled(), Some(Toggled::False));

    // Selecting in the DP view carries back to the tree.
    click(&mut harness, &(en().tree.dp_row_label)(4));
    assert_eq!(harness.state().tree_tab().selection.state, Some(4));
}

#[test]
fn collapsing_and_expanding_a_subtree() {
    // The folded node's name says how many nodes it hides.
    let collapsed = format!(
        "{}, {}",
        node(5, Some(Outcome::Lose), "1"),
        (en().tree.hidden_nodes)("27")
    );
    let mut harness = app_harness(AppState::default());
    click(&mut harness, &node(5, Some(Outcome::Lose), "1"));
    harness.get_by_label(en().tree.collapse_subtree).click();
    settle(&mut harness);
    // The subtree of 5 has 28 nodes; 27 of them go.
    assert_eq!(counts(harness.state()).1, 52 - 27);
    assert!(
        harness
            .query_by_label(&node(4, Some(Outcome::Win), "1,1"))
            .is_none()
    );
    assert!(
        harness.query_all_by_label(&collapsed).next().is_some(),
        "the collapsed node says what it hides"
    );

    harness.get_by_label(en().tree.expand_subtree).click();
    settle(&mut harness);
    assert_eq!(counts(harness.state()).1, 52);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "1,1"));
}

#[test]
fn folding_a_node_keeps_it_where_it_was_on_screen() {
    // The folded node's name says how many nodes it hides.
    let collapsed = format!(
        "{}, {}",
        node(5, Some(Outcome::Lose), "1"),
        (en().tree.hidden_nodes)("27")
    );
    let mut harness = app_harness(AppState::default());
    let before = harness
        .get_by_label(&node(5, Some(Outcome::Lose), "1"))
        .rect()
        .center();
    click(&mut harness, &node(5, Some(Outcome::Lose), "1"));
    harness.get_by_label(en().tree.collapse_subtree).click();
    settle(&mut harness);
    let after = harness
        .get_by_role_and_label(egui::accesskit::Role::Button, &collapsed)
        .rect()
        .center();
    assert!(
        (after - before).length() < 1.0,
        "the folded node moved from {before:?} to {after:?}"
    );
}

#[test]
fn invalid_input_explains_itself_and_keeps_the_last_tree() {
    let mut harness = app_harness(AppState::default());
    harness
        .get_by_label(en().tree.takes)
        .set_text_value_accesskit("1,x");
    settle(&mut harness);
    assert_shows(&harness, &(en().error_not_a_number)("x"));
    assert_eq!(
        counts(harness.state()).0,
        "52",
        "the last valid tree stays on show"
    );
    assert!(
        harness
            .query_by_label(&(en().tree.stale_invalid)(6, "{1,2,3}", en().rule(Rule::Misere)))
            .is_some(),
        "the results say which input they answer"
    );

    harness.get_by_label(en().tree.takes).set_text_value_accesskit("");
    harness.run();
    assert_shows(&harness, en().error_empty_move_set);

    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("5000");
    harness.run();
    assert_shows(&harness, &(en().error_too_large)("5000", 1000));
}

#[test]
fn a_huge_pile_stays_within_the_node_budget_with_exact_counts() {
    let mut harness = app_harness(AppState::default());
    harness
        .get_by_label(en().tree.coins)
        .set_text_value_accesskit("1000");
    settle(&mut harness);
    let analysis = harness.state().tree_tab().analysis().expect("analysed");
    assert!(analysis.tree.nodes.len() <= NODE_BUDGET);
    assert!(analysis.tree.nodes.iter().any(|node| node.collapsed));
    // C(1000) for {1,2,3} has 265 digits; nodes − distinct states = repeated nodes exactly.
    let counts = &analysis.counts;
    assert_eq!(counts.nodes.to_string().len(), 265);
    assert_eq!(
        &counts.nodes - &counts.repeated_nodes,
        counts.distinct_states.into()
    );
}

#[test]
fn korean_is_one_click_away() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, Language::Korean.name());
    assert_shows(&harness, ko().tab_game_tree);
    assert!(
        harness
            .query_by_label(&(ko().tree.node_label_root)(
                6,
                ko().tree.outcome_letter(Outcome::Win)
            ))
            .is_some(),
        "node labels are Korean too"
    );
    click(&mut harness, ko().tree.view_formula);
    assert_shows(&harness, ko().tree.formula_table_seed);
}

#[test]
fn inputs_survive_a_restart() {
    let mut harness = app_harness(AppState::default());
    harness
        .get_by_label(en().tree.takes)
        .set_text_value_accesskit("1,3,4");
    harness.get_by_label(en().rule_normal).click();
    harness.get_by_label(Language::Korean.name()).click();
    settle(&mut harness);
    let saved = ron::to_string(&harness.state().state()).expect("state serializes");
    let restored: AppState = ron::from_str(&saved).expect("state parses");
    assert_eq!(restored.tree.takes, "1,3,4");
    assert_eq!(restored, harness.state().state());
    // A state written by an older version, with fields missing, still loads with defaults.
    let partial: AppState = ron::from_str("(tree: (coins: \"9\"))").expect("defaults fill the gaps");
    assert_eq!(partial.tree.coins, "9");
    assert_eq!(partial.tree.takes, "1,2,3");
}
