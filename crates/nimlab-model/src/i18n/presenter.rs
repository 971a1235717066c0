//! The words of the presenter's screen, in English and Korean: its window's title and the
//! button that opens it, the step and the next one, the clock, the buttons that walk the lesson,
//! and the answers the projector hides.

/// One language's words for the presenter's screen.
#[derive(Debug)]
pub struct PresenterStrings {
    /// The second window's title.
    pub window_title: &'static str,
    /// The button in the bars that opens and closes the presenter's screen.
    pub open: &'static str,
    /// What that button does, on hover.
    pub open_hint: &'static str,
    /// "Step 3 / 6"
    pub step: fn(place: &str) -> String,
    /// What the screen says without a lesson plan.
    pub no_plan: &'static str,
    /// The title over the next step's note.
    pub next_title: &'static str,
    /// What stands for the next step's note on the last step.
    pub last_step: &'static str,
    /// "Now 14:05"
    pub time_of_day: fn(time: &str) -> String,
    /// "Presenting for 12:34"
    pub elapsed: fn(time: &str) -> String,
    /// The button that starts the lesson's clock again.
    pub reset: &'static str,
    /// What Reset does, on hover.
    pub reset_hint: &'static str,
    /// The button one step back (as `PageUp`).
    pub previous: &'static str,
    /// The button one step on (as `PageDown`).
    pub next: &'static str,
    /// The title over the answers while classroom mode hides them from the class.
    pub answers_hidden_title: &'static str,
    /// The title over the answers while nothing is hidden.
    pub answers_title: &'static str,
    /// What stands for the answers while the view has none yet.
    pub no_answers: &'static str,
    /// The folded title over the answers in the main window's notes panel while classroom mode
    /// hides them: that window may be the very screen the class sees.
    pub answers_folded_title: &'static str,
    /// The button that moves the screen into a notes panel of the main window.
    pub to_main_window: &'static str,
    /// What that button does, on hover.
    pub to_main_window_hint: &'static str,
    /// The button that moves the notes panel into a window of its own.
    pub to_own_window: &'static str,
    /// The button that hides the notes panel (the bar's button shows it again).
    pub hide: &'static str,
}

/// The English text.
pub static ENGLISH: PresenterStrings = PresenterStrings {
    window_title: "nimlab — presenter",
    open: "Presenter",
    open_hint: "The presenter's screen: the step's note, the next step, a clock and the answers the class does not see (F6)",
    step: |place| format!("Step {place}"),
    no_plan: "No lesson plan: Previous and Next walk the tab's own lesson.",
    next_title: "Next",
    last_step: "This is the last step.",
    time_of_day: |time| format!("Now {time}"),
    elapsed: |time| format!("Presenting for {time}"),
    reset: "Reset",
    reset_hint: "Start the lesson's clock again from 0:00",
    previous: "◀ Previous",
    next: "Next ▶",
    answers_hidden_title: "Answers (hidden on the projector)",
    answers_title: "Answers",
    no_answers: "None on this view yet.",
    answers_folded_title: "Answers (this window may be what the class sees: open only where they cannot)",
    to_main_window: "Into the main window",
    to_main_window_hint: "Show these notes in a panel of the main window instead of a window of their own",
    to_own_window: "Into a window of its own",
    hide: "Hide notes",
};

/// The Korean text.
pub static KOREAN: PresenterStrings = PresenterStrings {
    window_title: "nimlab — 발표자 화면",
    open: "발표자 화면",
    open_hint: "발표자 화면: 이 단계의 메모, 다음 단계, 시계, 학생들에게 보이지 않는 답 (F6)",
    step: |place| format!("단계 {place}"),
    no_plan: "수업 계획이 없습니다: 이전과 다음은 이 탭의 수업 순서를 따라갑니다.",
    next_title: "다음",
    last_step: "마지막 단계입니다.",
    time_of_day: |time| format!("지금 {time}"),
    elapsed: |time| format!("발표 {time} 경과"),
    reset: "초기화",
    reset_hint: "수업 시계를 0:00부터 다시 시작합니다",
    previous: "◀ 이전",
    next: "다음 ▶",
    answers_hidden_title: "답 (프로젝터에서는 숨김)",
    answers_title: "답",
    no_answers: "이 화면에는 아직 답이 없습니다.",
    answers_folded_title: "답 (이 창은 학생들에게도 보일 수 있습니다: 학생들이 볼 수 없을 때만 펼치십시오)",
    to_main_window: "주 창으로",
    to_main_window_hint: "이 메모를 별도 창 대신 주 창의 패널에 표시합니다",
    to_own_window: "별도 창으로",
    hide: "메모 숨기기",
};
