//! The native side of the file seam: puzzle files and exports on disk, read with a cap and
//! saved atomically; what a path holds is found from its metadata, which never opens it.

use std::io::{Read as _, Write as _};
use std::path::Path;

use super::{FileProblem, Found, Special};

/// What `path` holds, from `std::fs::metadata` (links followed): a stat never blocks, where
/// opening a FIFO waits for a writer.
pub(super) fn what_is_at(path: &Path) -> Found {
    let Ok(metadata) = std::fs::metadata(path) else {
        return Found::Nothing;
    };
    found(metadata.file_type())
}

/// What a file of this type is.
fn found(kind: std::fs::FileType) -> Found {
    if kind.is_file() {
        Found::File
    } else if kind.is_dir() {
        Found::Special(Special::Folder)
    } else {
        Found::Special(special_kind(kind))
    }
}

/// The kind of a special file (Unix tells FIFOs, devices and sockets apart).
#[cfg(unix)]
fn special_kind(kind: std::fs::FileType) -> Special {
    use std::os::unix::fs::FileTypeExt as _;
    if kind.is_fifo() {
        Special::Fifo
    } else if kind.is_char_device() || kind.is_block_device() {
        Special::Device
    } else if kind.is_socket() {
        Special::Socket
    } else {
        Special::Other
    }
}

/// The kind of a special file (elsewhere, only folders and plain files are told apart).
#[cfg(not(unix))]
fn special_kind(_kind: std::fs::FileType) -> Special {
    Special::Other
}

/// Reads at most one byte past `limit`, so the reader can refuse an endless file too. The caller
/// has refused special files from their metadata; the opened file is checked again, so one
/// swapped in meanwhile is refused rather than read.
pub(super) fn read(path: &Path, limit: u64) -> Result<Vec<u8>, FileProblem> {
    let mut bytes = Vec::new();
    let cannot = |error: std::io::Error| FileProblem::from_io(&error);
    let file = std::fs::File::open(path).map_err(cannot)?;
    if let Found::Special(kind) = found(file.metadata().map_err(cannot)?.file_type()) {
        return Err(FileProblem::NotAFile(kind));
    }
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    Ok(bytes)
}

/// Saves atomically: the bytes go to a temporary file beside `path`, are flushed to the disk,
/// and then replace `path`, so a crash never leaves half a file; on failure the temporary file
/// is removed. The saved file keeps the permissions of the file it replaces, and a new one gets
/// a plain new file's (others may read it under the usual umask), not a temporary file's
/// owner-only ones: a teacher's puzzle file is for sharing.
pub(super) fn save(path: &Path, bytes: &[u8]) -> Result<(), FileProblem> {
    let cannot = |error: std::io::Error| FileProblem::from_io(&error);
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut temporary = temporary_file_builder().tempfile_in(folder).map_err(cannot)?;
    if let Ok(existing) = std::fs::metadata(path) {
        temporary
            .as_file()
            .set_permissions(existing.permissions())
            .map_err(cannot)?;
    }
    temporary
        .write_all(bytes)
        .and_then(|()| temporary.as_file().sync_all())
        .map_err(cannot)?;
    temporary.persist(path).map_err(|error| cannot(error.error))?;
    Ok(())
}

/// Temporary files created as a plain new file would be: read and write for all, less the umask.
#[cfg(unix)]
fn temporary_file_builder() -> tempfile::Builder<'static, 'static> {
    use std::os::unix::fs::PermissionsExt as _;
    let mut builder = tempfile::Builder::new();
    builder.permissions(std::fs::Permissions::from_mode(0o666));
    builder
}

/// Temporary files created as a plain new file would be (Windows has no owner-only default).
#[cfg(not(unix))]
fn temporary_file_builder() -> tempfile::Builder<'static, 'static> {
    tempfile::Builder::new()
}
