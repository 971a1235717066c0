//! The words for a figure puzzle's answers and play in the window, in English and Korean: how
//! many answers, also up to turning and mirroring, each answer in the list, why the solver
//! refused, Check's verdict, the hints and why a student's click was refused. A stick is named by
//! its dots, never by the colour the board draws it in: printed in grey, colours are lost.

use nimlab_core::shapes::solve::SolveError;

/// One language's words for a figure puzzle's answers and play.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct FigureAnswerStrings {
    /// "1 answer up to turning and mirroring, 4 as placed".
    pub distinct: fn(distinct: u128, placed: u128) -> String,
    /// A row of the answers list: "Answer 3 (kind 1): 8 lifted, 0 laid"; answers of one kind
    /// are one up to turning and mirroring.
    pub answer_row: fn(number: usize, kind: usize, lifted: u32, laid: u32) -> String,
    /// How the board draws an answer, in words that hold in grey print.
    pub overlay_key: &'static str,
    pub too_many_combinations: fn(combinations: u128, max: u128) -> String,
    pub too_many_steps: fn(steps: u32, max: u32) -> String,
    /// After Cancel: no answers, and how to get them.
    pub cancelled: &'static str,
    /// The puzzle's own sticks already show its figure: nothing for a student to do.
    pub already_shown: &'static str,
    pub play_hint: &'static str,
    pub right: &'static str,
    pub wrong: &'static str,
    /// Said by Hint when the board is an answer already.
    pub solved: &'static str,
    /// "Still to change: 2 sticks to lift, 0 to lay."
    pub changes: fn(lift: u32, lay: u32) -> String,
    pub lift: fn(from: (u8, u8), to: (u8, u8)) -> String,
    pub lay: fn(from: (u8, u8), to: (u8, u8)) -> String,
    pub answer_shown: &'static str,
    /// After Reveal: "An answer, {steps} steps away, is on the board".
    pub revealed: fn(steps: u32) -> String,
    pub only_lift: &'static str,
    pub only_lay: &'static str,
    pub lift_first: &'static str,
    pub past_budget: fn(steps: u32) -> String,
}

impl FigureAnswerStrings {
    /// Why the solver gave no answer, in a line (a stopped solve is never shown: a newer one
    /// replaced it).
    pub fn refused(&self, refused: SolveError) -> String {
        match refused {
            SolveError::TooManyCombinations { combinations, max } => {
                (self.too_many_combinations)(combinations, max)
            }
            SolveError::TooManySteps { steps, max } => (self.too_many_steps)(steps, max),
            SolveError::Cancelled => String::new(),
        }
    }
}

fn english_answers(count: u128) -> String {
    if count == 1 {
        "1 answer".to_owned()
    } else {
        format!("{count} answers")
    }
}

/// The English words.
pub static ENGLISH: FigureAnswerStrings = FigureAnswerStrings {
    distinct: |distinct, placed| {
        format!(
            "{} up to turning and mirroring, {placed} as placed",
            english_answers(distinct)
        )
    },
    answer_row: |number, kind, lifted, laid| {
        format!("Answer {number} (kind {kind}): {lifted} lifted, {laid} laid")
    },
    overlay_key: "On the board: dashed sticks are lifted, solid coloured sticks are laid.",
    too_many_combinations: |combinations, max| {
        format!(
            "Not solved: {combinations} ways to choose the sticks is too many (at most {max}); \
             try fewer steps, a smaller canvas or fewer sticks."
        )
    },
    too_many_steps: |steps, max| format!("Not solved: {steps} steps is too many (at most {max})."),
    cancelled: "Cancelled: the answers are not worked out. Change the puzzle to work them out again.",
    already_shown: "The puzzle's own sticks already show this figure: a student has nothing to do. Change the sticks or the goal.",
    play_hint: "Click a stick to lift it, an empty edge to lay one there.",
    right: "Right! The board shows the figure within the budget.",
    wrong: "Not yet: the board does not show the figure within the budget.",
    solved: "The board shows the figure now: press Check.",
    changes: |lift, lay| format!("Still to change: {lift} to lift, {lay} to lay."),
    lift: |(a, b), (c, d)| format!("Lift the stick from dot ({a}, {b}) to dot ({c}, {d})."),
    lay: |(a, b), (c, d)| format!("Lay a stick from dot ({a}, {b}) to dot ({c}, {d})."),
    answer_shown: "The answer is on the board: dashed sticks are lifted, solid coloured ones laid.",
    revealed: |steps| {
        let steps = if steps == 1 {
            "1 step".to_owned()
        } else {
            format!("{steps} steps")
        };
        format!(
            "An answer, {steps} away, is on the board: dashed sticks are lifted, solid coloured ones laid."
        )
    },
    only_lift: "This puzzle only takes sticks away: lift a stick, or lay one back where it was.",
    only_lay: "This puzzle only adds sticks: lay one on an empty edge, or lift one you laid.",
    lift_first: "Lift a stick first, then lay it on an empty edge.",
    past_budget: |steps| format!("That would take more than {steps} steps: undo a step first."),
};

/// The Korean words.
pub static KOREAN: FigureAnswerStrings = FigureAnswerStrings {
    distinct: |distinct, placed| {
        format!("돌리거나 뒤집은 것을 같게 보면 답 {distinct}개, 놓인 대로는 {placed}개")
    },
    answer_row: |number, kind, lifted, laid| {
        format!("답 {number} (모양 {kind}): {lifted}개 빼고 {laid}개 놓음")
    },
    overlay_key: "판에서 점선은 뺀 성냥개비, 색이 있는 실선은 놓은 성냥개비입니다.",
    too_many_combinations: |combinations, max| {
        format!(
            "풀지 않음: 성냥개비를 고르는 방법 {combinations}가지는 너무 많습니다(최대 {max}가지). \
             단계, 격자, 성냥개비를 줄여 보십시오."
        )
    },
    too_many_steps: |steps, max| format!("풀지 않음: {steps}단계는 너무 많습니다(최대 {max}단계)."),
    cancelled: "취소함: 답을 구하지 않았습니다. 퍼즐을 바꾸면 다시 구합니다.",
    already_shown: "퍼즐의 성냥개비가 이미 이 도형을 이룹니다: 학생이 할 일이 없습니다. 성냥개비나 목표를 바꾸십시오.",
    play_hint: "성냥개비를 클릭하면 빼고, 빈 자리를 클릭하면 놓습니다.",
    right: "정답! 예산 안에서 도형이 보입니다.",
    wrong: "아직 아닙니다. 예산 안에서 도형이 보이지 않습니다.",
    solved: "이제 도형이 보입니다. 확인을 누르십시오.",
    changes: |lift, lay| format!("남은 변화: {lift}개 빼기, {lay}개 놓기."),
    lift: |(a, b), (c, d)| format!("점 ({a}, {b})에서 점 ({c}, {d})까지의 성냥개비를 빼십시오."),
    lay: |(a, b), (c, d)| format!("점 ({a}, {b})에서 점 ({c}, {d})까지 성냥개비를 놓으십시오."),
    answer_shown: "답이 판에 있습니다. 점선은 뺀 성냥개비, 색이 있는 실선은 놓은 성냥개비입니다.",
    revealed: |steps| {
        format!(
            "{steps}단계 떨어진 답이 판에 있습니다. 점선은 뺀 성냥개비, 색이 있는 실선은 놓은 성냥개비입니다."
        )
    },
    only_lift: "이 퍼즐은 성냥개비를 빼기만 합니다. 성냥개비를 빼거나, 뺀 자리에 다시 놓으십시오.",
    only_lay: "이 퍼즐은 성냥개비를 놓기만 합니다. 빈 자리에 놓거나, 놓은 것을 다시 빼십시오.",
    lift_first: "먼저 성냥개비를 빼고, 그다음 빈 자리에 놓으십시오.",
    past_budget: |steps| format!("{steps}단계를 넘습니다. 먼저 한 단계를 되돌리십시오."),
};
