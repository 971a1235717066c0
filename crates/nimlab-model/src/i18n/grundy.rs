//! The Grundy tab's text, in English and Korean, and its wording of games, rules and their
//! errors.

use super::{Strings, brief_set};
use nimlab_core::games::grundy::{GrundyError, HeapGame};
use nimlab_core::games::misere::MisereError;
use nimlab_core::games::octal::{self, NamedOctal, OctalCode, OctalError};
use nimlab_core::games::{Outcome, Rule};

/// A count of values as prose writes it, in groups of three digits: "93 167".
fn count(n: usize) -> String {
    super::numbers::grouped(&n.to_string())
}

/// One language's text for the Grundy tab. A text that takes values is a function of them, named.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct GrundyStrings {
    /// "The number of values must be a whole number from 1 to {max}."
    pub grundy_count_error: fn(max: usize) -> String,
    /// "Powers of {base} are not a move set: the base must be at least 2."
    pub error_powers_base: fn(base: u32) -> String,
    /// "'{name}' is not a known game: use nim, powers B, an octal code, a named octal game or a
    /// subtraction set."
    pub error_unknown_game: fn(name: &str) -> String,
    /// "Octal codes of more than {max} digits are not supported."
    pub error_octal_too_long: fn(max: usize) -> String,
    pub error_octal_no_moves: &'static str,
    /// "'{digit}' is not an octal digit (0 to 7)."
    pub error_octal_digit: fn(digit: char) -> String,
    pub error_not_octal: &'static str,
    pub game_kayles: &'static str,
    pub game_dawsons_kayles: &'static str,
    pub game_dawsons_chess: &'static str,
    pub kind_nim: &'static str,
    pub desc_play_misere: &'static str,
    pub desc_play_normal: &'static str,
    /// "Octal game {code}: digit k says what removing k tokens may leave …"
    pub desc_octal: fn(code: &str) -> String,
    /// "Take 1, {base}, {base}², … tokens from the heap."
    pub desc_powers: fn(base: u32) -> String,
    pub desc_nim: &'static str,
    /// "Take {takes} tokens from the heap."
    pub desc_subtraction: fn(takes: &str) -> String,
    pub sum_play: &'static str,
    pub sum_your_move: &'static str,
    /// "The computer plays {played}: it is winning."
    pub sum_computer_winning: fn(played: &str) -> String,
    /// "The computer is lost against perfect play, so it plays {played} …"
    pub sum_computer_lost: fn(played: &str) -> String,
    pub grundy_game: &'static str,
    pub kind_takes: &'static str,
    pub kind_one_to_k: &'static str,
    pub kind_powers: &'static str,
    pub kind_octal: &'static str,
    pub field_takes: &'static str,
    pub field_k: &'static str,
    pub field_base: &'static str,
    pub field_octal: &'static str,
    pub grundy_count: &'static str,
    /// "Shown below: the last input computed ({game}, {rule}, {count} values). …"
    pub grundy_stale: fn(game: &str, rule: &str, count: usize) -> String,
    /// The values on show are another input's, while the input above is computed or after its
    /// work was cancelled.
    pub grundy_previous: fn(game: &str, rule: &str, count: usize) -> String,
    pub grundy_nothing_yet: &'static str,
    /// "Full: at most {max} characters.", beside a field that is full.
    pub field_full: fn(max: usize) -> String,
    pub grundy_default_game: &'static str,
    pub export_menu: &'static str,
    pub export_menu_hint: &'static str,
    /// "Values table as {format}…"
    pub export_table_as: fn(format: &str) -> String,
    /// "Chart as {format}…"
    pub export_chart_as: fn(format: &str) -> String,
    /// "Mex of n = {n} as {format}…"
    pub export_mex_as: fn(n: u32, format: &str) -> String,
    /// "Sum's XOR table as {format}…"
    pub export_sum_as: fn(format: &str) -> String,
    pub export_dark: &'static str,
    pub export_hidden: &'static str,
    pub export_csv_blanks_hint: &'static str,
    /// "A heap of {size} is too large for this game: at most {limit}."
    pub error_heap_too_large: fn(size: u32, limit: u32) -> String,
    /// "g({n}) = {value}", the value or "?" while hidden.
    pub grundy_row_label: fn(n: usize, value: &str) -> String,
    // Copying the values as text.
    /// "Grundy values g(n) of {game}, rule {rule}, n = 0 to {last}"
    pub copy_values_header: fn(game: &str, rule: &str, last: usize) -> String,
    pub copy_p_position: &'static str,
    /// "g(n) for the first {shown} of {count} values; …"
    pub grundy_chart_title: fn(shown: usize, count: usize) -> String,
    pub period_title: &'static str,
    /// "No period is certified within the first {searched} values, …"
    pub period_uncertified: fn(searched: usize) -> String,
    /// "From n = {preperiod} on, g repeats with period {period}."
    pub period_found: fn(preperiod: usize, period: usize) -> String,
    /// "Proof: each value depends only on the {width} values before it. …"
    pub certificate_window: fn(width: usize, checked: usize, start: usize, period: usize) -> String,
    /// "Proof (Guy–Smith theorem, t = {`last_digit`}): … {checked} values checked."
    pub certificate_guy_smith: fn(last_digit: usize, checked: usize) -> String,
    /// "Proof: the powers of {base} are all ±1 modulo b + 1 …"
    pub certificate_powers: fn(base: u32, checked: usize) -> String,
    /// "{searched} values searched."
    pub period_searched: fn(searched: usize) -> String,
    /// "Repeating part: {cycle}"
    pub period_cycle: fn(cycle: &str) -> String,
    pub mex_hint: &'static str,
    /// "g({n}) worked out"
    pub mex_title: fn(n: u32) -> String,
    pub mex_no_move_normal: &'static str,
    pub mex_no_move_misere: &'static str,
    pub mex_move: &'static str,
    pub mex_leaves: &'static str,
    pub mex_value: &'static str,
    /// "… and {more} more options"
    pub mex_more_options: fn(more: usize) -> String,
    /// "Values of the options: {values}", in braces.
    pub mex_set: fn(values: &str) -> String,
    /// "Smallest missing value: g({n}) = {value}", the value or "?" while hidden.
    pub mex_result: fn(n: u32, value: &str) -> String,
    pub mex_p_position: &'static str,
    pub mex_n_position: &'static str,
    pub action_set_title: &'static str,
    pub action_set_too_long: &'static str,
    pub sum_title: &'static str,
    pub sum_add_heap: &'static str,
    pub sum_game_hint: &'static str,
    pub sum_heap_game: &'static str,
    pub sum_heap_size: &'static str,
    pub sum_remove_heap: &'static str,
    /// "Game of heap {heap} (nim, 1,3,4, …)"
    pub sum_heap_game_label: fn(heap: usize) -> String,
    /// "Size of heap {heap}"
    pub sum_heap_size_label: fn(heap: usize) -> String,
    /// "Nim-sum = {`nim_sum`} → {outcome} for the player to move"
    pub sum_outcome: fn(nim_sum: u32, outcome: Outcome) -> String,
    /// "Bouton's rule → {outcome} for the player to move"
    pub sum_outcome_misere: fn(outcome: Outcome) -> String,
    pub sum_no_winning_move: &'static str,
    pub sum_winning_moves: &'static str,
    /// "Heap {heap}: {from} → {to}"
    pub sum_move: fn(heap: usize, from: u32, to: &str) -> String,
    pub classroom_grundy_pick: &'static str,
    /// "Reveal g({n})"
    pub grundy_reveal: fn(n: u32) -> String,
    pub period_hidden: &'static str,
    pub mex_no_move_hidden: &'static str,
    pub sum_hidden: &'static str,
    pub sum_reveal: &'static str,
    /// "The computer plays {played}."
    pub sum_computer_plays: fn(played: &str) -> String,
    // The computer's reply searched in the background.
    /// The verdict row's button after a cancelled analysis of the sum.
    pub sum_search_again: &'static str,
    /// Said in the game while the computer's reply waits for the analysis of the position.
    pub sum_computer_thinking: &'static str,
    /// Said in the game when the analysis the computer's reply needs was cancelled.
    pub sum_computer_waits: &'static str,
    /// Under a misère sum searched: what its g column is, and why its XOR is struck out.
    pub sum_searched_note: &'static str,
    /// Beside the struck-out XOR of a misère sum searched.
    pub sum_xor_undecided: &'static str,
    // The Grundy tab's slips and layout on a projector.
    /// Said in the chart's frame while classroom mode hides every value.
    pub chart_hidden: &'static str,
    /// The sum's fold button, folded to its title and verdict or open.
    pub sum_fold: &'static str,
    pub sum_unfold: &'static str,
    // Long periods: powers of b under any rule, and the work budget.
    /// "Proof: the values repeat from 0 …; {checked} values checked up to b^K = {reach} + p."
    pub certificate_powers_window: fn(base: u32, reach: usize, checked: usize) -> String,
    /// "No period is certified within {searched} values: the work budget ran out, …"
    pub period_work_exhausted: fn(searched: usize) -> String,
    /// "This game's values cost more than the work budget allows: it reached {reached} values."
    pub error_work_budget: fn(reached: usize) -> String,
    // Misère values of games that split and misère sums of any games.
    /// A misère search stopped by Cancel.
    pub misere_stopped: &'static str,
    /// "A misère search here could meet up to {bound} positions; the limit is {limit}."
    pub misere_error_positions: fn(bound: &str, limit: &str) -> String,
    /// "A misère search here could look at up to {bound} options; the limit is {limit}."
    pub misere_error_work: fn(bound: &str, limit: &str) -> String,
    /// Positions past the search's 128-bit key.
    pub misere_error_tokens: &'static str,
    /// "Searched {positions} positions → {outcome} for the player to move"
    pub sum_outcome_searched: fn(positions: &str, outcome: Outcome) -> String,
    /// The rule selector's misère choice, for any games.
    pub sum_misere_any: &'static str,
    /// The worked example of the XOR failing under misère, its title and text.
    pub misere_xor_title: &'static str,
    pub misere_xor_example: &'static str,
    /// Said under a misère mex working whose moves split a heap.
    pub mex_misere_sum_note: &'static str,
    /// Said where periods are shown for misère values of a game that splits.
    pub period_misere_none: &'static str,
}

/// The English text.
pub static ENGLISH: GrundyStrings = GrundyStrings {
    sum_play: "Play against the computer",
    sum_your_move: "Your move: pick a heap and what to leave.",
    sum_computer_winning: |played| format!("The computer plays {played}: it is winning."),
    sum_computer_lost: |played| {
        format!("The computer is lost against perfect play, so it plays {played} to make the game last.")
    },
    grundy_game: "Game",
    kind_takes: "Set of takes",
    kind_one_to_k: "Take 1 to k",
    kind_powers: "Powers of b",
    kind_octal: "Octal code",
    field_takes: "Takes",
    field_k: "k",
    field_base: "b",
    field_octal: "Code",
    grundy_count: "Values",
    grundy_stale: |game, rule, count| {
        format!(
            "Shown below: the last input computed ({game}, {rule}, {count} values). Correct the input above to update it."
        )
    },
    grundy_previous: |game, rule, count| {
        format!("Shown below: the values of {game}, {rule}, {count} values, not yet of the input above.")
    },
    grundy_nothing_yet: "Nothing to show until the game above is valid.",
    field_full: |max| format!("Full: at most {max} characters."),
    grundy_default_game: "Start from {1,3,4}",
    export_menu: "Export…",
    export_menu_hint: "Figures drawn for slides and print (not a picture of the screen): the values, the chart, a mex worked out, the sum's XOR table.",
    export_table_as: |format| format!("Values table as {format}…"),
    export_chart_as: |format| format!("Chart as {format}…"),
    export_mex_as: |n, format| format!("Mex of n = {n} as {format}…"),
    export_sum_as: |format| format!("Sum's XOR table as {format}…"),
    export_dark: "Dark background",
    export_hidden: "Classroom mode hides the values: reveal them all to export figures of them.",
    export_csv_blanks_hint: "The values not revealed yet are left blank: a table for the class to fill in.",
    error_heap_too_large: |size, limit| {
        format!("A heap of {size} is too large for this game: at most {limit}.")
    },
    grundy_row_label: |n, value| format!("g({n}) = {value}"),
    // Copying the values as text.
    copy_values_header: |game, rule, last| {
        format!("Grundy values g(n) of {game}, rule {rule}, n = 0 to {last}")
    },
    copy_p_position: "P-position",
    grundy_chart_title: |shown, count| {
        format!("g(n) for the first {shown} of {count} values; P-positions (g = 0) are the vermillion stubs.")
    },
    period_title: "Period",
    period_uncertified: |searched| {
        format!(
            "No period is certified within the first {} values, so none is claimed.",
            count(searched)
        )
    },
    period_found: |preperiod, period| format!("From n = {preperiod} on, g repeats with period {period}."),
    certificate_window: |width, checked, start, period| {
        format!(
            "Proof: each value depends only on the {width} values before it. The window of {checked} consecutive values starting at n = {start} reappears {period} places later, so everything after it repeats forever."
        )
    },
    certificate_guy_smith: |last_digit, checked| {
        format!(
            "Proof (Guy–Smith theorem, t = {last_digit}): g(n + p) = g(n) for n0 ≤ n < 2·n0 + p + t, {} values checked.",
            count(checked)
        )
    },
    certificate_powers: |base, checked| {
        format!(
            "Proof: the powers of {base} are all ±1 modulo b + 1 (all odd when b is odd), which gives the classical pattern; the {checked} values computed follow it."
        )
    },
    period_searched: |searched| format!("{} values searched.", count(searched)),
    period_cycle: |cycle| format!("Repeating part: {cycle}"),
    mex_hint: "Click a row or a bar to see its mex worked out.",
    mex_title: |n| format!("g({n}) worked out"),
    mex_no_move_normal: "No move: the set of options is empty, so g = mex{} = 0.",
    mex_no_move_misere: "No move: under the misère convention (seed 001) this position is worth 1.",
    mex_move: "Move",
    mex_leaves: "Leaves",
    mex_value: "Value",
    mex_more_options: |more| format!("… and {more} more options"),
    mex_set: |values| format!("Values of the options: {{{values}}}"),
    mex_result: |n, value| format!("Smallest missing value: g({n}) = {value}"),
    mex_p_position: "P-position: the player to move loses.",
    mex_n_position: "N-position: the player to move wins.",
    action_set_title: "As a nested action set (seed 001)",
    action_set_too_long: "This heap's nested action set is too long to write out.",
    sum_title: "Sum of games",
    sum_add_heap: "Add heap",
    sum_game_hint: "Game: nim, 1,3,4, powers 4, or an octal code such as 0.77",
    sum_heap_game: "Game",
    sum_heap_size: "Size",
    sum_remove_heap: "Remove heap",
    sum_heap_game_label: |heap| {
        format!("Game of heap {heap} (nim, 1,3,4, powers 4 or an octal code such as 0.77)")
    },
    sum_heap_size_label: |heap| format!("Size of heap {heap}"),
    sum_outcome: |nim_sum, outcome| {
        format!(
            "Nim-sum = {nim_sum} → {} for the player to move",
            super::ENGLISH.outcome(outcome)
        )
    },
    sum_outcome_misere: |outcome| {
        format!(
            "Bouton's rule → {} for the player to move",
            super::ENGLISH.outcome(outcome)
        )
    },
    sum_no_winning_move: "No winning move: every move leaves the opponent a winning position.",
    sum_winning_moves: "Winning moves (click to play):",
    sum_move: |heap, from, to| format!("Heap {heap}: {from} → {to}"),
    classroom_grundy_pick: "Click a row, let the class work out its mex, then reveal it.",
    grundy_reveal: |n| format!("Reveal g({n})"),
    period_hidden: "The period is hidden in classroom mode until the values are revealed.",
    mex_no_move_hidden: "No move from here: what is this position worth under the rule?",
    sum_hidden: "Each heap's value, the nim-sum, the outcome and the winning moves are hidden until revealed.",
    sum_reveal: "Reveal the sum",
    sum_computer_plays: |played| format!("The computer plays {played}."),
    sum_search_again: "Search again",
    sum_computer_thinking: "The computer is thinking…",
    sum_computer_waits: "The search was cancelled, so the computer has no reply yet: press Search again.",
    sum_searched_note: "g is each heap's misère value alone; their XOR (struck out) does not decide a misère sum, which was searched.",
    sum_xor_undecided: "decides nothing under misère",
    // The Grundy tab's slips and layout on a projector.
    chart_hidden: "The values are hidden until revealed: each bar appears with its value.",
    sum_fold: "Fold",
    sum_unfold: "Unfold",
    desc_subtraction: |takes| format!("Take {takes} tokens from the heap."),
    desc_nim: "Take any number of tokens from the heap (Nim).",
    desc_powers: |base| format!("Take 1, {base}, {base}², … tokens from the heap."),
    desc_octal: |code| {
        format!(
            "Octal game {code}: digit k says what removing k tokens may leave (1: nothing, 2: one heap, 4: two heaps)."
        )
    },
    desc_play_normal: "Normal play: whoever cannot move loses, so whoever makes the last move wins.",
    desc_play_misere: "Misère play: whoever cannot move wins, so whoever makes the last move loses; a position with no move is worth 1 (seed 001).",
    kind_nim: "Nim",
    error_not_octal: "An octal code starts with '0.', e.g. 0.77 for Kayles.",
    game_kayles: "Kayles",
    game_dawsons_kayles: "Dawson's Kayles",
    game_dawsons_chess: "Dawson's chess",
    error_octal_digit: |digit| format!("'{digit}' is not an octal digit (0 to 7)."),
    error_octal_no_moves: "The code allows no move at all.",
    error_octal_too_long: |max| format!("Octal codes of more than {max} digits are not supported."),
    error_powers_base: |base| format!("Powers of {base} are not a move set: the base must be at least 2."),
    error_unknown_game: |name| {
        format!(
            "'{name}' is not a known game: use nim, powers B (e.g. powers 2), an octal code (e.g. 0.77), kayles, dawsons-kayles, dawsons-chess or a subtraction set (e.g. 1,3,4)."
        )
    },
    grundy_count_error: |max| format!("The number of values must be a whole number from 1 to {max}."),
    // Long periods.
    certificate_powers_window: |base, reach, checked| {
        format!(
            "Proof: from n = {reach} on, the takes 1, {base}, {base}², … ≤ n leave every remainder modulo p that any power of {base} leaves, so g(n) depends only on n mod p; the {checked} values n < {reach} + p repeat it, so all do."
        )
    },
    period_work_exhausted: |searched| {
        format!(
            "No period is certified within the first {searched} values: the search stopped at this game's work budget, so none is claimed."
        )
    },
    error_work_budget: |reached| {
        format!("This game's values cost more than the work budget allows: it reached {reached} values.")
    },
    // Misère values of games that split and misère sums of any games.
    misere_stopped: "The misère search was stopped.",
    misere_error_positions: |bound, limit| {
        format!("A misère search here could meet up to {bound} positions; the limit is {limit}.")
    },
    misere_error_work: |bound, limit| {
        format!("A misère search here could look at up to {bound} options; the limit is {limit}.")
    },
    misere_error_tokens: "A misère search holds positions of at most about 120 tokens in all.",
    sum_outcome_searched: |positions, outcome| {
        format!(
            "Searched {positions} positions → {} for the player to move",
            super::ENGLISH.outcome(outcome)
        )
    },
    sum_misere_any: "Misère sum",
    misere_xor_title: "Why not the XOR?",
    misere_xor_example: "Under misère, values do not add. In misère Kayles a heap of 1 is worth 0, so the XOR of 1 + 1 is 0 and says the player to move loses. Yet that player wins: take one pin, and the opponent must take the last. So a misère sum is searched over all its heaps (Nim heaps alone follow Bouton's rule).",
    mex_misere_sum_note: "Under misère a split leaves a sum: its value is searched over both heaps, not the XOR of theirs.",
    period_misere_none: "No period is claimed: no theorem certifies one for misère values of a game that splits heaps.",
};

/// The Korean text.
pub static KOREAN: GrundyStrings = GrundyStrings {
    sum_play: "컴퓨터와 대결",
    sum_your_move: "내 차례: 더미와 남길 크기를 고르세요.",
    sum_computer_winning: |played| format!("컴퓨터가 {played}(으)로 둡니다. 컴퓨터가 이기고 있습니다."),
    sum_computer_lost: |played| {
        format!("상대가 완벽하게 두면 컴퓨터가 지는 위치라서, 게임을 길게 끌려고 {played}(으)로 둡니다.")
    },
    grundy_game: "게임",
    kind_takes: "가져갈 수 집합",
    kind_one_to_k: "1~k개 가져가기",
    kind_powers: "b의 거듭제곱",
    kind_octal: "8진 코드",
    field_takes: "가져갈 수",
    field_k: "k",
    field_base: "b",
    field_octal: "코드",
    grundy_count: "값 개수",
    grundy_stale: |game, rule, count| {
        format!(
            "아래는 마지막으로 계산한 게임의 값입니다({game}, {rule}, 값 {count}개). 위 입력을 고치면 새로 계산합니다."
        )
    },
    grundy_previous: |game, rule, count| {
        format!("아래는 아직 위 입력이 아니라 {game}, {rule}, 값 {count}개의 값입니다.")
    },
    grundy_nothing_yet: "위의 게임을 올바르게 입력할 때까지 보여 줄 것이 없습니다.",
    field_full: |max| format!("가득 찼습니다. 최대 {max}자까지 입력할 수 있습니다."),
    grundy_default_game: "{1,3,4}에서 다시 시작",
    export_menu: "내보내기…",
    export_menu_hint: "슬라이드와 인쇄용으로 그린 그림(화면 캡처가 아님): 값 표, 막대그래프, mex 계산, 합의 XOR 표.",
    export_table_as: |format| format!("값 표를 {format}로…"),
    export_chart_as: |format| format!("막대그래프를 {format}로…"),
    export_mex_as: |n, format| format!("n = {n}의 mex 계산을 {format}로…"),
    export_sum_as: |format| format!("합의 XOR 표를 {format}로…"),
    export_dark: "어두운 배경",
    export_hidden: "수업 모드에서 값이 가려져 있습니다. 모두 공개하면 값 그림을 내보낼 수 있습니다.",
    export_csv_blanks_hint: "아직 공개하지 않은 값은 비워 둡니다. 학생들이 채울 표로 쓸 수 있습니다.",
    error_heap_too_large: |size, limit| {
        format!("{size}개짜리 더미는 이 게임에서 너무 큽니다. 최대 {limit}개입니다.")
    },
    grundy_row_label: |n, value| format!("g({n}) = {value}"),
    // Copying the values as text.
    copy_values_header: |game, rule, last| {
        format!("{game}의 그런디 값 g(n), 규칙 {rule}, n = 0부터 {last}까지")
    },
    copy_p_position: "P-위치",
    grundy_chart_title: |shown, count| {
        format!("g(n): 전체 {count}개 중 처음 {shown}개 값. 주홍색 짧은 막대는 P-위치(g = 0)입니다.")
    },
    period_title: "주기",
    period_uncertified: |searched| {
        format!(
            "처음 {}개 값 안에서 증명된 주기가 없으므로 주기를 주장하지 않습니다.",
            count(searched)
        )
    },
    period_found: |preperiod, period| format!("n = {preperiod}부터 g는 주기 {period}로 반복됩니다."),
    certificate_window: |width, checked, start, period| {
        format!(
            "증명: 각 값은 바로 앞 {width}개 값으로만 정해집니다. n = {start}부터 연속한 {checked}개 값의 구간이 {period}칸 뒤에 그대로 다시 나타나므로, 그 뒤는 영원히 반복됩니다."
        )
    },
    certificate_guy_smith: |last_digit, checked| {
        format!(
            "증명 (Guy–Smith 정리, t = {last_digit}): n0 ≤ n < 2·n0 + p + t에서 g(n + p) = g(n)임을 값 {}개로 확인했습니다.",
            count(checked)
        )
    },
    certificate_powers: |base, checked| {
        format!(
            "증명: {base}의 거듭제곱은 모두 b + 1로 나눈 나머지가 ±1입니다(b가 홀수면 모두 홀수). 이로부터 알려진 패턴이 나오며, 계산한 {checked}개 값이 이 패턴을 따릅니다."
        )
    },
    period_searched: |searched| format!("{}개 값을 조사했습니다.", count(searched)),
    period_cycle: |cycle| format!("반복되는 부분: {cycle}"),
    mex_hint: "행이나 막대를 클릭하면 mex 계산 과정이 보입니다.",
    mex_title: |n| format!("g({n}) 계산 과정"),
    mex_no_move_normal: "둘 수 있는 수가 없습니다. 선택지 집합이 비어 있으므로 g = mex{} = 0입니다.",
    mex_no_move_misere: "둘 수 있는 수가 없습니다. 미제르 규칙(원문 001)에서는 이 위치의 값이 1입니다.",
    mex_move: "수",
    mex_leaves: "남는 더미",
    mex_value: "값",
    mex_more_options: |more| format!("… 그리고 선택지 {more}개 더"),
    mex_set: |values| format!("선택지의 값: {{{values}}}"),
    mex_result: |n, value| format!("빠진 가장 작은 값: g({n}) = {value}"),
    mex_p_position: "P-위치: 차례인 사람이 집니다.",
    mex_n_position: "N-위치: 차례인 사람이 이깁니다.",
    action_set_title: "중첩된 행동 집합으로 (원문 001)",
    action_set_too_long: "이 더미의 중첩된 행동 집합은 너무 길어서 적지 않습니다.",
    sum_title: "게임의 합",
    sum_add_heap: "더미 추가",
    sum_game_hint: "게임: nim, 1,3,4, powers 4, 또는 0.77 같은 8진 코드",
    sum_heap_game: "게임",
    sum_heap_size: "크기",
    sum_remove_heap: "더미 삭제",
    sum_heap_game_label: |heap| format!("더미 {heap}의 게임 (nim, 1,3,4, powers 4 또는 0.77 같은 8진 코드)"),
    sum_heap_size_label: |heap| format!("더미 {heap}의 크기"),
    sum_outcome: |nim_sum, outcome| {
        format!(
            "님 합 = {nim_sum} → 차례인 사람: {}",
            super::KOREAN.outcome(outcome)
        )
    },
    sum_outcome_misere: |outcome| format!("Bouton의 규칙 → 차례인 사람: {}", super::KOREAN.outcome(outcome)),
    sum_no_winning_move: "이기는 수가 없습니다. 어떤 수를 두어도 상대가 이기는 위치가 됩니다.",
    sum_winning_moves: "이기는 수 (클릭하면 둡니다):",
    sum_move: |heap, from, to| format!("더미 {heap}: {from} → {to}"),
    classroom_grundy_pick: "행을 클릭해 학생들이 mex를 구하게 한 뒤 공개하세요.",
    grundy_reveal: |n| format!("g({n}) 공개"),
    period_hidden: "수업 모드에서는 값을 공개할 때까지 주기를 가립니다.",
    mex_no_move_hidden: "여기서는 둘 수 있는 수가 없습니다. 이 규칙에서 이 위치의 값은 얼마일까요?",
    sum_hidden: "공개할 때까지 각 더미의 값, 님 합, 승패와 이기는 수를 가립니다.",
    sum_reveal: "합 공개",
    sum_computer_plays: |played| format!("컴퓨터가 {played}(으)로 둡니다."),
    sum_search_again: "다시 탐색",
    sum_computer_thinking: "컴퓨터가 생각하고 있습니다…",
    sum_computer_waits: "탐색을 취소해서 컴퓨터가 아직 두지 못합니다. 다시 탐색을 누르세요.",
    sum_searched_note: "g는 더미 하나만의 미제르 값입니다. 그 XOR(취소선)로는 미제르 합의 승패를 정할 수 없어서 합 전체를 탐색했습니다.",
    sum_xor_undecided: "미제르에서는 승패를 정하지 않음",
    // The Grundy tab's slips and layout on a projector.
    chart_hidden: "공개할 때까지 값을 가립니다. 값을 공개하면 그 막대가 나타납니다.",
    sum_fold: "접기",
    sum_unfold: "펼치기",
    desc_subtraction: |takes| format!("더미에서 {takes}개를 가져갑니다."),
    desc_nim: "더미에서 원하는 만큼 가져갑니다 (님).",
    desc_powers: |base| format!("더미에서 1, {base}, {base}², …개를 가져갑니다."),
    desc_octal: |code| {
        format!(
            "8진 게임 {code}: k번째 숫자는 k개를 가져간 뒤 남길 수 있는 것을 나타냅니다(1: 없음, 2: 한 더미, 4: 두 더미)."
        )
    },
    desc_play_normal: "노멀 규칙: 움직일 수 없는 사람이 집니다. 따라서 마지막 수를 두는 사람이 이깁니다.",
    desc_play_misere: "미제르 규칙: 움직일 수 없는 사람이 이깁니다. 따라서 마지막 수를 두는 사람이 집니다. 둘 수 있는 수가 없는 위치의 값은 1입니다 (원문 001).",
    kind_nim: "님",
    error_not_octal: "8진 코드는 '0.'으로 시작합니다. 예: 케일스는 0.77",
    game_kayles: "케일스",
    game_dawsons_kayles: "도슨의 케일스",
    game_dawsons_chess: "도슨의 체스",
    error_octal_digit: |digit| format!("'{digit}'은(는) 8진 숫자(0~7)가 아닙니다."),
    error_octal_no_moves: "이 코드로는 둘 수 있는 수가 없습니다.",
    error_octal_too_long: |max| format!("{max}자리보다 긴 8진 코드는 지원하지 않습니다."),
    error_powers_base: |base| {
        format!("{base}의 거듭제곱은 가져갈 수 집합이 될 수 없습니다. 밑은 2 이상이어야 합니다.")
    },
    error_unknown_game: |name| {
        format!(
            "'{name}'은(는) 알려진 게임이 아닙니다. nim, powers B(예: powers 2), 8진 코드(예: 0.77), kayles, dawsons-kayles, dawsons-chess, 빼기 집합(예: 1,3,4) 중 하나를 사용하십시오."
        )
    },
    grundy_count_error: |max| format!("값 개수는 1부터 {max}까지의 정수여야 합니다."),
    // Long periods.
    certificate_powers_window: |base, reach, checked| {
        format!(
            "증명: n = {reach}부터는 n 이하의 가져갈 수 1, {base}, {base}², …가 {base}의 거듭제곱이 남기는 p로 나눈 나머지를 모두 남기므로, g(n)은 n mod p로만 정해집니다. n < {reach} + p인 값 {checked}개가 이 반복을 따르므로 모든 값이 따릅니다."
        )
    },
    period_work_exhausted: |searched| {
        format!(
            "처음 {searched}개 값 안에서 증명된 주기가 없습니다. 이 게임의 작업 예산에서 탐색을 멈췄으므로 주기를 주장하지 않습니다."
        )
    },
    error_work_budget: |reached| {
        format!("이 게임의 값은 작업 예산보다 많은 계산이 필요합니다. 값 {reached}개까지 계산했습니다.")
    },
    // Misère values of games that split and misère sums of any games.
    misere_stopped: "미제르 탐색을 멈추었습니다.",
    misere_error_positions: |bound, limit| {
        format!("이 미제르 탐색은 포지션을 최대 {bound}개 만날 수 있습니다. 한도는 {limit}개입니다.")
    },
    misere_error_work: |bound, limit| {
        format!("이 미제르 탐색은 선택지를 최대 {bound}개 살펴볼 수 있습니다. 한도는 {limit}개입니다.")
    },
    misere_error_tokens: "미제르 탐색은 모두 합쳐 약 120개 이하의 토큰으로 된 포지션만 다룹니다.",
    sum_outcome_searched: |positions, outcome| {
        format!(
            "포지션 {positions}개 탐색 → 차례인 사람: {}",
            super::KOREAN.outcome(outcome)
        )
    },
    sum_misere_any: "미제르 합",
    misere_xor_title: "XOR을 쓰지 않는 이유",
    misere_xor_example: "미제르에서는 값이 더해지지 않습니다. 미제르 케일스에서 1짜리 더미의 값은 0이므로 1 + 1의 XOR은 0이 되어 차례인 사람이 진다고 말합니다. 그러나 그 사람이 이깁니다. 핀 하나를 쓰러뜨리면 상대가 마지막 핀을 가져가야 합니다. 그래서 미제르 합은 모든 더미에 걸쳐 탐색합니다 (님 더미만 있으면 Bouton의 규칙을 따릅니다).",
    mex_misere_sum_note: "미제르에서 나누는 수는 합을 남깁니다. 그 값은 두 더미의 XOR이 아니라 두 더미 전체를 탐색해 구합니다.",
    period_misere_none: "주기를 주장하지 않습니다. 더미를 나누는 게임의 미제르 값에 대해 주기를 보증하는 정리가 없습니다.",
};

/// The Grundy tab's wording of games, rules and their errors, built from its own table and
/// the words the tabs share.
impl Strings {
    /// Who wins under `rule`, in words for the Grundy tab.
    pub fn rule_play(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Normal => self.grundy.desc_play_normal,
            Rule::Misere => self.grundy.desc_play_misere,
        }
    }

    /// How the game is played under `rule`: the moves, then who wins.
    pub fn game_description(&self, game: &HeapGame, rule: Rule) -> String {
        let moves = match game {
            HeapGame::Subtraction(set) => (self.grundy.desc_subtraction)(&brief_set(set, self.takes_in_all)),
            HeapGame::Nim => self.grundy.desc_nim.to_owned(),
            HeapGame::Powers(b) => (self.grundy.desc_powers)(*b),
            HeapGame::Octal(code) => (self.grundy.desc_octal)(&match self.octal_name(code) {
                Some(name) => format!("{code} ({name})"),
                None => code.to_string(),
            }),
        };
        format!("{moves} {}", self.rule_play(rule))
    }

    /// The name of the octal game `code` is, if it has one: "Kayles".
    pub fn octal_name(&self, code: &OctalCode) -> Option<&'static str> {
        NamedOctal::of(code).map(|game| match game {
            NamedOctal::Kayles => self.grundy.game_kayles,
            NamedOctal::DawsonsKayles => self.grundy.game_dawsons_kayles,
            NamedOctal::DawsonsChess => self.grundy.game_dawsons_chess,
        })
    }

    /// A game's short name as typed: `{1,3,4}`, `Nim`, `1, 4, 4², …`, `0.77`.
    pub fn game_name(&self, game: &HeapGame) -> String {
        match game {
            HeapGame::Subtraction(set) => brief_set(set, self.takes_in_all),
            HeapGame::Nim => self.grundy.kind_nim.to_owned(),
            HeapGame::Powers(b) => format!("1, {b}, {b}², …"),
            HeapGame::Octal(code) => code.to_string(),
        }
    }

    /// Explains a bad game or rule choice in this language.
    pub fn grundy_error(&self, error: &GrundyError) -> String {
        match error {
            GrundyError::MoveSet(error) => self.input_error(error),
            GrundyError::Octal(OctalError::MissingPoint) => self.grundy.error_not_octal.to_owned(),
            GrundyError::Octal(OctalError::NotOctal(c)) => (self.grundy.error_octal_digit)(*c),
            GrundyError::Octal(OctalError::NoMoves) => self.grundy.error_octal_no_moves.to_owned(),
            GrundyError::Octal(OctalError::TooLong) => (self.grundy.error_octal_too_long)(octal::MAX_DIGITS),
            GrundyError::PowersBase(b) => (self.grundy.error_powers_base)(*b),
            GrundyError::UnknownGame(name) => (self.grundy.error_unknown_game)(name),
            GrundyError::TooManyValues(max) => (self.grundy.grundy_count_error)(*max),
            GrundyError::WorkBudget(reached) => (self.grundy.error_work_budget)(*reached),
        }
    }

    /// Why a misère search was refused, in this language.
    pub fn misere_error(&self, error: &MisereError) -> String {
        let number = |n: u64| super::numbers::grouped(&n.to_string());
        match error {
            MisereError::TooManyPositions { bound, limit } => {
                (self.grundy.misere_error_positions)(&number(*bound), &number(*limit))
            }
            MisereError::TooMuchWork { bound, limit } => {
                (self.grundy.misere_error_work)(&number(*bound), &number(*limit))
            }
            MisereError::TooManyTokens => self.grundy.misere_error_tokens.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Language;
    use nimlab_core::games::Rule;
    use nimlab_core::games::grundy::parse_spec;

    #[test]
    fn the_window_names_the_known_octal_games_in_its_language() {
        let game = |text: &str| parse_spec(text).expect("a game");
        let korean = Language::Korean
            .strings()
            .game_description(&game("0.77"), Rule::Normal);
        assert!(
            korean.starts_with("8진 게임 0.77 (케일스):") && !korean.contains("Kayles"),
            "{korean}"
        );
        let english = Language::English
            .strings()
            .game_description(&game("0.137"), Rule::Normal);
        assert!(
            english.starts_with("Octal game 0.137 (Dawson's chess):"),
            "{english}"
        );
        let other = Language::English
            .strings()
            .game_description(&game("0.6"), Rule::Normal);
        assert!(other.starts_with("Octal game 0.6:"), "{other}");
    }
}
