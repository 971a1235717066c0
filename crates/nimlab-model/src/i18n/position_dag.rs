//! The words of the figure of any heap game's DP DAG, in English and Korean: its title (the game,
//! the play, how many positions and how large the full tree is), its legend (how the value and
//! the winning moves read in black and white), and what a cut at a layer leaves out.

/// One language's words for the position DAG's figure.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct PositionDagStrings {
    /// "Nim, heaps 3 4 5" ({game}: the game's name, {sizes}: "3 4 5").
    pub heaps: fn(game: &str, sizes: &str) -> String,
    /// "Nim, heaps 3 4 5, normal play: 48 positions, 219,447 nodes in the full tree".
    pub title: fn(start: &str, play: &str, positions: usize, tree_nodes: &str) -> String,
    /// The value written in a node: "g = 2" under normal play.
    pub grundy_value: fn(value: u32) -> String,
    /// "m = 1" under misère.
    pub misere_value: fn(value: u32) -> String,
    /// What the nodes, the edges and the letters mean; ends with what the value is.
    pub legend: &'static str,
    pub legend_grundy: &'static str,
    pub legend_misere: &'static str,
    /// A sum's key: "Heaps are written game:size, the games being 0: Nim; 1: octal 0.77 (Kayles)."
    pub sum_key: fn(key: &str) -> String,
    /// "The first 9 layers: 180 of 3,003 positions; the 2,823 with fewer tokens are left out."
    pub cut: fn(layers: usize, shown: usize, total: usize, left_out: usize) -> String,
}

/// The English text.
pub static ENGLISH: PositionDagStrings = PositionDagStrings {
    heaps: |game, sizes| format!("{game}, heaps {sizes}"),
    title: |start, play, positions, tree_nodes| {
        let positions = super::numbers::with_commas(&positions.to_string());
        let s = if positions == "1" { "" } else { "s" };
        format!("{start}, {play}: {positions} position{s}, {tree_nodes} nodes in the full tree")
    },
    grundy_value: |value| format!("g = {value}"),
    misere_value: |value| format!("m = {value}"),
    legend: "Each position once, in layers by the tokens left: the start on top, no tokens at the bottom; every move goes down a line. Thick orange lines: the winning moves (to a position worth 0). W: the player to move wins; L: loses.",
    legend_grundy: "g: the Grundy value.",
    legend_misere: "m: the misère value (a position with no move is worth 1; 0 loses).",
    sum_key: |key| format!("Heaps are written game:size, the games being {key}."),
    cut: |layers, shown, total, left_out| {
        let [shown, total, left_out] =
            [shown, total, left_out].map(|n| super::numbers::with_commas(&n.to_string()));
        format!(
            "The first {layers} layers: {shown} of {total} positions; the {left_out} with fewer tokens are left out."
        )
    },
};

/// The Korean text.
pub static KOREAN: PositionDagStrings = PositionDagStrings {
    heaps: |game, sizes| format!("{game}, 더미 {sizes}"),
    title: |start, play, positions, tree_nodes| {
        let positions = super::numbers::with_commas(&positions.to_string());
        format!("{start}, {play}: 상태 {positions}개, 전체 트리의 노드 {tree_nodes}개")
    },
    grundy_value: |value| format!("g = {value}"),
    misere_value: |value| format!("m = {value}"),
    legend: "모든 상태가 한 번씩, 남은 토큰 수에 따라 층으로 나옵니다. 맨 위가 시작 상태, 맨 아래가 토큰이 없는 상태이고, 모든 수는 선을 따라 아래로 내려갑니다. 굵은 주황색 선은 이기는 수(값이 0인 상태로 가는 수)입니다. 승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다.",
    legend_grundy: "g는 그런디 값입니다.",
    legend_misere: "m은 미제르 값입니다(둘 수 없는 상태는 1, 0이면 집니다).",
    sum_key: |key| format!("더미는 게임:크기로 씁니다. 게임 번호는 {key}입니다."),
    cut: |layers, shown, total, left_out| {
        let [shown, total, left_out] =
            [shown, total, left_out].map(|n| super::numbers::with_commas(&n.to_string()));
        format!(
            "위에서부터 {layers}개 층만 그렸습니다: 상태 {total}개 중 {shown}개이고, 토큰이 더 적은 {left_out}개는 빠졌습니다."
        )
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_groups_the_counts_and_the_cut_says_what_is_left_out() {
        let start = (ENGLISH.heaps)("Nim", "3 4 5");
        assert_eq!(
            (ENGLISH.title)(&start, "normal play", 48, "219,447"),
            "Nim, heaps 3 4 5, normal play: 48 positions, 219,447 nodes in the full tree"
        );
        assert_eq!(
            (ENGLISH.cut)(9, 180, 3003, 2823),
            "The first 9 layers: 180 of 3,003 positions; the 2,823 with fewer tokens are left out."
        );
        assert!((KOREAN.cut)(9, 180, 3003, 2823).contains("2,823개"));
    }
}
