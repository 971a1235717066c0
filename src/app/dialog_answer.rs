//! What a file dialog comes to, on either side of the dialog seam (`native_dialog`,
//! `web_dialog`), and where its answers come from.

use std::path::PathBuf;
use std::sync::Arc;

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

/// What a file dialog came to.
pub(super) enum Answer {
    /// The user chose this path.
    Chosen(PathBuf),
    /// The user picked a file the page may read but has no path for (the web): its name and
    /// bytes.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        expect(dead_code, reason = "only the browser gives files without a path")
    )]
    Picked {
        /// The file's name.
        name: String,
        /// Its contents.
        bytes: Arc<[u8]>,
    },
    /// The user picked a file the browser could not read.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        expect(dead_code, reason = "only the browser gives files without a path")
    )]
    Unreadable {
        /// The file's name.
        name: String,
        /// The browser's reason.
        reason: String,
    },
    /// The user closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown.
    Unavailable,
}
