//! The words for figure puzzles on a lattice in the window, in English and Korean: the new
//! figure puzzle, a figure puzzle summed up in a line (its canvas, sticks, budget and figure),
//! the board's hint and its edges' names.

use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord};

/// One language's words for figure puzzles.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct LatticeStrings {
    pub new_figure_puzzle: &'static str,
    pub new_figure_puzzle_hint: &'static str,
    pub new_triangle_puzzle: &'static str,
    pub new_triangle_puzzle_hint: &'static str,
    /// "3×3 square canvas, 24 sticks, remove up to 8 → 2 squares".
    pub summary: fn(shapes: &ShapesRecord, budget: Budget) -> String,
    pub board_hint: &'static str,
    pub no_answers_yet: &'static str,
    /// Before the number of squares (or triangles) the answer shows.
    pub count_squares: &'static str,
    pub count_triangles: &'static str,
    pub count_hint: &'static str,
    /// The puzzle-book rule that every stick lies on a shape counted.
    pub tidy: &'static str,
    pub tidy_hint: &'static str,
    pub same_size: &'static str,
    pub same_size_hint: &'static str,
    /// Said instead of the count when the answer shows a target figure.
    pub target_goal: &'static str,
    /// "Stick from dot (0, 0) to dot (1, 0)" or "Empty edge from …": an edge of the board, for
    /// screen readers and the UI tests.
    pub edge_label: fn(from: (u8, u8), to: (u8, u8), laid: bool) -> String,
}

/// The canvas's size in cells (a canvas of 4 × 4 dots is the 3 × 3 grid).
fn cells(shapes: &ShapesRecord) -> (u8, u8) {
    (shapes.width.saturating_sub(1), shapes.height.saturating_sub(1))
}

fn english_summary(shapes: &ShapesRecord, budget: Budget) -> String {
    let (across, down) = cells(shapes);
    let (lattice, figure) = match shapes.lattice {
        Lattice::Square => ("square", "square"),
        Lattice::Triangular => ("triangular", "triangle"),
    };
    let verb = match budget.goal {
        Goal::Move => "move",
        Goal::Add => "add",
        Goal::Remove => "remove",
    };
    let how_many = if budget.exactly {
        "exactly "
    } else if budget.steps > 1 {
        "up to "
    } else {
        ""
    };
    let aim = match &shapes.figure {
        FigureRecord::Count { count, rules } => {
            let plural = if *count == 1 { "" } else { "s" };
            let size = if rules.same_size { " of one size" } else { "" };
            format!("{count} {figure}{plural}{size}")
        }
        FigureRecord::Target { .. } => "the target figure".to_owned(),
    };
    let sticks = match shapes.sticks.len() {
        1 => "1 stick".to_owned(),
        n => format!("{n} sticks"),
    };
    format!(
        "{across}×{down} {lattice} canvas, {sticks}, {verb} {how_many}{steps} → {aim}",
        steps = budget.steps
    )
}

fn korean_summary(shapes: &ShapesRecord, budget: Budget) -> String {
    let (across, down) = cells(shapes);
    let (lattice, figure) = match shapes.lattice {
        Lattice::Square => ("정사각형", "정사각형"),
        Lattice::Triangular => ("삼각형", "삼각형"),
    };
    let verb = match budget.goal {
        Goal::Move => "이동",
        Goal::Add => "추가",
        Goal::Remove => "제거",
    };
    let how_many = if budget.exactly {
        "정확히 "
    } else if budget.steps > 1 {
        "최대 "
    } else {
        ""
    };
    let aim = match &shapes.figure {
        FigureRecord::Count { count, rules } => {
            let size = if rules.same_size { "같은 크기의 " } else { "" };
            format!("{size}{figure} {count}개")
        }
        FigureRecord::Target { .. } => "목표 모양".to_owned(),
    };
    format!(
        "{across}×{down} {lattice} 격자, 성냥개비 {sticks}개, {how_many}{steps}개 {verb} → {aim}",
        sticks = shapes.sticks.len(),
        steps = budget.steps
    )
}

/// The English words.
pub static ENGLISH: LatticeStrings = LatticeStrings {
    new_figure_puzzle: "New figure puzzle",
    new_figure_puzzle_hint: "Adds a figure puzzle on a square lattice: the 3×3 grid of 24 sticks, \
        remove up to 8 to leave 2 squares.",
    new_triangle_puzzle: "New triangle puzzle",
    new_triangle_puzzle_hint: "Adds a figure puzzle on a triangular lattice: the triangle of 9 \
        sticks (5 triangles), remove up to 3 sticks to leave 1 triangle; redraw it from there.",
    summary: english_summary,
    board_hint: "Design: click an edge to lay a stick on it or take one off, and set the goal \
        above. Play: click a stick to lift it, an empty edge to lay one.",
    no_answers_yet: "This figure puzzle does not read as a puzzle, so it has no answers to work out.",
    count_squares: "Squares",
    count_triangles: "Triangles",
    count_hint: "How many the answer shows, of every size (a 2×2 square counts, and so do its four small ones)",
    tidy: "every stick in one",
    tidy_hint: "The puzzle books' rule: every stick left lies on the outline of a shape counted, no loose ends",
    same_size: "all one size",
    same_size_hint: "Every shape counted is the same size",
    target_goal: "The answer shows the target figure",
    edge_label: |(a, b), (c, d), laid| {
        let what = if laid { "Stick" } else { "Empty edge" };
        format!("{what} from dot ({a}, {b}) to dot ({c}, {d})")
    },
};

/// The Korean words.
pub static KOREAN: LatticeStrings = LatticeStrings {
    new_figure_puzzle: "새 도형 퍼즐",
    new_figure_puzzle_hint: "정사각형 격자의 도형 퍼즐을 추가합니다: 성냥개비 24개로 된 3×3 \
        격자에서 최대 8개를 제거해 정사각형 2개를 남깁니다.",
    new_triangle_puzzle: "새 삼각형 퍼즐",
    new_triangle_puzzle_hint: "삼각형 격자의 도형 퍼즐을 추가합니다: 성냥개비 9개로 된 큰 삼각형(삼각형 5개)에서 \
        최대 3개를 빼서 삼각형 1개를 남기는 퍼즐입니다. 여기서부터 고쳐 그리십시오.",
    summary: korean_summary,
    board_hint: "설계: 모서리를 클릭하면 성냥개비를 놓거나 치우고, 목표는 위에서 정합니다. \
        풀기: 성냥개비를 클릭하면 빼고, 빈 자리를 클릭하면 놓습니다.",
    no_answers_yet: "이 도형 퍼즐은 퍼즐로 읽히지 않아 구할 답이 없습니다.",
    count_squares: "정사각형",
    count_triangles: "삼각형",
    count_hint: "답에 보이는 도형의 수, 크기는 가리지 않습니다(2×2 정사각형도, 그 안의 작은 네 개도 셉니다)",
    tidy: "남는 성냥개비 없이",
    tidy_hint: "퍼즐 책의 규칙: 남은 성냥개비는 모두 센 도형의 변 위에 있어야 합니다",
    same_size: "모두 같은 크기",
    same_size_hint: "센 도형이 모두 같은 크기여야 합니다",
    target_goal: "답은 목표 도형을 보여야 합니다",
    edge_label: |(a, b), (c, d), laid| {
        let what = if laid { "성냥개비" } else { "빈 자리" };
        format!("점 ({a}, {b})에서 점 ({c}, {d})까지의 {what}")
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::shapes::puzzle::Rules;

    fn grid(figure: FigureRecord, lattice: Lattice) -> ShapesRecord {
        ShapesRecord {
            lattice,
            width: 4,
            height: 4,
            sticks: vec![
                nimlab_core::shapes::record::StickRecord {
                    from: (0, 0),
                    to: (1, 0)
                };
                24
            ],
            figure,
        }
    }

    #[test]
    fn a_figure_puzzle_reads_in_a_line_in_both_languages() {
        let two = FigureRecord::Count {
            count: 2,
            rules: Rules::default(),
        };
        let square = grid(two.clone(), Lattice::Square);
        let up_to = Budget::up_to(Goal::Remove, 8);
        let exactly = Budget {
            exactly: true,
            ..Budget::up_to(Goal::Move, 3)
        };
        let one_size = FigureRecord::Count {
            count: 1,
            rules: Rules {
                same_size: true,
                ..Rules::default()
            },
        };
        let target = FigureRecord::Target {
            sticks: Vec::new(),
            orientation: nimlab_core::shapes::puzzle::Orientation::default(),
        };
        let cases = [
            (
                &square,
                up_to,
                "3×3 square canvas, 24 sticks, remove up to 8 → 2 squares",
                "3×3 정사각형 격자, 성냥개비 24개, 최대 8개 제거 → 정사각형 2개",
            ),
            (
                &grid(one_size, Lattice::Triangular),
                exactly,
                "3×3 triangular canvas, 24 sticks, move exactly 3 → 1 triangle of one size",
                "3×3 삼각형 격자, 성냥개비 24개, 정확히 3개 이동 → 같은 크기의 삼각형 1개",
            ),
            (
                &grid(target, Lattice::Square),
                Budget::up_to(Goal::Add, 1),
                "3×3 square canvas, 24 sticks, add 1 → the target figure",
                "3×3 정사각형 격자, 성냥개비 24개, 1개 추가 → 목표 모양",
            ),
        ];
        for (shapes, budget, english, korean) in cases {
            assert_eq!((ENGLISH.summary)(shapes, budget), english);
            assert_eq!((KOREAN.summary)(shapes, budget), korean);
        }
    }
}
