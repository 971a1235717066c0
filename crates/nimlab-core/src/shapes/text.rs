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
}

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (min, max) = (MIN_DOTS, Lattice::Square.max_dots());
        match self {
            Self::Empty => {
                f.write_str("the text is empty: write the canvas's dots as '.', with '-' and '|' for sticks")
            }
            Self::Unexpected { found, expected } => {
                let found = match found {
                    '\t' => "a tab".to_owned(),
                    c => format!("'{c}'"),
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
