//! The words of the class quiz, in English and Korean: Ask, the question asked (large, for the
//! back row), Right and Wrong, the tally's score, Reset tally and Export tally, and what the keys
//! do in the help. No text here takes an answer: the question and the score never give one away.

use nimlab_core::games::sums::Heap;

use super::Strings;

impl Strings {
    /// A sum of games as the quiz asks about it: each heap's game and size, joined by `+`
    /// ("Nim 3 + Nim 6 + Nim 11").
    pub fn sum_words(&self, heaps: &[Heap]) -> String {
        let named: Vec<String> = heaps
            .iter()
            .map(|heap| format!("{} {}", self.figure_game(&heap.game), heap.size))
            .collect();
        named.join(" + ")
    }
}

/// One language's words for the class quiz.
#[derive(Debug)]
pub struct QuizStrings {
    /// The button that asks the class about a random hidden position.
    pub ask: &'static str,
    /// Ask's hover text.
    pub ask_hint: &'static str,
    /// "Is 7 coins a win or a loss for the player to move?"
    pub question_coins: fn(coins: u32) -> String,
    /// "Is (1,4,5) a win or a loss for the player to move?"
    pub question_heaps: fn(position: &str) -> String,
    /// "What is g(9)?"
    pub question_grundy: fn(n: u32) -> String,
    /// "Who wins Nim 3 + Nim 6 + Nim 11: the player to move or the other?"
    pub question_sum: fn(sum: &str) -> String,
    /// The teacher marks the class's answer right.
    pub right: &'static str,
    /// The teacher marks the class's answer wrong.
    pub wrong: &'static str,
    /// Right's and Wrong's hover text: marking reveals the answer.
    pub mark_hint: &'static str,
    /// Ask with nothing hidden.
    pub nothing_hidden: &'static str,
    /// The open question closed without a mark: its answer came on show another way, or its
    /// position went.
    pub closed_unmarked: &'static str,
    /// "Quiz: 7/10 right"
    pub score: fn(right: usize, asked: usize) -> String,
    /// Starts the tally again.
    pub reset_tally: &'static str,
    /// Saves the tally as CSV.
    pub export_tally: &'static str,
    /// The help's words for the Ask key.
    pub key_ask: &'static str,
    /// The help's words for the Right key.
    pub key_right: &'static str,
    /// The help's words for the Wrong key.
    pub key_wrong: &'static str,
}

/// The English text.
pub static ENGLISH: QuizStrings = QuizStrings {
    ask: "Ask",
    ask_hint: "Ask the class about a position still hidden, picked at random",
    question_coins: |coins| {
        let pile = if coins == 1 {
            "1 coin".to_owned()
        } else {
            format!("{coins} coins")
        };
        format!("Is {pile} a win or a loss for the player to move?")
    },
    question_heaps: |position| format!("Is {position} a win or a loss for the player to move?"),
    question_grundy: |n| format!("What is g({n})?"),
    question_sum: |sum| format!("Who wins {sum}: the player to move or the other?"),
    right: "Right",
    wrong: "Wrong",
    mark_hint: "Mark the class's answer: the answer shows and the tally counts it",
    nothing_hidden: "Everything is revealed — Hide all to ask again",
    closed_unmarked: "The answer is on show (or the position is gone): that question is not counted",
    score: |right, asked| format!("Quiz: {right}/{asked} right"),
    reset_tally: "Reset tally",
    export_tally: "Export tally (CSV)…",
    key_ask: "Quiz: ask about a random hidden position",
    key_right: "Quiz: mark the answer right",
    key_wrong: "Quiz: mark the answer wrong",
};

/// The Korean text.
pub static KOREAN: QuizStrings = QuizStrings {
    ask: "질문",
    ask_hint: "아직 가려진 상태 하나를 무작위로 골라 학생들에게 묻습니다",
    question_coins: |coins| format!("동전 {coins}개: 둘 차례인 사람이 이길까요, 질까요?"),
    question_heaps: |position| format!("{position}: 둘 차례인 사람이 이길까요, 질까요?"),
    question_grundy: |n| format!("g({n})은(는) 얼마일까요?"),
    question_sum: |sum| format!("{sum}: 둘 차례인 사람이 이길까요, 질까요?"),
    right: "정답",
    wrong: "오답",
    mark_hint: "학생들의 답을 채점합니다: 답이 공개되고 집계에 들어갑니다",
    nothing_hidden: "모두 공개되었습니다 — 다시 물으려면 먼저 모두 가리십시오",
    closed_unmarked: "답이 이미 공개되었거나 상태가 없어졌습니다: 이 질문은 집계하지 않습니다",
    score: |right, asked| format!("퀴즈: {asked}문제 중 {right}문제 정답"),
    reset_tally: "집계 초기화",
    export_tally: "집계 내보내기(CSV)…",
    key_ask: "퀴즈: 가려진 상태 하나를 무작위로 묻기",
    key_right: "퀴즈: 정답으로 채점",
    key_wrong: "퀴즈: 오답으로 채점",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_names_the_position_and_the_score_counts() {
        assert_eq!(
            (ENGLISH.question_coins)(7),
            "Is 7 coins a win or a loss for the player to move?"
        );
        assert_eq!(
            (ENGLISH.question_coins)(1),
            "Is 1 coin a win or a loss for the player to move?"
        );
        assert_eq!((ENGLISH.question_grundy)(9), "What is g(9)?");
        assert_eq!((ENGLISH.score)(7, 10), "Quiz: 7/10 right");
        for strings in [&ENGLISH, &KOREAN] {
            assert!((strings.question_heaps)("(1,4,5)").contains("(1,4,5)"));
            assert!((strings.question_grundy)(12).contains("g(12)"));
            assert!((strings.question_sum)("Nim 3 + Nim 6").contains("Nim 3 + Nim 6"));
            let score = (strings.score)(7, 10);
            assert!(score.contains('7') && score.contains("10"), "{score}");
        }
    }
}
