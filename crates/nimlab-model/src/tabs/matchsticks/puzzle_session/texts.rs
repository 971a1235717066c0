//! The texts of a puzzle that are not part of its layout, settings or figure: its title, author
//! and notes, which the book's history undoes as one step an edit.

use nimlab_core::puzzle_file::PuzzleRecord;

/// The title, author and notes of the open puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Texts {
    pub(super) title: String,
    pub(super) author: String,
    pub(super) notes: String,
}

impl Texts {
    /// The texts `record` holds.
    pub(super) fn of(record: &PuzzleRecord) -> Self {
        Self {
            title: record.title.clone(),
            author: record.author.clone(),
            notes: record.notes.clone(),
        }
    }
}
