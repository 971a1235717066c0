//! "Move exactly k": ticked beside the budget, the puzzle's answers are those exactly k steps
//! away (an equation one move away is no answer to "exactly 2"), and the choice is saved.

use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Goal, solve_budget};
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Unwatched;

use crate::support::matchsticks::match_state;
use crate::support::{app_harness, assert_shows, click, en, settle};

/// The equations a budget of 2 moves of 9+3=6 answers, as the engine lists them alone.
fn engine_answers(budget: Budget) -> Vec<String> {
    let layout = Layout::parse("9+3=6").expect("an equation");
    let solved = solve_budget(&layout, Rules::default(), budget, 100, &mut Unwatched).expect("solves");
    solved.answers.into_iter().map(|a| a.equation).collect()
}

#[test]
fn ticking_exactly_keeps_only_the_answers_exactly_that_far_and_saves_it() {
    let layout = Layout::parse("9+3=6").expect("an equation");
    let mut state: AppState = match_state();
    state.matchsticks.puzzle = PuzzleRecord::new(&layout, Goal::Move, 2, Rules::default());
    state.matchsticks.equation = "9+3=6".to_owned();
    let mut harness = app_harness(state);
    settle(&mut harness);
    let up_to = engine_answers(Budget::up_to(Goal::Move, 2));
    let exactly = engine_answers(Budget::exactly(Goal::Move, 2));
    let nearer: Vec<&String> = up_to.iter().filter(|a| !exactly.contains(a)).collect();
    assert!(!nearer.is_empty(), "9+3=6 has an answer one move away: {up_to:?}");
    for answer in &up_to {
        assert_shows(&harness, answer);
    }
    click(&mut harness, en().matchsticks.exactly);
    settle(&mut harness);
    let record = harness.state().match_tab().session().record();
    assert!(record.exactly, "the puzzle says exactly");
    assert_eq!(record.budget(), Budget::exactly(Goal::Move, 2));
    for answer in &exactly {
        assert_shows(&harness, answer);
    }
    for answer in nearer {
        assert!(
            harness.query_by_label(answer).is_none(),
            "{answer} is one move away: no answer to 'exactly 2'"
        );
    }
    // The budget's label no longer says "up to".
    assert!(harness.query_by_label(en().matchsticks.budget).is_none());
    assert_eq!(
        harness
            .get_by_label(en().matchsticks.budget_steps)
            .value()
            .as_deref(),
        Some("2")
    );
}
