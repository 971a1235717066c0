//! The matchstick tab driven as a person would: typing an equation, dragging sticks, undo,
//! reading the live answer counts, highlighting an answer, playing, designing from nothing, and
//! the generator, survey and search panels. Its files are `match_files_ui.rs`.

use egui::{Key, Modifiers, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Goal, solve};

use crate::support::matchsticks::{
    arriving, drag_stick, generate_puzzles, lay_out, leaving, match_state, place, reads, stick, stick_in,
};
use crate::support::{
    app_harness, assert_shows, click, en, ko, press_and_move, run_until_still, settle, step_until,
};

fn centre(harness: &Harness<'static, NimlabApp>, label: &str) -> Pos2 {
    harness.get_by_label(label).rect().center()
}

/// Presses at `from`, moves in a few steps to `to` and lets go, a frame after each step.
fn drag(harness: &mut Harness<'static, NimlabApp>, from: Pos2, to: Pos2) {
    press_and_move(harness, from, to);
    harness.drop_at(to);
    harness.run();
    settle(harness);
}

/// Clicks a stick a fifth of the way along, as a person aims at it: the two sticks of a '+'
/// cross at their middles.
fn click_arm(harness: &mut Harness<'static, NimlabApp>, label: &str) {
    let rect = harness.get_by_label(label).rect();
    let point = if rect.width() > rect.height() {
        Pos2::new(rect.left() + rect.width() * 0.2, rect.center().y)
    } else {
        Pos2::new(rect.center().x, rect.top() + rect.height() * 0.2)
    };
    harness.hover_at(point);
    run_until_still(harness);
    harness.drag_at(point);
    harness.drop_at(point);
    // An arm laid changes the layout, whose live answers repaint a spinner until counted.
    run_until_still(harness);
}

#[test]
fn dragging_b_to_g_makes_6_plus_3_true_and_undo_brings_back_the_puzzle() {
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "0+3=09");
    assert_eq!(reads(&harness), "0+3=09");
    assert_shows(&harness, en().matchsticks.is_false);
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    assert_eq!(reads(&harness), "6+3=09");
    assert!(
        harness.query_by_label("6+3=09").is_some(),
        "the status shows the equation"
    );
    assert_shows(&harness, en().matchsticks.is_true);
    assert_shows(&harness, &(en().matchsticks.changes)(1, 0, 0));
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(reads(&harness), "0+3=09");
    assert_shows(&harness, "0+3=09");
    harness.get_by_label(en().matchsticks.redo).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "6+3=09");
    harness.get_by_label(en().matchsticks.undo).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "0+3=09");
}

#[test]
fn a_drop_on_nothing_or_over_the_budget_changes_nothing() {
    let mut harness = app_harness(match_state());
    let before = harness.state().match_tab().session().shown_layout().clone();
    // Far above the row, where no position is near.
    let from = centre(&harness, &stick("0+3=09", 0, 1, true));
    drag(&mut harness, from, from - vec2(0.0, 250.0));
    assert_eq!(harness.state().match_tab().session().shown_layout(), &before);
    assert!(!harness.state().match_tab().session().editor().can_undo());
    // In play mode the budget (one move) refuses a second move, with a message.
    click(&mut harness, en().matchsticks.mode_play);
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    let after_one = harness.state().match_tab().session().shown_layout().clone();
    drag_stick(
        &mut harness,
        &stick("0+3=09", 2, 0, true),
        &stick("0+3=09", 2, 4, false),
    );
    assert_eq!(harness.state().match_tab().session().shown_layout(), &after_one);
    assert_shows(&harness, en().matchsticks.error_budget);
}

#[test]
fn live_counts_and_a_clicked_answer_show_on_the_canvas() {
    let mut harness = app_harness(match_state());
    assert_shows(&harness, &(en().matchsticks.count_line)(Goal::Move, 1, 1));
    assert!(
        harness
            .query_by_label(&(en().matchsticks.count_line)(Goal::Move, 2, 1))
            .is_some(),
        "5+3=08"
    );
    assert!(
        !harness
            .query_all_by_label(en().matchsticks.unique)
            .collect::<Vec<_>>()
            .is_empty()
    );
    click(&mut harness, "6+3=09");
    assert_shows(&harness, &leaving("0+3=09", 0, 1));
    assert_shows(&harness, &arriving("0+3=09", 0, 6));
    harness.get_by_label(en().matchsticks.apply).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "6+3=09");
}

#[test]
fn the_live_counts_follow_each_edit() {
    let mut harness = app_harness(match_state());
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    let layout = harness.state().match_tab().session().shown_layout().clone();
    let expected = solve(&layout, Rules::default(), Goal::Move, 3).expect("solvable");
    let answers = harness.state().match_tab().answers().expect("computed");
    assert_eq!(answers, expected.as_slice(), "recomputed for 6+3=09");
    for k in 1..=3 {
        let count = expected.iter().filter(|a| a.moves == k).count();
        let moves = if k == 1 { "move" } else { "moves" };
        let noun = if count == 1 { "answer" } else { "answers" };
        let label = format!("{k} {moves}: {count} {noun}");
        assert!(harness.query_by_label(&label).is_some(), "{label}");
    }
}

#[test]
fn play_mode_checks_wrong_then_right() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.mode_play);
    assert!(harness.query_by_label("6+3=09").is_none(), "answers are hidden");
    // A move that leaves the equation false.
    drag_stick(
        &mut harness,
        &stick("0+3=09", 2, 0, true),
        &stick("0+3=09", 0, 6, false),
    );
    click(&mut harness, en().matchsticks.check);
    assert_shows(&harness, en().matchsticks.wrong_false);
    click(&mut harness, en().matchsticks.undo);
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    click(&mut harness, en().matchsticks.check);
    assert_shows(&harness, en().matchsticks.right);
    click(&mut harness, en().matchsticks.reveal);
    assert_shows(&harness, &(en().matchsticks.revealed)("6+3=09"));
    assert_eq!(reads(&harness), "0+3=09", "Reveal shows the answer on the puzzle");
}

#[test]
fn design_mode_builds_a_puzzle_from_nothing() {
    let mut harness = app_harness(match_state());
    harness.get_by_label(en().matchsticks.file_new).click();
    settle(&mut harness);
    assert_eq!(reads(&harness), "???=?");
    // A puzzle of the seed's shape with every slot empty: where each slot sits is its shape's.
    let m = en().matchsticks;
    assert_shows(&harness, &(m.reads_nothing)(&place("0+0=0", 0)));
    // The first three by name, the rest counted, so a long empty row stays one line.
    assert!(
        harness
            .query_by_label(&(m.reads_nothing)(&place("0+0=0", 4)))
            .is_none()
    );
    assert_shows(&harness, &(m.reads_nothing_more)(1));
    let sticks = [
        &stick("0+3=09", 0, 1, false),
        &stick("0+3=09", 0, 2, false),
        &stick("0+3=09", 1, 0, false),
        &stick("0+3=09", 1, 1, false),
        &stick("0+3=09", 2, 1, false),
        &stick("0+3=09", 2, 2, false),
        "the answer, segment a, empty",
        "the answer, segment b, empty",
        "the answer, segment g, empty",
        "the answer, segment e, empty",
        "the answer, segment d, empty",
    ];
    for stick in sticks {
        click_arm(&mut harness, stick);
    }
    settle(&mut harness);
    assert_eq!(reads(&harness), "1+1=2");
    assert_shows(&harness, en().matchsticks.is_true);
    assert_shows(&harness, en().matchsticks.unsaved);
}

#[test]
fn the_generator_lists_unique_puzzles_and_opens_one() {
    let mut harness = app_harness(match_state());
    generate_puzzles(&mut harness);
    let before = harness.state().match_tab().session().file_to_save().puzzles;
    harness
        .get_all_by_label(en().matchsticks.open_in_editor)
        .next()
        .expect("at least one puzzle")
        .click();
    settle(&mut harness);
    let layout = harness.state().match_tab().session().shown_layout().clone();
    let answers = solve(&layout, Rules::default(), Goal::Move, 1).expect("solvable");
    assert_eq!(answers.len(), 1, "{}: exactly one answer", reads(&harness));
    let now = harness.state().match_tab().session().file_to_save().puzzles;
    assert_eq!(now.len(), before.len() + 1, "opened as a puzzle added");
    assert_eq!(now[..before.len()], before[..], "no puzzle is replaced");
    assert!(
        harness.state().match_tab().session().can_undo(),
        "opening is undoable"
    );
}

#[test]
fn the_survey_can_be_cancelled() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_survey);
    // Three moves make the survey run long enough (tens of seconds in a debug build) that Cancel
    // always lands before it ends, however loaded the machine: the survey's own "Up to" is the
    // one in the side panel, right of the puzzle bar's.
    let budgets = harness
        .get_all_by_label(en().matchsticks.budget)
        .collect::<Vec<_>>();
    let survey_budget = budgets
        .iter()
        .max_by(|a, b| a.rect().left().total_cmp(&b.rect().left()))
        .expect("the survey's budget");
    survey_budget.set_value_accesskit(3.0);
    harness.run();
    let budgets: Vec<Option<f64>> = harness
        .get_all_by_label(en().matchsticks.budget)
        .map(|node| node.accesskit_node().numeric_value())
        .collect();
    assert!(budgets.contains(&Some(3.0)), "{budgets:?}");
    harness.get_by_label(en().matchsticks.run_survey).click();
    // The spinner keeps the window repainting while the survey runs, so `run` would not end:
    // step until its Cancel is on show.
    step_until(&mut harness, "the survey running", |h| {
        h.query_by_label(en().cancel).is_some()
    });
    // One frame more, not for the thread but for egui: a button that has just appeared takes
    // a click only from its second frame (measured: clicked in its first, nothing happens).
    harness.step();
    harness.get_by_label(en().cancel).click();
    step_until(&mut harness, "the survey stopped", |h| {
        h.query_by_label_contains(en().cancelled).is_some()
    });
    assert_shows(&harness, en().matchsticks.run_survey);
}

#[test]
fn the_tab_draws_in_korean() {
    let mut harness = app_harness(AppState {
        language: Language::Korean,
        ..match_state()
    });
    let seed = Layout::parse("0+3=09").expect("an equation");
    assert_shows(&harness, &stick_in(Language::Korean, &seed, 0, 1, true));
    click(&mut harness, ko().matchsticks.mode_design);
    click(&mut harness, ko().matchsticks.mode_play);
    assert_shows(&harness, ko().matchsticks.check);
}

#[test]
fn an_add_puzzle_takes_sticks_from_the_tray() {
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "3+3=5");
    click(&mut harness, en().matchsticks.goal_add);
    drag_stick(
        &mut harness,
        &(en().matchsticks.tray_gives)(1),
        &stick("3+3=5", 4, 4, false),
    );
    assert_eq!(reads(&harness), "3+3=6");
    assert_shows(&harness, en().matchsticks.is_true);
    assert_shows(&harness, &(en().matchsticks.tray_gives)(0));
}

#[test]
fn the_search_view_shows_seed_004s_repeated_work() {
    let mut harness = app_harness(match_state());
    harness
        .get_by_label(en().matchsticks.budget)
        .set_value_accesskit(2.0);
    harness.run();
    click(&mut harness, en().matchsticks.panel_search);
    assert_shows(
        &harness,
        &(en().matchsticks.search_estimate)(12125, Goal::Move, 2),
    );
    harness.get_by_label(en().matchsticks.run_search).click();
    step_until(&mut harness, "the search finished", |h| {
        h.query_by_label(&(en().matchsticks.search_example)("5+3=08", 4))
            .is_some()
    });
    harness.run();
    // Depth 2: 12,000 sequences for 3,000 layouts, four each.
    assert_shows(&harness, "12000");
    assert_shows(&harness, "3000");
    assert_shows(&harness, "× 4");
}

#[test]
fn the_generator_keeps_the_rows_it_shows_and_counts_the_rest() {
    use nimlab_core::matchsticks::generate::generate_kept;
    use nimlab_core::matchsticks::survey::Shape;
    use nimlab_core::watch::Unwatched;

    let mut harness = app_harness(match_state());
    generate_puzzles(&mut harness);
    let shape = Shape::parse("D+D=D").expect("a shape");
    let all = generate_kept(
        &shape,
        Rules::default(),
        Goal::Move,
        1,
        1,
        usize::MAX,
        &mut Unwatched,
    )
    .expect("ran");
    assert!(all.total > 300, "more than a panel's rows: {}", all.total);
    assert_eq!(all.puzzles.len(), all.total, "keeping everything keeps all");
    assert_shows(
        &harness,
        &format!(
            "{} puzzles of D+D=D with exactly one answer",
            nimlab::i18n::numbers::grouped(&all.total.to_string())
        ),
    );
    // Every puzzle is kept and reached by its page (`match_workbench_ui`).
    assert!(harness.query_by_label_contains("are kept").is_none(), "all kept");
    assert_eq!(
        harness.get_all_by_label(en().matchsticks.open_in_editor).count(),
        50,
        "one row per puzzle of the page"
    );
}
