//! The generator panel's words for figure puzzles, in English and Korean: the kind of puzzle it
//! makes, the canvas and the puzzle's figure, the list's heading and rows, and why a generation
//! was refused. The goal, budget and count keep the words they have elsewhere (`matchsticks`,
//! `lattice`), since they mean the same.

use crate::i18n::numbers::grouped;
use nimlab_core::shapes::generate::GenerateError;
use nimlab_core::shapes::solve::SolveError;

/// One language's words for the figure generator.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct FigureGeneratorStrings {
    /// Before the kinds of puzzle the generator makes.
    pub kind: &'static str,
    pub kind_equations: &'static str,
    pub kind_squares: &'static str,
    pub kind_triangles: &'static str,
    pub kind_hint: &'static str,
    /// On the canvas's dots across and down.
    pub canvas_hint: &'static str,
    /// Before how many cells the puzzle's figure joins.
    pub cells: &'static str,
    pub cells_hint: &'static str,
    /// "12 figure puzzles with one answer up to symmetry, easiest first".
    pub found: fn(count: usize) -> String,
    /// A row's tick box: its place in the list and the puzzle's line.
    pub row: fn(number: usize, summary: &str) -> String,
    pub out_of_date: &'static str,
    pub tick_all: &'static str,
    pub refused: fn(error: &GenerateError) -> String,
}

fn english_refused(error: &GenerateError) -> String {
    match *error {
        GenerateError::TooManyCells { cells, max } => {
            format!("A figure of {cells} cells is too large: the generator takes 1 to {max}.")
        }
        GenerateError::TooManyCombinations {
            candidates,
            combinations,
            max,
        } => format!(
            "Solving the {} figures would weigh {} choices (at most {}): try fewer cells, fewer \
             steps or a smaller canvas.",
            grouped(&candidates.to_string()),
            grouped(&combinations.to_string()),
            grouped(&max.to_string())
        ),
        GenerateError::Solve(SolveError::TooManyCombinations { combinations, max }) => format!(
            "One figure alone would weigh {} choices (at most {}): try fewer steps or a smaller \
             canvas.",
            grouped(&combinations.to_string()),
            grouped(&max.to_string())
        ),
        GenerateError::Solve(SolveError::TooManySteps { steps, max }) => {
            format!("{steps} steps is too many: a canvas has at most {max} edges.")
        }
        GenerateError::Solve(SolveError::Cancelled) => "Stopped.".to_owned(),
    }
}

fn korean_refused(error: &GenerateError) -> String {
    match *error {
        GenerateError::TooManyCells { cells, max } => {
            format!("칸 {cells}개짜리 도형은 너무 큽니다: 생성기는 1칸부터 {max}칸까지 받습니다.")
        }
        GenerateError::TooManyCombinations {
            candidates,
            combinations,
            max,
        } => format!(
            "도형 {}개를 풀려면 경우 {}가지를 따져야 합니다(최대 {}가지): 칸이나 단계를 줄이거나 \
             격자를 작게 하십시오.",
            grouped(&candidates.to_string()),
            grouped(&combinations.to_string()),
            grouped(&max.to_string())
        ),
        GenerateError::Solve(SolveError::TooManyCombinations { combinations, max }) => format!(
            "도형 하나만으로도 경우 {}가지를 따져야 합니다(최대 {}가지): 단계를 줄이거나 격자를 \
             작게 하십시오.",
            grouped(&combinations.to_string()),
            grouped(&max.to_string())
        ),
        GenerateError::Solve(SolveError::TooManySteps { steps, max }) => {
            format!("{steps}단계는 너무 많습니다: 격자의 모서리는 최대 {max}개입니다.")
        }
        GenerateError::Solve(SolveError::Cancelled) => "멈췄습니다.".to_owned(),
    }
}

/// The English words.
pub static ENGLISH: FigureGeneratorStrings = FigureGeneratorStrings {
    kind: "Make",
    kind_equations: "Equations",
    kind_squares: "Squares",
    kind_triangles: "Triangles",
    kind_hint: "Equation puzzles of a shape, or figure puzzles on the square or triangular lattice",
    canvas_hint: "The canvas's size in dots, across and down: the puzzle and its answer lie on it",
    cells: "Figure of cells",
    cells_hint: "How many unit squares (or triangles) the puzzle's figure joins edge to edge, \
        each shape once up to turns and mirrors",
    found: |count| match count {
        1 => "1 figure puzzle with one answer up to symmetry".to_owned(),
        n => format!(
            "{} figure puzzles with one answer up to symmetry, easiest first",
            grouped(&n.to_string())
        ),
    },
    row: |number, summary| format!("{number}. {summary}"),
    out_of_date: "This list was made for other choices: Generate again to see theirs.",
    tick_all: "Tick all",
    refused: english_refused,
};

/// The Korean words.
pub static KOREAN: FigureGeneratorStrings = FigureGeneratorStrings {
    kind: "만들 퍼즐",
    kind_equations: "등식",
    kind_squares: "정사각형",
    kind_triangles: "삼각형",
    kind_hint: "모양에 맞춘 등식 퍼즐, 또는 정사각형·삼각형 격자의 도형 퍼즐",
    canvas_hint: "격자의 크기(가로, 세로 점의 수): 퍼즐과 답이 모두 그 위에 놓입니다",
    cells: "도형의 칸 수",
    cells_hint: "퍼즐 도형이 변을 맞대어 잇는 단위 정사각형(또는 삼각형)의 수, 돌리거나 뒤집어 같은 \
        모양은 한 번만",
    found: |count| match count {
        1 => "대칭인 답을 하나로 세면 답이 하나인 도형 퍼즐 1개".to_owned(),
        n => format!(
            "대칭인 답을 하나로 세면 답이 하나인 도형 퍼즐 {}개, 쉬운 것부터",
            grouped(&n.to_string())
        ),
    },
    row: |number, summary| format!("{number}. {summary}"),
    out_of_date: "이 목록은 다른 설정으로 만든 것입니다: 다시 생성하면 지금 설정의 목록이 나옵니다.",
    tick_all: "모두 선택",
    refused: korean_refused,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_names_its_numbers_in_both_languages() {
        let costly = GenerateError::TooManyCombinations {
            candidates: 369,
            combinations: 2_533_006_644,
            max: 30_000_000,
        };
        for refused in [ENGLISH.refused, KOREAN.refused] {
            let text = refused(&costly);
            // The numbers are grouped by threes; their digits are all there, in order.
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            assert!(digits.contains("369"), "{text}");
            assert!(digits.contains("253300664430000000"), "{text}");
        }
        assert_eq!(
            (ENGLISH.found)(1),
            "1 figure puzzle with one answer up to symmetry"
        );
        assert!((KOREAN.found)(12).starts_with("대칭인 답을 하나로 세면 답이 하나인 도형 퍼즐 12개"));
    }
}
