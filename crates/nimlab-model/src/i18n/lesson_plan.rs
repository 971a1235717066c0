//! The words of lesson plans, in English and Korean: the Lesson panel, the presentation bar's
//! step, the keys that walk a plan and why a plan was not opened.

use std::path::Path;

/// One language's words for lesson plans.
#[derive(Debug)]
pub struct LessonPlanStrings {
    /// The top bar's button that opens the Lesson panel.
    pub lesson: &'static str,
    /// Its hover text.
    pub lesson_hint: &'static str,
    /// The panel's title.
    pub title: &'static str,
    /// nimlab's own file chooser's title, opening a plan.
    pub picker_open_title: &'static str,
    /// nimlab's own file chooser's title, saving a plan.
    pub picker_save_title: &'static str,
    /// The plan's title field's label.
    pub plan_title: &'static str,
    /// The note field's hint while empty.
    pub note_hint: &'static str,
    /// The label of the step on show's note field.
    pub step_note: &'static str,
    /// "Add this view to the lesson".
    pub add: &'static str,
    /// Its hover text.
    pub add_hint: &'static str,
    /// Why Add is off: the plan is full.
    pub full: &'static str,
    /// The plan has no steps yet.
    pub empty: &'static str,
    /// New plan.
    pub new: &'static str,
    /// Open a plan file.
    pub open: &'static str,
    /// Save the plan.
    pub save: &'static str,
    /// Save the plan as.
    pub save_as: &'static str,
    /// Move a step up.
    pub up: &'static str,
    /// Move a step down.
    pub down: &'static str,
    /// Delete a step.
    pub delete: &'static str,
    /// Put the deleted step back.
    pub undo_delete: &'static str,
    /// Go to a step (hover of a step's row).
    pub go_hint: &'static str,
    /// The plan's unsaved mark.
    pub unsaved: &'static str,
    /// "Step 3/6" in the presentation bar, and "Step 3 of 6" in the list.
    pub step_of: fn(at: usize, total: usize) -> String,
    /// At an end of the plan: "Step 6 of 6: the last step".
    pub at_end: fn(at: usize, total: usize, last: bool) -> String,
    /// "Opened the lesson plan …".
    pub opened: fn(name: &str) -> String,
    /// A plan refused: the file (or link) and why.
    pub refused: fn(from: &str, why: &str) -> String,
    /// The plan panel's Open found a puzzle file, not a plan.
    pub not_a_plan: fn(path: &Path) -> String,
    /// A plan's link would be too long: the characters it would take and the most.
    pub link_too_long: fn(chars: usize, max: usize) -> String,
    /// The key that goes to the plan's next step.
    pub key_next: &'static str,
    /// The key that goes to the plan's step before.
    pub key_back: &'static str,
    /// The help overlay's section of the plan's keys.
    pub section: &'static str,
    /// What a link calls a plan in a refusal.
    pub a_link: &'static str,
    /// Why: the plan is too large.
    pub too_large: &'static str,
    /// Why: it does not read from this line and column.
    pub unreadable: fn(line: usize, column: usize) -> String,
    /// Why: it is of a newer layout version.
    pub newer: fn(version: u32) -> String,
    /// Why: it has these many steps, more than the most.
    pub too_many_steps: fn(steps: usize, most: usize) -> String,
    /// Why: its title is longer than the most.
    pub title_too_long: fn(most: usize) -> String,
    /// Why: this step's note is longer than the most.
    pub note_too_long: fn(step: usize, most: usize) -> String,
    /// Why: this step shows nothing.
    pub step_empty: fn(step: usize) -> String,
    /// Why: this step does not read.
    pub step_unreadable: fn(step: usize) -> String,
    /// Why: this part of this step is past the limits.
    pub step_out_of_bounds: fn(step: usize, part: &str) -> String,
    /// The parts of a step: the tree's inputs, its folds and step, the Grundy inputs, a puzzle.
    pub parts: [&'static str; 4],
}

/// The English text.
pub static ENGLISH: LessonPlanStrings = LessonPlanStrings {
    lesson: "Lesson",
    lesson_hint: "The lesson plan: views to show in order, each with your note",
    title: "Lesson plan",
    picker_open_title: "Open a lesson plan",
    picker_save_title: "Save the lesson plan as",
    plan_title: "Title",
    note_hint: "Note for the next step",
    step_note: "This step's note",
    add: "Add this view to the lesson",
    add_hint: "Keeps what is on screen (tab, game, view, step, folds, classroom) with the note",
    full: "The plan is full",
    empty: "No steps yet: set up a view, write a note and add it.",
    new: "New",
    open: "Open…",
    save: "Save",
    save_as: "Save as…",
    up: "Up",
    down: "Down",
    delete: "Delete",
    undo_delete: "Undo delete",
    go_hint: "Go to this step: its view comes back as it was",
    unsaved: "unsaved",
    step_of: |at, total| format!("Step {at}/{total}"),
    at_end: |at, total, last| {
        let end = if last { "the last step" } else { "the first step" };
        format!("Step {at} of {total}: {end}")
    },
    opened: |name| format!("Opened the lesson plan {name}"),
    refused: |from, why| format!("Lesson plan {from} not opened: {why}"),
    not_a_plan: |path| format!("{} is a puzzle file, not a lesson plan", path.display()),
    link_too_long: |chars, max| format!("The plan's link would take {chars} characters, more than {max}"),
    key_next: "Presenting a lesson plan: its next step",
    key_back: "Presenting a lesson plan: its step before",
    section: "Lesson plan (presenting)",
    a_link: "from the link",
    too_large: "it is too large",
    unreadable: |line, column| format!("it does not read as a plan at line {line}, column {column}"),
    newer: |version| format!("it is version {version}, from a newer nimlab"),
    too_many_steps: |steps, most| format!("it has {steps} steps, more than {most}"),
    title_too_long: |most| format!("its title is longer than {most} characters"),
    note_too_long: |step, most| format!("step {step}'s note is longer than {most} characters"),
    step_empty: |step| format!("step {step} shows nothing"),
    step_unreadable: |step| format!("step {step} does not read"),
    step_out_of_bounds: |step, part| format!("step {step}: {part} are not valid or past nimlab's limits"),
    parts: [
        "the game tree's inputs",
        "the game tree's folds and step",
        "the Grundy tab's inputs",
        "the puzzle",
    ],
};

/// The Korean text.
pub static KOREAN: LessonPlanStrings = LessonPlanStrings {
    lesson: "수업",
    lesson_hint: "수업 계획: 차례로 보여 줄 화면과 화면마다 남긴 메모입니다",
    title: "수업 계획",
    picker_open_title: "수업 계획 열기",
    picker_save_title: "수업 계획을 다른 이름으로 저장",
    plan_title: "제목",
    note_hint: "다음 단계의 메모",
    step_note: "이 단계의 메모",
    add: "이 화면을 수업에 추가",
    add_hint: "지금 화면(탭, 게임, 보기, 단계, 접기, 수업 모드)을 메모와 함께 담습니다",
    full: "수업 계획이 가득 찼습니다",
    empty: "아직 단계가 없습니다. 화면을 맞추고 메모를 쓴 뒤 추가하십시오.",
    new: "새로",
    open: "열기…",
    save: "저장",
    save_as: "다른 이름으로…",
    up: "위로",
    down: "아래로",
    delete: "삭제",
    undo_delete: "삭제 취소",
    go_hint: "이 단계로 갑니다. 화면이 그때 그대로 돌아옵니다",
    unsaved: "저장 안 됨",
    step_of: |at, total| format!("단계 {at}/{total}"),
    at_end: |at, total, last| {
        let end = if last {
            "마지막 단계입니다"
        } else {
            "첫 단계입니다"
        };
        format!("단계 {at}/{total}: {end}")
    },
    opened: |name| format!("수업 계획 {name}을(를) 열었습니다"),
    refused: |from, why| format!("수업 계획 {from}을(를) 열지 않았습니다: {why}"),
    not_a_plan: |path| format!("{}은(는) 퍼즐 파일이며 수업 계획이 아닙니다", path.display()),
    link_too_long: |chars, max| format!("수업 계획의 링크가 {chars}자로, 최대 {max}자보다 깁니다"),
    key_next: "수업 계획 발표: 다음 단계",
    key_back: "수업 계획 발표: 이전 단계",
    section: "수업 계획 (발표)",
    a_link: "(링크)",
    too_large: "파일이 너무 큽니다",
    unreadable: |line, column| format!("{line}행 {column}열부터 수업 계획으로 읽을 수 없습니다"),
    newer: |version| format!("더 새로운 nimlab의 버전 {version} 파일입니다"),
    too_many_steps: |steps, most| format!("단계가 {steps}개로, 최대 {most}개보다 많습니다"),
    title_too_long: |most| format!("제목이 {most}자보다 깁니다"),
    note_too_long: |step, most| format!("단계 {step}의 메모가 {most}자보다 깁니다"),
    step_empty: |step| format!("단계 {step}에 보여 줄 것이 없습니다"),
    step_unreadable: |step| format!("단계 {step}을(를) 읽을 수 없습니다"),
    step_out_of_bounds: |step, part| format!("단계 {step}: {part}이(가) 올바르지 않거나 한도를 넘습니다"),
    parts: [
        "게임 트리의 입력",
        "게임 트리의 접기와 단계",
        "그런디 탭의 입력",
        "퍼즐",
    ],
};
