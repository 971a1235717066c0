//! The open puzzle's one owner: what it remembers comes back exactly, and every change keeps its
//! parts in step.

use super::*;
use crate::ui::match_tab::canvas::CanvasEdit;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::glyph::Variants;

/// Slot 0's segment b to segment g: `0+3=09` becomes `6+3=09`.
const B_TO_G: CanvasEdit = CanvasEdit::Move {
    from: StickPosition { slot: 0, bit: 1 },
    to: StickPosition { slot: 0, bit: 6 },
};

fn fresh() -> PuzzleSession {
    PuzzleSession::restore(&mut MatchInputs::default())
}

#[test]
fn what_is_remembered_restores_the_puzzle_exactly() {
    let mut session = fresh();
    session.add_puzzle();
    session.set_equation("1+1=3".to_owned());
    session.lay_out();
    session.set_texts("Title".to_owned(), "Me".to_owned(), "Notes".to_owned());
    session.set_rules(Goal::Move, 2, Rules::default());
    session
        .edit_sticks(CanvasEdit::Toggle(StickPosition { slot: 4, bit: 0 }))
        .ok();
    session.set_mode(Mode::Design);

    let mut inputs = MatchInputs::default();
    session.remember(&mut inputs);
    let restored = PuzzleSession::restore(&mut inputs.sanitized());

    assert_eq!(restored.record(), session.record());
    assert_eq!(restored.equation(), session.equation());
    assert_eq!(restored.mode(), session.mode());
    assert_eq!(restored.editor().original(), session.editor().original());
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
    assert_eq!(
        session.shown_editor().current().text(Variants::default()),
        "6+3=09"
    );
    assert_eq!(
        session.editor().current().text(Variants::default()),
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
    assert_eq!(
        session.shown_editor().current().text(Variants::default()),
        "0+3=09"
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
