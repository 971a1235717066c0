//! The words of the figure of any heap game's recursive tree, in English and Korean: its title
//! (the game, the play, how deep it is drawn and exactly how many nodes the cut leaves out) and
//! its legend (how a node, its value, its repeats and the winning moves read in black and white).

/// One language's words for the heaps' recursive tree figure.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct PositionTreeStrings {
    /// "Nim, heaps 3 4 5, normal play: the whole recursive tree, 9 nodes".
    pub title_whole: fn(start: &str, play: &str, nodes: &str) -> String,
    /// "Nim, heaps 3 4 5, normal play: the recursive tree to depth 2, 219,370 more nodes not
    /// drawn".
    pub title_cut: fn(start: &str, play: &str, depth: u32, hidden: &str) -> String,
    /// "Below the cut, exactly 1,234,… nodes are not drawn.", for a count too long for a title.
    pub hidden_exactly: fn(hidden: &str) -> String,
    pub legend: &'static str,
    pub legend_cut: &'static str,
    pub legend_short_circuit: &'static str,
    /// The heaps mode's Figure… item for the DP DAG: "DAG as SVG…".
    pub export_dag_as: fn(format: &str) -> String,
    /// Its item for the recursive tree: "Recursive tree as SVG…".
    pub export_tree_as: fn(format: &str) -> String,
    /// A step of the animated recursion: "Call: (1,4,5)".
    pub step_call: fn(position: &str) -> String,
    /// "Return: (1,4,5) is L".
    pub step_return: fn(position: &str, outcome: &str) -> String,
}

/// The English text.
pub static ENGLISH: PositionTreeStrings = PositionTreeStrings {
    title_whole: |start, play, nodes| {
        let s = if nodes == "1" { "" } else { "s" };
        format!("{start}, {play}: the whole recursive tree, {nodes} node{s}")
    },
    title_cut: |start, play, depth, hidden| {
        format!("{start}, {play}: the recursive tree to depth {depth}, {hidden} more nodes not drawn")
    },
    hidden_exactly: |hidden| format!("Below the cut, exactly {hidden} nodes are not drawn."),
    legend: "Each node a position (its heaps) and its value. W: the player to move wins; L: loses. ×k: the position occurs k times in the whole tree (its colour marks it too). Thick orange: a winning move (to a position worth 0).",
    legend_cut: " Dots: the tree goes on.",
    legend_short_circuit: " Pale and dashed: never reached when stopping at the first winning move.",
    export_dag_as: |format| format!("DAG as {format}…"),
    export_tree_as: |format| format!("Recursive tree as {format}…"),
    step_call: |position| format!("Call: {position}"),
    step_return: |position, outcome| format!("Return: {position} is {outcome}"),
};

/// The Korean text.
pub static KOREAN: PositionTreeStrings = PositionTreeStrings {
    title_whole: |start, play, nodes| format!("{start}, {play}: 재귀 트리 전체, 노드 {nodes}개"),
    title_cut: |start, play, depth, hidden| {
        format!("{start}, {play}: 깊이 {depth}까지의 재귀 트리, 그리지 않은 노드 {hidden}개")
    },
    hidden_exactly: |hidden| format!("잘린 아래쪽에 그리지 않은 노드는 정확히 {hidden}개입니다."),
    legend: "노드마다 상태(더미들)와 그 값을 적었습니다. 승은 둘 차례인 사람이 이기는 상태, 패는 지는 상태입니다. ×k는 그 상태가 전체 트리에 k번 나온다는 뜻입니다(색으로도 표시). 굵은 주황색 선은 이기는 수(값이 0인 상태로 가는 수)입니다.",
    legend_cut: " 점 세 개는 트리가 더 이어진다는 뜻입니다.",
    legend_short_circuit: " 흐리고 점선인 노드는 처음 찾은 이기는 수에서 멈추면 가 보지 않는 곳입니다.",
    export_dag_as: |format| format!("DAG를 {format}로…"),
    export_tree_as: |format| format!("재귀 트리를 {format}로…"),
    step_call: |position| format!("호출: {position}"),
    step_return: |position, outcome| format!("반환: {position}는 {outcome}"),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_titles_say_how_much_is_drawn_in_both_languages() {
        assert_eq!(
            (ENGLISH.title_cut)("Nim, heaps 3 4 5", "normal play", 2, "219,370"),
            "Nim, heaps 3 4 5, normal play: the recursive tree to depth 2, 219,370 more nodes not drawn"
        );
        assert_eq!(
            (ENGLISH.title_whole)("Nim, heaps 1", "normal play", "1"),
            "Nim, heaps 1, normal play: the whole recursive tree, 1 node"
        );
        assert!((KOREAN.title_cut)("님, 더미 3 4 5", "일반 규칙", 2, "219,370").contains("219,370개"));
    }
}
