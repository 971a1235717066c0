//! Worksheets from a puzzle collection: pages of puzzles to solve on paper (a number, the
//! instruction from the puzzle's goal, the sticks, room to draw; no outlines of empty positions
//! and no notes, which could give answers away), then an answer key drawing each answer with the
//! sticks that move marked and naming it as text. A4 or Letter, English or Korean.

use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::matchsticks::layout::Layout;

use super::matchsticks::{Answers, draw_row, row_size};
use super::scene::{Align, Scene, Shape, approx_width, fit_line, pt};
use super::theme::{Palette, Theme};
use crate::i18n::Language;

/// The most puzzles one worksheet takes: 50 pages at four a page, far more than a lesson needs,
/// and a bound on the work (each is solved for the key) and the file.
pub const MAX_SHEET_PUZZLES: usize = 200;

/// Puzzles a page may hold: one large to eight small.
pub const PER_PAGE: std::ops::RangeInclusive<usize> = 1..=8;

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Paper {
    /// 210 × 297 mm.
    #[default]
    A4,
    /// 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Self::A4 => (595.28, 841.89),
            Self::Letter => (612.0, 792.0),
        }
    }
}

/// One puzzle of a worksheet, with its answers for the key.
#[derive(Clone, Debug)]
pub struct SheetPuzzle {
    /// The puzzle's title, printed small (may be empty).
    pub title: String,
    /// The sticks.
    pub layout: Layout,
    /// Move, add or remove.
    pub goal: Goal,
    /// The budget.
    pub steps: u32,
    /// The answer takes exactly `steps` steps.
    pub exactly: bool,
    /// Its answers: the first drawn, the first few named, all counted; or why it has none listed.
    pub key: Result<SheetAnswers, String>,
}

/// A puzzle's answers as the key shows them.
#[derive(Clone, Debug)]
pub struct SheetAnswers {
    /// The answer drawn.
    pub first: Option<Layout>,
    /// The first answers' equations.
    pub equations: Vec<String>,
    /// Every answer within the budget.
    pub total: u128,
}

/// A worksheet to print.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// The collection's title, at the top of every page.
    pub title: String,
    /// The puzzles, in order (at most [`MAX_SHEET_PUZZLES`]).
    pub puzzles: Vec<SheetPuzzle>,
    /// How many puzzles a question page holds (within [`PER_PAGE`]); the key holds twice as many.
    pub per_page: usize,
    /// The paper.
    pub paper: Paper,
    /// The words' language.
    pub language: Language,
    /// Whether the answer key follows the puzzles.
    pub with_key: bool,
}

const MARGIN: f32 = 48.0;
const HEADER: f32 = 44.0;
const FOOTER: f32 = 28.0;
const TITLE_SIZE: f32 = 18.0;
const LINE_SIZE: f32 = 11.0;

/// Which kind of page.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Questions,
    Key,
}

impl Sheet {
    /// The pages: the puzzles, then (if asked) the key. Printed on white whatever the window's
    /// theme: a worksheet is for paper.
    pub fn pages(&self) -> Vec<Scene> {
        let per_page = self.per_page.clamp(*PER_PAGE.start(), *PER_PAGE.end());
        let puzzles = &self.puzzles[..self.puzzles.len().min(MAX_SHEET_PUZZLES)];
        let mut parts = vec![(Part::Questions, per_page)];
        if self.with_key {
            parts.push((Part::Key, per_page * 2));
        }
        let chunks: Vec<(Part, usize, &[SheetPuzzle])> = parts
            .into_iter()
            .flat_map(|(part, n)| {
                let mut first = 0;
                puzzles.chunks(n.max(1)).map(move |chunk| {
                    let page = (part, first, chunk);
                    first += chunk.len();
                    page
                })
            })
            .collect();
        let total = chunks.len();
        chunks
            .into_iter()
            .enumerate()
            .map(|(index, (part, first, chunk))| {
                let capacity = if part == Part::Key { per_page * 2 } else { per_page };
                self.page(part, first, chunk, capacity, (index + 1, total))
            })
            .collect()
    }

    fn page(
        &self,
        part: Part,
        first: usize,
        puzzles: &[SheetPuzzle],
        capacity: usize,
        (number, pages): (usize, usize),
    ) -> Scene {
        let palette = Theme::Light.palette();
        let (width, height) = self.paper.size();
        let title = self.title_of(part);
        let mut scene = Scene::new(width, height, palette.background, title.clone());
        let name = format!(
            "{} ____________________",
            self.language.strings().figure.name_line
        );
        // The title keeps to one line left of the name field (on the key, the whole width): a
        // long one is set smaller, then cut, never printed over the field or off the page.
        let room = match part {
            Part::Questions => width - 2.0 * MARGIN - approx_width(&name, LINE_SIZE) - 24.0,
            Part::Key => width - 2.0 * MARGIN,
        };
        let (heading, size) = fit_line(&title, TITLE_SIZE, LINE_SIZE, room);
        scene.bold(
            pt(MARGIN, MARGIN + TITLE_SIZE),
            heading,
            size,
            palette.ink,
            Align::Start,
        );
        if part == Part::Questions {
            scene.text(
                pt(width - MARGIN, MARGIN + TITLE_SIZE),
                name,
                LINE_SIZE,
                palette.faint,
                Align::End,
            );
        }
        let rule_y = MARGIN + HEADER;
        scene.push(Shape::Line {
            from: pt(MARGIN, rule_y),
            to: pt(width - MARGIN, rule_y),
            width: 0.8,
            colour: palette.rule,
            dash: None,
        });
        let footer = (self.language.strings().figure.page)(number, pages);
        scene.text(
            pt(width / 2.0, height - MARGIN / 2.0 - 4.0),
            footer,
            LINE_SIZE * 0.9,
            palette.faint,
            Align::Middle,
        );

        let top = rule_y + 10.0;
        let cell_height = (height - MARGIN - FOOTER - top) / capacity as f32;
        for (i, puzzle) in puzzles.iter().enumerate() {
            let y = top + i as f32 * cell_height;
            let cell = Cell {
                x: MARGIN,
                y,
                width: width - 2.0 * MARGIN,
                height: cell_height,
            };
            if i > 0 {
                scene.push(Shape::Line {
                    from: pt(cell.x, y),
                    to: pt(cell.x + cell.width, y),
                    width: 0.5,
                    colour: palette.rule,
                    dash: Some(3.0),
                });
            }
            match part {
                Part::Questions => self.question(&mut scene, cell, first + i + 1, puzzle, &palette),
                Part::Key => self.answer(&mut scene, cell, first + i + 1, puzzle, &palette),
            }
        }
        scene
    }

    fn title_of(&self, part: Part) -> String {
        match part {
            Part::Questions => self.title.clone(),
            Part::Key => format!("{} — {}", self.title, self.language.strings().figure.answer_key),
        }
    }

    /// A puzzle to solve: its number and instruction, its title, the sticks, room to draw.
    fn question(
        &self,
        scene: &mut Scene,
        cell: Cell,
        number: usize,
        puzzle: &SheetPuzzle,
        palette: &Palette,
    ) {
        let mut y = cell.y + LINE_SIZE * 1.6;
        let instruction = (self.language.strings().figure.instruction)(Budget {
            goal: puzzle.goal,
            steps: puzzle.steps,
            exactly: puzzle.exactly,
        });
        scene.bold(
            pt(cell.x, y),
            format!("{number}."),
            LINE_SIZE * 1.2,
            palette.ink,
            Align::Start,
        );
        scene.text(
            pt(cell.x + 26.0, y),
            instruction,
            LINE_SIZE,
            palette.ink,
            Align::Start,
        );
        if !puzzle.title.is_empty() {
            y += LINE_SIZE * 1.4;
            scene.text(
                pt(cell.x + 26.0, y),
                puzzle.title.clone(),
                LINE_SIZE * 0.9,
                palette.faint,
                Align::Start,
            );
        }
        y += 12.0;
        // The sticks take the upper part of the cell; the rest is room to draw an answer.
        let room = (cell.y + cell.height - y) * 0.55;
        draw_fitted(
            scene,
            &puzzle.layout,
            None,
            cell.x + 26.0,
            y,
            cell.width - 26.0,
            room,
            palette,
        );
    }

    /// A puzzle's answer: its number, the answer drawn over it, the answers named.
    fn answer(&self, scene: &mut Scene, cell: Cell, number: usize, puzzle: &SheetPuzzle, palette: &Palette) {
        let y = cell.y + LINE_SIZE * 1.6;
        scene.bold(
            pt(cell.x, y),
            format!("{number}."),
            LINE_SIZE * 1.2,
            palette.ink,
            Align::Start,
        );
        let line = match &puzzle.key {
            Ok(key) => Answers {
                first: key.first.as_ref(),
                equations: &key.equations,
                total: key.total,
            }
            .lines(self.language)
            .remove(0),
            Err(why) => why.clone(),
        };
        scene.text(pt(cell.x + 26.0, y), line, LINE_SIZE, palette.ink, Align::Start);
        let drawn = puzzle.key.as_ref().ok().and_then(|k| k.first.as_ref());
        let room = cell.y + cell.height - y - 14.0;
        draw_fitted(
            scene,
            &puzzle.layout,
            drawn,
            cell.x + 26.0,
            y + 8.0,
            (cell.width - 26.0) * 0.7,
            room,
            palette,
        );
    }
}

/// A part of a page, in points.
#[derive(Clone, Copy)]
struct Cell {
    x: f32,
    y: f32,
    width: f32,
    height: f32,
}

/// Draws `layout` (with `answer` marked) as large as fits `width × height` at (`x`, `y`), but no
/// larger than a digit 40 points wide.
#[expect(clippy::too_many_arguments, reason = "a box and what goes in it")]
fn draw_fitted(
    scene: &mut Scene,
    layout: &Layout,
    answer: Option<&Layout>,
    x: f32,
    y: f32,
    width: f32,
    height: f32,
    palette: &Palette,
) {
    let (w, h) = row_size(layout, 1.0);
    let unit = (width / w.max(0.1)).min(height / h.max(0.1)).min(40.0);
    if unit > 0.0 {
        draw_row(scene, layout, answer, pt(x, y), unit, palette);
    }
}

#[cfg(test)]
mod tests;
