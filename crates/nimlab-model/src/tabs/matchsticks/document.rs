//! The open puzzle file as plain data: where it lives, the puzzles it holds (one or a
//! collection) each with an id that lasts while it is moved, deleted and brought back, which
//! one is open, and what was last saved, so the tab can say whether there are unsaved changes.
//! The shell reads and writes the file; nothing here touches the disk.

use std::path::{Path, PathBuf};

use nimlab_core::puzzle_file::{FORMAT_VERSION, PuzzleFile, PuzzleRecord};

mod collection;
pub use collection::{ChangeKind, CollectionChange};

/// The open puzzle file: its place, its puzzles, which is open and what was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    /// Where the file was opened from or last saved to; `None` for a new file.
    pub path: Option<PathBuf>,
    /// The puzzles of the file; the open one's entry is refreshed from the editor when needed.
    puzzles: Vec<PuzzleRecord>,
    /// The open puzzle.
    index: usize,
    /// Each puzzle's lasting id, beside it.
    ids: Vec<u64>,
    /// The id the next puzzle put in gets.
    next_id: u64,
    /// The puzzles as last opened or saved.
    saved: Vec<PuzzleRecord>,
}

impl Document {
    /// A new, unsaved file holding `puzzle`; nothing to save until it changes.
    pub fn new(puzzle: PuzzleRecord) -> Self {
        Self::with_ids(None, vec![puzzle.clone()], 0, vec![puzzle])
    }

    fn with_ids(
        path: Option<PathBuf>,
        puzzles: Vec<PuzzleRecord>,
        index: usize,
        saved: Vec<PuzzleRecord>,
    ) -> Self {
        let count = puzzles.len() as u64;
        Self {
            path,
            ids: (0..count).collect(),
            next_id: count,
            puzzles,
            index,
            saved,
        }
    }

    /// A file as read from `path` (or with no file, for the built-in samples); an empty
    /// collection gets one `blank` puzzle.
    pub fn opened(path: Option<&Path>, file: PuzzleFile, blank: PuzzleRecord) -> Self {
        let mut puzzles = file.puzzles;
        let saved = puzzles.clone();
        if puzzles.is_empty() {
            puzzles.push(blank);
        }
        Self::with_ids(path.map(Path::to_owned), puzzles, 0, saved)
    }

    /// A document as remembered between runs (no file yet: the shell sets `path` once it has
    /// read the file again). `index` must be one of `puzzles`.
    pub fn restored(puzzles: Vec<PuzzleRecord>, index: usize, saved: Vec<PuzzleRecord>) -> Self {
        assert!(index < puzzles.len(), "the open puzzle is one of the puzzles");
        Self::with_ids(None, puzzles, index, saved)
    }

    /// The file was read again at start: what it holds is what was last saved.
    pub fn set_saved(&mut self, path: &Path, saved: Vec<PuzzleRecord>) {
        self.path = Some(path.to_owned());
        self.saved = saved;
    }

    /// The file is gone or broken: nothing of this document is saved anywhere.
    pub fn lose_file(&mut self) {
        self.path = None;
        self.saved.clear();
    }

    /// The puzzles (the open one as last switched to or read, before the editor's changes).
    pub fn puzzles(&self) -> &[PuzzleRecord] {
        &self.puzzles
    }

    /// The puzzles as last opened or saved.
    pub fn saved(&self) -> &[PuzzleRecord] {
        &self.saved
    }

    /// Which puzzle is open.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The open puzzle as the file holds it (before the editor's changes).
    pub fn open_puzzle(&self) -> &PuzzleRecord {
        &self.puzzles[self.index]
    }

    /// The puzzles, with `open` as the one being edited.
    pub fn puzzles_with(&self, open: &PuzzleRecord) -> Vec<PuzzleRecord> {
        let mut puzzles = self.puzzles.clone();
        puzzles[self.index] = open.clone();
        puzzles
    }

    /// The file to write, with `open` as the one being edited.
    pub fn file_with(&self, open: &PuzzleRecord) -> PuzzleFile {
        PuzzleFile {
            format: FORMAT_VERSION,
            puzzles: self.puzzles_with(open),
        }
    }

    /// Something differs from what was last opened or saved (asked every frame: no copies).
    pub fn is_dirty(&self, open: &PuzzleRecord) -> bool {
        self.puzzles.len() != self.saved.len()
            || self
                .puzzles
                .iter()
                .zip(&self.saved)
                .enumerate()
                .any(|(index, (puzzle, saved))| {
                    let now = if index == self.index { open } else { puzzle };
                    now != saved
                })
    }

    /// The file was just written to `path` with `open` as the one being edited.
    pub fn mark_saved(&mut self, path: &Path, open: &PuzzleRecord) {
        self.mark_clean(open);
        self.path = Some(path.to_owned());
    }

    /// Nothing to save: the puzzles, with `open` as the one being edited, are as saved.
    pub fn mark_clean(&mut self, open: &PuzzleRecord) {
        self.puzzles = self.puzzles_with(open);
        self.saved = self.puzzles.clone();
    }

    /// Switches to puzzle `index`, keeping the edits of the one that was open; returns the
    /// puzzle to load into the editor.
    pub fn switch_to(&mut self, index: usize, open: &PuzzleRecord) -> Option<PuzzleRecord> {
        let next = self.puzzles.get(index)?.clone();
        self.puzzles[self.index] = open.clone();
        self.index = index;
        Some(next)
    }

    /// The open puzzle's lasting id.
    pub fn open_id(&self) -> u64 {
        self.ids[self.index]
    }

    /// The lasting id of each puzzle, in order.
    pub fn ids(&self) -> &[u64] {
        &self.ids
    }

    /// An id no puzzle of this document has had.
    pub fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id - 1
    }

    /// The open puzzle's entry is now `open` (the editor's puzzle, kept before another opens).
    pub fn keep_open(&mut self, open: &PuzzleRecord) {
        self.puzzles[self.index] = open.clone();
    }

    /// Opens the puzzle with lasting id `id`, if it is here.
    pub fn open_id_of(&mut self, id: u64) -> bool {
        match self.ids.iter().position(|&i| i == id) {
            Some(index) => {
                self.index = index;
                true
            }
            None => false,
        }
    }

    /// The file's name for the title bar, or `untitled`.
    pub fn name(&self, untitled: &str) -> String {
        self.path
            .as_deref()
            .and_then(Path::file_name)
            .map_or_else(|| untitled.to_owned(), |name| name.to_string_lossy().into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titled(title: &str) -> PuzzleRecord {
        PuzzleRecord {
            title: title.to_owned(),
            ..PuzzleRecord::default()
        }
    }

    #[test]
    fn edits_mark_the_file_dirty_until_saved() {
        let mut document = Document::new(titled("a"));
        assert!(!document.is_dirty(&titled("a")));
        assert!(document.is_dirty(&titled("b")));
        document.mark_saved(Path::new("/tmp/x.ron"), &titled("b"));
        assert!(!document.is_dirty(&titled("b")));
        assert_eq!(document.name("Untitled"), "x.ron");
    }

    #[test]
    fn switching_keeps_the_edits_of_the_open_puzzle() {
        let file = PuzzleFile {
            format: FORMAT_VERSION,
            puzzles: vec![titled("a"), titled("b")],
        };
        let mut document = Document::opened(Some(Path::new("c.ron")), file, titled("blank"));
        let next = document.switch_to(1, &titled("a, edited"));
        assert_eq!(next, Some(titled("b")));
        assert!(document.is_dirty(&titled("b")));
        assert_eq!(
            document.puzzles_with(&titled("b")),
            vec![titled("a, edited"), titled("b")]
        );
        assert_eq!(document.switch_to(5, &titled("b")), None);
        let b = document.open_id();
        assert!(document.open_id_of(0) && document.index() == 0);
        assert!(document.open_id_of(b) && document.index() == 1);
        let new = document.new_id();
        assert!(!document.open_id_of(new), "a new id is no puzzle's yet");
    }
}
