//! ×, ÷ and a movable '=' in the matchstick tab: an equation typed with × is laid out and solved
//! under rules that know ×, and a stick of an '=' that may move is dragged onto a '−'.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::solve;

use crate::support::matchsticks::{drag_stick, lay_out, match_state, reads, stick, stick_on};
use crate::support::{app_harness, assert_shows, click, en, press_and_move, run_until_still, settle};

#[test]
fn typing_2_times_3_is_5_lays_it_out_and_solves_it() {
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "2*3=5");
    assert_eq!(reads(&harness), "2×3=5", "typed * is ×");
    let settings = harness.state().match_tab().session().settings();
    assert!(settings.rules.times_divide, "a typed × turns its rule on");
    assert_shows(&harness, &stick("2*3=5", 1, 3, true));
    assert_shows(&harness, &stick("2*3=5", 1, 4, true));
    // The live answers are the solver's under the puzzle's rules.
    let layout = harness.state().match_tab().session().shown_layout().clone();
    let expected = solve(&layout, settings.rules, settings.goal, 3).expect("solvable");
    let answers = harness.state().match_tab().answers().expect("computed");
    assert_eq!(answers, expected.as_slice());
    assert!(
        answers.iter().any(|a| a.equation == "2+3=5"),
        "× to + is two moves: {answers:?}"
    );
    // The same typed with the sign itself.
    lay_out(&mut harness, "2×3=5");
    assert_eq!(reads(&harness), "2×3=5");
}

#[test]
fn a_stick_of_a_movable_equals_is_dragged_onto_the_minus() {
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "1-2=1");
    // With a movable '=', 1-2=1 has two signs: the '-' (slot 1) and the '=' (slot 3).
    let movable = Layout::parse("1-2=1").expect("an equation").for_rules(Rules {
        movable_equals: true,
        ..Rules::default()
    });
    let equals_lower = stick_on(&movable, 3, 2, true);
    assert!(
        harness.query_by_label(&equals_lower).is_none(),
        "a fixed '=' has no sticks to drag"
    );
    click(&mut harness, en().matchsticks.rules_menu);
    click(&mut harness, en().matchsticks.movable_equals);
    settle(&mut harness);
    assert!(
        harness
            .state()
            .match_tab()
            .session()
            .settings()
            .rules
            .movable_equals
    );
    drag_stick(&mut harness, &equals_lower, &stick_on(&movable, 1, 2, false));
    assert_eq!(reads(&harness), "1=2-1");
    assert_shows(&harness, en().matchsticks.is_true);
    assert_shows(&harness, &(en().matchsticks.changes)(1, 0, 0));
}

/// The two diagonals of a sign cross each other and its bars at one centre: each is pressed
/// where its accessible place is (its upper arm) and anywhere along its line, by a click in
/// Design and by a drop in Move (the `\` could not be laid by hand, and a `/` lifted out of
/// 2×3=5 could not be put back).
#[test]
fn each_diagonal_of_a_sign_is_clicked_and_dropped_on_by_hand() {
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "6/2=3");
    click(&mut harness, en().matchsticks.mode_design);
    settle(&mut harness);
    click(&mut harness, &stick("6/2=3", 1, 3, false));
    settle(&mut harness);
    assert_eq!(reads(&harness), "6×2=3", "the \\ is laid beside the /");
    click(&mut harness, en().matchsticks.mode_move);
    settle(&mut harness);
    // A diagonal lifted out of × onto the 6's empty b, then back onto its empty place.
    drag_stick(
        &mut harness,
        &stick("6/2=3", 1, 4, true),
        &stick("6/2=3", 0, 1, false),
    );
    assert_eq!(reads(&harness), "8?2=3", "the sign holds only its \\");
    drag_stick(
        &mut harness,
        &stick("6/2=3", 0, 1, true),
        &stick("6/2=3", 1, 4, false),
    );
    assert_eq!(reads(&harness), "6×2=3", "put back on the /");
}

/// Lifts the stick labelled `label`, carries it `away` points off and back to `back` points
/// from where it was pressed, and lets go there.
fn lift_and_put_back(harness: &mut Harness<'static, NimlabApp>, label: &str, back: egui::Vec2) {
    let home = harness.get_by_label(label).rect().center();
    press_and_move(harness, home, home + egui::vec2(0.0, -120.0));
    press_and_move_on(harness, home + egui::vec2(0.0, -120.0), home + back);
    harness.drop_at(home + back);
    run_until_still(harness);
    settle(harness);
}

/// Moves the pointer, already pressed, from `from` to `to` in steps.
fn press_and_move_on(harness: &mut Harness<'static, NimlabApp>, from: egui::Pos2, to: egui::Pos2) {
    for step in 1..=4 {
        harness.hover_at(from.lerp(to, step as f32 / 4.0));
        run_until_still(harness);
    }
}

/// A stick lifted and let go where it was, or a few points off, goes home: no move is made.
/// It used to land on the nearest empty place (a diagonal of × on the sign's bar, the 9's
/// middle bar on its empty lower left), which in Play spent the student's move.
#[test]
fn a_stick_put_back_where_it_was_stays_there() {
    let mut harness = app_harness(match_state());
    let unmoved = "From the puzzle: 0 moved, 0 added, 0 removed";
    lift_and_put_back(&mut harness, &stick("0+3=09", 5, 6, true), egui::vec2(0.0, 6.0));
    assert_eq!(reads(&harness), "0+3=09");
    assert_shows(&harness, unmoved);
    lay_out(&mut harness, "2x3=5");
    for diagonal in [&stick("2x3=5", 1, 4, true), &stick("2x3=5", 1, 3, true)] {
        lift_and_put_back(&mut harness, diagonal, egui::vec2(0.0, 0.0));
        assert_eq!(reads(&harness), "2×3=5", "{diagonal}");
        assert_shows(&harness, unmoved);
    }
}

/// The '+' of the matchstick paper's 0+3=09 is lifted by the lower arm of its upright: outside the
/// upright's own (upper) area, the press still finds the stick under it.
#[test]
fn the_upright_of_a_plus_is_lifted_by_its_lower_arm() {
    let mut harness = app_harness(match_state());
    let centre = harness.get_by_label(&stick("0+3=09", 1, 0, true)).rect().center();
    let upper = harness.get_by_label(&stick("0+3=09", 1, 1, true)).rect().center();
    // The upper area's middle is half way up the upright: this is near its lower tip.
    let lower = centre + (centre - upper) * 1.7;
    let to = harness
        .get_by_label(&stick("0+3=09", 0, 6, false))
        .rect()
        .center();
    press_and_move(&mut harness, lower, to);
    harness.drop_at(to);
    run_until_still(&mut harness);
    settle(&mut harness);
    assert_eq!(reads(&harness), "8-3=09");
}
