//! The text form of a square-lattice layout, for the command line, tests and notes. Rows
//! alternate: a row of dots writes every dot of the canvas as `.`, with `-` between two dots for
//! a horizontal stick and a space for none; the row between two rows of dots writes `|` under a
//! dot for a vertical stick and a space for none, with one space between columns. Every dot is
//! written, so the rows are the canvas. Two squares side by side, 7 sticks:
//!
//! ```text
//! .-.-.
//! | | |
//! .-.-.
//! ```
//!
//! Reading forgives what editors do to text: spaces at the ends of lines, a last newline, blank
//! lines after the figure, and a row of sticks cut short (its missing end is spaces). Anything
//! else is refused with its line and column, in a puzzle designer's words.
//!
//! Text from outside (a file, a pipe) comes as bytes ([`parse_bytes`]): at most
//! [`MAX_TEXT_BYTES`] of UTF-8, so a wrong file (a video, 10 MB of dots) is refused after reading
//! a few kilobytes rather than laid out line by line.

use std::fmt;

use super::canvas::{Canvas, Lattice, MIN_DOTS};
use super::sticks::Sticks;

/// What is wrong with a layout's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextProblem {
    /// No text at all.
    Empty,
    /// A character the text form does not use, or one in the wrong place.
    Unexpected {
        /// The character found.
        found: char,
        /// What may stand there, in words.
        expected: &'static str,
    },
    /// A row of dots with fewer dots than the first row.
    ShortRow {
        /// The dots in this row.
        dots: usize,
        /// The dots in the first row.
        width: usize,
    },
    /// A row reaching past the first row's last dot.
    LongRow {
        /// The dots in the first row.
        width: usize,
    },
    /// A blank line where a row of dots must be.
    MissingDots,
    /// Too few or too many dots across or down.
    Size {
        /// Across or down.
        across: bool,
        /// How many there are.
        dots: usize,
    },
    /// The text ends with a row of sticks, not a row of dots.
    EndsWithSticks,
    /// The bytes here are not UTF-8 text.
    NotText,
    /// The text goes on past [`MAX_TEXT_BYTES`]; the place is where it passes them.
    TooLong,
}

/// The most bytes a layout's text may take. The largest canvas (8 × 8 dots) is 15 lines of 15
/// characters, 240 bytes; the rest is room for what editors leave (spaces at the ends of lines,
/// blank lines, a last newline).
pub const MAX_TEXT_BYTES: usize = 64 * 1024;

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (min, max) = (MIN_DOTS, Lattice::Square.max_dots());
        match self {
            Self::Empty => {
                f.write_str("the text is empty: write the canvas's dots as '.', with '-' and '|' for sticks")
            }
            Self::Unexpected { found, expected } => {
                // A character that does not print is named by its escape, so a binary file's
                // refusal stays one readable line (a carriage return would overwrite it, a NUL or
                // a right-to-left mark garble it).
                let found = match found {
                    '\t' => "a tab".to_owned(),
                    '\'' | '"' | '\\' => format!("'{found}'"),
                    c => format!("'{}'", c.escape_debug()),
                };
                write!(f, "{found} cannot stand here: {expected}")
            }
            Self::ShortRow { dots, width } => write!(
                f,
                "this row has {dots} dots, but the first row has {width}: every row of dots is the whole canvas"
            ),
            Self::LongRow { width } => {
                write!(f, "this row goes past the last of the first row's {width} dots")
            }
            Self::MissingDots => f.write_str("a row of dots ('.') must stand here"),
            Self::Size { across, dots } => {
                let way = if *across { "across" } else { "down" };
                write!(f, "{dots} dots {way}: a canvas has {min} to {max} dots each way")
            }
            Self::EndsWithSticks => {
                f.write_str("the figure ends with a row of sticks: the last row must be a row of dots")
            }
            Self::NotText => {
                f.write_str("this is not text (UTF-8): a layout is written with '.', '-', '|' and spaces")
            }
            Self::TooLong => write!(
                f,
                "the text goes on past {} KiB, the most a layout's text may take (8 × 8 dots take 240 bytes)",
                MAX_TEXT_BYTES / 1024
            ),
        }
    }
}

/// A layout's text refused: where, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong there.
    pub problem: TextProblem,
}

const DOTS_HERE: &str = "a row of dots writes '.' for every dot";
const BETWEEN_DOTS: &str = "between two dots write '-' for a stick or a space for none";
const UNDER_A_DOT: &str = "under a dot write '|' for a stick or a space for none";
const ENDS_WITH_A_DOT: &str = "a stick runs between two dots, so a row of dots ends with a dot";
const BETWEEN_COLUMNS: &str = "between two columns of sticks only a space stands";

/// The canvas and sticks that text given as bytes draws (square lattice): refused where the
/// bytes stop being UTF-8 or past [`MAX_TEXT_BYTES`], whichever comes first, before anything is
/// laid out.
pub fn parse_bytes(bytes: &[u8]) -> Result<(Canvas, Sticks), TextError> {
    let too_long = bytes.len() > MAX_TEXT_BYTES;
    let head = &bytes[..bytes.len().min(MAX_TEXT_BYTES)];
    let (valid, problem) = match std::str::from_utf8(head) {
        Ok(text) if !too_long => return parse(text),
        Ok(text) => (text, TextProblem::TooLong),
        // The cap may cut a character in two: that is the text going on, not a wrong byte.
        Err(error) if too_long && error.error_len().is_none() => (
            std::str::from_utf8(&head[..error.valid_up_to()]).expect("UTF-8 up to valid_up_to"),
            TextProblem::TooLong,
        ),
        Err(error) => (
            std::str::from_utf8(&head[..error.valid_up_to()]).expect("UTF-8 up to valid_up_to"),
            TextProblem::NotText,
        ),
    };
    // The place is just after the text that reads.
    let line = valid.matches('\n').count() + 1;
    let column = valid.rsplit('\n').next().map_or(0, |last| last.chars().count()) + 1;
    Err(TextError {
        line,
        column,
        problem,
    })
}

/// The canvas and sticks a text draws (square lattice).
pub fn parse(text: &str) -> Result<(Canvas, Sticks), TextError> {
    let mut lines: Vec<Vec<char>> = text
        .split('\n')
        .map(|line| line.trim_end_matches(['\r', ' ']).chars().collect())
        .collect();
    while lines.last().is_some_and(Vec::is_empty) {
        lines.pop();
    }
    let at = |line: usize, column: usize, problem| TextError {
        line: line + 1,
        column: column + 1,
        problem,
    };
    let Some(first) = lines.first() else {
        return Err(at(0, 0, TextProblem::Empty));
    };
    if first.len().is_multiple_of(2) {
        let column = first.len() - 1;
        let found = first[column];
        return Err(at(
            0,
            column,
            TextProblem::Unexpected {
                found,
                expected: ENDS_WITH_A_DOT,
            },
        ));
    }
    let width = first.len().div_ceil(2);
    let max = usize::from(Lattice::Square.max_dots());
    let mut edges = Vec::new();
    for (number, line) in lines.iter().enumerate() {
        let dots_row = number % 2 == 0;
        if dots_row && line.is_empty() {
            return Err(at(number, 0, TextProblem::MissingDots));
        }
        for (column, &c) in line.iter().enumerate() {
            if column >= 2 * width - 1 {
                return Err(at(number, column, TextProblem::LongRow { width }));
            }
            let under_dot = column % 2 == 0;
            let (stick, expected) = match (dots_row, under_dot) {
                (true, true) => ('.', DOTS_HERE),
                (true, false) => ('-', BETWEEN_DOTS),
                (false, true) => ('|', UNDER_A_DOT),
                (false, false) => (' ', BETWEEN_COLUMNS),
            };
            let blank_allowed = !(dots_row && under_dot);
            if c == stick && stick != ' ' && stick != '.' {
                edges.push((number, column));
            } else if !(c == stick || (blank_allowed && c == ' ')) {
                return Err(at(number, column, TextProblem::Unexpected { found: c, expected }));
            }
        }
        if dots_row && line.len() < 2 * width - 1 {
            let dots = line.len().div_ceil(2);
            return Err(at(number, line.len(), TextProblem::ShortRow { dots, width }));
        }
        if dots_row && number / 2 + 1 > max {
            return Err(at(
                number,
                0,
                TextProblem::Size {
                    across: false,
                    dots: number / 2 + 1,
                },
            ));
        }
    }
    if !(usize::from(MIN_DOTS)..=max).contains(&width) {
        return Err(at(
            0,
            0,
            TextProblem::Size {
                across: true,
                dots: width,
            },
        ));
    }
    if lines.len().is_multiple_of(2) {
        return Err(at(lines.len() - 1, 0, TextProblem::EndsWithSticks));
    }
    let height = lines.len() / 2 + 1;
    if height < usize::from(MIN_DOTS) {
        return Err(at(
            0,
            0,
            TextProblem::Size {
                across: false,
                dots: height,
            },
        ));
    }
    let canvas = Canvas::new(Lattice::Square, width as u8, height as u8).expect("the size was checked");
    Ok((
        canvas,
        Sticks::of(edges.into_iter().map(|(line, column)| edge(width, line, column))),
    ))
}

/// The number of the edge drawn at (line, column) of a canvas `width` dots across, in reading
/// order: each row of dots has width − 1 horizontal edges, each row between them width verticals.
fn edge(width: usize, line: usize, column: usize) -> usize {
    let per_row_pair = 2 * width - 1;
    let before = line / 2 * per_row_pair;
    if line.is_multiple_of(2) {
        before + column / 2
    } else {
        before + width - 1 + column / 2
    }
}

/// The text of `sticks` on `canvas`, every row the canvas's full width; `None` on the triangular
/// lattice, which has no text form.
pub fn text(canvas: Canvas, sticks: Sticks) -> Option<String> {
    if canvas.lattice() != Lattice::Square {
        return None;
    }
    let (width, height) = (usize::from(canvas.width()), usize::from(canvas.height()));
    let mut rows = Vec::with_capacity(2 * height - 1);
    for line in 0..2 * height - 1 {
        let row: String = (0..2 * width - 1)
            .map(|column| match (line % 2 == 0, column % 2 == 0) {
                (true, true) => '.',
                (false, false) => ' ',
                (dots_row, _) if sticks.contains(edge(width, line, column)) => {
                    if dots_row {
                        '-'
                    } else {
                        '|'
                    }
                }
                _ => ' ',
            })
            .collect();
        rows.push(row);
    }
    Some(rows.join("\n"))
}

#[cfg(test)]
mod tests;
