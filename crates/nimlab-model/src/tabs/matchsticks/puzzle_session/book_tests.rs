//! The book's one undo order, through the session as the tab drives it: every step of seeded
//! random sequences (sticks, equations, texts, puzzles added, generated, deleted, moved and
//! duplicated, other puzzles opened, undo and redo) is taken back by one undo and brought back
//! by one redo, and each puzzle's history waits for it while another is open.

use super::*;
use crate::tabs::matchsticks::canvas_edit::CanvasEdit;
use nimlab_core::matchsticks::editor::StickPosition;

fn fresh() -> PuzzleSession {
    let mut session = PuzzleSession::restore(&mut SavedMatchTab::default());
    session.set_mode(Mode::Design);
    session
}

/// Everything undo must bring back: the file, which puzzle is open, and its board.
fn state(session: &PuzzleSession) -> (Vec<PuzzleRecord>, usize, Layout) {
    (
        session.file_to_save().puzzles,
        session.document().index(),
        session.editor().board().clone(),
    )
}

/// `SplitMix64`, seeded: the same sequences every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

#[test]
fn every_step_of_random_sequences_is_undone_and_redone_exactly() {
    let equations = ["1+1=2", "0+3=09", "5+7=2", "9-5=3"];
    for seed in 0..12 {
        let mut random = Random(seed);
        let mut session = fresh();
        for turn in 0..150 {
            let count = session.document().puzzles().len();
            let at = random.below(count);
            let before = state(&session);
            let action = random.below(12);
            match action {
                0 => {
                    let slot = random.below(session.editor().puzzle().slots.len());
                    let bit = random.below(7) as u8;
                    let _ = session.edit_sticks(CanvasEdit::Toggle(StickPosition { slot, bit }));
                }
                1 => {
                    session.set_equation(equations[random.below(equations.len())].to_owned());
                    session.lay_out();
                }
                2 => {
                    let title = format!("t{}", random.below(5));
                    session.set_texts(title, "me".to_owned(), String::new());
                    session.end_texts_edit();
                }
                3 => session.add_puzzle(),
                4 => {
                    let layouts = vec![Layout::parse("5+7=2").expect("valid"); 2];
                    session.add_generated(&layouts, session.settings());
                    session.set_mode(Mode::Design);
                }
                5 => session.delete_puzzle(at),
                6 => session.move_puzzle(at, random.below(2) == 0),
                7 => session.duplicate_puzzle(at),
                8 => session.switch_to(at),
                9 => session.undo(),
                10 => session.redo(),
                _ => session.set_mode(Mode::Design),
            }
            let after = state(&session);
            if matches!(action, 4 | 8 | 9 | 10) || after == before {
                continue;
            }
            let context = format!("seed {seed}, turn {turn}, action {action}");
            assert!(session.can_undo(), "{context}");
            session.undo();
            assert_eq!(state(&session), before, "undone, {context}");
            assert!(session.can_redo(), "{context}");
            session.redo();
            assert_eq!(state(&session), after, "redone, {context}");
            // Now and then, all the way back and forward again: every step the open puzzle
            // reaches, its own and the collection's, in order.
            if random.below(10) == 0 {
                let now = state(&session);
                let mut undone = 0;
                while session.can_undo() {
                    session.undo();
                    undone += 1;
                }
                for _ in 0..undone {
                    assert!(session.can_redo(), "{context}");
                    session.redo();
                }
                assert!(!session.can_redo(), "{context}");
                assert_eq!(state(&session), now, "all undone and redone, {context}");
            }
        }
    }
}

#[test]
fn typing_a_title_is_one_step_and_a_new_edit_clears_redo() {
    let mut session = fresh();
    for title in ["a", "ab", "abc"] {
        session.set_texts(title.to_owned(), String::new(), String::new());
    }
    session.end_texts_edit();
    session.set_texts("abcd".to_owned(), String::new(), String::new());
    session.end_texts_edit();
    session.undo();
    assert_eq!(session.record().title, "abc", "the second edit");
    session.undo();
    assert_eq!(session.record().title, "", "the first edit, all its keystrokes");
    session.redo();
    assert_eq!(session.record().title, "abc");
    // A new edit: nothing to redo, the texts' or the collection's.
    session.add_puzzle();
    assert!(!session.can_redo());
}

#[test]
fn each_puzzle_keeps_its_history_while_another_is_open() {
    let mut session = fresh();
    session.set_equation("1+1=2".to_owned());
    session.lay_out();
    session.add_puzzle();
    session.set_equation("5+7=2".to_owned());
    session.lay_out();
    session.switch_to(0);
    assert_eq!(session.equation(), "1+1=2");
    // Undo here takes back the collection's change (the puzzle added came after 1+1=2 was
    // laid out), then the first puzzle's own step; never the second puzzle's.
    session.undo();
    assert_eq!(session.document().puzzles().len(), 1, "the addition is undone");
    session.undo();
    assert_ne!(session.equation(), "1+1=2", "the first puzzle's own step");
    session.redo();
    session.redo();
    assert_eq!(session.document().puzzles().len(), 2);
    session.switch_to(1);
    assert_eq!(session.equation(), "5+7=2", "its history kept across selection");
    session.undo();
    assert_ne!(session.equation(), "5+7=2");
    assert!(session.can_redo());
}

#[test]
fn a_deleted_puzzle_comes_back_with_its_board_and_history() {
    let mut session = fresh();
    session.set_equation("0+3=09".to_owned());
    session.lay_out();
    session.set_mode(Mode::Move);
    let b_to_g = CanvasEdit::Move {
        from: StickPosition { slot: 0, bit: 1 },
        to: StickPosition { slot: 0, bit: 6 },
    };
    session.edit_sticks(b_to_g).expect("a legal move");
    let board = session.editor().board().clone();
    session.add_puzzle();
    session.switch_to(0);
    session.delete_puzzle(0);
    assert!(session.can_undo(), "Undo is on: it brings the puzzle back");
    session.undo();
    assert_eq!(session.document().index(), 0);
    assert_eq!(session.editor().board(), &board, "with the board it was tried on");
    session.undo();
    assert_eq!(session.document().puzzles().len(), 1, "the added puzzle goes");
    session.undo();
    assert_ne!(session.editor().board(), &board, "and the move is its own step");
}
