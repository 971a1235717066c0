//! The words figures print, in English and Korean: a puzzle's instruction, captions, page
//! numbers, the titles naming a game, the animation's captions and the Grundy figures' mex
//! worked out and sum verdicts. One text per field, so each language words it whole (Korean in
//! 합니다체); the methods below put the words together, reading the shared words (rules, games'
//! names) from [`Strings`] so a figure names a thing as the window does.

use super::numbers::grouped;
use super::{Strings, brief_set};
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::sums::SumMethod;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::shapes::puzzle::{Figure, Orientation};

/// One language's text for the figures.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct FigureStrings {
    /// "Move 1 matchstick to make the equation true." The budget is an upper bound past one
    /// step ("up to 2"), unless it is exact ("exactly 2").
    pub instruction: fn(budget: Budget) -> String,
    /// A figure puzzle's instruction: "Remove exactly 2 matchsticks to leave 3 squares."
    /// `count` is the squares or triangles to reach (`None`: the target figure), `triangles`
    /// which of the two.
    /// A figure puzzle's instruction, with the rules a student must know: "Remove up to 8
    /// matchsticks to leave 2 squares of one size. Loose sticks may remain." or "… to make the
    /// target figure; it may be turned or mirrored."
    pub figure_instruction: fn(budget: Budget, figure: &Figure, triangles: bool) -> String,
    pub answer_legend: &'static str,
    pub no_answer: &'static str,
    /// After the answer drawn, when there are several: " (drawn)".
    pub answer_drawn: &'static str,
    /// A figure puzzle's answer on the triangular lattice, which has no text form: "3 leave, 0
    /// arrive".
    pub sticks_changed: fn(leave: u32, arrive: u32) -> String,
    /// "Answer: {shown}" (`total` answers, `more` of them not listed).
    pub answers: fn(shown: &str, total: u128, more: u128) -> String,
    /// "Page {page} of {pages}".
    pub page: fn(page: usize, pages: usize) -> String,
    pub answer_key: &'static str,
    pub name_line: &'static str,
    pub untitled_sheet: &'static str,
    /// "{coins} coins, takes {{{takes}}}, {rule}: the whole game tree" (or to `depth`).
    pub tree_title: fn(coins: u32, takes: &str, rule: &str, depth: u32, whole: bool) -> String,
    pub tree_legend_marks: &'static str,
    pub tree_legend_cut: &'static str,
    pub tree_legend_short_circuit: &'static str,
    /// "Seed 000's dynamic programming: 0 to {coins} coins, takes {{{takes}}}, {rule}".
    pub dp_title: fn(coins: u32, takes: &str, rule: &str) -> String,
    /// "Recursion against DP: 0 to {end} coins, takes {{{takes}}}, {rule}".
    pub growth_title: fn(end: u32, takes: &str, rule: &str) -> String,
    /// "Outlined: n = {coins}."
    pub outlined: fn(coins: u32) -> String,
    pub dp_dag_legend: &'static str,
    /// "The DAG is drawn for piles of up to {most} coins; the table below lists all
    /// {positions} positions."
    pub dp_dag_omitted: fn(most: u32, positions: u64) -> String,
    /// " and {more} more", after a list cut short.
    pub and_more: fn(more: usize) -> String,
    pub dp_outcome: &'static str,
    pub dp_winning_takes: &'static str,
    // The animation's frames.
    /// "Step {done} of {steps}", and past the frame cap "(a frame every {every} steps)".
    pub step_caption: fn(done: usize, steps: usize, every: usize) -> String,
    pub tree_marks_legend: &'static str,
    pub dp_marks_legend: &'static str,
    // The Grundy figures.
    /// "subtraction {set}".
    pub subtraction: fn(set: &str) -> String,
    pub nim: &'static str,
    /// "powers of {base}".
    pub powers: fn(base: u32) -> String,
    /// "octal {code}", and a named game's name after it: "octal 0.77 (Kayles)".
    pub octal: fn(code: &str, name: Option<&str>) -> String,
    pub play_normal: &'static str,
    pub play_misere: &'static str,
    /// "Grundy values of {game}, {rule}, n = 0…{last}", for `count` values.
    pub values_title: fn(game: &str, rule: &str, count: usize) -> String,
    /// "The mex of n = {n} worked out: {game}, {rule}".
    pub mex_title: fn(n: u32, game: &str, rule: &str) -> String,
    /// "Sum of games: {heaps}, {rule}".
    pub sum_title: fn(heaps: &str, rule: &str) -> String,
    pub p_legend: &'static str,
    pub stub_legend: &'static str,
    /// "From n = {preperiod} on, g repeats with period {period}", and what dashed `lines` mark.
    pub period: fn(preperiod: usize, period: usize, lines: bool) -> String,
    /// "No period is certified within the first {searched} values, so none is claimed."
    pub no_period: fn(searched: usize) -> String,
    pub mex_columns: [&'static str; 3],
    /// "… and {more} more options".
    pub more_options: fn(more: usize) -> String,
    /// "Values of the options: {{{set}}}".
    pub option_set: fn(set: &str) -> String,
    /// "Smallest missing value: g({n}) = mex{{{set}}} = {g}".
    pub mex_result: fn(n: u32, set: &str, g: u32) -> String,
    pub no_move_normal: &'static str,
    pub no_move_misere: &'static str,
    pub p_position: &'static str,
    pub n_position: &'static str,
    pub sum_columns: [&'static str; 4],
    /// The sum's verdict, by the method that found it: the nim-sum under normal play, Bouton's
    /// rule for misère Nim, or a search over the heaps for any other misère sum.
    pub sum_verdict: fn(method: SumMethod, nim_sum: u32, wins: bool) -> String,
    pub searched_note: &'static str,
    /// "Winning moves: {moves}", or that there is none.
    pub winning_moves: fn(moves: &[String]) -> String,
    /// "heap {heap}: {from} → {to}".
    pub sum_move: fn(heap: usize, from: u32, to: &str) -> String,
}

impl FigureStrings {
    /// "Answer: 6+3=09" and, when there are more, how many; of several with only the first
    /// `drawn`, the first is marked as the one drawn (when all are drawn, none is).
    pub fn answers_line(&self, equations: &[String], total: u128, drawn: usize) -> String {
        let shown = equations
            .iter()
            .enumerate()
            .map(|(i, e)| {
                if i == 0 && drawn == 1 && total > 1 {
                    format!("{e}{}", self.answer_drawn)
                } else {
                    e.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        let more = total.saturating_sub(equations.len() as u128);
        (self.answers)(&shown, total, more)
    }

    /// Under a tree figure: what its colours and marks mean (the dots only when the tree is cut).
    pub fn tree_legend(&self, evaluation: Evaluation, cut: bool) -> String {
        let short = evaluation == Evaluation::ShortCircuit;
        [
            (self.tree_legend_marks, true),
            (self.tree_legend_cut, cut),
            (self.tree_legend_short_circuit, short),
        ]
        .iter()
        .filter(|(_, shown)| *shown)
        .map(|(text, _)| *text)
        .collect()
    }

    /// "normal play", "misère play".
    pub fn play(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Normal => self.play_normal,
            Rule::Misere => self.play_misere,
        }
    }

    /// A heap with no move: what it is worth under `rule`.
    pub fn no_move(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Normal => self.no_move_normal,
            Rule::Misere => self.no_move_misere,
        }
    }

    /// Whether the player to move at a position of value `g` wins.
    pub fn position_verdict(&self, g: u32) -> &'static str {
        if g == 0 { self.p_position } else { self.n_position }
    }
}

/// The figures' wording of games, built from their own table and the words the tabs share.
impl Strings {
    /// A coin game in a title's words: its takes ("1,2,3") and its rule ("misère").
    fn figure_coin_game(&self, takes: &[u32], rule: Rule) -> (String, &'static str) {
        let takes = takes.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        (takes, self.rule(rule))
    }

    /// A tree figure's title: the game, and how much of its tree is drawn.
    pub fn figure_tree_title(
        &self,
        coins: u32,
        takes: &[u32],
        rule: Rule,
        depth: u32,
        whole: bool,
    ) -> String {
        let (takes, rule) = self.figure_coin_game(takes, rule);
        (self.figure.tree_title)(coins, &takes, rule, depth, whole)
    }

    /// A DP figure's title.
    pub fn figure_dp_title(&self, coins: u32, takes: &[u32], rule: Rule) -> String {
        let (takes, rule) = self.figure_coin_game(takes, rule);
        (self.figure.dp_title)(coins, &takes, rule)
    }

    /// A growth chart's title: the piles it covers and the game.
    pub fn figure_growth_title(&self, end: u32, takes: &[u32], rule: Rule) -> String {
        let (takes, rule) = self.figure_coin_game(takes, rule);
        (self.figure.growth_title)(end, &takes, rule)
    }

    /// The key to a sum's positions, which write each heap as game:size with the game by its
    /// place in the sum ("Heaps are written game:size, the games being 0: Nim; 1: octal 0.77
    /// (Kayles)."); none when every heap is of one game and positions list plain sizes. The
    /// window and every figure of a sum say it in these words.
    pub fn sum_key(&self, games: &[HeapGame]) -> Option<String> {
        (games.len() > 1).then(|| {
            let key: Vec<String> = (games.iter().enumerate())
                .map(|(index, game)| format!("{index}: {}", self.figure_game(game)))
                .collect();
            (self.position_dag.sum_key)(&key.join("; "))
        })
    }

    /// A heap game's name as a figure's title says it: "subtraction {1,3,4}", "Nim",
    /// "octal 0.77 (Kayles)".
    pub fn figure_game(&self, game: &HeapGame) -> String {
        match game {
            HeapGame::Subtraction(set) => (self.figure.subtraction)(&brief_set(set, self.takes_in_all)),
            HeapGame::Nim => self.figure.nim.to_owned(),
            HeapGame::Powers(base) => (self.figure.powers)(*base),
            HeapGame::Octal(code) => (self.figure.octal)(&code.to_string(), self.octal_name(code)),
        }
    }
}

/// The English text.
pub static ENGLISH: FigureStrings = FigureStrings {
    figure_instruction: |budget, figure, triangles| {
        let verb = match budget.goal {
            Goal::Move => "Move",
            Goal::Add => "Add",
            Goal::Remove => "Remove",
        };
        let sticks = match (budget.steps, budget.exactly) {
            (1, false) => "1 matchstick".to_owned(),
            (n, false) => format!("up to {n} matchsticks"),
            (1, true) => "exactly 1 matchstick".to_owned(),
            (n, true) => format!("exactly {n} matchsticks"),
        };
        let reach = if budget.goal == Goal::Remove {
            "leave"
        } else {
            "make"
        };
        match *figure {
            Figure::Target { orientation, .. } => match orientation {
                Orientation::Free => {
                    format!("{verb} {sticks} to {reach} the target figure; it may be turned or mirrored.")
                }
                Orientation::Kept => {
                    format!("{verb} {sticks} to {reach} the target figure, facing as drawn.")
                }
            },
            Figure::Count { count, rules } => {
                let name = if triangles { "triangle" } else { "square" };
                let plural = if count == 1 { "" } else { "s" };
                let size = if rules.same_size { " of one size" } else { "" };
                let loose = if rules.tidy {
                    ""
                } else {
                    " Loose sticks may remain."
                };
                format!("{verb} {sticks} to {reach} {count} {name}{plural}{size}.{loose}")
            }
        }
    },
    instruction: |budget| {
        let verb = match budget.goal {
            Goal::Move => "Move",
            Goal::Add => "Add",
            Goal::Remove => "Take away",
        };
        match (budget.steps, budget.exactly) {
            (1, false) => format!("{verb} 1 matchstick to make the equation true."),
            (1, true) => format!("{verb} exactly 1 matchstick to make the equation true."),
            (n, false) => format!("{verb} up to {n} matchsticks to make the equation true."),
            (n, true) => format!("{verb} exactly {n} matchsticks to make the equation true."),
        }
    },
    answer_legend: "Dashed vermillion: a stick leaves. Green: a stick arrives.",
    no_answer: "No answer within the budget.",
    answer_drawn: " (drawn)",
    sticks_changed: |leave, arrive| format!("{leave} leave, {arrive} arrive"),
    answers: |shown, total, more| match more {
        0 if total == 1 => format!("Answer: {shown}"),
        0 => format!("Answers: {shown}"),
        more => format!("Answers: {shown} and {more} more"),
    },
    page: |page, pages| format!("Page {page} of {pages}"),
    answer_key: "Answer key",
    name_line: "Name:",
    untitled_sheet: "Matchstick puzzles",
    tree_title: |coins, takes, rule, depth, whole| {
        if whole {
            format!("{coins} coins, takes {{{takes}}}, {rule}: the whole game tree")
        } else {
            format!("{coins} coins, takes {{{takes}}}, {rule}: the game tree to depth {depth}")
        }
    },
    tree_legend_marks: "W: the player to move wins. L: loses. ×k: the position occurs k times in the whole tree (its colour marks it too). Thick orange: a winning take.",
    tree_legend_cut: " Dots: the tree goes on.",
    tree_legend_short_circuit: " Pale and dashed: never reached when stopping at the first winning take.",
    dp_title: |coins, takes, rule| {
        format!("Seed 000's dynamic programming: 0 to {coins} coins, takes {{{takes}}}, {rule}")
    },
    growth_title: |end, takes, rule| {
        format!("Recursion against DP: 0 to {end} coins, takes {{{takes}}}, {rule}")
    },
    outlined: |coins| format!("Outlined: n = {coins}."),
    dp_dag_legend: "Every position once. Arcs above (thick, orange): winning takes. Arcs below: the other takes. W: the player to move wins; L: loses.",
    dp_dag_omitted: |most, positions| {
        format!(
            "The DAG is drawn for piles of up to {most} coins; the table below lists all {positions} positions."
        )
    },
    and_more: |more| format!(" and {more} more"),
    dp_outcome: "Outcome",
    dp_winning_takes: "Winning takes",
    step_caption: |done, steps, every| match every {
        1 => format!("Step {done} of {steps}"),
        every => format!("Step {done} of {steps} (a frame every {every} steps)"),
    },
    tree_marks_legend: "Thick blue ring: the newest step. Purple outline: a call still running (its value “?”). \
         Empty: not called yet.",
    dp_marks_legend: "Filled bottom-up from 0. Blue ring: the state filled by the newest step.",
    subtraction: |set| format!("subtraction {set}"),
    nim: "Nim",
    powers: |base| format!("powers of {base}"),
    octal: |code, name| match name {
        Some(name) => format!("octal {code} ({name})"),
        None => format!("octal {code}"),
    },
    play_normal: "normal play",
    play_misere: "misère play",
    values_title: |game, rule, count| {
        let last = count.saturating_sub(1);
        format!("Grundy values of {game}, {rule}, n = 0…{last}")
    },
    mex_title: |n, game, rule| format!("The mex of n = {n} worked out: {game}, {rule}"),
    sum_title: |heaps, rule| format!("Sum of games: {heaps}, {rule}"),
    p_legend: "P: a P-position (g = 0), where the player to move loses.",
    stub_legend: "Vermillion stubs: P-positions (g = 0).",
    period: |preperiod, period, lines| {
        if lines {
            format!(
                "From n = {preperiod} on, g repeats with period {period}; dashed lines mark where each repeat begins."
            )
        } else {
            format!("From n = {preperiod} on, g repeats with period {period}.")
        }
    },
    no_period: |searched| {
        format!("No period is certified within the first {searched} values, so none is claimed.")
    },
    mex_columns: ["Move", "Leaves", "Value"],
    more_options: |more| format!("… and {more} more options"),
    option_set: |set| format!("Values of the options: {{{set}}}"),
    mex_result: |n, set, g| format!("Smallest missing value: g({n}) = mex{{{set}}} = {g}"),
    no_move_normal: "No move: the set of options is empty, so g = mex{} = 0.",
    no_move_misere: "No move: under the misère convention (seed 001) this position is worth 1.",
    p_position: "P-position: the player to move loses.",
    n_position: "N-position: the player to move wins.",
    sum_columns: ["Heap", "Game", "Size", "g"],
    sum_verdict: |method, nim_sum, wins| {
        let who = if wins {
            "the player to move wins"
        } else {
            "the player to move loses"
        };
        match method {
            SumMethod::Xor => format!("Nim-sum = {nim_sum}: {who}."),
            SumMethod::Bouton => format!("Bouton's rule for misère Nim: {who}."),
            SumMethod::Searched(positions) => format!(
                "Searched {} positions of the misère sum: {who}.",
                grouped(&positions.to_string())
            ),
        }
    },
    searched_note: "g is each heap's misère value alone; their XOR (struck out) does not decide a misère sum.",
    winning_moves: |moves| {
        if moves.is_empty() {
            "No winning move: every move leaves the opponent a winning position.".to_owned()
        } else {
            format!("Winning moves: {}", moves.join(", "))
        }
    },
    sum_move: |heap, from, to| format!("heap {heap}: {from} → {to}"),
};

/// The Korean text.
pub static KOREAN: FigureStrings = FigureStrings {
    figure_instruction: |budget, figure, triangles| {
        let verb = match budget.goal {
            Goal::Move => "옮겨",
            Goal::Add => "더해",
            Goal::Remove => "빼서",
        };
        let sticks = match (budget.steps, budget.exactly) {
            (1, false) => "성냥개비 1개를".to_owned(),
            (n, true) => format!("성냥개비를 정확히 {n}개"),
            (n, false) => format!("성냥개비를 {n}개까지"),
        };
        let reach = if budget.goal == Goal::Remove {
            "남기세요"
        } else {
            "만드세요"
        };
        match *figure {
            Figure::Target { orientation, .. } => match orientation {
                Orientation::Free => {
                    format!("{sticks} {verb} 목표 도형을 {reach}. 돌리거나 뒤집어도 됩니다.")
                }
                Orientation::Kept => format!("{sticks} {verb} 목표 도형을 그려진 방향 그대로 {reach}."),
            },
            Figure::Count { count, rules } => {
                let size = if rules.same_size { "같은 크기의 " } else { "" };
                let name = if triangles { "삼각형" } else { "정사각형" };
                let loose = if rules.tidy {
                    ""
                } else {
                    " 남는 성냥개비가 있어도 됩니다."
                };
                format!("{sticks} {verb} {size}{name}을 {count}개 {reach}.{loose}")
            }
        }
    },
    instruction: |budget| {
        let verb = match budget.goal {
            Goal::Move => "옮겨",
            Goal::Add => "더해",
            Goal::Remove => "빼서",
        };
        match (budget.steps, budget.exactly) {
            (1, false) => format!("성냥개비 1개를 {verb} 등식을 참으로 만드세요."),
            (n, true) => format!("성냥개비를 정확히 {n}개 {verb} 등식을 참으로 만드세요."),
            (n, false) => format!("성냥개비를 {n}개까지 {verb} 등식을 참으로 만드세요."),
        }
    },
    answer_legend: "주홍색 점선은 빠지는 성냥개비, 초록색은 들어가는 성냥개비입니다.",
    no_answer: "예산 안에는 답이 없습니다.",
    answer_drawn: "(그림)",
    sticks_changed: |leave, arrive| format!("{leave}개 빠지고 {arrive}개 들어옴"),
    answers: |shown, _total, more| match more {
        0 => format!("답: {shown}"),
        more => format!("답: {shown} 외 {more}개"),
    },
    page: |page, pages| format!("{pages}쪽 중 {page}쪽"),
    answer_key: "정답",
    name_line: "이름:",
    untitled_sheet: "성냥개비 퍼즐",
    tree_title: |coins, takes, rule, depth, whole| {
        if whole {
            format!("동전 {coins}개, 가져갈 수 {{{takes}}}, {rule}: 게임 트리 전체")
        } else {
            format!("동전 {coins}개, 가져갈 수 {{{takes}}}, {rule}: 깊이 {depth}까지의 게임 트리")
        }
    },
    tree_legend_marks: "승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다. ×k는 전체 트리에 k번 나오는 상태입니다(같은 색으로도 표시합니다). 굵은 주황색 선은 이기는 수입니다.",
    tree_legend_cut: " 아래의 점은 트리가 이어진다는 뜻입니다.",
    tree_legend_short_circuit: " 흐린 점선 노드는 첫 번째 이기는 수에서 멈추면 방문하지 않는 노드입니다.",
    dp_title: |coins, takes, rule| {
        format!("원문 000의 동적 계획법: 동전 0~{coins}개, 가져갈 수 {{{takes}}}, {rule}")
    },
    growth_title: |end, takes, rule| {
        format!("재귀와 DP의 비교: 동전 0~{end}개, 가져갈 수 {{{takes}}}, {rule}")
    },
    outlined: |coins| format!("굵은 테두리: n = {coins}"),
    dp_dag_legend: "모든 상태가 한 번씩만 나옵니다. 위쪽 굵은 주황색 호는 이기는 수, 아래쪽 호는 나머지 수입니다. 승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다.",
    dp_dag_omitted: |most, positions| {
        format!("DAG는 동전 {most}개까지만 그립니다. 아래 표에는 {positions}개 상태가 모두 있습니다.")
    },
    and_more: |more| format!(" 외 {more}개"),
    dp_outcome: "결과",
    dp_winning_takes: "이기는 수",
    step_caption: |done, steps, every| match every {
        1 => format!("{steps}단계 중 {done}단계"),
        every => format!("{steps}단계 중 {done}단계 ({every}단계마다 한 장)"),
    },
    tree_marks_legend: "굵은 파란 고리는 방금 실행한 단계, 보라색 테두리는 아직 실행 중인 호출(값 “?”), \
         빈 노드는 아직 호출하지 않은 노드입니다.",
    dp_marks_legend: "0부터 차례로 채웁니다. 파란 고리는 방금 채운 상태입니다.",
    subtraction: |set| format!("빼기 게임 {set}"),
    nim: "님",
    powers: |base| format!("{base}의 거듭제곱 빼기"),
    octal: |code, name| match name {
        Some(name) => format!("8진 게임 {code} ({name})"),
        None => format!("8진 게임 {code}"),
    },
    play_normal: "노멀 규칙",
    play_misere: "미제르 규칙",
    values_title: |game, rule, count| {
        let last = count.saturating_sub(1);
        format!("{game}의 그런디 값, {rule}, n = 0…{last}")
    },
    mex_title: |n, game, rule| format!("n = {n}의 mex 계산: {game}, {rule}"),
    sum_title: |heaps, rule| format!("게임의 합: {heaps}, {rule}"),
    p_legend: "P: P-위치(g = 0)이며, 차례인 사람이 집니다.",
    stub_legend: "주홍색 짧은 막대는 P-위치(g = 0)입니다.",
    period: |preperiod, period, lines| {
        if lines {
            format!("n = {preperiod}부터 g는 주기 {period}로 반복됩니다. 점선은 반복이 시작되는 곳입니다.")
        } else {
            format!("n = {preperiod}부터 g는 주기 {period}로 반복됩니다.")
        }
    },
    no_period: |searched| format!("처음 {searched}개 값 안에서 증명된 주기가 없어 주기를 주장하지 않습니다."),
    mex_columns: ["수", "남는 더미", "값"],
    more_options: |more| format!("… 그리고 선택지 {more}개 더"),
    option_set: |set| format!("선택지의 값: {{{set}}}"),
    mex_result: |n, set, g| format!("빠진 가장 작은 값: g({n}) = mex{{{set}}} = {g}"),
    no_move_normal: "둘 수 있는 수가 없습니다. 선택지 집합이 비어 있으므로 g = mex{} = 0입니다.",
    no_move_misere: "둘 수 있는 수가 없습니다. 미제르 규칙(원문 001)에서는 이 위치의 값이 1입니다.",
    p_position: "P-위치: 차례인 사람이 집니다.",
    n_position: "N-위치: 차례인 사람이 이깁니다.",
    sum_columns: ["더미", "게임", "크기", "g"],
    sum_verdict: |method, nim_sum, wins| {
        let who = if wins {
            "차례인 사람이 이깁니다"
        } else {
            "차례인 사람이 집니다"
        };
        match method {
            SumMethod::Xor => format!("님 합 = {nim_sum}: {who}."),
            SumMethod::Bouton => format!("미제르 님의 Bouton 규칙: {who}."),
            SumMethod::Searched(positions) => format!(
                "미제르 합의 위치 {}개를 탐색한 결과: {who}.",
                grouped(&positions.to_string())
            ),
        }
    },
    searched_note: "g는 더미 하나만의 미제르 값입니다. 그 XOR(취소선)로는 미제르 합의 승패를 정할 수 없습니다.",
    winning_moves: |moves| {
        if moves.is_empty() {
            "이기는 수가 없습니다. 어떤 수를 두어도 상대가 이기는 위치가 됩니다.".to_owned()
        } else {
            format!("이기는 수: {}", moves.join(", "))
        }
    },
    sum_move: |heap, from, to| format!("더미 {heap}: {from} → {to}"),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn the_instruction_follows_the_goal_and_the_budget() {
        assert_eq!(
            (ENGLISH.instruction)(Budget::up_to(Goal::Move, 1)),
            "Move 1 matchstick to make the equation true."
        );
        assert_eq!(
            (ENGLISH.instruction)(Budget::up_to(Goal::Remove, 3)),
            "Take away up to 3 matchsticks to make the equation true."
        );
        assert_eq!(
            (ENGLISH.instruction)(Budget::exactly(Goal::Move, 2)),
            "Move exactly 2 matchsticks to make the equation true."
        );
        assert_eq!(
            (KOREAN.instruction)(Budget::up_to(Goal::Add, 2)),
            "성냥개비를 2개까지 더해 등식을 참으로 만드세요."
        );
        assert_eq!(
            (KOREAN.instruction)(Budget::exactly(Goal::Move, 2)),
            "성냥개비를 정확히 2개 옮겨 등식을 참으로 만드세요."
        );
    }

    #[test]
    fn several_answers_say_which_is_drawn_and_how_many_more() {
        let two = ["6+3=09".to_owned(), "5+3=08".to_owned()];
        assert_eq!(ENGLISH.answers_line(&two[..1], 1, 1), "Answer: 6+3=09");
        assert_eq!(
            ENGLISH.answers_line(&two, 5, 1),
            "Answers: 6+3=09 (drawn), 5+3=08 and 3 more"
        );
        assert_eq!(KOREAN.answers_line(&two, 2, 1), "답: 6+3=09(그림), 5+3=08");
        assert_eq!(
            ENGLISH.answers_line(&two, 2, 2),
            "Answers: 6+3=09, 5+3=08",
            "both drawn: neither is marked"
        );
    }

    #[test]
    fn the_caption_says_when_steps_are_left_out() {
        assert_eq!((ENGLISH.step_caption)(3, 40, 1), "Step 3 of 40");
        assert_eq!(
            (ENGLISH.step_caption)(6, 800, 3),
            "Step 6 of 800 (a frame every 3 steps)"
        );
        assert_eq!((KOREAN.step_caption)(3, 40, 1), "40단계 중 3단계");
        assert!((KOREAN.step_caption)(6, 800, 3).contains("3단계마다"));
    }

    #[test]
    fn a_figure_names_the_known_octal_games_in_each_language() {
        let game = |text: &str| nimlab_core::games::grundy::parse_spec(text).expect("a game");
        let english = Language::English.strings();
        let korean = Language::Korean.strings();
        assert_eq!(english.figure_game(&game("0.77")), "octal 0.77 (Kayles)");
        assert_eq!(
            english.figure_game(&game("0.137")),
            "octal 0.137 (Dawson's chess)"
        );
        assert_eq!(english.figure_game(&game("0.6")), "octal 0.6");
        assert_eq!(korean.figure_game(&game("0.07")), "8진 게임 0.07 (도슨의 케일스)");
        assert_eq!(korean.figure_game(&game("0.137")), "8진 게임 0.137 (도슨의 체스)");
    }
}
