//! Files that could not be read or written, in words: the window's notices in its language, and
//! the command line's one line in English, from the same table.

use std::fmt;

use nimlab_core::puzzle_file::{TextField, one_line};

use super::{ENGLISH, Strings};
use crate::storage::{FileFailure, FileProblem, Special};

impl Strings {
    /// Why a file could not be read or written, in this language.
    pub fn file_problem(&self, problem: &FileProblem) -> String {
        match problem {
            FileProblem::NotFound => self.file_not_found.to_owned(),
            FileProblem::PermissionDenied => self.file_permission_denied.to_owned(),
            FileProblem::ReadOnly => self.file_read_only.to_owned(),
            FileProblem::DiskFull => self.file_disk_full.to_owned(),
            FileProblem::NotAFile(kind) => (self.file_not_a_file)(self.special_kind(*kind)),
            FileProblem::TooLarge { limit } => (self.file_too_large)(limit / 1024 / 1024),
            FileProblem::NotText { line, column } => (self.file_not_text)(*line, *column),
            FileProblem::NotAPuzzleFile { line, column, detail } => {
                (self.file_not_a_puzzle_file)(*line, *column, detail)
            }
            FileProblem::BadPuzzle {
                index,
                line,
                column,
                detail,
            } => (self.file_bad_puzzle)(*index, *line, *column, detail),
            FileProblem::TooManyPuzzles {
                count,
                max,
                line,
                column,
            } => (self.file_too_many_puzzles)(*count, *max, *line, *column),
            FileProblem::TextTooLong {
                index,
                field,
                max,
                line,
                column,
            } => (self.file_text_too_long)(*index, self.text_field(*field), *max, *line, *column),
            FileProblem::NewerFormat {
                version,
                ours,
                line,
                column,
            } => (self.file_newer_format)(*version, *ours, *line, *column),
            FileProblem::NotInBrowser => self.file_not_in_browser.to_owned(),
            FileProblem::BrowserRefused(detail) => (self.file_browser_refused)(&one_line(detail)),
            FileProblem::Interrupted => self.file_interrupted.to_owned(),
            FileProblem::Other(detail) => (self.file_other)(&one_line(detail)),
        }
    }

    /// A puzzle's text by name, in this language ("title", "notes"…).
    pub fn text_field(&self, field: TextField) -> &'static str {
        match field {
            TextField::Title => self.text_field_title,
            TextField::Author => self.text_field_author,
            TextField::Notes => self.text_field_notes,
        }
    }

    /// What is at a path that is not a plain file, in this language ("a folder", "a device"…).
    pub fn special_kind(&self, kind: Special) -> &'static str {
        match kind {
            Special::Folder => self.special_folder,
            Special::Fifo => self.special_fifo,
            Special::Device => self.special_device,
            Special::Socket => self.special_socket,
            Special::Other => self.special_other,
        }
    }
}

/// The English wording, on one line: "{path}: {why}".
impl fmt::Display for FileFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path.display().to_string();
        f.write_str(&(ENGLISH.file_failed)(
            &path,
            &ENGLISH.file_problem(&self.problem),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::KOREAN;

    /// One of every problem.
    fn every_problem() -> Vec<FileProblem> {
        vec![
            FileProblem::NotFound,
            FileProblem::PermissionDenied,
            FileProblem::ReadOnly,
            FileProblem::DiskFull,
            FileProblem::NotAFile(Special::Fifo),
            FileProblem::TooLarge { limit: 16 << 20 },
            FileProblem::NotText { line: 2, column: 3 },
            FileProblem::NotAPuzzleFile {
                line: 4,
                column: 5,
                detail: "expected a comma".to_owned(),
            },
            FileProblem::BadPuzzle {
                index: 2,
                line: 6,
                column: 7,
                detail: "no '='".to_owned(),
            },
            FileProblem::TooManyPuzzles {
                count: 24_000,
                max: 1000,
                line: 1003,
                column: 1,
            },
            FileProblem::TextTooLong {
                index: 3,
                field: TextField::Title,
                max: 200,
                line: 8,
                column: 3,
            },
            FileProblem::NewerFormat {
                version: 9,
                ours: 1,
                line: 1,
                column: 2,
            },
            FileProblem::NotInBrowser,
            FileProblem::BrowserRefused("quota".to_owned()),
            FileProblem::Interrupted,
            FileProblem::Other("Input/output error (os error 5)".to_owned()),
        ]
    }

    #[test]
    fn every_problem_is_worded_in_both_languages_on_one_line() {
        for problem in every_problem() {
            let english = ENGLISH.file_problem(&problem);
            let korean = KOREAN.file_problem(&problem);
            for text in [&english, &korean] {
                assert!(!text.is_empty() && !text.contains('\n'), "{problem:?}: {text:?}");
                assert!(!text.contains("{}"), "{problem:?}: {text}");
            }
            assert_ne!(english, korean, "{problem:?}");
            assert!(
                korean.chars().any(|c| ('가'..='힣').contains(&c)),
                "{problem:?}: {korean}"
            );
            // Korean carries no English sentence: only the system's or browser's own words, as
            // a last resort, are passed through.
            if !matches!(problem, FileProblem::Other(_) | FileProblem::BrowserRefused(_)) {
                assert!(
                    !korean.contains("expected") && !korean.contains("no '='"),
                    "{problem:?}: {korean}"
                );
            }
        }
    }

    #[test]
    fn the_positions_and_numbers_are_kept() {
        let worded = |problem: &FileProblem| [ENGLISH.file_problem(problem), KOREAN.file_problem(problem)];
        for text in worded(&FileProblem::NotText { line: 2, column: 3 }) {
            assert!(text.contains('2') && text.contains('3'), "{text}");
        }
        for text in worded(&FileProblem::TooLarge { limit: 16 << 20 }) {
            assert!(text.contains("16"), "{text}");
        }
        for text in worded(&FileProblem::NewerFormat {
            version: 9,
            ours: 1,
            line: 1,
            column: 2,
        }) {
            assert!(text.contains('9'), "{text}");
        }
    }

    #[test]
    fn the_command_line_says_the_file_then_why_in_english() {
        let failure = FileFailure::new("/tmp/p.ron", FileProblem::NotAFile(Special::Folder));
        assert_eq!(
            failure.to_string(),
            format!(
                "/tmp/p.ron: {}",
                ENGLISH.file_problem(&FileProblem::NotAFile(Special::Folder))
            )
        );
        assert!(failure.to_string().contains("a folder, not a file"));
    }

    #[test]
    fn system_errors_are_sorted_by_kind() {
        use std::io::{Error, ErrorKind};
        let sorted = |kind: ErrorKind| FileProblem::from_io(&Error::from(kind));
        assert_eq!(sorted(ErrorKind::NotFound), FileProblem::NotFound);
        assert_eq!(sorted(ErrorKind::PermissionDenied), FileProblem::PermissionDenied);
        assert_eq!(sorted(ErrorKind::StorageFull), FileProblem::DiskFull);
        assert_eq!(sorted(ErrorKind::ReadOnlyFilesystem), FileProblem::ReadOnly);
        assert_eq!(
            sorted(ErrorKind::IsADirectory),
            FileProblem::NotAFile(Special::Folder)
        );
        assert!(matches!(sorted(ErrorKind::Interrupted), FileProblem::Other(_)));
    }
}
