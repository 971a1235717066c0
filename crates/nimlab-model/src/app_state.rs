//! What the window remembers between runs (eframe persistence, and a shared link's view): plain
//! data with a version and a default for every field, checked and bounded before anything uses
//! it. It is the tabs' models' own saved values put together, so it needs no window to be read,
//! checked or written.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::lesson_plan::SavedLesson;
use crate::presenter::SavedPresenter;
use crate::tabs::Tab;
use crate::tabs::grundy::inputs::GrundyInputs;
use crate::tabs::grundy::saved_sum_game::SavedSumGame;
use crate::tabs::matchsticks::saved_tab::SavedMatchTab;
use crate::tabs::reveals::SavedReveals;
use crate::tabs::tree::inputs::TreeInputs;
use crate::tabs::tree::progress::SavedTreeProgress;
use crate::window_zoom::WindowZoom;

/// The version of [`AppState`]'s layout, for a future migration (kept beside the view a link
/// carries, whose text is a part of a state).
pub use crate::shared_view::STATE_VERSION;

/// Everything remembered between runs (eframe persistence): plain data, every field defaulted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppState {
    /// The layout version this state was written with ([`STATE_VERSION`]).
    pub version: u32,
    /// The open tab.
    pub tab: Tab,
    /// The window's language.
    pub language: Language,
    /// The game-tree tab's inputs.
    pub tree: TreeInputs,
    /// The Grundy tab's inputs.
    pub grundy: GrundyInputs,
    /// The matchstick tab as remembered: the open puzzle, its file and session, the recent files.
    pub matchsticks: SavedMatchTab,
    /// Classroom mode: values hidden until asked.
    pub classroom: bool,
    /// The game-tree tab's folds, step-through position and Play's game (replayed at start).
    pub tree_progress: SavedTreeProgress,
    /// The game on the Grundy tab's sum (replayed at start).
    pub sum_game: SavedSumGame,
    /// The Grundy tab's values g(n) revealed in classroom mode, by n.
    pub grundy_revealed: SavedReveals<u32>,
    // Presentation mode: older states, without these, load with their defaults.
    /// Presentation mode: full screen, one thin bar, high contrast, a zoom of its own.
    pub presenting: bool,
    /// The window's zoom in and out of presentation mode.
    pub zoom: WindowZoom,
    /// The folder nimlab's own file chooser was last in: it opens there next time, as a
    /// platform dialog would.
    pub chooser_folder: Option<PathBuf>,
    /// The open lesson plan, its file, the step on show and the Lesson panel.
    pub lesson: SavedLesson,
    /// The presenter's screen: open or not, in a window of its own or a notes panel.
    pub presenter: SavedPresenter,
}

/// The longest remembered folder path, in bytes: longer than any real path (Linux allows 4096).
const MAX_FOLDER_BYTES: usize = 4096;

impl Default for AppState {
    fn default() -> Self {
        Self {
            version: STATE_VERSION,
            tab: Tab::default(),
            language: Language::default(),
            tree: TreeInputs::default(),
            grundy: GrundyInputs::default(),
            matchsticks: SavedMatchTab::default(),
            classroom: false,
            tree_progress: SavedTreeProgress::default(),
            sum_game: SavedSumGame::default(),
            grundy_revealed: SavedReveals::default(),
            presenting: false,
            zoom: WindowZoom::default(),
            chooser_folder: None,
            lesson: SavedLesson::default(),
            presenter: SavedPresenter::default(),
        }
    }
}

impl AppState {
    /// The state as remembered, checked like typed input before anything uses it: whatever is
    /// out of bounds or invalid falls back to its default, so a corrupt, huge or hostile state
    /// starts cleanly (no crash, no hang, no giant allocation). Each tab bounds its own inputs
    /// here as its fields bound typed text, and validates them on use as it does typed text.
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            version: STATE_VERSION,
            tab: self.tab,
            language: self.language,
            tree: self.tree.sanitized(),
            grundy: self.grundy.sanitized(),
            matchsticks: self.matchsticks.sanitized(),
            classroom: self.classroom,
            tree_progress: self.tree_progress.sanitized(),
            sum_game: self.sum_game.sanitized(),
            grundy_revealed: self.grundy_revealed.sanitized_sizes(),
            presenting: self.presenting,
            zoom: self.zoom.sanitized(),
            // Whether it still exists is asked when the chooser opens; here only its size.
            chooser_folder: self
                .chooser_folder
                .filter(|folder| folder.as_os_str().len() <= MAX_FOLDER_BYTES && folder.is_absolute()),
            lesson: self.lesson.sanitized(),
            presenter: self.presenter.sanitized(),
        }
    }
}

/// Environment variable holding an [`AppState`] in RON that replaces the remembered one, so the
/// screenshot script can open the window on a chosen view.
pub const STATE_OVERRIDE_VAR: &str = "NIMLAB_STATE";
