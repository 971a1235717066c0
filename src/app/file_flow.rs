//! The file flow: everything between "the user asked for a file operation" and "it is done" —
//! Open, Save, Save as, Export, a file dropped on the window, last run's file reopened, a link
//! that holds a puzzle, and the questions on the way (unsaved changes? replace the existing file?) — as one state machine.
//! A figure to export is drawn only once its path is chosen: the question comes at once, and a
//! drawing nobody wants is never paid for.
//!
//! [`Flow`] is where the shell stands; [`Flow::step`] takes what happened (an [`Event`]: the
//! user's request, an answer, a finished read or write) with the [`Facts`] about the open
//! puzzle, and returns the next state and the [`Effect`]s to carry out (`file_flow/events.rs`
//! has these words). It is plain data and does no I/O, so every path is unit-tested
//! (`file_flow/tests/`); `files.rs` carries the effects out (dialogs, reading and writing off
//! the UI thread, the tab) and feeds back what came of them, and `file_questions.rs` draws the
//! questions.
//!
//! The rules it keeps: nothing a user made is lost without a question. New, Open, a link with a
//! puzzle or closing the window with unsaved changes asks Save, Discard or Cancel first; Save as or Export onto an
//! existing file asks Replace, Another name or Cancel, naming it (Save, to the file already
//! open, does not ask); a special file (a folder, a FIFO…) is refused, never opened. One
//! operation at a time: a request that comes while another is under way is ignored.

mod events;
mod plan;
#[cfg(test)]
mod tests;

pub(super) use events::{
    After, Drawn, Effect, Event, Facts, Kind, Next, OverwriteChoice, Purpose, UnsavedChoice, puzzle_file_name,
};

use std::path::PathBuf;

use super::dialog_answer::Answer;
use super::notice::Notice;
use crate::storage::{FileProblem, Found};
use crate::ui::match_tab::Handover;
use crate::ui::shell_action::FileCommand;
use nimlab_core::puzzle_file::{self, PuzzleFile, PuzzleRecord};
use plan::plan_read;

/// The sample collection, built in so that it opens with no dialog and no file on disk.
const SAMPLES: &str = include_str!("../../assets/puzzles/classics.ron");

/// The built-in sample collection, read.
fn samples() -> PuzzleFile {
    puzzle_file::parse(SAMPLES).expect("the built-in samples parse (tested)")
}

/// Where the shell stands in a file operation.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) enum Flow {
    /// Nothing under way.
    #[default]
    Idle,
    /// `next` would lose unsaved changes: Save, Discard or Cancel?
    AskingUnsaved {
        /// What to do once they are dealt with.
        next: Next,
    },
    /// A file dialog (or nimlab's own chooser) is asking for a path.
    AwaitingPath {
        /// What the path is for.
        purpose: Purpose,
    },
    /// The chosen `path` holds a file already: replace it, choose another name, or cancel?
    ConfirmOverwrite {
        /// The existing file.
        path: PathBuf,
        /// What would be written there.
        purpose: Purpose,
    },
    /// A figure is being drawn, in the background, to be written to `path` (chosen first).
    Drawing {
        /// Where it goes once drawn.
        path: PathBuf,
    },
    /// A puzzle file is being read and checked, off the UI thread.
    Reading {
        /// The file (or, for a picked file, its name).
        path: PathBuf,
        /// It is last run's file, reopened at start: the puzzle that was open and its working
        /// copy.
        reopen: Option<Box<(usize, PuzzleRecord)>>,
    },
    /// A file is being written, off the UI thread.
    Writing {
        /// Where.
        path: PathBuf,
        /// What is written, and what follows.
        after: After,
    },
    /// The window is closing: the user has dealt with unsaved changes.
    Closed,
}

impl Flow {
    /// Nothing is under way (no dialog, question, read or write).
    pub(super) fn is_idle(&self) -> bool {
        matches!(self, Self::Idle)
    }

    /// The next state after `event`, and what to do.
    pub(super) fn step(self, event: Event, facts: &Facts<'_>) -> (Self, Vec<Effect>) {
        match (self, event) {
            // The close was let through; should the window stay after all, it works on.
            (Self::Closed, Event::CloseRequested) => (Self::Closed, vec![]),
            (Self::Idle | Self::Closed, event) => idle(event, facts),
            (state, Event::CloseRequested) => close_requested(state, facts),
            (Self::AskingUnsaved { next }, Event::Unsaved(choice)) => match choice {
                UnsavedChoice::Save => save(Some(next), facts),
                UnsavedChoice::Discard if next == Next::Close => {
                    let (state, mut effects) = go_on(next, facts);
                    effects.insert(0, Effect::Hand(Handover::ChangesDiscarded));
                    (state, effects)
                }
                UnsavedChoice::Discard => go_on(next, facts),
                UnsavedChoice::Cancel => (Self::Idle, vec![]),
            },
            (Self::AwaitingPath { purpose }, Event::Dialog(answer)) => chosen(purpose, answer, facts),
            (Self::AwaitingPath { .. }, Event::DialogLost) => (
                Self::Idle,
                vec![Effect::Notify(Notice::InternalError(
                    "the file dialog ended without an answer".to_owned(),
                ))],
            ),
            (Self::ConfirmOverwrite { path, purpose }, Event::Overwrite(choice)) => match choice {
                OverwriteChoice::Replace => write(path, purpose),
                OverwriteChoice::AnotherName => {
                    let name = path
                        .file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    let kind = purpose.kind();
                    (
                        Self::AwaitingPath { purpose },
                        vec![Effect::AskPath { kind, name }],
                    )
                }
                OverwriteChoice::Cancel => (Self::Idle, vec![]),
            },
            (Self::Drawing { path }, Event::Drawn(drawn)) => match drawn {
                Drawn::Bytes(bytes) => write(path, Purpose::Export(bytes)),
                Drawn::Failed(notice) => (Self::Idle, vec![Effect::Notify(notice)]),
                Drawn::Cancelled => (Self::Idle, vec![]),
            },
            (Self::Reading { path, reopen }, Event::Read(read)) => (Self::Idle, opened(path, reopen, read)),
            (Self::Reading { path, .. }, Event::PlanRead(read)) => plan_read(read, Some(path), facts),
            (Self::Writing { path, after }, Event::Written(written)) => match (after, written) {
                (After::Saved { then }, Ok(())) => {
                    let (state, mut effects) = match then {
                        // Saved: nothing is unsaved any more.
                        Some(next) => go_on(
                            next,
                            &Facts {
                                dirty: false,
                                ..*facts
                            },
                        ),
                        None => (Self::Idle, vec![]),
                    };
                    effects.insert(0, Effect::Hand(Handover::Saved(path)));
                    (state, effects)
                }
                (After::Saved { .. }, Err(problem)) => (
                    Self::Idle,
                    vec![Effect::Notify(Notice::SaveFailed { path, problem })],
                ),
                (After::Exported, Ok(())) => (Self::Idle, vec![Effect::Notify(Notice::Exported(path))]),
                (After::Exported, Err(problem)) => (
                    Self::Idle,
                    vec![Effect::Notify(Notice::WriteFailed { path, problem })],
                ),
            },
            // Anything else does not belong here (a request while busy, a stray answer).
            (state, _) => (state, vec![]),
        }
    }
}

/// A request with nothing under way.
fn idle(event: Event, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    match event {
        Event::Command(command) => match command {
            FileCommand::New => unless_unsaved(Next::New, facts),
            FileCommand::Open => unless_unsaved(Next::OpenDialog, facts),
            FileCommand::OpenRecent(path) => unless_unsaved(Next::Open(path), facts),
            FileCommand::OpenSamples => unless_unsaved(Next::Samples, facts),
            FileCommand::Save => save(None, facts),
            FileCommand::SaveAs => ask_path(Purpose::SaveAs { then: None }, facts),
        },
        Event::Export { name, bytes } => (
            Flow::AwaitingPath {
                purpose: Purpose::Export(bytes),
            },
            vec![Effect::AskPath {
                kind: Kind::Export,
                name,
            }],
        ),
        Event::ExportDrawing { name } => (
            Flow::AwaitingPath {
                purpose: Purpose::Draw,
            },
            vec![Effect::AskPath {
                kind: Kind::Export,
                name,
            }],
        ),
        // Only a link that holds a puzzle can lose unsaved changes.
        Event::OpenLink(view, from) if view.has_puzzle() => unless_unsaved(Next::OpenLink(view, from), facts),
        Event::OpenLink(view, from) => go_on(Next::OpenLink(view, from), facts),
        Event::Dropped => (
            Flow::AwaitingPath {
                purpose: Purpose::Dropped,
            },
            vec![Effect::ReadDropped],
        ),
        Event::CloseRequested => close_requested(Flow::Idle, facts),
        // A link's plan.
        Event::PlanRead(read) => plan_read(read, None, facts),
        Event::Reopen { path, working } => (
            Flow::Reading {
                path: path.clone(),
                reopen: Some(working),
            },
            vec![Effect::Read(path)],
        ),
        // Answers and endings with nothing under way are stray: ignored.
        _ => (Flow::Idle, vec![]),
    }
}

/// The window's close button: with unsaved changes it waits for the question; while a file
/// operation is under way it waits for that (the user closes again once it is done).
fn close_requested(state: Flow, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    match state {
        Flow::Idle | Flow::AskingUnsaved { .. } if facts.dirty => {
            (Flow::AskingUnsaved { next: Next::Close }, vec![Effect::KeepOpen])
        }
        // Nothing to lose: the window closes.
        Flow::Idle => (Flow::Idle, vec![]),
        busy => (busy, vec![Effect::KeepOpen]),
    }
}

/// Does `next` at once, or first asks about unsaved changes.
fn unless_unsaved(next: Next, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    if facts.dirty {
        (Flow::AskingUnsaved { next }, vec![])
    } else {
        go_on(next, facts)
    }
}

/// Does `next`, the unsaved changes having been dealt with.
fn go_on(next: Next, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    match next {
        Next::New => (Flow::Idle, vec![Effect::Hand(Handover::NewFile)]),
        Next::OpenDialog => ask_path(Purpose::Open, facts),
        Next::Open(path) => (
            Flow::Reading {
                path: path.clone(),
                reopen: None,
            },
            vec![Effect::Read(path)],
        ),
        Next::OpenPicked { name, bytes } => (
            Flow::Reading {
                path: PathBuf::from(&name),
                reopen: None,
            },
            vec![Effect::Parse { name, bytes }],
        ),
        Next::Samples => (Flow::Idle, vec![Effect::Hand(Handover::Collection(samples()))]),
        Next::OpenLink(view, from) => (Flow::Idle, vec![Effect::OpenLink(view, from)]),
        Next::OpenPlan(plan, path) => (Flow::Idle, vec![Effect::OpenPlan(plan, path)]),
        Next::Close => (Flow::Closed, vec![Effect::Close]),
    }
}

/// Asks for a puzzle file's path, offering the document's name.
fn ask_path(purpose: Purpose, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    let kind = purpose.kind();
    let name = puzzle_file_name(facts.name);
    (
        Flow::AwaitingPath { purpose },
        vec![Effect::AskPath { kind, name }],
    )
}

/// Save: to the file already open, which the user chose, without a question; else Save as.
fn save(then: Option<Next>, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    match facts.path {
        Some(path) => write(path.to_owned(), Purpose::SaveAs { then }),
        None => ask_path(Purpose::SaveAs { then }, facts),
    }
}

/// Writes to `path`, which is new or which the user agreed to replace.
fn write(path: PathBuf, purpose: Purpose) -> (Flow, Vec<Effect>) {
    match purpose {
        Purpose::SaveAs { then } => (
            Flow::Writing {
                path: path.clone(),
                after: After::Saved { then },
            },
            vec![Effect::WritePuzzle(path)],
        ),
        Purpose::Export(bytes) => (
            Flow::Writing {
                path: path.clone(),
                after: After::Exported,
            },
            vec![Effect::WriteExport { path, bytes }],
        ),
        Purpose::Draw => (Flow::Drawing { path }, vec![Effect::Draw]),
        // Not a write: nothing to do (the flow never writes for these).
        Purpose::Open | Purpose::Dropped => (Flow::Idle, vec![]),
    }
}

/// A dialog's answer for `purpose`.
fn chosen(purpose: Purpose, answer: Answer, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    match (purpose, answer) {
        (Purpose::Open, Answer::Chosen { path, .. }) => go_on(Next::Open(path), facts),
        (Purpose::Dropped, Answer::Chosen { path, .. }) => unless_unsaved(Next::Open(path), facts),
        (Purpose::Dropped, Answer::Picked { name, bytes }) => {
            unless_unsaved(Next::OpenPicked { name, bytes }, facts)
        }
        (Purpose::Open, Answer::Picked { name, bytes }) => go_on(Next::OpenPicked { name, bytes }, facts),
        (
            purpose,
            Answer::Chosen {
                path,
                found,
                confirmed,
            },
        ) => match found {
            Found::Nothing => write(path, purpose),
            Found::File if confirmed => write(path, purpose),
            Found::File => (Flow::ConfirmOverwrite { path, purpose }, vec![]),
            Found::Special(kind) => (Flow::Idle, vec![Effect::Notify(Notice::NotAFile { path, kind })]),
        },
        (_, Answer::Unreadable { name, problem }) => (
            Flow::Idle,
            vec![Effect::Notify(Notice::OpenFailed {
                path: PathBuf::from(name),
                problem,
            })],
        ),
        // Cancelled, or a picked file where a path was wanted (never sent): nothing happens.
        // (An unavailable dialog never gets here: `files.rs` shows nimlab's chooser instead.)
        _ => (Flow::Idle, vec![]),
    }
}

/// What a finished read of `path` comes to (`reopen`: it is last run's file, with the puzzle
/// that was open and its working copy).
pub(super) fn opened(
    path: PathBuf,
    reopen: Option<Box<(usize, PuzzleRecord)>>,
    read: Result<PuzzleFile, FileProblem>,
) -> Vec<Effect> {
    let reopening = reopen.is_some();
    let failed = match (read, reopen) {
        (Ok(file), Some(working)) => {
            let (index, working) = *working;
            return vec![Effect::Hand(Handover::Reopened {
                path,
                file,
                index,
                working,
            })];
        }
        (Ok(file), None) => return vec![Effect::Hand(Handover::Opened { path, file })],
        (Err(FileProblem::NotAFile(kind)), _) => Notice::NotAFile {
            path: path.clone(),
            kind,
        },
        (Err(problem), _) => Notice::OpenFailed {
            path: path.clone(),
            problem,
        },
    };
    if reopening {
        vec![Effect::Hand(Handover::FileLost), Effect::Notify(failed)]
    } else {
        vec![Effect::Notify(failed)]
    }
}
