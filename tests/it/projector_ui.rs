//! The coin-game article's lesson on a projector, view by view: the step-through follows the
//! current call at a size the class can read, with the call that made it; the call stack follows
//! the current frame however it was scrolled; the code's lines are never cut; `PageDown` and
//! `PageUp` work in every view (in Play, the class's moves); the tree's other evaluation keeps
//! stepping; the DAG's states carry their numbers; and at 800×600 and 1920×1080 every view is laid
//! out with no text over other text, in English and Korean (snapshots to look at).

use egui::{Key, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, WindowZoom};
use nimlab::i18n::Language;
use nimlab::ui::style;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::play::Player;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Step;
use nimlab_core::games::view_tree::NodeId;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, click, labels, press_keys, run_until_still, settle};

type App = Harness<'static, NimlabApp>;

const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);
const LARGE: egui::Vec2 = egui::vec2(1920.0, 1080.0);

/// The coin-game article's 13 coins in `view`, in presentation mode in a window of `size`.
fn presenting(language: Language, view: TreeView, size: egui::Vec2) -> App {
    let state = AppState {
        language,
        presenting: true,
        ..tree_state(view, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, size);
    settle(&mut harness);
    harness
}

/// The newest step's node after the step-through has taken its steps.
fn current_node(harness: &App) -> Option<NodeId> {
    let tab = harness.state().tree_tab();
    let analysis = tab.analysis().expect("analysed");
    let trace = analysis.trace(tab.inputs.evaluation);
    trace.last(tab.steps_done()?).map(Step::node)
}

/// The accessible names a tree node's widget starts with: its value not known yet, or known.
fn node_names(harness: &App, id: NodeId, language: Language) -> [String; 2] {
    let strings = language.strings();
    let tree = &harness.state().tree_tab().analysis().expect("analysed").tree;
    let node = tree.node(id);
    let path = tree.path(id);
    let takes: Vec<String> = path.iter().map(u32::to_string).collect();
    let name = |value: &str| {
        if path.is_empty() {
            (strings.tree.node_label_root)(node.coins, value)
        } else {
            (strings.tree.node_label)(node.coins, value, &takes.join(","))
        }
    };
    [name("?"), name(strings.tree.outcome_letter(node.outcome))]
}

/// The rectangle of the widget whose name starts with one of `names`, if one is on show.
fn widget_starting(harness: &App, names: &[String]) -> Option<Rect> {
    harness
        .query_all_by(|node| {
            node.label()
                .is_some_and(|label| names.iter().any(|name| label.starts_with(name.as_str())))
        })
        .next()
        .map(|node| node.rect())
}

/// The current call and its caller have widgets big enough to read, on the tree's view.
fn assert_readable(harness: &App, language: Language, done: usize) {
    let current = current_node(harness).expect("a step");
    let tree = &harness.state().tree_tab().analysis().expect("analysed").tree;
    let caller = tree.node(current).parent.unwrap_or(current);
    let view = harness.state().tree_tab().export_region().expect("drawn");
    for id in [current, caller] {
        let name = node_names(harness, id, language);
        let rect = widget_starting(harness, &name)
            .unwrap_or_else(|| panic!("step {done}: {name:?} has no widget: too small to read"));
        // The widget is the disc; its coins are written at 0.95 of its radius.
        assert!(
            rect.width() >= 2.0 * style::LABEL_MIN_RADIUS - 0.5,
            "step {done}: {name:?} is {} points across",
            rect.width()
        );
        assert!(view.contains(rect.center()), "step {done}: {name:?} off the view");
    }
}

#[test]
fn stepping_follows_the_current_call_and_its_caller_at_a_readable_size() {
    let language = Language::English;
    let mut harness = presenting(language, TreeView::Recursive, SMALL);
    press_keys(&mut harness, Key::PageDown, 1);
    for done in 1..=40 {
        press_keys(&mut harness, Key::PageDown, 1);
        assert_readable(&harness, language, done);
    }
    // A window resized under the walk (the call stack or the code changing the canvas alike)
    // keeps following it rather than fitting the whole tree again.
    harness.set_size(LARGE);
    run_until_still(&mut harness);
    assert_readable(&harness, language, 40);
}

#[test]
fn the_call_stack_follows_the_current_frame_after_the_class_scrolled_it() {
    let language = Language::English;
    let strings = language.strings();
    let mut harness = presenting(language, TreeView::Recursive, SMALL);
    // Deep in the first branch: 13 calls down to 0 coins.
    press_keys(&mut harness, Key::PageDown, 15);
    let stack_top = harness.get_by_label(strings.tree.call_stack).rect();
    // The class scrolls the stack up to its outermost call.
    let over_stack = stack_top.center_bottom() + egui::vec2(0.0, 60.0);
    harness.hover_at(over_stack);
    harness.run();
    for _ in 0..10 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, 400.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    }
    run_until_still(&mut harness);
    // Two more steps: the new innermost frame shows between the heading and the selection.
    harness.hover_at(egui::pos2(5.0, 5.0));
    press_keys(&mut harness, Key::PageDown, 2);
    let tab = harness.state().tree_tab();
    let analysis = tab.analysis().expect("analysed");
    let trace = analysis.trace(Evaluation::Full);
    let stack = trace.stack(&analysis.tree, tab.steps_done().expect("stepping"));
    let innermost = (strings.tree.coin_count)(analysis.tree.node(*stack.last().expect("running")).coins);
    let heading = harness.get_by_label(strings.tree.call_stack).rect();
    let selected = harness.get_by_label(strings.tree.selected).rect();
    let entry = harness
        .query_all_by_label(&innermost)
        .map(|node| node.rect())
        .find(|rect| rect.top() >= heading.bottom())
        .unwrap_or_else(|| panic!("{innermost:?} missing: {:?}", labels(&harness)));
    assert!(
        entry.top() >= heading.bottom() - 0.5 && entry.bottom() <= selected.top() + 0.5,
        "{innermost:?} at {entry:?} is scrolled out of the stack between {heading:?} and {selected:?}"
    );
}

/// Every line of the listing on show lies whole inside the window: it wraps rather than runs
/// off the panel's edge.
fn assert_listing_whole(harness: &App, what: &str) {
    let window = harness.ctx.content_rect();
    let is_line = |label: &str| {
        let rest = label.trim_start_matches(['▶', ' ']);
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        digits > 0 && rest[digits..].starts_with("  ")
    };
    let text = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        node.label().or_else(|| node.value()).unwrap_or_default()
    };
    let lines: Vec<_> = harness
        .query_all_by(|node| is_line(&text(node)))
        .map(|node| (text(&node.accesskit_node()), node.rect()))
        .collect();
    assert!(
        lines.len() > 5,
        "{what}: the listing is on show: {:?}",
        labels(harness)
    );
    for (line, rect) in lines {
        assert!(
            rect.right() <= window.right() + 0.5,
            "{what}: {line:?} is cut at the window's edge: {rect:?}"
        );
    }
}

#[test]
fn code_lines_wrap_inside_the_panel() {
    for (language, size) in [
        (Language::English, SMALL),
        (Language::Korean, SMALL),
        (Language::English, LARGE),
    ] {
        let mut harness = presenting(language, TreeView::Recursive, size);
        press_keys(&mut harness, Key::PageDown, 5);
        assert_listing_whole(&harness, &format!("listing 1, {language:?} {size:?}"));
        let steps = harness
            .state()
            .tree_tab()
            .analysis()
            .expect("analysed")
            .trace(Evaluation::Full)
            .len();
        press_keys(&mut harness, Key::PageDown, steps + 3);
        assert_eq!(
            harness.state().tree_tab().inputs.view,
            TreeView::DynamicProgramming
        );
        assert_listing_whole(&harness, &format!("listing 2, {language:?} {size:?}"));
    }
}

/// The class's moves in Play.
fn class_moves(harness: &App) -> usize {
    let game = harness.state().tree_tab().play_game().expect("a game");
    game.moves
        .iter()
        .filter(|(player, _)| *player == Player::Human)
        .count()
}

#[test]
fn page_down_plays_the_best_move_in_play_and_page_up_takes_it_back() {
    let mut harness = presenting(Language::English, TreeView::Play, SMALL);
    assert_eq!(class_moves(&harness), 0);
    press_keys(&mut harness, Key::PageDown, 1);
    assert_eq!(class_moves(&harness), 1, "PageDown is the class's move");
    let game = harness.state().tree_tab().play_game().expect("a game");
    assert_eq!(game.moves.len(), 2, "and the computer answered it");
    // The coin-game article's 13 coins are lost for the side to move (13 = 4·3 + 1, misère): played
    // out perfectly on both sides, the computer wins; past the end PageDown does nothing.
    press_keys(&mut harness, Key::PageDown, 20);
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    let analysis = harness.state().tree_tab().analysis().expect("analysed");
    assert_eq!(game.winner(&analysis.solution), Some(Player::Computer));
    // Back move by move, then out of Play to the view before it on the lesson path.
    let played = class_moves(&harness);
    assert!(played >= 3, "the class stalled: {played} moves");
    press_keys(&mut harness, Key::PageUp, played);
    assert_eq!(class_moves(&harness), 0);
    press_keys(&mut harness, Key::PageUp, 1);
    assert_eq!(harness.state().tree_tab().inputs.view, TreeView::Growth);
    press_keys(&mut harness, Key::PageDown, 1);
    assert_eq!(harness.state().tree_tab().inputs.view, TreeView::Play);
}

#[test]
fn stop_at_the_first_winning_move_keeps_stepping_at_the_same_call() {
    let language = Language::English;
    let strings = language.strings();
    let mut harness = app_harness_sized(tree_state(TreeView::Recursive, "13", "1,2,3"), LARGE);
    settle(&mut harness);
    press_keys(&mut harness, Key::PageDown, 1 + 20);
    let before = current_node(&harness).expect("a step");
    click(&mut harness, strings.tree.evaluate_short_circuit);
    run_until_still(&mut harness);
    assert_eq!(
        harness.state().tree_tab().inputs.evaluation,
        Evaluation::ShortCircuit
    );
    // The first branch is the same in both: the 20th step is taken by both recursions.
    assert_eq!(
        current_node(&harness),
        Some(before),
        "still stepping, at the same call"
    );
    press_keys(&mut harness, Key::PageDown, 1);
    assert!(harness.state().tree_tab().steps_done().is_some());
    click(&mut harness, strings.tree.evaluate_all);
    run_until_still(&mut harness);
    assert!(harness.state().tree_tab().steps_done().is_some(), "and back");
}

#[test]
fn the_dag_states_carry_their_numbers_on_a_projector_and_at_150_percent() {
    // An 800×600 projector at presentation mode's own zoom; a large screen at 150 %.
    for (size, percent) in [(SMALL, 100), (LARGE, 150)] {
        let state = AppState {
            presenting: true,
            zoom: WindowZoom {
                presenting: percent,
                presenting_set: true,
                ..WindowZoom::default()
            },
            ..tree_state(TreeView::DynamicProgramming, "13", "1,2,3")
        };
        let mut harness = app_harness_sized(state, size);
        settle(&mut harness);
        let strings = Language::English.strings();
        for coins in 0..=13 {
            let name = (strings.tree.dp_node_label)(coins, strings.outcome(nimlab_core::games::Outcome::Win));
            let other =
                (strings.tree.dp_node_label)(coins, strings.outcome(nimlab_core::games::Outcome::Lose));
            assert!(
                harness.query_by_label(&name).is_some() || harness.query_by_label(&other).is_some(),
                "{size:?}: state {coins} has no number: {:?}",
                labels(&harness)
            );
        }
    }
}

/// The lesson's views in presentation mode, to look at: the DP step-through half way, the
/// formula, and Play two moves in, all reached by `PageDown` alone.
fn look(language: Language, size: egui::Vec2, name: &str) {
    let mut harness = presenting(language, TreeView::Recursive, size);
    let steps = harness
        .state()
        .tree_tab()
        .analysis()
        .expect("analysed")
        .trace(Evaluation::Full)
        .len();
    press_keys(&mut harness, Key::PageDown, 1 + steps + 1 + 7);
    assert_eq!(
        harness.state().tree_tab().inputs.view,
        TreeView::DynamicProgramming
    );
    harness.snapshot(format!("projector_dp_{name}"));
    press_keys(&mut harness, Key::PageDown, 8);
    assert_eq!(harness.state().tree_tab().inputs.view, TreeView::Formula);
    harness.snapshot(format!("projector_formula_{name}"));
    press_keys(&mut harness, Key::PageDown, 2);
    assert_eq!(harness.state().tree_tab().inputs.view, TreeView::Play);
    press_keys(&mut harness, Key::PageDown, 2);
    harness.snapshot(format!("projector_play_{name}"));
}

#[test]
fn the_lesson_views_on_an_800_by_600_projector() {
    look(Language::English, SMALL, "800x600_en");
}

#[test]
fn the_lesson_views_on_an_800_by_600_projector_in_korean() {
    look(Language::Korean, SMALL, "800x600_ko");
}

#[test]
fn the_lesson_views_on_a_1920_by_1080_screen() {
    look(Language::English, LARGE, "1920x1080_en");
}

#[test]
fn the_lesson_views_on_a_1920_by_1080_screen_in_korean() {
    look(Language::Korean, LARGE, "1920x1080_ko");
}

#[test]
fn every_column_of_the_dp_table_shows_beside_the_code_on_a_projector() {
    for language in Language::ALL {
        let strings = language.strings();
        let mut harness = presenting(language, TreeView::Recursive, SMALL);
        let steps = harness
            .state()
            .tree_tab()
            .analysis()
            .expect("analysed")
            .trace(Evaluation::Full)
            .len();
        press_keys(&mut harness, Key::PageDown, 1 + steps + 1 + 3);
        assert_eq!(
            harness.state().tree_tab().inputs.view,
            TreeView::DynamicProgramming
        );
        let code = harness.get_by_label(strings.code.title).rect();
        let last = harness.get_by_label("[3]").rect();
        assert!(
            last.right() <= code.left(),
            "{language:?}: the [3] column at {last:?} is under the code at {code:?}"
        );
    }
}

#[test]
fn table_1_keeps_every_row_whole_on_a_projector() {
    for language in Language::ALL {
        let strings = language.strings();
        let harness = presenting(language, TreeView::Formula, SMALL);
        let side = harness.get_by_label(strings.tree.selected).rect();
        for n in 1..=12u32 {
            let number = harness.get_by_label(&n.to_string()).rect();
            // The row: n, the formula's verdict, the DP's, and whether they agree.
            let row: Vec<Rect> = harness
                .query_all_by(|node| node.label().is_some() || node.value().is_some())
                .map(|node| node.rect())
                .filter(|rect| {
                    (rect.center().y - number.center().y).abs() < 2.0 && rect.left() >= number.left()
                })
                .collect();
            assert!(row.len() >= 4, "{language:?}: row {n} has {} cells", row.len());
            for cell in &row {
                assert!(
                    cell.right() <= side.left(),
                    "{language:?}: row {n} runs under the side panel: {cell:?}"
                );
            }
        }
    }
}
