//! What a tab asks the shell to export: a CSV text, or a picture of part of the window (the
//! shell captures the window, crops it to `region` and encodes a PNG).

use egui::Rect;

/// An export a tab asks for (inside [`ShellAction::Export`](crate::ui::shell_action::ShellAction)).
#[derive(Clone, Debug, PartialEq)]
pub enum ExportRequest {
    /// A table as CSV text, written as given.
    Csv {
        /// The file name the Save dialog offers.
        name: String,
        /// The file's contents.
        text: String,
    },
    /// A picture of part of the window, as a PNG.
    Png {
        /// The file name the Save dialog offers.
        name: String,
        /// The part of the window to keep, in points.
        region: Rect,
        /// Frames to wait before capturing, so a view can refit itself first.
        delay_frames: u32,
    },
}
