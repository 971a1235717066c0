//! The shell's file work: native dialogs (run off the UI thread, so the window keeps drawing; a
//! dialog that returns nothing is a cancel, unless it could not open, when the in-app chooser
//! takes over; tests answer them instead), opening and saving puzzle files, the sample
//! collection, files dropped on the window, the unsaved-changes question, the window title, exports
//! (CSV as given; PNG from a screenshot cropped to the view), and the message that says what
//! happened.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use egui::{ColorImage, Ui};

use super::file_picker::{self, FASTER_THAN_A_PERSON, Kind, Outcome, Picker};
use super::notice::{Notice, notice_ui};
use super::{NimlabApp, Tab};
use crate::export::png_bytes;
use crate::jobs::{Job, Poll};
use crate::storage;
use crate::ui::export::ExportRequest;
use crate::ui::i18n::{Strings, fill};
use crate::ui::shell_action::ShellAction;
use nimlab_core::puzzle_file::{self, PuzzleFile, PuzzleRecord};

/// What to do once unsaved changes are dealt with.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Next {
    New,
    OpenDialog,
    Open(PathBuf),
    /// Open the sample collection that comes with nimlab.
    Samples,
    /// Close the window (the user asked to, through the window's close button).
    Close,
}

/// What a dialog's path is for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Purpose {
    Open,
    /// Save the puzzles there, then carry on with `then`.
    SaveAs {
        then: Option<Next>,
    },
    /// Write these bytes there (a CSV or PNG export).
    Export(Arc<Vec<u8>>),
}

/// A picture of part of the window on its way to a file.
struct Capture {
    name: String,
    region: egui::Rect,
    /// Frames still to wait before asking for the screenshot.
    delay_frames: u32,
    /// Where the screenshot arrives, once asked for.
    image: Option<Receiver<Arc<ColorImage>>>,
    /// Cropping and encoding the screenshot, off the UI thread (a 4K window takes a debug
    /// build most of a second).
    encoding: Option<Job<Result<Vec<u8>, String>>>,
}

/// The sample collection, built in so that it opens with no dialog and no file on disk.
const SAMPLES: &str = include_str!("../../assets/puzzles/classics.ron");

/// What a native dialog came to.
enum Answer {
    Chosen(PathBuf),
    Cancelled,
    /// No dialog could be shown.
    Unavailable,
}

#[derive(Default)]
pub(super) struct Files {
    /// A native dialog on its thread, with what it is for and the file name it offers.
    dialog: Option<(Purpose, String, Job<Answer>)>,
    /// The in-app chooser, when the native dialog cannot open.
    picker: Option<(Purpose, Picker)>,
    /// The native dialog was found not to open: go straight to the in-app chooser.
    native_missing: bool,
    /// Waiting for the user to say what to do with unsaved changes.
    asking: Option<Next>,
    notice: Option<Notice>,
    title: String,
    /// For waking the window when a dialog closes.
    ctx: Option<egui::Context>,
    capture: Option<Capture>,
    dialogs: Dialogs,
    /// The user has dealt with unsaved changes and the window may close.
    closing: bool,
}

/// Where dialog answers come from.
#[derive(Clone, Debug, Default)]
enum Dialogs {
    /// The platform's file dialogs (rfd).
    #[default]
    Native,
    /// Every dialog answers this at once (set by tests): a path, or `None` for Cancel.
    Scripted(Option<PathBuf>),
    /// No native dialog can open, as on a machine with no desktop portal (set by tests); the
    /// in-app chooser starts in this folder.
    Unavailable(PathBuf),
}

fn spawn_dialog(ctx: &egui::Context, purpose: &Purpose, name: String, dialogs: Dialogs) -> Job<Answer> {
    let ctx = ctx.clone();
    let purpose = purpose.clone();
    Job::spawn(
        move || ctx.request_repaint(),
        move |_| {
            match dialogs {
                Dialogs::Scripted(answer) => {
                    return Some(answer.map_or(Answer::Cancelled, Answer::Chosen));
                }
                Dialogs::Unavailable(_) => return Some(Answer::Unavailable),
                Dialogs::Native => {}
            }
            let dialog = rfd::FileDialog::new();
            let extension = Path::new(&name)
                .extension()
                .map(|e| e.to_string_lossy().into_owned())
                .unwrap_or_default();
            let asked = std::time::Instant::now();
            let path = match purpose {
                Purpose::Open => dialog.add_filter("nimlab puzzles", &["ron"]).pick_file(),
                Purpose::SaveAs { .. } => dialog
                    .add_filter("nimlab puzzles", &["ron"])
                    .set_file_name(name)
                    .save_file(),
                Purpose::Export(_) => dialog
                    .add_filter(extension.to_uppercase(), &[extension.as_str()])
                    .set_file_name(name)
                    .save_file(),
            };
            Some(match path {
                Some(path) => Answer::Chosen(path),
                // Nothing, sooner than a person could cancel: the dialog never opened.
                None if asked.elapsed() < FASTER_THAN_A_PERSON => Answer::Unavailable,
                None => Answer::Cancelled,
            })
        },
    )
}

/// The part of `image` (a screenshot at `pixels_per_point`) inside `region`, as RGBA rows.
fn crop(image: &ColorImage, region: egui::Rect, pixels_per_point: f32) -> (u32, u32, Vec<u8>) {
    let [width, height] = image.size;
    let to_pixels = |v: f32, max: usize| ((v * pixels_per_point).round().max(0.0) as usize).min(max);
    let (x0, x1) = (to_pixels(region.min.x, width), to_pixels(region.max.x, width));
    let (y0, y1) = (to_pixels(region.min.y, height), to_pixels(region.max.y, height));
    let mut rgba = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
    for y in y0..y1 {
        for pixel in &image.pixels[y * width + x0..y * width + x1] {
            rgba.extend_from_slice(&pixel.to_srgba_unmultiplied());
        }
    }
    ((x1 - x0) as u32, (y1 - y0) as u32, rgba)
}

impl NimlabApp {
    /// The notice under the tab bar, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.files.notice.as_ref()
    }

    /// The notice under the tab bar as it reads in the window's language, if any.
    pub fn notice_text(&self) -> Option<String> {
        let strings = self.language.strings();
        self.notice().map(|notice| notice.text(strings))
    }

    /// Makes every file dialog answer `answer` at once (a path, or `None` for Cancel) instead of
    /// asking: how the tests go through the shell's open, save and export paths.
    pub fn answer_dialogs_with(&mut self, answer: Option<PathBuf>) {
        self.files.dialogs = Dialogs::Scripted(answer);
    }

    /// Makes every native file dialog fail to open, as on a machine with no desktop portal; the
    /// in-app chooser starts in `folder`: how the tests reach it.
    pub fn without_native_dialogs(&mut self, folder: PathBuf) {
        self.files.dialogs = Dialogs::Unavailable(folder);
    }

    /// The in-app file chooser is on screen.
    pub fn is_choosing_in_app(&self) -> bool {
        self.files.picker.is_some()
    }

    /// Exports a CSV at once (after asking where), or captures the window for a PNG.
    pub(super) fn export(&mut self, request: ExportRequest) {
        if self.is_choosing() || self.files.capture.is_some() {
            return;
        }
        match request {
            ExportRequest::Csv { name, text } => self.start_export(name, text.into_bytes()),
            ExportRequest::Png {
                name,
                region,
                delay_frames,
            } => {
                self.files.capture = Some(Capture {
                    name,
                    region,
                    delay_frames,
                    image: None,
                    encoding: None,
                });
            }
        }
    }

    fn start_export(&mut self, name: String, bytes: Vec<u8>) {
        self.open_dialog(Purpose::Export(Arc::new(bytes)), name);
    }

    /// Asks for the screenshot once the capture's delay is over, and turns it into a PNG.
    fn drive_capture(&mut self, ctx: &egui::Context) {
        let Some(capture) = &mut self.files.capture else {
            return;
        };
        ctx.request_repaint();
        if capture.delay_frames > 0 {
            capture.delay_frames -= 1;
            return;
        }
        let Some(receiver) = &capture.image else {
            let (sender, receiver) = mpsc::channel();
            let waker = ctx.clone();
            let callback = egui::ScreenshotCallback::new(move |image| {
                let _ = sender.send(image);
                waker.request_repaint();
            });
            ctx.send_viewport_cmd(egui::ViewportCommand::Screenshot(callback));
            capture.image = Some(receiver);
            return;
        };
        let Some(job) = &capture.encoding else {
            let Ok(image) = receiver.try_recv() else { return };
            let (region, pixels_per_point) = (capture.region, ctx.pixels_per_point());
            let waker = ctx.clone();
            capture.encoding = Some(Job::spawn(
                move || waker.request_repaint(),
                move |_| {
                    let (width, height, rgba) = crop(&image, region, pixels_per_point);
                    Some(png_bytes(width, height, &rgba).map_err(|e| e.to_string()))
                },
            ));
            return;
        };
        let encoded = match job.poll() {
            Poll::Running => return,
            Poll::Done(encoded) => encoded,
            // Nothing cancels it, but say what failed should it ever stop.
            Poll::Stopped => Err("PNG".to_owned()),
            Poll::Failed(message) => {
                self.files.capture = None;
                self.files.notice = Some(Notice::InternalError(message));
                return;
            }
        };
        let capture = self.files.capture.take().expect("checked above");
        match encoded {
            Ok(bytes) => self.start_export(capture.name, bytes),
            Err(error) => self.files.notice = Some(Notice::PngFailed(error)),
        }
    }

    /// The unsaved-changes question is on screen.
    pub fn is_asking_to_save(&self) -> bool {
        self.files.asking.is_some()
    }

    /// Reads and opens a puzzle file. A file that cannot be read or is refused leaves the open
    /// puzzle as it was and says why, with the file and the line and column.
    pub fn open_path(&mut self, path: &Path) -> bool {
        match storage::load(path) {
            Ok(file) => {
                self.match_tab.open_file(path, file);
                self.tab = Tab::Matchsticks;
                self.files.notice = None;
                true
            }
            Err(error) => {
                self.files.notice = Some(Notice::OpenFailed {
                    path: path.to_owned(),
                    reason: format!("{error:#}"),
                });
                false
            }
        }
    }

    /// Reopens the last run's file with its working copy; if the file is gone or broken, the
    /// working copy stays open as an untitled puzzle and the notice says why.
    pub(super) fn reopen(&mut self, path: &Path, index: usize, working: PuzzleRecord) {
        match storage::load(path) {
            Ok(file) => self.match_tab.reopen(path, file, index, working),
            Err(error) => {
                self.match_tab.lose_file();
                self.files.notice = Some(Notice::OpenFailed {
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
                self.files.notice = Some(Notice::Saved(path.to_owned()));
                true
            }
            Err(error) => {
                self.files.notice = Some(Notice::SaveFailed(format!("{error:#}")));
                false
            }
        }
    }

    /// Carries out what a tab asked for.
    pub(super) fn act(&mut self, action: ShellAction) {
        if self.is_choosing() {
            return;
        }
        match action {
            ShellAction::New => self.unless_unsaved(Next::New),
            ShellAction::Open => self.unless_unsaved(Next::OpenDialog),
            ShellAction::OpenRecent(path) => self.unless_unsaved(Next::Open(path)),
            ShellAction::OpenSamples => self.unless_unsaved(Next::Samples),
            ShellAction::Save => self.save(None),
            ShellAction::SaveAs => self.start_dialog(Purpose::SaveAs { then: None }),
            ShellAction::Export(request) => self.export(request),
        }
    }

    /// The window's context, to wake it when a dialog closes. `files_ui` sets it every frame
    /// before anything can ask for a dialog, so the default (which wakes nothing) is never used.
    fn ctx_for_dialogs(&self) -> egui::Context {
        self.files.ctx.clone().unwrap_or_default()
    }

    fn start_dialog(&mut self, purpose: Purpose) {
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

    /// A file dialog or the in-app chooser is open.
    fn is_choosing(&self) -> bool {
        self.files.dialog.is_some() || self.files.picker.is_some()
    }

    /// Shows a file dialog for `purpose` (offering `name`); its answer arrives in `poll_dialog`.
    /// Where the native dialog cannot open, the in-app chooser is shown instead.
    fn open_dialog(&mut self, purpose: Purpose, name: String) {
        let reachable = match &self.files.dialogs {
            Dialogs::Native => !self.files.native_missing && file_picker::native_dialogs_reachable(),
            // A test's unavailable dialog answers through the thread, as rfd does.
            Dialogs::Scripted(_) | Dialogs::Unavailable(_) => !self.files.native_missing,
        };
        if !reachable {
            self.open_picker(purpose, &name);
            return;
        }
        let job = spawn_dialog(
            &self.ctx_for_dialogs(),
            &purpose,
            name.clone(),
            self.files.dialogs.clone(),
        );
        self.files.dialog = Some((purpose, name, job));
    }

    /// The in-app chooser for `purpose`, in the open file's folder (or the working folder), and
    /// a notice that says why it is not the system's dialog.
    fn open_picker(&mut self, purpose: Purpose, name: &str) {
        self.files.native_missing = true;
        let folder = match &self.files.dialogs {
            Dialogs::Unavailable(folder) => folder.clone(),
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
        let kind = match purpose {
            Purpose::Open => Kind::Open,
            Purpose::SaveAs { .. } => Kind::Save,
            Purpose::Export(_) => Kind::Export,
        };
        let picker = Picker::new(kind, &folder, name);
        self.files.notice = Some(Notice::DialogUnavailable);
        self.files.picker = Some((purpose, picker));
    }

    /// Opens the sample collection built into nimlab, as a new unsaved document.
    fn open_samples(&mut self) {
        let file: PuzzleFile = puzzle_file::parse(SAMPLES).expect("the built-in samples parse (tested)");
        self.match_tab.open_collection(file);
        self.tab = Tab::Matchsticks;
        self.files.notice = None;
    }

    /// Saves where the file lives, or asks where; then carries on with `then`.
    fn save(&mut self, then: Option<Next>) {
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

    /// Does `next` at once, or first asks what to do with unsaved changes.
    fn unless_unsaved(&mut self, next: Next) {
        if self.match_tab.is_dirty() {
            self.files.asking = Some(next);
        } else {
            self.go_on(next);
        }
    }

    fn go_on(&mut self, next: Next) {
        match next {
            Next::New => {
                self.match_tab.new_file();
                self.files.notice = None;
            }
            Next::OpenDialog => self.start_dialog(Purpose::Open),
            Next::Open(path) => {
                self.open_path(&path);
            }
            Next::Samples => self.open_samples(),
            Next::Close => {
                self.files.closing = true;
                self.ctx_for_dialogs()
                    .send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    /// The window's close button: with unsaved changes, the close waits for Save, Discard or
    /// Cancel (eframe's close request, cancelled until the user has chosen).
    fn close_request(&mut self, ui: &Ui) {
        let requested = ui.input(|i| i.viewport().close_requested());
        if !requested || self.files.closing || !self.match_tab.is_dirty() {
            return;
        }
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::CancelClose);
        self.files.asking = Some(Next::Close);
    }

    /// Dialog results, dropped files, the unsaved-changes question, the title and the notice.
    pub(super) fn files_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        self.files.ctx = Some(ui.ctx().clone());
        self.poll_dialog();
        self.picker_ui(ui.ctx(), strings);
        self.drive_capture(&ui.ctx().clone());
        let dropped: Vec<PathBuf> =
            ui.input(|i| i.raw.dropped_files.iter().map(|f| f.path().to_owned()).collect());
        if let Some(path) = dropped.into_iter().next() {
            let is_puzzle_file = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
            if is_puzzle_file {
                self.unless_unsaved(Next::Open(path));
            } else {
                self.files.notice = Some(Notice::NotAPuzzleFile(path));
            }
        }
        self.close_request(ui);
        self.ask_ui(ui, strings);
        let m = strings.matchsticks;
        let mark = if self.match_tab.is_dirty() { " *" } else { "" };
        let title = format!("{}{mark} — nimlab", self.match_tab.document().name(m.untitled));
        if title != self.files.title {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.files.title = title;
        }
        if let Some(notice) = &self.files.notice
            && notice_ui(ui, notice, strings)
        {
            self.files.notice = None;
        }
    }

    fn poll_dialog(&mut self) {
        let Some((_, _, job)) = &self.files.dialog else {
            return;
        };
        let answer = match job.poll() {
            Poll::Running => return,
            Poll::Done(answer) => answer,
            Poll::Stopped => Answer::Cancelled,
            Poll::Failed(message) => {
                self.files.dialog = None;
                self.files.notice = Some(Notice::InternalError(message));
                return;
            }
        };
        let (purpose, name, _) = self.files.dialog.take().expect("checked above");
        match answer {
            Answer::Chosen(path) => self.chosen(purpose, &path),
            Answer::Cancelled => {}
            Answer::Unavailable => self.open_picker(purpose, &name),
        }
    }

    /// The in-app chooser, while it is open.
    fn picker_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        let Some((_, picker)) = &mut self.files.picker else {
            return;
        };
        let outcome = picker.show(ctx, strings);
        if matches!(outcome, Outcome::Waiting) {
            return;
        }
        let (purpose, _) = self.files.picker.take().expect("checked above");
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
            Purpose::SaveAs { then } => {
                if self.save_to(path)
                    && let Some(next) = then
                {
                    self.go_on(next);
                }
            }
            Purpose::Export(bytes) => {
                let notice = match std::fs::write(path, bytes.as_slice()) {
                    Ok(()) => Notice::Exported(path.to_owned()),
                    Err(error) => Notice::WriteFailed {
                        path: path.to_owned(),
                        reason: error.to_string(),
                    },
                };
                self.files.notice = Some(notice);
            }
        }
    }

    /// Save, Discard or Cancel, when unsaved changes would be lost.
    fn ask_ui(&mut self, ui: &Ui, strings: &Strings) {
        let Some(next) = self.files.asking.clone() else {
            return;
        };
        let m = strings.matchsticks;
        let name = self.match_tab.document().name(m.untitled);
        let mut choice = None;
        let modal = egui::Modal::new(egui::Id::unique("unsaved_changes")).show(ui.ctx(), |ui| {
            ui.heading(m.unsaved_title);
            ui.label(fill(m.unsaved_question, &[&name]));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(m.save_changes).clicked() {
                    choice = Some(Choice::Save);
                }
                if ui.button(m.discard).clicked() {
                    choice = Some(Choice::Discard);
                }
                if ui.button(strings.cancel).clicked() {
                    choice = Some(Choice::Cancel);
                }
            });
        });
        if modal.should_close() && choice.is_none() {
            choice = Some(Choice::Cancel);
        }
        let Some(choice) = choice else { return };
        self.files.asking = None;
        match choice {
            Choice::Save => self.save(Some(next)),
            Choice::Discard => {
                if next == Next::Close {
                    self.match_tab.discard_changes();
                }
                self.go_on(next);
            }
            Choice::Cancel => {}
        }
    }
}

enum Choice {
    Save,
    Discard,
    Cancel,
}
