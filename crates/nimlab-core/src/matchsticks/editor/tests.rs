//! The editing model's tests: the puzzle and its board, moves, toggles, the goal and budget,
//! undo and redo.

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::solve::Goal;

fn settings() -> Settings {
    Settings {
        goal: Goal::Move,
        steps: 1,
        exactly: false,
        rules: Rules::default(),
    }
}

fn editor(text: &str) -> Editor {
    Editor::new(Layout::parse(text).expect("valid"), settings())
}

fn layout(text: &str) -> Layout {
    Layout::parse(text).expect("valid")
}

fn at(slot: usize, segment: char) -> StickPosition {
    let bit = crate::matchsticks::glyph::SEGMENT_NAMES
        .iter()
        .position(|&c| c == segment)
        .expect("a–g") as u8;
    StickPosition { slot, bit }
}

#[test]
fn moving_b_to_g_turns_0_into_6_and_undo_brings_it_back() {
    // The first move a user tries on the matchstick paper's example: 0+3=09, slot 0 segment b to
    // segment g reads 6+3=09, true.
    let mut editor = editor("0+3=09");
    editor
        .move_stick(Target::Board, at(0, 'b'), at(0, 'g'))
        .expect("legal");
    assert_eq!(editor.board().read(Variants::default()), Ok("6+3=09".to_owned()));
    assert!(editor.is_true());
    assert_eq!(editor.changes().moved(), 1);
    assert!(editor.undo());
    assert_eq!(editor.board().read(Variants::default()), Ok("0+3=09".to_owned()));
    assert!(editor.redo());
    assert!(editor.is_true());
    editor.reset();
    assert_eq!(editor.changes(), Changes::default());
    assert!(editor.undo(), "reset is undoable");
    assert!(editor.is_true());
}

#[test]
fn illegal_edits_change_nothing() {
    let mut editor = editor("0+3=09");
    let before = editor.clone();
    assert_eq!(
        editor.move_stick(Target::Board, at(0, 'g'), at(0, 'b')),
        Err(EditError::SourceEmpty)
    );
    assert_eq!(
        editor.move_stick(Target::Board, at(0, 'a'), at(0, 'b')),
        Err(EditError::TargetFull)
    );
    assert_eq!(
        editor.move_stick(Target::Board, at(3, 'a'), at(0, 'g')),
        Err(EditError::NoSuchPosition),
        "the '=' is fixed"
    );
    assert_eq!(
        editor.toggle(Target::Board, StickPosition { slot: 9, bit: 0 }),
        Err(EditError::NoSuchPosition)
    );
    assert_eq!(editor, before);
    assert!(!editor.can_undo());
}

#[test]
fn a_budget_counts_steps_and_keeps_to_the_goal() {
    let mut editor = Editor::for_play(layout("0+3=09"), settings());
    assert_eq!(
        editor.toggle(Target::Board, at(0, 'g')),
        Err(EditError::AgainstGoal)
    );
    editor
        .move_stick(Target::Board, at(0, 'b'), at(0, 'g'))
        .expect("one move");
    assert_eq!(
        editor.move_stick(Target::Board, at(2, 'a'), at(2, 'e')),
        Err(EditError::OverBudget)
    );
    // Moving the stick on again is still one move away from the original.
    editor
        .move_stick(Target::Board, at(0, 'g'), at(2, 'e'))
        .expect("still one move");
    assert_eq!(editor.changes().moved(), 1);
    let adds = Settings {
        goal: Goal::Add,
        ..settings()
    };
    let mut adding = Editor::for_play(layout("3+3=5"), adds);
    adding
        .toggle(Target::Board, at(4, 'e'))
        .expect("add one: 5 becomes 6");
    assert!(adding.is_true());
    assert_eq!(
        adding.toggle(Target::Board, at(0, 'f')),
        Err(EditError::OverBudget)
    );
    assert_eq!(
        adding.toggle(Target::Board, at(0, 'a')),
        Err(EditError::AgainstGoal),
        "no taking away"
    );
}

#[test]
fn relayout_is_one_undoable_step_that_moves_the_original() {
    let mut editor = editor("0+3=09");
    editor
        .move_stick(Target::Board, at(0, 'b'), at(0, 'g'))
        .expect("legal");
    editor.relayout(Layout::parse("1+1=2").expect("valid"));
    assert_eq!(editor.puzzle(), editor.board());
    assert_eq!(editor.changes(), Changes::default());
    assert!(editor.undo());
    assert_eq!(editor.puzzle(), &Layout::parse("0+3=09").expect("valid"));
    assert_eq!(
        editor.changes().moved(),
        1,
        "the move before the relayout is back"
    );
    assert!(editor.redo());
    assert_eq!(editor.board(), &Layout::parse("1+1=2").expect("valid"));
}

#[test]
fn toggles_count_as_additions_and_removals() {
    let mut editor = editor("8+3=9");
    editor.toggle(Target::Board, at(0, 'b')).expect("a position");
    assert_eq!(editor.changes(), Changes { removed: 1, added: 0 });
    assert_eq!(editor.board().read(Variants::default()), Ok("6+3=9".to_owned()));
    assert!(editor.is_true());
    editor.adopt_board();
    assert_eq!(editor.changes(), Changes::default());
    assert_eq!(editor.puzzle(), &layout("6+3=9"), "the board became the puzzle");
    assert!(editor.undo(), "making the board the puzzle is undoable");
    assert_eq!(editor.puzzle(), &layout("8+3=9"));
    assert_eq!(editor.board(), &layout("6+3=9"));
}

#[test]
fn trying_an_answer_never_changes_the_puzzle() {
    // 9+3=18, a stick tried on the 3, then an answer applied: the puzzle is still
    // 9+3=18, and Reset brings the board back to it.
    let mut editor = editor("9+3=18");
    editor.toggle(Target::Board, at(2, 'f')).expect("a position");
    editor.set_board(layout("9+9=18"));
    assert_eq!(editor.puzzle(), &layout("9+3=18"));
    assert_eq!(editor.board(), &layout("9+9=18"));
    editor.reset();
    assert_eq!(editor.board(), editor.puzzle());
    assert!(editor.undo(), "reset is one step");
    assert_eq!(editor.board(), &layout("9+9=18"));
}

#[test]
fn design_edits_change_the_puzzle_and_the_board_shows_it() {
    let mut editor = editor("8+3=9");
    editor
        .move_stick(Target::Board, at(0, 'b'), at(2, 'e'))
        .expect("a try");
    editor.toggle(Target::Puzzle, at(0, 'b')).expect("a design edit");
    assert_eq!(
        editor.puzzle(),
        &layout("6+3=9"),
        "the toggle applies to the puzzle"
    );
    assert_eq!(
        editor.board(),
        editor.puzzle(),
        "the try gives way to the new puzzle"
    );
    assert_eq!(
        editor.move_stick(Target::Puzzle, at(0, 'b'), at(0, 'e')),
        Err(EditError::SourceEmpty),
        "b is empty in the puzzle now"
    );
    assert!(editor.undo());
    assert_eq!(editor.puzzle(), &layout("8+3=9"));
    assert_eq!(editor.changes().moved(), 1, "the try is back");
    let mut play = Editor::for_play(layout("8+3=9"), settings());
    assert_eq!(
        play.toggle(Target::Puzzle, at(0, 'b')),
        Err(EditError::AgainstGoal),
        "a student cannot change the puzzle"
    );
}

#[test]
fn settings_are_part_of_the_puzzle_and_of_its_history() {
    let mut editor = editor("0+3=09");
    let two_moves = Settings {
        steps: 2,
        ..settings()
    };
    editor.set_settings(two_moves);
    editor.author(
        layout("5+7=2"),
        Settings {
            goal: Goal::Remove,
            ..two_moves
        },
    );
    assert_eq!(editor.settings().goal, Goal::Remove);
    assert_eq!(editor.board(), &layout("5+7=2"));
    assert!(editor.undo());
    assert_eq!(editor.settings(), two_moves);
    assert_eq!(editor.puzzle(), &layout("0+3=09"));
    assert!(editor.undo());
    assert_eq!(editor.settings(), settings());
    assert!(!editor.can_undo());
    editor.set_settings(settings());
    assert!(!editor.can_undo(), "a change to the same settings is no step");
}

#[test]
fn a_puzzle_showing_times_keeps_its_rule_whatever_the_settings() {
    // The puzzle's own × is read by rules that know it: on when it is made, and not turned off
    // by new settings while the puzzle still shows it.
    let mut editor = editor("2*3=6");
    assert!(editor.rules().times_divide);
    editor.set_settings(settings());
    assert!(editor.rules().times_divide, "the puzzle still shows ×");
    editor.relayout(layout("2+3=5"));
    editor.set_settings(settings());
    assert!(
        !editor.rules().times_divide,
        "no × or ÷ left: the setting is the user's"
    );
}

#[test]
fn a_board_answers_when_its_steps_are_the_budgets() {
    // 5+7=2 → 9−7=2 is one move: an answer to "up to 2 moves", not to "exactly 2".
    let one_move = layout("9-7=2");
    let up_to = Settings {
        steps: 2,
        ..settings()
    };
    let exactly = Settings {
        exactly: true,
        ..up_to
    };
    let two_moves = crate::matchsticks::solve::solve_budget(
        &layout("5+7=2"),
        Rules::default(),
        exactly.budget(),
        1,
        &mut |_| true,
    )
    .expect("solvable")
    .answers[0]
        .layout
        .clone();
    for (settings, board, answers) in [
        (up_to, &one_move, true),
        (exactly, &one_move, false),
        (exactly, &two_moves, true),
        (up_to, &layout("5+7=2"), false),
        (exactly, &layout("5+7=3"), false),
    ] {
        let mut editor = Editor::for_play(layout("5+7=2"), settings);
        editor.set_board(board.clone());
        assert_eq!(editor.is_answer(), answers, "{board:?} {settings:?}");
    }
    // The play limit is the budget's steps, exact or not: the way to two moves passes one.
    let mut playing = Editor::for_play(layout("5+7=2"), exactly);
    playing
        .move_stick(Target::Board, at(0, 'f'), at(0, 'b'))
        .expect("one move on the way to two");
}
