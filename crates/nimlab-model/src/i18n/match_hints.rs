//! The matchstick tab's words for children: each slot's place ("the first number",
//! "the sign", "the answer"; 「첫째 수」, 「기호」, 「답」), counted from 1, and Play's hints.
//! A hint names a stick by where it lies ("the upper-right stick of the first number"), not by
//! the colour the window marks it in: on a black-and-white page every colour is a grey.

use nimlab_core::matchsticks::place::{Place, Stick, Term};
use nimlab_core::matchsticks::solve::Goal;

/// One language's words for places and hints.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct HintStrings {
    /// A slot's place: "the first number", "the second digit of the answer", "the sign".
    pub place: fn(place: Place) -> String,
    pub hint: &'static str,
    pub hint_hover: &'static str,
    /// "Hints used: {used}".
    pub hints_used: fn(used: u32) -> String,
    /// "What changes: {places}." (the places joined by `and`).
    pub changes_at: fn(places: &[String]) -> String,
    /// The stick that leaves, by where it lies: "Take away the {stick} stick of {place}." for each goal.
    pub source: fn(goal: Goal, stick: Stick, place: &str) -> String,
    /// Where a stick goes, by where it lies: "… to the empty {stick} place of {place}."
    pub target: fn(goal: Goal, stick: Stick, place: &str) -> String,
    /// "The answer: {equation}".
    pub answer: fn(equation: &str) -> String,
    pub solved: &'static str,
    pub astray: &'static str,
    pub unlisted: &'static str,
    pub back_to_puzzle: &'static str,
    /// Under a title with characters no font of the window has: "… shows as “{shown}” …".
    pub title_undrawable: fn(shown: &str) -> String,
}

/// "first", "second", … "tenth", then "11th".
fn english_ordinal(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ];
    if let Some(word) = n.checked_sub(1).and_then(|i| WORDS.get(i)) {
        return (*word).to_owned();
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn english_place(place: Place) -> String {
    let term = |term: Term| match term {
        Term::Number(n) => format!("the {} number", english_ordinal(n)),
        Term::Answer => "the answer".to_owned(),
    };
    match place {
        Place::Digit {
            term: t, digits: 1, ..
        } => term(t),
        Place::Digit { term: t, digit, .. } => format!("the {} digit of {}", english_ordinal(digit), term(t)),
        Place::Sign { signs: 1, .. } => "the sign".to_owned(),
        Place::Sign { index, .. } => format!("the {} sign", english_ordinal(index)),
        Place::Equals { count: 1, .. } => "the equals sign".to_owned(),
        Place::Equals { index, .. } => format!("the {} equals sign", english_ordinal(index)),
    }
}

/// Where a stick lies, as a word before "stick" or "place": "upper-right".
fn english_stick(stick: Stick) -> &'static str {
    match stick {
        Stick::Top => "top",
        Stick::UpperRight => "upper-right",
        Stick::LowerRight => "lower-right",
        Stick::Bottom => "bottom",
        Stick::LowerLeft => "lower-left",
        Stick::UpperLeft => "upper-left",
        Stick::Middle => "middle",
        Stick::Upright => "upright",
        Stick::Lower => "lower",
        Stick::FallingDiagonal => "down-slanting",
        Stick::RisingDiagonal => "up-slanting",
        Stick::Foot => "foot",
        Stick::LeftOfVee => "V's left",
        Stick::RightOfVee => "V's right",
    }
}

/// Where a stick lies, as words before 「성냥개비」 or 「빈자리」: 「오른쪽 위」.
fn korean_stick(stick: Stick) -> &'static str {
    match stick {
        Stick::Top => "맨 위",
        Stick::UpperRight => "오른쪽 위",
        Stick::LowerRight => "오른쪽 아래",
        Stick::Bottom => "맨 아래",
        Stick::LowerLeft => "왼쪽 아래",
        Stick::UpperLeft => "왼쪽 위",
        Stick::Middle => "가운데",
        Stick::Upright => "세로",
        Stick::Lower => "아래 가로",
        Stick::FallingDiagonal => "오른쪽으로 내려가는 사선",
        Stick::RisingDiagonal => "오른쪽으로 올라가는 사선",
        Stick::Foot => "밑받침",
        Stick::LeftOfVee => "V의 왼쪽",
        Stick::RightOfVee => "V의 오른쪽",
    }
}

/// "a", "a and b", "a, b and c".
fn english_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// 첫째, 둘째, … 열째, then 11번째.
fn korean_ordinal(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "첫째",
        "둘째",
        "셋째",
        "넷째",
        "다섯째",
        "여섯째",
        "일곱째",
        "여덟째",
        "아홉째",
        "열째",
    ];
    n.checked_sub(1)
        .and_then(|i| WORDS.get(i))
        .map_or_else(|| format!("{n}번째"), |word| (*word).to_owned())
}

fn korean_place(place: Place) -> String {
    let term = |term: Term| match term {
        Term::Number(n) => format!("{} 수", korean_ordinal(n)),
        Term::Answer => "답".to_owned(),
    };
    match place {
        Place::Digit {
            term: t, digits: 1, ..
        } => term(t),
        Place::Digit { term: t, digit, .. } => format!("{}의 {} 자리", term(t), korean_ordinal(digit)),
        Place::Sign { signs: 1, .. } => "기호".to_owned(),
        Place::Sign { index, .. } => format!("{} 기호", korean_ordinal(index)),
        Place::Equals { count: 1, .. } => "등호".to_owned(),
        Place::Equals { index, .. } => format!("{} 등호", korean_ordinal(index)),
    }
}

/// The topic particle after `word`: 은 after a final consonant, else 는.
pub(super) fn topic(word: &str) -> &'static str {
    let batchim = word
        .chars()
        .last()
        .map(u32::from)
        .filter(|c| (0xAC00..=0xD7A3).contains(c))
        .is_some_and(|c| (c - 0xAC00) % 28 != 0);
    if batchim { "은" } else { "는" }
}

/// The English text.
pub static ENGLISH: HintStrings = HintStrings {
    place: english_place,
    hint: "Hint",
    hint_hover: "Each hint tells a little more: what changes, which stick leaves, where it goes, then the answer.",
    hints_used: |used| format!("Hints used: {used}"),
    changes_at: |places| format!("What changes: {}.", english_list(places)),
    source: |goal, stick, place| {
        let stick = english_stick(stick);
        match goal {
            Goal::Remove => format!("Take away the {stick} stick of {place}."),
            Goal::Move | Goal::Add => format!("The {stick} stick of {place} moves."),
        }
    },
    target: |goal, stick, place| {
        let stick = english_stick(stick);
        match goal {
            Goal::Add => format!("Lay a stick on the empty {stick} place of {place}."),
            Goal::Move | Goal::Remove => format!("It goes to the empty {stick} place of {place}."),
        }
    },
    answer: |equation| format!("The answer: {equation}"),
    solved: "The equation reads true now: press Check.",
    astray: "Your sticks have moved away from every answer within the budget. Press Reset (or Undo) and try again.",
    unlisted: "This puzzle has too many answers for a hint.",
    back_to_puzzle: "Back to the puzzle",
    title_undrawable: |shown| {
        format!(
            "Some characters of the title cannot be drawn here: it reads “{shown}”, and the file keeps it as typed."
        )
    },
};

/// The Korean text.
pub static KOREAN: HintStrings = HintStrings {
    place: korean_place,
    hint: "힌트",
    hint_hover: "힌트를 누를 때마다 조금씩 더 알려 줍니다. 바뀌는 곳, 빠지는 성냥개비, 들어갈 자리, 마지막으로 답 순서입니다.",
    hints_used: |used| format!("사용한 힌트: {used}개"),
    changes_at: |places| format!("바뀌는 곳: {}", places.join(", ")),
    source: |goal, stick, place| {
        let stick = korean_stick(stick);
        match goal {
            Goal::Remove => format!("{place}의 {stick} 성냥개비를 빼세요."),
            Goal::Move | Goal::Add => format!("{place}의 {stick} 성냥개비를 옮기세요."),
        }
    },
    target: |goal, stick, place| {
        let stick = korean_stick(stick);
        match goal {
            Goal::Add => format!("{place}의 {stick} 빈자리에 성냥개비를 놓으세요."),
            Goal::Move | Goal::Remove => format!("{place}의 {stick} 빈자리로 옮기면 됩니다."),
        }
    },
    answer: |equation| format!("답: {equation}"),
    solved: "지금 등식이 성립합니다. 확인을 누르세요.",
    astray: "지금 놓인 성냥개비로는 예산 안의 어떤 답에도 갈 수 없습니다. 처음으로(또는 되돌리기)를 누르고 다시 해 보세요.",
    unlisted: "이 퍼즐은 답이 너무 많아 힌트를 드릴 수 없습니다.",
    back_to_puzzle: "처음 퍼즐로",
    title_undrawable: |shown| {
        format!(
            "제목의 일부 글자는 여기서 그릴 수 없습니다. 화면에는 “{shown}”처럼 보이고, 파일에는 입력한 그대로 저장됩니다."
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_named_for_children_from_one() {
        let digit = |term, digit, digits| Place::Digit { term, digit, digits };
        assert_eq!(english_place(digit(Term::Number(2), 1, 1)), "the second number");
        assert_eq!(
            english_place(digit(Term::Answer, 2, 2)),
            "the second digit of the answer"
        );
        assert_eq!(english_place(Place::Sign { index: 1, signs: 1 }), "the sign");
        assert_eq!(
            english_place(Place::Sign { index: 2, signs: 2 }),
            "the second sign"
        );
        assert_eq!(english_ordinal(12), "12th");
        assert_eq!(english_ordinal(21), "21st");
        assert_eq!(korean_place(digit(Term::Number(1), 1, 1)), "첫째 수");
        assert_eq!(korean_place(digit(Term::Answer, 1, 2)), "답의 첫째 자리");
        assert_eq!(korean_place(Place::Sign { index: 1, signs: 1 }), "기호");
        assert_eq!(korean_ordinal(11), "11번째");
    }

    /// A hint names the stick by where it lies, never by the colour it is marked in: printed in
    /// black and white, "the vermillion stick" names nothing.
    #[test]
    fn hints_name_a_stick_by_where_it_lies() {
        let first = english_place(Place::Digit {
            term: Term::Number(1),
            digit: 1,
            digits: 1,
        });
        assert_eq!(
            (ENGLISH.source)(Goal::Remove, Stick::UpperRight, &first),
            "Take away the upper-right stick of the first number."
        );
        assert_eq!(
            (ENGLISH.target)(Goal::Move, Stick::LowerLeft, "the answer"),
            "It goes to the empty lower-left place of the answer."
        );
        assert_eq!(
            (KOREAN.source)(Goal::Move, Stick::UpperRight, "첫째 수"),
            "첫째 수의 오른쪽 위 성냥개비를 옮기세요."
        );
        assert_eq!(
            (KOREAN.target)(Goal::Add, Stick::Middle, "답"),
            "답의 가운데 빈자리에 성냥개비를 놓으세요."
        );
        let colours = [
            "vermillion",
            "green",
            "orange",
            "red",
            "주홍",
            "초록",
            "빨간",
            "색",
        ];
        for goal in Goal::ALL {
            for stick in [Stick::Top, Stick::Upright, Stick::FallingDiagonal] {
                for table in [&ENGLISH, &KOREAN] {
                    let said = [(table.source)(goal, stick, "X"), (table.target)(goal, stick, "X")];
                    for text in said {
                        assert!(!colours.iter().any(|c| text.contains(c)), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn korean_particles_follow_the_last_syllable() {
        let korean = crate::i18n::matchsticks::KOREAN.reads_nothing;
        assert_eq!(korean("답"), "답은 어떤 기호로도 읽히지 않습니다");
        assert_eq!(korean("첫째 수"), "첫째 수는 어떤 기호로도 읽히지 않습니다");
        assert_eq!(english_list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
    }

    /// The Korean counters count sticks with 개, as the matchstick paper does ("성냥개비 2개까지의 이동",
    /// "옮기는 성냥개비 개수"): "2번 이동" reads as "move number 2", and "3번 중 1번" is not how
    /// a counter under a puzzle speaks.
    #[test]
    fn korean_counters_count_sticks_as_seed_004_does() {
        let m = &crate::i18n::matchsticks::KOREAN;
        for goal in Goal::ALL {
            for k in 0..4 {
                for text in [
                    (m.steps)(goal, k),
                    (m.steps_used)(goal, k, 3),
                    (m.count_line)(goal, k, 2),
                ] {
                    assert!(text.contains(&format!("{k}개")), "{text}");
                    assert!(!text.contains('번'), "{text}");
                }
            }
        }
        assert_eq!((m.steps_used)(Goal::Move, 1, 2), "옮긴 성냥개비: 1개 (최대 2개)");
        assert_eq!(
            (m.changes)(1, 0, 0),
            "처음 퍼즐에서 옮긴 성냥개비 1개, 더한 것 0개, 뺀 것 0개"
        );
    }
}
