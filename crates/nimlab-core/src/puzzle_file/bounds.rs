//! The bounds a puzzle file is held to when it is read: the same as for what is typed in the
//! window, so that a file can bring in nothing a person could not have typed (a collection of
//! 24,000 puzzles once took 400 MB and kept the idle window busy; a title of 100,000 characters
//! filled the panel). The text fields take these limits as they are typed, and a remembered
//! state is cut to them.

use super::{MAX_COLLECTION, PuzzleRecord};

/// The most characters of a puzzle's title, and of its author's name.
pub const MAX_TITLE_CHARS: usize = 200;

/// The most characters of a puzzle's notes.
pub const MAX_NOTES_CHARS: usize = 4000;

/// One of a puzzle's texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextField {
    /// The title.
    Title,
    /// Who made it.
    Author,
    /// Notes for whoever solves it.
    Notes,
}

impl TextField {
    /// Every text of a puzzle, in the order the panel shows them.
    pub const ALL: [Self; 3] = [Self::Title, Self::Author, Self::Notes];

    /// The most characters this text may hold.
    pub fn max_chars(self) -> usize {
        match self {
            Self::Title | Self::Author => MAX_TITLE_CHARS,
            Self::Notes => MAX_NOTES_CHARS,
        }
    }

    /// This text of `record`.
    pub fn of(self, record: &PuzzleRecord) -> &String {
        match self {
            Self::Title => &record.title,
            Self::Author => &record.author,
            Self::Notes => &record.notes,
        }
    }

    /// This text of `record`, to change.
    pub fn of_mut(self, record: &mut PuzzleRecord) -> &mut String {
        match self {
            Self::Title => &mut record.title,
            Self::Author => &mut record.author,
            Self::Notes => &mut record.notes,
        }
    }
}

/// A collection of `count` puzzles is more than one holds.
pub(super) fn too_many(count: usize) -> bool {
    count > MAX_COLLECTION
}

/// The first of `record`'s texts that is longer than it may be.
pub fn text_too_long(record: &PuzzleRecord) -> Option<TextField> {
    TextField::ALL
        .into_iter()
        .find(|&field| field.of(record).chars().nth(field.max_chars()).is_some())
}

/// `record` with each text cut to its most characters (a remembered state is held to the
/// same bounds as a file).
pub fn cut_texts(record: &mut PuzzleRecord) {
    for field in TextField::ALL {
        let text = field.of_mut(record);
        if let Some((cut, _)) = text.char_indices().nth(field.max_chars()) {
            text.truncate(cut);
        }
    }
}
