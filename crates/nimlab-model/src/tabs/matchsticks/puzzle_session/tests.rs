//! The open puzzle's one owner: what it remembers comes back exactly, and every change keeps its
//! parts in step.

use super::*;
use crate::tabs::matchsticks::canvas_edit::CanvasEdit;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;

/// Slot 0's segment b to segment g: `0+3=09` becomes `6+3=09`.
const B_TO_G: CanvasEdit = CanvasEdit::Move {
    from: StickPosition { slot: 0, bit: 1 },
    to: StickPosition { slot: 0, bit: 6 },
};

fn fresh() -> PuzzleSession {
    PuzzleSession::restore(&mut SavedMatchTab::default())
}

#[test]
fn what_is_remembered_restores_the_puzzle_exactly() {
    let mut session = fresh();
    session.add_puzzle();
    session.set_equation("1+1=3".to_owned());
    session.lay_out();
    session.set_texts("Title".to_owned(), "Me".to_owned(), "Notes".to_owned());
    session.set_rules(Settings {
        goal: Goal::Move,
        steps: 2,
        exactly: false,
        rules: Rules::default(),
    });
    session
        .edit_sticks(CanvasEdit::Toggle(StickPosition { slot: 4, bit: 0 }))
        .ok();
    session.set_mode(Mode::Design);

    let mut saved = SavedMatchTab::default();
    session.remember(&mut saved);
    let restored = PuzzleSession::restore(&mut saved.sanitized());

    assert_eq!(restored.record(), session.record());
    assert_eq!(restored.equation(), session.equation());
    assert_eq!(restored.mode(), session.mode());
    assert_eq!(restored.editor().snapshot(), session.editor().snapshot());
    assert_eq!(restored.editor().history(), session.editor().history());
    assert_eq!(restored.document().puzzles(), session.document().puzzles());
    assert_eq!(restored.document().index(), session.document().index());
    assert_eq!(restored.is_dirty(), session.is_dirty());
}

#[test]
fn play_mode_edits_the_students_copy_and_leaving_it_drops_that() {
    let mut session = fresh();
    session.set_mode(Mode::Play);
    session.edit_sticks(B_TO_G).expect("one move within the budget");
    assert_eq!(session.shown_layout().text(Variants::default()), "6+3=09");
    assert_eq!(
        session.editor().board().text(Variants::default()),
        "0+3=09",
        "the designer's is untouched"
    );
    session.check();
    assert_eq!(
        session.play().and_then(PlayState::verdict),
        Some(super::super::play::Verdict::Right)
    );
    session.set_mode(Mode::Move);
    assert!(session.play().is_none());
    assert_eq!(session.shown_layout().text(Variants::default()), "0+3=09");
}

#[test]
fn a_refused_equation_is_forgotten_once_the_box_is_typed_in_again() {
    let mut session = fresh();
    session.set_equation("1+=".to_owned());
    session.lay_out();
    assert!(matches!(session.selection().refusal, Some(Refusal::Layout(_))));
    session.set_equation("1+=".to_owned());
    assert!(
        session.selection().refusal.is_some(),
        "the same text: still refused"
    );
    session.set_equation("0+3=09".to_owned());
    assert_eq!(
        session.selection().refusal,
        None,
        "the box shows the puzzle again"
    );
}

#[test]
fn a_refused_edit_is_remembered_until_the_next_one_succeeds() {
    let mut session = fresh();
    session.set_equation("1+=".to_owned());
    session.lay_out();
    assert!(matches!(session.selection().refusal, Some(Refusal::Layout(_))));
    session.edit_sticks(B_TO_G).expect("a legal move");
    assert_eq!(session.selection().refusal, None);
    let full = StickPosition { slot: 0, bit: 0 };
    assert!(
        session
            .edit_sticks(CanvasEdit::Move { from: full, to: full })
            .is_err()
    );
    assert!(matches!(session.selection().refusal, Some(Refusal::Edit(_))));
}

#[test]
fn opening_another_puzzle_clears_the_selection() {
    let mut session = fresh();
    session.select_slot(Some(1));
    session.select_answer(Some("6+3=09".to_owned()));
    session.add_puzzle();
    assert_eq!(session.selection().slot, None);
    assert_eq!(session.selection().answer, None);
    assert_eq!(session.document().index(), 1);
    session.switch_to(0);
    assert_eq!(
        session.record().layout,
        PuzzleRecord::new(
            &Layout::parse("0+3=09").expect("valid"),
            Goal::Move,
            1,
            Rules::default()
        )
        .layout
    );
}

fn text(layout: &Layout) -> String {
    layout.text(Variants::default())
}

#[test]
fn trying_an_answer_changes_the_board_and_saves_the_puzzle() {
    // "Add one" 9+3=18, the tray's stick laid on the 3 makes the board 9+9=18; what
    // is saved and listed is still 9+3=18, and nothing is marked unsaved.
    let mut session = fresh();
    session.set_equation("9+3=18".to_owned());
    session.lay_out();
    session.set_rules(Settings {
        goal: Goal::Add,
        steps: 1,
        exactly: false,
        rules: Rules::default(),
    });
    let before = session.record();
    let saved = session.file_to_save();
    session
        .edit_sticks(CanvasEdit::FromTray(StickPosition { slot: 2, bit: 5 }))
        .expect("the tray's stick on the 3's f");
    assert_eq!(text(session.shown_layout()), "9+9=18");
    session.apply_answer(Layout::parse("9+9=18").expect("valid"));
    assert_eq!(session.record(), before, "the puzzle is as authored");
    assert_eq!(session.file_to_save(), saved);
    assert_eq!(session.equation(), "9+3=18", "the Equation box shows the puzzle");
    assert!(session.board_differs());
    // Switching away and back keeps the puzzle, not the try.
    session.add_puzzle();
    session.switch_to(0);
    assert_eq!(session.record(), before);
}

#[test]
fn making_the_board_the_puzzle_is_explicit_and_undoable() {
    let mut session = fresh();
    let before = session.record();
    session.edit_sticks(B_TO_G).expect("a try: 6+3=09");
    assert!(!session.is_dirty(), "a try changes nothing to save");
    session.adopt_board();
    assert_eq!(text(&session.record().layout().expect("valid")), "6+3=09");
    assert_eq!(session.equation(), "6+3=09");
    assert!(session.is_dirty());
    session.undo();
    assert_eq!(session.record(), before);
    assert_eq!(session.equation(), "0+3=09");
    assert!(!session.is_dirty());
}

#[test]
fn the_equation_box_follows_the_puzzle_through_design_and_undo() {
    // Building 9-5=3 in design mode left "???=?" in the box, and an undo that left
    // 9-5?=3 on the canvas kept "9-5=3" there.
    let mut session = fresh();
    session.new_file();
    assert_eq!(session.mode(), Mode::Design);
    let at = |slot, bit| CanvasEdit::Toggle(StickPosition { slot, bit });
    // 9 (a b c d f g), − (the operator's horizontal), 3 (a b c d g).
    for bit in [0, 1, 2, 3, 5, 6] {
        session.edit_sticks(at(0, bit)).expect("a position of the 9");
    }
    session.edit_sticks(at(1, 0)).expect("the minus");
    for bit in [0, 2, 3, 5, 6] {
        session.edit_sticks(at(2, bit)).expect("a position of the 5");
    }
    for bit in [0, 1, 2, 3, 6] {
        session.edit_sticks(at(4, bit)).expect("a position of the 3");
    }
    assert_eq!(session.equation(), "9-5=3");
    assert_eq!(
        session.equation(),
        text(&session.record().layout().expect("valid"))
    );
    session.undo();
    assert_eq!(session.equation(), text(session.shown_layout()));
    assert_ne!(session.equation(), "9-5=3");
    // Typed text stays until laid out, then is the puzzle.
    session.set_equation("1+1=2".to_owned());
    assert_eq!(session.equation(), "1+1=2");
    session.lay_out();
    assert_eq!(text(&session.record().layout().expect("valid")), "1+1=2");
}

#[test]
fn a_generated_puzzle_is_added_with_its_goal_budget_and_rules() {
    let mut session = fresh();
    let before = session.file_to_save().puzzles;
    let two_moves = Settings {
        goal: Goal::Move,
        steps: 2,
        exactly: false,
        rules: Rules::default(),
    };
    session.set_mode(Mode::Play);
    session.add_generated(&[Layout::parse("5+7=2").expect("valid")], two_moves);
    assert_eq!(session.settings(), two_moves);
    assert_eq!(session.mode(), Mode::Move);
    let now = session.file_to_save().puzzles;
    assert_eq!(now[..before.len()], before[..], "no puzzle is replaced");
    assert_eq!(session.document().index(), before.len(), "the added one is open");
    session.set_mode(Mode::Play);
    assert_eq!(session.play().map(|play| play.budget().steps), Some(2));
    session.set_mode(Mode::Move);
    session.undo();
    assert_eq!(
        session.file_to_save().puzzles,
        before,
        "one undo takes the addition back"
    );
    assert_eq!(session.settings().steps, 1);
}

#[test]
fn opening_a_file_marks_nothing_changed_whichever_puzzle_is_open() {
    // Segment letters out of order and a budget past the old limit of 4, as a hand-written
    // file may have them: every puzzle opens as written.
    let text = r#"(format: 1, puzzles: [
        (layout: [Digit("fedcba"), Operator("vh"), Digit("gdcba"), Equals, Digit("bc")], steps: 6),
        (layout: [Digit("cb"), Operator("h"), Digit("cb"), Equals, Digit("fedcba")], goal: Add),
    ])"#;
    let file = nimlab_core::puzzle_file::parse(text).expect("a puzzle file");
    let mut session = fresh();
    session.open_file(std::path::Path::new("hand.ron"), file);
    assert!(!session.is_dirty());
    assert_eq!(session.settings().steps, 6);
    session.switch_to(1);
    assert!(!session.is_dirty(), "the second puzzle too");
    session.switch_to(0);
    assert!(!session.is_dirty());
}

#[test]
fn design_mode_puts_a_try_away_undoably() {
    let mut session = fresh();
    session.edit_sticks(B_TO_G).expect("a try: 6+3=09");
    session.set_mode(Mode::Design);
    assert_eq!(text(session.shown_layout()), "0+3=09", "design shows the puzzle");
    assert_eq!(session.editor().changes().moved(), 0, "and counts nothing moved");
    session.set_mode(Mode::Move);
    session.undo();
    assert_eq!(text(session.shown_layout()), "6+3=09", "the try is back");
}

#[test]
fn the_answers_are_the_puzzles_in_play_and_design_and_the_boards_in_move_mode() {
    let mut session = fresh();
    session.edit_sticks(B_TO_G).expect("a try: 6+3=09");
    assert_eq!(text(session.solved_layout()), "6+3=09");
    assert!(session.board_differs());
    session.set_mode(Mode::Play);
    assert_eq!(
        text(session.solved_layout()),
        "0+3=09",
        "a student solves the puzzle"
    );
    assert!(!session.board_differs(), "nothing to make the puzzle in play");
    session.set_mode(Mode::Design);
    assert_eq!(text(session.solved_layout()), "0+3=09");
    assert!(!session.board_differs());
}

#[test]
fn a_typed_equation_too_long_to_remember_restarts_as_the_puzzles() {
    let mut session = fresh();
    session.set_equation(format!("{}=1", "1+".repeat(50_000)));
    let mut saved = SavedMatchTab::default();
    session.remember(&mut saved);
    let restored = PuzzleSession::restore(&mut saved.sanitized());
    assert_eq!(restored.equation(), "0+3=09");
    assert_eq!(restored.unlaid_equation(), None, "no note about unlaid text");
}
