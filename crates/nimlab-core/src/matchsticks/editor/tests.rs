//! The editing model's tests: moves, toggles, the goal and budget, undo and redo.

use super::*;
use crate::matchsticks::glyph::Variants;

fn at(slot: usize, segment: char) -> StickPosition {
    let bit = crate::matchsticks::glyph::SEGMENT_NAMES
        .iter()
        .position(|&c| c == segment)
        .expect("a–g") as u8;
    StickPosition { slot, bit }
}

#[test]
fn moving_b_to_g_turns_0_into_6_and_undo_brings_it_back() {
    // Issue 5's walk-through: 0+3=09, slot 0 segment b to segment g reads 6+3=09, true.
    let mut editor = Editor::new(Layout::parse("0+3=09").expect("valid"), Rules::default());
    editor.move_stick(at(0, 'b'), at(0, 'g')).expect("legal");
    assert_eq!(
        editor.current().read(Variants::default()),
        Ok("6+3=09".to_owned())
    );
    assert!(editor.is_true());
    assert_eq!(editor.changes().moved(), 1);
    assert!(editor.undo());
    assert_eq!(
        editor.current().read(Variants::default()),
        Ok("0+3=09".to_owned())
    );
    assert!(editor.redo());
    assert!(editor.is_true());
    editor.reset();
    assert_eq!(editor.changes(), Changes::default());
    assert!(editor.undo(), "reset is undoable");
    assert!(editor.is_true());
}

#[test]
fn illegal_edits_change_nothing() {
    let mut editor = Editor::new(Layout::parse("0+3=09").expect("valid"), Rules::default());
    let before = editor.clone();
    assert_eq!(
        editor.move_stick(at(0, 'g'), at(0, 'b')),
        Err(EditError::SourceEmpty)
    );
    assert_eq!(
        editor.move_stick(at(0, 'a'), at(0, 'b')),
        Err(EditError::TargetFull)
    );
    assert_eq!(
        editor.move_stick(at(3, 'a'), at(0, 'g')),
        Err(EditError::NoSuchPosition),
        "the '=' is fixed"
    );
    assert_eq!(
        editor.toggle(StickPosition { slot: 9, bit: 0 }),
        Err(EditError::NoSuchPosition)
    );
    assert_eq!(editor, before);
    assert!(!editor.can_undo());
}

#[test]
fn a_budget_counts_steps_and_keeps_to_the_goal() {
    let budget = Budget {
        goal: Goal::Move,
        steps: 1,
    };
    let layout = Layout::parse("0+3=09").expect("valid");
    let mut editor = Editor::with_budget(layout, Rules::default(), budget);
    assert_eq!(editor.toggle(at(0, 'g')), Err(EditError::AgainstGoal));
    editor.move_stick(at(0, 'b'), at(0, 'g')).expect("one move");
    assert_eq!(
        editor.move_stick(at(2, 'a'), at(2, 'e')),
        Err(EditError::OverBudget)
    );
    // Moving the stick on again is still one move away from the original.
    editor.move_stick(at(0, 'g'), at(2, 'e')).expect("still one move");
    assert_eq!(editor.changes().moved(), 1);
    let mut adding = Editor::with_budget(
        Layout::parse("3+3=5").expect("valid"),
        Rules::default(),
        Budget {
            goal: Goal::Add,
            steps: 1,
        },
    );
    adding.toggle(at(4, 'e')).expect("add one: 5 becomes 6");
    assert!(adding.is_true());
    assert_eq!(adding.toggle(at(0, 'f')), Err(EditError::OverBudget));
    assert_eq!(
        adding.toggle(at(0, 'a')),
        Err(EditError::AgainstGoal),
        "no taking away"
    );
}

#[test]
fn relayout_is_one_undoable_step_that_moves_the_original() {
    let mut editor = Editor::new(Layout::parse("0+3=09").expect("valid"), Rules::default());
    editor.move_stick(at(0, 'b'), at(0, 'g')).expect("legal");
    editor.relayout(Layout::parse("1+1=2").expect("valid"));
    assert_eq!(editor.original(), editor.current());
    assert_eq!(editor.changes(), Changes::default());
    assert!(editor.undo());
    assert_eq!(editor.original(), &Layout::parse("0+3=09").expect("valid"));
    assert_eq!(
        editor.changes().moved(),
        1,
        "the move before the relayout is back"
    );
    assert!(editor.redo());
    assert_eq!(editor.current(), &Layout::parse("1+1=2").expect("valid"));
}

#[test]
fn toggles_count_as_additions_and_removals() {
    let mut editor = Editor::new(Layout::parse("8+3=9").expect("valid"), Rules::default());
    editor.toggle(at(0, 'b')).expect("a position");
    assert_eq!(editor.changes(), Changes { removed: 1, added: 0 });
    assert_eq!(editor.current().read(Variants::default()), Ok("6+3=9".to_owned()));
    assert!(editor.is_true());
    editor.adopt_as_original();
    assert_eq!(editor.changes(), Changes::default());
    assert!(!editor.can_undo());
}
