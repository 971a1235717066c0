//! Puzzle files and exports, through the one file seam: on disk natively (`disk`: reading at
//! most [`MAX_FILE_BYTES`](puzzle_file::MAX_FILE_BYTES), saving atomically), as downloads on the web (`download`). The
//! format itself (and every refusal of a file's text) is `nimlab_core::puzzle_file`. Other
//! texts the command line reads (a figure puzzle's layout) go through the same capped read
//! ([`read_capped`]), each with its own cap.
//!
//! Only plain files are read or replaced: a folder, a named pipe (FIFO), a device or a socket is
//! refused from its metadata before anything opens it (opening a FIFO would wait for a writer
//! forever). Every refusal is a [`FileFailure`]: what went wrong as data ([`FileProblem`]),
//! which the window words in its language.

#[cfg(not(target_arch = "wasm32"))]
mod disk;
mod failure;
#[cfg(not(target_arch = "wasm32"))]
use disk as files;
#[cfg(target_arch = "wasm32")]
mod download;
#[cfg(target_arch = "wasm32")]
use download as files;

use std::path::Path;

use nimlab_core::puzzle_file::{MAX_FILE_BYTES, PuzzleFile, parse_bytes, to_text};

pub use failure::{FileFailure, FileProblem};

/// What a path holds, found from its metadata without opening it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// Nothing yet (or nothing this build can see, as in the browser, where a save downloads).
    Nothing,
    /// A plain file.
    File,
    /// Something that is not a plain file.
    Special(Special),
}

/// The kinds of things at a path that are not plain files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// A folder.
    Folder,
    /// A named pipe (FIFO): reading it waits for a writer.
    Fifo,
    /// A device (`/dev/…`).
    Device,
    /// A socket.
    Socket,
    /// Anything else that is not a plain file.
    Other,
}

/// What `path` holds, from its metadata (which never blocks on a FIFO); anything unreadable
/// counts as nothing, and the read or write that follows says why it fails.
pub fn what_is_at(path: &Path) -> Found {
    files::what_is_at(path)
}

/// Refuses `path` unless it is a plain file or nothing yet.
fn refuse_special(path: &Path) -> Result<(), FileFailure> {
    match what_is_at(path) {
        Found::Special(kind) => Err(FileFailure::new(path, FileProblem::NotAFile(kind))),
        Found::Nothing | Found::File => Ok(()),
    }
}

/// Reads and checks a puzzle file; a refusal names the file (and the line and column). Anything
/// but a plain file is refused before it is opened ([`FileProblem::NotAFile`]).
pub fn load(path: &Path) -> Result<PuzzleFile, FileFailure> {
    let bytes = read_capped(path, MAX_FILE_BYTES)?;
    let file = parse_bytes(&bytes).map_err(|error| FileFailure::new(path, FileProblem::from_format(error)));
    match &file {
        Ok(_) => log::info!("read {} ({} bytes)", path.display(), bytes.len()),
        Err(failure) => log::info!("refused {}: {:?}", path.display(), failure.problem),
    }
    file
}

/// Reads at most `limit` bytes of `path` and one more, so the caller, who knows what the bytes
/// are, refuses a longer file in its own words without reading it all (an endless one, or
/// `/dev/zero`, is never read whole). Anything but a plain file is refused before it is opened
/// ([`FileProblem::NotAFile`]).
pub fn read_capped(path: &Path, limit: u64) -> Result<Vec<u8>, FileFailure> {
    refuse_special(path)?;
    files::read(path, limit).map_err(|problem| FileFailure::new(path, problem))
}

/// Checks a puzzle file's bytes (refused past [`MAX_FILE_BYTES`](nimlab_core::puzzle_file::MAX_FILE_BYTES))
/// that came without a path (a file picked or dropped in the browser); a refusal names the file
/// as `name`.
pub fn parse_named(name: &str, bytes: &[u8]) -> Result<PuzzleFile, FileFailure> {
    parse_bytes(bytes).map_err(|error| FileFailure::new(name, FileProblem::from_format(error)))
}

/// Saves a puzzle file: atomically to `path` natively, as a download of its file name on the
/// web. A native save keeps the permissions of the file it replaces, and a new file gets a plain
/// new file's (others may read it under the usual umask): a teacher's puzzle file is for
/// sharing. Anything but a plain file at `path` is refused ([`FileProblem::NotAFile`]).
pub fn save(path: &Path, file: &PuzzleFile) -> Result<(), FileFailure> {
    write(path, to_text(file).as_bytes())
}

/// Writes an export (CSV or PNG): atomically to `path` natively, like a save, so a failure
/// never leaves the file it replaces half-written; as a download on the web.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), FileFailure> {
    refuse_special(path)?;
    match files::save(path, bytes) {
        Ok(()) => {
            log::info!("wrote {} ({} bytes)", path.display(), bytes.len());
            Ok(())
        }
        Err(problem) => {
            log::info!("could not write {}: {problem:?}", path.display());
            Err(FileFailure::new(path, problem))
        }
    }
}
