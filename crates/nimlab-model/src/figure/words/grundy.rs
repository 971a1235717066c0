//! The words of the Grundy figures, in English and Korean (합니다체): titles naming the game,
//! rule and count, the captions of the chart, the mex worked out and the sum's verdict.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::sums::SumMethod;

use crate::i18n::Language;
use crate::i18n::numbers::grouped;

/// A game's name as a title says it: "subtraction {1,3,4}", "Nim", "octal 0.77 (Kayles)".
pub fn game(language: Language, game: &HeapGame) -> String {
    let english = language == Language::English;
    match game {
        HeapGame::Subtraction(set) => {
            let set = crate::i18n::brief_set(set, language.strings().takes_in_all);
            if english {
                format!("subtraction {set}")
            } else {
                format!("빼기 게임 {set}")
            }
        }
        HeapGame::Nim if english => "Nim".to_owned(),
        HeapGame::Nim => "님".to_owned(),
        HeapGame::Powers(b) if english => format!("powers of {b}"),
        HeapGame::Powers(b) => format!("{b}의 거듭제곱 빼기"),
        HeapGame::Octal(code) => {
            let code = code.to_string();
            let known = match (code.as_str(), english) {
                ("0.77", true) => " (Kayles)",
                ("0.77", false) => " (케일스)",
                ("0.07", true) => " (Dawson's Kayles)",
                ("0.07", false) => " (도슨의 케일스)",
                ("0.137", true) => " (Dawson's chess)",
                ("0.137", false) => " (도슨의 체스)",
                _ => "",
            };
            if english {
                format!("octal {code}{known}")
            } else {
                format!("8진 게임 {code}{known}")
            }
        }
    }
}

/// "normal play", "misère play".
pub fn rule(language: Language, rule: Rule) -> &'static str {
    match (language, rule) {
        (Language::English, Rule::Normal) => "normal play",
        (Language::English, Rule::Misere) => "misère play",
        (Language::Korean, Rule::Normal) => "노멀 규칙",
        (Language::Korean, Rule::Misere) => "미제르 규칙",
    }
}

/// "Grundy values of subtraction {1,3,4}, normal play, n = 0…39".
pub fn values_title(language: Language, game_name: &str, rule_name: &str, count: usize) -> String {
    let last = count.saturating_sub(1);
    match language {
        Language::English => format!("Grundy values of {game_name}, {rule_name}, n = 0…{last}"),
        Language::Korean => format!("{game_name}의 그런디 값, {rule_name}, n = 0…{last}"),
    }
}

/// "Mex of n = 6 worked out: subtraction {1,3,4}, normal play".
pub fn mex_title(language: Language, n: u32, game_name: &str, rule_name: &str) -> String {
    match language {
        Language::English => format!("The mex of n = {n} worked out: {game_name}, {rule_name}"),
        Language::Korean => format!("n = {n}의 mex 계산: {game_name}, {rule_name}"),
    }
}

/// "Sum of games: Nim 3 + Nim 4 + Nim 5, normal play".
pub fn sum_title(language: Language, heaps: &str, rule_name: &str) -> String {
    match language {
        Language::English => format!("Sum of games: {heaps}, {rule_name}"),
        Language::Korean => format!("게임의 합: {heaps}, {rule_name}"),
    }
}

/// Under the table: what P means.
pub fn p_legend(language: Language) -> &'static str {
    match language {
        Language::English => "P: a P-position (g = 0), where the player to move loses.",
        Language::Korean => "P: P-위치(g = 0)이며, 차례인 사람이 집니다.",
    }
}

/// Under the chart: what the stubs mean.
pub fn stub_legend(language: Language) -> &'static str {
    match language {
        Language::English => "Vermillion stubs: P-positions (g = 0).",
        Language::Korean => "주홍색 짧은 막대는 P-위치(g = 0)입니다.",
    }
}

/// Under the chart: the certified period, and what the dashed lines mark.
pub fn period(language: Language, preperiod: usize, period: usize, lines: bool) -> String {
    match (language, lines) {
        (Language::English, true) => format!(
            "From n = {preperiod} on, g repeats with period {period}; dashed lines mark where each repeat begins."
        ),
        (Language::English, false) => format!("From n = {preperiod} on, g repeats with period {period}."),
        (Language::Korean, true) => {
            format!("n = {preperiod}부터 g는 주기 {period}로 반복됩니다. 점선은 반복이 시작되는 곳입니다.")
        }
        (Language::Korean, false) => format!("n = {preperiod}부터 g는 주기 {period}로 반복됩니다."),
    }
}

/// Under the chart: no period was proved.
pub fn no_period(language: Language, searched: usize) -> String {
    match language {
        Language::English => {
            format!("No period is certified within the first {searched} values, so none is claimed.")
        }
        Language::Korean => {
            format!("처음 {searched}개 값 안에서 증명된 주기가 없어 주기를 주장하지 않습니다.")
        }
    }
}

/// The heads of the mex's columns: move, what it leaves, its value.
pub fn mex_columns(language: Language) -> [&'static str; 3] {
    match language {
        Language::English => ["Move", "Leaves", "Value"],
        Language::Korean => ["수", "남는 더미", "값"],
    }
}

/// "… and 60 more options".
pub fn more_options(language: Language, more: usize) -> String {
    match language {
        Language::English => format!("… and {more} more options"),
        Language::Korean => format!("… 그리고 선택지 {more}개 더"),
    }
}

/// "Values of the options: {0, 1, 3}".
pub fn option_set(language: Language, set: &str) -> String {
    match language {
        Language::English => format!("Values of the options: {{{set}}}"),
        Language::Korean => format!("선택지의 값: {{{set}}}"),
    }
}

/// "Smallest missing value: g(6) = mex{0, 1, 3} = 2".
pub fn mex_result(language: Language, n: u32, set: &str, g: u32) -> String {
    match language {
        Language::English => format!("Smallest missing value: g({n}) = mex{{{set}}} = {g}"),
        Language::Korean => format!("빠진 가장 작은 값: g({n}) = mex{{{set}}} = {g}"),
    }
}

/// A heap with no move: what it is worth under `rule`.
pub fn no_move(language: Language, rule: Rule) -> &'static str {
    match (language, rule) {
        (Language::English, Rule::Normal) => "No move: the set of options is empty, so g = mex{} = 0.",
        (Language::English, Rule::Misere) => {
            "No move: under the misère convention (seed 001) this position is worth 1."
        }
        (Language::Korean, Rule::Normal) => {
            "둘 수 있는 수가 없습니다. 선택지 집합이 비어 있으므로 g = mex{} = 0입니다."
        }
        (Language::Korean, Rule::Misere) => {
            "둘 수 있는 수가 없습니다. 미제르 규칙(원문 001)에서는 이 위치의 값이 1입니다."
        }
    }
}

/// Whether the player to move at a position of value `g` wins.
pub fn position_verdict(language: Language, g: u32) -> &'static str {
    match (language, g == 0) {
        (Language::English, true) => "P-position: the player to move loses.",
        (Language::English, false) => "N-position: the player to move wins.",
        (Language::Korean, true) => "P-위치: 차례인 사람이 집니다.",
        (Language::Korean, false) => "N-위치: 차례인 사람이 이깁니다.",
    }
}

/// The heads of the sum's columns before the bits: heap, game, size, value.
pub fn sum_columns(language: Language) -> [&'static str; 4] {
    match language {
        Language::English => ["Heap", "Game", "Size", "g"],
        Language::Korean => ["더미", "게임", "크기", "g"],
    }
}

/// The sum's verdict, by the method that found it: the nim-sum under normal play, Bouton's rule
/// for misère Nim, or a search over the heaps for any other misère sum.
pub fn sum_verdict(language: Language, method: SumMethod, nim_sum: u32, wins: bool) -> String {
    let english = language == Language::English;
    let who = match (english, wins) {
        (true, true) => "the player to move wins",
        (true, false) => "the player to move loses",
        (false, true) => "차례인 사람이 이깁니다",
        (false, false) => "차례인 사람이 집니다",
    };
    match (english, method) {
        (true, SumMethod::Xor) => format!("Nim-sum = {nim_sum}: {who}."),
        (true, SumMethod::Bouton) => format!("Bouton's rule for misère Nim: {who}."),
        (true, SumMethod::Searched(positions)) => {
            format!(
                "Searched {} positions of the misère sum: {who}.",
                grouped(&positions.to_string())
            )
        }
        (false, SumMethod::Xor) => format!("님 합 = {nim_sum}: {who}."),
        (false, SumMethod::Bouton) => format!("미제르 님의 Bouton 규칙: {who}."),
        (false, SumMethod::Searched(positions)) => {
            format!(
                "미제르 합의 위치 {}개를 탐색한 결과: {who}.",
                grouped(&positions.to_string())
            )
        }
    }
}

/// Under a misère sum that was searched: what its g column is, and why its XOR is struck out.
pub fn searched_note(language: Language) -> &'static str {
    match language {
        Language::English => {
            "g is each heap's misère value alone; their XOR (struck out) does not decide a misère sum."
        }
        Language::Korean => {
            "g는 더미 하나만의 미제르 값입니다. 그 XOR(취소선)로는 미제르 합의 승패를 정할 수 없습니다."
        }
    }
}

/// "Winning moves: heap 1: 3 → 2, …", or that there is none.
pub fn winning_moves(language: Language, moves: &[String]) -> String {
    match (language, moves.is_empty()) {
        (Language::English, true) => {
            "No winning move: every move leaves the opponent a winning position.".to_owned()
        }
        (Language::Korean, true) => {
            "이기는 수가 없습니다. 어떤 수를 두어도 상대가 이기는 위치가 됩니다.".to_owned()
        }
        (Language::English, false) => format!("Winning moves: {}", moves.join(", ")),
        (Language::Korean, false) => format!("이기는 수: {}", moves.join(", ")),
    }
}

/// "heap 1: 3 → 2".
pub fn sum_move(language: Language, heap: usize, from: u32, to: &str) -> String {
    match language {
        Language::English => format!("heap {heap}: {from} → {to}"),
        Language::Korean => format!("더미 {heap}: {from} → {to}"),
    }
}
