//! What the shell is in the middle of between frames: what a file dialog's answer is for, and
//! what to do once the user has dealt with unsaved changes. Plain data, shared by the rooms
//! that start these steps and the rooms that finish them.

use std::path::PathBuf;
use std::sync::Arc;

use super::file_picker::Kind;

/// What to do once unsaved changes are dealt with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Next {
    /// Start a new, empty puzzle file.
    New,
    /// Ask for a puzzle file to open.
    OpenDialog,
    /// Open this puzzle file.
    Open(PathBuf),
    /// Open a puzzle file that came without a path (picked or dropped in the browser).
    OpenPicked {
        /// The file's name.
        name: String,
        /// Its contents.
        bytes: Arc<[u8]>,
    },
    /// Open the sample collection that comes with nimlab.
    Samples,
    /// Close the window (the user asked to, through the window's close button).
    Close,
}

/// What a dialog's path is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Purpose {
    /// Open the puzzle file there.
    Open,
    /// Open the puzzle file dropped on the window, once it is read (after asking about unsaved
    /// changes).
    Dropped,
    /// Save the puzzles there, then carry on with `then`.
    SaveAs {
        /// What to do once saved.
        then: Option<Next>,
    },
    /// Write these bytes there (a CSV or PNG export).
    Export(Arc<Vec<u8>>),
}

impl Purpose {
    /// Which kind of dialog asks for the path.
    pub(super) fn kind(&self) -> Kind {
        match self {
            Self::Open | Self::Dropped => Kind::Open,
            Self::SaveAs { .. } => Kind::Save,
            Self::Export(_) => Kind::Export,
        }
    }
}
