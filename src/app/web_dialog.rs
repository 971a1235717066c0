//! The web side of the dialog seam: Open shows the browser's file picker (rfd's async dialog)
//! and reads the picked file, which has a name but no path; Save and Export need no dialog,
//! since the browser asks where a download goes (or puts it in Downloads) itself, and a download
//! never replaces a file without the browser's say. A page has no threads: file work (parsing a
//! picked file, handing over a download) runs at once. Each answer is held as a job, as natively:
//! one the page's own awaited work (the picker, reading a file) finishes, or one done at once.

use std::path::PathBuf;

use wasm_bindgen::JsValue;

use super::dialog_answer::{Answer, DialogSource};
use super::file_flow::Kind;
use crate::jobs::Job;
use crate::storage::{FileProblem, Found};
use nimlab_core::puzzle_file::MAX_FILE_BYTES;

/// Shows a `kind` dialog offering the file `name`, answered by `source`; `ctx` is woken when
/// the answer arrives.
pub(super) fn spawn_dialog(
    ctx: &egui::Context,
    kind: Kind,
    name: String,
    source: DialogSource,
) -> Job<Answer> {
    match (source, kind) {
        (DialogSource::Scripted(answer), _) => Job::done(answer.map_or(Answer::Cancelled, Answer::chosen)),
        (DialogSource::Unavailable(_), _) => Job::done(Answer::Unavailable),
        // The download takes the offered name.
        (DialogSource::Native, Kind::Save | Kind::Export) => Job::done(Answer::Chosen {
            path: PathBuf::from(name),
            found: Found::Nothing,
            confirmed: false,
        }),
        (DialogSource::Native, Kind::Open) => {
            let (answer, finish) = Job::finished_by();
            let ctx = ctx.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let picked = rfd::AsyncFileDialog::new()
                    .add_filter("nimlab puzzles", &["ron"])
                    .pick_file()
                    .await;
                let answered = match picked {
                    Some(file) => match read_capped(file.inner()).await {
                        Ok(bytes) => Answer::Picked {
                            name: file.file_name(),
                            bytes: bytes.into(),
                        },
                        Err(reason) => Answer::Unreadable {
                            name: file.file_name(),
                            problem: FileProblem::BrowserRefused(reason),
                        },
                    },
                    None => Answer::Cancelled,
                };
                finish.finish(answered);
                ctx.request_repaint();
            });
            answer
        }
    }
}

/// Runs `work` at once (a page has no threads; the work is a parse of bytes already read, or a
/// download handed to the browser, which must happen on the page's thread); the result waits in
/// a job like a thread's.
pub(super) fn off_the_ui_thread<T: Send + 'static>(
    _name: &'static str,
    _ctx: &egui::Context,
    work: impl FnOnce() -> T + Send + 'static,
) -> Job<T> {
    Job::done(work())
}

/// Reads at most one byte past [`MAX_FILE_BYTES`] of `file`, so a huge file is refused by the
/// parser without being read whole.
async fn read_capped(file: &web_sys::File) -> Result<Vec<u8>, String> {
    let describe = |error: JsValue| error.as_string().unwrap_or_else(|| format!("{error:?}"));
    let start = file
        .slice_with_f64_and_f64(0.0, (MAX_FILE_BYTES + 1) as f64)
        .map_err(describe)?;
    let buffer = wasm_bindgen_futures::JsFuture::from(start.array_buffer())
        .await
        .map_err(describe)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// A file dropped on the page has a name but no path: its contents are read, then arrive as
/// [`Answer::Picked`] (refused past [`MAX_FILE_BYTES`] by the parser like any other).
pub(super) fn read_dropped(ctx: &egui::Context, file: egui::DroppedFileHandle) -> Job<Answer> {
    let (answer, finish) = Job::finished_by();
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.path().display().to_string();
        let answered = match file.bytes_async().await {
            Ok(bytes) => Answer::Picked {
                name,
                bytes: bytes.into(),
            },
            Err(reason) => Answer::Unreadable {
                name,
                problem: FileProblem::BrowserRefused(reason),
            },
        };
        finish.finish(answered);
        ctx.request_repaint();
    });
    answer
}
