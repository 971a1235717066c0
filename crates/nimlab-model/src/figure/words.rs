//! The words figures print, in English and Korean: instructions from a puzzle's goal, captions,
//! page numbers. One function per text, so each language words it whole (Korean in 합니다체).

pub mod animation;
pub mod grundy;

use nimlab_core::games::Rule;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::matchsticks::solve::Goal;

use crate::i18n::Language;

/// "Move 1 matchstick to make the equation true." The budget is an upper bound past one step:
/// a puzzle may also be solved in fewer.
pub fn instruction(language: Language, goal: Goal, steps: u32) -> String {
    match language {
        Language::English => {
            let verb = match goal {
                Goal::Move => "Move",
                Goal::Add => "Add",
                Goal::Remove => "Take away",
            };
            match steps {
                1 => format!("{verb} 1 matchstick to make the equation true."),
                n => format!("{verb} up to {n} matchsticks to make the equation true."),
            }
        }
        Language::Korean => {
            let verb = match goal {
                Goal::Move => "옮겨",
                Goal::Add => "더해",
                Goal::Remove => "빼서",
            };
            match steps {
                1 => format!("성냥개비 1개를 {verb} 등식을 참으로 만드세요."),
                n => format!("성냥개비를 {n}개까지 {verb} 등식을 참으로 만드세요."),
            }
        }
    }
}

/// Under an answer: what the colours mean.
pub fn answer_legend(language: Language) -> &'static str {
    match language {
        Language::English => "Dashed vermillion: a stick leaves. Green: a stick arrives.",
        Language::Korean => "주홍색 점선은 빠지는 성냥개비, 초록색은 들어가는 성냥개비입니다.",
    }
}

/// A puzzle with no answer within its budget.
pub fn no_answer(language: Language) -> &'static str {
    match language {
        Language::English => "No answer within the budget.",
        Language::Korean => "예산 안에는 답이 없습니다.",
    }
}

/// "Answer: 6+3=09" and, when there are more, how many; of several, the first is the one drawn.
pub fn answers(language: Language, equations: &[String], total: u128) -> String {
    let drawn = match language {
        Language::English => " (drawn)",
        Language::Korean => "(그림)",
    };
    let shown = equations
        .iter()
        .enumerate()
        .map(|(i, e)| {
            if i == 0 && total > 1 {
                format!("{e}{drawn}")
            } else {
                e.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    let more = total.saturating_sub(equations.len() as u128);
    match (language, more) {
        (Language::English, 0) if total == 1 => format!("Answer: {shown}"),
        (Language::English, 0) => format!("Answers: {shown}"),
        (Language::English, more) => format!("Answers: {shown} and {more} more"),
        (Language::Korean, 0) => format!("답: {shown}"),
        (Language::Korean, more) => format!("답: {shown} 외 {more}개"),
    }
}

/// "Page 2 of 5".
pub fn page(language: Language, page: usize, pages: usize) -> String {
    match language {
        Language::English => format!("Page {page} of {pages}"),
        Language::Korean => format!("{pages}쪽 중 {page}쪽"),
    }
}

/// The answer key's heading after the collection's title.
pub fn answer_key(language: Language) -> &'static str {
    match language {
        Language::English => "Answer key",
        Language::Korean => "정답",
    }
}

/// The line for a name on a worksheet.
pub fn name_line(language: Language) -> &'static str {
    match language {
        Language::English => "Name:",
        Language::Korean => "이름:",
    }
}

/// A collection with no title.
pub fn untitled_sheet(language: Language) -> &'static str {
    match language {
        Language::English => "Matchstick puzzles",
        Language::Korean => "성냥개비 퍼즐",
    }
}

/// A coin game in a title's words: its takes ("1,2,3") and its rule ("misère").
fn game_words(language: Language, takes: &[u32], rule: Rule) -> (String, &'static str) {
    let takes = takes.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let rule = match rule {
        Rule::Misere => language.strings().rule_misere,
        Rule::Normal => language.strings().rule_normal,
    };
    (takes, rule)
}

/// A tree figure's title: the game, and how much of its tree is drawn.
pub fn tree_title(
    language: Language,
    coins: u32,
    takes: &[u32],
    rule: Rule,
    depth: u32,
    whole: bool,
) -> String {
    let (takes, rule) = game_words(language, takes, rule);
    match (language, whole) {
        (Language::English, true) => format!("{coins} coins, takes {{{takes}}}, {rule}: the whole game tree"),
        (Language::English, false) => {
            format!("{coins} coins, takes {{{takes}}}, {rule}: the game tree to depth {depth}")
        }
        (Language::Korean, true) => format!("동전 {coins}개, 가져갈 수 {{{takes}}}, {rule}: 게임 트리 전체"),
        (Language::Korean, false) => {
            format!("동전 {coins}개, 가져갈 수 {{{takes}}}, {rule}: 깊이 {depth}까지의 게임 트리")
        }
    }
}

/// Under a tree figure: what its colours and marks mean (the dots only when the tree is cut).
pub fn tree_legend(language: Language, evaluation: Evaluation, cut: bool) -> String {
    let short = evaluation == Evaluation::ShortCircuit;
    let parts: [(&str, bool); 3] = match language {
        Language::English => [
            (
                "W: the player to move wins. L: loses. ×k: the position occurs k times in the whole tree (its colour marks it too). Thick orange: a winning take.",
                true,
            ),
            (" Dots: the tree goes on.", cut),
            (
                " Pale and dashed: never reached when stopping at the first winning take.",
                short,
            ),
        ],
        Language::Korean => [
            (
                "승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다. ×k는 전체 트리에 k번 나오는 상태입니다(같은 색으로도 표시합니다). 굵은 주황색 선은 이기는 수입니다.",
                true,
            ),
            (" 아래의 점은 트리가 이어진다는 뜻입니다.", cut),
            (
                " 흐린 점선 노드는 첫 번째 이기는 수에서 멈추면 방문하지 않는 노드입니다.",
                short,
            ),
        ],
    };
    parts
        .iter()
        .filter(|(_, shown)| *shown)
        .map(|(text, _)| *text)
        .collect()
}

/// A DP figure's title.
pub fn dp_title(language: Language, coins: u32, takes: &[u32], rule: Rule) -> String {
    let (takes, rule) = game_words(language, takes, rule);
    match language {
        Language::English => {
            format!("Seed 000's dynamic programming: 0 to {coins} coins, takes {{{takes}}}, {rule}")
        }
        Language::Korean => {
            format!("원문 000의 동적 계획법: 동전 0~{coins}개, 가져갈 수 {{{takes}}}, {rule}")
        }
    }
}

/// A growth chart's title: the piles it covers and the game.
pub fn growth_title(language: Language, end: u32, takes: &[u32], rule: Rule) -> String {
    let (takes, rule) = game_words(language, takes, rule);
    match language {
        Language::English => format!("Recursion against DP: 0 to {end} coins, takes {{{takes}}}, {rule}"),
        Language::Korean => format!("재귀와 DP의 비교: 동전 0~{end}개, 가져갈 수 {{{takes}}}, {rule}"),
    }
}

/// Under the pattern's strip: which cell is the pile asked for.
pub fn outlined(language: Language, coins: u32) -> String {
    match language {
        Language::English => format!("Outlined: n = {coins}."),
        Language::Korean => format!("굵은 테두리: n = {coins}"),
    }
}

/// Over the DP figure's DAG: what its arcs mean.
pub fn dp_dag_legend(language: Language) -> &'static str {
    match language {
        Language::English => {
            "Every position once. Arcs above (thick, orange): winning takes. Arcs below: the other takes. W: the player to move wins; L: loses."
        }
        Language::Korean => {
            "모든 상태가 한 번씩만 나옵니다. 위쪽 굵은 주황색 호는 이기는 수, 아래쪽 호는 나머지 수입니다. 승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다."
        }
    }
}

/// In place of the DAG when the pile is too large for one: why, and that the table is whole.
pub fn dp_dag_omitted(language: Language, most: u32, coins: u32) -> String {
    match language {
        Language::English => format!(
            "The DAG is drawn for piles of up to {most} coins; the table below lists all {} positions.",
            u64::from(coins) + 1
        ),
        Language::Korean => format!(
            "DAG는 동전 {most}개까지만 그립니다. 아래 표에는 {}개 상태가 모두 있습니다.",
            u64::from(coins) + 1
        ),
    }
}

/// After a list cut short: " and 12 more".
pub fn and_more(language: Language, more: usize) -> String {
    match language {
        Language::English => format!(" and {more} more"),
        Language::Korean => format!(" 외 {more}개"),
    }
}

/// The DP table's second column.
pub fn dp_outcome(language: Language) -> &'static str {
    match language {
        Language::English => "Outcome",
        Language::Korean => "결과",
    }
}

/// The DP table's third column.
pub fn dp_winning_takes(language: Language) -> &'static str {
    match language {
        Language::English => "Winning takes",
        Language::Korean => "이기는 수",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_instruction_follows_the_goal_and_the_budget() {
        let en = Language::English;
        assert_eq!(
            instruction(en, Goal::Move, 1),
            "Move 1 matchstick to make the equation true."
        );
        assert_eq!(
            instruction(en, Goal::Remove, 3),
            "Take away up to 3 matchsticks to make the equation true."
        );
        assert_eq!(
            instruction(Language::Korean, Goal::Add, 2),
            "성냥개비를 2개까지 더해 등식을 참으로 만드세요."
        );
    }

    #[test]
    fn several_answers_say_which_is_drawn_and_how_many_more() {
        let two = ["6+3=09".to_owned(), "5+3=08".to_owned()];
        assert_eq!(answers(Language::English, &two[..1], 1), "Answer: 6+3=09");
        assert_eq!(
            answers(Language::English, &two, 5),
            "Answers: 6+3=09 (drawn), 5+3=08 and 3 more"
        );
        assert_eq!(answers(Language::Korean, &two, 2), "답: 6+3=09(그림), 5+3=08");
    }
}
