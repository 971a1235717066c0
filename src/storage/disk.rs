//! The native side of the file seam: puzzle files and exports on disk, read with a cap and
//! saved atomically.

use std::io::{Read as _, Write as _};
use std::path::Path;

use anyhow::Context as _;
use nimlab_core::puzzle_file::{MAX_FILE_BYTES, one_line};

/// Reads at most one byte past [`MAX_FILE_BYTES`], so an endless file is refused too.
pub(super) fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|error| {
            let reason = one_line(&error.to_string());
            anyhow::anyhow!("{}: cannot read the file ({reason})", path.display())
        })?;
    Ok(bytes)
}

/// Writes an export's bytes.
pub(super) fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::write(path, bytes)
}

/// Saves atomically: the text goes to a temporary file beside `path`, is flushed to the disk,
/// and then replaces `path`, so a crash never leaves half a file; on failure the temporary file
/// is removed. The saved file keeps the permissions of the file it replaces, and a new one gets
/// a plain new file's (others may read it under the usual umask), not a temporary file's
/// owner-only ones: a teacher's puzzle file is for sharing.
pub(super) fn save(path: &Path, text: &str) -> anyhow::Result<()> {
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
        .write_all(text.as_bytes())
        .and_then(|()| temporary.as_file().sync_all())
        .with_context(|| format!("Failed to write {}", temporary.path().display()))?;
    temporary
        .persist(path)
        .map_err(|error| error.error)
        .with_context(|| format!("Failed to save puzzle file {}", path.display()))?;
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
