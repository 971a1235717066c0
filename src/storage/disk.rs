//! The native side of the file seam: puzzle files and exports on disk, read with a cap and
//! saved atomically; what a path holds is found from its metadata, which never opens it.

use std::io::{Read as _, Write as _};
use std::path::Path;

use anyhow::Context as _;
use nimlab_core::puzzle_file::{MAX_FILE_BYTES, one_line};

use super::{Found, Special};

/// What `path` holds, from `std::fs::metadata` (links followed): a stat never blocks, where
/// opening a FIFO waits for a writer.
pub(super) fn what_is_at(path: &Path) -> Found {
    let Ok(metadata) = std::fs::metadata(path) else {
        return Found::Nothing;
    };
    let kind = metadata.file_type();
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

/// Reads at most one byte past [`MAX_FILE_BYTES`], so an endless file is refused too. The caller
/// has refused special files from their metadata; the opened file is checked again, so one
/// swapped in meanwhile is refused rather than read.
pub(super) fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let cannot = |error: std::io::Error| {
        let reason = one_line(&error.to_string());
        anyhow::anyhow!("{}: cannot read the file ({reason})", path.display())
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    if !file.metadata().map_err(cannot)?.is_file() {
        return Err(cannot(std::io::Error::other("not a plain file")));
    }
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    Ok(bytes)
}

/// Saves atomically: the bytes go to a temporary file beside `path`, are flushed to the disk,
/// and then replace `path`, so a crash never leaves half a file; on failure the temporary file
/// is removed. The saved file keeps the permissions of the file it replaces, and a new one gets
/// a plain new file's (others may read it under the usual umask), not a temporary file's
/// owner-only ones: a teacher's puzzle file is for sharing.
pub(super) fn save(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut temporary = temporary_file_builder()
        .tempfile_in(folder)
        .with_context(|| format!("Failed to write a temporary file in {}", folder.display()))?;
    if let Ok(existing) = std::fs::metadata(path) {
        temporary
            .as_file()
            .set_permissions(existing.permissions())
            .with_context(|| format!("Failed to keep the permissions of {}", path.display()))?;
    }
    temporary
        .write_all(bytes)
        .and_then(|()| temporary.as_file().sync_all())
        .with_context(|| format!("Failed to write {}", temporary.path().display()))?;
    temporary
        .persist(path)
        .map_err(|error| error.error)
        .with_context(|| format!("Failed to save {}", path.display()))?;
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
