//! Puzzle files and exports, through the one file seam: on disk natively (`disk`: reading at
//! most [`MAX_FILE_BYTES`](puzzle_file::MAX_FILE_BYTES), saving atomically), as downloads on the web (`download`). The
//! format itself (and every refusal of a file's text) is `nimlab_core::puzzle_file`.

#[cfg(not(target_arch = "wasm32"))]
mod disk;
#[cfg(not(target_arch = "wasm32"))]
use disk as files;
#[cfg(target_arch = "wasm32")]
mod download;
#[cfg(target_arch = "wasm32")]
use download as files;

use std::path::Path;

use nimlab_core::puzzle_file::{self, PuzzleFile, parse_bytes, to_text};

/// Reads and checks a puzzle file; a refusal is one line naming the file (and the line and
/// column).
pub fn load(path: &Path) -> anyhow::Result<PuzzleFile> {
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
/// sharing.
pub fn save(path: &Path, file: &PuzzleFile) -> anyhow::Result<()> {
    files::save(path, &to_text(file))
}

/// Writes an export (CSV or PNG): to `path` natively, as a download on the web.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    files::write(path, bytes)
}
