//! What a tab asks the shell to export: a CSV text, or a picture of part of the window (the
//! shell captures the window, crops it to `region` and encodes a PNG).

use egui::Rect;

#[derive(Clone, Debug, PartialEq)]
pub enum ExportRequest {
    Csv {
        /// The file name the Save dialog offers.
        name: String,
        text: String,
    },
    Png {
        name: String,
        /// The part of the window to keep, in points.
        region: Rect,
        /// Frames to wait before capturing, so a view can refit itself first.
        delay_frames: u32,
    },
}
