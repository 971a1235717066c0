//! English and Korean UI text. Every user-facing string lives here, once per language; a field
//! missing in one language is a compile error, so the two tables cannot drift apart.

pub mod matchsticks;

use serde::{Deserialize, Serialize};

use nimlab_core::games::coin_game::{InputError, MAX_COINS, MoveSet};
use nimlab_core::games::grundy::{GrundyError, HeapGame};
use nimlab_core::games::octal::{self, OctalError};
use nimlab_core::games::{Outcome, Rule};

/// The language of the UI, switchable at run time and remembered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Korean,
}

impl Language {
    pub const ALL: [Self; 2] = [Self::English, Self::Korean];

    /// The language's own name, shown in the switch.
    pub fn name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Korean => "한국어",
        }
    }

    pub fn strings(self) -> &'static Strings {
        match self {
            Self::English => &ENGLISH,
            Self::Korean => &KOREAN,
        }
    }
}

/// One language's UI text.
#[derive(Debug)]
pub struct Strings {
    pub tab_game_tree: &'static str,
    pub tab_matchsticks: &'static str,
    pub sum_play: &'static str,
    pub sum_your_move: &'static str,
    pub sum_computer_winning: &'static str,
    pub sum_computer_lost: &'static str,
    pub classroom: &'static str,
    pub classroom_hint: &'static str,
    pub classroom_question: &'static str,
    pub classroom_right: &'static str,
    pub classroom_wrong: &'static str,
    pub classroom_why_win: &'static str,
    pub classroom_why_lose: &'static str,
    pub classroom_why_terminal: &'static str,
    pub classroom_reveal_all: &'static str,
    pub classroom_hide_all: &'static str,
    pub classroom_pick: &'static str,
    pub export_png: &'static str,
    pub export_png_hint: &'static str,
    pub export_csv: &'static str,
    pub export_csv_hint: &'static str,
    pub export_whole_tree: &'static str,
    pub export_whole_tree_hint: &'static str,
    pub view_growth: &'static str,
    pub growth_intro: &'static str,
    pub growth_hint: &'static str,
    pub growth_x: &'static str,
    pub growth_y: &'static str,
    pub growth_naive: &'static str,
    pub growth_short_circuit: &'static str,
    pub growth_dp: &'static str,
    pub growth_now: &'static str,
    pub view_play: &'static str,
    pub view_play_hint: &'static str,
    pub play_who_starts: &'static str,
    pub play_you: &'static str,
    pub play_computer: &'static str,
    pub play_new_game: &'static str,
    pub play_hint: &'static str,
    pub play_undo: &'static str,
    pub play_you_win: &'static str,
    pub play_computer_wins: &'static str,
    pub play_again: &'static str,
    pub play_your_turn: &'static str,
    pub play_take: &'static str,
    pub play_computer_winning: &'static str,
    pub play_computer_lost: &'static str,
    pub play_hint_take: &'static str,
    pub play_hint_none: &'static str,
    pub play_hint_hidden: &'static str,
    pub play_computer_took: &'static str,
    pub play_why_you_took_last: &'static str,
    pub play_why_computer_took_last: &'static str,
    pub play_why_you_stuck: &'static str,
    pub play_why_computer_stuck: &'static str,
    pub play_rule_stuck_misere: &'static str,
    pub play_rule_stuck_normal: &'static str,
    pub play_moves: &'static str,
    pub play_replay: &'static str,
    pub play_coins_left: &'static str,
    pub play_move_line: &'static str,
    pub play_start_line: &'static str,
    pub step_through: &'static str,
    pub step_keys: &'static str,
    pub step_start: &'static str,
    pub step_back: &'static str,
    pub step_forward: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub per_second: &'static str,
    pub speed: &'static str,
    pub step_count: &'static str,
    pub call_stack: &'static str,
    pub call_stack_empty: &'static str,
    pub step_call: &'static str,
    pub step_return: &'static str,
    pub step_waiting: &'static str,
    pub step_running: &'static str,
    pub step_current: &'static str,
    pub dp_fill: &'static str,
    pub dp_not_filled: &'static str,
    /// The matchstick tab's text.
    pub matchsticks: &'static matchsticks::MatchStrings,
    pub language: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub coins: &'static str,
    pub takes: &'static str,
    pub rule: &'static str,
    pub rule_misere: &'static str,
    pub rule_normal: &'static str,
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
    pub number_exact: &'static str,
    pub win: &'static str,
    pub lose: &'static str,
    pub win_letter: &'static str,
    pub lose_letter: &'static str,
    pub fit_to_view: &'static str,
    pub collapse_subtree: &'static str,
    pub expand_subtree: &'static str,
    pub reset_folds: &'static str,
    pub selected: &'static str,
    pub coin_one: &'static str,
    pub coin_many: &'static str,
    pub node_one: &'static str,
    pub node_many: &'static str,
    pub subtree_size: &'static str,
    pub none_selected: &'static str,
    pub canvas_hint: &'static str,
    pub node_label_root: &'static str,
    pub node_label: &'static str,
    pub dp_node_label: &'static str,
    pub dp_row_label: &'static str,
    pub occurs_once: &'static str,
    pub occurrences: &'static str,
    pub hidden_nodes: &'static str,
    pub winning_takes: &'static str,
    pub no_winning_take: &'static str,
    pub computing: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub stale_invalid: &'static str,
    pub stale_computing: &'static str,
    pub state: &'static str,
    pub table_coins: &'static str,
    pub table_win: &'static str,
    pub dp_table_title: &'static str,
    pub dp_intro: &'static str,
    pub unreachable: &'static str,
    pub formula_title: &'static str,
    pub formula_misere: &'static str,
    pub formula_normal: &'static str,
    pub formula_now: &'static str,
    pub formula_hidden: &'static str,
    pub formula_table_title: &'static str,
    pub formula_column: &'static str,
    pub dp_column: &'static str,
    pub formula_agrees: &'static str,
    pub formula_disagrees: &'static str,
    pub pattern_title: &'static str,
    pub pattern_intro: &'static str,
    pub pattern_certified: &'static str,
    pub pattern_uncertified: &'static str,
    pub pattern_lose_positions: &'static str,
    pub error_empty_move_set: &'static str,
    pub error_empty_entry: &'static str,
    pub error_not_a_number: &'static str,
    pub error_zero_take: &'static str,
    pub error_too_large: &'static str,
    pub legend_repeated: &'static str,
    pub legend_winning_edge: &'static str,
    pub legend_not_visited: &'static str,
    pub tab_grundy: &'static str,
    pub grundy_game: &'static str,
    pub kind_takes: &'static str,
    pub kind_one_to_k: &'static str,
    pub kind_powers: &'static str,
    pub kind_nim: &'static str,
    pub kind_octal: &'static str,
    pub field_takes: &'static str,
    pub field_k: &'static str,
    pub field_base: &'static str,
    pub field_octal: &'static str,
    pub grundy_count: &'static str,
    pub grundy_count_error: &'static str,
    pub grundy_stale: &'static str,
    pub grundy_nothing_yet: &'static str,
    /// "at most {} characters", beside a field that is full.
    pub field_full: &'static str,
    pub grundy_default_game: &'static str,
    pub error_not_octal: &'static str,
    pub error_octal_digit: &'static str,
    pub error_octal_no_moves: &'static str,
    pub error_octal_too_long: &'static str,
    pub error_powers_base: &'static str,
    pub error_misere_splits: &'static str,
    pub error_misere_sum: &'static str,
    pub error_heap_too_large: &'static str,
    pub desc_subtraction: &'static str,
    /// "{} takes in all", after a move set too long to list.
    pub takes_in_all: &'static str,
    pub desc_nim: &'static str,
    pub desc_powers: &'static str,
    pub desc_octal: &'static str,
    pub desc_play_normal: &'static str,
    pub desc_play_misere: &'static str,
    pub grundy_row_label: &'static str,
    pub grundy_chart_title: &'static str,
    pub period_title: &'static str,
    pub period_uncertified: &'static str,
    pub period_found: &'static str,
    pub certificate_window: &'static str,
    pub certificate_guy_smith: &'static str,
    pub certificate_powers: &'static str,
    pub period_searched: &'static str,
    pub period_cycle: &'static str,
    pub mex_hint: &'static str,
    pub mex_title: &'static str,
    pub mex_no_move_normal: &'static str,
    pub mex_no_move_misere: &'static str,
    pub mex_move: &'static str,
    pub mex_leaves: &'static str,
    pub mex_value: &'static str,
    pub mex_more_options: &'static str,
    pub mex_set: &'static str,
    pub mex_result: &'static str,
    pub mex_p_position: &'static str,
    pub mex_n_position: &'static str,
    pub action_set_title: &'static str,
    pub action_set_too_long: &'static str,
    pub sum_title: &'static str,
    pub sum_misere_nim: &'static str,
    pub sum_add_heap: &'static str,
    pub sum_game_hint: &'static str,
    pub sum_heap_game: &'static str,
    pub sum_heap_size: &'static str,
    pub sum_remove_heap: &'static str,
    pub sum_heap_game_label: &'static str,
    pub sum_heap_size_label: &'static str,
    pub sum_outcome: &'static str,
    pub sum_outcome_misere: &'static str,
    pub sum_no_winning_move: &'static str,
    pub sum_winning_moves: &'static str,
    pub sum_move: &'static str,
    pub classroom_grundy_pick: &'static str,
    pub grundy_reveal: &'static str,
    pub period_hidden: &'static str,
    pub mex_no_move_hidden: &'static str,
    pub sum_hidden: &'static str,
    pub sum_reveal: &'static str,
    pub sum_computer_plays: &'static str,
    // The shell (jobs, notices).
    /// Where a job's result would show, when its work panicked: the panic's message.
    pub job_failed: &'static str,
}

impl Strings {
    pub fn rule(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Misere => self.rule_misere,
            Rule::Normal => self.rule_normal,
        }
    }

    pub fn outcome(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Lose => self.lose,
        }
    }

    /// The rule in one sentence, as its button's hover text says it.
    pub fn rule_hint(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Misere => self.rule_misere_hint,
            Rule::Normal => self.rule_normal_hint,
        }
    }

    /// "1 coin", "6 coins" (Korean has one form: "동전 6개").
    pub fn coin_count(&self, coins: u32) -> String {
        let template = if coins == 1 { self.coin_one } else { self.coin_many };
        fill(template, &[&coins])
    }

    /// "1 node", "27 nodes", for a count already written (abbreviated when huge).
    pub fn node_count(&self, count: &str) -> String {
        let template = if count == "1" {
            self.node_one
        } else {
            self.node_many
        };
        fill(template, &[&count])
    }

    pub fn outcome_letter(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win_letter,
            Outcome::Lose => self.lose_letter,
        }
    }

    /// How the game is played under `rule`: the moves, then who wins.
    pub fn game_description(&self, game: &HeapGame, rule: Rule) -> String {
        let moves = match game {
            HeapGame::Subtraction(set) => fill(self.desc_subtraction, &[&brief_set(set, self.takes_in_all)]),
            HeapGame::Nim => self.desc_nim.to_owned(),
            HeapGame::Powers(b) => self.desc_powers.replace("{0}", &b.to_string()),
            HeapGame::Octal(code) => {
                let name = match code.to_string().as_str() {
                    "0.77" => " (Kayles)",
                    "0.07" => " (Dawson's Kayles)",
                    "0.137" => " (Dawson's chess)",
                    _ => "",
                };
                fill(self.desc_octal, &[&format!("{code}{name}")])
            }
        };
        format!("{moves} {}", self.rule_play(rule))
    }

    /// Who wins under `rule`, in words for the Grundy tab.
    pub fn rule_play(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Normal => self.desc_play_normal,
            Rule::Misere => self.desc_play_misere,
        }
    }

    /// A game's short name as typed: `{1,3,4}`, `Nim`, `1, 4, 4², …`, `0.77`.
    pub fn game_name(&self, game: &HeapGame) -> String {
        match game {
            HeapGame::Subtraction(set) => brief_set(set, self.takes_in_all),
            HeapGame::Nim => self.kind_nim.to_owned(),
            HeapGame::Powers(b) => format!("1, {b}, {b}², …"),
            HeapGame::Octal(code) => code.to_string(),
        }
    }

    /// Explains a bad game or rule choice in this language.
    pub fn grundy_error(&self, error: &GrundyError) -> String {
        match error {
            GrundyError::MoveSet(error) => self.input_error(error),
            GrundyError::Octal(OctalError::MissingPoint) => self.error_not_octal.to_owned(),
            GrundyError::Octal(OctalError::NotOctal(c)) => fill(self.error_octal_digit, &[c]),
            GrundyError::Octal(OctalError::NoMoves) => self.error_octal_no_moves.to_owned(),
            GrundyError::Octal(OctalError::TooLong) => fill(self.error_octal_too_long, &[&octal::MAX_DIGITS]),
            GrundyError::PowersBase(b) => fill(self.error_powers_base, &[b]),
            GrundyError::MisereSplits => self.error_misere_splits.to_owned(),
            GrundyError::TooManyValues(max) => fill(self.grundy_count_error, &[max]),
        }
    }

    /// Explains a bad move set or pile size in this language.
    pub fn input_error(&self, error: &InputError) -> String {
        match error {
            InputError::EmptyMoveSet => self.error_empty_move_set.to_owned(),
            InputError::EmptyEntry => self.error_empty_entry.to_owned(),
            InputError::NotANumber(text) => self.error_not_a_number.replace("{}", &quoted(text)),
            InputError::ZeroTake => self.error_zero_take.to_owned(),
            InputError::TooLarge(text) => self
                .error_too_large
                .replace("{}", &quoted(text))
                .replace("{max}", &MAX_COINS.to_string()),
        }
    }
}

/// A move set as a line of text stays short: in a set of more than `BRIEF_PIECES` takes, runs of
/// three or more are written `a–b`, and past `BRIEF_PIECES` pieces the rest is counted, not listed ("{1–1000}", "{1,3,5,…} (400
/// takes in all)"), so a long set cannot fill the window.
pub fn brief_set(set: &MoveSet, in_all: &str) -> String {
    let takes = set.takes();
    if takes.len() <= BRIEF_PIECES {
        return format!("{{{set}}}");
    }
    let mut pieces: Vec<String> = Vec::new();
    let mut start = 0;
    while start < takes.len() {
        let mut end = start;
        while end + 1 < takes.len() && takes[end + 1] == takes[end] + 1 {
            end += 1;
        }
        if end - start >= 2 {
            pieces.push(format!("{}–{}", takes[start], takes[end]));
        } else {
            pieces.extend(takes[start..=end].iter().map(u32::to_string));
        }
        start = end + 1;
    }
    if pieces.len() > BRIEF_PIECES {
        pieces.truncate(BRIEF_PIECES);
        return format!("{{{},…}} ({})", pieces.join(","), fill(in_all, &[&takes.len()]));
    }
    format!("{{{}}}", pieces.join(","))
}

/// The most pieces `brief_set` lists.
const BRIEF_PIECES: usize = 12;

/// A piece of typed text quoted back in an error: cut after a few characters, so a long paste
/// gives a one-line message.
fn quoted(text: &str) -> String {
    const SHOWN: usize = 24;
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// Fills the `{}` placeholders of `template` with `values`, in order.
pub fn fill(template: &str, values: &[&dyn std::fmt::Display]) -> String {
    let mut pieces = template.split("{}");
    let mut out = pieces.next().unwrap_or_default().to_owned();
    for (index, piece) in pieces.enumerate() {
        if let Some(value) = values.get(index) {
            out.push_str(&value.to_string());
        }
        out.push_str(piece);
    }
    out
}

pub static ENGLISH: Strings = Strings {
    tab_game_tree: "Game tree",
    tab_matchsticks: "Matchsticks",
    sum_play: "Play against the computer",
    sum_your_move: "Your move: pick a heap and what to leave.",
    sum_computer_winning: "The computer plays {}: it is winning.",
    sum_computer_lost: "The computer is lost against perfect play, so it plays {} to make the game last.",
    classroom: "Classroom",
    classroom_hint: "Hide the values until the class answers, and make everything bigger for the projector.",
    classroom_question: "{}: W or L for the player to move?",
    classroom_right: "Right! {} is {}.",
    classroom_wrong: "Not quite: {} is {}.",
    classroom_why_win: "Taking {} leaves {}, a lost position for the opponent.",
    classroom_why_lose: "Every take leaves the opponent a winning position.",
    classroom_why_terminal: "No move is left: the rule decides.",
    classroom_reveal_all: "Reveal all",
    classroom_hide_all: "Hide all again",
    classroom_pick: "Click a node and ask the class: W or L?",
    export_png: "Export PNG…",
    export_png_hint: "Save a picture of this view for slides.",
    export_csv: "Export CSV…",
    export_csv_hint: "Save the table for a spreadsheet.",
    export_whole_tree: "whole tree",
    export_whole_tree_hint: "Fit the whole tree into the picture, not just the part on screen.",
    view_growth: "Growth",
    growth_intro: "At n = {}: the naive recursion makes {} calls; dynamic programming fills {} states.",
    growth_hint: "Logarithmic scale: a straight line going up is exponential growth.",
    growth_x: "coins n",
    growth_y: "calls or states (log scale)",
    growth_naive: "naive recursion: calls",
    growth_short_circuit: "stopping at the first winning take: calls",
    growth_dp: "dynamic programming: states",
    growth_now: "n = {}",
    view_play: "Play",
    view_play_hint: "Play this game against the computer.",
    play_who_starts: "Who starts",
    play_you: "You",
    play_computer: "Computer",
    play_new_game: "New game",
    play_hint: "Hint",
    play_undo: "Undo my move",
    play_you_win: "You win!",
    play_computer_wins: "The computer wins.",
    play_again: "Play again",
    play_your_turn: "Your turn: how many coins do you take?",
    play_take: "Take {}",
    play_computer_winning: "The computer takes {} and leaves {}: it is winning.",
    play_computer_lost: "The computer is lost against perfect play, so it takes {} (leaving {}) to make the game last.",
    play_hint_take: "Hint: take {}. It leaves {}, a lost position for the computer.",
    play_hint_none: "Hint: every take loses against perfect play. Stall, and hope for a slip.",
    play_hint_hidden: "Hints are hidden in classroom mode until the values are revealed.",
    play_computer_took: "The computer takes {} and leaves {}.",
    play_why_you_took_last: "You took the last coin.",
    play_why_computer_took_last: "The computer took the last coin.",
    play_why_you_stuck: "{} left and no allowed take fits: you cannot move.",
    play_why_computer_stuck: "{} left and no allowed take fits: the computer cannot move.",
    play_rule_stuck_misere: "Under misère the player who cannot move wins.",
    play_rule_stuck_normal: "Under the normal rule the player who cannot move loses.",
    play_moves: "Moves",
    play_replay: "replay: moves shown",
    play_coins_left: "{} on the table",
    play_move_line: "{}. {} took {}, {} left",
    play_start_line: "{} on the table.",
    step_through: "Step through",
    step_keys: "Walk the evaluation one step at a time. Space plays or pauses, → steps, ← steps back.",
    step_start: "Start",
    step_back: "Back",
    step_forward: "Step",
    play: "Play",
    pause: "Pause",
    per_second: " steps/s",
    speed: "Speed: steps per second",
    step_count: "step {} of {}",
    call_stack: "Call stack",
    call_stack_empty: "Nothing is running yet.",
    step_call: "Call: {}",
    step_return: "Return: {} is {}",
    step_waiting: ", not called yet",
    step_running: ", running",
    step_current: ", current step",
    dp_fill: "Filled: {} is {}",
    dp_not_filled: "{}: not filled yet",
    matchsticks: &matchsticks::ENGLISH,
    language: "Language",
    theme_light: "Light",
    theme_dark: "Dark",
    coins: "Coins",
    takes: "Allowed takes",
    rule: "Rule",
    rule_misere: "Misère",
    rule_normal: "Normal",
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
    number_exact: "Exactly ({} digits), click to copy:\n{}",
    win: "Win",
    lose: "Lose",
    win_letter: "W",
    lose_letter: "L",
    fit_to_view: "Fit to view",
    collapse_subtree: "Collapse subtree",
    expand_subtree: "Expand subtree",
    reset_folds: "Reset folding",
    selected: "Selected",
    coin_one: "{} coin",
    coin_many: "{} coins",
    node_one: "{} node",
    node_many: "{} nodes",
    subtree_size: "The tree from {} has {}.",
    none_selected: "Click a node to select its state in every view.",
    canvas_hint: "Drag to pan, scroll to zoom, click a node to select it, double-click to fold it.",
    node_label_root: "{} ({}) at the start",
    node_label: "{} ({}) after taking {}",
    dp_node_label: "State {} ({})",
    dp_row_label: "Table row for {}",
    occurs_once: "Occurs once in the whole tree",
    occurrences: "Occurs {} times in the whole tree",
    hidden_nodes: "+{}",
    winning_takes: "Winning takes",
    no_winning_take: "none: every take loses",
    computing: "Computing…",
    cancel: "Cancel",
    cancelled: "Cancelled: showing the previous result.",
    stale_invalid: "Shown below: {}, takes {}, {}, the last valid input. The input above is not valid.",
    stale_computing: "Shown below: {}, takes {}, {}, until the new input is computed.",
    state: "State",
    table_coins: "coins",
    table_win: "win",
    dp_table_title: "Seed 000's table (GenerateNimTable)",
    dp_intro: "Each state once, filled bottom-up: a state wins if some take leads to a losing state.",
    unreachable: "not reachable from the start",
    formula_title: "The closed formula for takes {1, …, {}}",
    formula_misere: "Misère: the player to move wins iff (n − 1) mod {} ≠ 0, by taking (n − 1) mod {} coins.",
    formula_normal: "Normal: the player to move wins iff n mod {} ≠ 0, by taking n mod {} coins.",
    formula_now: "For n = {}: {}",
    formula_hidden: "The formula is hidden in classroom mode until the values are revealed: it gives every position's value away.",
    formula_table_title: "Seed 000, Table 1: win or lose for each number of coins",
    formula_column: "formula",
    dp_column: "DP",
    formula_agrees: "The formula agrees with the DP table for every n from 0 to {}.",
    formula_disagrees: "The formula and the DP table disagree at n = {}.",
    pattern_title: "No closed formula for these takes: the pattern of wins and losses",
    pattern_intro: "The outcome of n depends only on the {} outcomes before it, so once a window of that width repeats, everything after it repeats.",
    pattern_certified: "From n = {} on, the outcomes repeat with period {}: the window of {} outcomes there reappears one period later, which proves it (found within the first {} positions).",
    pattern_uncertified: "No period is certified within the first {} positions.",
    pattern_lose_positions: "Losing positions: n ≥ {} with n mod {} in {{}}",
    error_empty_move_set: "The move set is empty: name at least one take, e.g. 1,2,3.",
    error_empty_entry: "An entry of the move set is empty (two commas in a row, or a comma at an end): write one take between commas, e.g. 1,2,3.",
    error_not_a_number: "'{}' is not a whole number.",
    error_zero_take: "A take must be at least 1 coin.",
    error_too_large: "{} is larger than the limit of {max}.",
    legend_repeated: "Same colour = same state, seen more than once",
    legend_winning_edge: "Winning take",
    legend_not_visited: "Never visited when stopping at the first win",
    tab_grundy: "Grundy numbers",
    grundy_game: "Game",
    kind_takes: "Set of takes",
    kind_one_to_k: "Take 1 to k",
    kind_powers: "Powers of b",
    kind_nim: "Nim",
    kind_octal: "Octal code",
    field_takes: "Takes",
    field_k: "k",
    field_base: "b",
    field_octal: "Code",
    grundy_count: "Values",
    grundy_count_error: "The number of values must be a whole number from 1 to {}.",
    grundy_stale: "Shown below: the last valid input ({}, {}, {} values). Correct the input above to update it.",
    grundy_nothing_yet: "Nothing to show until the game above is valid.",
    field_full: "Full: at most {} characters.",
    grundy_default_game: "Start from {1,3,4}",
    error_not_octal: "An octal code starts with '0.', e.g. 0.77 for Kayles.",
    error_octal_digit: "'{}' is not an octal digit (0 to 7).",
    error_octal_no_moves: "The code allows no move at all.",
    error_octal_too_long: "Octal codes of more than {} digits are not supported.",
    error_powers_base: "Powers of {} are not a move set: the base must be at least 2.",
    error_misere_splits: "Misère values are defined here for a single heap that never splits; this game splits heaps.",
    error_misere_sum: "Misère sums are analysed for Nim heaps only (Bouton's rule).",
    error_heap_too_large: "A heap of {} is too large for this game.",
    desc_subtraction: "Take {} tokens from the heap.",
    takes_in_all: "{} takes in all",
    desc_nim: "Take any number of tokens from the heap (Nim).",
    desc_powers: "Take 1, {0}, {0}², … tokens from the heap.",
    desc_octal: "Octal game {}: digit k says what removing k tokens may leave (1: nothing, 2: one heap, 4: two heaps).",
    desc_play_normal: "Normal play: whoever cannot move loses, so whoever makes the last move wins.",
    desc_play_misere: "Misère play: whoever cannot move wins, so whoever makes the last move loses; a position with no move is worth 1 (seed 001).",
    grundy_row_label: "g({}) = {}",
    grundy_chart_title: "g(n) for the first {} of {} values; P-positions (g = 0) are the red stubs.",
    period_title: "Period",
    period_uncertified: "No period is certified within the first {} values, so none is claimed.",
    period_found: "From n = {} on, g repeats with period {}.",
    certificate_window: "Proof: each value depends only on the {} values before it. The window of {} consecutive values starting at n = {} reappears {} places later, so everything after it repeats forever.",
    certificate_guy_smith: "Proof (Guy–Smith theorem, t = {}): g(n + p) = g(n) for n0 ≤ n < 2·n0 + p + t, {} values checked.",
    certificate_powers: "Proof: the powers of {} are all ±1 modulo b + 1 (all odd when b is odd), which gives the classical pattern; the {} values computed follow it.",
    period_searched: "{} values searched.",
    period_cycle: "Repeating part: {}",
    mex_hint: "Click a row or a bar to see its mex worked out.",
    mex_title: "g({}) worked out",
    mex_no_move_normal: "No move: the set of options is empty, so g = mex{} = 0.",
    mex_no_move_misere: "No move: under the misère convention (seed 001) this position is worth 1.",
    mex_move: "Move",
    mex_leaves: "Leaves",
    mex_value: "Value",
    mex_more_options: "… and {} more options",
    mex_set: "Values of the options: {{}}",
    mex_result: "Smallest missing value: g({}) = {}",
    mex_p_position: "P-position: the player to move loses.",
    mex_n_position: "N-position: the player to move wins.",
    action_set_title: "As a nested action set (seed 001)",
    action_set_too_long: "This heap's nested action set is too long to write out.",
    sum_title: "Sum of games",
    sum_misere_nim: "Misère (Nim heaps)",
    sum_add_heap: "Add heap",
    sum_game_hint: "Game: nim, 1,3,4, powers 4, or an octal code such as 0.77",
    sum_heap_game: "Game",
    sum_heap_size: "Size",
    sum_remove_heap: "Remove heap",
    sum_heap_game_label: "Game of heap {} (nim, 1,3,4, powers 4 or an octal code such as 0.77)",
    sum_heap_size_label: "Size of heap {}",
    sum_outcome: "Nim-sum = {} → {} for the player to move",
    sum_outcome_misere: "Bouton's rule → {} for the player to move",
    sum_no_winning_move: "No winning move: every move leaves the opponent a winning position.",
    sum_winning_moves: "Winning moves (click to play):",
    sum_move: "Heap {}: {} → {}",
    classroom_grundy_pick: "Click a row, let the class work out its mex, then reveal it.",
    grundy_reveal: "Reveal g({})",
    period_hidden: "The period is hidden in classroom mode until the values are revealed.",
    mex_no_move_hidden: "No move from here: what is this position worth under the rule?",
    sum_hidden: "Each heap's value, the nim-sum, the outcome and the winning moves are hidden until revealed.",
    sum_reveal: "Reveal the sum",
    sum_computer_plays: "The computer plays {}.",
    // The shell (jobs, notices).
    job_failed: "The work stopped with an internal error: {}",
};

pub static KOREAN: Strings = Strings {
    tab_game_tree: "게임 트리",
    tab_matchsticks: "성냥개비",
    sum_play: "컴퓨터와 대결",
    sum_your_move: "내 차례: 더미와 남길 크기를 고르세요.",
    sum_computer_winning: "컴퓨터가 {}(으)로 둡니다. 컴퓨터가 이기고 있습니다.",
    sum_computer_lost: "컴퓨터는 완벽한 수에 지는 자리라서, 게임을 길게 끌려고 {}(으)로 둡니다.",
    classroom: "수업 모드",
    classroom_hint: "반 학생들이 답할 때까지 값을 가리고, 프로젝터에 맞게 모든 것을 크게 보입니다.",
    classroom_question: "{}: 둘 차례인 사람이 이길까(W), 질까(L)?",
    classroom_right: "정답! {}는 {}입니다.",
    classroom_wrong: "아닙니다: {}는 {}입니다.",
    classroom_why_win: "{}개를 가져가면 {}개가 남아 상대가 지는 자리가 됩니다.",
    classroom_why_lose: "어떤 수를 두어도 상대에게 이기는 자리를 남깁니다.",
    classroom_why_terminal: "둘 수 있는 수가 없습니다. 규칙이 승패를 정합니다.",
    classroom_reveal_all: "모두 공개",
    classroom_hide_all: "다시 모두 가리기",
    classroom_pick: "노드를 클릭하고 물어보세요: W일까 L일까?",
    export_png: "PNG로 내보내기…",
    export_png_hint: "이 화면을 슬라이드용 그림으로 저장합니다.",
    export_csv: "CSV로 내보내기…",
    export_csv_hint: "표를 스프레드시트용으로 저장합니다.",
    export_whole_tree: "트리 전체",
    export_whole_tree_hint: "화면에 보이는 부분만이 아니라 트리 전체를 그림에 담습니다.",
    view_growth: "증가",
    growth_intro: "n = {}일 때: 단순 재귀는 {}번 호출하고, 동적 계획법은 상태 {}개를 채웁니다.",
    growth_hint: "로그 눈금: 위로 곧게 오르는 선은 지수적 증가입니다.",
    growth_x: "동전 수 n",
    growth_y: "호출 또는 상태 수 (로그 눈금)",
    growth_naive: "단순 재귀: 호출 수",
    growth_short_circuit: "첫 승리 수에서 멈춤: 호출 수",
    growth_dp: "동적 계획법: 상태 수",
    growth_now: "n = {}",
    view_play: "대결",
    view_play_hint: "이 게임을 컴퓨터와 둡니다.",
    play_who_starts: "먼저 두는 쪽",
    play_you: "나",
    play_computer: "컴퓨터",
    play_new_game: "새 게임",
    play_hint: "힌트",
    play_undo: "내 수 무르기",
    play_you_win: "이겼습니다!",
    play_computer_wins: "컴퓨터가 이겼습니다.",
    play_again: "다시 하기",
    play_your_turn: "내 차례: 동전을 몇 개 가져갈까요?",
    play_take: "{}개 가져가기",
    play_computer_winning: "컴퓨터가 {}개를 가져가 {}개가 남았습니다. 컴퓨터가 이기고 있습니다.",
    play_computer_lost: "컴퓨터는 완벽한 수에 지는 자리라서, 게임을 길게 끌려고 {}개를 가져갑니다 (남은 동전 {}개).",
    play_hint_take: "힌트: {}개를 가져가세요. 남는 {}개는 컴퓨터에게 지는 자리입니다.",
    play_hint_none: "힌트: 어떤 수를 두어도 완벽한 상대에게는 집니다. 버티면서 실수를 기다리세요.",
    play_hint_hidden: "수업 모드에서는 값을 공개할 때까지 힌트를 가립니다.",
    play_computer_took: "컴퓨터가 {}개를 가져가 {}개가 남았습니다.",
    play_why_you_took_last: "마지막 동전을 내가 가져갔습니다.",
    play_why_computer_took_last: "마지막 동전을 컴퓨터가 가져갔습니다.",
    play_why_you_stuck: "{}가 남았고 가져갈 수 있는 개수가 없어서 내가 둘 수 없습니다.",
    play_why_computer_stuck: "{}가 남았고 가져갈 수 있는 개수가 없어서 컴퓨터가 둘 수 없습니다.",
    play_rule_stuck_misere: "미제르에서는 둘 수 없는 사람이 이깁니다.",
    play_rule_stuck_normal: "노멀 규칙에서는 둘 수 없는 사람이 집니다.",
    play_moves: "수순",
    play_replay: "다시 보기: 보인 수",
    play_coins_left: "남은 {}",
    play_move_line: "{}. {}: {}개, 남은 동전 {}개",
    play_start_line: "{}로 시작합니다.",
    step_through: "한 단계씩",
    step_keys: "계산을 한 단계씩 따라갑니다. Space는 재생/일시정지, →는 다음 단계, ←는 이전 단계입니다.",
    step_start: "처음",
    step_back: "뒤로",
    step_forward: "다음",
    play: "재생",
    pause: "일시정지",
    per_second: " 단계/초",
    speed: "속도: 초당 단계 수",
    step_count: "{}/{} 단계",
    call_stack: "호출 스택",
    call_stack_empty: "아직 실행 중인 호출이 없습니다.",
    step_call: "호출: {}",
    step_return: "반환: {}는 {}",
    step_waiting: ", 아직 호출 전",
    step_running: ", 실행 중",
    step_current: ", 현재 단계",
    dp_fill: "채움: {}는 {}",
    dp_not_filled: "{}: 아직 채우지 않음",
    matchsticks: &matchsticks::KOREAN,
    language: "언어",
    theme_light: "밝게",
    theme_dark: "어둡게",
    coins: "동전 수",
    takes: "가져갈 수 있는 개수",
    rule: "규칙",
    rule_misere: "미제르",
    rule_normal: "노멀",
    rule_misere_hint: "마지막 동전을 가져가는 사람이 진다 (원문 000의 게임).",
    rule_normal_hint: "움직일 수 없는 사람이 진다. 곧 마지막 동전을 가져가는 사람이 이긴다.",
    seed_lesson: "원문 000: 동전 13개",
    seed_lesson_hint: "잡지 기사의 게임: 동전 13개, 1~3개씩 가져가고 마지막 동전을 가져가는 사람이 진다.",
    view_recursive: "단순 재귀",
    view_dp: "동적 계획법",
    view_formula: "공식",
    evaluate_all: "모든 수를 평가",
    evaluate_short_circuit: "첫 번째 이기는 수에서 멈춤",
    evaluate_short_circuit_hint: "원문 000의 GetCoinCount처럼 첫 번째 이기는 수에서 멈춘다. 방문하지 않는 가지는 회색으로 보인다.",
    nodes: "노드",
    distinct_states: "서로 다른 상태",
    repeated_nodes: "반복된 노드",
    short_circuit_nodes: "첫 승리에서 멈출 때 방문하는 노드",
    nodes_on_show: "보이는 노드",
    number_exact: "정확한 값 ({}자리), 클릭하면 복사:\n{}",
    win: "승",
    lose: "패",
    win_letter: "승",
    lose_letter: "패",
    fit_to_view: "화면에 맞추기",
    collapse_subtree: "하위 트리 접기",
    expand_subtree: "하위 트리 펼치기",
    reset_folds: "접기 초기화",
    selected: "선택",
    coin_one: "동전 {}개",
    coin_many: "동전 {}개",
    node_one: "노드 {}개",
    node_many: "노드 {}개",
    subtree_size: "{}에서 시작하는 트리의 {}",
    none_selected: "노드를 클릭하면 그 상태가 모든 보기에서 선택된다.",
    canvas_hint: "끌어서 이동, 스크롤로 확대/축소, 클릭으로 선택, 더블 클릭으로 접기/펼치기.",
    node_label_root: "{} ({}) 시작",
    node_label: "{} ({}), 가져간 수: {}",
    dp_node_label: "상태 {} ({})",
    dp_row_label: "{}에 대한 표의 행",
    occurs_once: "전체 트리에 한 번 나온다",
    occurrences: "전체 트리에 {}번 나온다",
    hidden_nodes: "+{}",
    winning_takes: "이기는 수",
    no_winning_take: "없음: 모든 수가 진다",
    computing: "계산 중…",
    cancel: "취소",
    cancelled: "취소됨: 이전 결과를 보여준다.",
    stale_invalid: "아래 결과: {}, 가져갈 수 {}, {}. 위 입력이 올바르지 않아 마지막으로 올바른 입력의 결과를 보여준다.",
    stale_computing: "아래 결과: {}, 가져갈 수 {}, {}. 새 입력을 계산하는 동안 이전 결과를 보여준다.",
    state: "상태",
    table_coins: "동전",
    table_win: "승리",
    dp_table_title: "원문 000의 표 (GenerateNimTable)",
    dp_intro: "각 상태를 한 번씩, 아래에서 위로 채운다: 지는 상태로 보내는 수가 있으면 이기는 상태다.",
    unreachable: "시작 상태에서 도달할 수 없음",
    formula_title: "가져갈 수 {1, …, {}}에 대한 공식",
    formula_misere: "미제르: (n − 1) mod {} ≠ 0 이면 차례인 사람이 이기며, (n − 1) mod {}개를 가져가면 된다.",
    formula_normal: "노멀: n mod {} ≠ 0 이면 차례인 사람이 이기며, n mod {}개를 가져가면 된다.",
    formula_now: "n = {}: {}",
    formula_hidden: "수업 모드에서는 값을 공개할 때까지 공식을 가립니다. 공식은 모든 자리의 값을 알려 주기 때문입니다.",
    formula_table_title: "원문 000, 표 1: 동전 개수에 대한 승, 패 여부",
    formula_column: "공식",
    dp_column: "DP",
    formula_agrees: "0부터 {}까지 모든 n에서 공식과 DP 표가 일치한다.",
    formula_disagrees: "n = {}에서 공식과 DP 표가 다르다.",
    pattern_title: "이 수들에는 닫힌 공식이 없다: 승패의 주기적 패턴",
    pattern_intro: "n의 승패는 바로 앞 {}개 상태의 승패로만 정해지므로, 그 폭의 구간이 한 번 반복되면 그 뒤는 모두 반복된다.",
    pattern_certified: "n = {}부터 승패가 주기 {}로 반복된다: 그 자리의 승패 {}개짜리 구간이 한 주기 뒤에 그대로 다시 나오므로 증명된다 (처음 {}개 상태 안에서 찾음).",
    pattern_uncertified: "처음 {}개 상태 안에서는 주기가 증명되지 않았다.",
    pattern_lose_positions: "지는 상태: n ≥ {}이고 n mod {} ∈ {{}}",
    error_empty_move_set: "가져갈 수 있는 개수가 비어 있다: 1,2,3처럼 하나 이상 적어야 한다.",
    error_empty_entry: "쉼표 사이가 비어 있다 (쉼표가 연달아 있거나 맨 앞이나 끝에 있다). 1,2,3처럼 쉼표 사이마다 개수를 하나씩 적어야 한다.",
    error_not_a_number: "'{}'은(는) 정수가 아니다.",
    error_zero_take: "한 번에 적어도 1개는 가져가야 한다.",
    error_too_large: "{}은(는) 한도 {max}보다 크다.",
    legend_repeated: "같은 색 = 여러 번 나온 같은 상태",
    legend_winning_edge: "이기는 수",
    legend_not_visited: "첫 승리에서 멈출 때 방문하지 않음",
    tab_grundy: "그런디 수",
    grundy_game: "게임",
    kind_takes: "가져갈 수 집합",
    kind_one_to_k: "1~k개 가져가기",
    kind_powers: "b의 거듭제곱",
    kind_nim: "님",
    kind_octal: "8진 코드",
    field_takes: "가져갈 수",
    field_k: "k",
    field_base: "b",
    field_octal: "코드",
    grundy_count: "값 개수",
    grundy_count_error: "값 개수는 1부터 {}까지의 정수여야 한다.",
    grundy_stale: "아래는 마지막으로 올바르게 입력한 게임의 값이다 ({}, {}, 값 {}개). 위 입력을 고치면 새로 계산한다.",
    grundy_nothing_yet: "위의 게임이 올바르게 될 때까지 보여 줄 것이 없다.",
    field_full: "가득 참: 최대 {}자까지 입력할 수 있다.",
    grundy_default_game: "{1,3,4}에서 다시 시작",
    error_not_octal: "8진 코드는 '0.'으로 시작한다. 예: Kayles는 0.77",
    error_octal_digit: "'{}'은(는) 8진 숫자(0~7)가 아니다.",
    error_octal_no_moves: "이 코드로는 둘 수 있는 수가 없다.",
    error_octal_too_long: "{}자리보다 긴 8진 코드는 지원하지 않는다.",
    error_powers_base: "{}의 거듭제곱은 수의 집합이 아니다: 밑은 2 이상이어야 한다.",
    error_misere_splits: "미제르 값은 나뉘지 않는 한 더미에 대해서만 정의된다. 이 게임은 더미를 나눈다.",
    error_misere_sum: "미제르 합은 님 더미에 대해서만 분석한다 (Bouton의 규칙).",
    error_heap_too_large: "{}개짜리 더미는 이 게임에서 너무 크다.",
    desc_subtraction: "더미에서 {}개를 가져간다.",
    takes_in_all: "모두 {}가지",
    desc_nim: "더미에서 원하는 만큼 가져간다 (님).",
    desc_powers: "더미에서 1, {0}, {0}², …개를 가져간다.",
    desc_octal: "8진 게임 {}: k번째 숫자는 k개를 가져간 뒤 남길 수 있는 것 (1: 없음, 2: 한 더미, 4: 두 더미).",
    desc_play_normal: "노멀 규칙: 움직일 수 없는 사람이 진다. 곧 마지막 수를 두는 사람이 이긴다.",
    desc_play_misere: "미제르 규칙: 움직일 수 없는 사람이 이긴다. 곧 마지막 수를 두는 사람이 진다. 둘 수 있는 수가 없는 위치의 값은 1이다 (원문 001).",
    grundy_row_label: "g({}) = {}",
    grundy_chart_title: "g(n): 처음 {}개 값 (전체 {}개). 빨간 짧은 막대가 P-위치 (g = 0).",
    period_title: "주기",
    period_uncertified: "처음 {}개 값 안에서 증명된 주기가 없으므로 주기를 주장하지 않는다.",
    period_found: "n = {}부터 g는 주기 {}로 반복된다.",
    certificate_window: "증명: 각 값은 바로 앞 {}개 값으로만 정해진다. 연속한 {}개 값의 구간(n = {}부터)이 {}칸 뒤에 그대로 다시 나타나므로, 그 뒤는 영원히 반복된다.",
    certificate_guy_smith: "증명 (Guy–Smith 정리, t = {}): n0 ≤ n < 2·n0 + p + t에서 g(n + p) = g(n), {}개 값 확인.",
    certificate_powers: "증명: {}의 거듭제곱은 모두 b + 1로 나눈 나머지가 ±1이다 (b가 홀수면 모두 홀수). 이로부터 알려진 패턴이 나오며, 계산한 {}개 값이 이를 따른다.",
    period_searched: "{}개 값을 조사했다.",
    period_cycle: "반복되는 부분: {}",
    mex_hint: "행이나 막대를 클릭하면 mex 계산 과정이 보인다.",
    mex_title: "g({}) 계산 과정",
    mex_no_move_normal: "둘 수 있는 수가 없다: 선택지 집합이 비어 있으므로 g = mex{} = 0.",
    mex_no_move_misere: "둘 수 있는 수가 없다: 미제르 규칙(원문 001)에서는 이 위치의 값이 1이다.",
    mex_move: "수",
    mex_leaves: "남는 더미",
    mex_value: "값",
    mex_more_options: "… 그리고 선택지 {}개 더",
    mex_set: "선택지의 값: {{}}",
    mex_result: "빠진 가장 작은 값: g({}) = {}",
    mex_p_position: "P-위치: 차례인 사람이 진다.",
    mex_n_position: "N-위치: 차례인 사람이 이긴다.",
    action_set_title: "중첩된 행동 집합으로 (원문 001)",
    action_set_too_long: "이 더미의 중첩된 행동 집합은 너무 길어서 적지 않는다.",
    sum_title: "게임의 합",
    sum_misere_nim: "미제르 (님 더미)",
    sum_add_heap: "더미 추가",
    sum_game_hint: "게임: nim, 1,3,4, powers 4, 또는 0.77 같은 8진 코드",
    sum_heap_game: "게임",
    sum_heap_size: "크기",
    sum_remove_heap: "더미 삭제",
    sum_heap_game_label: "더미 {}의 게임 (nim, 1,3,4, powers 4 또는 0.77 같은 8진 코드)",
    sum_heap_size_label: "더미 {}의 크기",
    sum_outcome: "님 합 = {} → 차례인 사람: {}",
    sum_outcome_misere: "Bouton의 규칙 → 차례인 사람: {}",
    sum_no_winning_move: "이기는 수가 없다: 어떤 수를 두어도 상대가 이기는 위치가 된다.",
    sum_winning_moves: "이기는 수 (클릭하면 둔다):",
    sum_move: "더미 {}: {} → {}",
    classroom_grundy_pick: "행을 클릭해 학생들이 mex를 구하게 한 뒤 공개하세요.",
    grundy_reveal: "g({}) 공개",
    period_hidden: "수업 모드에서는 값을 공개할 때까지 주기를 가린다.",
    mex_no_move_hidden: "여기서는 둘 수 있는 수가 없다. 이 규칙에서 이 위치의 값은 얼마일까?",
    sum_hidden: "공개할 때까지 각 더미의 값, 님 합, 승패와 이기는 수를 가린다.",
    sum_reveal: "합 공개",
    sum_computer_plays: "컴퓨터가 {}(으)로 둡니다.",
    // The shell (jobs, notices).
    job_failed: "작업이 내부 오류로 멈췄습니다: {}",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_move_sets_are_written_briefly() {
        let set = |takes: &[u32]| MoveSet::new(takes.iter().copied()).expect("valid");
        assert_eq!(brief_set(&set(&[1, 3, 4]), "{} in all"), "{1,3,4}");
        assert_eq!(
            brief_set(&set(&(1..=1000).collect::<Vec<_>>()), "{} in all"),
            "{1–1000}"
        );
        assert_eq!(brief_set(&set(&[1, 2, 3, 5, 6, 9]), "{} in all"), "{1,2,3,5,6,9}");
        let runs: Vec<u32> = (1..=10).chain(20..=22).chain([30, 40]).collect();
        assert_eq!(brief_set(&set(&runs), "{} in all"), "{1–10,20–22,30,40}");
        let odd: Vec<u32> = (0..400).map(|i| 2 * i + 1).collect();
        assert_eq!(
            brief_set(&set(&odd), "{} in all"),
            "{1,3,5,7,9,11,13,15,17,19,21,23,…} (400 in all)"
        );
    }
}
