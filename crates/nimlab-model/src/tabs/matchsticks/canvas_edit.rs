//! What the user can do to the open puzzle on the canvas, as the canvas reports it: the tab's
//! session applies it or refuses it, so the model names it without the window.

use nimlab_core::matchsticks::editor::StickPosition;

/// What the user did on the canvas; the tab applies it or refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CanvasEdit {
    /// A stick dragged from a full position to an empty one.
    Move {
        /// Where the stick was.
        from: StickPosition,
        /// Where it was dropped.
        to: StickPosition,
    },
    /// A click in design mode: add a stick at an empty position or take one away.
    Toggle(StickPosition),
    /// A spare stick from the tray laid at an empty position (add puzzles).
    FromTray(StickPosition),
    /// A stick dropped on the tray (remove puzzles).
    ToTray(StickPosition),
}
