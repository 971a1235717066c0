//! The words of the lesson sheets (the coin game's tree and DP table, a Grundy row with its mex
//! working and a sum, a Nim position in binary), in English and Korean. The outcomes written
//! on them are the tree tab's letters (W/L, 승/패), so a sheet and the window say them alike.

/// One language's words for the lesson sheets.
#[derive(Debug)]
pub struct LessonSheetStrings {
    /// "Game tree: 5 coins, take {1,2,3}, misère".
    pub tree_title: fn(coins: u32, takes: &str, rule: &str) -> String,
    /// What the rule means for who wins, said on the tree sheet.
    pub misere_rule: &'static str,
    /// Under the Grundy sheet's button when the tab shows more values than a sheet takes.
    pub grundy_cut: fn(shown: usize, kept: usize) -> String,
    /// The same, under normal play.
    pub normal_rule: &'static str,
    /// What to write in each box of the tree.
    pub tree_instruction: fn(win: &str, lose: &str) -> String,
    /// The DP table's heading.
    pub dp_heading: &'static str,
    /// The DP table's row of outcomes ("win[n]").
    pub dp_outcome_row: &'static str,
    /// The DP table's row of winning takes.
    pub dp_take_row: &'static str,
    /// What a lost position's winning take is: none.
    pub none: &'static str,
    /// "Grundy values of subtraction {1,3,4}, normal play: g(0) to g(11)".
    pub grundy_title: fn(game: &str, rule: &str, last: usize) -> String,
    /// What to fill in on the Grundy sheet.
    pub grundy_instruction: &'static str,
    /// "n = 5: moves leave 4, 2, 1".
    pub leaves: fn(n: u32, left: &str) -> String,
    /// "n = 0: no move".
    pub no_move: fn(n: u32) -> String,
    /// The words before the value of a position with no move ("g =").
    pub terminal_value: &'static str,
    /// "A sum to solve: heaps of 4, 6 and 11 of this game".
    pub sum_heading: fn(sizes: &str) -> String,
    /// "Heap 2".
    pub heap: fn(number: usize) -> String,
    /// The outcome's line.
    pub outcome_line: fn(win: &str, lose: &str) -> String,
    /// The winning move's line.
    pub move_line: &'static str,
    /// "heap 2: 6 → 3".
    pub sum_move: fn(number: usize, from: u32, left: &str) -> String,
    /// "Nim: heaps 3, 4, 5".
    pub nim_title: fn(sizes: &str) -> String,
    /// What to do on the Nim sheet.
    pub nim_instruction: &'static str,
    /// The size column's heading.
    pub size: &'static str,
    /// The window's menu of lesson sheets.
    pub menu: &'static str,
    /// What the menu makes.
    pub menu_hint: &'static str,
    /// The button that saves the sheet of what the tab shows.
    pub save: &'static str,
    /// The button that saves the Nim sheet of the sum.
    pub save_nim: &'static str,
    /// The switch that fills the answers in.
    pub answers: &'static str,
    /// Why the key is not offered in classroom mode.
    pub answers_hidden: &'static str,
}

/// The English text.
pub static ENGLISH: LessonSheetStrings = LessonSheetStrings {
    tree_title: |coins, takes, rule| format!("Game tree: {coins} coins, take {{{takes}}}, {rule}"),
    misere_rule: "Whoever takes the last coin loses.",
    grundy_cut: |shown, kept| {
        format!(
            "The sheet holds g(0) to g({}): a page takes {kept} of the {shown} values on show.",
            kept - 1
        )
    },
    normal_rule: "Whoever takes the last coin wins.",
    tree_instruction: |win, lose| {
        format!("In each box write {win} if the player to move there wins, {lose} if they lose.")
    },
    dp_heading: "The DP table, from 1 coin up: who wins, and a take that wins",
    dp_outcome_row: "win[n]",
    dp_take_row: "winning take",
    none: "–",
    grundy_title: |game, rule, last| format!("Grundy values of {game}, {rule}: g(0) to g({last})"),
    grundy_instruction: "For each n, write the values of the positions its moves leave, then their mex \
                         (the smallest number not among them): that is g(n).",
    leaves: |n, left| format!("n = {n}: moves leave {left}"),
    no_move: |n| format!("n = {n}: no move"),
    terminal_value: "g =",
    sum_heading: |sizes| format!("A sum to solve: heaps of {sizes} of this game"),
    heap: |number| format!("Heap {number}"),
    outcome_line: |win, lose| format!("The player to move: {win} or {lose}?"),
    move_line: "A winning move:",
    sum_move: |number, from, left| format!("heap {number}: {from} → {left}"),
    nim_title: |sizes| format!("Nim: heaps {sizes}"),
    nim_instruction: "Each heap is written in binary. XOR the columns bit by bit, then say who \
                      wins and find a winning move.",
    size: "size",
    menu: "Worksheet…",
    menu_hint: "A sheet to print (PDF): the boxes blank for the class to fill in, or filled as the answer key.",
    save: "Save worksheet (PDF)…",
    save_nim: "Save the sum's Nim worksheet (PDF)…",
    answers: "Answer key (filled in)",
    answers_hidden: "Classroom mode hides the values: only the blank sheet is offered.",
};

/// The Korean text.
pub static KOREAN: LessonSheetStrings = LessonSheetStrings {
    tree_title: |coins, takes, rule| format!("게임 트리: 동전 {coins}개, 가져갈 수 {{{takes}}}, {rule}"),
    misere_rule: "마지막 동전을 가져가는 사람이 집니다.",
    grundy_cut: |shown, kept| {
        format!(
            "학습지에는 g(0)부터 g({})까지 담깁니다: 보이는 값 {shown}개 중 한 쪽에 {kept}개가 들어갑니다.",
            kept - 1
        )
    },
    normal_rule: "마지막 동전을 가져가는 사람이 이깁니다.",
    tree_instruction: |win, lose| {
        format!("각 칸에 그 자리에서 둘 차례인 사람이 이기면 {win}, 지면 {lose}를 쓰세요.")
    },
    dp_heading: "동적 계획법 표 (동전 1개부터): 누가 이기는지, 이기는 수",
    dp_outcome_row: "win[n]",
    dp_take_row: "이기는 수",
    none: "–",
    grundy_title: |game, rule, last| format!("그런디 값 g(0)~g({last}): {game}, {rule}"),
    grundy_instruction: "각 n에서 둘 수 있는 수가 남기는 자리의 값들을 쓰고, 그 mex(그 안에 없는 가장 \
                         작은 수)를 구하세요: 그것이 g(n)입니다.",
    leaves: |n, left| format!("n = {n}: 남는 더미 {left}"),
    no_move: |n| format!("n = {n}: 둘 수 없음"),
    terminal_value: "g =",
    sum_heading: |sizes| format!("풀어 볼 합: 이 게임의 더미 {sizes}"),
    heap: |number| format!("더미 {number}"),
    outcome_line: |win, lose| format!("둘 차례인 사람: {win} 또는 {lose}?"),
    move_line: "이기는 수:",
    sum_move: |number, from, left| format!("더미 {number}: {from} → {left}"),
    nim_title: |sizes| format!("님: 더미 {sizes}"),
    nim_instruction: "각 더미를 이진수로 적었습니다. 자리마다 XOR을 구하고, 누가 이기는지와 \
                      이기는 수를 찾으세요.",
    size: "크기",
    menu: "학습지…",
    menu_hint: "인쇄할 학습지(PDF): 칸을 비워 두어 학생이 채우게 하거나, 채워서 정답지로 만듭니다.",
    save: "학습지 저장 (PDF)…",
    save_nim: "합의 님 학습지 저장 (PDF)…",
    answers: "정답지 (답을 채움)",
    answers_hidden: "수업 모드에서는 값을 숨기므로 빈 학습지만 만들 수 있습니다.",
};
