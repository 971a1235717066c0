//! English and Korean UI text. Every user-facing string lives here, once per language; a field
//! missing in one language is a compile error, so the two tables cannot drift apart.
//!
//! [`Strings`] holds the shell's text and the words the tabs share (rules, win and lose, input
//! errors); each tab's own text is a table of its own, linked from it: [`tree`], [`grundy`],
//! [`matchsticks`]. The tables import engine types only, never a tab's: a tab turns its own types
//! into words, and text is produced when drawn, so a language switch changes it at once.

pub mod grundy;
pub mod matchsticks;
pub mod tree;
mod words;

use words::quoted;
pub use words::{brief_set, fill};

use serde::{Deserialize, Serialize};

use nimlab_core::games::coin_game::{InputError, MAX_COINS};
use nimlab_core::games::grundy::{GrundyError, HeapGame};
use nimlab_core::games::octal::{self, OctalError};
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
    pub language: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub rule: &'static str,
    pub rule_misere: &'static str,
    pub rule_normal: &'static str,
    pub number_exact: &'static str,
    pub win: &'static str,
    pub lose: &'static str,
    pub computing: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub error_empty_move_set: &'static str,
    pub error_empty_entry: &'static str,
    pub error_not_a_number: &'static str,
    pub error_zero_take: &'static str,
    pub error_too_large: &'static str,
    pub tab_grundy: &'static str,
    pub kind_nim: &'static str,
    pub grundy_count_error: &'static str,
    pub error_not_octal: &'static str,
    pub error_octal_digit: &'static str,
    pub error_octal_no_moves: &'static str,
    pub error_octal_too_long: &'static str,
    pub error_powers_base: &'static str,
    pub error_misere_splits: &'static str,
    pub desc_subtraction: &'static str,
    /// "{} takes in all", after a move set too long to list.
    pub takes_in_all: &'static str,
    pub desc_nim: &'static str,
    pub desc_powers: &'static str,
    pub desc_octal: &'static str,
    pub desc_play_normal: &'static str,
    pub desc_play_misere: &'static str,
    // The shell (jobs, notices).
    /// Where a job's result would show, when its work panicked: the panic's message.
    pub job_failed: &'static str,
    /// The game-tree tab's text.
    pub tree: &'static tree::TreeStrings,
    /// The Grundy tab's text.
    pub grundy: &'static grundy::GrundyStrings,
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

/// The English text.
pub static ENGLISH: Strings = Strings {
    tab_game_tree: "Game tree",
    tab_matchsticks: "Matchsticks",
    classroom: "Classroom",
    classroom_hint: "Hide the values until the class answers, and make everything bigger for the projector.",
    classroom_reveal_all: "Reveal all",
    classroom_hide_all: "Hide all again",
    export_png: "Export PNG…",
    export_png_hint: "Save a picture of this view for slides.",
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
    language: "Language",
    theme_light: "Light",
    theme_dark: "Dark",
    rule: "Rule",
    rule_misere: "Misère",
    rule_normal: "Normal",
    number_exact: "Exactly ({} digits), click to copy:\n{}",
    win: "Win",
    lose: "Lose",
    computing: "Computing…",
    cancel: "Cancel",
    cancelled: "Cancelled: showing the previous result.",
    error_empty_move_set: "The move set is empty: name at least one take, e.g. 1,2,3.",
    error_empty_entry: "An entry of the move set is empty (two commas in a row, or a comma at an end): write one take between commas, e.g. 1,2,3.",
    error_not_a_number: "'{}' is not a whole number.",
    error_zero_take: "A take must be at least 1 coin.",
    error_too_large: "{} is larger than the limit of {max}.",
    tab_grundy: "Grundy numbers",
    kind_nim: "Nim",
    grundy_count_error: "The number of values must be a whole number from 1 to {}.",
    error_not_octal: "An octal code starts with '0.', e.g. 0.77 for Kayles.",
    error_octal_digit: "'{}' is not an octal digit (0 to 7).",
    error_octal_no_moves: "The code allows no move at all.",
    error_octal_too_long: "Octal codes of more than {} digits are not supported.",
    error_powers_base: "Powers of {} are not a move set: the base must be at least 2.",
    error_misere_splits: "Misère values are defined here for a single heap that never splits; this game splits heaps.",
    desc_subtraction: "Take {} tokens from the heap.",
    takes_in_all: "{} takes in all",
    desc_nim: "Take any number of tokens from the heap (Nim).",
    desc_powers: "Take 1, {0}, {0}², … tokens from the heap.",
    desc_octal: "Octal game {}: digit k says what removing k tokens may leave (1: nothing, 2: one heap, 4: two heaps).",
    desc_play_normal: "Normal play: whoever cannot move loses, so whoever makes the last move wins.",
    desc_play_misere: "Misère play: whoever cannot move wins, so whoever makes the last move loses; a position with no move is worth 1 (seed 001).",
    // The shell (jobs, notices).
    job_failed: "The work stopped with an internal error: {}",
    tree: &tree::ENGLISH,
    grundy: &grundy::ENGLISH,
};

/// The Korean text.
pub static KOREAN: Strings = Strings {
    tab_game_tree: "게임 트리",
    tab_matchsticks: "성냥개비",
    classroom: "수업 모드",
    classroom_hint: "반 학생들이 답할 때까지 값을 가리고, 프로젝터에 맞게 모든 것을 크게 보입니다.",
    classroom_reveal_all: "모두 공개",
    classroom_hide_all: "다시 모두 가리기",
    export_png: "PNG로 내보내기…",
    export_png_hint: "이 화면을 슬라이드용 그림으로 저장합니다.",
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
    language: "언어",
    theme_light: "밝게",
    theme_dark: "어둡게",
    rule: "규칙",
    rule_misere: "미제르",
    rule_normal: "노멀",
    number_exact: "정확한 값 ({}자리), 클릭하면 복사:\n{}",
    win: "승",
    lose: "패",
    computing: "계산 중…",
    cancel: "취소",
    cancelled: "취소됨: 이전 결과를 보여준다.",
    error_empty_move_set: "가져갈 수 있는 개수가 비어 있다: 1,2,3처럼 하나 이상 적어야 한다.",
    error_empty_entry: "쉼표 사이가 비어 있다 (쉼표가 연달아 있거나 맨 앞이나 끝에 있다). 1,2,3처럼 쉼표 사이마다 개수를 하나씩 적어야 한다.",
    error_not_a_number: "'{}'은(는) 정수가 아니다.",
    error_zero_take: "한 번에 적어도 1개는 가져가야 한다.",
    error_too_large: "{}은(는) 한도 {max}보다 크다.",
    tab_grundy: "그런디 수",
    kind_nim: "님",
    grundy_count_error: "값 개수는 1부터 {}까지의 정수여야 한다.",
    error_not_octal: "8진 코드는 '0.'으로 시작한다. 예: Kayles는 0.77",
    error_octal_digit: "'{}'은(는) 8진 숫자(0~7)가 아니다.",
    error_octal_no_moves: "이 코드로는 둘 수 있는 수가 없다.",
    error_octal_too_long: "{}자리보다 긴 8진 코드는 지원하지 않는다.",
    error_powers_base: "{}의 거듭제곱은 수의 집합이 아니다: 밑은 2 이상이어야 한다.",
    error_misere_splits: "미제르 값은 나뉘지 않는 한 더미에 대해서만 정의된다. 이 게임은 더미를 나눈다.",
    desc_subtraction: "더미에서 {}개를 가져간다.",
    takes_in_all: "모두 {}가지",
    desc_nim: "더미에서 원하는 만큼 가져간다 (님).",
    desc_powers: "더미에서 1, {0}, {0}², …개를 가져간다.",
    desc_octal: "8진 게임 {}: k번째 숫자는 k개를 가져간 뒤 남길 수 있는 것 (1: 없음, 2: 한 더미, 4: 두 더미).",
    desc_play_normal: "노멀 규칙: 움직일 수 없는 사람이 진다. 곧 마지막 수를 두는 사람이 이긴다.",
    desc_play_misere: "미제르 규칙: 움직일 수 없는 사람이 이긴다. 곧 마지막 수를 두는 사람이 진다. 둘 수 있는 수가 없는 위치의 값은 1이다 (원문 001).",
    // The shell (jobs, notices).
    job_failed: "작업이 내부 오류로 멈췄습니다: {}",
    tree: &tree::KOREAN,
    grundy: &grundy::KOREAN,
};
