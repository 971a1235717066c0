//! The system clipboard: Copy puts the Grundy values, the DP table and the
//! matchstick answers on it as text (checked here against values worked out from the engines),
//! in the window's language, never while classroom mode hides them; and text pasted from
//! another program reaches the typing boxes.

use std::fmt::Write as _;

use egui::{Event, Key, Modifiers, OutputCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::{CoinGame, Outcome};
use nimlab_core::matchsticks::solve;

use crate::support::matchsticks::{match_state, reads};
use crate::support::tree::tree_state;
use crate::support::{app_harness, click, run_until_still, settle};

/// The texts put on the clipboard in the last frame.
fn copied(harness: &Harness<'static, NimlabApp>) -> Vec<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Clicks the Copy button labelled `label` and returns the one text it put on the clipboard.
fn press_copy(harness: &mut Harness<'static, NimlabApp>, label: &str) -> String {
    harness.get_by_label(label).click();
    harness.step();
    let mut texts = copied(harness);
    harness.run();
    assert_eq!(texts.len(), 1, "one text copied: {texts:?}");
    texts.pop().unwrap_or_default()
}

/// g(0), …, g(count − 1) of the subtraction game `takes`, straight from the definition, as the
/// copied lines: n, g(n) and a P where g(n) = 0.
fn mex_lines(takes: &[usize], count: usize) -> String {
    let mut values: Vec<usize> = Vec::with_capacity(count);
    let mut lines = String::new();
    for n in 0..count {
        let options: Vec<usize> = takes
            .iter()
            .filter(|&&t| t <= n)
            .map(|&t| values[n - t])
            .collect();
        let g = (0..=options.len())
            .find(|g| !options.contains(g))
            .unwrap_or_default();
        values.push(g);
        let mark = if g == 0 { "P" } else { "" };
        let _ = writeln!(lines, "{n}\t{g}\t{mark}");
    }
    lines
}

fn grundy_state() -> AppState {
    AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    }
}

#[test]
fn copy_puts_the_grundy_values_on_the_clipboard_in_the_windows_language() {
    // The tab opens on {1,3,4}, normal play, 40 values.
    let mut harness = app_harness(grundy_state());
    assert!(harness.query_by_label("Copied").is_none());
    let text = press_copy(&mut harness, "Copy");
    let rows = mex_lines(&[1, 3, 4], 40);
    assert_eq!(
        text,
        format!("Grundy values g(n) of {{1,3,4}}, rule Normal, n = 0 to 39\nn\tg(n)\tP-position\n{rows}")
    );
    assert!(
        harness.query_by_label("Copied").is_some(),
        "the click is acknowledged"
    );

    let mut korean = app_harness(AppState {
        language: Language::Korean,
        ..grundy_state()
    });
    let text = press_copy(&mut korean, "복사");
    assert_eq!(
        text,
        format!("{{1,3,4}}의 그런디 값 g(n), 규칙 노멀, n = 0부터 39까지\nn\tg(n)\tP-위치\n{rows}")
    );
}

#[test]
fn copy_puts_seed_000s_table_on_the_clipboard() {
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "13", "1,2,3"));
    let text = press_copy(&mut harness, "Copy");
    let solution = CoinGame::seed_000().solve(13);
    let mut expected = String::from(
        "Seed 000's table (GenerateNimTable) for takes {1,2,3}, rule Misère, piles of 0 to 13 coins\ncoins\twin\t[1]\t[2]\t[3]\n",
    );
    for coins in 0..=13 {
        let win = solution.outcome(coins) == Outcome::Win;
        let cells: Vec<String> = [1, 2, 3]
            .iter()
            .map(|&take| {
                if take > coins {
                    "–".to_owned()
                } else {
                    solution.is_winning_move(coins, take).to_string()
                }
            })
            .collect();
        let _ = writeln!(expected, "{coins}\t{win}\t{}", cells.join("\t"));
    }
    assert_eq!(text, expected);
}

#[test]
fn copy_puts_the_answers_on_the_clipboard() {
    let mut harness = app_harness(match_state());
    let puzzle = harness.state().state().matchsticks.puzzle;
    let layout = puzzle.layout().expect("the default puzzle is valid");
    let answers = solve::solve(&layout, puzzle.rules, puzzle.goal, puzzle.steps).expect("solved");
    assert!(!answers.is_empty(), "the matchstick paper's puzzle has an answer");
    let text = press_copy(&mut harness, "Copy");
    let mut expected = format!("Answers within the budget for {}\n", reads(&harness));
    for answer in &answers {
        let moves = if answer.moves == 1 { "move" } else { "moves" };
        let _ = writeln!(expected, "{}\t{} {moves}", answer.equation, answer.moves);
    }
    assert_eq!(text, expected);
}

#[test]
fn classroom_mode_offers_no_copy_until_the_values_are_revealed() {
    for state in [
        grundy_state(),
        tree_state(TreeView::DynamicProgramming, "13", "1,2,3"),
        match_state(),
    ] {
        let tab = state.tab;
        let shown = press_copy(&mut app_harness(state.clone()), "Copy");
        let mut harness = app_harness(AppState {
            classroom: true,
            ..state
        });
        assert!(
            harness.query_by_label("Copy").is_none(),
            "{tab:?}: Copy would give the hidden values away"
        );
        click(&mut harness, "Reveal all");
        settle(&mut harness);
        assert_eq!(
            press_copy(&mut harness, "Copy"),
            shown,
            "{tab:?}: revealed, the same text as outside classroom mode"
        );
    }
}

/// Focuses the text box labelled `label`, selects all of it and pastes `text` over it, as
/// Ctrl+A, Ctrl+V with `text` from another program.
fn paste_into(harness: &mut Harness<'static, NimlabApp>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness.event(Event::Paste(text.to_owned()));
    // A pasted takes box starts the analysis, whose spinner repaints until it is done.
    run_until_still(harness);
}

#[test]
fn a_move_set_and_an_equation_pasted_from_another_program_are_taken() {
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    paste_into(&mut harness, "Allowed takes", "2,5,7");
    settle(&mut harness);
    assert_eq!(harness.state().state().tree.takes, "2,5,7");
    let analysed = harness
        .state()
        .tree_tab()
        .analysis()
        .map(|a| a.key.game.moves.to_string());
    assert_eq!(analysed.as_deref(), Some("2,5,7"), "the pasted set is the game");

    let mut harness = app_harness(match_state());
    paste_into(&mut harness, "Equation", "9+3=18");
    assert_eq!(
        harness.get_by_label("Equation").value().as_deref(),
        Some("9+3=18")
    );
    harness.get_by_label("Lay out").click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "9+3=18");
}
