//! Puzzle files and exports, through the one file seam: on disk natively (`disk`: reading at
//! most [`MAX_FILE_BYTES`](puzzle_file::MAX_FILE_BYTES), saving atomically), as downloads on the web (`download`). The
//! format itself (and every refusal of a file's text) is `nimlab_core::puzzle_file`.
//!
//! Only plain files are read or replaced: a folder, a named pipe (FIFO), a device or a socket is
//! refused from its metadata before anything opens it (opening a FIFO would wait for a writer
//! forever), with a [`NotAFile`] the window words in its language.

#[cfg(not(target_arch = "wasm32"))]
mod disk;
#[cfg(not(target_arch = "wasm32"))]
use disk as files;
#[cfg(target_arch = "wasm32")]
mod download;
#[cfg(target_arch = "wasm32")]
use download as files;

use std::fmt;
use std::path::{Path, PathBuf};

use nimlab_core::puzzle_file::{self, PuzzleFile, parse_bytes, to_text};

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

impl Special {
    /// The kind in English, as the command line says it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Folder => "a folder",
            Self::Fifo => "a named pipe (FIFO)",
            Self::Device => "a device",
            Self::Socket => "a socket",
            Self::Other => "a special file",
        }
    }
}

/// A path refused because it is not a plain file (inside the `anyhow` errors of [`load`] and
/// [`save`], where the window finds it with `downcast_ref`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAFile {
    /// The path asked for.
    pub path: PathBuf,
    /// What is there instead.
    pub kind: Special,
}

impl fmt::Display for NotAFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}, not a file; nimlab reads and writes only plain files",
            self.path.display(),
            self.kind.as_str()
        )
    }
}

impl std::error::Error for NotAFile {}

/// What `path` holds, from its metadata (which never blocks on a FIFO); anything unreadable
/// counts as nothing, and the read or write that follows says why it fails.
pub fn what_is_at(path: &Path) -> Found {
    files::what_is_at(path)
}

/// Refuses `path` unless it is a plain file or nothing yet.
fn refuse_special(path: &Path) -> anyhow::Result<()> {
    match what_is_at(path) {
        Found::Special(kind) => Err(NotAFile {
            path: path.to_owned(),
            kind,
        }
        .into()),
        Found::Nothing | Found::File => Ok(()),
    }
}

/// Reads and checks a puzzle file; a refusal is one line naming the file (and the line and
/// column). Anything but a plain file is refused before it is opened ([`NotAFile`]).
pub fn load(path: &Path) -> anyhow::Result<PuzzleFile> {
    refuse_special(path)?;
    let bytes = files::read(path)?;
    parse_named(&path.display().to_string(), &bytes)
}

/// Checks a puzzle file's bytes (refused past [`MAX_FILE_BYTES`](puzzle_file::MAX_FILE_BYTES)) that came without a path (a file
/// picked or dropped in the browser); a refusal names the file as `name`.
pub fn parse_named(name: &str, bytes: &[u8]) -> anyhow::Result<PuzzleFile> {
    parse_bytes(bytes).map_err(|error: puzzle_file::FileError| match error.position() {
        Some(_) => anyhow::anyhow!("{name}:{error}"),
        None => anyhow::anyhow!("{name}: {error}"),
    })
}

/// Saves a puzzle file: atomically to `path` natively, as a download of its file name on the
/// web. A native save keeps the permissions of the file it replaces, and a new file gets a plain
/// new file's (others may read it under the usual umask): a teacher's puzzle file is for
/// sharing. Anything but a plain file at `path` is refused ([`NotAFile`]).
pub fn save(path: &Path, file: &PuzzleFile) -> anyhow::Result<()> {
    refuse_special(path)?;
    files::save(path, to_text(file).as_bytes())
}

/// Writes an export (CSV or PNG): atomically to `path` natively, like a save, so a failure
/// never leaves the file it replaces half-written; as a download on the web.
pub fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    refuse_special(path)?;
    files::save(path, bytes)
}
