//! Why a puzzle file was refused, in words for the person who chose the file: RON's parser
//! errors retold without the program's type names or advice for developers, always on one line,
//! and the place in the text where each puzzle of the collection begins (so a puzzle that parses
//! but is not a valid layout can still be named by line and column).

use ron::error::Error;

/// The name a person knows for one of the file's parts (never the program's type names).
fn part(name: &str) -> &str {
    match name {
        "PuzzleFile" => "the file",
        "PuzzleRecord" => "a puzzle",
        "SlotRecord" => "a slot",
        "Goal" => "the goal",
        "Rules" => "the rules",
        "Variants" => "the glyph variants",
        other => other,
    }
}

/// `text` on one line: control characters (a quoted newline above all) written as escapes.
pub fn one_line(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

fn one_of(names: &[&str]) -> String {
    match names {
        [] => "nothing is allowed here".to_owned(),
        [only] => format!("expected `{only}`"),
        _ => format!(
            "expected one of {}",
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// RON's error, retold for a person.
pub(super) fn describe(error: &Error) -> String {
    let told = match error {
        Error::Eof => "the file ends too early (is it cut short?)".to_owned(),
        Error::ExpectedArray => "expected a list starting with `[`".to_owned(),
        Error::ExpectedArrayEnd => "expected `]` to close the list".to_owned(),
        Error::ExpectedComma => "expected a comma".to_owned(),
        Error::ExpectedStructLike | Error::ExpectedNamedStructLike(_) => {
            "expected `(` to open a group of fields".to_owned()
        }
        Error::ExpectedStructLikeEnd | Error::ExpectedOptionEnd => {
            "expected `)` to close the group".to_owned()
        }
        Error::ExpectedMapColon => "expected `:` after the field's name".to_owned(),
        Error::ExpectedString | Error::ExpectedStringEnd => "expected text in double quotes".to_owned(),
        Error::ExpectedInteger | Error::IntegerOutOfBounds => "expected a whole number in range".to_owned(),
        Error::ExpectedBoolean => "expected `true` or `false`".to_owned(),
        Error::ExpectedIdentifier => "expected a name".to_owned(),
        Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => format!(
            "`{found}` is not a valid choice for {}: {}",
            outer.as_deref().map_or("this value", part),
            one_of(expected)
        ),
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } => format!(
            "{} has no field `{found}`: {}",
            outer.as_deref().map_or("this group", part),
            one_of(expected)
        ),
        Error::MissingStructField { field, outer } => format!(
            "{} lacks the field `{field}`",
            outer.as_deref().map_or("this group", part)
        ),
        Error::DuplicateStructField { field, outer } => format!(
            "{} gives the field `{field}` twice",
            outer.as_deref().map_or("this group", part)
        ),
        Error::ExpectedDifferentStructName { expected, found } if *expected == "PuzzleFile" => {
            format!("this is not a nimlab puzzle file: it starts with `{found}`, where one starts with `(`")
        }
        Error::ExpectedDifferentStructName { expected, found } => {
            format!("expected {} here, not `{found}`", part(expected))
        }
        Error::ExpectedStructName(name) => format!("expected {} here", part(name)),
        Error::ExceededRecursionLimit => "the file is nested too deeply to read".to_owned(),
        Error::TrailingCharacters => "there is more text after the end of the puzzle file".to_owned(),
        Error::UnexpectedChar(c) => format!("unexpected character {c:?}"),
        Error::UnclosedBlockComment => "a `/*` comment is never closed".to_owned(),
        Error::UnclosedLineComment => "a `//` comment is never ended".to_owned(),
        Error::InvalidValueForType { expected, found } => {
            format!("expected {expected}, found {found}")
        }
        Error::Utf8Error(_) => "the file is not UTF-8 text".to_owned(),
        // Anything else reads well enough once its type names are gone.
        other => other.to_string(),
    };
    let mut told = told;
    for name in [
        "PuzzleFile",
        "PuzzleRecord",
        "SlotRecord",
        "Variants",
        "Rules",
        "Goal",
    ] {
        told = told.replace(&format!("`{name}`"), part(name));
    }
    one_line(&told)
}

/// Line and column (1-based, in characters) of byte `offset` of `text`.
pub(super) fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |at| at + 1);
    (line, before[start..].chars().count() + 1)
}

/// A tiny walk over RON text that already parsed: skips strings, characters and comments, and
/// tracks how deep in brackets it is.
struct Walk<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Walk<'_> {
    /// Skips whitespace and comments; returns the next significant byte without taking it.
    fn peek(&mut self) -> Option<u8> {
        loop {
            match self.bytes.get(self.at..) {
                Some([b' ' | b'\t' | b'\n' | b'\r', ..]) => self.at += 1,
                Some([b'/', b'/', ..]) => {
                    while self.bytes.get(self.at).is_some_and(|&b| b != b'\n') {
                        self.at += 1;
                    }
                }
                Some([b'/', b'*', ..]) => {
                    // RON's block comments nest.
                    let mut depth = 0usize;
                    loop {
                        match self.bytes.get(self.at..) {
                            Some([b'/', b'*', ..]) => {
                                depth += 1;
                                self.at += 2;
                            }
                            Some([b'*', b'/', ..]) => {
                                depth -= 1;
                                self.at += 2;
                                if depth == 0 {
                                    break;
                                }
                            }
                            Some([_, ..]) => self.at += 1,
                            _ => return None,
                        }
                    }
                }
                Some([byte, ..]) => return Some(*byte),
                _ => return None,
            }
        }
    }

    /// Takes one token: a quoted string or character whole, else one byte (an identifier's
    /// bytes one by one is enough here).
    fn take(&mut self) {
        match self.bytes.get(self.at..) {
            Some([b'"', ..]) => self.skip_quoted(b'"'),
            Some([b'\'', ..]) => self.skip_quoted(b'\''),
            Some([b'r', b'#' | b'"', ..]) => self.skip_raw(),
            _ => self.at += 1,
        }
    }

    fn skip_quoted(&mut self, quote: u8) {
        self.at += 1;
        while let Some(&byte) = self.bytes.get(self.at) {
            self.at += if byte == b'\\' { 2 } else { 1 };
            if byte == quote {
                return;
            }
        }
    }

    fn skip_raw(&mut self) {
        self.at += 1;
        let hashes = self.bytes[self.at..].iter().take_while(|&&b| b == b'#').count();
        self.at += hashes + 1;
        while self.at < self.bytes.len() {
            if self.bytes[self.at] == b'"'
                && self.bytes[self.at + 1..]
                    .iter()
                    .take(hashes)
                    .filter(|&&b| b == b'#')
                    .count()
                    == hashes
            {
                self.at += 1 + hashes;
                return;
            }
            self.at += 1;
        }
    }
}

/// Byte offsets where the top-level field `field` (its name) and, if it is a list, each of its
/// items begin.
pub(super) fn field_offsets(text: &str, field: &str) -> Option<(usize, Vec<usize>)> {
    let mut walk = Walk {
        bytes: text.as_bytes(),
        at: 0,
    };
    let mut depth = 0usize;
    while let Some(byte) = walk.peek() {
        let start = walk.at;
        let bytes = text.as_bytes();
        let word_starts =
            start == 0 || !(bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
        if depth == 1 && word_starts && bytes[start..].starts_with(field.as_bytes()) {
            walk.at = start + field.len();
            if walk.peek() == Some(b':') {
                walk.take();
                return Some((start, list_items(&mut walk)));
            }
            walk.at = start;
        }
        depth = nesting(depth, byte);
        walk.take();
    }
    None
}

/// How deep in brackets the text is after `byte`, from `depth` before it.
fn nesting(depth: usize, byte: u8) -> usize {
    match byte {
        b'(' | b'[' | b'{' => depth + 1,
        b')' | b']' | b'}' => depth.saturating_sub(1),
        _ => depth,
    }
}

/// With `walk` just before a value: where each item begins if it is a list, else nothing.
fn list_items(walk: &mut Walk<'_>) -> Vec<usize> {
    let mut items = Vec::new();
    if walk.peek() != Some(b'[') {
        return items;
    }
    walk.take();
    let mut depth = 0usize;
    let mut item_starts = true;
    while let Some(byte) = walk.peek() {
        if depth == 0 {
            match byte {
                b']' => break,
                b',' => {
                    item_starts = true;
                    walk.take();
                    continue;
                }
                _ if item_starts => {
                    items.push(walk.at);
                    item_starts = false;
                }
                _ => {}
            }
        }
        depth = nesting(depth, byte);
        walk.take();
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_of_a_list_are_found_past_strings_and_comments() {
        let text = "(\n  format: 1, // puzzles: [x]\n  puzzles: [ (title: \"a, (b\"), /* ) */ (), ],\n)";
        let (name, items) = field_offsets(text, "puzzles").expect("found");
        assert_eq!(position(text, name), (3, 3));
        let at: Vec<_> = items.iter().map(|&i| position(text, i)).collect();
        assert_eq!(at, vec![(3, 14), (3, 40)]);
        let (format, _) = field_offsets(text, "format").expect("found");
        assert_eq!(position(text, format), (2, 3));
    }

    #[test]
    fn one_line_escapes_newlines() {
        assert_eq!(one_line("a\nb\tc"), "a\\nb\\tc");
    }
}
