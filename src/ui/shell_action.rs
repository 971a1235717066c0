//! What a tab asks of the shell: every tab's `ui` returns at most one [`ShellAction`] a frame,
//! and the shell carries it out in one place, `NimlabApp::act` (`app/files.rs`), after the tab
//! has drawn: a [`FileCommand`] becomes an event of the file flow (`app::file_flow`, which asks
//! about unsaved changes and where), an export goes to `app::exporting` (which captures the
//! picture first). A tab never opens a dialog or touches a file itself.

use std::path::PathBuf;

use crate::ui::export::ExportRequest;
use crate::ui::quiz::QuizReport;
use nimlab_core::games::Rule;
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::tree::heaps::HeapInputs;

/// One request from a tab to the shell.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellAction {
    /// A command on the puzzle file (the matchstick tab's file bar and shortcuts).
    File(FileCommand),
    /// Export a CSV text or a picture of part of the window.
    Export(ExportRequest),
    /// Switch to the tree tab, showing these heaps of games (the Grundy tab's Show as a tree).
    ShowHeapsInTree(HeapInputs),
    /// Switch to the Grundy tab with this sum in its builder (the tree tab's Show in the Grundy
    /// tab).
    ShowSumInGrundy(Vec<HeapInput>, Rule),
    /// The class quiz: a question marked, or the tally reset or exported (the shell keeps the
    /// session's tally).
    Quiz(QuizReport),
}

/// A command on the puzzle file; the shell asks about unsaved changes and where, and reads and
/// writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileCommand {
    /// Start a new puzzle file (after asking about unsaved changes).
    New,
    /// Open a puzzle file chosen in a dialog.
    Open,
    /// Save the open puzzle file where it lives, or ask where.
    Save,
    /// Save the open puzzle file under a name chosen in a dialog.
    SaveAs,
    /// Open this recently used puzzle file.
    OpenRecent(PathBuf),
    /// The sample collection that comes with nimlab (no dialog).
    OpenSamples,
}
