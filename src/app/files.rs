//! The shell's side of the file flow (`file_flow`): what the user asks (a tab's
//! [`ShellAction`], a file dropped on the window, the close button, last run's file at start)
//! goes into the flow as an event; the effects that come out are carried out here — a dialog
//! (the platform's, or nimlab's own chooser where it cannot open), reading and writing off the
//! UI thread (`dialog_service::off_the_ui_thread`; both are `jobs::Job`s, polled each frame),
//! handing the tab what was read — and what comes of them goes back in as the next event. The
//! questions are drawn by `file_questions`.

mod scripted;

use std::path::{Path, PathBuf};

use egui::Ui;

use super::dialog_answer::{Answer, DialogSource};
use super::dialog_service::{off_the_ui_thread, read_dropped, spawn_dialog};
use super::file_flow::{Effect, Event, Facts, Flow, Kind};
use super::file_picker::{Outcome, Picker};
use super::notice::Notice;
use super::{NimlabApp, Tab, file_questions};
use crate::i18n::Strings;
use crate::jobs::{Job, Poll};
use crate::storage::{self, FileProblem};
use crate::ui::match_tab::Handover;
use crate::ui::shell_action::ShellAction;
use crate::ui::tab::Apply as _;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};
use nimlab_model::lesson_plan::LessonPlan;

/// The file flow and what its effects have under way.
#[derive(Default)]
pub(super) struct Files {
    /// Where the flow stands.
    pub(super) flow: Flow,
    /// A dialog's (or a dropped file's) answer on its way, with the dialog's kind and offered
    /// name (for nimlab's chooser, should the dialog be unavailable).
    answer: Option<(Kind, String, Job<Answer>)>,
    /// nimlab's own chooser, when the platform's dialog cannot open.
    picker: Option<Picker>,
    /// The platform's dialog was found not to open: go straight to nimlab's chooser.
    native_missing: bool,
    /// The folder last chosen in nimlab's chooser, where it opens next.
    folder: Option<PathBuf>,
    /// A read or write under way: the event its end feeds back.
    work: Option<Job<Event>>,
    /// When (in the UI's seconds) the read or write began.
    work_since: f64,
    /// A file dropped on the window, until the flow says to read it.
    dropped: Option<egui::DroppedFileHandle>,
    /// Last run's file, reread on the first frame, and the open puzzle's index and working copy
    /// to lay over it.
    reopen: Option<(PathBuf, usize, PuzzleRecord)>,
    /// For waking the window when a dialog or file work ends.
    ctx: Option<egui::Context>,
    /// Where dialog answers come from.
    source: DialogSource,
    /// Which document the operation under way is about.
    pub(super) target: Target,
}

/// The document a file operation is about: its unsaved changes are asked about, Save writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Target {
    /// The matchstick tab's puzzle file (the file bar, a dropped file, a link's view).
    #[default]
    Puzzle,
    /// The lesson plan (the Lesson panel, a plan read from a file or a link).
    Plan,
}

impl Files {
    /// The flow, with last run's file to reread on the first frame.
    pub(super) fn reopening(path: PathBuf, index: usize, working: PuzzleRecord) -> Self {
        Self {
            reopen: Some((path, index, working)),
            ..Self::default()
        }
    }

    /// The flow, its chooser opening in `folder` (last run's) until the user picks another.
    pub(super) fn in_folder(self, folder: Option<PathBuf>) -> Self {
        Self { folder, ..self }
    }

    /// The folder nimlab's chooser was last in, to remember.
    pub(super) fn chooser_folder(&self) -> Option<PathBuf> {
        self.folder.clone()
    }

    /// The next operation is about `target` (the one under way, if any, keeps its own).
    pub(super) fn aim(&mut self, target: Target) {
        if self.flow.is_idle() {
            self.target = target;
        }
    }

    /// A file is being read or written.
    pub(super) fn is_working(&self) -> bool {
        matches!(self.flow, Flow::Reading { .. } | Flow::Writing { .. }) || self.reopen.is_some()
    }
}

/// Reads and checks a puzzle file (to be called off the UI thread).
fn read_puzzle(path: &Path) -> Result<PuzzleFile, FileProblem> {
    storage::load(path).map_err(|failure| failure.problem)
}

/// Reads a file that may be a puzzle file or a lesson plan (off the UI thread): what its text
/// starts with says which.
fn read_any(path: &Path) -> Event {
    match storage::read_capped(path, nimlab_core::puzzle_file::MAX_FILE_BYTES) {
        Ok(bytes) => parsed(&path.display().to_string(), &bytes),
        Err(failure) => Event::Read(Err(failure.problem)),
    }
}

/// A file's `bytes` (named `name`) read as a lesson plan or as a puzzle file.
fn parsed(name: &str, bytes: &[u8]) -> Event {
    match std::str::from_utf8(bytes) {
        Ok(text) if LessonPlan::is_plan_text(text) => {
            Event::PlanRead(LessonPlan::from_text(text).map(Box::new))
        }
        _ => Event::Read(storage::parse_named(name, bytes).map_err(|failure| failure.problem)),
    }
}

impl NimlabApp {
    /// Carries out what a tab asked for (an export first captures its picture, `exporting`).
    pub(super) fn act(&mut self, action: ShellAction) {
        self.notices.act_for(self.tab);
        match action {
            ShellAction::File(command) => {
                self.files.aim(Target::Puzzle);
                self.feed(Event::Command(command));
            }
            ShellAction::Export(request) => self.export(request),
            ShellAction::ShowHeapsInTree(heaps) => self.show_heaps_in_tree(heaps),
            ShellAction::ShowSumInGrundy(heaps, rule) => self.show_sum_in_grundy(heaps, rule),
            ShellAction::Quiz(report) => self.quiz_report(report),
        }
    }

    /// A file operation is under way (a new one would be ignored).
    pub(super) fn is_filing(&self) -> bool {
        !self.files.flow.is_idle()
    }

    /// Steps the flow with `event` and carries out what it says.
    pub(super) fn feed(&mut self, event: Event) {
        let document = self.match_tab.session().document();
        let (dirty, path, name) = match self.files.target {
            Target::Puzzle => (
                self.match_tab.session().is_dirty(),
                document.path.clone(),
                document.name("puzzles.ron"),
            ),
            Target::Plan => (
                self.lesson.dirty,
                self.lesson.path.clone(),
                self.lesson.name("lesson.ron"),
            ),
        };
        let facts = Facts {
            dirty,
            path: path.as_deref(),
            name: &name,
        };
        let (flow, effects) = std::mem::take(&mut self.files.flow).step(event, &facts);
        self.files.flow = flow;
        let exported = effects.iter().find_map(|effect| match effect {
            Effect::Notify(Notice::Exported(path)) => Some(path.clone()),
            _ => None,
        });
        for effect in effects {
            self.carry_out(effect);
        }
        self.export_key_after(exported);
    }

    fn carry_out(&mut self, effect: Effect) {
        let ctx = self.ctx_for_dialogs();
        match effect {
            Effect::AskPath { kind, name } => self.ask_path(kind, name),
            Effect::ReadDropped => {
                if let Some(file) = self.files.dropped.take() {
                    let name = file.path().display().to_string();
                    self.files.answer = Some((Kind::Open, name, read_dropped(&ctx, file)));
                }
            }
            Effect::Read(path) => self.work(move || read_any(&path)),
            Effect::Parse { name, bytes } => self.work(move || parsed(&name, &bytes)),
            Effect::Draw => self.start_drawing(),
            Effect::WritePuzzle(path) if self.files.target == Target::Plan => {
                let text = self.lesson.plan_mut().to_text();
                self.work(move || {
                    Event::Written(storage::write(&path, text.as_bytes()).map_err(|failure| failure.problem))
                });
            }
            Effect::WritePuzzle(path) => {
                let file = self.match_tab.session().file_to_save();
                self.work(move || {
                    Event::Written(storage::save(&path, &file).map_err(|failure| failure.problem))
                });
            }
            Effect::WriteExport { path, bytes } => {
                self.work(move || {
                    Event::Written(storage::write(&path, &bytes).map_err(|failure| failure.problem))
                });
            }
            Effect::Hand(handover) if self.files.target == Target::Plan => self.hand_plan(handover),
            Effect::Hand(handover) => {
                // A file opened (or the samples, or a new one) is shown, and the last notice,
                // about the file it replaces, goes; a save is said.
                match &handover {
                    Handover::Opened { .. } | Handover::Collection(_) => {
                        self.tab = Tab::Matchsticks;
                        self.notices.dismiss();
                    }
                    Handover::NewFile => self.notices.dismiss(),
                    Handover::Saved(path) => self.notify(Notice::Saved(path.clone())),
                    _ => {}
                }
                self.match_tab.apply(handover.into());
            }
            Effect::OpenLink(view, from) => self.open_view(*view, from),
            Effect::OpenPlan(plan, path) => self.open_plan(*plan, path),
            Effect::KeepOpen => ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose),
            Effect::Close => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Effect::Notify(notice) => self.notify(notice),
        }
    }

    /// Runs a read or write off the UI thread; its end comes back as an event.
    fn work(&mut self, work: impl FnOnce() -> Event + Send + 'static) {
        let ctx = self.ctx_for_dialogs();
        self.files.work_since = ctx.input(|i| i.time);
        self.files.work = Some(off_the_ui_thread("file-work", &ctx, work));
    }

    /// The window's context, to wake it when a dialog or file work ends. `files_ui` sets it
    /// every frame before anything can start either, so the default (which wakes nothing) is
    /// never used.
    pub(super) fn ctx_for_dialogs(&self) -> egui::Context {
        self.files.ctx.clone().unwrap_or_default()
    }

    /// A dialog for `kind` offering `name`; where the platform's cannot open, nimlab's chooser.
    fn ask_path(&mut self, kind: Kind, name: String) {
        if self.files.native_missing {
            self.open_picker(kind, &name);
            return;
        }
        let answer = spawn_dialog(
            &self.ctx_for_dialogs(),
            kind,
            name.clone(),
            self.files.source.clone(),
        );
        self.files.answer = Some((kind, name, answer));
    }

    /// nimlab's chooser, in the folder last chosen in (or the open file's, or the working
    /// folder), and a notice that says why it is not the system's dialog.
    fn open_picker(&mut self, kind: Kind, name: &str) {
        self.files.native_missing = true;
        let remembered = self.files.folder.as_ref().filter(|folder| folder.is_dir());
        let folder = match (remembered, &self.files.source) {
            (Some(folder), _) | (None, DialogSource::Unavailable(folder)) => folder.clone(),
            _ => self
                .match_tab
                .session()
                .document()
                .path
                .as_deref()
                .and_then(Path::parent)
                .filter(|folder| folder.is_dir())
                .map(Path::to_owned)
                .or_else(|| std::env::current_dir().ok())
                .unwrap_or_default(),
        };
        let plan = self.files.target == Target::Plan;
        self.files.picker = Some(Picker::new(kind, plan, &folder, name));
        self.notify(Notice::DialogUnavailable);
    }

    /// Each frame: the last run's file reread (first frame), answers and file work that ended,
    /// nimlab's chooser, files dropped on the window, the close button, and the questions.
    pub(super) fn files_ui(&mut self, ui: &Ui, strings: &Strings) {
        let ctx = ui.ctx().clone();
        self.files.ctx = Some(ctx.clone());
        if self.files.flow.is_idle()
            && let Some((path, index, working)) = self.files.reopen.take()
        {
            let working = Box::new((index, working));
            self.feed(Event::Reopen { path, working });
        }
        self.poll_answer();
        self.picker_ui(&ctx, strings);
        self.poll_work();
        self.dropped_files_ui(ui);
        if ui.input(|i| i.viewport().close_requested()) {
            self.files.aim(Target::Puzzle);
            self.feed(Event::CloseRequested);
        }
        let name = match self.files.target {
            Target::Puzzle => self
                .match_tab
                .session()
                .document()
                .name(strings.matchsticks.untitled),
            Target::Plan => self.lesson.name(strings.lesson_plan.title),
        };
        let waited = ctx.input(|i| i.time) - self.files.work_since;
        if let Some(event) = file_questions::questions_ui(&ctx, &self.files.flow, &name, waited, strings) {
            self.feed(event);
        }
    }

    fn poll_answer(&mut self) {
        let Some((kind, name, answer)) = &self.files.answer else {
            return;
        };
        let event = match answer.poll() {
            Poll::Running => return,
            Poll::Done(Answer::Unavailable) => {
                let (kind, name) = (*kind, name.clone());
                self.files.answer = None;
                return self.open_picker(kind, &name);
            }
            Poll::Done(answer) => Event::Dialog(answer),
            Poll::Stopped | Poll::Failed(_) => Event::DialogLost,
        };
        self.files.answer = None;
        self.feed(event);
    }

    fn poll_work(&mut self) {
        let Some(work) = &self.files.work else { return };
        let event = match work.poll() {
            Poll::Running => return,
            Poll::Done(event) => event,
            Poll::Stopped | Poll::Failed(_) => match &self.files.flow {
                Flow::Writing { .. } => Event::Written(Err(FileProblem::Interrupted)),
                _ => Event::Read(Err(FileProblem::Interrupted)),
            },
        };
        self.files.work = None;
        self.feed_read(event);
    }

    /// nimlab's chooser, while it is open.
    fn picker_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        let Some(picker) = &mut self.files.picker else {
            return;
        };
        let answer = match picker.show(ctx, strings) {
            Outcome::Waiting => return,
            Outcome::Chosen(path) => {
                self.files.folder = path.parent().map(Path::to_owned);
                Answer::chosen(path)
            }
            Outcome::Cancelled => Answer::Cancelled,
        };
        self.files.picker = None;
        self.feed(Event::Dialog(answer));
    }

    /// A file dropped on the window: a `.ron` file opens (after asking about unsaved changes);
    /// anything else is refused with a notice. Natively it is read from its path; in the
    /// browser, which gives only its name, its contents are read first (`dialog_service`).
    fn dropped_files_ui(&mut self, ui: &Ui) {
        let Some(dropped) = ui.input(|i| i.raw.dropped_files.first().cloned()) else {
            return;
        };
        let path = dropped.path().to_owned();
        self.notices.act_for(self.tab);
        if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) {
            self.files.aim(Target::Puzzle);
            self.files.dropped = Some(dropped);
            self.feed(Event::Dropped);
            // Not taken: another file operation is under way.
            self.files.dropped = None;
        } else {
            self.notify(Notice::NotAPuzzleFile(path));
        }
    }
}
