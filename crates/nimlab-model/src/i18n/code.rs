//! The words around the coin-game article's code beside the step-through, in English and Korean:
//! the panel's headings, its buttons, the comments in the listings and the accessible names of
//! the running line. The code itself stays code, in every language.

use nimlab_core::games::lesson_code::Comment;

/// One language's text for the code panel.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct CodeStrings {
    pub title: &'static str,
    pub listing_recursion: &'static str,
    pub listing_table: &'static str,
    /// Hover text of the listing's name: how the listing differs from the article's print.
    pub listing_note: &'static str,
    /// "Code beside the view: {listing}", the panel's accessible name.
    pub panel_label: fn(listing: &str) -> String,
    pub hide: &'static str,
    pub show: &'static str,
    pub not_started: &'static str,
    pub reads: &'static str,
    pub fills: &'static str,
    /// "Line {line}: {code} — {values}", the running line's accessible name (`values` may be
    /// empty).
    pub line_label: fn(line: usize, code: &str, values: &str) -> String,
    /// "The running line is hidden until its value is revealed — {values}".
    pub line_hidden: fn(values: &str) -> String,
    pub stuck_wins: &'static str,
    pub stuck_loses: &'static str,
    // Heaps of a game: the recursion over positions, its call stack and its marks on the DAG.
    pub no_move_wins: &'static str,
    pub no_move_loses: &'static str,
    pub listing_grundy: &'static str,
    pub listing_win: &'static str,
    /// Hover text of the heaps' listing's name: where it comes from.
    pub listing_positions_note: &'static str,
    /// "Call: (1,2)".
    pub position_call: fn(position: &str) -> String,
    /// "Return: (1,2) → g = 3"; `value` is "?" while classroom mode hides it.
    pub position_return: fn(position: &str, value: &str) -> String,
    /// Under the step-through on the DAG: what its marks mean.
    pub dag_marks: &'static str,
}

impl CodeStrings {
    /// A comment of a listing, without its `//`.
    pub fn comment(&self, comment: Comment) -> &'static str {
        match comment {
            Comment::StuckWins => self.stuck_wins,
            Comment::StuckLoses => self.stuck_loses,
            Comment::NoMoveWins => self.no_move_wins,
            Comment::NoMoveLoses => self.no_move_loses,
        }
    }
}

/// The English text.
pub static ENGLISH: CodeStrings = CodeStrings {
    title: "Code",
    listing_recursion: "Seed 000, listing 1 (top-down)",
    listing_table: "Seed 000, listing 2 (bottom-up table)",
    listing_note: "As in the tree, a take may leave 0 coins, so the base case is a pile no take fits (the seed stops at coins <= 1 and starts its table at tb[1]). Takes other than 1 to 3 loop over S.",
    panel_label: |listing| format!("Code beside the view: {listing}"),
    hide: "Hide the code",
    show: "Show the code",
    not_started: "Step to run the first line.",
    reads: "reads",
    fills: "fills",
    line_label: |line, code, values| {
        if values.is_empty() {
            format!("Line {line}: {code}")
        } else {
            format!("Line {line}: {code} — {values}")
        }
    },
    line_hidden: |values| format!("The running line is hidden until its value is revealed — {values}"),
    stuck_wins: "no take fits: the player to move wins",
    stuck_loses: "no take fits: the player to move loses",
    no_move_wins: "no move left: the player to move wins (misère)",
    no_move_loses: "no move left: the player to move loses",
    listing_grundy: "Seed 001: the Grundy value of a position (every move)",
    listing_win: "Seeds 001 and 003: win or lose (stop at the first winning move)",
    listing_positions_note: "moves(p) lists the distinct positions one move reaches, in the order the views draw them; mex(s) is the smallest value not in s.",
    position_call: |position| format!("Call: {position}"),
    position_return: |position, value| format!("Return: {position} → {value}"),
    dag_marks: "Filled: its call has returned (the DP's memo). Thick outline: running, on the call stack.",
};

/// The Korean text.
pub static KOREAN: CodeStrings = CodeStrings {
    title: "코드",
    listing_recursion: "원문 000, 리스트 1 (하향식)",
    listing_table: "원문 000, 리스트 2 (상향식 테이블)",
    listing_note: "트리처럼 동전을 0개 남기는 수도 두므로, 가져갈 수 있는 수가 없는 더미가 기저 사례입니다 (원문은 coins <= 1에서 멈추고 표를 tb[1]부터 채웁니다). 1~3이 아닌 가져갈 수는 S를 도는 반복문으로 씁니다.",
    panel_label: |listing| format!("보기 옆의 코드: {listing}"),
    hide: "코드 숨기기",
    show: "코드 보기",
    not_started: "한 단계 진행하면 첫 줄이 실행됩니다.",
    reads: "읽는 칸",
    fills: "채우는 칸",
    line_label: |line, code, values| {
        if values.is_empty() {
            format!("{line}행: {code}")
        } else {
            format!("{line}행: {code} — {values}")
        }
    },
    line_hidden: |values| format!("값을 공개할 때까지 실행 중인 줄을 가립니다 — {values}"),
    stuck_wins: "가져갈 수 있는 수가 없음: 둘 차례인 사람의 승리",
    stuck_loses: "가져갈 수 있는 수가 없음: 둘 차례인 사람의 패배",
    no_move_wins: "둘 수 있는 수가 없음: 둘 차례인 사람의 승리 (미제르)",
    no_move_loses: "둘 수 있는 수가 없음: 둘 차례인 사람의 패배",
    listing_grundy: "원문 001: 국면의 그런디 수 (모든 수를 시도)",
    listing_win: "원문 001·003: 승패 (처음 이기는 수에서 멈춤)",
    listing_positions_note: "moves(p)는 한 수로 갈 수 있는 서로 다른 국면을 보기에 그려진 순서대로 나열합니다. mex(s)는 s에 없는 가장 작은 값입니다.",
    position_call: |position| format!("호출: {position}"),
    position_return: |position, value| format!("반환: {position} → {value}"),
    dag_marks: "채워진 칸: 호출이 반환됨 (DP의 메모). 굵은 테두리: 실행 중, 호출 스택에 있음.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_shows_in_both_languages() {
        for t in [&ENGLISH, &KOREAN] {
            let texts: [(String, &[&str]); 6] = [
                ((t.panel_label)("listing 7"), &["listing 7"]),
                (
                    (t.line_label)(13, "return i;", "coins = 17"),
                    &["13", "return i;", "coins = 17"],
                ),
                ((t.line_label)(19, "break;", ""), &["19", "break;"]),
                ((t.line_hidden)("coins = 23"), &["coins = 23"]),
                ((t.position_call)("(1,2)"), &["(1,2)"]),
                ((t.position_return)("(3,4)", "g = 7"), &["(3,4)", "g = 7"]),
            ];
            for (text, values) in texts {
                for value in values {
                    assert!(text.contains(value), "{value:?} missing from {text:?}");
                }
                assert!(!text.ends_with(' ') && !text.ends_with('—'), "{text:?}");
            }
        }
    }
}
