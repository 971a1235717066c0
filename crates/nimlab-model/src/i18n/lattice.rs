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
    /// "square lattice of 4×4 dots, 24 sticks, remove up to 8 → 2 squares".
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
    /// "Stick from dot (0, 0) to dot (1, 0)" or "Empty edge from …": an edge of the board, for
    /// screen readers and the UI tests.
    pub edge_label: fn(from: (u8, u8), to: (u8, u8), laid: bool) -> String,
    /// The same for an edge of the target figure's board.
    pub target_edge_label: fn(from: (u8, u8), to: (u8, u8), laid: bool) -> String,
    pub new_target_puzzle: &'static str,
    pub new_target_puzzle_hint: &'static str,
    /// The canvas's settings: its lattice and its size in dots.
    pub lattice: &'static str,
    pub square: &'static str,
    pub triangular: &'static str,
    pub lattice_hint: &'static str,
    /// Said after another lattice took the puzzle's sticks off.
    pub sticks_taken_off: fn(sticks: usize) -> String,
    pub dots_across: &'static str,
    pub dots_down: &'static str,
    pub size_hint: &'static str,
    /// Why the canvas goes no smaller: its sticks reach this many dots across and down.
    pub sticks_reach: fn(width: u8, height: u8) -> String,
    /// The goal's figure: a count of shapes, or a target figure.
    pub goal_count: &'static str,
    pub goal_target: &'static str,
    pub goal_target_hint: &'static str,
    pub turned: &'static str,
    pub turned_hint: &'static str,
    /// Over the target's own board.
    pub target_heading: &'static str,
    pub target_hint: &'static str,
}

/// The canvas's size in dots, as the canvas's settings count it (the 3 × 3 grid stands on 4 × 4
/// dots): one unit wherever the size is shown, so a line and the field beside it agree.
fn dots(shapes: &ShapesRecord) -> (u8, u8) {
    (shapes.width, shapes.height)
}

fn english_summary(shapes: &ShapesRecord, budget: Budget) -> String {
    let (across, down) = dots(shapes);
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
        "{lattice} lattice of {across}×{down} dots, {sticks}, {verb} {how_many}{steps} → {aim}",
        steps = budget.steps
    )
}

fn korean_summary(shapes: &ShapesRecord, budget: Budget) -> String {
    let (across, down) = dots(shapes);
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
        "{lattice} 격자(점 {across}×{down}), 성냥개비 {sticks}개, {how_many}{steps}개 {verb} → {aim}",
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
    board_hint: "Click an edge to lay a stick on it or take one off, or drag a stick to an empty \
        edge; set the goal above.",
    no_answers_yet: "This figure puzzle does not read as a puzzle, so it has no answers to work out.",
    count_squares: "Squares",
    count_triangles: "Triangles",
    count_hint: "How many the answer shows, of every size (a 2×2 square counts, and so do its four small ones)",
    tidy: "every stick in one",
    tidy_hint: "The puzzle books' rule: every stick left lies on the outline of a shape counted, no loose ends",
    same_size: "all one size",
    same_size_hint: "Every shape counted is the same size",
    edge_label: |(a, b), (c, d), laid| {
        let what = if laid { "Stick" } else { "Empty edge" };
        format!("{what} from dot ({a}, {b}) to dot ({c}, {d})")
    },
    target_edge_label: |(a, b), (c, d), laid| {
        let what = if laid { "Target stick" } else { "Empty target edge" };
        format!("{what} from dot ({a}, {b}) to dot ({c}, {d})")
    },
    new_target_puzzle: "New target puzzle",
    new_target_puzzle_hint: "Adds a figure puzzle whose answer shows a target figure: a fish of 8 \
        sticks, move 3 so that it swims the other way; redraw both from there.",
    lattice: "Lattice",
    square: "Square",
    triangular: "Triangular",
    lattice_hint: "Another lattice has other edges, so it takes every stick off the puzzle and \
        its target (Undo lays them back).",
    sticks_taken_off: |sticks| {
        let sticks = if sticks == 1 {
            "1 stick".to_owned()
        } else {
            format!("{sticks} sticks")
        };
        format!("The other lattice took {sticks} off; Undo lays them back.")
    },
    dots_across: "Dots across",
    dots_down: "down",
    size_hint: "The canvas's size in dots; growing it keeps every stick where it is",
    sticks_reach: |width, height| {
        format!("The sticks reach {width}×{height} dots: take some off to make the canvas smaller.")
    },
    goal_count: "A count of shapes",
    goal_target: "A target figure",
    goal_target_hint: "The answer shows the figure drawn on the target's board, anywhere on the \
        canvas; it starts as the puzzle mirrored",
    turned: "may be turned or mirrored",
    turned_hint: "Off: the answer must face the way the target is drawn (the fish must swim the \
        other way)",
    target_heading: "Target",
    target_hint: "Click an edge to draw the target.",
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
    board_hint: "모서리를 클릭하면 성냥개비를 놓거나 치우고, 성냥개비를 끌어 빈 자리로 옮깁니다. 목표는 \
        위에서 정합니다.",
    no_answers_yet: "이 도형 퍼즐은 퍼즐로 읽히지 않아 구할 답이 없습니다.",
    count_squares: "정사각형",
    count_triangles: "삼각형",
    count_hint: "답에 보이는 도형의 수, 크기는 가리지 않습니다(2×2 정사각형도, 그 안의 작은 네 개도 셉니다)",
    tidy: "남는 성냥개비 없이",
    tidy_hint: "퍼즐 책의 규칙: 남은 성냥개비는 모두 센 도형의 변 위에 있어야 합니다",
    same_size: "모두 같은 크기",
    same_size_hint: "센 도형이 모두 같은 크기여야 합니다",
    edge_label: |(a, b), (c, d), laid| {
        let what = if laid { "성냥개비" } else { "빈 자리" };
        format!("점 ({a}, {b})에서 점 ({c}, {d})까지의 {what}")
    },
    target_edge_label: |(a, b), (c, d), laid| {
        let what = if laid {
            "목표 성냥개비"
        } else {
            "목표의 빈 자리"
        };
        format!("점 ({a}, {b})에서 점 ({c}, {d})까지의 {what}")
    },
    new_target_puzzle: "새 목표 도형 퍼즐",
    new_target_puzzle_hint: "답이 목표 도형을 보여야 하는 도형 퍼즐을 추가합니다: 성냥개비 8개로 된 \
        물고기에서 3개를 옮겨 반대쪽으로 헤엄치게 합니다. 여기서부터 퍼즐과 목표를 모두 고쳐 그리십시오.",
    lattice: "격자",
    square: "정사각형 격자",
    triangular: "삼각형 격자",
    lattice_hint: "다른 격자는 모서리가 달라서 퍼즐과 목표의 성냥개비를 모두 치웁니다(실행 취소로 \
        되돌립니다).",
    sticks_taken_off: |sticks| {
        format!("다른 격자로 바꾸면서 성냥개비 {sticks}개를 치웠습니다. 실행 취소로 되돌립니다.")
    },
    dots_across: "가로 점",
    dots_down: "세로",
    size_hint: "캔버스의 크기(점의 수). 키워도 성냥개비는 모두 제자리에 있습니다",
    sticks_reach: |width, height| {
        format!("성냥개비가 {width}×{height}개의 점까지 닿습니다. 캔버스를 줄이려면 먼저 치우십시오.")
    },
    goal_count: "도형의 수",
    goal_target: "목표 도형",
    goal_target_hint: "답은 목표 판에 그린 도형을 캔버스 어디에든 보여야 합니다. 처음에는 퍼즐을 \
        좌우로 뒤집은 모양입니다",
    turned: "돌리거나 뒤집어도 됨",
    turned_hint: "끄면 답이 목표를 그린 방향 그대로여야 합니다(물고기가 반대쪽으로 헤엄쳐야 합니다)",
    target_heading: "목표",
    target_hint: "모서리를 클릭해 목표를 그리십시오.",
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
                "square lattice of 4×4 dots, 24 sticks, remove up to 8 → 2 squares",
                "정사각형 격자(점 4×4), 성냥개비 24개, 최대 8개 제거 → 정사각형 2개",
            ),
            (
                &grid(one_size, Lattice::Triangular),
                exactly,
                "triangular lattice of 4×4 dots, 24 sticks, move exactly 3 → 1 triangle of one size",
                "삼각형 격자(점 4×4), 성냥개비 24개, 정확히 3개 이동 → 같은 크기의 삼각형 1개",
            ),
            (
                &grid(target, Lattice::Square),
                Budget::up_to(Goal::Add, 1),
                "square lattice of 4×4 dots, 24 sticks, add 1 → the target figure",
                "정사각형 격자(점 4×4), 성냥개비 24개, 1개 추가 → 목표 모양",
            ),
        ];
        for (shapes, budget, english, korean) in cases {
            assert_eq!((ENGLISH.summary)(shapes, budget), english);
            assert_eq!((KOREAN.summary)(shapes, budget), korean);
        }
    }
}
