//! Changes to the collection, each one its own inverse: puzzles put in or taken out at a place
//! (added, generated, duplicated, deleted), two neighbours swapped (moved), or the whole
//! collection put in another order (sorted). Doing a change
//! again undoes it, so undo and redo are one operation, [`CollectionChange::flip`]. A puzzle out
//! of the collection is kept in the change with its id and its editor (its board and history),
//! so bringing it back brings back all of it.
//!
//! The open puzzle stays open through a flip, unless the flip takes it out, or brings back the
//! puzzle that was open when the flip before it began (a deleted open puzzle): then that one
//! opens. So each flip is the exact inverse of the one before it, whichever puzzle was opened
//! in between.

use std::collections::HashMap;

use super::Document;
use nimlab_core::matchsticks::editor::Editor;
use nimlab_core::puzzle_file::PuzzleRecord;

/// A puzzle out of the collection, kept whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The puzzle, as it was.
    pub record: PuzzleRecord,
    /// Its lasting id.
    pub id: u64,
    /// Its editor, if it was ever opened: the board and the history come back with it.
    pub editor: Option<Editor>,
}

/// What kind of change it was, to name its undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeKind {
    /// Puzzles were added (a blank one, or generated ones).
    Added,
    /// A puzzle was deleted.
    Deleted,
    /// A puzzle moved one place.
    Moved,
    /// A puzzle was copied, right after it.
    Duplicated,
    /// The whole collection was put in another order.
    Sorted,
}

/// How the puzzles change places.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Edit {
    /// `count` puzzles at `index`: taken out into `out` if they are in, put back if they are
    /// out.
    Presence {
        index: usize,
        count: usize,
        out: Vec<Kept>,
    },
    /// The puzzles at `index` and `index + 1` change places.
    Swap { index: usize },
    /// Place `i` takes the puzzle at `order[i]`; once done, `order` is the way back.
    Order { order: Vec<usize> },
}

/// A change to the collection, as undo and redo need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectionChange {
    /// What kind of change.
    pub kind: ChangeKind,
    /// The puzzle its undo is named after (the one deleted, moved, copied; the first added).
    pub subject: u64,
    /// How many puzzles it adds or deletes.
    pub count: usize,
    edit: Edit,
    /// The puzzle open when the last flip began (for a change not made yet, the puzzle it
    /// opens: the first added, or the next one after a deleted open puzzle).
    back_to: u64,
}

impl CollectionChange {
    /// `puzzles` to be put in at `index`; the first of them opens.
    pub fn add(document: &mut Document, index: usize, puzzles: Vec<PuzzleRecord>) -> Option<Self> {
        let out: Vec<Kept> = puzzles
            .into_iter()
            .map(|record| Kept {
                record,
                id: document.new_id(),
                editor: None,
            })
            .collect();
        let first = out.first()?.id;
        Some(Self {
            kind: ChangeKind::Added,
            subject: first,
            count: out.len(),
            back_to: first,
            edit: Edit::Presence {
                index: index.min(document.puzzles.len()),
                count: out.len(),
                out,
            },
        })
    }

    /// Puzzle `index` to be deleted (never the last one left); the next one opens if it was
    /// open.
    pub fn delete(document: &Document, index: usize) -> Option<Self> {
        let ids = &document.ids;
        let id = *ids.get(index)?;
        let neighbour = ids.get(index + 1).or_else(|| ids.get(index.checked_sub(1)?))?;
        let open = document.open_id();
        Some(Self {
            kind: ChangeKind::Deleted,
            subject: id,
            count: 1,
            back_to: if open == id { *neighbour } else { open },
            edit: Edit::Presence {
                index,
                count: 1,
                out: Vec::new(),
            },
        })
    }

    /// Puzzle `index` to change places with the one after it.
    pub fn swap(document: &Document, index: usize, moved: usize) -> Option<Self> {
        (index + 1 < document.puzzles.len()).then(|| Self {
            kind: ChangeKind::Moved,
            subject: document.ids[moved],
            count: 0,
            back_to: document.open_id(),
            edit: Edit::Swap { index },
        })
    }

    /// The collection in the order of `keys` (one per puzzle, smallest first, `None` last; equal
    /// keys keep their order), or `None` when it is in that order already.
    pub fn sort_by(document: &Document, keys: &[Option<u32>]) -> Option<Self> {
        if keys.len() != document.puzzles.len() {
            return None;
        }
        let mut order: Vec<usize> = (0..keys.len()).collect();
        order.sort_by_key(|&at| (keys[at].is_none(), keys[at]));
        (order.iter().enumerate().any(|(place, &at)| place != at)).then(|| Self {
            kind: ChangeKind::Sorted,
            subject: document.open_id(),
            count: 0,
            back_to: document.open_id(),
            edit: Edit::Order { order },
        })
    }

    /// Puzzle `index` to be copied right after it.
    pub fn duplicate(document: &mut Document, index: usize) -> Option<Self> {
        let record = document.puzzles.get(index)?.clone();
        let kept = Kept {
            record,
            id: document.new_id(),
            editor: None,
        };
        Some(Self {
            kind: ChangeKind::Duplicated,
            subject: document.ids[index],
            count: 1,
            back_to: document.open_id(),
            edit: Edit::Presence {
                index: index + 1,
                count: 1,
                out: vec![kept],
            },
        })
    }

    /// Does the change, or undoes it if it is done: puzzles taken out take their editors from
    /// `editors` along, puzzles put back give them back. Returns the puzzle to open (the open
    /// one's editor must be in `editors` first).
    pub fn flip(&mut self, document: &mut Document, editors: &mut HashMap<u64, Editor>) -> u64 {
        let current = document.open_id();
        let mut brought_back = Vec::new();
        match &mut self.edit {
            Edit::Swap { index } => {
                document.puzzles.swap(*index, *index + 1);
                document.ids.swap(*index, *index + 1);
            }
            Edit::Order { order } => {
                document.puzzles = order.iter().map(|&at| document.puzzles[at].clone()).collect();
                document.ids = order.iter().map(|&at| document.ids[at]).collect();
                let mut back = vec![0; order.len()];
                for (place, &at) in order.iter().enumerate() {
                    back[at] = place;
                }
                *order = back;
            }
            Edit::Presence { index, count, out } if out.is_empty() => {
                let range = *index..*index + *count;
                let ids: Vec<u64> = document.ids.drain(range.clone()).collect();
                *out = document
                    .puzzles
                    .drain(range)
                    .zip(ids)
                    .map(|(record, id)| Kept {
                        record,
                        id,
                        editor: editors.remove(&id),
                    })
                    .collect();
            }
            Edit::Presence { index, out, .. } => {
                for (at, kept) in std::mem::take(out).into_iter().enumerate() {
                    brought_back.push(kept.id);
                    if let Some(editor) = kept.editor {
                        editors.insert(kept.id, editor);
                    }
                    document.puzzles.insert(*index + at, kept.record);
                    document.ids.insert(*index + at, kept.id);
                }
            }
        }
        document.index = document.index.min(document.puzzles.len() - 1);
        let kept_open = document.ids.contains(&current) && !brought_back.contains(&self.back_to);
        let open = if kept_open { current } else { self.back_to };
        self.back_to = current;
        open
    }

    /// The puzzles this change holds out of the collection (gone for good if it is let go).
    pub fn out_ids(&self) -> Vec<u64> {
        match &self.edit {
            Edit::Presence { out, .. } => out.iter().map(|kept| kept.id).collect(),
            Edit::Swap { .. } | Edit::Order { .. } => Vec::new(),
        }
    }

    /// The puzzle its undo is named after, wherever it is now.
    pub fn subject<'a>(&'a self, document: &'a Document) -> Option<&'a PuzzleRecord> {
        let kept = match &self.edit {
            Edit::Presence { out, .. } => out.iter().find(|kept| kept.id == self.subject),
            Edit::Swap { .. } | Edit::Order { .. } => None,
        };
        kept.map(|kept| &kept.record).or_else(|| {
            let at = document.ids.iter().position(|&id| id == self.subject)?;
            document.puzzles.get(at)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::puzzle_file::{FORMAT_VERSION, PuzzleFile};

    fn titled(title: &str) -> PuzzleRecord {
        PuzzleRecord {
            title: title.to_owned(),
            ..PuzzleRecord::default()
        }
    }

    fn titles(document: &Document) -> Vec<String> {
        document.puzzles().iter().map(|p| p.title.clone()).collect()
    }

    fn abc() -> Document {
        let file = PuzzleFile {
            format: FORMAT_VERSION,
            puzzles: vec![titled("a"), titled("b"), titled("c")],
        };
        Document::opened(None, file, titled("blank"))
    }

    #[test]
    fn every_change_flipped_twice_is_as_before_and_opens_the_same_puzzle() {
        for open_at in 0..3 {
            for kind in 0..5 {
                for at in 0..3 {
                    let mut document = abc();
                    document.switch_to(open_at, &titled("a"));
                    let (before, ids, open) =
                        (titles(&document), document.ids().to_vec(), document.open_id());
                    let change = match kind {
                        0 => CollectionChange::delete(&document, at),
                        1 => CollectionChange::swap(&document, at, at),
                        2 => CollectionChange::duplicate(&mut document, at),
                        3 => {
                            // Each a new order: c a b, c a b (an unknown last), c b a.
                            let keys = [
                                [Some(2), Some(3), Some(1)],
                                [Some(3), None, Some(1)],
                                [None, Some(2), Some(1)],
                            ];
                            CollectionChange::sort_by(&document, &keys[at])
                        }
                        _ => CollectionChange::add(&mut document, at, vec![titled("x"), titled("y")]),
                    };
                    let Some(mut change) = change else {
                        assert!(kind == 1 && at == 2, "only a swap past the last is refused");
                        continue;
                    };
                    let mut editors = HashMap::new();
                    let shown = change.flip(&mut document, &mut editors);
                    assert!(
                        document.open_id_of(shown),
                        "{kind} {at}: the puzzle to open is here"
                    );
                    assert_ne!(titles(&document), before, "{kind} {at}");
                    let shown = change.flip(&mut document, &mut editors);
                    assert_eq!(shown, open, "{kind} {at}: the open puzzle opens again");
                    assert_eq!((titles(&document), document.ids().to_vec()), (before, ids));
                }
            }
        }
    }

    #[test]
    fn a_deleted_puzzle_takes_its_editor_along_and_brings_it_back() {
        use nimlab_core::matchsticks::editor::Settings;
        use nimlab_core::matchsticks::layout::Layout;
        let mut document = abc();
        let b = document.ids()[1];
        let editor = Editor::new(Layout::parse("1+1=2").expect("an equation"), Settings::default());
        let mut editors = HashMap::from([(b, editor.clone())]);
        let mut change = CollectionChange::delete(&document, 1).expect("a puzzle");
        change.flip(&mut document, &mut editors);
        assert!(editors.is_empty());
        assert_eq!(change.out_ids(), vec![b]);
        assert_eq!(change.subject(&document).map(|p| p.title.as_str()), Some("b"));
        change.flip(&mut document, &mut editors);
        assert_eq!(editors.get(&b), Some(&editor));
        assert!(change.out_ids().is_empty());
    }
}
