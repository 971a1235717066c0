//! English and Korean UI text. Every user-facing string lives here, once per language; a field
//! missing in one language is a compile error, so the two tables cannot drift apart.
//!
//! [`Strings`] holds the shell's text and the words the tabs share (rules, win and lose, input
//! errors); each tab's own text is a table of its own, linked from it: [`tree`], [`grundy`],
//! [`matchsticks`], and so are the words figures print, [`figure`]. The tables import engine
//! types only, never a tab's: a tab turns its own types into words, and text is produced when
//! drawn, so a language switch changes it at once.

pub mod code;
pub mod figure;
// The generator's words for figure puzzles.
pub mod figure_generator;
mod files;
pub mod grundy;
// The keyboard's words.
pub mod keys;
// Figure puzzles on a lattice in the window.
pub mod lattice;
// A figure puzzle's answers and play in the window.
pub mod figure_answers;
// Places named for children and Play's hints.
pub mod match_hints;
pub mod matchsticks;
pub mod numbers;
// The figure of any heap game's DP DAG.
// Classroom mode on heaps of a game.
pub mod heap_classroom;
pub mod heap_tree;
// Lesson plans.
pub mod lesson_plan;
// Packed share links.
pub mod lesson_sheet;
pub mod link;
pub mod position_dag;
pub mod position_tree;
pub mod presenter;
pub mod sheet_sizes;
// The class quiz of classroom mode.
pub mod quiz;
pub mod tree;
// The designer's workbench.
mod words;
pub mod workbench;

use numbers::grouped;
pub use words::brief_set;
use words::quoted;

use std::path::Path;

use serde::{Deserialize, Serialize};

use nimlab_core::games::coin_game::{InputError, MAX_COINS};
use nimlab_core::games::{Outcome, Rule};

/// The language of the UI, switchable at run time and remembered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Language {
    #[default]
    /// English.
    English,
    /// Korean (한국어).
    Korean,
}

impl Language {
    /// Every language, in the order of the switch.
    pub const ALL: [Self; 2] = [Self::English, Self::Korean];

    /// The language's own name, shown in the switch.
    pub fn name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Korean => "한국어",
        }
    }

    /// The text of this language.
    pub fn strings(self) -> &'static Strings {
        match self {
            Self::English => &ENGLISH,
            Self::Korean => &KOREAN,
        }
    }
}

impl Strings {
    /// The language these strings are of (each language's table is one static).
    pub fn language(&self) -> Language {
        Language::ALL
            .into_iter()
            .find(|language| std::ptr::eq(language.strings(), self))
            .unwrap_or_default()
    }
}

/// One language's text for the shell, and the words the tabs share.
#[expect(
    missing_docs,
    reason = "a field's English text in the table below says what it is"
)]
#[derive(Debug)]
pub struct Strings {
    pub tab_game_tree: &'static str,
    pub tab_matchsticks: &'static str,
    pub classroom: &'static str,
    pub classroom_hint: &'static str,
    pub classroom_reveal_all: &'static str,
    pub classroom_hide_all: &'static str,
    pub export_png: &'static str,
    pub export_png_hint: &'static str,
    /// The figure menus' choice of page: a slide's shape, or the figure's own size.
    pub export_page: &'static str,
    pub export_page_hint: &'static str,
    pub export_own_size: &'static str,
    /// "16:9 slide" ({shape}: "16:9" or "4:3").
    pub export_slide: fn(shape: &str) -> String,
    pub export_csv: &'static str,
    pub export_csv_hint: &'static str,
    pub play_who_starts: &'static str,
    pub play_you: &'static str,
    pub play_computer: &'static str,
    pub play_new_game: &'static str,
    pub play_hint: &'static str,
    pub play_you_win: &'static str,
    pub play_computer_wins: &'static str,
    pub play_hint_hidden: &'static str,
    pub play_moves: &'static str,
    /// The matchstick tab's text.
    pub matchsticks: &'static matchsticks::MatchStrings,
    /// The designer's workbench's text.
    pub workbench: &'static workbench::WorkbenchStrings,
    /// The words for figure puzzles on a lattice.
    pub lattice: &'static lattice::LatticeStrings,
    /// The generator panel's words for figure puzzles.
    pub figure_generator: &'static figure_generator::FigureGeneratorStrings,
    /// The words for a figure puzzle's answers and play.
    pub figure_answers: &'static figure_answers::FigureAnswerStrings,
    /// The words of the figure of any heap game's DP DAG.
    pub position_dag: &'static position_dag::PositionDagStrings,
    /// The words of the figure of any heap game's recursive tree.
    pub position_tree: &'static position_tree::PositionTreeStrings,
    pub heap_tree: &'static heap_tree::HeapTreeStrings,
    /// The words of classroom mode on heaps of a game.
    pub heap_classroom: &'static heap_classroom::HeapClassroomStrings,
    /// The words of lesson plans.
    pub lesson_plan: &'static lesson_plan::LessonPlanStrings,
    /// The words of packed links.
    pub link: &'static link::LinkStrings,
    /// The words of the presenter's screen.
    pub presenter: &'static presenter::PresenterStrings,
    /// The class quiz's words.
    pub quiz: &'static quiz::QuizStrings,
    /// The words of the lesson sheets.
    pub lesson_sheet: &'static lesson_sheet::LessonSheetStrings,
    /// The words of the DP and sum sheets and of every sheet's refusal.
    pub sheet_sizes: &'static sheet_sizes::SheetSizeStrings,
    pub language: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub rule: &'static str,
    pub rule_misere: &'static str,
    pub rule_normal: &'static str,
    /// "Exactly ({digits} digits), click to copy:\n{exact}".
    pub number_exact: fn(digits: usize, exact: &str) -> String,
    pub win: &'static str,
    pub lose: &'static str,
    pub computing: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub error_empty_move_set: &'static str,
    pub error_empty_entry: &'static str,
    /// "'{text}' is not a whole number."
    pub error_not_a_number: fn(text: &str) -> String,
    pub error_zero_take: &'static str,
    /// "{text} is larger than the limit of {max}."
    pub error_too_large: fn(text: &str, max: u32) -> String,
    pub tab_grundy: &'static str,
    /// "{count} takes in all", after a move set too long to list (see `brief_set`).
    pub takes_in_all: fn(count: usize) -> String,
    // The shell (jobs, notices).
    /// Where a job's result would show, when its work panicked: "The work stopped with an
    /// internal error: {message}".
    pub job_failed: fn(message: &str) -> String,
    // Copying as text, and what a restart could not bring back.
    pub copy: &'static str,
    pub copy_hint: &'static str,
    pub copied: &'static str,
    /// "Not brought back …: {parts}": the parts named with the `forgotten_*` words,
    /// comma-separated.
    pub not_restored: fn(parts: &str) -> String,
    pub forgotten_everything: &'static str,
    pub forgotten_tab: &'static str,
    pub forgotten_language: &'static str,
    pub forgotten_classroom: &'static str,
    pub forgotten_tree_inputs: &'static str,
    pub forgotten_tree_progress: &'static str,
    pub forgotten_tree_game: &'static str,
    pub forgotten_step_through: &'static str,
    pub forgotten_grundy_inputs: &'static str,
    pub forgotten_sum_game: &'static str,
    pub forgotten_matchsticks: &'static str,
    // Presentation mode and the window's zoom.
    pub forgotten_presentation: &'static str,
    pub present: &'static str,
    pub present_hint: &'static str,
    pub present_leave: &'static str,
    pub present_leave_hint: &'static str,
    /// The menu of what the presentation bar leaves out (Copy link, language, theme).
    pub present_more: &'static str,
    pub zoom_in: &'static str,
    pub zoom_out: &'static str,
    /// "The window's zoom: {percent} %. Ctrl+0 sets it back to {default} %."
    pub zoom_hint: fn(percent: u16, default: u16) -> String,
    /// Presentation mode's + when a larger zoom would not fit the thin bar on the screen.
    pub zoom_bar_full: &'static str,
    // Links that open a view.
    pub copy_link: &'static str,
    /// Copy link's hover text, naming the web page the links point to (`address`).
    pub copy_link_hint: fn(address: &str) -> String,
    /// "Opened the link: {tab}."
    pub link_opened: fn(tab: &str) -> String,
    /// "Link not opened: {reason}", the reason one of the `link_*` reasons below.
    pub link_refused: fn(reason: &str) -> String,
    pub link_not_a_link: &'static str,
    /// "it is longer than {max} characters."
    pub link_too_long: fn(max: usize) -> String,
    pub link_not_text: &'static str,
    /// "its state does not read (line {line}, column {column}); …"
    pub link_unreadable: fn(line: usize, column: usize) -> String,
    /// "nimlab does not accept {part} it holds …", the part named by a `forgotten_*` word.
    pub link_out_of_bounds: fn(part: &str) -> String,
    pub link_nothing: &'static str,
    /// "Link not copied: it would be {chars} characters long, and links are kept to {max} …"
    pub link_not_copied: fn(chars: usize, max: usize, plan: bool) -> String,
    /// The game-tree tab's text.
    pub tree: &'static tree::TreeStrings,
    /// The Grundy tab's text.
    pub grundy: &'static grundy::GrundyStrings,
    /// What each key does, and the help overlay.
    pub keys: &'static keys::KeyStrings,
    /// The coin-game article's code beside the step-through (the code panel).
    pub code: &'static code::CodeStrings,
    /// The words figures print.
    pub figure: &'static figure::FigureStrings,
    // The file flow: its questions, the file chooser and the notices: the
    // shell's, not the matchstick tab's, so they live here.
    pub dismiss: &'static str,
    /// "{path} is not a nimlab puzzle file: …"
    pub not_a_puzzle_file: fn(path: &Path) -> String,
    pub unsaved_title: &'static str,
    /// "{name} has unsaved changes. Save them before going on?"
    pub unsaved_question: fn(name: &str) -> String,
    pub save_changes: &'static str,
    pub discard: &'static str,
    /// "Could not save: {reason}".
    pub save_failed: fn(reason: &str) -> String,
    /// "Saved {path}".
    pub saved_to: fn(path: &Path) -> String,
    /// "Exported {path}".
    pub exported_to: fn(path: &Path) -> String,
    pub dialog_unavailable: &'static str,
    pub picker_open_title: &'static str,
    pub picker_save_title: &'static str,
    pub picker_export_title: &'static str,
    pub picker_open: &'static str,
    pub picker_save: &'static str,
    pub picker_file: &'static str,
    pub picker_parent: &'static str,
    pub picker_folder: &'static str,
    /// "This folder cannot be read: {error}".
    pub picker_unreadable: fn(error: &str) -> String,
    /// "… and {more} more not listed: type the name."
    pub picker_more: fn(more: usize) -> String,
    pub picker_hidden_name: &'static str,
    pub overwrite_title: &'static str,
    /// "{path} already exists …".
    pub overwrite_question: fn(path: &Path) -> String,
    pub overwrite_replace: &'static str,
    pub overwrite_another: &'static str,
    /// "{path} is {kind}, not a file …" (`kind` is one of the `special_` words).
    pub not_a_file: fn(path: &Path, kind: &str) -> String,
    pub special_folder: &'static str,
    pub special_fifo: &'static str,
    pub special_device: &'static str,
    pub special_socket: &'static str,
    pub special_other: &'static str,
    /// "Reading {path}…".
    pub busy_reading: fn(path: &Path) -> String,
    /// "Writing {path}…".
    pub busy_writing: fn(path: &Path) -> String,
    // Files that could not be read or written: the notice names the file, then why.
    /// "Could not open {path}: {why}", `why` one of the `file_*` problems below.
    pub file_open_failed: fn(path: &str, why: &str) -> String,
    /// "Could not save {path}: {why}".
    pub file_save_failed: fn(path: &str, why: &str) -> String,
    /// "Could not export to {path}: {why}".
    pub file_export_failed: fn(path: &str, why: &str) -> String,
    /// "{path}: {why}", on the command line.
    pub file_failed: fn(path: &str, why: &str) -> String,
    pub file_not_found: &'static str,
    pub file_permission_denied: &'static str,
    pub file_read_only: &'static str,
    pub file_disk_full: &'static str,
    /// "it is {kind}, not a file; …", `kind` a folder, a named pipe….
    pub file_not_a_file: fn(kind: &str) -> String,
    /// "the file is larger than {mib} MiB, the most a puzzle file may hold".
    pub file_too_large: fn(mib: u64) -> String,
    /// "line {line}, column {column}: this is not UTF-8 text: is it a puzzle file?"
    pub file_not_text: fn(line: usize, column: usize) -> String,
    /// "line {line}, column {column}: {detail}", the format's English `detail` of what is
    /// wrong (a language without it says only where).
    pub file_not_a_puzzle_file: fn(line: usize, column: usize, detail: &str) -> String,
    /// "line {line}, column {column}: puzzle {index}: {detail}", as above.
    pub file_bad_puzzle: fn(index: usize, line: usize, column: usize, detail: &str) -> String,
    /// "line {line}, column {column}: the file holds {count} puzzles; a collection holds at
    /// most {max}".
    pub file_too_many_puzzles: fn(count: usize, max: usize, line: usize, column: usize) -> String,
    /// "line {line}, column {column}: puzzle {index}: its {field} is longer than {max}
    /// characters, the most it may hold", `field` one of the `text_field_*` words.
    pub file_text_too_long: fn(index: usize, field: &str, max: usize, line: usize, column: usize) -> String,
    /// A puzzle's title, as a refusal names it.
    pub text_field_title: &'static str,
    /// A puzzle's author, as a refusal names it.
    pub text_field_author: &'static str,
    /// A puzzle's notes, as a refusal names them.
    pub text_field_notes: &'static str,
    /// "line {line}, column {column}: written by a newer nimlab (format {version}); this
    /// version reads format {ours}".
    pub file_newer_format: fn(version: u32, ours: u32, line: usize, column: usize) -> String,
    pub file_not_in_browser: &'static str,
    /// "the browser refused it ({detail})", `detail` the browser's own words.
    pub file_browser_refused: fn(detail: &str) -> String,
    pub file_interrupted: &'static str,
    /// "the system refused it ({detail})", `detail` the system's own words.
    pub file_other: fn(detail: &str) -> String,
}

impl Strings {
    /// The rule's name.
    pub fn rule(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Misere => self.rule_misere,
            Rule::Normal => self.rule_normal,
        }
    }

    /// "Win" or "Lose", for the player to move.
    pub fn outcome(&self, outcome: Outcome) -> &'static str {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Lose => self.lose,
        }
    }

    /// Explains a bad move set or pile size in this language.
    pub fn input_error(&self, error: &InputError) -> String {
        match error {
            InputError::EmptyMoveSet => self.error_empty_move_set.to_owned(),
            InputError::EmptyEntry => self.error_empty_entry.to_owned(),
            InputError::NotANumber(text) => (self.error_not_a_number)(&quoted(text)),
            InputError::ZeroTake => self.error_zero_take.to_owned(),
            InputError::TooLarge(text) => (self.error_too_large)(&quoted(text), MAX_COINS),
        }
    }
}

/// The English text.
pub static ENGLISH: Strings = Strings {
    tab_game_tree: "Game tree",
    tab_matchsticks: "Matchsticks",
    classroom: "Classroom",
    classroom_hint: "Hide the values until the class answers. For the projector, see Present.",
    classroom_reveal_all: "Reveal all",
    classroom_hide_all: "Hide all again",
    export_png: "Export PNG…",
    export_png_hint: "Save a picture of this view for slides.",
    export_page: "Page",
    export_page_hint: "A slide's shape, which the figure fills (the tree and the DP spread out to fill it, the animation too), or the figure's own size, for print.",
    export_own_size: "Own size",
    export_slide: |shape| format!("{shape} slide"),
    export_csv: "Export CSV…",
    export_csv_hint: "Save the table for a spreadsheet.",
    play_who_starts: "Who starts",
    play_you: "You",
    play_computer: "Computer",
    play_new_game: "New game",
    play_hint: "Hint",
    play_you_win: "You win!",
    play_computer_wins: "The computer wins.",
    play_hint_hidden: "Hints are hidden in classroom mode until the values are revealed.",
    play_moves: "Moves",
    matchsticks: &matchsticks::ENGLISH,
    workbench: &workbench::ENGLISH,
    lattice: &lattice::ENGLISH,
    figure_generator: &figure_generator::ENGLISH,
    figure_answers: &figure_answers::ENGLISH,
    position_dag: &position_dag::ENGLISH,
    position_tree: &position_tree::ENGLISH,
    heap_tree: &heap_tree::ENGLISH,
    heap_classroom: &heap_classroom::ENGLISH,
    lesson_plan: &lesson_plan::ENGLISH,
    link: &link::ENGLISH,
    presenter: &presenter::ENGLISH,
    quiz: &quiz::ENGLISH,
    lesson_sheet: &lesson_sheet::ENGLISH,
    sheet_sizes: &sheet_sizes::ENGLISH,
    language: "Language",
    theme_light: "Light",
    theme_dark: "Dark",
    rule: "Rule",
    rule_misere: "Misère",
    rule_normal: "Normal",
    number_exact: |digits, exact| format!("Exactly ({digits} digits), click to copy:\n{exact}"),
    win: "Win",
    lose: "Lose",
    computing: "Computing…",
    cancel: "Cancel",
    cancelled: "Cancelled: showing the previous result.",
    error_empty_move_set: "The move set is empty: name at least one take, e.g. 1,2,3.",
    error_empty_entry: "An entry of the move set is empty (two commas in a row, or a comma at an end): write one take between commas, e.g. 1,2,3.",
    error_not_a_number: |text| format!("'{text}' is not a whole number."),
    error_zero_take: "A take must be at least 1 coin.",
    error_too_large: |text, max| format!("{text} is larger than the limit of {max}."),
    tab_grundy: "Grundy numbers",
    takes_in_all: |count| format!("{count} takes in all"),
    // The shell (jobs, notices).
    job_failed: |message| format!("The work stopped with an internal error: {message}"),
    // Copying as text, and what a restart could not bring back.
    copy: "Copy",
    copy_hint: "Copy as text (columns separated by tabs), to paste into a spreadsheet or a document.",
    copied: "Copied",
    not_restored: |parts| {
        format!(
            "Not brought back from the last run, as it could not be read or replayed: {parts}. It starts afresh."
        )
    },
    forgotten_everything: "everything remembered",
    forgotten_tab: "the open tab",
    forgotten_language: "the language",
    forgotten_classroom: "classroom mode",
    forgotten_tree_inputs: "the game-tree tab's inputs",
    forgotten_tree_progress: "the game tree's folds, step-through and game",
    forgotten_tree_game: "the game in Play",
    forgotten_step_through: "the step-through position",
    forgotten_grundy_inputs: "the Grundy tab's inputs",
    forgotten_sum_game: "the game on the sum of games",
    forgotten_matchsticks: "the matchstick puzzle",
    // Presentation mode and the window's zoom.
    forgotten_presentation: "presentation mode and the zoom",
    present: "Present",
    present_hint: "Presentation mode (F5): full screen, one thin bar, high-contrast text and a zoom of its own. F5 or Esc leaves it.",
    present_leave: "Leave",
    present_leave_hint: "Leave presentation mode (F5 or Esc).",
    present_more: "Copy link, language and theme",
    zoom_in: "Zoom in (Ctrl+=)",
    zoom_out: "Zoom out (Ctrl+−)",
    zoom_hint: |percent, default| {
        format!("The window's zoom: {percent} %. Ctrl+0 sets it back to {default} %.")
    },
    zoom_bar_full: "Larger, the bar's buttons would not fit the screen.",
    // Links that open a view.
    copy_link: "Copy link",
    copy_link_hint: |address| {
        format!(
            "Copy a web address that opens this view, or this puzzle, in nimlab's web page ({address}). Paste such a link into this window (Ctrl+V) to open it here."
        )
    },
    link_opened: |tab| format!("Opened the link: {tab}."),
    link_refused: |reason| format!("Link not opened: {reason}"),
    link_not_a_link: "the pasted text is not a nimlab link (an address with #state=…) or state.",
    link_too_long: |max| format!("it is longer than {} characters.", grouped(&max.to_string())),
    link_not_text: "its %-escapes do not spell text; it was probably cut or changed on the way.",
    link_unreadable: |line, column| {
        format!(
            "its state does not read (line {line}, column {column}); it was probably cut or changed on the way."
        )
    },
    link_out_of_bounds: |part| {
        format!("nimlab does not accept {part} it holds (not valid, or past a limit).")
    },
    link_nothing: "it names no tab and nothing of one.",
    link_not_copied: |chars, max, plan| {
        let (chars, max) = (grouped(&chars.to_string()), grouped(&max.to_string()));
        let shorten = if plan {
            "Shorten the plan's notes or steps, or save the plan and share its file."
        } else {
            "Shorten what it holds (a long move set, a puzzle's notes)."
        };
        format!(
            "Link not copied: it would be {chars} characters long, and links are kept to {max} so that chat apps and e-mail carry them whole. {shorten}"
        )
    },
    tree: &tree::ENGLISH,
    grundy: &grundy::ENGLISH,
    keys: &keys::ENGLISH,
    code: &code::ENGLISH,
    figure: &figure::ENGLISH,
    // The file flow: its questions, the file chooser and the notices: the
    // shell's, not the matchstick tab's, so they live here.
    dismiss: "Dismiss",
    not_a_puzzle_file: |path| {
        format!(
            "{path} is not a nimlab puzzle file: only .ron files can be opened.",
            path = path.display()
        )
    },
    unsaved_title: "Unsaved changes",
    unsaved_question: |name| format!("{name} has unsaved changes. Save them before going on?"),
    save_changes: "Save",
    discard: "Discard",
    save_failed: |reason| format!("Could not save: {reason}"),
    saved_to: |path| format!("Saved {path}", path = path.display()),
    exported_to: |path| format!("Exported {path}", path = path.display()),
    dialog_unavailable: "The system's file dialog cannot open here, so nimlab's own file chooser is shown instead.",
    picker_open_title: "Open a puzzle file",
    picker_save_title: "Save the puzzles as",
    picker_export_title: "Export to",
    picker_open: "Open this file",
    picker_save: "Save here",
    picker_file: "File name:",
    picker_parent: "Up one folder",
    picker_folder: "Folder:",
    picker_unreadable: |error| format!("This folder cannot be read: {error}"),
    picker_more: |more| format!("… and {more} more not listed: type the name."),
    picker_hidden_name: "A name that starts with a dot makes a hidden file: type a name before it.",
    overwrite_title: "Replace the file?",
    overwrite_question: |path| {
        format!(
            "{path} already exists. Replacing it loses what it holds now.",
            path = path.display()
        )
    },
    overwrite_replace: "Replace",
    overwrite_another: "Another name…",
    not_a_file: |path, kind| {
        format!(
            "{path} is {kind}, not a file: nimlab reads and writes only plain files.",
            path = path.display()
        )
    },
    special_folder: "a folder",
    special_fifo: "a named pipe (FIFO)",
    special_device: "a device",
    special_socket: "a socket",
    special_other: "a special file",
    busy_reading: |path| format!("Reading {path}…", path = path.display()),
    busy_writing: |path| format!("Writing {path}…", path = path.display()),
    // Files that could not be read or written.
    file_open_failed: |path, why| format!("Could not open {path}: {why}"),
    file_save_failed: |path, why| format!("Could not save {path}: {why}"),
    file_export_failed: |path, why| format!("Could not export to {path}: {why}"),
    file_failed: |path, why| format!("{path}: {why}"),
    file_not_found: "there is no such file or folder",
    file_permission_denied: "permission denied: the system does not let nimlab use it",
    file_read_only: "the disk is read-only",
    file_disk_full: "the disk is full",
    file_not_a_file: |kind| format!("it is {kind}, not a file; nimlab reads and writes only plain files"),
    file_too_large: |mib| format!("the file is larger than {mib} MiB, the most a puzzle file may hold"),
    file_not_text: |line, column| {
        format!("line {line}, column {column}: this is not UTF-8 text: is it a puzzle file?")
    },
    file_not_a_puzzle_file: |line, column, detail| format!("line {line}, column {column}: {detail}"),
    file_bad_puzzle: |index, line, column, detail| {
        format!("line {line}, column {column}: puzzle {index}: {detail}")
    },
    file_too_many_puzzles: |count, max, line, column| {
        format!(
            "line {line}, column {column}: the file holds {count} puzzles; a collection holds at most {max}"
        )
    },
    file_text_too_long: |index, field, max, line, column| {
        format!(
            "line {line}, column {column}: puzzle {index}: its {field} is longer than {max} characters, the most it may hold"
        )
    },
    text_field_title: "title",
    text_field_author: "author",
    text_field_notes: "notes",
    file_newer_format: |version, ours, line, column| {
        format!(
            "line {line}, column {column}: written by a newer nimlab (format {version}); this version reads format {ours}"
        )
    },
    file_not_in_browser: "the browser keeps no files between visits; open it again or drop it on the page",
    file_browser_refused: |detail| format!("the browser refused it ({detail})"),
    file_interrupted: "the reading or writing stopped with an internal error",
    file_other: |detail| format!("the system refused it ({detail})"),
};

/// The Korean text.
pub static KOREAN: Strings = Strings {
    tab_game_tree: "게임 트리",
    tab_matchsticks: "성냥개비",
    classroom: "수업 모드",
    classroom_hint: "반 학생들이 답할 때까지 값을 가립니다. 프로젝터에는 발표 모드를 씁니다.",
    classroom_reveal_all: "모두 공개",
    classroom_hide_all: "다시 모두 가리기",
    export_png: "PNG로 내보내기…",
    export_png_hint: "이 화면을 슬라이드용 그림으로 저장합니다.",
    export_page: "페이지",
    export_page_hint: "그림이 꽉 채우는 슬라이드 모양(트리와 DP는 슬라이드에 맞게 펼쳐지며 애니메이션도 같습니다), 또는 인쇄용으로 그림 자체의 크기입니다.",
    export_own_size: "그림 크기",
    export_slide: |shape| format!("{shape} 슬라이드"),
    export_csv: "CSV로 내보내기…",
    export_csv_hint: "표를 스프레드시트용으로 저장합니다.",
    play_who_starts: "먼저 두는 쪽",
    play_you: "나",
    play_computer: "컴퓨터",
    play_new_game: "새 게임",
    play_hint: "힌트",
    play_you_win: "이겼습니다!",
    play_computer_wins: "컴퓨터가 이겼습니다.",
    play_hint_hidden: "수업 모드에서는 값을 공개할 때까지 힌트를 가립니다.",
    play_moves: "수순",
    matchsticks: &matchsticks::KOREAN,
    workbench: &workbench::KOREAN,
    lattice: &lattice::KOREAN,
    figure_generator: &figure_generator::KOREAN,
    figure_answers: &figure_answers::KOREAN,
    position_dag: &position_dag::KOREAN,
    position_tree: &position_tree::KOREAN,
    heap_tree: &heap_tree::KOREAN,
    heap_classroom: &heap_classroom::KOREAN,
    lesson_plan: &lesson_plan::KOREAN,
    link: &link::KOREAN,
    presenter: &presenter::KOREAN,
    quiz: &quiz::KOREAN,
    lesson_sheet: &lesson_sheet::KOREAN,
    sheet_sizes: &sheet_sizes::KOREAN,
    language: "언어",
    theme_light: "밝게",
    theme_dark: "어둡게",
    rule: "규칙",
    rule_misere: "미제르",
    rule_normal: "노멀",
    number_exact: |digits, exact| format!("정확한 값 ({digits}자리), 클릭하면 복사합니다:\n{exact}"),
    win: "승",
    lose: "패",
    computing: "계산 중…",
    cancel: "취소",
    cancelled: "취소했습니다. 이전 결과를 보여 줍니다.",
    error_empty_move_set: "가져갈 수 있는 개수가 비어 있습니다. 1,2,3처럼 하나 이상 적어야 합니다.",
    error_empty_entry: "쉼표 사이가 비어 있습니다 (쉼표가 연달아 있거나 맨 앞이나 끝에 있는 경우). 1,2,3처럼 쉼표 사이마다 개수를 하나씩 적어야 합니다.",
    error_not_a_number: |text| format!("'{text}'은(는) 정수가 아닙니다."),
    error_zero_take: "한 번에 적어도 1개는 가져가야 합니다.",
    error_too_large: |text, max| format!("{text}은(는) 한도 {max}보다 큽니다."),
    tab_grundy: "그런디 수",
    takes_in_all: |count| format!("모두 {count}가지"),
    // The shell (jobs, notices).
    job_failed: |message| format!("작업이 내부 오류로 멈췄습니다: {message}"),
    // Copying as text, and what a restart could not bring back.
    copy: "복사",
    copy_hint: "텍스트로 복사합니다(열은 탭으로 구분합니다). 스프레드시트나 문서에 붙여 넣을 수 있습니다.",
    copied: "복사했습니다",
    not_restored: |parts| {
        format!("지난 실행에서 읽거나 다시 둘 수 없어 복원하지 못했습니다: {parts}. 새로 시작합니다.")
    },
    forgotten_everything: "기억한 모든 것",
    forgotten_tab: "열려 있던 탭",
    forgotten_language: "언어",
    forgotten_classroom: "수업 모드",
    forgotten_tree_inputs: "게임 트리 탭의 입력",
    forgotten_tree_progress: "게임 트리의 접기, 한 단계씩 보기와 대결",
    forgotten_tree_game: "'대결'에서 두던 게임",
    forgotten_step_through: "한 단계씩 보던 위치",
    forgotten_grundy_inputs: "그런디 수 탭의 입력",
    forgotten_sum_game: "게임의 합에서 두던 대결",
    forgotten_matchsticks: "성냥개비 퍼즐",
    // Presentation mode and the window's zoom.
    forgotten_presentation: "발표 모드와 확대 비율",
    present: "발표",
    present_hint: "발표 모드(F5): 전체 화면, 얇은 막대 하나, 또렷한 글자, 따로 정하는 확대 비율을 씁니다. F5나 Esc로 끝냅니다.",
    present_leave: "끝내기",
    present_leave_hint: "발표 모드를 끝냅니다(F5 또는 Esc).",
    present_more: "링크 복사, 언어, 테마",
    zoom_in: "확대(Ctrl+=)",
    zoom_out: "축소(Ctrl+−)",
    zoom_hint: |percent, default| {
        format!("창 확대 비율: {percent}%. Ctrl+0을 누르면 {default}%로 돌아갑니다.")
    },
    zoom_bar_full: "더 크게 하면 위쪽 막대의 버튼이 화면을 넘칩니다.",
    // Links that open a view.
    copy_link: "링크 복사",
    copy_link_hint: |address| {
        format!(
            "이 화면이나 이 퍼즐을 nimlab 웹 페이지({address})에서 여는 주소를 복사합니다. 이런 링크를 이 창에 붙여 넣으면(Ctrl+V) 여기서 열립니다."
        )
    },
    link_opened: |tab| format!("링크를 열었습니다: {tab}."),
    link_refused: |reason| format!("링크를 열지 않았습니다: {reason}"),
    link_not_a_link: "붙여 넣은 텍스트는 nimlab 링크(#state=…가 있는 주소)나 상태가 아닙니다.",
    link_too_long: |max| format!("{}자보다 깁니다.", grouped(&max.to_string())),
    link_not_text: "%로 적은 부분이 글자가 되지 않습니다. 전해지는 동안 잘렸거나 바뀐 것 같습니다.",
    link_unreadable: |line, column| {
        format!(
            "상태를 읽을 수 없습니다({line}번째 줄, {column}번째 칸). 전해지는 동안 잘렸거나 바뀐 것 같습니다."
        )
    },
    link_out_of_bounds: |part| {
        format!("링크에 담긴 {part}이(가) 올바르지 않거나 한도를 넘어 받아들일 수 없습니다.")
    },
    link_nothing: "열 탭도, 탭의 내용도 담고 있지 않습니다.",
    link_not_copied: |chars, max, plan| {
        let (chars, max) = (grouped(&chars.to_string()), grouped(&max.to_string()));
        let shorten = if plan {
            "수업 계획의 메모나 단계를 줄이거나, 계획을 저장해 그 파일을 나눠 주세요."
        } else {
            "담긴 내용(긴 가져갈 수 있는 개수 목록, 퍼즐의 메모)을 줄여 주세요."
        };
        format!(
            "링크를 복사하지 않았습니다. 링크가 {chars}자가 되는데, 메신저와 이메일로 온전히 전해지도록 링크는 {max}자까지만 만듭니다. {shorten}"
        )
    },
    tree: &tree::KOREAN,
    grundy: &grundy::KOREAN,
    keys: &keys::KOREAN,
    code: &code::KOREAN,
    figure: &figure::KOREAN,
    // The file flow: its questions, the file chooser and the notices: the
    // shell's, not the matchstick tab's, so they live here.
    dismiss: "닫기",
    not_a_puzzle_file: |path| {
        format!(
            "{path}은(는) nimlab 퍼즐 파일이 아닙니다. .ron 파일만 열 수 있습니다.",
            path = path.display()
        )
    },
    unsaved_title: "저장하지 않은 변경",
    unsaved_question: |name| format!("{name}에 저장하지 않은 변경이 있습니다. 계속하기 전에 저장할까요?"),
    save_changes: "저장",
    discard: "버리기",
    save_failed: |reason| format!("저장할 수 없습니다: {reason}"),
    saved_to: |path| format!("{path}에 저장했습니다", path = path.display()),
    exported_to: |path| format!("{path}(으)로 내보냈습니다", path = path.display()),
    dialog_unavailable: "이 환경에서는 시스템 파일 대화 상자를 열 수 없어서 nimlab의 파일 선택 창을 대신 보여 줍니다.",
    picker_open_title: "퍼즐 파일 열기",
    picker_save_title: "퍼즐을 다른 이름으로 저장",
    picker_export_title: "내보낼 곳",
    picker_open: "이 파일 열기",
    picker_save: "여기에 저장",
    picker_file: "파일 이름:",
    picker_parent: "상위 폴더로",
    picker_folder: "폴더:",
    picker_unreadable: |error| format!("이 폴더를 읽을 수 없습니다: {error}"),
    picker_more: |more| format!("… 그 밖의 {more}개는 목록에 없습니다. 이름을 직접 입력하세요."),
    picker_hidden_name: "점으로 시작하는 이름은 숨김 파일이 됩니다. 점 앞에 이름을 입력하세요.",
    overwrite_title: "파일을 바꿀까요?",
    overwrite_question: |path| {
        format!(
            "{path}이(가) 이미 있습니다. 바꾸면 지금 들어 있는 내용은 사라집니다.",
            path = path.display()
        )
    },
    overwrite_replace: "바꾸기",
    overwrite_another: "다른 이름…",
    not_a_file: |path, kind| {
        format!(
            "{path}은(는) 파일이 아니라 {kind}입니다. nimlab은 일반 파일만 읽고 씁니다.",
            path = path.display()
        )
    },
    special_folder: "폴더",
    special_fifo: "이름 있는 파이프(FIFO)",
    special_device: "장치 파일",
    special_socket: "소켓",
    special_other: "특수 파일",
    busy_reading: |path| format!("{path}을(를) 읽는 중입니다…", path = path.display()),
    busy_writing: |path| format!("{path}에 쓰는 중입니다…", path = path.display()),
    // Files that could not be read or written.
    file_open_failed: |path, why| format!("{path}을(를) 열 수 없습니다. {why}"),
    file_save_failed: |path, why| format!("{path}에 저장할 수 없습니다. {why}"),
    file_export_failed: |path, why| format!("{path}(으)로 내보낼 수 없습니다. {why}"),
    file_failed: |path, why| format!("{path}: {why}"),
    file_not_found: "그런 파일이나 폴더가 없습니다.",
    file_permission_denied: "권한이 없습니다. 시스템이 nimlab의 접근을 허용하지 않습니다.",
    file_read_only: "읽기 전용 디스크입니다.",
    file_disk_full: "디스크 공간이 부족합니다.",
    file_not_a_file: |kind| format!("파일이 아니라 {kind}입니다. nimlab은 일반 파일만 읽고 씁니다."),
    file_too_large: |mib| format!("파일이 퍼즐 파일의 한도인 {mib}MiB보다 큽니다."),
    file_not_text: |line, column| {
        format!(
            "{line}번째 줄 {column}번째 칸부터 UTF-8 텍스트가 아닙니다. 퍼즐 파일이 맞는지 확인해 주세요."
        )
    },
    // The format tells what is wrong in English only: the Korean says where, and which trouble.
    file_not_a_puzzle_file: |line, column, _detail| {
        format!("{line}번째 줄 {column}번째 칸에서 nimlab 퍼즐 파일로 읽을 수 없습니다.")
    },
    file_bad_puzzle: |index, line, column, _detail| {
        format!("{line}번째 줄 {column}번째 칸에서 시작하는 {index}번째 퍼즐이 올바르지 않습니다.")
    },
    file_too_many_puzzles: |count, max, line, column| {
        format!(
            "파일에 퍼즐이 {count}개 있습니다. 모음 하나에는 {max}개까지 담을 수 있습니다({line}번째 줄 {column}번째 칸부터 한도를 넘습니다)."
        )
    },
    file_text_too_long: |index, field, max, line, column| {
        format!(
            "{line}번째 줄 {column}번째 칸에서 시작하는 {index}번째 퍼즐의 {field} 길이가 한도인 {max}자를 넘습니다."
        )
    },
    text_field_title: "제목",
    text_field_author: "만든 사람",
    text_field_notes: "메모",
    file_newer_format: |version, ours, line, column| {
        format!(
            "더 새로운 nimlab으로 쓴 파일입니다({line}번째 줄 {column}번째 칸, 형식 {version}). 이 버전은 형식 {ours}까지 읽습니다."
        )
    },
    file_not_in_browser: "브라우저는 방문 사이에 파일을 보관하지 않습니다. 파일을 다시 열거나 페이지에 끌어다 놓아 주세요.",
    file_browser_refused: |detail| format!("브라우저가 거부했습니다({detail})."),
    file_interrupted: "읽기나 쓰기가 내부 오류로 멈췄습니다.",
    file_other: |detail| format!("시스템이 거부했습니다({detail})."),
};
