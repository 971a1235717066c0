//! The one shape of every CSV the app writes, and its reader.
//!
//! The first line is the column names, then one row per line; then one blank line and the notes
//! that say what the table holds (the game, the rule, the range, classroom mode) as `# ` lines.
//! The column names come first because every spreadsheet takes the first row as the header
//! (`LibreOffice` Calc, Excel, Google Sheets, Python's `csv.DictReader`, `pandas.read_csv`): notes
//! above the table were read as the header there. The blank line ends the table for a
//! spreadsheet's own idea of it (the region a sort, a filter or a pivot table takes ends at the
//! first empty row), so the notes stay in the file, visible under the table in column A, without
//! being sorted into it; `pandas.read_csv(file, comment='#')` skips them, as do numpy's
//! `loadtxt`/`genfromtxt` and R's `read.table`.
//!
//! The notes hold no comma, semicolon, quote or tab, so no reader splits them into cells, and
//! only ASCII, so a spreadsheet that guesses the encoding shows them right.

use std::fmt::Write as _;

/// The file: `table` (the column names' line, then the rows, each ending in a line break), a
/// blank line, and `notes` as `# ` lines.
pub(super) fn csv_file(table: &str, notes: &[String]) -> String {
    let mut text = table.to_owned();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    if notes.is_empty() {
        return text;
    }
    text.push('\n');
    for note in notes {
        let _ = writeln!(text, "# {}", note_words(note));
    }
    text
}

/// A note as a cell no reader splits: any character a reader could split a cell at (comma,
/// semicolon, quote, tab, line break) or that is not ASCII becomes a space.
fn note_words(note: &str) -> String {
    note.chars()
        .map(|c| {
            if c.is_ascii() && !matches!(c, ',' | ';' | '"' | '\t' | '\n' | '\r') {
                c
            } else {
                ' '
            }
        })
        .collect()
}

/// A CSV the app wrote, read back: the column names, the rows' cells (quotes taken off) and the
/// notes (without their `# `). Kept beside the writer, so a test reads a file as a spreadsheet
/// does and the two change together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CsvFile {
    /// The first line's cells.
    pub columns: Vec<String>,
    /// Each row's cells, in order.
    pub rows: Vec<Vec<String>>,
    /// The notes under the table.
    pub notes: Vec<String>,
}

/// Reads `text` as [`csv_file`] writes it: the table up to the first blank line, the notes after.
pub fn read_csv(text: &str) -> CsvFile {
    let mut file = CsvFile::default();
    let mut lines = text.lines();
    for line in lines.by_ref() {
        if line.is_empty() {
            break;
        }
        if file.columns.is_empty() {
            file.columns = cells(line);
        } else {
            file.rows.push(cells(line));
        }
    }
    file.notes = lines
        .filter_map(|line| line.strip_prefix("# "))
        .map(str::to_owned)
        .collect();
    file
}

/// The cells of a CSV line, quotes taken off (a quoted cell may hold commas).
fn cells(line: &str) -> Vec<String> {
    let (mut cells, mut cell, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => cells.push(std::mem::take(&mut cell)),
            c => cell.push(c),
        }
    }
    cells.push(cell);
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_column_names_come_first_and_the_notes_after_a_blank_line() {
        let text = csv_file(
            "n,g\n0,0\n1,\"1, 2\"\n",
            &["a, b; \"c\"\té\n".to_owned(), "second".to_owned()],
        );
        assert_eq!(text, "n,g\n0,0\n1,\"1, 2\"\n\n# a  b   c    \n# second\n");
        let read = read_csv(&text);
        assert_eq!(read.columns, ["n", "g"]);
        assert_eq!(read.rows, [["0", "0"], ["1", "1, 2"]]);
        assert_eq!(read.notes, ["a  b   c    ", "second"]);
        assert_eq!(csv_file("n,g\n", &[]), "n,g\n", "no notes, no blank line");
    }
}
