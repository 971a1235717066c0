//! The lesson as a teacher gives it: the coin-game article's 13 coins in presentation mode, on an
//! 800×600 projector and a 1920×1080 screen, in English and Korean, driven by `PageDown` and
//! `PageUp` alone through the tree, the DP table and the formula, and back. At each of the first
//! steps the code panel marks the line the step runs, with the values of the call the call stack
//! shows (the two in lockstep); the whole marked line is on screen, beside the view and clear of
//! the call stack; and the view keeps most of the window.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Step;

use crate::support::tree::{marked_lines, tree_state};
use crate::support::{app_harness_sized, press_keys, run_until_still, settle};

type App = Harness<'static, NimlabApp>;

/// The steps walked one press at a time, checking the code against the call stack.
const CHECKED_STEPS: usize = 30;

/// The view on show and the step-through's position.
fn position(harness: &App) -> (TreeView, Option<usize>) {
    let tab = harness.state().tree_tab();
    (tab.inputs.view, tab.steps_done())
}

/// What the marked line must say after `done` steps of the tree, read from the trace and the
/// tree, not from the code model: a call is made by its caller's line (the caller's coins and
/// the take `i` that leads to the callee), the first call by the function's own line, and a
/// return by the returning call's line with its own coins.
fn values_at(harness: &App, done: usize) -> Vec<String> {
    let analysis = harness.state().tree_tab().analysis().expect("analysed");
    let tree = &analysis.tree;
    match analysis.trace(Evaluation::Full).last(done) {
        Some(Step::Call(id)) => {
            let coins = tree.node(id).coins;
            match tree.node(id).parent {
                Some(caller) => {
                    let caller = tree.node(caller).coins;
                    vec![format!("coins = {caller}"), format!("i = {}", caller - coins)]
                }
                None => vec![format!("coins = {coins}")],
            }
        }
        Some(Step::Return(id)) => vec![format!("coins = {}", tree.node(id).coins)],
        None => Vec::new(),
    }
}

/// One marked line, whole inside the window, right of the view and clear of any call stack; the
/// view at least `share` of the window's width and 60 % of its height.
fn assert_room(harness: &App, language: Language, share: f32) -> String {
    let window = harness.ctx.content_rect();
    let view = harness.state().tree_tab().export_region().expect("drawn");
    assert!(
        view.width() >= share * window.width() && view.height() >= 0.6 * window.height(),
        "the view keeps the room: {view:?} of {window:?}"
    );
    let marked = marked_lines(harness);
    assert_eq!(marked.len(), 1, "{marked:?}");
    let line = harness.get_by_label(&marked[0]).rect();
    assert!(window.contains_rect(line), "{marked:?} is cut: {line:?}");
    assert!(line.left() >= view.right(), "{marked:?} beside the view");
    // The tree's call stack (the table has none).
    if let Some(stack) = harness.query_by_label(language.strings().tree.call_stack) {
        let stack = stack.rect();
        if stack.top() < line.bottom() {
            assert!(
                line.right() <= stack.left(),
                "{marked:?} runs under the call stack"
            );
        } else {
            assert!(line.bottom() <= stack.top(), "{marked:?} over the call stack");
        }
    }
    marked.into_iter().next().unwrap_or_default()
}

fn lesson(language: Language, size: egui::Vec2, share: f32, snapshot: Option<&str>) {
    let strings = language.strings();
    let state = AppState {
        language,
        presenting: true,
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, size);
    settle(&mut harness);
    let steps = harness
        .state()
        .tree_tab()
        .analysis()
        .expect("analysed")
        .trace(Evaluation::Full)
        .len();
    let dp_cells = 14;

    press_keys(&mut harness, Key::PageDown, 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(0)));
    for done in 1..=CHECKED_STEPS {
        press_keys(&mut harness, Key::PageDown, 1);
        assert_eq!(position(&harness), (TreeView::Recursive, Some(done)));
        let marked = assert_room(&harness, language, share);
        for value in values_at(&harness, done) {
            assert!(marked.contains(&value), "step {done}: {marked:?} lacks {value:?}");
        }
        if done == 17
            && let Some(name) = snapshot
        {
            harness.snapshot(name);
        }
    }

    // On to the end of the tree, then the table: its code marks the cell each step fills.
    press_keys(&mut harness, Key::PageDown, steps - CHECKED_STEPS);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(steps)));
    press_keys(&mut harness, Key::PageDown, 1 + 6);
    assert_eq!(position(&harness), (TreeView::DynamicProgramming, Some(6)));
    let marked = assert_room(&harness, language, share);
    assert!(marked.contains("i = 5") && marked.contains("tb[5]"), "{marked:?}");
    press_keys(&mut harness, Key::PageDown, dp_cells - 6 + 1);
    assert_eq!(position(&harness), (TreeView::Formula, None));

    // And back by PageUp alone, to Step through off.
    press_keys(&mut harness, Key::PageUp, 1 + dp_cells + 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(steps)));
    press_keys(&mut harness, Key::PageUp, steps + 1);
    assert_eq!(position(&harness), (TreeView::Recursive, None));
    assert!(harness.query_by_label(strings.tree.step_start).is_none());
}

#[test]
fn the_lesson_on_an_800_by_600_projector() {
    let size = egui::vec2(800.0, 600.0);
    lesson(Language::English, size, 0.5, Some("lesson_presenting_800x600_en"));
}

#[test]
fn the_lesson_on_an_800_by_600_projector_in_korean() {
    let size = egui::vec2(800.0, 600.0);
    lesson(Language::Korean, size, 0.5, Some("lesson_presenting_800x600_ko"));
}

#[test]
fn the_lesson_on_a_1920_by_1080_screen() {
    lesson(Language::English, egui::vec2(1920.0, 1080.0), 0.45, None);
}

#[test]
fn the_lesson_on_a_1920_by_1080_screen_in_korean() {
    lesson(Language::Korean, egui::vec2(1920.0, 1080.0), 0.45, None);
}

/// Stepping on an 800×600 projector folds the game's rows under one line naming the game and
/// the view; opening it gives the fields back, and what is typed there is the game. On a
/// 1920×1080 screen nothing folds.
#[test]
fn the_game_rows_fold_while_stepping_on_a_projector_and_open_on_a_click() {
    let strings = Language::English.strings();
    let state = AppState {
        presenting: true,
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state.clone(), egui::vec2(800.0, 600.0));
    settle(&mut harness);
    assert!(
        harness.query_by_label(strings.tree.coins).is_some(),
        "shown before stepping"
    );
    press_keys(&mut harness, Key::PageDown, 1);
    let title = (strings.tree.game_folded)(13, "1,2,3", "Misère", strings.tree.view_recursive);
    assert_eq!(title, "13 coins, takes 1,2,3, Misère · Recursive");
    assert!(harness.query_by_label(strings.tree.coins).is_none(), "folded");
    harness.get_by_label(&title).click();
    run_until_still(&mut harness);
    harness.get_by_label(strings.tree.coins).click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label(strings.tree.coins).type_text("9");
    settle(&mut harness);
    let analysis = harness.state().tree_tab().analysis().expect("analysed");
    assert_eq!(analysis.coins(), 9, "the folded fields are the game's");

    let mut wide = app_harness_sized(state, egui::vec2(1920.0, 1080.0));
    settle(&mut wide);
    press_keys(&mut wide, Key::PageDown, 1);
    assert_eq!(position(&wide), (TreeView::Recursive, Some(0)));
    assert!(
        wide.query_by_label(strings.tree.coins).is_some(),
        "room for every row"
    );
}
