//! Slips on the game-tree tab, one test each: Table 1's title tells the truth about
//! the rule, the DAG offers no fold, the growth chart marks every curve, "never visited" is one
//! rule over a whole branch, and the camera refits when the step-through ends or sizes change.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{Outcome, Rule};

use crate::support::tree::{node, tree_state};
use crate::support::{app_harness, assert_hides, assert_shows, assert_shows_part, click, en, labels};

fn with(view: TreeView, coins: &str, rule: Rule, language: Language) -> AppState {
    let mut state = tree_state(view, coins, "1,2,3");
    state.tree.rule = rule;
    state.language = language;
    state
}

#[test]
fn table_1_is_the_seed_s_only_for_the_seed_s_rule() {
    // The coin-game article's Table 1 is the misère table; the normal rule's must not borrow its
    // name.
    let harness = app_harness(with(TreeView::Formula, "13", Rule::Misere, Language::English));
    assert_shows(&harness, en().tree.formula_table_seed);
    let harness = app_harness(with(TreeView::Formula, "13", Rule::Normal, Language::English));
    assert_hides(&harness, &["Seed 000, Table 1"]);
    assert_shows(&harness, &en().tree.formula_table_title(Rule::Normal, 3));
    let harness = app_harness(with(TreeView::Formula, "13", Rule::Normal, Language::Korean));
    assert_hides(&harness, &["원문 000, 표 1"]);
    assert_shows_part(&harness, "원문 000의 표 1은 미제르 규칙");
    let mut state = with(TreeView::Formula, "13", Rule::Misere, Language::English);
    "1,2,3,4".clone_into(&mut state.tree.takes);
    let harness = app_harness(state);
    assert_shows(&harness, &en().tree.formula_table_title(Rule::Misere, 4));
}

#[test]
fn the_dag_s_hint_offers_no_fold() {
    for (language, hint) in [
        (Language::English, en().tree.dp_canvas_hint),
        (
            Language::Korean,
            "끌어서 이동, 스크롤로 확대/축소, 클릭으로 상태 선택.",
        ),
    ] {
        let harness = app_harness(with(TreeView::DynamicProgramming, "6", Rule::Misere, language));
        assert_shows(&harness, hint);
        assert_hides(&harness, &["double-click", "더블 클릭"]);
    }
}

#[test]
fn the_growth_chart_marks_the_short_circuit_line_too() {
    let harness = app_harness(with(TreeView::Growth, "13", Rule::Misere, Language::English));
    let counts = &harness.state().tree_tab().analysis().expect("analysed").counts;
    let marked = format!(
        "Marked at n = 13: naive recursion {} calls, stopping at the first winning take {} calls, dynamic programming 14 states.",
        nimlab::i18n::numbers::abbreviate(&counts.nodes),
        nimlab::i18n::numbers::abbreviate(&counts.short_circuit_nodes),
    );
    assert_shows(&harness, &marked);
}

#[test]
fn never_visited_is_one_rule_over_a_whole_branch() {
    // The coin-game article's GetCoinCount(6) finds 5 a loss at once: the branches of 4 (take 2)
    // and 3 (take 3) are never visited. In classroom mode they grey together, once the root is
    // revealed.
    let mut state = with(TreeView::Recursive, "6", Rule::Misere, Language::English);
    state.tree.evaluation = Evaluation::ShortCircuit;
    state.classroom = true;
    let mut harness = app_harness(state);
    let greyed = |harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>| -> Vec<String> {
        labels(harness)
            .into_iter()
            .filter(|label| label.ends_with(", never visited"))
            .collect()
    };
    assert_eq!(
        greyed(&harness),
        Vec::<String>::new(),
        "nothing greys while 6 is hidden"
    );
    // Revealing a node inside the skipped branch greys neither it nor its children.
    click(&mut harness, &node(4, None, "2"));
    click(&mut harness, en().tree.win_letter);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "2"));
    assert_eq!(
        greyed(&harness),
        Vec::<String>::new(),
        "4's reveal gives 6's take away"
    );
    // Revealing the root greys both skipped branches, top to bottom.
    click(&mut harness, &node(6, None, ""));
    click(&mut harness, en().tree.win_letter);
    for label in [
        "4 coins (W) after taking 2, never visited",
        "3 coins (?) after taking 2,1, never visited",
        "0 coins (?) after taking 2,1,1,1,1, never visited",
        "3 coins (?) after taking 3, never visited",
        "1 coin (?) after taking 3,2, never visited",
    ] {
        assert_shows(&harness, label);
    }
    assert!(
        greyed(&harness)
            .iter()
            .all(|label| label.contains("after taking 2") || label.contains("after taking 3")),
        "only the skipped branches: {:?}",
        greyed(&harness)
    );
    assert_shows(&harness, &node(5, None, "1"));
}

#[test]
fn leaving_the_step_through_refits_the_tree() {
    let mut harness = app_harness(tree_state(TreeView::Recursive, "6", "1,2,3"));
    let region = harness.state().tree_tab().export_region().expect("drawn");
    // Zoom in on the root until the leaves are far off screen, then step through.
    let root = harness
        .get_by_label(&node(6, Some(Outcome::Win), ""))
        .rect()
        .center();
    harness.hover_at(root);
    harness.run();
    harness.event(egui::Event::Zoom(6.0));
    harness.run();
    click(&mut harness, en().tree.step_through);
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    let deepest = "0 coins (?) after taking 1,1,1,1,1,1, not called yet";
    assert!(
        harness
            .query_by_label(deepest)
            .is_none_or(|leaf| !region.contains(leaf.rect().center())),
        "zoomed in, the deepest leaf is off screen"
    );
    click(&mut harness, en().tree.step_through);
    let leaf = node(0, Some(Outcome::Win), "1,1,1,1,1,1");
    let leaf = harness.get_by_label(&leaf);
    assert!(
        region.contains(leaf.rect().center()),
        "the whole tree is back: the deepest leaf at {:?} in {region:?}",
        leaf.rect()
    );
}

#[test]
fn a_zoom_change_keeps_the_step_through_on_the_current_call() {
    // The calls of 13 go down the leftmost branch: the step-through follows them zoomed in to a
    // readable size. The window's larger zoom resizes the canvas under that view; it neither
    // stays where it was (the call drifting off) nor fits the whole tree again (the call a dot):
    // the current call is on the view, as large as the step-through shows it.
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    click(&mut harness, en().tree.step_through);
    for _ in 0..14 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run();
    }
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "+")
        .click();
    crate::support::run_until_still(&mut harness);
    let region = harness.state().tree_tab().export_region().expect("drawn");
    let current = harness.get_by_label_contains(en().tree.step_current).rect();
    assert!(
        region.contains(current.center())
            && current.width() >= 2.0 * nimlab::ui::style::LABEL_MIN_RADIUS - 0.5,
        "the current call at {current:?} is off {region:?} or too small to read"
    );
}
