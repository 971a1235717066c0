//! A figure drawn for the page (the work called `draw-figure`): the request is
//! [`FigureRequest`], the figure module's plain description of a figure or worksheet.

use crate::figure::FigureRequest;
use crate::jobs::{Progress, Work};

impl Work for FigureRequest {
    /// The file's bytes, or why it could not be drawn.
    type Output = Result<Vec<u8>, String>;
    const NAME: &'static str = "draw-figure";

    fn run(self, _progress: &Progress) -> Option<Self::Output> {
        Some(self.draw())
    }
}
