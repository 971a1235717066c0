//! The coin-game article's code beside the step-through: stepping the lesson moves the marked line
//! and the values in lockstep, in the recursive view and the DP view, for the article's takes and
//! others, in English and Korean; the panel folds and remembers it; classroom mode hides what
//! would give a value away; the view beside it does not move while stepping, even at 800×600.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::recursive::Evaluation;

use crate::support::tree::{marked_lines, tree_state};
use crate::support::{app_harness, app_harness_sized, assert_shows, assert_shows_part, click, en, ko};

fn lesson(view: TreeView, coins: &str, takes: &str, evaluation: Evaluation) -> AppState {
    let mut state = tree_state(view, coins, takes);
    state.tree.evaluation = evaluation;
    state
}

/// Turns the step-through on and takes `steps` steps.
fn step_to(harness: &mut Harness<'static, NimlabApp>, start: &str, steps: usize) {
    click(harness, start);
    step(harness, steps);
}

fn step(harness: &mut Harness<'static, NimlabApp>, steps: usize) {
    for _ in 0..steps {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
}

fn marked(harness: &Harness<'static, NimlabApp>) -> Vec<String> {
    marked_lines(harness)
}

#[test]
fn the_seed_lesson_marks_each_call_and_return_in_listing_1() {
    let state = lesson(TreeView::Recursive, "13", "1,2,3", Evaluation::ShortCircuit);
    let mut harness = app_harness(state);
    click(&mut harness, en().tree.step_through);
    assert_shows(&harness, &(en().code.panel_label)(en().code.listing_recursion));
    assert_shows(&harness, en().code.not_started);
    assert!(marked(&harness).is_empty(), "{:?}", marked(&harness));
    let expected = [
        (1, "Line 10: int GetCoinCount(int coins) — coins = 13"),
        (1, "Line 16: if(IsBad(coins - i)) — coins = 13, i = 1"),
        (1, "Line 16: if(IsBad(coins - i)) — coins = 12, i = 1"),
        // Down the leftmost branch to 1 coin, which takes the last coin: IsBad(0) is FALSE.
        (11, "Line 16: if(IsBad(coins - i)) — coins = 1, i = 1"),
        (1, "Line 6: return FALSE; — coins = 0"),
        (1, "Line 19: return 0; — coins = 1"),
        // IsBad(1) is TRUE, so 2 coins wins by taking 1: the short-circuit returns at once.
        (1, "Line 17: return i; — coins = 2, i = 1"),
    ];
    for (steps, line) in expected {
        step(&mut harness, steps);
        assert_eq!(marked(&harness), [line]);
    }
    // The call stack beside it says the same step.
    assert_shows(&harness, &(en().tree.step_return)(2, en().win));
}

#[test]
fn the_seed_table_marks_the_cell_it_fills_in_listing_2_in_korean() {
    let mut state = lesson(TreeView::DynamicProgramming, "13", "1,2,3", Evaluation::Full);
    state.language = Language::Korean;
    let mut harness = app_harness(state);
    step_to(&mut harness, "한 단계씩", 1);
    assert_shows(&harness, &(ko().code.panel_label)(ko().code.listing_table));
    assert_eq!(
        marked(&harness),
        ["5행: tb[0].win = true; — 채우는 칸: tb[0].win = true"]
    );
    step(&mut harness, 5);
    assert_eq!(
        marked(&harness),
        [
            "27행: tb[i].win = win; — win = false, i = 5; 읽는 칸: tb[4].win = true, tb[3].win = true, tb[2].win = true; 채우는 칸: tb[5].win = false"
        ]
    );
    step(&mut harness, 1);
    assert_eq!(
        marked(&harness),
        [
            "27행: tb[i].win = win; — win = true, i = 6; 읽는 칸: tb[5].win = false, tb[4].win = true, tb[3].win = true; 채우는 칸: tb[6].win = true"
        ]
    );
}

#[test]
fn other_takes_loop_over_s_in_both_views() {
    let state = lesson(TreeView::Recursive, "6", "1,3,4", Evaluation::Full);
    let mut harness = app_harness(state);
    step_to(&mut harness, en().tree.step_through, 2);
    assert_shows_part(&harness, "for(int i : S)");
    assert_eq!(
        marked(&harness),
        ["Line 18: if(IsBad(coins - i) && win == 0) — coins = 6, win = 0, i = 1"]
    );
    // 6 → 5 → 4 → 3 → 2 → 1 → 0, then 0 returns FALSE (misère) and 1 returns win = 0.
    step(&mut harness, 6);
    assert_eq!(marked(&harness), ["Line 7: return FALSE; — coins = 0"]);
    step(&mut harness, 1);
    assert_eq!(marked(&harness), ["Line 21: return win; — coins = 1, win = 0"]);

    harness.state_mut().tree_tab_mut().inputs.view = TreeView::DynamicProgramming;
    harness.run();
    step_to(&mut harness, en().tree.step_through, 3);
    assert_shows_part(&harness, "for(int j : S)");
    assert_eq!(
        marked(&harness),
        ["Line 28: tb[i].win = win; — win = true, i = 2; reads: tb[1].win = false; fills: tb[2].win = true"]
    );
}

#[test]
fn the_panel_folds_and_remembers_it() {
    let state = lesson(TreeView::Recursive, "13", "1,2,3", Evaluation::ShortCircuit);
    let mut harness = app_harness(state);
    step_to(&mut harness, en().tree.step_through, 2);
    let open = harness.state().tree_tab().export_region().expect("drawn");
    click(&mut harness, en().code.hide);
    assert!(marked(&harness).is_empty());
    assert!(!harness.state().state().tree.show_code, "the fold is remembered");
    let folded = harness.state().tree_tab().export_region().expect("drawn");
    assert!(folded.width() > open.width() + 100.0, "{open:?} → {folded:?}");
    // A restart brings the fold back (and the step-through where it was).
    let mut harness = app_harness(harness.state().state());
    assert_eq!(harness.state().tree_tab().steps_done(), Some(2));
    assert!(marked(&harness).is_empty());
    click(&mut harness, en().code.show);
    assert_eq!(
        marked(&harness),
        ["Line 16: if(IsBad(coins - i)) — coins = 13, i = 1"]
    );
}

#[test]
fn classroom_mode_hides_the_values_and_the_lines_that_tell_them() {
    let mut state = lesson(TreeView::Recursive, "13", "1,2,3", Evaluation::ShortCircuit);
    state.classroom = true;
    let mut harness = app_harness(state);
    step_to(&mut harness, en().tree.step_through, 2);
    // A call tells nothing: it is marked.
    assert_eq!(
        marked(&harness),
        ["Line 16: if(IsBad(coins - i)) — coins = 13, i = 1"]
    );
    // 2 coins returns 1 (`return i;`): the line and `i` would give its value away.
    step(&mut harness, 15);
    assert!(marked(&harness).is_empty(), "{:?}", marked(&harness));
    assert_shows(&harness, &(en().code.line_hidden)("coins = 2, i = ?"));
    click(&mut harness, en().classroom_reveal_all);
    assert_eq!(marked(&harness), ["Line 17: return i; — coins = 2, i = 1"]);
}

#[test]
fn the_view_keeps_its_place_while_stepping_at_800_by_600() {
    for view in [TreeView::Recursive, TreeView::DynamicProgramming] {
        let state = lesson(view, "13", "1,2,3", Evaluation::ShortCircuit);
        let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
        step_to(&mut harness, en().tree.step_through, 1);
        let region = harness.state().tree_tab().export_region().expect("drawn");
        assert!(
            region.width() >= 250.0,
            "{view:?}: the view keeps room: {region:?}"
        );
        for _ in 0..20 {
            step(&mut harness, 1);
            assert_eq!(
                harness.state().tree_tab().export_region(),
                Some(region),
                "{view:?}"
            );
            let line = marked(&harness);
            let node = harness.get_by_label(&line[0]);
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
            assert!(
                window.contains_rect(node.rect()),
                "{view:?}: {line:?} at {:?}",
                node.rect()
            );
        }
    }
}

/// The marked line (▶ on its background) and the values, as a class sees them: only pixels
/// show the mark. The article's lesson in Korean at 800×600.
#[test]
fn the_code_beside_the_tree_in_korean_at_800_by_600() {
    let mut state = lesson(TreeView::Recursive, "13", "1,2,3", Evaluation::ShortCircuit);
    state.language = Language::Korean;
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    step_to(&mut harness, "한 단계씩", 17);
    assert_eq!(marked(&harness), ["17행: return i; — coins = 2, i = 1"]);
    assert_shows(&harness, &(ko().code.panel_label)(ko().code.listing_recursion));
    harness.snapshot("tree_code_800x600_ko");
}

/// The same beside the DP view at 1920×1080, where every line of listing 2 fits.
#[test]
fn the_code_beside_the_table_at_1920_by_1080() {
    let state = lesson(
        TreeView::DynamicProgramming,
        "13",
        "1,2,3",
        Evaluation::ShortCircuit,
    );
    let mut harness = app_harness_sized(state, egui::vec2(1920.0, 1080.0));
    step_to(&mut harness, en().tree.step_through, 6);
    harness.snapshot("tree_code_dp_1920x1080_en");
}
