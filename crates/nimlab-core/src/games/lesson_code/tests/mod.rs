//! The code beside the step-through against a slow interpreter of the listings
//! (`interpreter.rs`): for every step of the recursion's trace and of the table's fill, the line
//! and the variables the model gives are the ones the interpreter recorded when it ran the
//! listing. A call shows the line run just before the callee is entered (the root's call, the
//! entry of `GetCoinCount`); a return, the last line its node's call ran; a cell, the line that
//! wrote it.

mod interpreter;
mod positions;

use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::games::Outcome;
use crate::games::coin_game::{MoveSet, Rule};
use crate::games::recursive::Evaluation;
use crate::games::trace::{Step, Trace};
use crate::games::view_tree::ViewTree;
use crate::games::{CoinGame, Solution};
use interpreter::{Event, run_recursion, run_table};

fn pairs(locals: &[Local]) -> Vec<(String, Value)> {
    locals
        .iter()
        .map(|local| (local.name.clone(), local.value.clone()))
        .collect()
}

fn game(takes: &[u32], rule: Rule) -> CoinGame {
    CoinGame {
        moves: MoveSet::new(takes.iter().copied()).expect("valid takes"),
        rule,
    }
}

fn view_tree(solution: &Solution, coins: u32, budget: usize) -> ViewTree {
    ViewTree::build(solution, coins, &HashMap::new(), budget)
}

/// Every step of the recursion's step-through over the tree of `coins` (cut to `budget` nodes)
/// agrees with the interpreter.
fn check_recursion(game: &CoinGame, coins: u32, evaluation: Evaluation, budget: usize) {
    let solution = game.solve(coins);
    let tree = view_tree(&solution, coins, budget);
    let trace = Trace::recursive(&tree, evaluation);
    let code = RecursionCode::new(game, evaluation);
    let full = evaluation == Evaluation::Full;
    let (answer, events) = run_recursion(game, full, &code.listing, coins);
    // The interpreter itself is right: it answers the DP table's first winning take.
    let first = solution.winning_moves(coins).first().copied().unwrap_or(0);
    assert_eq!(answer, first, "{game:?} {coins}");
    // Per call (a node's path): where it is entered, and the last line it runs.
    let mut frames: HashMap<&[u32], (usize, usize)> = HashMap::new();
    for (at, event) in events.iter().enumerate() {
        let entry = frames.entry(&event.frame).or_insert((at, at));
        entry.1 = at;
    }
    assert_eq!(code.step(&tree, &trace, &solution, 0), None);
    for done in 1..=trace.len() {
        let step = trace.last(done).expect("a step");
        let path = tree.path(step.node());
        let (entered, last) = frames[path.as_slice()];
        let expected: &Event = match step {
            Step::Call(_) if path.is_empty() => &events[entered],
            Step::Call(_) => &events[entered - 1],
            Step::Return(_) => &events[last],
        };
        if let Step::Call(_) = step {
            assert!(events[entered].enters);
        }
        let got = code.step(&tree, &trace, &solution, done).expect("a step");
        assert_eq!(
            (got.line, pairs(&got.locals)),
            (expected.line, expected.locals.clone()),
            "{game:?} {coins} {evaluation:?}, step {done} ({step:?} at {path:?}): {:?} against {:?}",
            code.listing.lines[got.line],
            code.listing.lines[expected.line],
        );
    }
}

/// Every step of the table's fill up to `last` agrees with the interpreter.
fn check_table(game: &CoinGame, last: u32) {
    let solution = game.solve(last);
    let code = TableCode::new(game);
    let (column, events) = run_table(game, &code.listing, last);
    let expected_column: Vec<bool> = solution.outcomes().map(Outcome::is_win).collect();
    assert_eq!(column, expected_column, "{game:?}: the interpreter's table");
    assert_eq!(code.step(&solution, 0), None);
    for coins in 0..=last {
        let done = coins as usize + 1;
        let got = code.step(&solution, done).expect("a step");
        let wrote = events
            .iter()
            .find(|event| event.writes.is_some_and(|(at, _)| at == coins))
            .expect("the cell is written");
        let (_, value) = wrote.writes.expect("a write");
        let fills = got.fills.as_ref().expect("a cell filled");
        assert_eq!(
            (got.line, pairs(&got.locals), pairs(&got.reads)),
            (wrote.line, wrote.locals.clone(), wrote.reads.clone()),
            "{game:?} {last}: position {coins}"
        );
        assert_eq!(
            (fills.name.clone(), fills.value.clone()),
            (format!("tb[{coins}].win"), Value::Bool(value))
        );
    }
    assert_eq!(code.step(&solution, last as usize + 2), None);
}

/// The code of a listing as one text, comments by name.
fn text(listing: &Listing) -> String {
    let lines: Vec<String> = listing
        .lines
        .iter()
        .map(|line| {
            let text = match &line.text {
                LineText::Code(code) => code.clone(),
                LineText::Comment(comment) => format!("// {comment:?}"),
            };
            format!("{}{text}", "  ".repeat(line.indent))
        })
        .collect();
    lines.join("\n")
}

#[test]
fn seed_000_listing_1_keeps_its_names_and_shape() {
    let code = RecursionCode::new(&CoinGame::seed_000(), Evaluation::ShortCircuit);
    let expected = "int GetCoinCount(int coins);
int IsBad(int coins)
{
  // StuckWins
  if(coins < 1)
    return FALSE;
  else
    return GetCoinCount(coins) == 0;
}
int GetCoinCount(int coins)
{
  for(int i=1; i<=3; ++i)
  {
    if(coins - i < 0)
      break;
    if(IsBad(coins - i))
      return i;
  }
  return 0;
}";
    assert_eq!(text(&code.listing), expected);
    let general = RecursionCode::new(&game(&[2, 5], Rule::Normal), Evaluation::Full);
    let general = text(&general.listing);
    for line in [
        "const int S[] = {2, 5};",
        "for(int i : S)",
        "if(coins < 2)",
        "return TRUE;",
        "return win;",
    ] {
        assert!(general.contains(line), "{line} in {general}");
    }
}

#[test]
fn seed_000_lesson_steps() {
    // The coin-game article: 13 coins, short-circuit. The lesson calls GetCoinCount(13), which
    // tries i = 1.
    let game = CoinGame::seed_000();
    let solution = game.solve(13);
    let tree = view_tree(&solution, 13, 1_000_000);
    let trace = Trace::recursive(&tree, Evaluation::ShortCircuit);
    let code = RecursionCode::new(&game, Evaluation::ShortCircuit);
    let at = |done| {
        let step = code.step(&tree, &trace, &solution, done).expect("a step");
        (
            code.listing.lines[step.line].code().map(str::to_owned),
            pairs(&step.locals),
        )
    };
    let int = |name: &str, value| (name.to_owned(), Value::Int(value));
    assert_eq!(
        at(1),
        (Some("int GetCoinCount(int coins)".into()), vec![int("coins", 13)])
    );
    assert_eq!(
        at(2),
        (
            Some("if(IsBad(coins - i))".into()),
            vec![int("coins", 13), int("i", 1)]
        )
    );
    assert_eq!(
        at(3),
        (
            Some("if(IsBad(coins - i))".into()),
            vec![int("coins", 12), int("i", 1)]
        )
    );
    // The coin-game article: GetCoinCount(4) returns 3, GetCoinCount(5) returns 0.
    let four = |evaluation| {
        let solution = game.solve(4);
        let tree = view_tree(&solution, 4, 1_000_000);
        let trace = Trace::recursive(&tree, evaluation);
        let code = RecursionCode::new(&game, evaluation);
        let step = code.step(&tree, &trace, &solution, trace.len()).expect("a step");
        (
            code.listing.lines[step.line].code().map(str::to_owned),
            pairs(&step.locals),
        )
    };
    assert_eq!(
        four(Evaluation::ShortCircuit),
        (Some("return i;".into()), vec![int("coins", 4), int("i", 3)])
    );
    assert_eq!(
        four(Evaluation::Full),
        (Some("return win;".into()), vec![int("coins", 4), int("win", 3)])
    );
    // Listing 2 fills 5 from 4, 3 and 2, all won: 5 is lost.
    let table = TableCode::new(&game);
    let five = table.step(&solution, 6).expect("a step");
    assert_eq!(table.listing.lines[five.line].code(), Some("tb[i].win = win;"));
    let cell = |at: u32, value| (format!("tb[{at}].win"), Value::Bool(value));
    assert_eq!(
        pairs(&five.locals),
        vec![("win".to_owned(), Value::Bool(false)), int("i", 5)]
    );
    assert_eq!(
        pairs(&five.reads),
        vec![cell(4, true), cell(3, true), cell(2, true)]
    );
    let zero = table.step(&solution, 1).expect("a step");
    assert_eq!(table.listing.lines[zero.line].code(), Some("tb[0].win = true;"));
}

#[test]
fn seed_000_steps_agree_with_the_interpreter() {
    for rule in Rule::ALL {
        let game = game(&[1, 2, 3], rule);
        for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
            check_recursion(&game, 13, evaluation, 1_000_000);
            // A cut tree: collapsed nodes call and return at once.
            check_recursion(&game, 13, evaluation, 60);
        }
        check_table(&game, 13);
    }
}

#[test]
fn what_is_left_on_show_does_not_depend_on_the_values() {
    // Classroom mode hides what a step marks as revealing. What is left must read the same
    // under either rule (same tree, opposite values at the leaves).
    let public = |step: CodeStep| {
        let line = (step.line_reveals == Reveals::Nothing).then_some(step.line);
        let shown = |locals: &[Local]| {
            locals
                .iter()
                .map(|local| {
                    (
                        local.name.clone(),
                        (local.reveals == Reveals::Nothing).then_some(local.value.clone()),
                    )
                })
                .collect::<Vec<_>>()
        };
        (line, shown(&step.locals), shown(&step.reads))
    };
    for takes in [&[1, 2, 3][..], &[1, 3, 4], &[2, 5]] {
        let [misere, normal] = Rule::ALL.map(|rule| game(takes, rule).solve(9));
        let tree = view_tree(&misere, 9, 1_000_000);
        let trace = Trace::recursive(&tree, Evaluation::Full);
        let [code_misere, code_normal] =
            Rule::ALL.map(|rule| RecursionCode::new(&game(takes, rule), Evaluation::Full));
        for done in 0..=trace.len() {
            let of = |code: &RecursionCode, solution| code.step(&tree, &trace, solution, done).map(public);
            // The stuck line is at the same index in both listings; only its text differs.
            assert_eq!(
                of(&code_misere, &misere),
                of(&code_normal, &normal),
                "{takes:?} step {done}"
            );
        }
        let [table_misere, table_normal] = Rule::ALL.map(|rule| TableCode::new(&game(takes, rule)));
        for done in 0..=10 {
            let a = table_misere.step(&misere, done).map(public);
            let b = table_normal.step(&normal, done).map(public);
            assert_eq!(a, b, "{takes:?} step {done}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_agree_with_the_interpreter(
        chosen in proptest::collection::btree_set(1u32..=6, 1..=4),
        coins in 0u32..=10,
        normal in any::<bool>(),
        full in any::<bool>(),
        cut in any::<bool>(),
    ) {
        let takes: Vec<u32> = chosen.into_iter().collect();
        let rule = if normal { Rule::Normal } else { Rule::Misere };
        let evaluation = if full { Evaluation::Full } else { Evaluation::ShortCircuit };
        let game = game(&takes, rule);
        check_recursion(&game, coins, evaluation, if cut { 25 } else { 1_000_000 });
        check_table(&game, coins);
    }
}
