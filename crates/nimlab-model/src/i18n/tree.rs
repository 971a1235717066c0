//! The game-tree tab's text, in English and Korean.

use super::Strings;
use nimlab_core::games::formula::{self, FormulaAnswer};
use nimlab_core::games::period::Period;
use nimlab_core::games::{Outcome, Rule};

/// "Win (1)" or "Lose": the outcome and the take that wins, in the UI language.
pub fn verdict(strings: &Strings, outcome: Outcome, take: Option<u32>) -> String {
    match take {
        Some(take) => format!("{} ({take})", strings.outcome(outcome)),
        None => strings.outcome(outcome).to_owned(),
    }
}

/// What classroom mode keeps out of a worked formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hiding {
    /// Nothing: the arithmetic and the value.
    Nothing,
    /// The formula, so the arithmetic (it is the formula at work, which gives every value
    /// away); the value, revealed, shows alone.
    Formula,
    /// The value, so everything.
    Value,
}

/// The formula worked out for one pile, e.g. "(13 − 1) mod 4 = 0 → Lose"; less what classroom
/// mode keeps out ([`Hiding`]): "Lose" alone, or "?".
pub fn worked(
    rule: Rule,
    k: u32,
    coins: u32,
    answer: FormulaAnswer,
    hiding: Hiding,
    strings: &Strings,
) -> String {
    let modulus = k + 1;
    let expression = match (rule, formula::remainder(rule, k, coins)) {
        (_, None) => String::new(),
        (Rule::Misere, Some(remainder)) => format!("({coins} − 1) mod {modulus} = {remainder} → "),
        (Rule::Normal, Some(remainder)) => format!("{coins} mod {modulus} = {remainder} → "),
    };
    let value = verdict(strings, answer.outcome, answer.take);
    match hiding {
        Hiding::Value => "?".to_owned(),
        Hiding::Formula => value,
        Hiding::Nothing => format!("{expression}{value}"),
    }
}

/// One language's text for the game-tree tab: a text that takes values is a function of them,
/// so each language words it in its own order and none can leave a value out.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct TreeStrings {
    /// "6 coins: W or L for the player to move?"
    pub classroom_question: fn(coins: u32) -> String,
    /// "Right! 6 coins is W."
    pub classroom_right: fn(coins: u32, outcome: Outcome) -> String,
    /// "Not quite: 6 coins is W."
    pub classroom_wrong: fn(coins: u32, outcome: Outcome) -> String,
    /// "Taking 2 leaves 4, a lost position for the opponent."
    pub classroom_why_win: fn(take: u32, left: u32) -> String,
    pub classroom_why_lose: &'static str,
    pub classroom_why_terminal: &'static str,
    /// The reason names positions whose values are still hidden.
    pub classroom_why_hidden: &'static str,
    pub classroom_pick: &'static str,
    pub export_whole_tree: &'static str,
    pub export_whole_tree_hint: &'static str,
    pub export_figure: &'static str,
    pub export_figure_hint: &'static str,
    /// "Tree as PNG…"
    pub export_tree_as: fn(format: &str) -> String,
    /// "DAG and table as PNG…"
    pub export_dp_as: fn(format: &str) -> String,
    /// "Formula and table as PNG…"
    pub export_formula_as: fn(format: &str) -> String,
    /// "Pattern as PNG…"
    pub export_pattern_as: fn(format: &str) -> String,
    /// "Chart as PNG…"
    pub export_chart_as: fn(format: &str) -> String,
    pub export_depth: &'static str,
    pub export_depth_hint: &'static str,
    pub view_growth: &'static str,
    /// "At n = 13: the naive recursion makes 1,431 calls; dynamic programming fills 14 states."
    pub growth_intro: fn(n: u32, calls: &str, states: u32) -> String,
    pub growth_hint: &'static str,
    pub growth_x: &'static str,
    pub growth_y: &'static str,
    pub growth_naive: &'static str,
    pub growth_short_circuit: &'static str,
    pub growth_dp: &'static str,
    /// "n = 13"
    pub growth_now: fn(n: u32) -> String,
    // What the chart marks at the pile on show, for screen readers.
    /// "Marked at n = 13: naive recursion 2,000 calls, stopping at the first winning take 40
    /// calls, dynamic programming 14 states."
    pub growth_marked: fn(n: u32, naive: &str, short_circuit: &str, states: u32) -> String,
    pub view_play: &'static str,
    pub view_play_hint: &'static str,
    pub play_undo: &'static str,
    pub play_again: &'static str,
    pub play_your_turn: &'static str,
    /// "Take 2"
    pub play_take: fn(take: u32) -> String,
    /// "The computer takes 1 and leaves 8: it is winning."
    pub play_computer_winning: fn(take: u32, left: u32) -> String,
    /// "The computer is lost against perfect play, so it takes 1 (leaving 8) to make the game last."
    pub play_computer_lost: fn(take: u32, left: u32) -> String,
    /// "Hint: take 1. It leaves 8, a lost position for the computer."
    pub play_hint_take: fn(take: u32, left: u32) -> String,
    pub play_hint_none: &'static str,
    /// "The computer takes 1 and leaves 8."
    pub play_computer_took: fn(take: u32, left: u32) -> String,
    pub play_why_you_took_last: &'static str,
    pub play_why_computer_took_last: &'static str,
    /// "2 coins left and no allowed take fits: you cannot move."
    pub play_why_you_stuck: fn(coins: u32) -> String,
    /// "2 coins left and no allowed take fits: the computer cannot move."
    pub play_why_computer_stuck: fn(coins: u32) -> String,
    pub play_rule_stuck_misere: &'static str,
    pub play_rule_stuck_normal: &'static str,
    pub play_replay: &'static str,
    /// "9 coins on the table"
    pub play_coins_left: fn(coins: u32) -> String,
    /// "1. You took 2, 11 left": the move's number, who moved, the take, the coins left.
    pub play_move_line: fn(number: usize, who: &str, take: u32, left: u32) -> String,
    /// "13 coins on the table."
    pub play_start_line: fn(coins: u32) -> String,
    pub step_through: &'static str,
    pub step_keys: &'static str,
    pub step_start: &'static str,
    pub step_back: &'static str,
    pub step_forward: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub per_second: &'static str,
    pub speed: &'static str,
    /// "step 3 of 40"
    pub step_count: fn(done: usize, total: usize) -> String,
    pub call_stack: &'static str,
    pub call_stack_empty: &'static str,
    /// Above the call stack when its outer calls are out of view: how many (the ellipsis, as the
    /// projector's fonts have no vertical one).
    pub call_stack_more_above: fn(hidden: usize) -> String,
    /// Below the call stack when its inner calls are out of view: how many.
    pub call_stack_more_below: fn(hidden: usize) -> String,
    /// "Call: 6 coins"
    pub step_call: fn(coins: u32) -> String,
    /// "Return: 6 coins is Win", with the outcome already worded.
    pub step_return: fn(coins: u32, outcome: &str) -> String,
    pub step_waiting: &'static str,
    pub step_running: &'static str,
    pub step_current: &'static str,
    // A greyed node says so to screen readers (one rule for "never visited").
    pub node_not_visited: &'static str,
    // The counters' header when a short tab folds them (the tree's room).
    pub counters_folded: &'static str,
    pub counters_legend_folded: &'static str,
    /// The game's rows folded while stepping in a short tab: "13 coins, takes 1, 2, 3, Misère ·
    /// Recursive" (the takes and the rule's and view's names already worded).
    pub game_folded: fn(coins: u32, takes: &str, rule: &str, view: &str) -> String,
    /// "Filled: 6 coins is Win", with the value already worded (or "?").
    pub dp_fill: fn(coins: u32, value: &str) -> String,
    /// "6 coins: not filled yet"
    pub dp_not_filled: fn(coins: u32) -> String,
    pub coins: &'static str,
    pub takes: &'static str,
    pub rule_misere_hint: &'static str,
    pub rule_normal_hint: &'static str,
    pub seed_lesson: &'static str,
    pub seed_lesson_hint: &'static str,
    pub view_recursive: &'static str,
    pub view_dp: &'static str,
    pub view_formula: &'static str,
    pub evaluate_all: &'static str,
    pub evaluate_short_circuit: &'static str,
    pub evaluate_short_circuit_hint: &'static str,
    pub nodes: &'static str,
    pub distinct_states: &'static str,
    pub repeated_nodes: &'static str,
    pub short_circuit_nodes: &'static str,
    pub nodes_on_show: &'static str,
    pub win_letter: &'static str,
    pub lose_letter: &'static str,
    pub fit_to_view: &'static str,
    pub collapse_subtree: &'static str,
    pub expand_subtree: &'static str,
    pub reset_folds: &'static str,
    pub selected: &'static str,
    /// "1 coin", "6 coins" (Korean has one form: "동전 6개").
    pub coin_count: fn(coins: u32) -> String,
    /// "1 node", "27 nodes", for a count already written (abbreviated when huge).
    pub node_count: fn(count: &str) -> String,
    /// "The tree from 6 has 27 nodes.", the node count already written.
    pub subtree_size: fn(coins: u32, nodes: &str) -> String,
    pub none_selected: &'static str,
    pub canvas_hint: &'static str,
    // The DAG's hint: it has nothing to fold.
    pub dp_canvas_hint: &'static str,
    /// "6 coins (W) at the start", the value already worded (or "?").
    pub node_label_root: fn(coins: u32, value: &str) -> String,
    /// "2 coins (L) after taking 1,3", the value and the takes already written.
    pub node_label: fn(coins: u32, value: &str, takes: &str) -> String,
    /// "State 6 (Win)", the value already worded (or "?").
    pub dp_node_label: fn(coins: u32, value: &str) -> String,
    /// "Table row for 6 coins"
    pub dp_row_label: fn(coins: u32) -> String,
    pub occurs_once: &'static str,
    /// "Occurs 12 times in the whole tree", the count already written.
    pub occurrences: fn(count: &str) -> String,
    /// "+27 nodes": what a folded node hides, the count already written.
    pub hidden_nodes: fn(count: &str) -> String,
    pub winning_takes: &'static str,
    pub no_winning_take: &'static str,
    /// "Shown below: 6 coins, takes {1,2,3}, misère, the last input computed. …"
    pub stale_invalid: fn(coins: u32, takes: &str, rule: &str) -> String,
    /// "Shown below: 6 coins, takes {1,2,3}, misère, until the new input is computed."
    pub stale_computing: fn(coins: u32, takes: &str, rule: &str) -> String,
    pub state: &'static str,
    pub table_coins: &'static str,
    pub table_win: &'static str,
    pub dp_table_title: &'static str,
    // Copying the table as text.
    /// "The coin-game article's table (`GenerateNimTable`) for takes {1,2,3}, rule misère, piles of
    /// 0 to 13 coins"
    pub copy_dp_header: fn(takes: &str, rule: &str, up_to: u32) -> String,
    pub dp_intro: &'static str,
    pub unreachable: &'static str,
    /// "The closed formula for takes {1, …, 3}"
    pub formula_title: fn(k: u32) -> String,
    /// "Misère: the player to move wins iff (n − 1) mod 4 ≠ 0, by taking (n − 1) mod 4 coins."
    pub formula_misere: fn(modulus: u32) -> String,
    /// "Normal: the player to move wins iff n mod 4 ≠ 0, by taking n mod 4 coins."
    pub formula_normal: fn(modulus: u32) -> String,
    /// "For n = 13: (13 − 1) mod 4 = 0 → Lose", the worked formula already written.
    pub formula_now: fn(coins: u32, worked: &str) -> String,
    pub formula_hidden: &'static str,
    // Table 1's title, true to the rule and takes on show.
    /// "The coin-game article, Table 1: …": the article's own table, misère with takes {1, 2, 3}.
    pub formula_table_seed: &'static str,
    /// "The coin-game article's Table 1 for takes {1, …, 5}: …": misère, other takes.
    pub formula_table_misere: fn(k: u32) -> String,
    /// "Normal rule, takes {1, …, 3}: … (the coin-game article's Table 1 is for misère)".
    pub formula_table_normal: fn(k: u32) -> String,
    pub formula_column: &'static str,
    pub dp_column: &'static str,
    /// "The formula agrees with the DP table for every n from 0 to 200."
    pub formula_agrees: fn(up_to: u32) -> String,
    /// "The formula and the DP table disagree at n = 7."
    pub formula_disagrees: fn(at: u32) -> String,
    pub pattern_title: &'static str,
    /// "The outcome of n depends only on the 4 outcomes before it, so …"
    pub pattern_intro: fn(window: u32) -> String,
    /// "From n = 0 on, the outcomes repeat with period 7: the window of 4 outcomes there
    /// reappears one period later, which proves it (found within the first 400 positions)."
    pub pattern_certified: fn(period: Period, searched: usize) -> String,
    /// "No period is certified within the first 400 positions."
    pub pattern_uncertified: fn(searched: usize) -> String,
    /// "Losing positions: n ≥ 0 with n mod 7 in {0, 2}", the residues already written.
    pub pattern_lose_positions: fn(from: usize, period: usize, residues: &str) -> String,
    pub legend_repeated: &'static str,
    pub legend_winning_edge: &'static str,
    pub legend_not_visited: &'static str,
    // Animated export of the step-through: the Figure… menu's entry, its
    // frame-delay field, and the window that draws it.
    pub export_animation: &'static str,
    pub export_animation_hint: &'static str,
    pub animation_delay: &'static str,
    pub animation_delay_hint: &'static str,
    pub animation_title: &'static str,
    /// "120 frames of 1920 × 540 pixels"
    pub animation_plan: fn(frames: usize, width: u32, height: u32) -> String,
    /// "The step-through has 800 steps: a frame every 3 steps (at most 400 frames)."
    pub animation_sampled: fn(steps: usize, every: usize, cap: usize) -> String,
}

impl TreeStrings {
    /// The rule in one sentence, as its button's hover text says it.
    pub fn rule_hint(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Misere => self.rule_misere_hint,
            Rule::Normal => self.rule_normal_hint,
        }
    }

    /// Table 1's title for `rule` and takes {1, …, k}: the article's own title only for the
    /// article's own table (misère, k = 3).
    pub fn formula_table_title(&self, rule: Rule, k: u32) -> String {
        match rule {
            Rule::Misere if k == 3 => self.formula_table_seed.to_owned(),
            Rule::Misere => (self.formula_table_misere)(k),
            Rule::Normal => (self.formula_table_normal)(k),
        }
    }

    /// "W" or "L" (in Korean 승/패), for the player to move.
    pub fn outcome_letter(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win_letter,
            Outcome::Lose => self.lose_letter,
        }
    }
}

/// "1 coin", "6 coins".
fn english_coins(coins: u32) -> String {
    if coins == 1 {
        format!("{coins} coin")
    } else {
        format!("{coins} coins")
    }
}

/// "1 node", "27 nodes", for a count already written.
fn english_nodes(count: &str) -> String {
    if count == "1" {
        format!("{count} node")
    } else {
        format!("{count} nodes")
    }
}

/// "W" or "L".
fn english_letter(outcome: Outcome) -> &'static str {
    ENGLISH.outcome_letter(outcome)
}

/// "승" or "패".
fn korean_letter(outcome: Outcome) -> &'static str {
    KOREAN.outcome_letter(outcome)
}

/// The English text.
pub static ENGLISH: TreeStrings = TreeStrings {
    classroom_question: |coins| {
        format!(
            "{pile}: W or L for the player to move?",
            pile = english_coins(coins)
        )
    },
    classroom_right: |coins, outcome| {
        format!(
            "Right! {pile} is {letter}.",
            pile = english_coins(coins),
            letter = english_letter(outcome)
        )
    },
    classroom_wrong: |coins, outcome| {
        format!(
            "Not quite: {pile} is {letter}.",
            pile = english_coins(coins),
            letter = english_letter(outcome)
        )
    },
    classroom_why_win: |take, left| format!("Taking {take} leaves {left}, a lost position for the opponent."),
    classroom_why_lose: "Every take leaves the opponent a winning position.",
    classroom_why_terminal: "No move is left: the rule decides.",
    classroom_why_hidden: "The reason names positions still hidden: answer them first.",
    classroom_pick: "Click a node and ask the class: W or L?",
    export_whole_tree: "whole tree",
    export_whole_tree_hint: "Fit the whole tree into the picture, not just the part on screen.",
    export_figure: "Figure…",
    export_figure_hint: "This view drawn for slides and print, not a picture of the screen; a tree to the depth chosen.",
    export_tree_as: |format| format!("Tree as {format}…"),
    export_dp_as: |format| format!("DAG and table as {format}…"),
    export_formula_as: |format| format!("Formula and table as {format}…"),
    export_pattern_as: |format| format!("Pattern as {format}…"),
    export_chart_as: |format| format!("Chart as {format}…"),
    export_depth: "Depth",
    export_depth_hint: "Levels below the root; 0 draws as deep as fits a slide.",
    view_growth: "Growth",
    growth_intro: |n, calls, states| {
        format!(
            "At n = {n}: the naive recursion makes {calls} calls; dynamic programming fills {states} states."
        )
    },
    growth_hint: "Logarithmic scale: a straight line going up is exponential growth.",
    growth_x: "coins n",
    growth_y: "calls or states (log scale)",
    growth_naive: "naive recursion: calls",
    growth_short_circuit: "stopping at the first winning take: calls",
    growth_dp: "dynamic programming: states",
    growth_now: |n| format!("n = {n}"),
    // What the chart marks at the pile on show, for screen readers.
    growth_marked: |n, naive, short_circuit, states| {
        format!(
            "Marked at n = {n}: naive recursion {naive} calls, stopping at the first winning take {short_circuit} calls, dynamic programming {states} states."
        )
    },
    view_play: "Play",
    view_play_hint: "Play this game against the computer.",
    play_undo: "Undo my move",
    play_again: "Play again",
    play_your_turn: "Your turn: how many coins do you take?",
    play_take: |take| format!("Take {take}"),
    play_computer_winning: |take, left| {
        format!("The computer takes {take} and leaves {left}: it is winning.")
    },
    play_computer_lost: |take, left| {
        format!(
            "The computer is lost against perfect play, so it takes {take} (leaving {left}) to make the game last."
        )
    },
    play_hint_take: |take, left| {
        format!("Hint: take {take}. It leaves {left}, a lost position for the computer.")
    },
    play_hint_none: "Hint: every take loses against perfect play. Stall, and hope for a slip.",
    play_computer_took: |take, left| format!("The computer takes {take} and leaves {left}."),
    play_why_you_took_last: "You took the last coin.",
    play_why_computer_took_last: "The computer took the last coin.",
    play_why_you_stuck: |coins| {
        format!(
            "{pile} left and no allowed take fits: you cannot move.",
            pile = english_coins(coins)
        )
    },
    play_why_computer_stuck: |coins| {
        format!(
            "{pile} left and no allowed take fits: the computer cannot move.",
            pile = english_coins(coins)
        )
    },
    play_rule_stuck_misere: "Under misère the player who cannot move wins.",
    play_rule_stuck_normal: "Under the normal rule the player who cannot move loses.",
    play_replay: "replay: moves shown",
    play_coins_left: |coins| format!("{pile} on the table", pile = english_coins(coins)),
    play_move_line: |number, who, take, left| format!("{number}. {who} took {take}, {left} left"),
    play_start_line: |coins| format!("{pile} on the table.", pile = english_coins(coins)),
    step_through: "Step through",
    step_keys: "Walk the evaluation one step at a time. Space plays or pauses, → or PageDown steps, ← or PageUp steps back; F1 lists every key.",
    step_start: "Start",
    step_back: "Back",
    step_forward: "Step",
    play: "Play",
    pause: "Pause",
    per_second: " steps/s",
    speed: "Speed: steps per second",
    step_count: |done, total| format!("step {done} of {total}"),
    call_stack: "Call stack",
    call_stack_empty: "Nothing is running yet.",
    call_stack_more_above: |hidden| match hidden {
        1 => "… 1 more call above".to_owned(),
        _ => format!("… {hidden} more calls above"),
    },
    call_stack_more_below: |hidden| match hidden {
        1 => "… 1 more call below".to_owned(),
        _ => format!("… {hidden} more calls below"),
    },
    step_call: |coins| format!("Call: {pile}", pile = english_coins(coins)),
    step_return: |coins, outcome| format!("Return: {pile} is {outcome}", pile = english_coins(coins)),
    step_waiting: ", not called yet",
    step_running: ", running",
    step_current: ", current step",
    // A greyed node says so to screen readers (one rule for "never visited").
    node_not_visited: ", never visited",
    // The counters' header when a short tab folds them (the tree's room).
    counters_folded: "Counts",
    game_folded: |coins, takes, rule, view| format!("{coins} coins, takes {takes}, {rule} · {view}"),
    counters_legend_folded: "Counts and legend",
    dp_fill: |coins, value| format!("Filled: {pile} is {value}", pile = english_coins(coins)),
    dp_not_filled: |coins| format!("{pile}: not filled yet", pile = english_coins(coins)),
    coins: "Coins",
    takes: "Allowed takes",
    rule_misere_hint: "Whoever takes the last coin loses (seed 000's game).",
    rule_normal_hint: "Whoever cannot move loses, so whoever takes the last coin wins.",
    seed_lesson: "Seed 000: 13 coins",
    seed_lesson_hint: "The magazine's game: 13 coins, take 1 to 3, whoever takes the last coin loses.",
    view_recursive: "Recursive",
    view_dp: "Dynamic programming",
    view_formula: "Formula",
    evaluate_all: "Evaluate every move",
    evaluate_short_circuit: "Stop at first winning move",
    evaluate_short_circuit_hint: "Evaluate like seed 000's GetCoinCount: stop at the first winning take. Branches it never visits are greyed out.",
    nodes: "Nodes",
    distinct_states: "Distinct states",
    repeated_nodes: "Repeated nodes",
    short_circuit_nodes: "Visited when stopping at the first win",
    nodes_on_show: "Nodes on show",
    win_letter: "W",
    lose_letter: "L",
    fit_to_view: "Fit to view",
    collapse_subtree: "Collapse subtree",
    expand_subtree: "Expand subtree",
    reset_folds: "Reset folding",
    selected: "Selected",
    coin_count: english_coins,
    node_count: english_nodes,
    subtree_size: |coins, nodes| format!("The tree from {coins} has {nodes}.", nodes = english_nodes(nodes)),
    none_selected: "Click a node to select its state in every view.",
    canvas_hint: "Drag to pan, scroll to zoom, click a node to select it, double-click to fold it.",
    // The DAG's hint: it has nothing to fold.
    dp_canvas_hint: "Drag to pan, scroll to zoom, click a state to select it.",
    node_label_root: |coins, value| format!("{pile} ({value}) at the start", pile = english_coins(coins)),
    node_label: |coins, value, takes| {
        format!(
            "{pile} ({value}) after taking {takes}",
            pile = english_coins(coins)
        )
    },
    dp_node_label: |coins, value| format!("State {coins} ({value})"),
    dp_row_label: |coins| format!("Table row for {pile}", pile = english_coins(coins)),
    occurs_once: "Occurs once in the whole tree",
    occurrences: |count| format!("Occurs {count} times in the whole tree"),
    hidden_nodes: |count| format!("+{nodes}", nodes = english_nodes(count)),
    winning_takes: "Winning takes",
    no_winning_take: "none: every take loses",
    stale_invalid: |coins, takes, rule| {
        format!(
            "Shown below: {pile}, takes {takes}, {rule}, the last input computed. The input above is not valid.",
            pile = english_coins(coins)
        )
    },
    stale_computing: |coins, takes, rule| {
        format!(
            "Shown below: {pile}, takes {takes}, {rule}, until the new input is computed.",
            pile = english_coins(coins)
        )
    },
    state: "State",
    table_coins: "coins",
    table_win: "win",
    dp_table_title: "Seed 000's table (GenerateNimTable)",
    // Copying the table as text.
    copy_dp_header: |takes, rule, up_to| {
        format!(
            "Seed 000's table (GenerateNimTable) for takes {takes}, rule {rule}, piles of 0 to {up_to} coins"
        )
    },
    dp_intro: "Each state once, filled bottom-up: a state wins if some take leads to a losing state.",
    unreachable: "not reachable from the start",
    formula_title: |k| format!("The closed formula for takes {{1, …, {k}}}"),
    formula_misere: |modulus| {
        format!(
            "Misère: the player to move wins iff (n − 1) mod {modulus} ≠ 0, by taking (n − 1) mod {modulus} coins."
        )
    },
    formula_normal: |modulus| {
        format!("Normal: the player to move wins iff n mod {modulus} ≠ 0, by taking n mod {modulus} coins.")
    },
    formula_now: |coins, worked| format!("For n = {coins}: {worked}"),
    formula_hidden: "The formula is hidden in classroom mode until the values are revealed: it gives every position's value away.",
    // Table 1's title, true to the rule and takes on show.
    formula_table_seed: "Seed 000, Table 1: win or lose for each number of coins",
    formula_table_misere: |k| {
        format!("Seed 000's Table 1 for takes {{1, …, {k}}}: win or lose for each number of coins")
    },
    formula_table_normal: |k| {
        format!(
            "Normal rule, takes {{1, …, {k}}}: win or lose for each number of coins (seed 000's Table 1 is for misère)"
        )
    },
    formula_column: "formula",
    dp_column: "DP",
    formula_agrees: |up_to| format!("The formula agrees with the DP table for every n from 0 to {up_to}."),
    formula_disagrees: |at| format!("The formula and the DP table disagree at n = {at}."),
    pattern_title: "No closed formula for these takes: the pattern of wins and losses",
    pattern_intro: |window| {
        format!(
            "The outcome of n depends only on the {window} outcomes before it, so once a window of that width repeats, everything after it repeats."
        )
    },
    pattern_certified: |Period {
                            preperiod,
                            period,
                            checked,
                        },
                        searched| {
        format!(
            "From n = {preperiod} on, the outcomes repeat with period {period}: the window of {checked} outcomes there reappears one period later, which proves it (found within the first {searched} positions)."
        )
    },
    pattern_uncertified: |searched| format!("No period is certified within the first {searched} positions."),
    pattern_lose_positions: |from, period, residues| {
        format!("Losing positions: n ≥ {from} with n mod {period} in {{{residues}}}")
    },
    legend_repeated: "Same colour = same state, seen more than once",
    legend_winning_edge: "Winning take",
    legend_not_visited: "Never visited when stopping at the first win",
    // Animated export.
    export_animation: "Animation (GIF)…",
    export_animation_hint: "The step-through as an animated GIF for slides: a frame per step, \"Step k of N\" on each.",
    animation_delay: "Frame (ms)",
    animation_delay_hint: "How long each frame of the animation shows, in milliseconds; 0 follows the step-through's speed.",
    animation_title: "Animation (GIF)",
    animation_plan: |frames, width, height| format!("{frames} frames of {width} × {height} pixels"),
    animation_sampled: |steps, every, cap| {
        format!("The step-through has {steps} steps: a frame every {every} steps (at most {cap} frames).")
    },
};

/// The Korean text.
pub static KOREAN: TreeStrings = TreeStrings {
    classroom_question: |coins| format!("동전 {coins}개: 둘 차례인 사람이 이길까요(승), 질까요(패)?"),
    classroom_right: |coins, outcome| {
        format!(
            "정답입니다! 동전 {coins}개는 {letter}입니다.",
            letter = korean_letter(outcome)
        )
    },
    classroom_wrong: |coins, outcome| {
        format!(
            "아깝습니다. 동전 {coins}개는 {letter}입니다.",
            letter = korean_letter(outcome)
        )
    },
    classroom_why_win: |take, left| format!("{take}개를 가져가면 {left}개가 남아 상대가 지는 자리가 됩니다."),
    classroom_why_lose: "어떤 수를 두어도 상대에게 이기는 자리를 남깁니다.",
    classroom_why_terminal: "둘 수 있는 수가 없습니다. 규칙이 승패를 정합니다.",
    classroom_why_hidden: "이유에 아직 가려진 자리가 나옵니다. 그 자리부터 답하십시오.",
    classroom_pick: "노드를 클릭하고 물어보세요: 승일까요, 패일까요?",
    export_whole_tree: "트리 전체",
    export_whole_tree_hint: "화면에 보이는 부분만이 아니라 트리 전체를 그림에 담습니다.",
    export_figure: "그림…",
    export_figure_hint: "이 보기를 화면 캡처가 아니라 슬라이드와 인쇄용으로 그립니다. 트리는 고른 깊이까지 그립니다.",
    export_tree_as: |format| format!("트리를 {format}로…"),
    export_dp_as: |format| format!("DAG와 표를 {format}로…"),
    export_formula_as: |format| format!("공식과 표를 {format}로…"),
    export_pattern_as: |format| format!("패턴을 {format}로…"),
    export_chart_as: |format| format!("그래프를 {format}로…"),
    export_depth: "깊이",
    export_depth_hint: "뿌리 아래 단계 수입니다. 0이면 슬라이드에 들어가는 만큼 그립니다.",
    view_growth: "증가",
    growth_intro: |n, calls, states| {
        format!("n = {n}일 때: 단순 재귀는 {calls}번 호출하고, 동적 계획법은 상태 {states}개를 채웁니다.")
    },
    growth_hint: "로그 눈금: 위로 곧게 오르는 선은 지수적 증가입니다.",
    growth_x: "동전 수 n",
    growth_y: "호출 또는 상태 수 (로그 눈금)",
    growth_naive: "단순 재귀: 호출 수",
    growth_short_circuit: "첫 번째 이기는 수에서 멈춤: 호출 수",
    growth_dp: "동적 계획법: 상태 수",
    growth_now: |n| format!("n = {n}"),
    // What the chart marks at the pile on show, for screen readers.
    growth_marked: |n, naive, short_circuit, states| {
        format!(
            "n = {n}에 표시한 값: 단순 재귀 호출 {naive}번, 첫 번째 이기는 수에서 멈춤 호출 {short_circuit}번, 동적 계획법 상태 {states}개."
        )
    },
    view_play: "대결",
    view_play_hint: "이 게임을 컴퓨터와 둡니다.",
    play_undo: "내 수 무르기",
    play_again: "다시 하기",
    play_your_turn: "내 차례: 동전을 몇 개 가져갈까요?",
    play_take: |take| format!("{take}개 가져가기"),
    play_computer_winning: |take, left| {
        format!("컴퓨터가 {take}개를 가져가 {left}개가 남았습니다. 컴퓨터가 이기고 있습니다.")
    },
    play_computer_lost: |take, left| {
        format!(
            "컴퓨터는 상대가 완벽하게 두면 지는 자리라서, 게임을 길게 끌려고 {take}개를 가져갑니다 (남은 동전 {left}개)."
        )
    },
    play_hint_take: |take, left| {
        format!("힌트: {take}개를 가져가세요. 남는 {left}개는 컴퓨터에게 지는 자리입니다.")
    },
    play_hint_none: "힌트: 어떤 수를 두어도 완벽한 상대에게는 집니다. 버티면서 실수를 기다리세요.",
    play_computer_took: |take, left| format!("컴퓨터가 {take}개를 가져가 {left}개가 남았습니다."),
    play_why_you_took_last: "마지막 동전을 내가 가져갔습니다.",
    play_why_computer_took_last: "마지막 동전을 컴퓨터가 가져갔습니다.",
    play_why_you_stuck: |coins| {
        format!("동전 {coins}개가 남았고 가져갈 수 있는 개수가 없어서 내가 둘 수 없습니다.")
    },
    play_why_computer_stuck: |coins| {
        format!("동전 {coins}개가 남았고 가져갈 수 있는 개수가 없어서 컴퓨터가 둘 수 없습니다.")
    },
    play_rule_stuck_misere: "미제르에서는 둘 수 없는 사람이 이깁니다.",
    play_rule_stuck_normal: "노멀 규칙에서는 둘 수 없는 사람이 집니다.",
    play_replay: "다시 보기: 보인 수",
    play_coins_left: |coins| format!("남은 동전 {coins}개"),
    play_move_line: |number, who, take, left| format!("{number}. {who}: {take}개 가져감, 남은 동전 {left}개"),
    play_start_line: |coins| format!("동전 {coins}개로 시작합니다."),
    step_through: "한 단계씩",
    step_keys: "계산을 한 단계씩 따라갑니다. Space는 재생/일시정지, →나 PageDown은 다음 단계, ←나 PageUp은 이전 단계입니다. F1을 누르면 모든 단축키가 보입니다.",
    step_start: "처음",
    step_back: "뒤로",
    step_forward: "다음",
    play: "재생",
    pause: "일시정지",
    per_second: " 단계/초",
    speed: "속도: 초당 단계 수",
    step_count: |done, total| format!("{done}/{total} 단계"),
    call_stack: "호출 스택",
    call_stack_empty: "아직 실행 중인 호출이 없습니다.",
    call_stack_more_above: |hidden| format!("… 위에 가려진 호출 {hidden}개"),
    call_stack_more_below: |hidden| format!("… 아래에 가려진 호출 {hidden}개"),
    step_call: |coins| format!("호출: 동전 {coins}개"),
    step_return: |coins, outcome| format!("반환: 동전 {coins}개는 {outcome}"),
    step_waiting: ", 아직 호출 전",
    step_running: ", 실행 중",
    step_current: ", 현재 단계",
    // A greyed node says so to screen readers (one rule for "never visited").
    node_not_visited: ", 방문하지 않음",
    // The counters' header when a short tab folds them (the tree's room).
    counters_folded: "개수",
    game_folded: |coins, takes, rule, view| format!("동전 {coins}개, 가져가기 {takes}, {rule} · {view}"),
    counters_legend_folded: "개수와 범례",
    dp_fill: |coins, value| format!("채움: 동전 {coins}개는 {value}"),
    dp_not_filled: |coins| format!("동전 {coins}개: 아직 채우지 않음"),
    coins: "동전 수",
    takes: "가져갈 수 있는 개수",
    rule_misere_hint: "마지막 동전을 가져가는 사람이 집니다 (원문 000의 게임).",
    rule_normal_hint: "둘 수 없는 사람이 집니다. 따라서 마지막 동전을 가져가는 사람이 이깁니다.",
    seed_lesson: "원문 000: 동전 13개",
    seed_lesson_hint: "잡지 기사의 게임입니다. 동전 13개에서 1~3개씩 가져가고, 마지막 동전을 가져가는 사람이 집니다.",
    view_recursive: "단순 재귀",
    view_dp: "동적 계획법",
    view_formula: "공식",
    evaluate_all: "모든 수를 평가",
    evaluate_short_circuit: "첫 번째 이기는 수에서 멈춤",
    evaluate_short_circuit_hint: "원문 000의 GetCoinCount처럼 첫 번째 이기는 수에서 멈춥니다. 방문하지 않는 가지는 회색으로 보입니다.",
    nodes: "노드",
    distinct_states: "서로 다른 상태",
    repeated_nodes: "반복된 노드",
    short_circuit_nodes: "첫 승리에서 멈출 때 방문하는 노드",
    nodes_on_show: "보이는 노드",
    win_letter: "승",
    lose_letter: "패",
    fit_to_view: "화면에 맞추기",
    collapse_subtree: "하위 트리 접기",
    expand_subtree: "하위 트리 펼치기",
    reset_folds: "접기 초기화",
    selected: "선택",
    coin_count: |coins| format!("동전 {coins}개"),
    node_count: |count| format!("노드 {count}개"),
    subtree_size: |coins, nodes| format!("동전 {coins}개에서 시작하는 트리에는 노드 {nodes}개가 있습니다."),
    none_selected: "노드를 클릭하면 그 상태가 모든 보기에서 선택됩니다.",
    canvas_hint: "끌어서 이동, 스크롤로 확대/축소, 클릭으로 선택, 더블 클릭으로 접기/펼치기.",
    // The DAG's hint: it has nothing to fold.
    dp_canvas_hint: "끌어서 이동, 스크롤로 확대/축소, 클릭으로 상태 선택.",
    node_label_root: |coins, value| format!("동전 {coins}개 ({value}) 시작"),
    node_label: |coins, value, takes| format!("동전 {coins}개 ({value}), 가져간 수: {takes}"),
    dp_node_label: |coins, value| format!("상태 {coins} ({value})"),
    dp_row_label: |coins| format!("동전 {coins}개에 대한 표의 행"),
    occurs_once: "전체 트리에 한 번 나옵니다",
    occurrences: |count| format!("전체 트리에 {count}번 나옵니다"),
    hidden_nodes: |count| format!("+노드 {count}개"),
    winning_takes: "이기는 수",
    no_winning_take: "없음: 모든 수가 집니다",
    stale_invalid: |coins, takes, rule| {
        format!(
            "아래 결과: 동전 {coins}개, 가져갈 수 {takes}, {rule}. 위 입력이 올바르지 않아 마지막으로 계산한 입력의 결과를 보여 줍니다."
        )
    },
    stale_computing: |coins, takes, rule| {
        format!(
            "아래 결과: 동전 {coins}개, 가져갈 수 {takes}, {rule}. 새 입력을 계산하는 동안 이전 결과를 보여 줍니다."
        )
    },
    state: "상태",
    table_coins: "동전",
    table_win: "승리",
    dp_table_title: "원문 000의 표 (GenerateNimTable)",
    // Copying the table as text.
    copy_dp_header: |takes, rule, up_to| {
        format!(
            "원문 000의 표 (GenerateNimTable): 가져갈 수 있는 개수 {takes}, 규칙 {rule}, 동전 0개부터 {up_to}개까지"
        )
    },
    dp_intro: "각 상태를 한 번씩, 아래에서 위로 채웁니다. 지는 상태로 보내는 수가 있으면 이기는 상태입니다.",
    unreachable: "시작 상태에서 도달할 수 없음",
    formula_title: |k| format!("가져갈 수 {{1, …, {k}}}에 대한 공식"),
    formula_misere: |modulus| {
        format!(
            "미제르: (n − 1) mod {modulus} ≠ 0이면 둘 차례인 사람이 이기며, (n − 1) mod {modulus}개를 가져가면 됩니다."
        )
    },
    formula_normal: |modulus| {
        format!("노멀: n mod {modulus} ≠ 0이면 둘 차례인 사람이 이기며, n mod {modulus}개를 가져가면 됩니다.")
    },
    formula_now: |coins, worked| format!("n = {coins}: {worked}"),
    formula_hidden: "수업 모드에서는 값을 공개할 때까지 공식을 가립니다. 공식은 모든 자리의 값을 알려 주기 때문입니다.",
    // Table 1's title, true to the rule and takes on show.
    formula_table_seed: "원문 000, 표 1: 동전 개수에 대한 승, 패 여부",
    formula_table_misere: |k| {
        format!("가져갈 수 {{1, …, {k}}}의 원문 000 표 1: 동전 개수에 대한 승, 패 여부")
    },
    formula_table_normal: |k| {
        format!(
            "노멀 규칙, 가져갈 수 {{1, …, {k}}}: 동전 개수에 대한 승, 패 여부 (원문 000의 표 1은 미제르 규칙)"
        )
    },
    formula_column: "공식",
    dp_column: "DP",
    formula_agrees: |up_to| format!("0부터 {up_to}까지 모든 n에서 공식과 DP 표가 일치합니다."),
    formula_disagrees: |at| format!("n = {at}에서 공식과 DP 표가 다릅니다."),
    pattern_title: "닫힌 공식이 없는 가져갈 수: 승패의 주기적 패턴",
    pattern_intro: |window| {
        format!(
            "n의 승패는 바로 앞 {window}개 상태의 승패로만 정해지므로, 그 폭의 구간이 한 번 반복되면 그 뒤는 모두 반복됩니다."
        )
    },
    pattern_certified: |Period {
                            preperiod,
                            period,
                            checked,
                        },
                        searched| {
        format!(
            "n = {preperiod}부터 승패가 주기 {period}로 반복됩니다. 그 자리의 승패 {checked}개짜리 구간이 한 주기 뒤에 그대로 다시 나오므로 이 주기가 증명됩니다 (처음 {searched}개 상태 안에서 찾음)."
        )
    },
    pattern_uncertified: |searched| format!("처음 {searched}개 상태 안에서는 주기가 증명되지 않았습니다."),
    pattern_lose_positions: |from, period, residues| {
        format!("지는 상태: n ≥ {from}이고 n mod {period} ∈ {{{residues}}}")
    },
    legend_repeated: "같은 색 = 여러 번 나온 같은 상태",
    legend_winning_edge: "이기는 수",
    legend_not_visited: "첫 승리에서 멈출 때 방문하지 않음",
    // Animated export.
    export_animation: "애니메이션(GIF)…",
    export_animation_hint: "한 단계씩 따라가는 계산을 슬라이드용 움직이는 GIF로 만듭니다. 단계마다 한 장이며 \"N단계 중 k단계\"가 적힙니다.",
    animation_delay: "한 장(ms)",
    animation_delay_hint: "애니메이션의 한 장을 보여 주는 시간(밀리초)입니다. 0이면 한 단계씩 재생하는 속도를 따릅니다.",
    animation_title: "애니메이션(GIF)",
    animation_plan: |frames, width, height| format!("{width} × {height} 픽셀 {frames}장"),
    animation_sampled: |steps, every, cap| {
        format!("한 단계씩 따라가면 {steps}단계입니다. {every}단계마다 한 장씩 그립니다(최대 {cap}장).")
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every text that takes values shows each of them, in both languages, and nothing of a
    /// template is left over.
    #[test]
    fn every_value_shows_in_both_languages() {
        let period = Period {
            preperiod: 41,
            period: 43,
            checked: 47,
        };
        for t in [&ENGLISH, &KOREAN] {
            let texts: [(String, &[&str]); 23] = [
                ((t.classroom_question)(11), &["11"]),
                ((t.classroom_why_win)(13, 17), &["13", "17"]),
                ((t.export_tree_as)("SVG"), &["SVG"]),
                ((t.growth_intro)(19, "1.2×10²⁰", 23), &["19", "1.2×10²⁰", "23"]),
                ((t.play_computer_lost)(29, 31), &["29", "31"]),
                ((t.play_move_line)(37, "who", 41, 43), &["37", "who", "41", "43"]),
                ((t.play_why_computer_stuck)(47), &["47"]),
                ((t.step_count)(53, 59), &["53", "59"]),
                ((t.step_return)(61, "won"), &["61", "won"]),
                ((t.dp_fill)(67, "?"), &["67", "?"]),
                ((t.subtree_size)(71, "73"), &["71", "73"]),
                ((t.node_label)(79, "W", "1,3"), &["79", "(W)", "1,3"]),
                ((t.hidden_nodes)("83"), &["+", "83"]),
                (
                    (t.stale_invalid)(89, "{1,2}", "misère"),
                    &["89", "{1,2}", "misère"],
                ),
                (
                    (t.copy_dp_header)("{1,2}", "normal", 97),
                    &["{1,2}", "normal", "97"],
                ),
                ((t.formula_title)(101), &["{1, …, 101}"]),
                (
                    (t.formula_misere)(103),
                    &["(n − 1) mod 103 ≠ 0", "(n − 1) mod 103"],
                ),
                ((t.formula_now)(107, "→ L"), &["107", "→ L"]),
                ((t.formula_table_misere)(113), &["{1, …, 113}"]),
                (
                    (t.growth_marked)(131, "1.3×10⁸", "137", 139),
                    &["131", "1.3×10⁸", "137", "139"],
                ),
                ((t.formula_table_normal)(127), &["{1, …, 127}"]),
                ((t.pattern_certified)(period, 109), &["41", "43", "47", "109"]),
                (
                    (t.pattern_lose_positions)(41, 43, "0, 2"),
                    &["41", "43", "{0, 2}"],
                ),
            ];
            for (text, values) in texts {
                for value in values {
                    assert!(text.contains(value), "{value:?} missing from {text:?}");
                }
                assert!(!text.contains("{}"), "a template is left in {text:?}");
            }
        }
    }

    #[test]
    fn counted_nouns_agree_with_their_number() {
        assert_eq!((ENGLISH.coin_count)(1), "1 coin");
        assert_eq!((ENGLISH.coin_count)(6), "6 coins");
        assert_eq!((ENGLISH.node_count)("1"), "1 node");
        assert_eq!((ENGLISH.hidden_nodes)("27"), "+27 nodes");
        assert_eq!((ENGLISH.classroom_right)(1, Outcome::Lose), "Right! 1 coin is L.");
        assert_eq!((KOREAN.coin_count)(1), "동전 1개");
        assert_eq!(
            (KOREAN.classroom_wrong)(6, Outcome::Win),
            "아깝습니다. 동전 6개는 승입니다."
        );
    }
}
