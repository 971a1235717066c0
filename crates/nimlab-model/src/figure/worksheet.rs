//! Worksheets from a puzzle collection: pages of puzzles to solve on paper (a number, the
//! puzzle's difficulty as stars, the instruction from the puzzle's goal, its title, the sticks,
//! room to draw; no outlines of empty positions and no notes, which could give answers away),
//! then an answer key drawing the answers with the sticks that move marked and naming them as
//! text. A4 or Letter, English or Korean; the key after the puzzles or in a file of its own.

use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::Goal;

use super::scene::{Scene, Shape, pt};
use super::sheet_frame::{FramedPage, MARGIN, framed_page};
use super::theme::Theme;
use crate::i18n::Language;

// The cells: a puzzle, or its answers.
mod cells;
// A figure puzzle of a sheet, solved for its key.
mod figures;
// The paper, the count a page, what is printed, which part a file holds.
pub mod look;

pub use look::{Paper, SheetLook, SheetPart};

/// The most puzzles one worksheet takes: 50 pages at four a page, far more than a lesson needs,
/// and a bound on the work (each is solved for the key) and the file.
pub const MAX_SHEET_PUZZLES: usize = 200;

/// Puzzles a page may hold: one large to eight small.
pub const PER_PAGE: std::ops::RangeInclusive<usize> = 1..=8;

/// The key draws every answer of a puzzle that has at most this many, each with its moving
/// sticks marked; past it, the first is drawn and the rest named and counted. At the default
/// eight key cells an A4 page, three side by side still draw a `DD+DD=DD` answer with digits
/// 11 points wide; a fourth would shrink them to 7.5, where a stick is about two dashes long
/// and its dashed outline (the stick that leaves) no longer reads as dashed against a solid
/// one. Three is also how many answers a figure names, so every answer drawn is named.
pub const DRAWN_ANSWERS: usize = 3;

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
    /// The generator's difficulty figure (`nimlab_core::matchsticks::difficulty`), or
    /// `None` when it has none (no answer within the budget, or a budget at the solver's limit).
    pub difficulty: Option<u32>,
    /// Its answers: some drawn, the first few named, all counted; or why it has none listed.
    pub key: Result<SheetAnswers, String>,
    /// A figure puzzle on a lattice, drawn instead of `layout` (then empty), with the answers
    /// the key draws.
    pub figure: Option<SheetFigure>,
}

/// A figure puzzle of a worksheet: the puzzle and the answers the key draws.
#[derive(Clone, Debug)]
pub struct SheetFigure {
    /// The puzzle, its budget and figure.
    pub puzzle: nimlab_core::shapes::puzzle::Puzzle,
    /// The answers drawn on the key (all when at most [`DRAWN_ANSWERS`], else the first).
    pub drawn: Vec<nimlab_core::shapes::sticks::Sticks>,
}

/// A puzzle's answers as the key shows them.
#[derive(Clone, Debug)]
pub struct SheetAnswers {
    /// The answers drawn: all of them when there are at most [`DRAWN_ANSWERS`], else the first.
    pub drawn: Vec<Layout>,
    /// The first answers' equations, in the order they are drawn.
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
    /// The paper, the count a page, whether difficulty and titles are printed.
    pub look: SheetLook,
    /// The words' language.
    pub language: Language,
}

/// Which kind of page.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Questions,
    Key,
}

impl Sheet {
    /// The pages of `part`, numbered from 1. Printed on white whatever the window's theme: a
    /// worksheet is for paper.
    pub fn pages(&self, part: SheetPart) -> Vec<Scene> {
        let look = self.look.sanitized();
        let puzzles = &self.puzzles[..self.puzzles.len().min(MAX_SHEET_PUZZLES)];
        let parts: &[Part] = match part {
            SheetPart::Questions => &[Part::Questions],
            SheetPart::QuestionsAndKey => &[Part::Questions, Part::Key],
            SheetPart::Key => &[Part::Key],
        };
        let chunks: Vec<(Part, usize, &[SheetPuzzle])> = parts
            .iter()
            .flat_map(|&part| {
                let mut first = 0;
                puzzles.chunks(capacity(part, look)).map(move |chunk| {
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
            .map(|(index, (part, first, chunk))| self.page(part, first, chunk, look, (index + 1, total)))
            .collect()
    }

    fn page(
        &self,
        part: Part,
        first: usize,
        puzzles: &[SheetPuzzle],
        look: SheetLook,
        (number, pages): (usize, usize),
    ) -> Scene {
        let palette = Theme::Light.palette();
        let (width, height) = look.paper.size();
        let title = self.title_of(part);
        let FramedPage {
            mut scene,
            top,
            bottom,
        } = framed_page(
            (width, height),
            &title,
            part == Part::Questions,
            self.language,
            (number, pages),
            &palette,
        );
        let cell_height = (bottom - top) / capacity(part, look) as f32;
        let drawer = cells::Cells {
            language: self.language,
            look,
            palette: &palette,
        };
        for (i, puzzle) in puzzles.iter().enumerate() {
            let y = top + i as f32 * cell_height;
            let cell = cells::Cell {
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
                Part::Questions => drawer.question(&mut scene, cell, first + i + 1, puzzle),
                Part::Key => drawer.answer(&mut scene, cell, first + i + 1, puzzle),
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
}

/// Cells a page of `part` holds: the key's are half as tall, answers needing no room to draw.
fn capacity(part: Part, look: SheetLook) -> usize {
    match part {
        Part::Questions => look.per_page,
        Part::Key => look.per_page * 2,
    }
}

#[cfg(test)]
mod figure_tests;
#[cfg(test)]
mod tests;
