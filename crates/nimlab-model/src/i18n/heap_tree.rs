//! The words of the game-tree tab's heaps of a game, in English and Korean: the choice between
//! the coin game and heaps, the heaps' inputs and what is wrong with them, the DAG's nodes and
//! the side panel that works a position's value out.

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{GameHeapError, HeapSizesError, PositionsError};

use super::Strings;
use super::numbers::grouped;

/// One language's words for heaps of a game on the game-tree tab.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct HeapTreeStrings {
    pub kind_label: &'static str,
    pub kind_coins: &'static str,
    pub kind_heaps: &'static str,
    pub kind_heaps_hint: &'static str,
    pub sizes: &'static str,
    pub game: &'static str,
    pub game_hint: &'static str,
    /// The hover text of a view only the coin game has.
    pub coins_only: &'static str,
    pub canvas_hint: &'static str,
    pub pick_hint: &'static str,
    /// A node's accessible name: "(1,4,5): L, g = 0"; `value` is "?" while classroom mode hides it.
    pub node_label: fn(position: &str, value: &str) -> String,
    /// The side panel's heading: "Position (3,4,5)".
    pub position_title: fn(position: &str) -> String,
    /// "The player to move wins."
    pub player_wins: &'static str,
    pub player_loses: &'static str,
    pub children_values: &'static str,
    /// "mex{0, 1, 3} = 2".
    pub mex: fn(set: &str, value: u32) -> String,
    /// "No move: worth 0, a loss." / misère "No move: worth 1, a win."
    pub no_move_normal: &'static str,
    pub no_move_misere: &'static str,
    pub winning_moves: &'static str,
    pub no_winning_move: &'static str,
    pub counts_title: &'static str,
    /// "219,447 nodes in the full tree"
    pub tree_nodes: fn(count: &str) -> String,
    pub distinct: fn(count: &str) -> String,
    pub repeated: fn(count: &str) -> String,
    pub hidden: &'static str,
    pub tree_hint: &'static str,
    /// "143 nodes on show of 219,447 (exact); 120 repeated": nodes on show, the full tree's
    /// nodes, and the nodes on show whose position occurs more than once in the full tree.
    pub tree_summary: fn(shown: &str, total: &str, repeated: &str) -> String,
    /// "219,304 hidden below collapsed nodes"
    pub tree_hidden: fn(hidden: &str) -> String,
    /// The call stack once the step-through's last step is taken: "The recursion has finished:
    /// (3,4,5) → g = 2", the start and its value.
    pub recursion_finished: fn(start: &str, value: &str) -> String,
    /// The same, while classroom mode hides the start's value.
    pub recursion_finished_hidden: &'static str,
    /// The recursive view's canvas, named for screen readers and tests.
    pub tree_canvas: &'static str,
    /// A tree node's accessible name goes on: "occurs 3 times" in the full tree.
    pub occurs: fn(count: &str) -> String,
    /// The fold toggle under a node: "Expand (1,4,5)" / "Collapse (1,4,5)".
    pub expand: fn(position: &str) -> String,
    pub collapse: fn(position: &str) -> String,
    pub error_empty_entry: fn(text: &str) -> String,
    pub error_too_large: fn(entry: &str) -> String,
    pub error_not_a_size: fn(entry: &str) -> String,
    pub error_positions: fn(bound: &str, limit: &str) -> String,
    pub error_work: fn(bound: &str, limit: &str) -> String,
    pub error_counts: fn(bound: &str, limit: &str) -> String,
    pub error_cancelled: &'static str,
    /// A bound past what 64 bits hold: "more than 18 quintillion", never its twenty digits.
    pub bound_saturated: &'static str,
    // Heaps of different games.
    pub sizes_hint: &'static str,
    pub game_unused: &'static str,
    pub error_not_game_size: fn(entry: &str) -> String,
    pub error_empty_heap: fn(text: &str) -> String,
    pub error_too_large_of: fn(size: &str, game: &str) -> String,
    // The Formula view of heaps.
    pub formula_title: &'static str,
    pub formula_intro: &'static str,
    /// The Formula view's headline under misère Nim (Bouton's rule), then under misère sums of
    /// other games (no XOR rule), in place of the normal-play title and intro.
    pub formula_title_misere_nim: &'static str,
    pub formula_intro_misere_nim: &'static str,
    pub formula_title_misere_other: &'static str,
    pub formula_intro_misere_other: &'static str,
    pub formula_start: fn(position: &str) -> String,
    pub formula_selected: fn(position: &str) -> String,
    /// "Heap 2, 0.77 of 5:"
    pub formula_heap: fn(number: usize, game: &str, size: u32) -> String,
    pub reading_nim: fn(size: u32) -> String,
    pub reading_period: fn(n0: usize, pattern: &str, size: u32, index: usize, value: u32) -> String,
    pub reading_before_period: fn(n0: usize, pattern: &str, size: u32, value: u32) -> String,
    pub reading_table: fn(searched: usize, size: u32, value: u32) -> String,
    pub xor_wins: fn(nim_sum: u32) -> String,
    pub xor_loses: &'static str,
    pub xor_moves: &'static str,
    pub misere_nim_big: &'static str,
    pub misere_nim_small: fn(ones: usize) -> String,
    pub misere_no_rule: &'static str,
    /// "By the DP: the player to move wins."
    pub by_dp: fn(verdict: &str) -> String,
    pub formula_hidden: &'static str,
    // Between the tree tab and the Grundy tab.
    pub show_game_as_tree: &'static str,
    /// The hover text of Show the game as a tree: "A heap of 8 of this game in the tree tab…".
    pub show_game_hint: fn(size: u32) -> String,
    pub show_value_as_tree: fn(size: u32) -> String,
    pub show_sum_as_tree: &'static str,
    pub show_sum_hint: &'static str,
    pub grundy_words: fn(sum: &str) -> String,
    pub show_in_grundy: &'static str,
    pub show_in_grundy_hint: &'static str,
    pub show_in_grundy_unfit: fn(heaps: usize, size: u32) -> String,
    /// Above a view drawn for another start while the heaps above are refused, as the Grundy
    /// tab says its values are another input's: "Drawn below: Nim (10,1000), normal play, …".
    pub drawn_stale: fn(start: &str, rule: &str) -> String,
    /// Above a view drawn for another start while the heaps above are built.
    pub drawn_previous: fn(start: &str, rule: &str) -> String,
}

/// The English text.
pub static ENGLISH: HeapTreeStrings = HeapTreeStrings {
    kind_label: "Game:",
    kind_coins: "One pile of coins",
    kind_heaps: "Heaps of a game",
    kind_heaps_hint: "Several heaps of one game (Nim, an octal game, a take set, powers): every position once, as a DAG",
    sizes: "Heaps",
    game: "of",
    game_hint: "nim, an octal code such as 0.77, powers 4, or a take set such as 1,3,4",
    coins_only: "For one pile of coins, for now",
    canvas_hint: "Drag to pan, scroll to zoom; click a position to see its value worked out.",
    pick_hint: "Click a position to see its value worked out.",
    node_label: |position, value| format!("Position {position}: {value}"),
    position_title: |position| format!("Position {position}"),
    player_wins: "The player to move wins.",
    player_loses: "The player to move loses.",
    children_values: "Values of the positions one move away:",
    mex: |set, value| format!("mex{{{set}}} = {value}"),
    no_move_normal: "No move: worth 0, the player to move loses.",
    no_move_misere: "No move under misère: worth 1, the player to move wins.",
    winning_moves: "Winning moves:",
    no_winning_move: "No winning move.",
    counts_title: "The full game tree from the start",
    tree_nodes: |count| format!("{count} nodes"),
    distinct: |count| format!("{count} distinct positions"),
    repeated: |count| format!("{count} repeated nodes"),
    hidden: "Values hidden (classroom mode).",
    tree_hint: "Drag to pan, scroll to zoom; click a node to see its position worked out, a collapsed one to open it; + or − at a node's corner folds it.",
    tree_summary: |shown, total, repeated| {
        let nodes = if shown == "1" { "node" } else { "nodes" };
        format!("{shown} {nodes} on show of {total} (exact); {repeated} repeated")
    },
    tree_hidden: |hidden| format!("{hidden} hidden below collapsed nodes"),
    recursion_finished: |start, value| format!("The recursion has finished: {start} → {value}"),
    recursion_finished_hidden: "The recursion has finished.",
    tree_canvas: "The recursive tree from the start",
    occurs: |count| {
        if count == "1" {
            "occurs 1 time".to_owned()
        } else {
            format!("occurs {count} times")
        }
    },
    expand: |position| format!("Expand {position}"),
    collapse: |position| format!("Collapse {position}"),
    error_empty_entry: |text| {
        format!("'{text}' has an empty entry: heaps are sizes with commas between, e.g. 3,4,5")
    },
    error_too_large: |entry| format!("'{entry}' is too large a heap"),
    error_not_a_size: |entry| format!("'{entry}' is not a heap size: a whole number 0 or more, e.g. 3,4,5"),
    error_positions: |bound, limit| {
        format!("These heaps could reach {bound} positions; the limit is {limit}.")
    },
    error_work: |bound, limit| format!("These heaps could need {bound} moves played; the limit is {limit}."),
    error_counts: |bound, limit| {
        format!("The exact counts here could need {bound} bits; the limit is {limit}.")
    },
    error_cancelled: "The positions were not all built: cancelled.",
    bound_saturated: nimlab_core::games::positions::SATURATED_BOUND,
    // Heaps of different games.
    sizes_hint: "Sizes of the one game (3,4,5), or a sum of different games, each heap GAME:SIZE: nim:3 + 0.77:5 + 1,3,4:6",
    game_unused: "The heaps name their own games",
    error_not_game_size: |entry| format!("'{entry}' is not GAME:SIZE, e.g. nim:3 or 1,3,4:6"),
    error_empty_heap: |text| {
        format!("'{text}' has an empty heap: heaps are GAME:SIZE with + between, e.g. nim:3 + 0.77:5")
    },
    error_too_large_of: |size, game| format!("'{size}' is too large a heap of {game}"),
    // The Formula view of heaps.
    formula_title: "The Sprague–Grundy theorem: a sum is worth the XOR of its heaps' values",
    formula_intro: "Each heap is worth its value in its own game; the player to move wins exactly when the XOR of those values is not 0, and a winning move makes it 0.",
    formula_title_misere_nim: "Bouton's rule for misère Nim: the XOR of the sizes, until only heaps of 0 or 1 are left",
    formula_intro_misere_nim: "While some heap has 2 or more tokens, the player to move wins exactly when the XOR of the sizes is not 0; once every heap has at most 1, exactly when the number of heaps of 1 is even. A winning move plays as in normal Nim, except that a move leaving only heaps of 0 or 1 must leave an odd number of 1s.",
    formula_title_misere_other: "Misère play: no XOR rule holds for these games",
    formula_intro_misere_other: "Misère values do not add as XOR: each heap's normal-play value is read below, but who wins is worked out by the DP over the positions.",
    formula_start: |position| format!("The start {position}"),
    formula_selected: |position| format!("The selected position {position}"),
    formula_heap: |number, game, size| format!("Heap {number}, {game} of {size}:"),
    reading_nim: |size| format!("g(n) = n, so g({size}) = {size}"),
    reading_period: |n0, pattern, size, index, value| {
        format!(
            "from n = {n0}, g(n) = pattern[(n − {n0}) mod p] with pattern {pattern}, so g({size}) = pattern[{index}] = {value}"
        )
    },
    reading_before_period: |n0, pattern, size, value| {
        format!(
            "periodic from n = {n0} (pattern {pattern}); {size} comes before, so g({size}) = {value} from the table"
        )
    },
    reading_table: |searched, size, value| {
        format!("no period certified within {searched} values: g({size}) = {value} from the table")
    },
    xor_wins: |nim_sum| format!("XOR = {nim_sum} ≠ 0: the player to move wins."),
    xor_loses: "XOR = 0: the player to move loses.",
    xor_moves: "Winning moves (each makes the XOR 0):",
    misere_nim_big: "Misère Nim: a heap has 2 or more tokens, so play as in normal Nim by the XOR of the sizes, except that a move leaving only heaps of 0 or 1 must leave an odd number of 1s.",
    misere_nim_small: |ones| {
        format!(
            "Misère Nim: every heap has at most 1 token, so parity decides: {ones} heaps of 1, and the player to move wins exactly when that number is even."
        )
    },
    misere_no_rule: "Misère play: no XOR rule holds for these games (misère values do not add). The DP view holds the values.",
    by_dp: |verdict| format!("By the DP: {verdict}"),
    formula_hidden: "Values and the verdict hidden (classroom mode): work out each heap's value, then XOR them.",
    // Between the tree tab and the Grundy tab.
    show_game_as_tree: "Show the game as a tree",
    show_game_hint: |size| {
        format!(
            "A heap of {size} of this game in the tree tab: its DAG holds every smaller heap too (a selected value sets the size)"
        )
    },
    show_value_as_tree: |size| format!("Show a heap of {size} as a tree"),
    show_sum_as_tree: "Show the sum as a tree",
    show_sum_hint: "These heaps, their games and the rule in the tree tab, as the DAG of every position",
    grundy_words: |sum| format!("In the Grundy tab's words: {sum}"),
    show_in_grundy: "Show in the Grundy tab",
    show_in_grundy_hint: "Open this position as a sum in the Grundy tab's sum builder",
    show_in_grundy_unfit: |heaps, size| {
        format!("The Grundy tab's sum builder takes 1 to {heaps} heaps of at most {size}")
    },
    drawn_stale: |start, rule| {
        format!(
            "Drawn below: {start}, {rule}, the last start that could be built. Correct the heaps above to draw theirs."
        )
    },
    drawn_previous: |start, rule| {
        format!("Drawn below: {start}, {rule}, not yet the heaps above, which are being built.")
    },
};

/// The Korean text.
pub static KOREAN: HeapTreeStrings = HeapTreeStrings {
    kind_label: "게임:",
    kind_coins: "동전 한 더미",
    kind_heaps: "여러 더미 게임",
    kind_heaps_hint: "한 게임(님, 8진 게임, 가져갈 수 있는 수의 집합, 거듭제곱)의 여러 더미: 모든 상태를 한 번씩, DAG로",
    sizes: "더미",
    game: "게임",
    game_hint: "nim, 0.77 같은 8진 코드, powers 4, 또는 1,3,4 같은 가져갈 수의 집합",
    coins_only: "지금은 동전 한 더미에만 있습니다",
    canvas_hint: "끌어서 옮기고 휠로 확대합니다. 상태를 누르면 그 값을 구하는 과정이 나옵니다.",
    pick_hint: "상태를 누르면 그 값을 구하는 과정이 나옵니다.",
    node_label: |position, value| format!("상태 {position}: {value}"),
    position_title: |position| format!("상태 {position}"),
    player_wins: "둘 차례인 사람이 이깁니다.",
    player_loses: "둘 차례인 사람이 집니다.",
    children_values: "한 수 뒤 상태들의 값:",
    mex: |set, value| format!("mex{{{set}}} = {value}"),
    no_move_normal: "둘 수가 없습니다: 값은 0, 둘 차례인 사람이 집니다.",
    no_move_misere: "미제르에서 둘 수가 없습니다: 값은 1, 둘 차례인 사람이 이깁니다.",
    winning_moves: "이기는 수:",
    no_winning_move: "이기는 수가 없습니다.",
    counts_title: "시작 상태부터의 전체 게임 트리",
    tree_nodes: |count| format!("노드 {count}개"),
    distinct: |count| format!("서로 다른 상태 {count}개"),
    repeated: |count| format!("반복된 노드 {count}개"),
    hidden: "값을 가렸습니다(수업 모드).",
    tree_hint: "끌어서 옮기고 휠로 확대합니다. 노드를 누르면 그 상태의 값을 구하는 과정이, 접힌 노드를 누르면 그 아래가 나옵니다. 노드 모서리의 + 또는 −로 접고 폅니다.",
    tree_summary: |shown, total, repeated| {
        format!("전체 {total}개 중 노드 {shown}개 표시(정확한 수), 반복 {repeated}개")
    },
    tree_hidden: |hidden| format!("접힌 노드 아래 {hidden}개 숨김"),
    recursion_finished: |start, value| format!("재귀가 끝났습니다: {start} → {value}"),
    recursion_finished_hidden: "재귀가 끝났습니다.",
    tree_canvas: "시작 상태부터의 재귀 트리",
    occurs: |count| format!("{count}번 나옴"),
    expand: |position| format!("{position} 펼치기"),
    collapse: |position| format!("{position} 접기"),
    error_empty_entry: |text| {
        format!("'{text}'에 빈 항목이 있습니다. 더미 크기를 쉼표로 구분해 쓰세요(예: 3,4,5).")
    },
    error_too_large: |entry| format!("'{entry}'은(는) 너무 큰 더미입니다."),
    error_not_a_size: |entry| {
        format!("'{entry}'은(는) 더미 크기가 아닙니다. 0 이상의 정수를 쓰세요(예: 3,4,5).")
    },
    // The bound stands alone after a colon, so "1800경 초과" reads as well as a number.
    error_positions: |bound, limit| {
        format!("이 더미들이 이를 수 있는 상태 수: {bound}. 한도는 {limit}개입니다.")
    },
    error_work: |bound, limit| {
        format!("이 더미들에서 두어야 할 수 있는 수: {bound}. 한도는 {limit}번입니다.")
    },
    error_counts: |bound, limit| {
        format!("정확한 개수에 필요할 수 있는 비트 수: {bound}. 한도는 {limit}비트입니다.")
    },
    error_cancelled: "상태를 모두 만들지 못했습니다: 취소했습니다.",
    bound_saturated: "1800경 초과",
    // Heaps of different games.
    sizes_hint: "한 게임의 더미 크기(3,4,5), 또는 서로 다른 게임의 합: 더미마다 게임:크기로, nim:3 + 0.77:5 + 1,3,4:6",
    game_unused: "더미마다 게임을 적었습니다",
    error_not_game_size: |entry| format!("'{entry}'은(는) 게임:크기 꼴이 아닙니다(예: nim:3, 1,3,4:6)."),
    error_empty_heap: |text| {
        format!("'{text}'에 빈 더미가 있습니다. 더미를 게임:크기로 쓰고 +로 이으세요(예: nim:3 + 0.77:5).")
    },
    error_too_large_of: |size, game| format!("'{size}'은(는) {game}의 더미로 너무 큽니다."),
    // The Formula view of heaps.
    formula_title: "스프라그–그런디 정리: 게임의 합의 값은 각 더미 값의 XOR입니다",
    formula_intro: "각 더미는 자기 게임에서의 값을 가집니다. 그 값들의 XOR가 0이 아닐 때에만 둘 차례인 사람이 이기고, 이기는 수는 XOR를 0으로 만듭니다.",
    formula_title_misere_nim: "미제르 님의 부턴 규칙: 0이나 1인 더미만 남을 때까지 더미 크기의 XOR",
    formula_intro_misere_nim: "2개 이상인 더미가 있는 동안에는 더미 크기의 XOR가 0이 아닐 때에만 둘 차례인 사람이 이깁니다. 모든 더미가 1개 이하가 되면 1인 더미의 수가 짝수일 때에만 이깁니다. 이기는 수는 보통 님처럼 두되, 0이나 1인 더미만 남기는 수는 1인 더미를 홀수 개 남겨야 합니다.",
    formula_title_misere_other: "미제르: 이 게임들에는 XOR 규칙이 성립하지 않습니다",
    formula_intro_misere_other: "미제르 값은 XOR로 더해지지 않습니다. 아래에 각 더미의 보통 규칙 값을 보이지만, 누가 이기는지는 상태들에 대한 DP로 구합니다.",
    formula_start: |position| format!("시작 상태 {position}"),
    formula_selected: |position| format!("고른 상태 {position}"),
    formula_heap: |number, game, size| format!("{number}번 더미, {game}의 {size}:"),
    reading_nim: |size| format!("g(n) = n이므로 g({size}) = {size}"),
    reading_period: |n0, pattern, size, index, value| {
        format!(
            "n = {n0}부터 g(n) = 패턴[(n − {n0}) mod p], 패턴은 {pattern}이므로 g({size}) = 패턴[{index}] = {value}"
        )
    },
    reading_before_period: |n0, pattern, size, value| {
        format!(
            "n = {n0}부터 주기적입니다(패턴 {pattern}). {size}은(는) 그 앞이므로 표에서 g({size}) = {value}"
        )
    },
    reading_table: |searched, size, value| {
        format!("값 {searched}개 안에서 증명된 주기가 없습니다: 표에서 g({size}) = {value}")
    },
    xor_wins: |nim_sum| format!("XOR = {nim_sum} ≠ 0: 둘 차례인 사람이 이깁니다."),
    xor_loses: "XOR = 0: 둘 차례인 사람이 집니다.",
    xor_moves: "이기는 수(XOR를 0으로 만드는 수):",
    misere_nim_big: "미제르 님: 2개 이상인 더미가 있으므로 더미 크기의 XOR로 보통 님처럼 둡니다. 다만 0이나 1인 더미만 남기는 수는 1인 더미를 홀수 개 남겨야 합니다.",
    misere_nim_small: |ones| {
        format!(
            "미제르 님: 모든 더미가 1개 이하이므로 홀짝이 정합니다. 1인 더미가 {ones}개이고, 그 수가 짝수일 때에만 둘 차례인 사람이 이깁니다."
        )
    },
    misere_no_rule: "미제르: 이 게임들에는 XOR 규칙이 성립하지 않습니다(미제르 값은 더해지지 않습니다). 값은 DP 보기에 있습니다.",
    by_dp: |verdict| format!("DP에 따르면: {verdict}"),
    formula_hidden: "값과 판정을 가렸습니다(수업 모드): 각 더미의 값을 구한 뒤 XOR 하세요.",
    // Between the tree tab and the Grundy tab.
    show_game_as_tree: "게임을 트리로 보기",
    show_game_hint: |size| {
        format!(
            "이 게임의 크기 {size}인 더미를 게임 트리 탭에서 봅니다. 그 DAG에는 더 작은 더미도 모두 있습니다(값을 고르면 그 크기로)."
        )
    },
    show_value_as_tree: |size| format!("크기 {size}인 더미를 트리로 보기"),
    show_sum_as_tree: "합을 트리로 보기",
    show_sum_hint: "이 더미들과 그 게임, 규칙을 게임 트리 탭에서 모든 상태의 DAG로 봅니다",
    grundy_words: |sum| format!("그런디 수 탭의 말로: {sum}"),
    show_in_grundy: "그런디 수 탭에서 보기",
    show_in_grundy_hint: "이 상태를 그런디 수 탭의 합 만들기에서 엽니다",
    show_in_grundy_unfit: |heaps, size| {
        format!("그런디 수 탭의 합 만들기는 크기 {size} 이하의 더미를 1개에서 {heaps}개까지 받습니다")
    },
    drawn_stale: |start, rule| {
        format!(
            "아래 그림은 만들 수 있었던 마지막 시작 상태({start}, {rule})입니다. 위 더미를 고치면 새로 그립니다."
        )
    },
    drawn_previous: |start, rule| {
        format!("아래 그림은 아직 위 더미가 아니라 {start}, {rule}입니다. 위 더미를 만드는 중입니다.")
    },
};

impl Strings {
    /// A start in words, as the views write its positions: "Nim (10,1000)" for heaps of one
    /// game, "Nim 3 + octal 0.77 (Kayles) 5" for a sum.
    pub fn start_words(&self, start: &[(HeapGame, u32)]) -> String {
        let Some((first, _)) = start.first() else {
            return "()".to_owned();
        };
        if start.iter().all(|(game, _)| game == first) {
            // Sorted, as the drawn position is written: (10,1000) whether typed "1000,10" or not.
            let mut sizes: Vec<u32> = start.iter().map(|&(_, size)| size).collect();
            sizes.sort_unstable();
            let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
            return format!("{} ({})", self.figure_game(first), sizes.join(","));
        }
        let heaps: Vec<String> = (start.iter())
            .map(|(game, size)| format!("{} {size}", self.figure_game(game)))
            .collect();
        heaps.join(" + ")
    }

    /// Why typed heap sizes are not a list of heaps, in this language.
    pub fn heap_sizes_error(&self, error: &HeapSizesError) -> String {
        let words = self.heap_tree;
        match error {
            HeapSizesError::EmptyEntry(text) => (words.error_empty_entry)(text),
            HeapSizesError::TooLarge(entry) => (words.error_too_large)(entry),
            HeapSizesError::NotASize(entry) => (words.error_not_a_size)(entry),
        }
    }

    /// Why typed heaps of different games are not a sum of them, in this language.
    pub fn game_heap_error(&self, error: &GameHeapError) -> String {
        let words = self.heap_tree;
        match error {
            GameHeapError::NotGameSize(entry) => (words.error_not_game_size)(entry),
            GameHeapError::EmptyEntry(text) => (words.error_empty_heap)(text),
            GameHeapError::Game(error) => self.grundy_error(error),
            GameHeapError::NotASize(entry) => (words.error_not_a_size)(entry),
            GameHeapError::TooLarge { size, game } => (words.error_too_large_of)(size, &game.to_string()),
        }
    }

    /// Why the positions of a start were not built, in this language.
    pub fn positions_error(&self, error: &PositionsError) -> String {
        let words = self.heap_tree;
        let number = |n: u64| {
            if n == u64::MAX {
                words.bound_saturated.to_owned()
            } else {
                grouped(&n.to_string())
            }
        };
        match error {
            PositionsError::TooManyPositions { bound, limit } => {
                (words.error_positions)(&number(*bound), &number(*limit))
            }
            PositionsError::TooMuchWork { bound, limit } => {
                (words.error_work)(&number(*bound), &number(*limit))
            }
            PositionsError::TooLargeCounts { bound, limit } => {
                (words.error_counts)(&number(*bound), &number(*limit))
            }
            PositionsError::Game(error) => self.grundy_error(error),
            PositionsError::Cancelled => words.error_cancelled.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Language;
    use nimlab_core::games::positions::PositionsError;

    #[test]
    fn a_costly_start_is_refused_in_each_language_with_its_numbers_grouped() {
        let error = PositionsError::TooManyPositions {
            bound: 1_003_003_001,
            limit: 300_000,
        };
        let english = Language::English.strings().positions_error(&error);
        assert!(english.starts_with("These heaps could reach 1"), "{english}");
        assert!(english.contains("003"), "{english}");
        assert!(!english.contains("1003003001"), "grouped: {english}");
        let korean = Language::Korean.strings().positions_error(&error);
        assert!(korean.contains("한도"), "{korean}");
    }

    #[test]
    fn a_start_is_written_as_its_drawn_position_is() {
        use nimlab_core::games::grundy::HeapGame;
        let english = Language::English.strings();
        let typed = [(HeapGame::Nim, 1000), (HeapGame::Nim, 10)];
        assert_eq!(english.start_words(&typed), "Nim (10,1000)");
        let kayles = nimlab_core::games::grundy::parse_spec("0.77").expect("Kayles");
        let sum = [(HeapGame::Nim, 3), (kayles, 4)];
        assert_eq!(english.start_words(&sum), "Nim 3 + octal 0.77 (Kayles) 4");
    }

    #[test]
    fn a_saturated_bound_is_said_in_words_as_the_command_line_says_it() {
        let error = PositionsError::TooManyPositions {
            bound: u64::MAX,
            limit: 300_000,
        };
        let english = Language::English.strings().positions_error(&error);
        assert!(
            english.contains("more than 18 quintillion positions"),
            "{english}"
        );
        assert!(error.to_string().contains("more than 18 quintillion positions"));
        assert!(!english.contains("446"), "{english}");
        let korean = Language::Korean.strings().positions_error(&error);
        assert!(korean.contains("1800경 초과"), "{korean}");
        assert!(!korean.contains("446"), "{korean}");
    }
}
