//! The puzzle file format, RON: a format version and a list of puzzles (one or a collection), each
//! with its layout (or, for a figure puzzle, its lattice, sticks and figure), goal, budget, rules
//! and metadata. Reading refuses broken, truncated or wrong
//! text with the line and column, and text from a newer format version with a polite message.
//! Reading and writing files is the app's (`nimlab::storage`).

mod bounds;
mod record;
mod refusal;
mod slot_record;

pub use bounds::{MAX_NOTES_CHARS, MAX_TITLE_CHARS, TextField, cut_texts, text_too_long};
pub use refusal::one_line;
pub use slot_record::SlotRecord;

use serde::{Deserialize, Serialize};

use crate::matchsticks::budget::Budget;
use crate::matchsticks::generate::Puzzle;
use crate::matchsticks::layout::Rules;
use crate::matchsticks::solve::Goal;
use crate::matchsticks::survey::Shape;
use crate::shapes::record::ShapesRecord;

/// The format this build writes and reads. Format 2 adds the sign slot's sticks `l`,
/// `b` and `s` (=, × and ÷) and the rules `times_divide` and `movable_equals`; format 3 adds
/// `exactly` (the answer takes exactly `steps` steps), Roman letter slots and figure puzzles on
/// a lattice (`shapes`). Files of formats 1 and 2 read as they
/// always did: a field they lack takes its default.
pub const FORMAT_VERSION: u32 = 3;

/// One puzzle as written in a file. Written by hand (`record.rs`) so that a file says nothing
/// of figures for an equation while the background work's compact encoding, which has no field
/// names to skip by, always carries every field.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    /// The puzzle's title.
    pub title: String,
    /// Who made it.
    pub author: String,
    /// Notes for whoever solves it.
    pub notes: String,
    /// The slots, left to right.
    pub layout: Vec<SlotRecord>,
    /// Move, add or remove sticks.
    pub goal: Goal,
    /// The most steps (moves, additions or removals) the answer may take; when `exactly`, the
    /// steps it must take.
    pub steps: u32,
    /// The answer takes exactly `steps` steps, not fewer (false in files before format 3).
    pub exactly: bool,
    /// The glyph variants, leading zeros, × and ÷, and whether the '=' may move.
    pub rules: Rules,
    /// A figure puzzle's lattice, sticks and figure (then `layout` and `rules` are unused, and
    /// `goal`, `steps` and `exactly` are its budget); none for an equation.
    pub shapes: Option<ShapesRecord>,
}

impl Default for PuzzleRecord {
    fn default() -> Self {
        Self {
            title: String::new(),
            author: String::new(),
            notes: String::new(),
            layout: Vec::new(),
            goal: Goal::Move,
            steps: 1,
            exactly: false,
            rules: Rules::default(),
            shapes: None,
        }
    }
}

/// A whole file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleFile {
    /// The format version the file was written in.
    pub format: u32,
    /// One puzzle, or a collection.
    pub puzzles: Vec<PuzzleRecord>,
}

impl Default for PuzzleFile {
    fn default() -> Self {
        Self {
            format: FORMAT_VERSION,
            puzzles: Vec::new(),
        }
    }
}

/// The most puzzles a collection holds: a generated list is saved as one only up to this many
/// (the window and `nimlab match generate --save` alike), the window adds puzzles up to this
/// many, remembers an open collection between runs up to this many, and a file of more is
/// refused when read.
pub const MAX_COLLECTION: usize = 1000;

/// The most bytes a puzzle file may hold: far more than any collection needs, and little enough
/// that a wrong file (`/dev/zero`, a video) is refused instead of filling the memory.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why a file's text was refused. Every refusal reads as one line, in words for the person who
/// chose the file; those about a place in the text give its line and column (1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Not valid RON for a puzzle file, at this line and column.
    #[error("{line}:{column}: {message}")]
    Syntax {
        /// The line (1-based) where the text stops making sense.
        line: usize,
        /// The column (1-based) on that line.
        column: usize,
        /// What is wrong, in a reader's words.
        message: String,
    },
    /// Written by a newer nimlab; the line and column of its `format` field.
    #[error(
        "{line}:{column}: written by a newer nimlab (format {version}); \
         this version reads format {ours}",
        ours = FORMAT_VERSION
    )]
    NewerFormat {
        /// The format version the file states.
        version: u32,
        /// The line (1-based) of its `format` field.
        line: usize,
        /// The column (1-based) of its `format` field.
        column: usize,
    },
    /// Puzzle number `index` (1-based), which begins at this line and column, is not a valid
    /// puzzle.
    #[error("{line}:{column}: puzzle {index}: {message}")]
    BadPuzzle {
        /// Which puzzle of the file (1-based).
        index: usize,
        /// The line (1-based) where that puzzle begins.
        line: usize,
        /// The column (1-based) where that puzzle begins.
        column: usize,
        /// What is wrong with the puzzle.
        message: String,
    },
    /// The file holds more puzzles than a collection may ([`MAX_COLLECTION`]); the line and
    /// column where the first puzzle too many begins.
    #[error(
        "{line}:{column}: the file holds {count} puzzles; a collection holds at most {max}",
        max = MAX_COLLECTION
    )]
    TooManyPuzzles {
        /// How many puzzles the file holds.
        count: usize,
        /// The line (1-based) where the first puzzle past the limit begins.
        line: usize,
        /// The column (1-based) where it begins.
        column: usize,
    },
    /// A text of puzzle number `index` (1-based), which begins at this line and column, is
    /// longer than that text may be ([`TextField::max_chars`]).
    #[error(
        "{line}:{column}: puzzle {index}: its {name} is longer than {max} characters, the most it may hold",
        name = field_name(*field),
        max = field.max_chars()
    )]
    TextTooLong {
        /// Which puzzle of the file (1-based).
        index: usize,
        /// Which of its texts.
        field: TextField,
        /// The line (1-based) where that puzzle begins.
        line: usize,
        /// The column (1-based) where that puzzle begins.
        column: usize,
    },
    /// The bytes at this line and column are not UTF-8 text.
    #[error("{line}:{column}: this is not UTF-8 text: is it a puzzle file?")]
    NotText {
        /// The line (1-based) of the first byte that is not text.
        line: usize,
        /// The column (1-based) of that byte.
        column: usize,
    },
    /// The file holds more than [`MAX_FILE_BYTES`].
    #[error(
        "the file is larger than {mib} MiB, the most a puzzle file may hold",
        mib = MAX_FILE_BYTES / 1024 / 1024
    )]
    TooLarge,
}

impl FileError {
    /// The line and column the refusal is about, if it is about a place in the text.
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            Self::Syntax { line, column, .. }
            | Self::NewerFormat { line, column, .. }
            | Self::BadPuzzle { line, column, .. }
            | Self::TooManyPuzzles { line, column, .. }
            | Self::TextTooLong { line, column, .. }
            | Self::NotText { line, column } => Some((line, column)),
            Self::TooLarge => None,
        }
    }
}

/// A text's name in the command line's English.
fn field_name(field: TextField) -> &'static str {
    match field {
        TextField::Title => "title",
        TextField::Author => "author",
        TextField::Notes => "notes",
    }
}

fn syntax(error: &ron::error::SpannedError) -> FileError {
    FileError::Syntax {
        line: error.span.start.line.max(1),
        column: error.span.start.col.max(1),
        message: refusal::describe(&error.code),
    }
}

impl PuzzleFile {
    /// Puzzles generated from `shape` as one collection, in their order, each with the goal,
    /// budget and rules of the generation: the rules it read the shape by (× and ÷ when its signs
    /// may show them, every '=' fixed), so that each puzzle is solved as it was generated. The
    /// caller holds the list to [`MAX_COLLECTION`].
    pub fn generated(shape: &Shape, puzzles: &[Puzzle], goal: Goal, steps: u32, rules: Rules) -> Self {
        Self::generated_within(shape, puzzles, Budget::up_to(goal, steps), rules)
    }

    /// [`PuzzleFile::generated`] for puzzles generated within `budget` (up to or exactly).
    pub fn generated_within(shape: &Shape, puzzles: &[Puzzle], budget: Budget, rules: Rules) -> Self {
        let rules = shape.rules(rules);
        Self {
            format: FORMAT_VERSION,
            puzzles: puzzles
                .iter()
                .map(|p| PuzzleRecord::with_budget(&p.layout, budget, rules))
                .collect(),
        }
    }
}

/// Parses a file's text: version first (so a newer file is refused politely even if its puzzles
/// look different), then how many puzzles it holds (counted before any is built, so a huge
/// collection costs no memory), then the puzzles, each checked: its layout, and its texts held
/// to the lengths the window's fields take. A byte-order mark at the start is skipped, as
/// editors on Windows write one.
pub fn parse(text: &str) -> Result<PuzzleFile, FileError> {
    // Named as the file's own record, so an error about it says "a puzzle file", never the
    // name of this helper.
    #[derive(Deserialize)]
    #[serde(rename = "PuzzleFile")]
    struct VersionOnly {
        #[serde(default)]
        format: u32,
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let version: VersionOnly = ron::from_str(text).map_err(|e| syntax(&e))?;
    if version.format > FORMAT_VERSION {
        let at = refusal::field_offsets(text, "format").map_or(0, |(name, _)| name);
        let (line, column) = refusal::position(text, at);
        return Err(FileError::NewerFormat {
            version: version.format,
            line,
            column,
        });
    }
    // The scan of a text that parses as far as its version; where it does not, the parse
    // below says where.
    let items = refusal::field_offsets(text, "puzzles").map_or_else(Vec::new, |(_, items)| items);
    let place = |index: usize| refusal::position(text, items.get(index).copied().unwrap_or(0));
    if bounds::too_many(items.len()) {
        let (line, column) = place(MAX_COLLECTION);
        return Err(FileError::TooManyPuzzles {
            count: items.len(),
            line,
            column,
        });
    }
    let file: PuzzleFile = ron::from_str(text).map_err(|e| syntax(&e))?;
    for (index, puzzle) in file.puzzles.iter().enumerate() {
        if let Err(message) = puzzle.check() {
            let (line, column) = place(index);
            return Err(FileError::BadPuzzle {
                index: index + 1,
                line,
                column,
                message: refusal::one_line(&message),
            });
        }
        if let Some(field) = text_too_long(puzzle) {
            let (line, column) = place(index);
            return Err(FileError::TextTooLong {
                index: index + 1,
                field,
                line,
                column,
            });
        }
    }
    Ok(file)
}

/// Parses a file's bytes: at most [`MAX_FILE_BYTES`] of UTF-8 text.
pub fn parse_bytes(bytes: &[u8]) -> Result<PuzzleFile, FileError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::TooLarge);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(error) => {
            let valid = std::str::from_utf8(&bytes[..error.valid_up_to()]).expect("UTF-8 up to valid_up_to");
            let (line, column) = refusal::position(valid, valid.len());
            Err(FileError::NotText { line, column })
        }
    }
}

/// Writes a file's text, pretty-printed.
pub fn to_text(file: &PuzzleFile) -> String {
    let config = ron::ser::PrettyConfig::new().depth_limit(4);
    ron::ser::to_string_pretty(file, config).expect("plain data always serializes")
}

#[cfg(test)]
mod format3_tests;
#[cfg(test)]
mod tests;
