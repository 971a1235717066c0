//! The words an animation's frames print, in English and Korean: which step a frame shows (and,
//! when steps are left out, how many), and what its marks mean.

use crate::i18n::Language;

/// "Step 12 of 80", and past the frame cap "Step 12 of 800 (a frame every 3 steps)".
pub fn step_caption(language: Language, done: usize, steps: usize, every: usize) -> String {
    match (language, every) {
        (Language::English, 1) => format!("Step {done} of {steps}"),
        (Language::English, every) => {
            format!("Step {done} of {steps} (a frame every {every} steps)")
        }
        (Language::Korean, 1) => format!("{steps}단계 중 {done}단계"),
        (Language::Korean, every) => format!("{steps}단계 중 {done}단계 ({every}단계마다 한 장)"),
    }
}

/// Under a frame of the tree: what the step-through's marks mean.
pub fn tree_marks_legend(language: Language) -> &'static str {
    match language {
        Language::English => {
            "Thick blue ring: the newest step. Purple outline: a call still running (its value “?”). \
             Empty: not called yet."
        }
        Language::Korean => {
            "굵은 파란 고리는 방금 실행한 단계, 보라색 테두리는 아직 실행 중인 호출(값 “?”), \
             빈 노드는 아직 호출하지 않은 노드입니다."
        }
    }
}

/// Under a frame of the DP: what the step-through's marks mean.
pub fn dp_marks_legend(language: Language) -> &'static str {
    match language {
        Language::English => "Filled bottom-up from 0. Blue ring: the state filled by the newest step.",
        Language::Korean => "0부터 차례로 채웁니다. 파란 고리는 방금 채운 상태입니다.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caption_says_when_steps_are_left_out() {
        assert_eq!(step_caption(Language::English, 3, 40, 1), "Step 3 of 40");
        assert_eq!(
            step_caption(Language::English, 6, 800, 3),
            "Step 6 of 800 (a frame every 3 steps)"
        );
        assert_eq!(step_caption(Language::Korean, 3, 40, 1), "40단계 중 3단계");
        assert!(step_caption(Language::Korean, 6, 800, 3).contains("3단계마다"));
    }
}
