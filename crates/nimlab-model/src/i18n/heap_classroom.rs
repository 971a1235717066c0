//! The words of classroom mode on heaps of a game, in English and Korean: the question about
//! one position, the verdict on the class's answer and the winning move its reason names. The
//! reasons that need no position (every move leaves a win, the reason waits for hidden
//! positions) are the coin classroom's, in `tree`.

use nimlab_core::games::Outcome;

use super::tree;

/// One language's words for classroom mode on heaps of a game.
#[derive(Debug)]
pub struct HeapClassroomStrings {
    /// "W or L for the player to move at (1,2)?"
    pub question: fn(position: &str) -> String,
    /// "Right! (1,2) is W."
    pub right: fn(position: &str, outcome: Outcome) -> String,
    /// "Not quite: (1,2) is W."
    pub wrong: fn(position: &str, outcome: Outcome) -> String,
    /// "The move (1,2) → (1,1) leaves a lost position for the opponent."
    pub why_win: fn(from: &str, to: &str) -> String,
    /// What the panel asks before a position is picked.
    pub pick: &'static str,
}

/// The English text.
pub static ENGLISH: HeapClassroomStrings = HeapClassroomStrings {
    question: |position| format!("W or L for the player to move at {position}?"),
    right: |position, outcome| {
        let letter = tree::ENGLISH.outcome_letter(outcome);
        format!("Right! {position} is {letter}.")
    },
    wrong: |position, outcome| {
        let letter = tree::ENGLISH.outcome_letter(outcome);
        format!("Not quite: {position} is {letter}.")
    },
    why_win: |from, to| format!("The move {from} → {to} leaves a lost position for the opponent."),
    pick: "Click a position and ask the class whether it is W or L.",
};

/// The Korean text.
pub static KOREAN: HeapClassroomStrings = HeapClassroomStrings {
    question: |position| format!("{position}: 둘 차례인 사람이 이길까요(승), 질까요(패)?"),
    right: |position, outcome| {
        let letter = tree::KOREAN.outcome_letter(outcome);
        format!("정답입니다! {position}은(는) {letter}입니다.")
    },
    wrong: |position, outcome| {
        let letter = tree::KOREAN.outcome_letter(outcome);
        format!("아깝습니다. {position}은(는) {letter}입니다.")
    },
    why_win: |from, to| format!("{from} → {to}로 두면 상대가 지는 자리가 남습니다."),
    pick: "상태를 클릭하고 물어보세요: 승일까요, 패일까요?",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_names_the_position_and_the_answer_it_judges() {
        assert_eq!((ENGLISH.right)("(1,2)", Outcome::Win), "Right! (1,2) is W.");
        assert_eq!((ENGLISH.wrong)("(1,1)", Outcome::Lose), "Not quite: (1,1) is L.");
        for strings in [&ENGLISH, &KOREAN] {
            assert!((strings.question)("(3,4,5)").contains("(3,4,5)"));
            let why = (strings.why_win)("(3,4,5)", "(1,4,5)");
            assert!(why.contains("(3,4,5) → (1,4,5)"), "{why}");
        }
    }
}
