//! Opening and saving the matchstick tab's puzzle files through `storage`: by path, by dialog
//! (or, on the web, the browser's picker, which gives a name and bytes), the built-in sample
//! collection, last run's file reopened, and `.ron` files dropped on the window. A file that cannot be read or written leaves the open puzzle as it was and the
//! notice says why.

use std::path::Path;

use egui::Ui;

use super::intent::{Next, Purpose};
use super::notice::Notice;
use super::{NimlabApp, Tab};
use crate::storage;
use nimlab_core::puzzle_file::{self, PuzzleFile, PuzzleRecord};

/// The sample collection, built in so that it opens with no dialog and no file on disk.
const SAMPLES: &str = include_str!("../../assets/puzzles/classics.ron");

impl NimlabApp {
    /// Reads and opens a puzzle file. A file that cannot be read or is refused leaves the open
    /// puzzle as it was and says why, with the file and the line and column.
    pub fn open_path(&mut self, path: &Path) -> bool {
        let loaded = storage::load(path);
        self.open_loaded(path, loaded)
    }

    /// Opens a puzzle file that came as bytes with a name but no path (picked or dropped in the
    /// browser): the document takes the name, and saving it downloads a file of that name.
    pub fn open_picked(&mut self, name: &str, bytes: &[u8]) -> bool {
        let loaded = storage::parse_named(name, bytes);
        self.open_loaded(Path::new(name), loaded)
    }

    fn open_loaded(&mut self, path: &Path, loaded: anyhow::Result<PuzzleFile>) -> bool {
        match loaded {
            Ok(file) => {
                self.match_tab.open_file(path, file);
                self.tab = Tab::Matchsticks;
                self.notice = None;
                true
            }
            Err(error) => {
                self.notice = Some(Notice::OpenFailed {
                    path: path.to_owned(),
                    reason: format!("{error:#}"),
                });
                false
            }
        }
    }

    /// Reopens the last run's file with its working copy; if the file is gone or broken, the
    /// working copy stays open as an untitled puzzle and the notice says why.
    pub(super) fn reopen(&mut self, path: &Path, index: usize, working: &PuzzleRecord) {
        match storage::load(path) {
            Ok(file) => self.match_tab.reopen(path, file, index, working),
            Err(error) => {
                self.match_tab.lose_file();
                self.notice = Some(Notice::OpenFailed {
                    path: path.to_owned(),
                    reason: format!("{error:#}"),
                });
            }
        }
    }

    /// Saves the open file to `path` (atomically).
    pub fn save_to(&mut self, path: &Path) -> bool {
        match storage::save(path, &self.match_tab.file_to_save()) {
            Ok(()) => {
                self.match_tab.mark_saved(path);
                self.notice = Some(Notice::Saved(path.to_owned()));
                true
            }
            Err(error) => {
                self.notice = Some(Notice::SaveFailed(format!("{error:#}")));
                false
            }
        }
    }

    /// Saves where the file lives, or asks where; then carries on with `then`.
    pub(super) fn save(&mut self, then: Option<Next>) {
        match self.match_tab.document().path.clone() {
            Some(path) => {
                if self.save_to(&path)
                    && let Some(next) = then
                {
                    self.go_on(next);
                }
            }
            None => self.start_dialog(Purpose::SaveAs { then }),
        }
    }

    /// Opens the sample collection built into nimlab, as a new unsaved document.
    pub(super) fn open_samples(&mut self) {
        let file: PuzzleFile = puzzle_file::parse(SAMPLES).expect("the built-in samples parse (tested)");
        self.match_tab.open_collection(file);
        self.tab = Tab::Matchsticks;
        self.notice = None;
    }

    /// A file dialog for a puzzle file, offering the open document's name as a `.ron` file.
    pub(super) fn start_dialog(&mut self, purpose: Purpose) {
        let name = self.match_tab.document().name("puzzles.ron");
        let has_extension = Path::new(&name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        let name = if has_extension {
            name
        } else {
            format!("{name}.ron")
        };
        self.open_dialog(purpose, name);
    }

    /// A file dropped on the window: a `.ron` file opens (after asking about unsaved changes);
    /// anything else is refused with a notice. Natively it is read from its path; in the
    /// browser, which gives only its name, its contents are read first (`dialog_service`).
    pub(super) fn dropped_files_ui(&mut self, ui: &Ui) {
        let Some(dropped) = ui.input(|i| i.raw.dropped_files.first().cloned()) else {
            return;
        };
        let path = dropped.path().to_owned();
        let is_puzzle_file = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        if is_puzzle_file {
            self.read_dropped(dropped);
        } else {
            self.notice = Some(Notice::NotAPuzzleFile(path));
        }
    }
}
