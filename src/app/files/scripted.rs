//! The file flow as tests and scripts use it: dialogs answered by script or found missing, what
//! is on screen asked directly, and a file opened or saved on the calling thread (the window's
//! own Open and Save work off the UI thread, through the flow).

use std::path::{Path, PathBuf};

use super::super::NimlabApp;
use super::super::dialog_answer::DialogSource;
use super::super::file_flow::{self, Effect, Flow};
use super::super::notice::Notice;
use super::read_puzzle;
use crate::storage;
use crate::ui::match_tab::Handover;

impl NimlabApp {
    /// Makes every file dialog answer `answer` at once (a path, or `None` for Cancel) instead of
    /// asking: how the tests go through the shell's open, save and export paths.
    pub fn answer_dialogs_with(&mut self, answer: Option<PathBuf>) {
        self.files.source = DialogSource::Scripted(answer);
    }

    /// Makes every native file dialog fail to open, as on a machine with no desktop portal; the
    /// in-app chooser starts in `folder`: how the tests reach it.
    pub fn without_native_dialogs(&mut self, folder: PathBuf) {
        self.files.source = DialogSource::Unavailable(folder);
    }

    /// The in-app file chooser is on screen.
    pub fn is_choosing_in_app(&self) -> bool {
        self.files.picker.is_some()
    }

    /// The unsaved-changes question is on screen.
    pub fn is_asking_to_save(&self) -> bool {
        matches!(self.files.flow, Flow::AskingUnsaved { .. })
    }

    /// The question whether to replace an existing file is on screen.
    pub fn is_asking_to_replace(&self) -> bool {
        matches!(self.files.flow, Flow::ConfirmOverwrite { .. })
    }

    /// No file operation is under way: no dialog, question, read or write.
    pub fn is_file_flow_idle(&self) -> bool {
        self.files.flow.is_idle() && self.files.reopen.is_none()
    }

    /// Reads and opens a puzzle file at once, on the calling thread (the window's own Open reads
    /// off the UI thread): for tests and scripts. A file that cannot be read or is refused
    /// leaves the open puzzle as it was and the notice says why, with the file and the line
    /// and column.
    pub fn open_path(&mut self, path: &Path) -> bool {
        self.notices.act_for(self.tab);
        let read = read_puzzle(path);
        let opened = read.is_ok();
        for effect in file_flow::opened(path.to_owned(), None, read) {
            self.carry_out(effect);
        }
        opened
    }

    /// Saves the open file to `path` at once, on the calling thread (the window's own Save
    /// writes off the UI thread): for tests and scripts.
    pub fn save_to(&mut self, path: &Path) -> bool {
        self.notices.act_for(self.tab);
        match storage::save(path, &self.match_tab.session().file_to_save()) {
            Ok(()) => {
                self.carry_out(Effect::Hand(Handover::Saved(path.to_owned())));
                true
            }
            Err(failure) => {
                self.notify(Notice::SaveFailed {
                    path: failure.path,
                    problem: failure.problem,
                });
                false
            }
        }
    }
}
