//! The matchstick tab's text, in English and Korean.

use crate::i18n::match_hints::{self, HintStrings};
use crate::i18n::numbers::grouped;
use nimlab_core::matchsticks::editor::{EditError, StickPosition};
use nimlab_core::matchsticks::glyph::SEGMENT_NAMES;
use nimlab_core::matchsticks::layout::{Layout, ParseError, Slot};
use nimlab_core::matchsticks::place;
use nimlab_core::matchsticks::solve::{Goal, SolveError};
use nimlab_core::matchsticks::survey::{MAX_LAYOUTS, MAX_SHAPE_DIGITS, Shape, ShapeError};

/// One text for each goal of a puzzle.
#[derive(Clone, Copy, Debug)]
pub struct PerGoal<T> {
    /// Sticks are moved.
    pub moving: T,
    /// Sticks are added.
    pub adding: T,
    /// Sticks are taken away.
    pub removing: T,
}

impl<T: Copy> PerGoal<T> {
    /// The text for `goal`.
    pub fn of(&self, goal: Goal) -> T {
        match goal {
            Goal::Move => self.moving,
            Goal::Add => self.adding,
            Goal::Remove => self.removing,
        }
    }
}

/// One language's matchstick text: a text that takes values is a function of them, so each
/// language words it in its own order.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct MatchStrings {
    pub equation: &'static str,
    pub equation_hint: &'static str,
    pub lay_out: &'static str,
    pub mode_move: &'static str,
    pub mode_move_hint: &'static str,
    pub mode_design: &'static str,
    pub mode_design_hint: &'static str,
    pub mode_play: &'static str,
    pub mode_play_hint: &'static str,
    pub goal: &'static str,
    pub goal_move: &'static str,
    pub goal_add: &'static str,
    pub goal_remove: &'static str,
    pub budget: &'static str,
    pub budget_hint: &'static str,
    /// The box that makes the budget exact: the answer takes exactly that many steps.
    pub exactly: &'static str,
    /// The budget's label when it is exact ("Up to" would say it is an upper bound).
    pub budget_steps: &'static str,
    pub exactly_hint: &'static str,
    pub variant_six: &'static str,
    pub variant_seven: &'static str,
    pub variant_nine: &'static str,
    pub leading_zeros: &'static str,
    // The rules' checkboxes.
    pub times_divide: &'static str,
    pub movable_equals: &'static str,
    /// The menu that holds the rules' checkboxes, so the bar fits an 800-point window.
    pub rules_menu: &'static str,
    /// The menu that holds inserting and deleting slots.
    pub slots_menu: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub reset: &'static str,
    pub reset_hint: &'static str,
    pub adopt_board: &'static str,
    pub adopt_board_hint: &'static str,
    pub insert_digit: &'static str,
    pub insert_operator: &'static str,
    pub delete_slot: &'static str,
    pub slot_hint: &'static str,
    pub reads_as: &'static str,
    /// "{place} reads as nothing": `place` a slot's place, named for children.
    pub reads_nothing: fn(place: &str) -> String,
    /// "(+{more} more)", after the first few slots that read as nothing.
    pub reads_nothing_more: fn(more: usize) -> String,
    pub is_true: &'static str,
    pub is_false: &'static str,
    /// "From the puzzle: {moved} moved, {added} added, {removed} removed".
    pub changes: fn(moved: u32, added: u32, removed: u32) -> String,
    pub live_counts: &'static str,
    pub unique: &'static str,
    pub answers_heading: &'static str,
    // Copying the answers as text.
    /// "Answers within the budget for {equation}".
    pub copy_answers_header: fn(equation: &str) -> String,
    pub no_answers: &'static str,
    /// "The first {listed} of {total} answers are listed."
    pub answers_listed: fn(listed: usize, total: u128) -> String,
    /// Where answers, their counts and true/false would be, in classroom mode until revealed.
    pub answers_hidden: &'static str,
    /// "Not solved: the equation has {slots} symbols and the solver takes at most {max}."
    pub solve_too_many_slots: fn(slots: usize, max: usize) -> String,
    /// "Not solved: {steps} steps is more than the solver's {max}."
    pub solve_too_many_steps: fn(steps: u32, max: u32) -> String,
    /// "Not solved: over {max} partial sums to track, past nimlab's memory limit …"
    pub solve_too_many_states: fn(max: usize) -> String,
    /// Not solved: more answers than can be counted.
    pub solve_too_many_to_count: &'static str,
    pub apply: &'static str,
    pub answer_hint: &'static str,
    /// "{k} moves", "1 stick added", "{k} sticks removed": `k` steps of `goal`.
    pub steps: fn(goal: Goal, k: u32) -> String,
    /// "{k} moves: {answers} answers": how many answers lie `k` steps away, on the status line.
    pub count_line: fn(goal: Goal, k: u32, answers: u128) -> String,
    pub slot: &'static str,
    pub segment: &'static str,
    pub horizontal_stick: &'static str,
    pub vertical_stick: &'static str,
    // The sign slot's other sticks.
    pub lower_stick: &'static str,
    pub backslash_stick: &'static str,
    pub slash_stick: &'static str,
    pub full: &'static str,
    pub empty: &'static str,
    pub leaves: &'static str,
    pub arrives: &'static str,
    /// "Tray: {spare} spare sticks".
    pub tray_gives: fn(spare: u32) -> String,
    pub tray_takes: &'static str,
    /// "Tray: {taken} sticks taken away".
    pub tray_taken: fn(taken: u32) -> String,
    pub error_source_empty: &'static str,
    pub error_target_full: &'static str,
    pub error_no_position: &'static str,
    pub error_budget: &'static str,
    pub error_goal: &'static str,
    pub check: &'static str,
    pub reveal: &'static str,
    pub right: &'static str,
    pub wrong_false: &'static str,
    /// "Used {used} moves of {budget}" (or sticks added, removed: the goal's steps).
    pub steps_used: fn(goal: Goal, used: u32, budget: u32) -> String,
    /// "An answer: {equation}".
    pub revealed: fn(equation: &str) -> String,
    /// Under a revealed answer, for each goal.
    pub reveal_hints: PerGoal<&'static str>,
    pub no_solution: &'static str,
    pub panel_search: &'static str,
    pub search_hint: &'static str,
    /// "The search will try {sequences} move sequences within {budget} moves."
    pub search_estimate: fn(sequences: u128, goal: Goal, budget: u32) -> String,
    /// "More than {max} sequences: too slow for the window. …"
    pub search_too_many: fn(max: u128) -> String,
    pub run_search: &'static str,
    pub search_stale: &'static str,
    /// Over the live status and answers while the Equation box does not read as an equation.
    pub results_for_last: fn(shown: &str) -> String,
    /// "{equation} is reached by {sequences} sequences of the same moves:"
    pub search_example: fn(equation: &str, sequences: usize) -> String,
    pub search_depth: &'static str,
    pub search_sequences: &'static str,
    pub search_layouts: &'static str,
    pub search_ratio: &'static str,
    pub search_true: &'static str,
    /// "{tried} sequences tried for {distinct} distinct layouts and {answers} answers: …";
    /// `answers` is `None` while classroom mode hides it.
    pub search_summary: fn(tried: u64, distinct: u64, answers: Option<usize>) -> String,
    pub tray_short: &'static str,
    pub file_new: &'static str,
    pub file_open: &'static str,
    pub file_save: &'static str,
    pub file_save_as: &'static str,
    pub file_recent: &'static str,
    pub untitled: &'static str,
    pub unsaved: &'static str,
    pub file_samples: &'static str,
    pub file_samples_hint: &'static str,
    pub export_menu: &'static str,
    pub export_menu_hint: &'static str,
    /// "Puzzle as {format}…".
    pub export_puzzle_as: fn(format: &str) -> String,
    /// "Answer as {format}…".
    pub export_answer_as: fn(format: &str) -> String,
    pub export_sheet: &'static str,
    pub export_sheet_key: &'static str,
    pub export_dark: &'static str,
    pub sheet_difficulty: &'static str,
    pub sheet_difficulty_hint: &'static str,
    pub sheet_titles: &'static str,
    pub sheet_per_page: &'static str,
    pub sheet_per_page_hint: &'static str,
    pub sheet_paper: &'static str,
    pub sheet_key_at_end: &'static str,
    pub sheet_key_own_file: &'static str,
    pub sheet_key_own_file_hint: &'static str,
    /// "'{character}' cannot be made of matchsticks: …"
    pub parse_unknown: fn(character: char) -> String,
    pub parse_no_equals: &'static str,
    pub parse_missing_number: &'static str,
    pub parse_mixed_numerals: &'static str,
    /// "{slots} symbols … at most {max}".
    pub parse_too_long: fn(slots: usize, max: usize) -> String,
    /// "A shape may have at most {digits} digit slots, 2 operator slots and {layouts} layouts …"
    pub shape_too_large: fn(digits: usize, layouts: usize) -> String,
    /// "{layouts} layouts are too many to generate from (at most {max}: …)."
    pub shape_too_large_window: fn(layouts: usize, max: usize) -> String,
    pub panel_answers: &'static str,
    pub panel_puzzle: &'static str,
    pub panel_generator: &'static str,
    pub panel_survey: &'static str,
    pub title: &'static str,
    pub author: &'static str,
    pub notes: &'static str,
    /// "Puzzles in this file: {puzzles}".
    pub collection: fn(puzzles: usize) -> String,
    pub add_puzzle: &'static str,
    pub generator_hint: &'static str,
    pub shape: &'static str,
    pub generate: &'static str,
    /// "{puzzles} puzzles of {shape} with exactly one answer".
    pub generated: fn(puzzles: usize, shape: &Shape) -> String,
    pub puzzle: &'static str,
    pub answer: &'static str,
    pub difficulty: &'static str,
    pub open_in_editor: &'static str,
    pub survey_hint: &'static str,
    pub run_survey: &'static str,
    pub export_csv: &'static str,
    pub layouts: &'static str,
    pub already_true: &'static str,
    pub unsolvable: &'static str,
    pub one_answer: &'static str,
    pub time: &'static str,
    // Places named for children and Play's hints.
    pub hints: &'static HintStrings,
}

impl MatchStrings {
    /// The goal's name (move, add or remove sticks).
    pub fn goal(&self, goal: Goal) -> &'static str {
        match goal {
            Goal::Move => self.goal_move,
            Goal::Add => self.goal_add,
            Goal::Remove => self.goal_remove,
        }
    }

    /// What the highlight of a revealed answer asks the student to do.
    pub fn reveal_hint(&self, goal: Goal) -> &'static str {
        self.reveal_hints.of(goal)
    }

    /// Why the solver refused a layout, in words a user understands.
    pub fn solve_error(&self, refused: SolveError) -> String {
        match refused {
            SolveError::TooManySlots { slots, max } => (self.solve_too_many_slots)(slots, max),
            SolveError::TooManySteps { steps, max } => (self.solve_too_many_steps)(steps, max),
            SolveError::TooManyStates { max } => (self.solve_too_many_states)(max),
            SolveError::TooManyToCount | SolveError::Cancelled => self.solve_too_many_to_count.to_owned(),
        }
    }

    /// The accessible name of a stick position: "the first number, segment b, full" (the tab
    /// adds how an answer on show changes it).
    pub fn stick_label(&self, layout: &Layout, at: StickPosition, full: bool) -> String {
        let name = match layout.slots[at.slot] {
            Slot::Digit(_) => format!("{} {}", self.segment, SEGMENT_NAMES[usize::from(at.bit)]),
            _ if at.bit == 0 => self.horizontal_stick.to_owned(),
            _ if at.bit == 1 => self.vertical_stick.to_owned(),
            _ if at.bit == 2 => self.lower_stick.to_owned(),
            _ if at.bit == 3 => self.backslash_stick.to_owned(),
            _ => self.slash_stick.to_owned(),
        };
        format!(
            "{}, {name}, {}",
            self.place(layout, at.slot),
            if full { self.full } else { self.empty }
        )
    }

    /// Where slot `slot` of `layout` sits, named for children ("the answer", 「답」), counted from 1.
    pub fn place(&self, layout: &Layout, slot: usize) -> String {
        place::place(layout, slot).map_or_else(|| format!("{} {}", self.slot, slot + 1), self.hints.place)
    }

    /// Why a stick could not be moved there.
    pub fn edit_error(&self, error: EditError) -> &'static str {
        match error {
            EditError::SourceEmpty => self.error_source_empty,
            EditError::TargetFull => self.error_target_full,
            EditError::NoSuchPosition => self.error_no_position,
            EditError::AgainstGoal => self.error_goal,
            EditError::OverBudget => self.error_budget,
        }
    }

    /// Why the typed equation cannot be laid out.
    pub fn parse_error(&self, error: &ParseError) -> String {
        match error {
            ParseError::UnknownCharacter(c) => (self.parse_unknown)(*c),
            ParseError::NoEquals => self.parse_no_equals.to_owned(),
            ParseError::MissingNumber => self.parse_missing_number.to_owned(),
            ParseError::MixedNumerals => self.parse_mixed_numerals.to_owned(),
            ParseError::TooLong { slots, max } => (self.parse_too_long)(*slots, *max),
        }
    }

    /// Why a survey or generator shape was refused.
    pub fn shape_error(&self, error: &ShapeError) -> String {
        match error {
            ShapeError::Parse(error) => self.parse_error(error),
            ShapeError::TooLarge => (self.shape_too_large)(MAX_SHAPE_DIGITS, MAX_LAYOUTS),
        }
    }
}

/// "2 moves", "1 stick added", …: `k` steps of `goal`, in English.
fn english_steps(goal: Goal, k: u32) -> String {
    match (goal, k) {
        (Goal::Move, 1) => "1 move".to_owned(),
        (Goal::Move, k) => format!("{k} moves"),
        (Goal::Add, 1) => "1 stick added".to_owned(),
        (Goal::Add, k) => format!("{k} sticks added"),
        (Goal::Remove, 1) => "1 stick removed".to_owned(),
        (Goal::Remove, k) => format!("{k} sticks removed"),
    }
}

/// "2개 이동", "1개 추가", …: `k` steps of `goal`, in Korean, counted in sticks (개) as seed
/// 004 counts them ("성냥개비 2개까지의 이동"); "2번 이동" read as "move number 2".
fn korean_steps(goal: Goal, k: u32) -> String {
    match goal {
        Goal::Move => format!("{k}개 이동"),
        Goal::Add => format!("{k}개 추가"),
        Goal::Remove => format!("{k}개 제거"),
    }
}

/// The English text.
pub static ENGLISH: MatchStrings = MatchStrings {
    equation: "Equation",
    equation_hint: "Type an equation such as 0+3=09 and press Enter to lay it out.",
    lay_out: "Lay out",
    mode_move: "Move sticks",
    mode_move_hint: "Drag a stick onto an empty position to try an answer; the puzzle itself stays as it is.",
    mode_design: "Design",
    mode_design_hint: "Edit the puzzle itself: click a position to add or remove a stick; dragging moves one.",
    mode_play: "Play",
    mode_play_hint: "For students: the answers are hidden; make the equation true within the budget, then Check.",
    goal: "Goal",
    goal_move: "Move",
    goal_add: "Add",
    goal_remove: "Remove",
    budget: "Up to",
    budget_hint: "How many sticks the answer may move, add or remove",
    exactly: "exactly",
    budget_steps: "Steps",
    exactly_hint: "The answer takes exactly this many steps, as in \"move exactly 2 sticks\" \
        (\"Up to\": it may take fewer).",
    variant_six: "6 without top",
    variant_seven: "7 with f",
    variant_nine: "9 without bottom",
    leading_zeros: "Leading zeros (09)",
    times_divide: "× and ÷",
    movable_equals: "The = may move",
    rules_menu: "Rules",
    slots_menu: "Slots",
    undo: "Undo",
    redo: "Redo",
    reset: "Reset",
    reset_hint: "The sticks back to the puzzle (in Play the attempt starts over: Reveal and hints cleared)",
    adopt_board: "Make this the puzzle",
    adopt_board_hint: "The sticks as they lie now become the puzzle that is saved (Undo takes it back)",
    insert_digit: "Insert digit",
    insert_operator: "Insert operator",
    delete_slot: "Delete slot",
    slot_hint: "Click a slot's reading to choose where slots are inserted or deleted.",
    reads_as: "Reads as",
    reads_nothing: |place| format!("{place} reads as nothing"),
    reads_nothing_more: |more| format!("(+{more} more)"),
    is_true: "true",
    is_false: "false",
    changes: |moved, added, removed| {
        format!("From the puzzle: {moved} moved, {added} added, {removed} removed")
    },
    live_counts: "Answers from here",
    unique: "unique",
    answers_heading: "Answers within the budget",
    // Copying the answers as text.
    copy_answers_header: |equation| format!("Answers within the budget for {equation}"),
    no_answers: "No true equation within the budget.",
    answers_listed: |listed, total| format!("The first {listed} of {total} answers are listed."),
    answers_hidden: "Answers hidden (classroom mode)",
    solve_too_many_slots: |slots, max| {
        format!("Not solved: the equation has {slots} symbols and the solver takes at most {max}.")
    },
    solve_too_many_steps: |steps, max| format!("Not solved: {steps} steps is more than the solver's {max}."),
    solve_too_many_states: |max| {
        format!(
            "Not solved: over {max} partial sums to track, past nimlab's memory limit (512 MB). Try fewer steps or shorter numbers."
        )
    },
    solve_too_many_to_count: "Not solved: more answers than can be counted.",
    apply: "Apply",
    answer_hint: "Click an answer to see which sticks leave (vermillion) and arrive (green).",
    steps: english_steps,
    count_line: |goal, k, answers| {
        let answers = if answers == 1 {
            "1 answer".to_owned()
        } else {
            format!("{answers} answers")
        };
        format!("{steps}: {answers}", steps = english_steps(goal, k))
    },
    slot: "slot",
    segment: "segment",
    horizontal_stick: "horizontal stick",
    vertical_stick: "vertical stick",
    lower_stick: "lower stick",
    backslash_stick: "stick \\",
    slash_stick: "stick /",
    full: "full",
    empty: "empty",
    leaves: ", leaves",
    arrives: ", arrives",
    tray_gives: |spare| match spare {
        1 => "Tray: 1 spare stick".to_owned(),
        spare => format!("Tray: {spare} spare sticks"),
    },
    tray_takes: "Tray: drop a stick here to remove it",
    tray_taken: |taken| match taken {
        1 => "Tray: 1 stick taken away".to_owned(),
        taken => format!("Tray: {taken} sticks taken away"),
    },
    error_source_empty: "There is no stick there to move.",
    error_target_full: "That position already holds a stick.",
    error_no_position: "The '=' is fixed.",
    error_budget: "That would go over the budget: undo a step first.",
    error_goal: "This puzzle's goal does not allow that.",
    check: "Check",
    reveal: "Reveal",
    right: "Right! The equation is true.",
    wrong_false: "Not yet: the equation is false.",
    steps_used: |goal, used, budget| format!("Used {steps} of {budget}", steps = english_steps(goal, used)),
    revealed: |equation| format!("An answer: {equation}"),
    reveal_hints: PerGoal {
        moving: "On the puzzle: move the vermillion sticks to the green positions.",
        adding: "On the puzzle: lay sticks on the green positions.",
        removing: "On the puzzle: take away the vermillion sticks.",
    },
    no_solution: "This puzzle has no answer within its budget.",
    panel_search: "Search",
    search_hint: "Seed 004's depth-first search on this puzzle: it tries every sequence of moves, so each layout k moves away is reached k! × k! times (k! pairings of the sticks, k! orders). The fast solver looks at each layout once: the same idea as memoization in the coin tree.",
    search_estimate: |sequences, goal, budget| {
        format!(
            "The search will try {sequences} move sequences within {steps}.",
            steps = english_steps(goal, budget)
        )
    },
    search_too_many: |max| format!("More than {max} sequences: too slow for the window. Lower the budget."),
    run_search: "Run seed 004's search",
    search_stale: "(computed for an earlier layout or setting)",
    results_for_last: |shown| {
        format!("Shown for {shown}, the sticks on the canvas: the Equation box does not read as an equation.")
    },
    search_example: |equation, sequences| {
        format!("{equation} is reached by {sequences} sequences of the same moves:")
    },
    search_depth: "Depth",
    search_sequences: "Sequences tried",
    search_layouts: "Distinct layouts",
    search_ratio: "Sequences per layout",
    search_true: "True",
    search_summary: |tried, distinct, answers| {
        let answers = answers.map_or_else(|| "?".to_owned(), |answers| answers.to_string());
        format!(
            "{tried} sequences tried for {distinct} distinct layouts and {answers} answers: the fast solver looks at each layout once."
        )
    },
    tray_short: "tray",
    file_new: "New",
    file_open: "Open…",
    file_save: "Save",
    file_save_as: "Save as…",
    file_recent: "Recent",
    untitled: "Untitled",
    unsaved: "unsaved changes",
    file_samples: "Sample puzzles",
    file_samples_hint: "Opens the classic puzzles that come with nimlab, with no file dialog",
    export_menu: "Export…",
    export_menu_hint: "Figures of the puzzle drawn for slides and print (not a picture of the screen), and worksheets of the collection.",
    export_puzzle_as: |format| format!("Puzzle as {format}…"),
    export_answer_as: |format| format!("Answer as {format}…"),
    export_sheet: "Worksheet (PDF)…",
    export_sheet_key: "Worksheet with answer key (PDF)…",
    export_dark: "Dark background",
    sheet_difficulty: "Difficulty as stars (★)",
    sheet_difficulty_hint: "Each puzzle's difficulty beside its number: the generator's figure (10 × steps + 3 × slots the answer changes + 4 if it flips a sign + near misses, at most 5), one star for every ten points, at most five.",
    sheet_titles: "Puzzle titles",
    sheet_per_page: "Puzzles a page",
    sheet_per_page_hint: "Fewer a page draws each puzzle larger, with more room to draw the answer; the key holds twice as many.",
    sheet_paper: "Paper",
    sheet_key_at_end: "Key after the puzzles",
    sheet_key_own_file: "Key in a file of its own",
    sheet_key_own_file_hint: "Once the worksheet is written, a second Save dialog asks where its key goes, offering the worksheet's name with -key.",
    parse_unknown: |character| {
        // × and ÷, and several '=', make equations too.
        format!("'{character}' cannot be made of matchsticks: use digits, +, -, × (or *), ÷ (or /) and =")
    },
    parse_no_equals: "An equation needs an '='.",
    parse_missing_number: "Every sign and '=' needs a number on both sides.",
    parse_mixed_numerals: "Write the equation in digits or in Roman letters (I, V, X, L, C), not both.",
    parse_too_long: |slots, max| format!("{slots} symbols is too long: an equation may have at most {max}."),
    shape_too_large: |digits, layouts| {
        let layouts = grouped(&layouts.to_string());
        format!(
            "A shape may have at most {digits} digit slots, 2 operator slots and {layouts} layouts (a survey of a few seconds)."
        )
    },
    shape_too_large_window: |layouts, max| {
        let (layouts, max) = (grouped(&layouts.to_string()), grouped(&max.to_string()));
        format!(
            "{layouts} layouts are too many to generate from (at most {max}: every puzzle found is described, which takes time). The survey takes larger shapes."
        )
    },
    panel_answers: "Answers",
    panel_puzzle: "Puzzle",
    panel_generator: "Generator",
    panel_survey: "Survey",
    title: "Title",
    author: "Author",
    notes: "Notes",
    collection: |puzzles| format!("Puzzles in this file: {puzzles}"),
    add_puzzle: "Add a puzzle",
    generator_hint: "Every layout of the shape whose only answer within the budget is exactly that many steps away, easiest first. D is a digit, + an operator (+ or −).",
    shape: "Shape",
    generate: "Generate",
    generated: |puzzles, shape| {
        let puzzles = grouped(&puzzles.to_string());
        format!("{puzzles} puzzles of {shape} with exactly one answer")
    },
    puzzle: "Puzzle",
    answer: "Answer",
    difficulty: "Difficulty",
    open_in_editor: "Open",
    survey_hint: "Seed 004's experiment: every layout of each shape, solved within the budget of moves.",
    run_survey: "Run the survey",
    export_csv: "Export CSV…",
    layouts: "Layouts",
    already_true: "Already true",
    unsolvable: "No answer",
    one_answer: "One answer",
    time: "Time",
    // Hints.
    hints: &match_hints::ENGLISH,
};

/// The Korean text.
pub static KOREAN: MatchStrings = MatchStrings {
    equation: "등식",
    equation_hint: "0+3=09 같은 등식을 입력하고 Enter를 누르면 성냥개비로 놓입니다.",
    lay_out: "배치",
    mode_move: "옮기기",
    mode_move_hint: "성냥개비를 빈 자리로 끌어다 놓아 답을 시험해 보세요. 퍼즐 자체는 바뀌지 않습니다.",
    mode_design: "설계",
    mode_design_hint: "퍼즐 자체를 고칩니다. 자리를 클릭하면 성냥개비가 더해지거나 빠지고, 끌어서 옮길 수도 있습니다.",
    mode_play: "풀기",
    mode_play_hint: "학생용: 답이 가려집니다. 예산 안에서 등식을 참으로 만들고 확인을 누르세요.",
    goal: "목표",
    goal_move: "이동",
    goal_add: "추가",
    goal_remove: "제거",
    budget: "최대",
    budget_hint: "답에서 옮기거나 더하거나 뺄 수 있는 성냥개비 수",
    exactly: "정확히",
    budget_steps: "걸음",
    exactly_hint: "답이 꼭 이만큼의 걸음을 씁니다(\"정확히 2개를 옮기시오\"). \"최대\"는 더 적은 \
        걸음도 됩니다.",
    variant_six: "윗변 없는 6",
    variant_seven: "f가 있는 7",
    variant_nine: "아랫변 없는 9",
    leading_zeros: "앞자리 0 허용 (09)",
    times_divide: "×와 ÷ 허용",
    movable_equals: "= 이동 허용",
    rules_menu: "규칙",
    slots_menu: "칸",
    undo: "되돌리기",
    redo: "다시 실행",
    reset: "처음으로",
    reset_hint: "성냥개비를 퍼즐의 모양으로 되돌립니다(풀기에서는 정답 보기와 힌트도 지우고 처음부터 다시 풉니다)",
    adopt_board: "이 모양을 퍼즐로",
    adopt_board_hint: "지금 놓인 모양을 저장될 퍼즐로 삼습니다(되돌리기로 취소할 수 있습니다)",
    insert_digit: "숫자 칸 넣기",
    insert_operator: "연산자 칸 넣기",
    delete_slot: "칸 지우기",
    slot_hint: "칸의 읽기를 클릭하면 칸을 넣거나 지울 위치가 정해집니다.",
    reads_as: "읽기",
    reads_nothing: |place| {
        format!(
            "{place}{} 어떤 기호로도 읽히지 않습니다",
            match_hints::topic(place)
        )
    },
    reads_nothing_more: |more| format!("(외 {more}개 칸)"),
    is_true: "참",
    is_false: "거짓",
    changes: |moved, added, removed| {
        format!("처음 퍼즐에서 옮긴 성냥개비 {moved}개, 더한 것 {added}개, 뺀 것 {removed}개")
    },
    live_counts: "여기서의 답",
    unique: "유일",
    answers_heading: "예산 안의 답",
    // Copying the answers as text.
    copy_answers_header: |equation| format!("{equation}: 예산 안의 답"),
    no_answers: "예산 안에 참인 등식이 없습니다.",
    answers_listed: |listed, total| format!("답 {total}개 가운데 처음 {listed}개만 보여 줍니다."),
    answers_hidden: "답을 가려 두었습니다 (수업 모드)",
    solve_too_many_slots: |slots, max| {
        format!("풀지 않음: 등식의 기호가 {slots}개인데, 풀이기는 {max}개까지만 다룹니다.")
    },
    solve_too_many_steps: |steps, max| {
        format!("풀지 않음: {steps}단계는 풀이기의 최대 {max}단계보다 많습니다.")
    },
    solve_too_many_states: |max| {
        format!(
            "풀지 않음: 추적할 부분합이 {max}개를 넘어 nimlab의 메모리 한도(512 MB)를 넘습니다. 단계를 줄이거나 수를 짧게 하세요."
        )
    },
    solve_too_many_to_count: "풀지 않음: 답이 너무 많아 셀 수 없습니다.",
    apply: "적용",
    answer_hint: "답을 클릭하면 빠지는 성냥개비(주홍)와 들어가는 자리(초록)가 보입니다.",
    steps: korean_steps,
    count_line: |goal, k, answers| format!("{steps}: 답 {answers}개", steps = korean_steps(goal, k)),
    slot: "칸",
    segment: "세그먼트",
    horizontal_stick: "가로 막대",
    vertical_stick: "세로 막대",
    lower_stick: "아래 가로 막대",
    backslash_stick: "막대 \\",
    slash_stick: "막대 /",
    full: "있음",
    empty: "빈 자리",
    leaves: ", 빠짐",
    arrives: ", 들어감",
    tray_gives: |spare| format!("쟁반: 남은 성냥개비 {spare}개"),
    tray_takes: "쟁반: 뺄 성냥개비를 여기에 놓으세요",
    tray_taken: |taken| format!("쟁반: 뺀 성냥개비 {taken}개"),
    error_source_empty: "그 자리에는 옮길 성냥개비가 없습니다.",
    error_target_full: "그 자리에는 이미 성냥개비가 있습니다.",
    error_no_position: "'='는 고정되어 있습니다.",
    error_budget: "예산을 넘습니다. 먼저 한 단계 되돌리세요.",
    error_goal: "이 퍼즐의 목표로는 할 수 없는 일입니다.",
    check: "확인",
    reveal: "정답 보기",
    right: "정답! 등식이 성립합니다.",
    wrong_false: "아직 아닙니다. 등식이 성립하지 않습니다.",
    steps_used: |goal, used, budget| match goal {
        Goal::Move => format!("옮긴 성냥개비: {used}개 (최대 {budget}개)"),
        Goal::Add => format!("더한 성냥개비: {used}개 (최대 {budget}개)"),
        Goal::Remove => format!("뺀 성냥개비: {used}개 (최대 {budget}개)"),
    },
    revealed: |equation| format!("답: {equation}"),
    reveal_hints: PerGoal {
        moving: "퍼즐에서 주홍색 성냥개비를 초록 자리로 옮기면 됩니다.",
        adding: "퍼즐에서 초록 자리에 성냥개비를 놓으면 됩니다.",
        removing: "퍼즐에서 주홍색 성냥개비를 빼면 됩니다.",
    },
    no_solution: "이 퍼즐은 예산 안에 답이 없습니다.",
    panel_search: "탐색",
    search_hint: "이 퍼즐에 대한 논문 004의 깊이 우선 탐색: 모든 이동 순서를 시도하므로 k번 떨어진 배치마다 k!×k!번 도달합니다(막대 짝짓기 k!, 순서 k!). 빠른 풀이기는 배치마다 한 번만 봅니다. 동전 트리의 메모이제이션과 같은 생각입니다.",
    search_estimate: |sequences, goal, budget| {
        format!(
            "탐색은 이동 순서 {sequences}개를 시도합니다 (최대 {steps}).",
            steps = korean_steps(goal, budget)
        )
    },
    search_too_many: |max| format!("순서가 {max}개를 넘어 창에서 돌리기에는 너무 느립니다. 예산을 줄이세요."),
    run_search: "논문 004의 탐색 실행",
    search_stale: "(이전 배치나 설정에 대한 결과)",
    results_for_last: |shown| {
        format!("캔버스의 성냥개비 {shown}에 대한 결과입니다. 등식 칸의 글은 등식으로 읽히지 않습니다.")
    },
    search_example: |equation, sequences| {
        format!("{equation}에는 같은 이동들로 된 {sequences}가지 순서로 도달합니다:")
    },
    search_depth: "깊이",
    search_sequences: "시도한 순서",
    search_layouts: "서로 다른 배치",
    search_ratio: "배치당 순서",
    search_true: "참",
    search_summary: |tried, distinct, answers| {
        let answers = answers.map_or_else(|| "?".to_owned(), |answers| answers.to_string());
        format!(
            "순서 {tried}개를 시도해 서로 다른 배치 {distinct}개와 답 {answers}개를 얻었습니다. 빠른 풀이기는 배치마다 한 번만 봅니다."
        )
    },
    tray_short: "쟁반",
    file_new: "새로 만들기",
    file_open: "열기…",
    file_save: "저장",
    file_save_as: "다른 이름으로 저장…",
    file_recent: "최근 파일",
    untitled: "제목 없음",
    unsaved: "저장하지 않은 변경",
    file_samples: "예제 퍼즐",
    file_samples_hint: "nimlab에 들어 있는 고전 퍼즐 모음을 파일 대화 상자 없이 엽니다",
    export_menu: "내보내기…",
    export_menu_hint: "슬라이드와 인쇄용으로 그린 퍼즐 그림(화면 캡처가 아닙니다)과 모음의 학습지를 만듭니다.",
    export_puzzle_as: |format| format!("퍼즐을 {format}로…"),
    export_answer_as: |format| format!("답을 {format}로…"),
    export_sheet: "학습지 (PDF)…",
    export_sheet_key: "정답이 붙은 학습지 (PDF)…",
    export_dark: "어두운 배경",
    sheet_difficulty: "난이도 별점(★)",
    sheet_difficulty_hint: "각 퍼즐의 난이도를 번호 옆에 별로 표시합니다. 생성기의 난이도 값(10 × 단계 + 3 × 답이 바꾸는 칸 + 연산자를 바꾸면 4 + 아깝게 빗나간 식, 최대 5)을 10점마다 별 하나로, 최대 다섯 개까지 나타냅니다.",
    sheet_titles: "퍼즐 제목",
    sheet_per_page: "한 쪽의 퍼즐 수",
    sheet_per_page_hint: "한 쪽에 적게 넣을수록 퍼즐을 크게 그리고 답을 그릴 자리도 넓어집니다. 정답 쪽에는 두 배를 넣습니다.",
    sheet_paper: "용지",
    sheet_key_at_end: "정답을 퍼즐 뒤에",
    sheet_key_own_file: "정답을 따로 파일로",
    sheet_key_own_file_hint: "학습지를 쓴 뒤 두 번째 저장 대화 상자에서 정답 파일을 어디에 둘지 묻습니다. 이름은 학습지 이름에 -key를 붙여 제안합니다.",
    parse_unknown: |character| {
        // × and ÷, and several '=', make equations too.
        format!(
            "'{character}'은(는) 성냥개비로 만들 수 없습니다. 숫자, +, -, ×(또는 *), ÷(또는 /), =를 쓰세요"
        )
    },
    parse_no_equals: "등식에는 '='가 있어야 합니다.",
    parse_missing_number: "모든 기호와 '=' 양쪽에 수가 있어야 합니다.",
    parse_mixed_numerals: "식은 숫자로 쓰거나 로마 숫자(I, V, X, L, C)로 쓰십시오. 둘을 섞을 수는 없습니다.",
    parse_too_long: |slots, max| {
        format!("기호 {slots}개는 너무 깁니다. 등식은 기호를 최대 {max}개까지 가질 수 있습니다.")
    },
    shape_too_large: |digits, layouts| {
        let layouts = grouped(&layouts.to_string());
        format!(
            "모양에는 숫자 칸이 최대 {digits}개, 연산자 칸이 최대 2개, 배치가 최대 {layouts}개까지입니다 (몇 초 안에 조사를 마치기 위해서입니다)."
        )
    },
    shape_too_large_window: |layouts, max| {
        let (layouts, max) = (grouped(&layouts.to_string()), grouped(&max.to_string()));
        format!(
            "배치가 {layouts}개라 퍼즐을 만들기에 너무 많습니다 (최대 {max}개: 찾은 퍼즐을 하나하나 설명하느라 시간이 걸립니다). 더 큰 모양은 조사에서 다룰 수 있습니다."
        )
    },
    panel_answers: "답",
    panel_puzzle: "퍼즐",
    panel_generator: "생성기",
    panel_survey: "조사",
    title: "제목",
    author: "만든 이",
    notes: "메모",
    collection: |puzzles| format!("이 파일의 퍼즐: {puzzles}개"),
    add_puzzle: "퍼즐 추가",
    generator_hint: "모양의 모든 배치 가운데 예산 안의 답이 하나뿐이고 그 답이 정확히 그 단계만큼 떨어진 것을 쉬운 순서로 보입니다. D는 숫자, +는 연산자(+ 또는 −)입니다.",
    shape: "모양",
    generate: "만들기",
    generated: |puzzles, shape| {
        let puzzles = grouped(&puzzles.to_string());
        format!("모양 {shape}에서 답이 하나뿐인 퍼즐 {puzzles}개")
    },
    puzzle: "퍼즐",
    answer: "답",
    difficulty: "난이도",
    open_in_editor: "열기",
    survey_hint: "논문 004의 실험: 각 모양의 모든 배치를 이동 예산 안에서 풉니다.",
    run_survey: "조사 실행",
    export_csv: "CSV로 내보내기…",
    layouts: "배치",
    already_true: "이미 참",
    unsolvable: "답 없음",
    one_answer: "답 하나",
    time: "시간",
    // Hints.
    hints: &match_hints::KOREAN,
};
