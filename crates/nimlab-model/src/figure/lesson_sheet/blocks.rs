//! How a lesson sheet is put on paper: it is a list of blocks (a tree, a table, a line of
//! working), each as tall as it says, laid down the page in turn and onto the next page when
//! the page is full; and the boxes a pupil writes in. On a key the answer is written in its box
//! in bold — the only bold words under a page's heading, so the answers can be read back from
//! the page itself — and a blank sheet leaves every box empty.

use super::super::scene::{Align, Point, Scene, Shape, pt, size_to_fit};
use super::super::sheet_frame::{FramedPage, MARGIN, framed_page};
use super::super::theme::Palette;
use crate::i18n::Language;

/// The size of the sheet's words.
pub const TEXT: f32 = 11.0;

/// How a block is drawn: on a scene, its top left at a point, a width to fill.
type Draw<'a> = Box<dyn Fn(&mut Scene, Point, f32, &Palette) + 'a>;

/// A part of a sheet: how tall it is, and how it is drawn with its top left at a point and a
/// width to fill.
pub struct Block<'a> {
    /// Its height in points.
    pub height: f32,
    /// Draws it.
    pub draw: Draw<'a>,
    /// It goes on the page of the block after it (a heading is never left at a page's foot).
    pub keep_with_next: bool,
}

impl<'a> Block<'a> {
    /// A block `height` tall drawn by `draw`.
    pub fn new(height: f32, draw: impl Fn(&mut Scene, Point, f32, &Palette) + 'a) -> Self {
        Self {
            height,
            draw: Box::new(draw),
            keep_with_next: false,
        }
    }

    /// Room between blocks.
    pub fn gap(height: f32) -> Self {
        Self::new(height, |_, _, _, _| {})
    }
}

/// The blocks laid on pages of `size` headed `title` (a name field on each when `to_fill`):
/// each page takes blocks until the next would pass its foot, or the next and the block it
/// keeps with would.
pub fn paginate(
    blocks: &[Block<'_>],
    size: (f32, f32),
    title: &str,
    to_fill: bool,
    language: Language,
    palette: &Palette,
) -> Vec<Scene> {
    // A blank page to measure with: every page has the same room.
    let room = framed_page(size, title, to_fill, language, (1, 1), palette);
    let mut pages: Vec<Vec<&Block<'_>>> = vec![Vec::new()];
    let mut y = room.top;
    for (at, block) in blocks.iter().enumerate() {
        let page = pages.last_mut().expect("there is always a page");
        let kept = blocks
            .get(at + 1)
            .filter(|_| block.keep_with_next)
            .map_or(0.0, |next| next.height);
        if y + block.height + kept > room.bottom && !page.is_empty() {
            pages.push(Vec::new());
            y = room.top;
        }
        pages.last_mut().expect("just pushed").push(block);
        y += block.height;
    }
    let total = pages.len();
    pages
        .iter()
        .enumerate()
        .map(|(index, blocks)| {
            let FramedPage { mut scene, top, .. } =
                framed_page(size, title, to_fill, language, (index + 1, total), palette);
            let mut y = top;
            for block in blocks {
                (block.draw)(&mut scene, pt(MARGIN, y), size.0 - 2.0 * MARGIN, palette);
                y += block.height;
            }
            scene
        })
        .collect()
}

/// A box to write in, `width × height` with its top left at `min`, holding `answer` in bold on
/// a key (shrunk to fit the box).
pub fn answer_box(
    scene: &mut Scene,
    min: Point,
    (width, height): (f32, f32),
    answer: Option<&str>,
    palette: &Palette,
) {
    scene.push(Shape::Rect {
        min,
        max: pt(min.x + width, min.y + height),
        radius: 2.0,
        fill: None,
        stroke: Some((0.9, palette.ink)),
        dash: None,
    });
    if let Some(answer) = answer {
        let size = size_to_fit(answer, (height * 0.72).min(TEXT * 1.2), width - 4.0);
        let at = pt(min.x + width / 2.0, min.y + height / 2.0 + size * 0.36);
        scene.bold(at, answer, size, palette.ink, Align::Middle);
    }
}

/// A line of words at `at` (its baseline), in the sheet's size.
pub fn words(scene: &mut Scene, at: Point, text: impl Into<String>, palette: &Palette) {
    scene.text(at, text, TEXT, palette.ink, Align::Start);
}

/// Blocks for each line of `text` wrapped to `width`.
pub fn paragraph<'a>(text: &str, width: f32) -> Vec<Block<'a>> {
    super::super::scene::wrap(text, TEXT, width)
        .into_iter()
        .map(|line| {
            Block::new(TEXT * 1.5, move |scene, at, _, palette| {
                words(scene, pt(at.x, at.y + TEXT), line.clone(), palette);
            })
        })
        .collect()
}

/// A heading inside a sheet: larger words, not bold (bold is for answers).
pub fn heading<'a>(text: String) -> Block<'a> {
    let mut heading = Block::new(TEXT * 2.2, move |scene, at, _, palette| {
        scene.text(
            pt(at.x, at.y + TEXT * 1.6),
            text.clone(),
            TEXT * 1.25,
            palette.ink,
            Align::Start,
        );
    });
    heading.keep_with_next = true;
    heading
}

/// The usable width of a page of `size`.
pub fn body_width(size: (f32, f32)) -> f32 {
    size.0 - 2.0 * MARGIN
}

/// A table of `rows` rows (each a label then one cell per column), `columns` cells wide after
/// a label column `label_width` wide; `cell` gives a cell's text and whether it is an answer
/// (boxed, filled on a key) or given.
pub struct Grid<'a> {
    /// The row labels.
    pub labels: Vec<String>,
    /// The label column's width.
    pub label_width: f32,
    /// How many cells each row has.
    pub columns: usize,
    /// A cell's width.
    pub cell_width: f32,
    /// A row's height.
    pub row_height: f32,
    /// The cell at (row, column): given words, or an answer (`None` on a blank sheet).
    pub cell: Box<dyn Fn(usize, usize) -> Cell + 'a>,
}

/// One cell of a [`Grid`].
pub enum Cell {
    /// Words printed on the sheet.
    Given(String),
    /// A box to fill, holding its answer on a key.
    Answer(Option<String>),
}

impl Grid<'_> {
    /// The grid's height.
    pub fn height(&self) -> f32 {
        self.labels.len() as f32 * self.row_height
    }

    /// Draws the grid with its top left at `at`, cells drawn row by row.
    pub fn draw(&self, scene: &mut Scene, at: Point, palette: &Palette) {
        for (row, label) in self.labels.iter().enumerate() {
            let top = at.y + row as f32 * self.row_height;
            let baseline = top + self.row_height / 2.0 + TEXT * 0.36;
            words(scene, pt(at.x, baseline), label.clone(), palette);
            for column in 0..self.columns {
                let left = at.x + self.label_width + column as f32 * self.cell_width;
                match (self.cell)(row, column) {
                    Cell::Given(text) => {
                        let centre = left + self.cell_width / 2.0;
                        scene.text(pt(centre, baseline), text, TEXT, palette.ink, Align::Middle);
                    }
                    Cell::Answer(answer) => answer_box(
                        scene,
                        pt(left + 2.0, top + 2.0),
                        (self.cell_width - 4.0, self.row_height - 4.0),
                        answer.as_deref(),
                        palette,
                    ),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::theme::Theme;
    use crate::figure::worksheet::Paper;

    /// A block that writes `word`, `height` tall.
    fn words(word: &str, height: f32) -> Block<'_> {
        Block::new(height, move |scene, at, _, palette| {
            scene.text(at, word.to_owned(), TEXT, palette.ink, Align::Start);
        })
    }

    /// The page each word is on (from 1).
    fn page_of(pages: &[Scene], word: &str) -> usize {
        1 + pages
            .iter()
            .position(|page| page.texts().any(|text| text == word))
            .unwrap_or_else(|| panic!("{word} is on no page"))
    }

    #[test]
    fn a_heading_goes_to_the_next_page_with_what_it_heads() {
        let size = Paper::A4.size();
        let palette = Theme::Light.palette();
        let lay = |first: f32| {
            let blocks = [
                words("tree", first),
                heading("The table".to_owned()),
                words("table", 100.0),
            ];
            paginate(&blocks, size, "Sheet", false, Language::English, &palette)
        };
        // Room for the heading but not for its table: both go on.
        let room = framed_page(size, "Sheet", false, Language::English, (1, 1), &palette);
        let full = room.bottom - room.top - TEXT * 2.2 - 50.0;
        let pages = lay(full);
        assert_eq!(pages.len(), 2);
        assert_eq!(page_of(&pages, "tree"), 1);
        assert_eq!(page_of(&pages, "The table"), 2);
        assert_eq!(page_of(&pages, "table"), 2);
        // Room for both: one page.
        let pages = lay(100.0);
        assert_eq!(pages.len(), 1);
        assert_eq!(page_of(&pages, "The table"), 1);
    }
}
