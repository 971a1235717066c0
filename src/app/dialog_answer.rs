//! What a file dialog comes to, on either side of the dialog seam (`native_dialog`,
//! `web_dialog`), and where its answers come from.

use std::path::PathBuf;
use std::sync::Arc;

use crate::storage::Found;

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Answer {
    /// The user chose this path.
    Chosen {
        /// The path.
        path: PathBuf,
        /// What it holds now (found from its metadata off the UI thread, for a native dialog).
        found: Found,
        /// The dialog itself asked before choosing an existing file to save over (the system
        /// dialogs of macOS and Windows always do), so the shell need not ask again.
        confirmed: bool,
    },
    /// The user picked a file the page may read but has no path for (the web): its name and
    /// bytes.
    #[cfg_attr(
        all(not(target_arch = "wasm32"), not(test)),
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
        all(not(target_arch = "wasm32"), not(test)),
        expect(dead_code, reason = "only the browser gives files without a path")
    )]
    Unreadable {
        /// The file's name.
        name: String,
        /// Why (the browser's own words, in [`crate::storage::FileProblem::BrowserRefused`]).
        problem: crate::storage::FileProblem,
    },
    /// The user closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown.
    Unavailable,
}

impl Answer {
    /// The user chose `path`, which nobody has asked about replacing yet: what it holds is
    /// looked up now (from its metadata; never on the UI thread for a native dialog).
    pub(super) fn chosen(path: PathBuf) -> Self {
        Self::Chosen {
            found: crate::storage::what_is_at(&path),
            path,
            confirmed: false,
        }
    }
}
