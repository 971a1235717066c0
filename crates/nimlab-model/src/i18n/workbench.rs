//! The designer's workbench's text, in English and Korean: the generator's filters,
//! pages and random pick, the list saved as a collection, the collection's management, badges
//! and check, and the one meaning of "unique".

use crate::i18n::numbers::grouped;
use nimlab_core::matchsticks::survey::Shape;

/// One language's workbench text: a text that takes values is a function of them.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct WorkbenchStrings {
    /// The one meaning of "unique", said where it is shown (a hover text).
    pub unique_hint: &'static str,
    pub filters: &'static str,
    pub no_leading_zero: &'static str,
    pub no_leading_zero_hint: &'static str,
    pub operator_flip: &'static str,
    pub operator_flip_hint: &'static str,
    pub digits: &'static str,
    pub digits_hint: &'static str,
    pub difficulty: &'static str,
    pub difficulty_hint: &'static str,
    pub range_to: &'static str,
    pub kept_first: fn(kept: usize, total: usize) -> String,
    pub page_of: fn(page: usize, pages: usize) -> String,
    pub first_page: &'static str,
    pub previous_page: &'static str,
    pub next_page: &'static str,
    pub last_page: &'static str,
    pub random_pick: &'static str,
    pub random_pick_hint: &'static str,
    pub picked: fn(puzzle: &str) -> String,
    pub out_of_date: fn(shape: &Shape, steps: &str) -> String,
    pub save_list: &'static str,
    pub save_list_hint: fn(max: usize) -> String,
    pub save_list_too_many: fn(total: usize, max: usize) -> String,
    pub move_up: &'static str,
    pub move_down: &'static str,
    pub duplicate: &'static str,
    pub delete: &'static str,
    pub delete_hint: &'static str,
    pub undo_delete: fn(title: &str) -> String,
    pub undo_move: fn(title: &str) -> String,
    pub undo_duplicate: fn(title: &str) -> String,
    /// Orders the collection easiest first, by the difficulty its badges worked out.
    pub sort_by_difficulty: &'static str,
    pub sort_by_difficulty_hint: &'static str,
    /// Said while the badges are still being worked out.
    pub sort_waits: &'static str,
    pub undo_sort: &'static str,
    /// A puzzle's difficulty figure beside its stars.
    pub difficulty_of: fn(stars: &str, figure: u32) -> String,
    /// The undo of puzzles added (a blank one, or generated ones).
    pub undo_add: fn(count: usize) -> String,
    /// The generated list's button that adds the ticked puzzles to the collection.
    pub add_selected: fn(count: usize) -> String,
    pub add_selected_hint: fn(room: usize, max: usize) -> String,
    pub select_page: &'static str,
    pub clear_selection: &'static str,
    /// Open's hover text: it adds, never replaces.
    pub open_adds_hint: fn(puzzle: &str) -> String,
    /// Check collection's summary, above its rows.
    /// "{checked} puzzles checked: {unique} with a unique nearest answer, {none} with no answer
    /// within the budget, {refused} refused".
    pub check_summary: fn(checked: usize, unique: usize, none: usize, refused: usize) -> String,
    pub badge_unique: &'static str,
    pub badge_not_unique: &'static str,
    pub badge_nearest: fn(steps: &str) -> String,
    pub badge_none: &'static str,
    pub badge_refused: &'static str,
    pub check_collection: &'static str,
    pub check_collection_hint: &'static str,
    pub checked: fn(puzzles: usize) -> String,
    pub check_out_of_date: &'static str,
    pub check_layout: &'static str,
    pub check_budget: fn(steps: u32, max: u32) -> String,
    pub more_answers: fn(more: u128) -> String,
}

/// The English text.
pub static ENGLISH: WorkbenchStrings = WorkbenchStrings {
    unique_hint: "Unique: exactly one answer at the puzzle's budget, and none nearer.",
    filters: "Filters",
    no_leading_zero: "No leading zero",
    no_leading_zero_hint: "No number in the puzzle or its answer starts with 0 (05, 00); a lone 0 is fine.",
    operator_flip: "Must flip an operator",
    operator_flip_hint: "The answer changes a sign into another (+ into −, × into ÷, …).",
    digits: "Digits",
    digits_hint: "Every digit of the puzzle and of its answer lies in this range.",
    difficulty: "Difficulty",
    difficulty_hint: "Difficulty = 10 × steps + 3 × slots the answer changes + 4 if it flips an operator + near misses (true equations one step further, at most 5).",
    range_to: "to",
    kept_first: |kept, total| {
        format!(
            "The easiest {kept} of {total} are kept.",
            kept = grouped(&kept.to_string()),
            total = grouped(&total.to_string())
        )
    },
    page_of: |page, pages| format!("Page {page} of {pages}"),
    first_page: "First page",
    previous_page: "Previous page",
    next_page: "Next page",
    last_page: "Last page",
    random_pick: "Random puzzle",
    random_pick_hint: "Picks one of the generated puzzles at random and shows its page; the picks follow a fixed seed, so they are the same each run.",
    picked: |puzzle| format!("Picked: {puzzle}"),
    out_of_date: |shape, steps| {
        format!(
            "These are for {shape} at {steps} with the settings of then — out of date: press Generate again."
        )
    },
    save_list: "Save list as collection…",
    save_list_hint: |max| {
        format!("Saves every generated puzzle (all pages) as one puzzle file, asking where; at most {max}.")
    },
    save_list_too_many: |total, max| {
        format!(
            "{total} puzzles are too many for one collection (at most {max}): narrow the filters.",
            total = grouped(&total.to_string())
        )
    },
    move_up: "Move up",
    move_down: "Move down",
    duplicate: "Duplicate",
    delete: "Delete",
    delete_hint: "Deletes this puzzle from the collection; Undo brings it back.",
    undo_delete: |title| format!("Undo delete of {title}"),
    undo_move: |title| format!("Undo move of {title}"),
    undo_duplicate: |title| format!("Undo duplicate of {title}"),
    sort_by_difficulty: "Sort by difficulty",
    sort_by_difficulty_hint: "Orders the collection easiest first, by each puzzle's difficulty \
        (steps, symbols changed, a sign changed, near misses); puzzles with no answer go last. \
        Undo puts the old order back.",
    sort_waits: "The difficulties are still being worked out.",
    undo_sort: "Undo sort by difficulty",
    difficulty_of: |stars, figure| format!("{stars} (difficulty {figure})"),
    undo_add: |count| match count {
        1 => "Undo adding 1 puzzle".to_owned(),
        _ => format!("Undo adding {count} puzzles"),
    },
    add_selected: |count| format!("Add {count} ticked to collection"),
    add_selected_hint: |room, max| {
        format!(
            "Adds the ticked puzzles at the end of the collection, in the list's order, and opens the first. Room for {room} more (a collection holds at most {max})."
        )
    },
    select_page: "Tick this page",
    clear_selection: "Clear ticks",
    open_adds_hint: |puzzle| format!("Adds {puzzle} to the collection and opens it; no puzzle is replaced."),
    check_summary: |checked, unique, none, refused| {
        format!(
            "{checked} puzzles checked: {unique} with a unique nearest answer, {none} with no answer \
             within the budget, {refused} refused"
        )
    },
    badge_unique: "unique",
    badge_not_unique: "not unique",
    badge_nearest: |steps| format!("nearest: {steps}"),
    badge_none: "no answer",
    badge_refused: "not solved",
    check_collection: "Check collection",
    check_collection_hint: "Solves every puzzle with its own budget, as nimlab match check does.",
    checked: |puzzles| format!("{puzzles} puzzles checked"),
    check_out_of_date: "The collection has changed since: check it again.",
    check_layout: "Not solved: its layout cannot be read.",
    check_budget: |steps, max| format!("Not solved: its budget of {steps} is outside 1 to {max}."),
    more_answers: |more| format!("(+{more} more)"),
};

/// The Korean text.
pub static KOREAN: WorkbenchStrings = WorkbenchStrings {
    unique_hint: "유일: 퍼즐의 예산에 답이 정확히 하나 있고, 그보다 가까운 답은 없습니다.",
    filters: "거르기",
    no_leading_zero: "앞자리 0 없음",
    no_leading_zero_hint: "퍼즐과 답의 어떤 수도 0으로 시작하지 않습니다(05, 00). 0 하나는 괜찮습니다.",
    operator_flip: "연산자 바꾸기 필수",
    operator_flip_hint: "답이 연산자를 다른 연산자로 바꿉니다(+를 −로, ×를 ÷로 등).",
    digits: "숫자 범위",
    digits_hint: "퍼즐과 답의 모든 숫자가 이 범위 안에 있습니다.",
    difficulty: "난이도",
    difficulty_hint: "난이도 = 10 × 단계 + 3 × 답이 바꾸는 칸 + 연산자를 바꾸면 4 + 아깝게 빗나간 식(한 단계 더 떨어진 참인 식, 최대 5)입니다.",
    range_to: "~",
    kept_first: |kept, total| {
        format!(
            "{total}개 가운데 가장 쉬운 {kept}개를 보관합니다.",
            kept = grouped(&kept.to_string()),
            total = grouped(&total.to_string())
        )
    },
    page_of: |page, pages| format!("{pages}쪽 가운데 {page}쪽"),
    first_page: "첫 쪽",
    previous_page: "이전 쪽",
    next_page: "다음 쪽",
    last_page: "마지막 쪽",
    random_pick: "무작위 퍼즐",
    random_pick_hint: "만든 퍼즐 가운데 하나를 무작위로 골라 그 쪽을 보입니다. 고정된 시드를 따르므로 실행할 때마다 같은 순서로 고릅니다.",
    picked: |puzzle| format!("고른 퍼즐: {puzzle}"),
    out_of_date: |shape, steps| {
        format!(
            "{shape}, {steps}, 그때의 설정으로 만든 목록입니다. 지난 결과이므로 만들기를 다시 누르십시오."
        )
    },
    save_list: "목록을 모음으로 저장…",
    save_list_hint: |max| {
        format!(
            "만든 퍼즐 전부(모든 쪽)를 퍼즐 파일 하나로 저장하며, 저장할 곳을 묻습니다. 최대 {max}개입니다."
        )
    },
    save_list_too_many: |total, max| {
        format!(
            "퍼즐 {total}개는 모음 하나에 너무 많습니다(최대 {max}개). 거르기를 좁히십시오.",
            total = grouped(&total.to_string())
        )
    },
    move_up: "위로",
    move_down: "아래로",
    duplicate: "복제",
    delete: "삭제",
    delete_hint: "이 퍼즐을 모음에서 지웁니다. 실행 취소로 되돌릴 수 있습니다.",
    undo_delete: |title| format!("{title} 삭제 취소"),
    undo_move: |title| format!("{title} 이동 취소"),
    undo_duplicate: |title| format!("{title} 복제 취소"),
    sort_by_difficulty: "난이도순 정렬",
    sort_by_difficulty_hint: "모음을 쉬운 퍼즐부터 난이도(걸음 수, 바뀐 기호, 바뀐 부호, 아깝게 \
        틀린 식)순으로 늘어놓습니다. 답이 없는 퍼즐은 맨 뒤로 갑니다. 실행 취소로 원래 순서로 \
        되돌릴 수 있습니다.",
    sort_waits: "난이도를 아직 계산하고 있습니다.",
    undo_sort: "난이도순 정렬 취소",
    difficulty_of: |stars, figure| format!("{stars} (난이도 {figure})"),
    undo_add: |count| format!("퍼즐 {count}개 추가 취소"),
    add_selected: |count| format!("선택한 {count}개를 모음에 추가"),
    add_selected_hint: |room, max| {
        format!(
            "선택한 퍼즐을 목록 순서대로 모음 끝에 추가하고 첫 퍼즐을 엽니다. {room}개를 더 담을 수 있습니다(모음 하나에 최대 {max}개)."
        )
    },
    select_page: "이 쪽 모두 선택",
    clear_selection: "선택 해제",
    open_adds_hint: |puzzle| format!("{puzzle}: 모음에 추가하고 엽니다. 기존 퍼즐은 바뀌지 않습니다."),
    check_summary: |checked, unique, none, refused| {
        format!(
            "퍼즐 {checked}개 검사함: 가장 가까운 답이 하나뿐인 퍼즐 {unique}개, 예산 안에 답이 없는 퍼즐 \
             {none}개, 거부된 퍼즐 {refused}개"
        )
    },
    badge_unique: "유일",
    badge_not_unique: "유일하지 않음",
    badge_nearest: |steps| format!("가장 가까운 답: {steps}"),
    badge_none: "답 없음",
    badge_refused: "풀지 않음",
    check_collection: "모음 검사",
    check_collection_hint: "nimlab match check처럼 모든 퍼즐을 각자의 예산으로 풉니다.",
    checked: |puzzles| format!("퍼즐 {puzzles}개 검사함"),
    check_out_of_date: "그 뒤로 모음이 바뀌었습니다. 다시 검사하십시오.",
    check_layout: "풀지 않음: 배치를 읽을 수 없습니다.",
    check_budget: |steps, max| format!("풀지 않음: 예산 {steps}이(가) 1에서 {max} 사이가 아닙니다."),
    more_answers: |more| format!("(+{more}개 더)"),
};
