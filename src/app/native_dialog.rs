//! The platform's file dialog (rfd), run on a job thread so the window keeps drawing while it is
//! open, and the stand-ins tests put in its place. A dialog that returns nothing is a cancel,
//! unless it returned sooner than a person could press Cancel: then it never opened.

use std::path::{Path, PathBuf};

use super::file_picker::{FASTER_THAN_A_PERSON, Kind};
use crate::jobs::Job;

/// Where dialog answers come from.
#[derive(Clone, Debug, Default)]
pub(super) enum DialogSource {
    /// The platform's file dialogs (rfd).
    #[default]
    Native,
    /// Every dialog answers this at once (set by tests): a path, or `None` for Cancel.
    Scripted(Option<PathBuf>),
    /// No native dialog can open, as on a machine with no desktop portal (set by tests); the
    /// in-app chooser starts in this folder.
    Unavailable(PathBuf),
}

/// What a native dialog came to.
pub(super) enum Answer {
    /// The user chose this path.
    Chosen(PathBuf),
    /// The user closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown.
    Unavailable,
}

/// Shows a `kind` dialog offering the file `name` (whose extension filters the listing) on a
/// job thread, answered by `source`; `ctx` is woken when it closes.
pub(super) fn spawn_dialog(
    ctx: &egui::Context,
    kind: Kind,
    name: String,
    source: DialogSource,
) -> Job<Answer> {
    let ctx = ctx.clone();
    Job::spawn(
        move || ctx.request_repaint(),
        move |_| {
            match source {
                DialogSource::Scripted(answer) => {
                    return Some(answer.map_or(Answer::Cancelled, Answer::Chosen));
                }
                DialogSource::Unavailable(_) => return Some(Answer::Unavailable),
                DialogSource::Native => {}
            }
            let dialog = rfd::FileDialog::new();
            let extension = Path::new(&name)
                .extension()
                .map(|e| e.to_string_lossy().into_owned())
                .unwrap_or_default();
            let asked = std::time::Instant::now();
            let path = match kind {
                Kind::Open => dialog.add_filter("nimlab puzzles", &["ron"]).pick_file(),
                Kind::Save => dialog
                    .add_filter("nimlab puzzles", &["ron"])
                    .set_file_name(name)
                    .save_file(),
                Kind::Export => dialog
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
