//! Where the shell's files come from: the platform's dialog (`dialog_service`: on a thread
//! natively, the browser's picker on the web), or nimlab's own chooser when the native one
//! cannot open (the notice says why); tests answer the dialogs instead. Once a path (or, on the
//! web, a picked file) arrives, it goes where its [`Purpose`] says.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};

use super::NimlabApp;
use super::dialog_answer::{Answer, DialogSource};
use super::dialog_service::{read_dropped, spawn_dialog};
use super::file_picker::{self, Outcome, Picker};
use super::intent::{Next, Purpose};
use super::notice::Notice;
use crate::ui::i18n::Strings;

/// The file dialog in progress, if any, and how dialogs are shown.
#[derive(Default)]
pub(super) struct Dialogs {
    /// A platform dialog in progress, with what it is for, the file name it offers and where
    /// its answer arrives.
    native: Option<(Purpose, String, Receiver<Answer>)>,
    /// The in-app chooser, when the native dialog cannot open.
    picker: Option<(Purpose, Picker)>,
    /// The native dialog was found not to open: go straight to the in-app chooser.
    native_missing: bool,
    /// For waking the window when a dialog closes.
    ctx: Option<egui::Context>,
    /// Where dialog answers come from.
    source: DialogSource,
}

impl NimlabApp {
    /// Makes every file dialog answer `answer` at once (a path, or `None` for Cancel) instead of
    /// asking: how the tests go through the shell's open, save and export paths.
    pub fn answer_dialogs_with(&mut self, answer: Option<PathBuf>) {
        self.dialogs.source = DialogSource::Scripted(answer);
    }

    /// Makes every native file dialog fail to open, as on a machine with no desktop portal; the
    /// in-app chooser starts in `folder`: how the tests reach it.
    pub fn without_native_dialogs(&mut self, folder: PathBuf) {
        self.dialogs.source = DialogSource::Unavailable(folder);
    }

    /// The in-app file chooser is on screen.
    pub fn is_choosing_in_app(&self) -> bool {
        self.dialogs.picker.is_some()
    }

    /// A file dialog or the in-app chooser is open.
    pub(super) fn is_choosing(&self) -> bool {
        self.dialogs.native.is_some() || self.dialogs.picker.is_some()
    }

    /// The window's context, to wake it when a dialog closes. `dialogs_ui` sets it every frame
    /// before anything can ask for a dialog, so the default (which wakes nothing) is never used.
    pub(super) fn ctx_for_dialogs(&self) -> egui::Context {
        self.dialogs.ctx.clone().unwrap_or_default()
    }

    /// Shows a file dialog for `purpose` (offering `name`); its answer arrives in `dialogs_ui`.
    /// Where the native dialog cannot open, the in-app chooser is shown instead.
    pub(super) fn open_dialog(&mut self, purpose: Purpose, name: String) {
        let reachable = match &self.dialogs.source {
            DialogSource::Native => !self.dialogs.native_missing && file_picker::native_dialogs_reachable(),
            // A test's unavailable dialog answers through the thread, as rfd does.
            DialogSource::Scripted(_) | DialogSource::Unavailable(_) => !self.dialogs.native_missing,
        };
        if !reachable {
            self.open_picker(purpose, &name);
            return;
        }
        let job = spawn_dialog(
            &self.ctx_for_dialogs(),
            purpose.kind(),
            name.clone(),
            self.dialogs.source.clone(),
        );
        self.dialogs.native = Some((purpose, name, job));
    }

    /// Reads a file dropped on the window: at once natively (it has a path); in the browser its
    /// contents arrive a little later, like a dialog's answer.
    pub(super) fn read_dropped(&mut self, file: egui::DroppedFileHandle) {
        if self.is_choosing() {
            return;
        }
        let name = file.path().display().to_string();
        let answer = read_dropped(&self.ctx_for_dialogs(), file);
        self.dialogs.native = Some((Purpose::Dropped, name, answer));
    }

    /// The in-app chooser for `purpose`, in the open file's folder (or the working folder), and
    /// a notice that says why it is not the system's dialog.
    fn open_picker(&mut self, purpose: Purpose, name: &str) {
        self.dialogs.native_missing = true;
        let folder = match &self.dialogs.source {
            DialogSource::Unavailable(folder) => folder.clone(),
            _ => self
                .match_tab
                .document()
                .path
                .as_deref()
                .and_then(Path::parent)
                .filter(|folder| folder.is_dir())
                .map(Path::to_owned)
                .or_else(|| std::env::current_dir().ok())
                .unwrap_or_default(),
        };
        let picker = Picker::new(purpose.kind(), &folder, name);
        self.notice = Some(Notice::DialogUnavailable);
        self.dialogs.picker = Some((purpose, picker));
    }

    /// Takes in a native dialog's answer and draws the in-app chooser while it is open.
    pub(super) fn dialogs_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        self.dialogs.ctx = Some(ctx.clone());
        self.poll_dialog();
        self.picker_ui(ctx, strings);
    }

    fn poll_dialog(&mut self) {
        let Some((_, _, answer)) = &self.dialogs.native else {
            return;
        };
        let answer = match answer.try_recv() {
            Err(TryRecvError::Empty) => return,
            Ok(answer) => answer,
            Err(TryRecvError::Disconnected) => {
                self.dialogs.native = None;
                self.notice = Some(Notice::InternalError(
                    "the file dialog ended without an answer".to_owned(),
                ));
                return;
            }
        };
        let (purpose, name, _) = self.dialogs.native.take().expect("checked above");
        match answer {
            Answer::Chosen(path) => self.chosen(purpose, &path),
            // The web's picker (asked after the unsaved question), or a file dropped on the page.
            Answer::Picked { name, bytes } => {
                if purpose == Purpose::Dropped {
                    self.unless_unsaved(Next::OpenPicked { name, bytes });
                } else {
                    self.open_picked(&name, &bytes);
                }
            }
            Answer::Unreadable { name, reason } => {
                self.notice = Some(Notice::OpenFailed {
                    path: PathBuf::from(name),
                    reason,
                });
            }
            Answer::Cancelled => {}
            Answer::Unavailable => self.open_picker(purpose, &name),
        }
    }

    /// The in-app chooser, while it is open.
    fn picker_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        let Some((_, picker)) = &mut self.dialogs.picker else {
            return;
        };
        let outcome = picker.show(ctx, strings);
        if matches!(outcome, Outcome::Waiting) {
            return;
        }
        let (purpose, _) = self.dialogs.picker.take().expect("checked above");
        if let Outcome::Chosen(path) = outcome {
            self.chosen(purpose, &path);
        }
    }

    /// A dialog or the chooser gave `path` for `purpose`.
    fn chosen(&mut self, purpose: Purpose, path: &Path) {
        match purpose {
            Purpose::Open => {
                self.open_path(path);
            }
            Purpose::Dropped => self.unless_unsaved(Next::Open(path.to_owned())),
            Purpose::SaveAs { then } => {
                if self.save_to(path)
                    && let Some(next) = then
                {
                    self.go_on(next);
                }
            }
            Purpose::Export(bytes) => self.write_export(path, &bytes),
        }
    }
}
