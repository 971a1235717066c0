//! A matchstick puzzle's figure as the page frames it, an equation's and a figure puzzle's
//! alike: the title above (wrapped to the drawing's width, or a readable measure for a small
//! drawing, so a long title never makes the figure a thin strip on a slide), the instruction in
//! a faint line, the drawing centred, and lines of words below it.

use super::scene::{Align, Point, Scene, approx_width, pt, wrap};
use super::theme::Palette;

const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 26.0;
const LINE_SIZE: f32 = 15.0;

/// The words around a drawing, and the drawing's size.
pub(super) struct PuzzlePage<'a> {
    /// The heading.
    pub title: &'a str,
    /// What to do, worded from the puzzle's goal.
    pub instruction: String,
    /// Lines under the drawing (an answer's words, a legend), each wrapped to the measure.
    pub below: &'a [String],
    /// The drawing's width and height, in points.
    pub drawing: (f32, f32),
    /// The narrowest measure the words wrap to, in points.
    pub measure: f32,
    /// Room between the instruction and the drawing, past the usual.
    pub space_above: f32,
}

impl PuzzlePage<'_> {
    /// The page's scene, `draw` drawing the puzzle with its top left at the point given.
    pub fn scene(&self, palette: &Palette, draw: impl FnOnce(&mut Scene, Point)) -> Scene {
        let (drawing_width, drawing_height) = self.drawing;
        let measure = drawing_width.max(self.measure);
        let title = wrap(self.title, TITLE_SIZE, measure);
        let below: Vec<String> = self
            .below
            .iter()
            .flat_map(|line| wrap(line, LINE_SIZE, measure))
            .collect();
        let text_width = title
            .iter()
            .map(|l| approx_width(l, TITLE_SIZE))
            .chain(
                std::iter::once(&self.instruction)
                    .chain(&below)
                    .map(|l| approx_width(l, LINE_SIZE)),
            )
            .fold(0.0, f32::max);
        let width = drawing_width.max(text_width) + 2.0 * MARGIN;
        let title_height = TITLE_SIZE + (title.len().max(1) - 1) as f32 * TITLE_SIZE * 1.25;
        let below_height = below.len() as f32 * LINE_SIZE * 1.6;
        let height = MARGIN
            + title_height
            + LINE_SIZE * 2.2
            + self.space_above
            + drawing_height
            + 24.0
            + below_height
            + MARGIN;
        let mut scene = Scene::new(width, height, palette.background, self.title);
        let mut y = MARGIN + TITLE_SIZE;
        for (i, line) in title.into_iter().enumerate() {
            if i > 0 {
                y += TITLE_SIZE * 1.25;
            }
            scene.bold(pt(MARGIN, y), line, TITLE_SIZE, palette.ink, Align::Start);
        }
        y += LINE_SIZE * 1.8;
        scene.text(
            pt(MARGIN, y),
            self.instruction.clone(),
            LINE_SIZE,
            palette.faint,
            Align::Start,
        );
        y += 24.0 + self.space_above;
        draw(&mut scene, pt((width - drawing_width) / 2.0, y));
        y += drawing_height + 24.0;
        for line in below {
            y += LINE_SIZE * 1.2;
            scene.text(pt(MARGIN, y), line, LINE_SIZE, palette.ink, Align::Start);
        }
        scene
    }
}
