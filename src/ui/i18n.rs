//! English and Korean UI text. Every user-facing string lives here, once per language; a field
//! missing in one language is a compile error, so the two tables cannot drift apart.

use serde::{Deserialize, Serialize};

use crate::games::coin_game::{InputError, MAX_COINS};
use crate::games::{Outcome, Rule};

/// The language of the UI, switchable at run time and remembered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Korean,
}

impl Language {
    pub const ALL: [Self; 2] = [Self::English, Self::Korean];

    /// The language's own name, shown in the switch.
    pub fn name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Korean => "한국어",
        }
    }

    pub fn strings(self) -> &'static Strings {
        match self {
            Self::English => &ENGLISH,
            Self::Korean => &KOREAN,
        }
    }
}

/// One language's UI text.
#[derive(Debug)]
pub struct Strings {
    pub tab_game_tree: &'static str,
    pub language: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub coins: &'static str,
    pub takes: &'static str,
    pub rule: &'static str,
    pub rule_misere: &'static str,
    pub rule_normal: &'static str,
    pub rule_misere_hint: &'static str,
    pub rule_normal_hint: &'static str,
    pub seed_lesson: &'static str,
    pub seed_lesson_hint: &'static str,
    pub view_recursive: &'static str,
    pub view_dp: &'static str,
    pub view_formula: &'static str,
    pub evaluate_all: &'static str,
    pub evaluate_short_circuit: &'static str,
    pub evaluate_short_circuit_hint: &'static str,
    pub nodes: &'static str,
    pub distinct_states: &'static str,
    pub repeated_nodes: &'static str,
    pub short_circuit_nodes: &'static str,
    pub nodes_on_show: &'static str,
    pub win: &'static str,
    pub lose: &'static str,
    pub win_letter: &'static str,
    pub lose_letter: &'static str,
    pub fit_to_view: &'static str,
    pub collapse_subtree: &'static str,
    pub expand_subtree: &'static str,
    pub reset_folds: &'static str,
    pub selected: &'static str,
    pub selected_state: &'static str,
    pub subtree_size: &'static str,
    pub none_selected: &'static str,
    pub canvas_hint: &'static str,
    pub node_label_root: &'static str,
    pub node_label: &'static str,
    pub dp_node_label: &'static str,
    pub dp_row_label: &'static str,
    pub occurrences: &'static str,
    pub hidden_nodes: &'static str,
    pub winning_takes: &'static str,
    pub no_winning_take: &'static str,
    pub computing: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub state: &'static str,
    pub table_coins: &'static str,
    pub table_win: &'static str,
    pub dp_table_title: &'static str,
    pub dp_intro: &'static str,
    pub unreachable: &'static str,
    pub formula_title: &'static str,
    pub formula_misere: &'static str,
    pub formula_normal: &'static str,
    pub formula_now: &'static str,
    pub formula_table_title: &'static str,
    pub formula_column: &'static str,
    pub dp_column: &'static str,
    pub formula_agrees: &'static str,
    pub formula_disagrees: &'static str,
    pub pattern_title: &'static str,
    pub pattern_intro: &'static str,
    pub pattern_certified: &'static str,
    pub pattern_uncertified: &'static str,
    pub pattern_lose_positions: &'static str,
    pub error_empty_move_set: &'static str,
    pub error_not_a_number: &'static str,
    pub error_zero_take: &'static str,
    pub error_too_large: &'static str,
    pub legend_repeated: &'static str,
    pub legend_winning_edge: &'static str,
    pub legend_not_visited: &'static str,
}

impl Strings {
    pub fn rule(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Misere => self.rule_misere,
            Rule::Normal => self.rule_normal,
        }
    }

    pub fn outcome(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Lose => self.lose,
        }
    }

    pub fn outcome_letter(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win_letter,
            Outcome::Lose => self.lose_letter,
        }
    }

    /// Explains a bad move set or pile size in this language.
    pub fn input_error(&self, error: &InputError) -> String {
        match error {
            InputError::EmptyMoveSet => self.error_empty_move_set.to_owned(),
            InputError::NotANumber(text) => self.error_not_a_number.replace("{}", text),
            InputError::ZeroTake => self.error_zero_take.to_owned(),
            InputError::TooLarge(text) => self
                .error_too_large
                .replace("{}", text)
                .replace("{max}", &MAX_COINS.to_string()),
        }
    }
}

/// Fills the `{}` placeholders of `template` with `values`, in order.
pub fn fill(template: &str, values: &[&dyn std::fmt::Display]) -> String {
    let mut pieces = template.split("{}");
    let mut out = pieces.next().unwrap_or_default().to_owned();
    for (index, piece) in pieces.enumerate() {
        if let Some(value) = values.get(index) {
            out.push_str(&value.to_string());
        }
        out.push_str(piece);
    }
    out
}

pub static ENGLISH: Strings = Strings {
    tab_game_tree: "Game tree",
    language: "Language",
    theme_light: "Light",
    theme_dark: "Dark",
    coins: "Coins",
    takes: "Allowed takes",
    rule: "Rule",
    rule_misere: "Misère",
    rule_normal: "Normal",
    rule_misere_hint: "Whoever takes the last coin loses (seed 000's game).",
    rule_normal_hint: "Whoever cannot move loses, so whoever takes the last coin wins.",
    seed_lesson: "Seed 000: 13 coins",
    seed_lesson_hint: "The magazine's game: 13 coins, take 1 to 3, whoever takes the last coin loses.",
    view_recursive: "Recursive",
    view_dp: "Dynamic programming",
    view_formula: "Formula",
    evaluate_all: "Evaluate every move",
    evaluate_short_circuit: "Stop at first winning move",
    evaluate_short_circuit_hint: "Evaluate like seed 000's GetCoinCount: stop at the first winning take. Branches it never visits are greyed out.",
    nodes: "Nodes",
    distinct_states: "Distinct states",
    repeated_nodes: "Repeated nodes",
    short_circuit_nodes: "Visited when stopping at the first win",
    nodes_on_show: "Nodes on show",
    win: "Win",
    lose: "Lose",
    win_letter: "W",
    lose_letter: "L",
    fit_to_view: "Fit to view",
    collapse_subtree: "Collapse subtree",
    expand_subtree: "Expand subtree",
    reset_folds: "Reset folding",
    selected: "Selected",
    selected_state: "{} coins",
    subtree_size: "The tree from {} has {} nodes.",
    none_selected: "Click a node to select its state in every view.",
    canvas_hint: "Drag to pan, scroll to zoom, click a node to select it, double-click to fold it.",
    node_label_root: "{} coins ({}) at the start",
    node_label: "{} coins ({}) after taking {}",
    dp_node_label: "State {} ({})",
    dp_row_label: "Table row for {} coins",
    occurrences: "×{} occurrences",
    hidden_nodes: "+{} nodes",
    winning_takes: "Winning takes",
    no_winning_take: "none: every take loses",
    computing: "Computing…",
    cancel: "Cancel",
    cancelled: "Cancelled: showing the previous result.",
    state: "State",
    table_coins: "coins",
    table_win: "win",
    dp_table_title: "Seed 000's table (GenerateNimTable)",
    dp_intro: "Each state once, filled bottom-up: a state wins if some take leads to a losing state.",
    unreachable: "not reachable from the start",
    formula_title: "The closed formula for takes {1, …, {}}",
    formula_misere: "Misère: the player to move wins iff (n − 1) mod {} ≠ 0, by taking (n − 1) mod {} coins.",
    formula_normal: "Normal: the player to move wins iff n mod {} ≠ 0, by taking n mod {} coins.",
    formula_now: "For n = {}: {}",
    formula_table_title: "Seed 000, Table 1: win or lose for each number of coins",
    formula_column: "formula",
    dp_column: "DP",
    formula_agrees: "The formula agrees with the DP table for every n from 0 to {}.",
    formula_disagrees: "The formula and the DP table disagree at n = {}.",
    pattern_title: "No closed formula for these takes: the pattern of wins and losses",
    pattern_intro: "The outcome of n depends only on the {} outcomes before it, so once a window of that width repeats, everything after it repeats.",
    pattern_certified: "From n = {} on, the outcomes repeat with period {}: certified by {} equal values in a row (checked within the first {} positions).",
    pattern_uncertified: "No period is certified within the first {} positions.",
    pattern_lose_positions: "Losing positions: n ≥ {} with n mod {} in {{}}",
    error_empty_move_set: "The move set is empty: name at least one take, e.g. 1,2,3.",
    error_not_a_number: "'{}' is not a whole number.",
    error_zero_take: "A take must be at least 1 coin.",
    error_too_large: "{} is larger than the limit of {max}.",
    legend_repeated: "Same colour = same state, seen more than once",
    legend_winning_edge: "Winning take",
    legend_not_visited: "Never visited when stopping at the first win",
};

pub static KOREAN: Strings = Strings {
    tab_game_tree: "게임 트리",
    language: "언어",
    theme_light: "밝게",
    theme_dark: "어둡게",
    coins: "동전 수",
    takes: "가져갈 수 있는 개수",
    rule: "규칙",
    rule_misere: "미제르",
    rule_normal: "노멀",
    rule_misere_hint: "마지막 동전을 가져가는 사람이 진다 (원문 000의 게임).",
    rule_normal_hint: "움직일 수 없는 사람이 진다. 곧 마지막 동전을 가져가는 사람이 이긴다.",
    seed_lesson: "원문 000: 동전 13개",
    seed_lesson_hint: "잡지 기사의 게임: 동전 13개, 1~3개씩 가져가고 마지막 동전을 가져가는 사람이 진다.",
    view_recursive: "재귀 (분할 정복)",
    view_dp: "동적 계획법",
    view_formula: "공식",
    evaluate_all: "모든 수를 평가",
    evaluate_short_circuit: "첫 번째 이기는 수에서 멈춤",
    evaluate_short_circuit_hint: "원문 000의 GetCoinCount처럼 첫 번째 이기는 수에서 멈춘다. 방문하지 않는 가지는 회색으로 보인다.",
    nodes: "노드",
    distinct_states: "서로 다른 상태",
    repeated_nodes: "반복된 노드",
    short_circuit_nodes: "첫 승리에서 멈출 때 방문하는 노드",
    nodes_on_show: "보이는 노드",
    win: "승",
    lose: "패",
    win_letter: "승",
    lose_letter: "패",
    fit_to_view: "화면에 맞추기",
    collapse_subtree: "하위 트리 접기",
    expand_subtree: "하위 트리 펼치기",
    reset_folds: "접기 초기화",
    selected: "선택",
    selected_state: "동전 {}개",
    subtree_size: "{}에서 시작하는 트리의 노드: {}개",
    none_selected: "노드를 클릭하면 그 상태가 모든 보기에서 선택된다.",
    canvas_hint: "끌어서 이동, 스크롤로 확대/축소, 클릭으로 선택, 더블 클릭으로 접기/펼치기.",
    node_label_root: "동전 {}개 ({}) 시작",
    node_label: "동전 {}개 ({}), 가져간 수: {}",
    dp_node_label: "상태 {} ({})",
    dp_row_label: "동전 {}개에 대한 표의 행",
    occurrences: "×{}번 등장",
    hidden_nodes: "+{}개 노드",
    winning_takes: "이기는 수",
    no_winning_take: "없음: 모든 수가 진다",
    computing: "계산 중…",
    cancel: "취소",
    cancelled: "취소됨: 이전 결과를 보여준다.",
    state: "상태",
    table_coins: "동전",
    table_win: "승리",
    dp_table_title: "원문 000의 표 (GenerateNimTable)",
    dp_intro: "각 상태를 한 번씩, 아래에서 위로 채운다: 지는 상태로 보내는 수가 있으면 이기는 상태다.",
    unreachable: "시작 상태에서 도달할 수 없음",
    formula_title: "가져갈 수 {1, …, {}}에 대한 공식",
    formula_misere: "미제르: (n − 1) mod {} ≠ 0 이면 차례인 사람이 이기며, (n − 1) mod {}개를 가져가면 된다.",
    formula_normal: "노멀: n mod {} ≠ 0 이면 차례인 사람이 이기며, n mod {}개를 가져가면 된다.",
    formula_now: "n = {}: {}",
    formula_table_title: "원문 000, 표 1: 동전 개수에 대한 승, 패 여부",
    formula_column: "공식",
    dp_column: "DP",
    formula_agrees: "0부터 {}까지 모든 n에서 공식과 DP 표가 일치한다.",
    formula_disagrees: "n = {}에서 공식과 DP 표가 다르다.",
    pattern_title: "이 수들에는 닫힌 공식이 없다: 승패의 주기적 패턴",
    pattern_intro: "n의 승패는 바로 앞 {}개 상태의 승패로만 정해지므로, 그 폭의 구간이 한 번 반복되면 그 뒤는 모두 반복된다.",
    pattern_certified: "n = {}부터 승패가 주기 {}로 반복된다: 연속한 {}개 값이 같음을 확인 (처음 {}개 상태 안에서).",
    pattern_uncertified: "처음 {}개 상태 안에서는 주기가 증명되지 않았다.",
    pattern_lose_positions: "지는 상태: n ≥ {}이고 n mod {} ∈ {{}}",
    error_empty_move_set: "가져갈 수 있는 개수가 비어 있다: 1,2,3처럼 하나 이상 적어야 한다.",
    error_not_a_number: "'{}'은(는) 정수가 아니다.",
    error_zero_take: "한 번에 적어도 1개는 가져가야 한다.",
    error_too_large: "{}은(는) 한도 {max}보다 크다.",
    legend_repeated: "같은 색 = 여러 번 나온 같은 상태",
    legend_winning_edge: "이기는 수",
    legend_not_visited: "첫 승리에서 멈출 때 방문하지 않음",
};
