//! The words of the lesson sheets that go past one page or one tab: the coin game's DP sheet
//! (to a hundred coins, where the tree stops), the sum of heaps sheet of the tree tab's heaps,
//! the menu's offers, and every refusal, each saying the size asked and the limit, in English
//! and Korean.

/// One language's words for the DP and sum sheets and the sheets' refusals.
#[derive(Debug)]
pub struct SheetSizeStrings {
    /// "DP table: 1 to 13 coins, take {1,2,3}, misère".
    pub dp_title: fn(coins: u32, takes: &str, rule: &str) -> String,
    /// What to fill in on the DP sheet.
    pub dp_instruction: fn(win: &str, lose: &str) -> String,
    /// "A sum to solve: Kayles 7 + Nim 3".
    pub sum_title: &'static str,
    /// What to do on the sum sheet.
    pub sum_instruction: &'static str,
    /// "Heap 2: Kayles, 7 — g =".
    pub sum_heap: fn(number: usize, game: &str, size: u32) -> String,
    /// The window's button for the tree sheet (with its DP table under it).
    pub save_tree: &'static str,
    /// The window's button for the DP sheet alone.
    pub save_dp: &'static str,
    /// The window's button for the sum sheet of the heaps on show.
    pub save_sum: &'static str,
    /// Why the heaps mode offers no sheet under misère play.
    pub misere_heaps: &'static str,
    /// "The tree of 13 coins is too large to write in on A4 …".
    pub tree_too_large:
        fn(coins: u32, paper: &str, box_mm: f32, label_pt: f32, largest: u32, dp_most: u32) -> String,
    /// "A DP sheet goes up to 100 coins: 150 asked".
    pub dp_too_large: fn(coins: u32, most: u32) -> String,
    /// "A sheet needs at least 1 coin".
    pub no_coins: &'static str,
    /// "A Grundy sheet asks for 1 to 24 values: 30 asked".
    pub grundy_count: fn(asked: usize, most: usize) -> String,
    /// "This game computes at most 40 values under this rule: 60 asked".
    pub game_computes: fn(asked: usize, most: usize) -> String,
    /// "A sheet's sum or position has 2 to 6 heaps: 7 given".
    pub heap_count: fn(asked: usize, least: usize, most: usize) -> String,
    /// Why a sum has no sheet under misère play.
    pub misere_sum: &'static str,
    /// "The sum's heap of 12 is past the row g(0) to g(11)".
    pub heap_past_row: fn(size: u32, last: usize) -> String,
    /// "A heap of 1024 is too large for a Nim sheet: at most 1023 (ten bits)".
    pub nim_heap: fn(size: u32, most: u32) -> String,
    /// "A heap of 200000 is too large for this game's values: at most 100000".
    pub heap_too_large: fn(size: u32, most: u32) -> String,
}

/// The English text.
pub static ENGLISH: SheetSizeStrings = SheetSizeStrings {
    dp_title: |coins, takes, rule| format!("DP table: 1 to {coins} coins, take {{{takes}}}, {rule}"),
    dp_instruction: |win, lose| {
        format!(
            "Fill the table from 1 coin up: write {win} if the player to move wins with n coins, \
             {lose} if they lose, and a take that wins (– if none). Each answer comes from the \
             ones before it."
        )
    },
    sum_title: "A sum to solve",
    sum_instruction: "Work out each heap's Grundy value, XOR them, then say who wins and find a \
                      winning move.",
    sum_heap: |number, game, size| format!("Heap {number}: {game}, {size} — g ="),
    save_tree: "Save the tree worksheet (PDF)…",
    save_dp: "Save the DP table worksheet (PDF)…",
    save_sum: "Save the sum worksheet (PDF)…",
    misere_heaps: "Under misère play a sum is not solved by XOR: these heaps have no worksheet. \
                   Switch to normal play for one.",
    tree_too_large: |coins, paper, box_mm, label_pt, largest, dp_most| {
        format!(
            "The tree of {coins} coins is too large to write in on {paper}: its boxes would be \
             under {box_mm} mm or its takes under {label_pt} pt. With these takes a tree sheet goes \
             up to {largest} coins; the DP table sheet goes up to {dp_most} coins."
        )
    },
    dp_too_large: |coins, most| format!("A DP table sheet goes up to {most} coins: {coins} asked."),
    no_coins: "A sheet needs at least 1 coin.",
    grundy_count: |asked, most| format!("A Grundy sheet asks for 1 to {most} values: {asked} asked."),
    game_computes: |asked, most| {
        format!("This game computes at most {most} values under this rule: {asked} asked.")
    },
    heap_count: |asked, least, most| format!("This sheet takes {least} to {most} heaps: {asked} given."),
    misere_sum: "A sheet's sum is solved by XOR, which is normal play's: leave the sum off under misère play.",
    heap_past_row: |size, last| {
        format!("The sum's heap of {size} is past the row: its value must be among g(0) to g({last}).")
    },
    nim_heap: |size, most| {
        format!("A heap of {size} is too large for a Nim sheet: at most {most} (ten bits).")
    },
    heap_too_large: |size, most| {
        format!("A heap of {size} is too large for this game's table of values: at most {most}.")
    },
};

/// The Korean text.
pub static KOREAN: SheetSizeStrings = SheetSizeStrings {
    dp_title: |coins, takes, rule| format!("동적 계획법 표: 동전 1~{coins}개, 가져갈 수 {{{takes}}}, {rule}"),
    dp_instruction: |win, lose| {
        format!(
            "동전 1개부터 표를 채우세요: 동전 n개에서 둘 차례인 사람이 이기면 {win}, 지면 {lose}, \
             그리고 이기는 수(없으면 –)를 쓰세요. 각 답은 앞의 답들로 구합니다."
        )
    },
    sum_title: "풀어 볼 합",
    sum_instruction: "각 더미의 그런디 값을 구하고 XOR한 다음, 누가 이기는지와 이기는 수를 찾으세요.",
    sum_heap: |number, game, size| format!("더미 {number}: {game}, {size} — g ="),
    save_tree: "트리 학습지 저장 (PDF)…",
    save_dp: "동적 계획법 표 학습지 저장 (PDF)…",
    save_sum: "합 학습지 저장 (PDF)…",
    misere_heaps: "미제르 규칙에서는 합을 XOR로 풀 수 없어 이 더미들의 학습지는 없습니다. \
                   학습지를 만들려면 일반 규칙으로 바꾸세요.",
    tree_too_large: |coins, paper, box_mm, label_pt, largest, dp_most| {
        format!(
            "동전 {coins}개의 트리는 {paper} 용지에 쓰기에 너무 큽니다: 칸이 {box_mm} mm보다, \
             가져간 수의 글자가 {label_pt} pt보다 작아집니다. 이 규칙으로 트리 학습지는 동전 \
             {largest}개까지, 동적 계획법 표 학습지는 동전 {dp_most}개까지 됩니다."
        )
    },
    dp_too_large: |coins, most| {
        format!("동적 계획법 표 학습지는 동전 {most}개까지입니다: {coins}개를 요청했습니다.")
    },
    no_coins: "학습지에는 동전이 1개 이상 필요합니다.",
    grundy_count: |asked, most| format!("그런디 학습지의 값은 1~{most}개입니다: {asked}개를 요청했습니다."),
    game_computes: |asked, most| {
        format!("이 게임은 이 규칙에서 값을 {most}개까지 계산합니다: {asked}개를 요청했습니다.")
    },
    heap_count: |asked, least, most| format!("이 학습지의 더미는 {least}~{most}개입니다: {asked}개입니다."),
    misere_sum: "학습지의 합은 일반 규칙의 XOR로 풉니다: 미제르 규칙에서는 합을 빼세요.",
    heap_past_row: |size, last| {
        format!("합의 더미 {size}는 표 밖입니다: g(0)~g({last}) 안의 값이어야 합니다.")
    },
    nim_heap: |size, most| format!("더미 {size}는 님 학습지에 너무 큽니다: 최대 {most} (10비트)."),
    heap_too_large: |size, most| format!("더미 {size}는 이 게임의 값 표에 너무 큽니다: 최대 {most}."),
};
