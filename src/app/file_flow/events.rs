//! What goes into the file flow and what comes out: the [`Event`]s it takes, the [`Effect`]s it
//! asks for, the [`Facts`] it decides by, and the plain data they carry (what a dialog's path is
//! for, what follows a save, the user's answers).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::dialog_answer::Answer;
use crate::app::notice::Notice;
use crate::app::share::{LinkFrom, SharedView};
use crate::storage::FileProblem;
use crate::ui::match_tab::Handover;
use crate::ui::shell_action::FileCommand;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};
use nimlab_model::lesson_plan::{LessonPlan, PlanProblem};

/// Which kind of dialog asks for a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::app) enum Kind {
    /// Choose an existing puzzle file to open.
    Open,
    /// Name a puzzle file to save.
    Save,
    /// Name a file to write an export to.
    Export,
}

/// What to do once unsaved changes are dealt with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::app) enum Next {
    /// Start a new, empty puzzle file.
    New,
    /// Ask for a puzzle file to open.
    OpenDialog,
    /// Open this puzzle file.
    Open(PathBuf),
    /// Open a puzzle file that came without a path (picked or dropped in the browser).
    OpenPicked {
        /// The file's name.
        name: String,
        /// Its contents.
        bytes: Arc<[u8]>,
    },
    /// Open the sample collection that comes with nimlab.
    Samples,
    /// Open a link's view (it replaces the open puzzle if it holds one).
    OpenLink(Box<SharedView>, LinkFrom),
    /// Open a lesson plan read from this file (or a link's, with none).
    OpenPlan(Box<LessonPlan>, Option<PathBuf>),
    /// Close the window.
    Close,
}

/// What a dialog's path is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::app) enum Purpose {
    /// Open the puzzle file there.
    Open,
    /// Open the file dropped on the window, once read (after asking about unsaved changes).
    Dropped,
    /// Save the puzzles there, then carry on with `then`.
    SaveAs {
        /// What to do once saved.
        then: Option<Next>,
    },
    /// Write these bytes there (a CSV or PNG export).
    Export(Arc<Vec<u8>>),
    /// Draw the figure waiting in the shell, then write it there: the user says where before
    /// the drawing (seconds for an animation) starts, not after.
    Draw,
}

/// How a drawing asked for by [`Effect::Draw`] ended.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::app) enum Drawn {
    /// Drawn: these bytes are to be written.
    Bytes(Arc<Vec<u8>>),
    /// It could not be drawn; the notice says why.
    Failed(Notice),
    /// The user stopped it.
    Cancelled,
}

/// What a write is, and what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::app) enum After {
    /// The puzzle file is saved; then `then`.
    Saved {
        /// What to do once saved.
        then: Option<Next>,
    },
    /// An export is written.
    Exported,
}

/// The user's answer to the unsaved-changes question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::app) enum UnsavedChoice {
    /// Save them first.
    Save,
    /// Drop them.
    Discard,
    /// Do nothing.
    Cancel,
}

/// The user's answer to "replace the existing file?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::app) enum OverwriteChoice {
    /// Write over it.
    Replace,
    /// Ask for a path again.
    AnotherName,
    /// Write nothing.
    Cancel,
}

/// What happened: a request, an answer, or the end of a read or write.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::app) enum Event {
    /// What the user asked of the puzzle file (a button of the file bar or its key), as the
    /// tab gave it.
    Command(FileCommand),
    /// Export these bytes, offering `name`.
    Export {
        /// The name the dialog offers.
        name: String,
        /// What to write.
        bytes: Arc<Vec<u8>>,
    },
    /// Export a figure yet to be drawn, offering `name`: the path is asked for first.
    ExportDrawing {
        /// The name the dialog offers.
        name: String,
    },
    /// The drawing asked for by [`Effect::Draw`] ended.
    Drawn(Drawn),
    /// A file was dropped on the window.
    Dropped,
    /// A link was pasted (or is the web page's address at start), read and checked.
    OpenLink(Box<SharedView>, LinkFrom),
    /// The window's close button.
    CloseRequested,
    /// At start: reopen last run's file, laying the open puzzle's working copy over it.
    Reopen {
        /// The file.
        path: PathBuf,
        /// Which of its puzzles was open, and that puzzle as it was left.
        working: Box<(usize, PuzzleRecord)>,
    },
    /// The unsaved-changes question was answered.
    Unsaved(UnsavedChoice),
    /// The dialog (or chooser, or the read of a dropped file) came back.
    Dialog(Answer),
    /// The dialog's thread ended without an answer.
    DialogLost,
    /// The replace question was answered.
    Overwrite(OverwriteChoice),
    /// A read ended.
    Read(Result<PuzzleFile, FileProblem>),
    /// A read ended with a lesson plan file, or a link's plan arrived (with no file): the plan,
    /// or why it was refused.
    PlanRead(Result<Box<LessonPlan>, PlanProblem>),
    /// A write ended (with what went wrong, if it failed).
    Written(Result<(), FileProblem>),
}

/// What the shell must do; `files.rs` carries each out.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::app) enum Effect {
    /// Ask for a path: the platform's dialog, or nimlab's chooser where it cannot open.
    AskPath {
        /// Which dialog.
        kind: Kind,
        /// The file name offered (its extension filters the listing).
        name: String,
    },
    /// Read the file dropped on the window (its path natively, its bytes in the browser).
    ReadDropped,
    /// Read and check the puzzle file at this path, off the UI thread.
    Read(PathBuf),
    /// Check a picked file's bytes.
    Parse {
        /// The file's name.
        name: String,
        /// Its contents.
        bytes: Arc<[u8]>,
    },
    /// Start drawing the figure waiting in the shell: its path is chosen (and, if it existed,
    /// replacing it agreed), so the drawing is written there once it ends.
    Draw,
    /// Write the open puzzle file here, off the UI thread.
    WritePuzzle(PathBuf),
    /// Write an export's bytes here, off the UI thread.
    WriteExport {
        /// Where.
        path: PathBuf,
        /// What.
        bytes: Arc<Vec<u8>>,
    },
    /// Hand the tab what came of its file (opened, reopened, lost, saved, new, the samples,
    /// changes discarded).
    Hand(Handover),
    /// Open a link's view.
    OpenLink(Box<SharedView>, LinkFrom),
    /// Open this lesson plan, from this file (a link's has none).
    OpenPlan(Box<LessonPlan>, Option<PathBuf>),
    /// The window's close waits (for the question, or the operation under way).
    KeepOpen,
    /// Close the window.
    Close,
    /// Say what happened, under the tab bar.
    Notify(Notice),
}

/// What the flow needs to know about the open puzzle.
#[derive(Clone, Copy, Debug)]
pub(in crate::app) struct Facts<'a> {
    /// It has unsaved changes.
    pub dirty: bool,
    /// The file it was opened from or saved to.
    pub path: Option<&'a Path>,
    /// The name Save as offers (the file's name, or a default).
    pub name: &'a str,
}

/// The name Save as offers: the document's name, as a `.ron` file.
pub(in crate::app) fn puzzle_file_name(name: &str) -> String {
    let is_ron = Path::new(name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ron"));
    if is_ron {
        name.to_owned()
    } else {
        format!("{name}.ron")
    }
}

impl Purpose {
    /// Which kind of dialog asks for the path.
    pub(in crate::app) fn kind(&self) -> Kind {
        match self {
            Self::Open | Self::Dropped => Kind::Open,
            Self::SaveAs { .. } => Kind::Save,
            Self::Export(_) | Self::Draw => Kind::Export,
        }
    }
}
