//! Classroom mode on heaps of a game asks the class about one position at a time: clicking a
//! hidden node asks "W or L?", the answer is judged with its reason, and the position is revealed
//! in every view; the reason never names a value still hidden, and Reveal all shows everything.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::{Language, Strings};
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};
use nimlab_model::tabs::tree::inputs::TreeView;

use crate::support::{app_harness, assert_hides, assert_shows, click, labels, run_until_still, step_until};

/// The app in classroom mode on Nim with `sizes`, in `view`, in `language`.
fn classroom(sizes: &str, view: TreeView, language: Language) -> AppState {
    let mut state = AppState {
        classroom: true,
        language,
        ..AppState::default()
    };
    state.tree.kind = TreeGameKind::Heaps;
    state.tree.view = view;
    state.tree.heaps = HeapInputs {
        sizes: sizes.to_owned(),
        game: "nim".to_owned(),
        rule: Rule::Normal,
    };
    state
}

/// A recursive tree node's accessible name: its position, value and how often it occurs.
fn tree_node(strings: &Strings, position: &str, value: &str, occurs: &str) -> String {
    let label = (strings.heap_tree.node_label)(position, value);
    format!("{label}, {}", (strings.heap_tree.occurs)(occurs))
}

/// "W, g = 3" for a Nim position of nim-sum `value`, worked out by hand in each test.
fn nim_value(strings: &Strings, value: u32) -> String {
    let outcome = if value == 0 { Outcome::Lose } else { Outcome::Win };
    let letter = strings.tree.outcome_letter(outcome);
    format!("{letter}, {}", (strings.position_dag.grundy_value)(value))
}

/// Clicks the class's answer: the W or L button under the question (the tree's legend names the
/// letters too).
fn answer(harness: &mut Harness<'static, NimlabApp>, strings: &Strings, outcome: Outcome) {
    let letter = strings.tree.outcome_letter(outcome);
    let buttons: Vec<_> = harness
        .query_all_by_label(letter)
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::Button)
        .collect();
    assert_eq!(buttons.len(), 1, "one {letter} button");
    buttons[0].click();
    run_until_still(harness);
}

#[test]
fn the_class_answers_one_position_at_a_time_and_each_reason_waits_for_what_it_names() {
    for language in [Language::English, Language::Korean] {
        let strings = language.strings();
        let words = strings.heap_classroom;
        let mut harness = app_harness(classroom("1,2", TreeView::Recursive, language));
        // From (1,2): (2), (1,1) and (1). (1) occurs three times in the full tree.
        let root_hidden = tree_node(strings, "(1,2)", "?", "1");
        step_until(&mut harness, "the tree of Nim (1,2), hidden", |h| {
            labels(h).contains(&root_hidden)
        });
        let winning_reason = (words.why_win)("(1,2)", "(1,1)");

        // (1,1) first, answered wrongly: its reason would say (1) is won, and (1) is hidden.
        click(&mut harness, &tree_node(strings, "(1,1)", "?", "1"));
        assert_shows(&harness, &(words.question)("(1,1)"));
        answer(&mut harness, strings, Outcome::Win);
        assert_shows(&harness, &(words.wrong)("(1,1)", Outcome::Lose));
        assert_shows(&harness, strings.tree.classroom_why_hidden);
        assert_hides(&harness, &[strings.tree.classroom_why_lose]);
        assert_shows(
            &harness,
            &tree_node(strings, "(1,1)", &nim_value(strings, 0), "1"),
        );
        // (1) is drawn at each of its three places.
        assert!(labels(&harness).contains(&tree_node(strings, "(1)", "?", "3")));
        assert_shows(&harness, &root_hidden);

        // (1,2) next, answered rightly: the move to (1,1), now revealed, is its reason.
        click(&mut harness, &root_hidden);
        assert_shows(&harness, &(words.question)("(1,2)"));
        answer(&mut harness, strings, Outcome::Win);
        assert_shows(&harness, &(words.right)("(1,2)", Outcome::Win));
        assert_shows(&harness, &winning_reason);
        // 1 XOR 2 = 3.
        assert_shows(
            &harness,
            &tree_node(strings, "(1,2)", &nim_value(strings, 3), "1"),
        );
        // Still hidden: (2) and (1); no label gives their values away.
        assert_shows(&harness, &tree_node(strings, "(2)", "?", "1"));
        let hidden_values = [
            (strings.heap_tree.node_label)("(2)", &nim_value(strings, 2)),
            (strings.heap_tree.node_label)("(1)", &nim_value(strings, 1)),
        ];
        assert_hides(&harness, &[&hidden_values[0], &hidden_values[1]]);

        click(&mut harness, strings.classroom_reveal_all);
        assert_shows(&harness, &tree_node(strings, "(2)", &nim_value(strings, 2), "1"));
        assert!(labels(&harness).contains(&tree_node(strings, "(1)", &nim_value(strings, 1), "3")));
        assert_hides(&harness, &[": ?"]);
    }
}

#[test]
fn a_position_answered_in_the_dag_shows_its_value_and_its_xor_working_in_the_formula() {
    let strings = Language::English.strings();
    let words = strings.heap_classroom;
    let mut harness = app_harness(classroom(
        "3,4,5",
        TreeView::DynamicProgramming,
        Language::English,
    ));
    let root_hidden = (strings.heap_tree.node_label)("(3,4,5)", "?");
    step_until(&mut harness, "the DAG of Nim (3,4,5), hidden", |h| {
        labels(h).contains(&root_hidden)
    });
    click(&mut harness, &root_hidden);
    answer(&mut harness, strings, Outcome::Lose);
    assert_shows(&harness, &(words.wrong)("(3,4,5)", Outcome::Win));
    // 3 XOR 4 XOR 5 = 2.
    let root_shown = (strings.heap_tree.node_label)("(3,4,5)", &nim_value(strings, 2));
    assert_shows(&harness, &root_shown);
    assert_shows(&harness, &(strings.heap_tree.node_label)("(1,4,5)", "?"));

    click(&mut harness, strings.tree.view_formula);
    assert_shows(&harness, &(strings.heap_tree.xor_wins)(2));
    // Its winning move, 3 down to 1, would say (1,4,5) is lost: it waits for the class.
    assert_shows(&harness, strings.tree.classroom_why_hidden);
    assert_hides(&harness, &[&(strings.figure.sum_move)(1, 3, "1")]);
}
