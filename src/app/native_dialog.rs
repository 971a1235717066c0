//! The native side of the dialog seam: the platform's file dialog (rfd), run on a thread of its
//! own so the window keeps drawing while it is open, and the stand-ins tests put in its place.
//! A dialog that returns nothing is a cancel, unless it returned sooner than a person could
//! press Cancel: then it never opened.

use std::path::Path;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use super::file_picker::Kind;

use super::dialog_answer::{Answer, DialogSource};

/// A native dialog that returns nothing sooner than this was never on screen: nobody finds and
/// presses Cancel that fast.
const FASTER_THAN_A_PERSON: Duration = Duration::from_millis(300);

/// Shows a `kind` dialog offering the file `name` (whose extension filters the listing) on a
/// thread, answered by `source`; `ctx` is woken when it closes, and the answer arrives on the
/// receiver (which closes without one should the dialog's thread fail).
pub(super) fn spawn_dialog(
    ctx: &egui::Context,
    kind: Kind,
    name: String,
    source: DialogSource,
) -> Receiver<Answer> {
    let ctx = ctx.clone();
    let (sender, answer) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(ask(kind, name, source));
        ctx.request_repaint();
    });
    answer
}

/// A dropped file natively has its path: the answer is ready at once.
#[expect(
    clippy::needless_pass_by_value,
    reason = "the same signature as the web side, which keeps the handle while it reads"
)]
pub(super) fn read_dropped(_ctx: &egui::Context, file: egui::DroppedFileHandle) -> Receiver<Answer> {
    let (sender, answer) = mpsc::channel();
    let _ = sender.send(Answer::Chosen(file.path().to_owned()));
    answer
}

/// Shows the dialog and waits for it (or answers as `source` says).
fn ask(kind: Kind, name: String, source: DialogSource) -> Answer {
    match source {
        DialogSource::Scripted(answer) => return answer.map_or(Answer::Cancelled, Answer::Chosen),
        DialogSource::Unavailable(_) => return Answer::Unavailable,
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
    match path {
        Some(path) => Answer::Chosen(path),
        // Nothing, sooner than a person could cancel: the dialog never opened.
        None if asked.elapsed() < FASTER_THAN_A_PERSON => Answer::Unavailable,
        None => Answer::Cancelled,
    }
}
