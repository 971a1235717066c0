//! The heaps' listing against steps worked out by hand (Nim on heaps 1 and 2), and against the
//! recursion itself run over random small games: every return's value is the graph's, and the
//! running calls are `Trace::stack`'s.

use std::collections::HashMap;

use proptest::prelude::*;

use super::super::{CodeStep, Comment, LineText, PositionCode, Reveals, Value};
use crate::games::coin_game::Rule;
use crate::games::grundy::HeapGame;
use crate::games::positions::{Limits, PositionGraph, PositionId, PositionTree};
use crate::games::recursive::Evaluation;
use crate::games::test_games::{octal, set};
use crate::games::trace::{Step, Trace};
use crate::watch::Unwatched;

fn graph(heaps: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
    PositionGraph::build(heaps, rule, Limits::default(), &mut Unwatched).expect("small")
}

/// The code of the running line (`?` for a comment).
fn code_of(code: &PositionCode, step: &CodeStep) -> String {
    match &code.listing.lines[step.line].text {
        LineText::Code(text) => text.clone(),
        LineText::Comment(_) => "?".to_owned(),
    }
}

/// Each step as `number: line | name = value, …`, as the panel shows it.
fn written(graph: &PositionGraph, evaluation: Evaluation) -> Vec<String> {
    let tree = PositionTree::build(graph, &HashMap::new(), usize::MAX);
    let trace = Trace::recursive(&tree, evaluation);
    let code = PositionCode::new(graph.rule(), evaluation);
    (1..=trace.len())
        .map(|done| {
            let step = code.step(graph, &tree, &trace, done).expect("a step");
            let locals: Vec<String> = step
                .locals
                .iter()
                .map(|local| format!("{} = {}", local.name, local.value))
                .collect();
            format!(
                "{}: {} | {}",
                step.line + 1,
                code_of(&code, &step),
                locals.join(", ")
            )
        })
        .collect()
}

#[test]
fn nim_1_2_tries_every_move_and_takes_the_mex() {
    // Worked by hand: from (1,2) the moves reach (2), (1,1) and (1), worth 2, 0 and 1, so
    // (1,2) is worth mex{0,1,2} = 3 = 1 xor 2.
    let graph = graph(&[(HeapGame::Nim, 1), (HeapGame::Nim, 2)], Rule::Normal);
    let steps = written(&graph, Evaluation::Full);
    let expected = [
        "1: int Grundy(Position p) | p = (1,2)",
        "8: s.insert(Grundy(q)); | p = (1,2), s = {}, q = (2)",
        "8: s.insert(Grundy(q)); | p = (2), s = {}, q = (1)",
        "8: s.insert(Grundy(q)); | p = (1), s = {}, q = ()",
        "5: return 0; | p = ()",
        "9: return mex(s); | p = (1), s = {0}, mex(s) = 1",
        "8: s.insert(Grundy(q)); | p = (2), s = {1}, q = ()",
        "5: return 0; | p = ()",
        "9: return mex(s); | p = (2), s = {0, 1}, mex(s) = 2",
        "8: s.insert(Grundy(q)); | p = (1,2), s = {2}, q = (1,1)",
        "8: s.insert(Grundy(q)); | p = (1,1), s = {}, q = (1)",
        "8: s.insert(Grundy(q)); | p = (1), s = {}, q = ()",
        "5: return 0; | p = ()",
        "9: return mex(s); | p = (1), s = {0}, mex(s) = 1",
        "9: return mex(s); | p = (1,1), s = {1}, mex(s) = 0",
        "8: s.insert(Grundy(q)); | p = (1,2), s = {0, 2}, q = (1)",
        "8: s.insert(Grundy(q)); | p = (1), s = {}, q = ()",
        "5: return 0; | p = ()",
        "9: return mex(s); | p = (1), s = {0}, mex(s) = 1",
        "9: return mex(s); | p = (1,2), s = {0, 1, 2}, mex(s) = 3",
    ];
    assert_eq!(steps, expected);
}

#[test]
fn nim_1_2_stops_at_the_first_move_to_a_lost_position() {
    // (2) and (1) win for the player to move, (1,1) loses: Win(1,2) tries (2), then (1,1),
    // which it returns true on, and never calls (1).
    let graph = graph(&[(HeapGame::Nim, 1), (HeapGame::Nim, 2)], Rule::Normal);
    let steps = written(&graph, Evaluation::ShortCircuit);
    let expected = [
        "1: bool Win(Position p) | p = (1,2)",
        "7: if(!Win(q)) | p = (1,2), q = (2)",
        "7: if(!Win(q)) | p = (2), q = (1)",
        "7: if(!Win(q)) | p = (1), q = ()",
        "5: return false; | p = ()",
        "8: return true; | p = (1), q = ()",
        "7: if(!Win(q)) | p = (2), q = ()",
        "5: return false; | p = ()",
        "8: return true; | p = (2), q = ()",
        "7: if(!Win(q)) | p = (1,2), q = (1,1)",
        "7: if(!Win(q)) | p = (1,1), q = (1)",
        "7: if(!Win(q)) | p = (1), q = ()",
        "5: return false; | p = ()",
        "8: return true; | p = (1), q = ()",
        "9: return false; | p = (1,1)",
        "8: return true; | p = (1,2), q = (1,1)",
    ];
    assert_eq!(steps, expected);
}

#[test]
fn under_misere_the_base_case_says_the_player_who_cannot_move_wins() {
    let graph = graph(&[(HeapGame::Nim, 1), (HeapGame::Nim, 2)], Rule::Misere);
    let steps = written(&graph, Evaluation::Full);
    assert_eq!(steps[4], "5: return 1; | p = ()");
    // Misère Nim (1,2): (1) is worth mex{1} = 0, (2) mex{0,1} = 2, (1,1) mex{0} = 1, so
    // (1,2) is worth mex{2,1,0} = 3.
    assert_eq!(steps[5], "9: return mex(s); | p = (1), s = {1}, mex(s) = 0");
    assert_eq!(
        steps.last().map(String::as_str),
        Some("9: return mex(s); | p = (1,2), s = {0, 1, 2}, mex(s) = 3")
    );
    let short = written(&graph, Evaluation::ShortCircuit);
    assert_eq!(short[4], "5: return true; | p = ()");
    for (rule, comment) in [
        (Rule::Misere, Comment::NoMoveWins),
        (Rule::Normal, Comment::NoMoveLoses),
    ] {
        for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
            let code = PositionCode::new(rule, evaluation);
            let comments: Vec<&LineText> = code
                .listing
                .lines
                .iter()
                .map(|line| &line.text)
                .filter(|text| matches!(text, LineText::Comment(_)))
                .collect();
            assert_eq!(comments, [&LineText::Comment(comment)]);
        }
    }
}

/// One step of the recursion run for real: the running calls after it, and a return's value
/// (the Grundy value, or 1 and 0 for true and false).
struct Ran {
    stack: Vec<PositionId>,
    returned: Option<u32>,
}

/// Runs the listing's recursion over `graph` from `at`, as the listing says: every move when
/// `full`, else stopping at the first move to a lost position; each call and return is recorded
/// in `ran`.
fn run(
    graph: &PositionGraph,
    at: PositionId,
    full: bool,
    stack: &mut Vec<PositionId>,
    ran: &mut Vec<Ran>,
) -> u32 {
    stack.push(at);
    ran.push(Ran {
        stack: stack.clone(),
        returned: None,
    });
    let children = graph.children(at);
    let value = if children.is_empty() {
        u32::from(graph.rule() == Rule::Misere)
    } else if full {
        let mut seen = Vec::new();
        for &child in children {
            seen.push(run(graph, child, full, stack, ran));
        }
        (0..=seen.len() as u32)
            .find(|value| !seen.contains(value))
            .expect("a free value")
    } else {
        let mut wins = 0;
        for &child in children {
            if run(graph, child, full, stack, ran) == 0 {
                wins = 1;
                break;
            }
        }
        wins
    };
    stack.pop();
    ran.push(Ran {
        stack: stack.clone(),
        returned: Some(value),
    });
    value
}

fn check(heaps: &[(HeapGame, u32)], rule: Rule, evaluation: Evaluation) {
    let graph = graph(heaps, rule);
    let tree = PositionTree::build(&graph, &HashMap::new(), usize::MAX);
    let trace = Trace::recursive(&tree, evaluation);
    let code = PositionCode::new(rule, evaluation);
    let full = evaluation == Evaluation::Full;
    let mut ran = Vec::new();
    run(&graph, graph.root(), full, &mut Vec::new(), &mut ran);
    assert_eq!(trace.len(), ran.len(), "{heaps:?} {rule:?} {evaluation:?}");
    assert_eq!(code.step(&graph, &tree, &trace, 0), None);
    for (index, real) in ran.iter().enumerate() {
        let done = index + 1;
        let step = code.step(&graph, &tree, &trace, done).expect("a step");
        let stack: Vec<PositionId> = trace
            .stack(&tree, done)
            .iter()
            .map(|&id| tree.node(id).position)
            .collect();
        assert_eq!(stack, real.stack, "{heaps:?} {rule:?} {evaluation:?} step {done}");
        let Some(Step::Return(id)) = trace.last(done) else {
            assert!(real.returned.is_none());
            continue;
        };
        let position = tree.node(id).position;
        let value = real.returned.expect("a return");
        // The recursion run for real answers what the graph says.
        if full {
            assert_eq!(value, graph.value(position));
        } else {
            assert_eq!(value != 0, graph.value(position) != 0);
        }
        // And the listing's step says the same: the mex it returns, or the line it returns on.
        let line = code_of(&code, &step);
        let said = match (full, step.locals.iter().find(|local| local.name == "mex(s)")) {
            (true, Some(mex)) => mex.value.clone(),
            (true, None) => Value::Int(
                line.trim_start_matches("return ")
                    .trim_end_matches(';')
                    .parse()
                    .expect("a number"),
            ),
            (false, _) => Value::Int(u32::from(line == "return true;")),
        };
        assert_eq!(said, Value::Int(value), "{heaps:?} {rule:?} step {done}: {line}");
        assert!(
            step.locals
                .iter()
                .all(|local| local.name == "p" || local.reveals == Reveals::Node(id))
        );
    }
}

fn game(choice: u8) -> HeapGame {
    match choice {
        0 => HeapGame::Nim,
        1 => set("1,2"),
        2 => set("1,3,4"),
        3 => octal("0.77"),
        _ => octal("0.137"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_small_games_return_the_graphs_values_on_trace_stacks(
        choice in 0u8..5,
        sizes in proptest::collection::vec(1u32..=4, 1..=3),
        normal in any::<bool>(),
        full in any::<bool>(),
    ) {
        // Keeps the full trees small.
        prop_assume!(sizes.iter().sum::<u32>() <= 7);
        let heaps: Vec<(HeapGame, u32)> = sizes.iter().map(|&size| (game(choice), size)).collect();
        let rule = if normal { Rule::Normal } else { Rule::Misere };
        let evaluation = if full { Evaluation::Full } else { Evaluation::ShortCircuit };
        check(&heaps, rule, evaluation);
    }
}

#[test]
fn a_collapsed_node_returns_its_value_from_the_graph() {
    // Nim (3,4,5) cut to a few nodes: the root's children are collapsed, each one call and one
    // return, and each return says the value the graph knows (the root's is 3 xor 4 xor 5 = 2).
    let graph = graph(
        &[(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)],
        Rule::Normal,
    );
    let tree = PositionTree::build(&graph, &HashMap::new(), 20);
    assert!(tree.nodes.iter().any(|node| node.collapsed));
    let trace = Trace::recursive(&tree, Evaluation::Full);
    let code = PositionCode::new(Rule::Normal, Evaluation::Full);
    let mut returns = 0;
    for done in 1..=trace.len() {
        let Some(Step::Return(id)) = trace.last(done) else {
            continue;
        };
        let step = code.step(&graph, &tree, &trace, done).expect("a step");
        let mex = step.locals.iter().find(|local| local.name == "mex(s)");
        let value = graph.value(tree.node(id).position);
        assert_eq!(mex.map(|local| local.value.clone()), Some(Value::Int(value)));
        returns += 1;
    }
    assert_eq!(returns, tree.nodes.len());
    let last = code
        .step(&graph, &tree, &trace, trace.len())
        .expect("the root's return");
    assert_eq!(
        last.locals.last().map(|local| local.value.clone()),
        Some(Value::Int(2))
    );
}
