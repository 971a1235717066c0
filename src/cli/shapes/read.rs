//! Where a layout's text comes from: a file, or stdin for `-`. Both are read with the text
//! form's cap and one byte more, so a wrong file (a video, `/dev/zero`, 10 MB of dots) costs a
//! few kilobytes of reading and is refused by the text form in one line; anything but a plain
//! file (a folder, a FIFO, a device) is refused from its metadata before it is opened, as
//! `match check` refuses it.

use std::io::Read as _;
use std::path::Path;

use nimlab_core::shapes::canvas::Canvas;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::shapes::text::{MAX_TEXT_BYTES, parse_bytes};

/// The argument that names stdin instead of a file.
pub(super) const STDIN: &str = "-";

/// The canvas and sticks written in `source` (a path, or [`STDIN`]); a refusal names the source
/// and, for text it cannot read, the line and column.
pub(super) fn read_layout(source: &Path) -> anyhow::Result<(Canvas, Sticks)> {
    let cap = MAX_TEXT_BYTES as u64;
    let (name, bytes) = if source.as_os_str() == STDIN {
        let mut bytes = Vec::new();
        std::io::stdin()
            .lock()
            .take(cap + 1)
            .read_to_end(&mut bytes)
            .map_err(|error| anyhow::anyhow!("stdin: {error}"))?;
        ("stdin".to_owned(), bytes)
    } else {
        let bytes = crate::storage::read_capped(source, cap)?;
        (source.display().to_string(), bytes)
    };
    parse_bytes(&bytes).map_err(|error| anyhow::anyhow!("{name}: {error}"))
}
