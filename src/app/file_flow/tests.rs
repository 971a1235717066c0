//! Every path through the file flow: cancel at each step, replace or not, save then carry on,
//! failures (`tests/saving.rs`); opening, the unsaved question, the close button, dropped
//! files, last run's file, and requests while busy (`tests/opening.rs`); a figure asked where
//! before it is drawn (`tests/drawing.rs`). Here: what they share.

mod drawing;
mod opening;
mod saving;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::*;
use crate::app::dialog_answer::Answer;
use crate::app::notice::Notice;
use crate::storage::{FileProblem, Found, Special};
use crate::ui::match_tab::Handover;
use crate::ui::shell_action::FileCommand;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};

pub(super) const NAME: &str = "lesson.ron";

pub(super) fn facts(dirty: bool, path: Option<&Path>) -> Facts<'_> {
    Facts {
        dirty,
        path,
        name: NAME,
    }
}

/// Nothing unsaved, never saved.
pub(super) fn clean() -> Facts<'static> {
    facts(false, None)
}

/// Unsaved changes, never saved.
pub(super) fn dirty() -> Facts<'static> {
    facts(true, None)
}

pub(super) fn path(name: &str) -> PathBuf {
    PathBuf::from("/work/files").join(name)
}

/// The dialog's answer: `name` chosen, holding what `found` says.
pub(super) fn chosen(name: &str, found: Found) -> Event {
    Event::Dialog(Answer::Chosen {
        path: path(name),
        found,
        confirmed: false,
    })
}

/// Steps through `events` from `flow`, all with `facts`; the state reached and every effect.
pub(super) fn run(flow: Flow, events: Vec<Event>, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    let mut all = Vec::new();
    let flow = events.into_iter().fold(flow, |flow, event| {
        let (next, effects) = flow.step(event, facts);
        all.extend(effects);
        next
    });
    (flow, all)
}

pub(super) fn ask_save() -> Effect {
    Effect::AskPath {
        kind: Kind::Save,
        name: NAME.to_owned(),
    }
}

pub(super) fn ask_open() -> Effect {
    Effect::AskPath {
        kind: Kind::Open,
        name: NAME.to_owned(),
    }
}

pub(super) fn export(name: &str) -> Event {
    Event::Export {
        name: name.to_owned(),
        bytes: Arc::new(b"n,outcome\n".to_vec()),
    }
}

pub(super) fn export_bytes() -> Arc<Vec<u8>> {
    Arc::new(b"n,outcome\n".to_vec())
}
