//! Failures the randomized UI test found, each as the shortest sequence of actions that shows it.
//! Ignored while the app still fails them; each names the fix it waits for.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Tab};

use crate::ALLOCATOR;
use crate::chaos::MEMORY_LIMIT;
use crate::support::alone::in_own_process;
use crate::support::matchsticks::match_state;
use crate::support::{app_harness, click, en, settle, step_until};

/// Found by chaos seeds 1, 4 and 5: the mex worked out for a move that takes the whole heap
/// writes the empty position as "∅", a character none of the app's fonts has, so the real window
/// shows a box (and the test harness, which refuses missing glyphs, panics).
#[test]
fn the_mex_of_taking_the_whole_heap_draws_with_the_apps_fonts() {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    click(&mut harness, &(en().grundy.grundy_row_label)(1, "1"));
}

/// What the chaos test's memory check is there to catch: laying out a sum of
/// forty ones makes the live answer counts allocate gigabytes in the background. In a process of
/// its own, as the chaos test: the peak is the process's, which the tests beside it also raise.
#[test]
fn a_forty_term_sum_keeps_memory_under_the_cap() {
    in_own_process(
        "chaos_findings::a_forty_term_sum_keeps_memory_under_the_cap",
        forty_term_sum,
    );
}

fn forty_term_sum() {
    let mut harness = app_harness(match_state());
    let peak_before = ALLOCATOR.max_allocated();
    let equation = format!("{}=40", vec!["1"; 40].join("+"));
    harness
        .get_by_label(en().matchsticks.equation)
        .set_text_value_accesskit(&equation);
    harness.run();
    harness.get_by_label(en().matchsticks.lay_out).click();
    step_until(&mut harness, "the answers, or memory over the cap", |h| {
        let peak = ALLOCATOR.max_allocated();
        h.state().is_up_to_date() || (peak > peak_before && peak > MEMORY_LIMIT)
    });
    let peak = ALLOCATOR.max_allocated();
    assert!(
        peak <= peak_before.max(MEMORY_LIMIT),
        "memory peaked at {} MB (cap {} MB)",
        peak >> 20,
        MEMORY_LIMIT >> 20
    );
}

/// Found by chaos seed 21: Play at 6 coins, then the article's 13 coins, then
/// a take: the remoteness table is still the one for 6 coins, and indexing it past 6 panics.
#[test]
fn play_follows_a_change_of_pile() {
    let mut harness = app_harness(AppState::default());
    harness.get_by_label(en().tree.view_play).click();
    settle(&mut harness);
    harness.get_by_label(en().tree.seed_lesson).click();
    settle(&mut harness);
    harness.get_by_label(&(en().tree.play_take)(1)).click();
    settle(&mut harness);
}
