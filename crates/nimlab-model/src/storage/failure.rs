//! Why a file could not be read or written, kept as what happened (never as text), so the
//! window words it in its own language when drawn (`i18n`: `Strings::file_problem`) and the
//! command line in English through the same table ([`FileFailure`]'s `Display`).
//!
//! The system's errors are sorted by their [`std::io::ErrorKind`]; only one of no kind nimlab
//! knows keeps the system's own text, as a last resort.

use std::path::PathBuf;

use nimlab_core::puzzle_file::{FileError, MAX_COLLECTION, MAX_FILE_BYTES, TextField, one_line};

use super::Special;

/// What went wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// There is no such file (or no such folder on the way to it).
    NotFound,
    /// The system does not let nimlab read or write it.
    PermissionDenied,
    /// It is on a disk that cannot be written.
    ReadOnly,
    /// The disk (or the user's quota) is full.
    DiskFull,
    /// It is not a plain file.
    NotAFile(Special),
    /// It holds more than a puzzle file may (`limit` bytes).
    TooLarge {
        /// The most a puzzle file may hold, in bytes.
        limit: u64,
    },
    /// The bytes at this place are not UTF-8 text.
    NotText {
        /// The line (1-based).
        line: usize,
        /// The column (1-based).
        column: usize,
    },
    /// The text is not a nimlab puzzle file: it stops making sense at this place.
    NotAPuzzleFile {
        /// The line (1-based).
        line: usize,
        /// The column (1-based).
        column: usize,
        /// What is wrong, as the file format tells it (in English).
        detail: String,
    },
    /// Puzzle number `index` (1-based), which begins at this place, is not a valid puzzle.
    BadPuzzle {
        /// Which puzzle of the file (1-based).
        index: usize,
        /// The line (1-based) where it begins.
        line: usize,
        /// The column (1-based) where it begins.
        column: usize,
        /// What is wrong with it, as the file format tells it (in English).
        detail: String,
    },
    /// It holds `count` puzzles, more than a collection may (`max`); the first puzzle too many
    /// begins at this place.
    TooManyPuzzles {
        /// How many puzzles it holds.
        count: usize,
        /// The most a collection holds.
        max: usize,
        /// The line (1-based).
        line: usize,
        /// The column (1-based).
        column: usize,
    },
    /// A text of puzzle number `index` (1-based), which begins at this place, is longer than
    /// the window's field for it takes (`max` characters).
    TextTooLong {
        /// Which puzzle of the file (1-based).
        index: usize,
        /// Which of its texts.
        field: TextField,
        /// The most characters that text may hold.
        max: usize,
        /// The line (1-based).
        line: usize,
        /// The column (1-based).
        column: usize,
    },
    /// A newer nimlab wrote it, in format `version`; this one reads up to `ours`.
    NewerFormat {
        /// The format the file states.
        version: u32,
        /// The newest format this nimlab reads.
        ours: u32,
        /// The line (1-based) of its `format` field.
        line: usize,
        /// The column (1-based) of its `format` field.
        column: usize,
    },
    /// The browser keeps no files between visits, so a file cannot be read again by name.
    NotInBrowser,
    /// The browser refused to read or download it; its own words.
    BrowserRefused(String),
    /// The reading or writing stopped with an internal error.
    Interrupted,
    /// The system refused it for a reason nimlab does not sort; the system's own words.
    Other(String),
}

impl FileProblem {
    /// The problem a system error names.
    pub fn from_io(error: &std::io::Error) -> Self {
        use std::io::ErrorKind;
        match error.kind() {
            ErrorKind::NotFound | ErrorKind::NotADirectory => Self::NotFound,
            ErrorKind::PermissionDenied => Self::PermissionDenied,
            ErrorKind::ReadOnlyFilesystem => Self::ReadOnly,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Self::DiskFull,
            ErrorKind::IsADirectory => Self::NotAFile(Special::Folder),
            _ => Self::Other(one_line(&error.to_string())),
        }
    }

    /// The problem a refusal of the file format names.
    pub fn from_format(error: FileError) -> Self {
        match error {
            FileError::Syntax {
                line,
                column,
                message,
            } => Self::NotAPuzzleFile {
                line,
                column,
                detail: message,
            },
            FileError::NewerFormat {
                version,
                line,
                column,
            } => Self::NewerFormat {
                version,
                ours: nimlab_core::puzzle_file::FORMAT_VERSION,
                line,
                column,
            },
            FileError::BadPuzzle {
                index,
                line,
                column,
                message,
            } => Self::BadPuzzle {
                index,
                line,
                column,
                detail: message,
            },
            FileError::TooManyPuzzles { count, line, column } => Self::TooManyPuzzles {
                count,
                max: MAX_COLLECTION,
                line,
                column,
            },
            FileError::TextTooLong {
                index,
                field,
                line,
                column,
            } => Self::TextTooLong {
                index,
                field,
                max: field.max_chars(),
                line,
                column,
            },
            FileError::NotText { line, column } => Self::NotText { line, column },
            FileError::TooLarge => Self::TooLarge {
                limit: MAX_FILE_BYTES,
            },
        }
    }
}

/// A file that could not be read or written, and why. Its `Display` is the English wording
/// (`i18n`), on one line, for the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileFailure {
    /// The file (or, for a file picked in the browser, its name).
    pub path: PathBuf,
    /// What went wrong.
    pub problem: FileProblem,
}

impl FileFailure {
    /// `problem`, with the file it is about.
    pub fn new(path: impl Into<PathBuf>, problem: FileProblem) -> Self {
        Self {
            path: path.into(),
            problem,
        }
    }
}

impl std::error::Error for FileFailure {}
