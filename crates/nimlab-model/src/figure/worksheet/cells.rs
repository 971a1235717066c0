//! A worksheet's cells: a puzzle to solve (its number, its difficulty as stars, the instruction,
//! its title, the sticks, room to draw) and, on the key, its answers (the same heading, the
//! answers named, and drawn: every one of a puzzle with few, else the first).

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::difficulty::{MAX_STARS, stars};
use nimlab_core::matchsticks::layout::Layout;

use super::super::matchsticks::{draw_row, row_size};
use super::super::scene::Point;
use super::super::scene::{Align, Scene, approx_width, pt};
use super::super::shapes;
use super::super::sheet_frame::LINE_SIZE;
use super::super::theme::Palette;
use super::{SheetFigure, SheetLook, SheetPuzzle};
use crate::i18n::Language;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::sticks::Sticks;

/// A part of a page, in points.
#[derive(Clone, Copy)]
pub(super) struct Cell {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

/// What every cell of a sheet is drawn with.
pub(super) struct Cells<'a> {
    pub language: Language,
    pub look: SheetLook,
    pub palette: &'a Palette,
}

/// Room left of the sticks for the puzzle's number.
const GUTTER: f32 = 26.0;
/// The stars' size: smaller than the instruction, so they read as a note on it.
const STAR_SIZE: f32 = LINE_SIZE * 0.9;
/// Between drawn answers side by side, as a share of the cell's width: a fixed gap looked like
/// a space between digits once the drawings grew to fill a large cell, and three answers read as
/// one long equation.
const ANSWER_GAP: f32 = 0.08;

/// A puzzle's difficulty as stars: as many filled as [`stars`] gives, the rest of
/// [`MAX_STARS`] hollow, so the scale reads in black and white.
pub(super) fn star_text(difficulty: u32) -> String {
    let filled = stars(difficulty);
    format!(
        "{}{}",
        "★".repeat(filled as usize),
        "☆".repeat((MAX_STARS - filled) as usize)
    )
}

impl Cells<'_> {
    /// The cell's first line: the number, the stars when asked for; returns where the words
    /// after them start. The room for stars is kept when a puzzle has none (no answer within
    /// its budget), so every instruction on the sheet starts at the same place.
    fn heading(&self, scene: &mut Scene, cell: Cell, number: usize, puzzle: &SheetPuzzle, y: f32) -> f32 {
        let palette = self.palette;
        scene.bold(
            pt(cell.x, y),
            format!("{number}."),
            LINE_SIZE * 1.2,
            palette.ink,
            Align::Start,
        );
        if !self.look.difficulty {
            return cell.x + GUTTER;
        }
        let room = approx_width(&star_text(0), STAR_SIZE);
        if let Some(difficulty) = puzzle.difficulty {
            scene.text(
                pt(cell.x + GUTTER, y),
                star_text(difficulty),
                STAR_SIZE,
                palette.ink,
                Align::Start,
            );
        }
        cell.x + GUTTER + room + 8.0
    }

    /// A puzzle to solve: its heading and instruction, its title, the sticks, room to draw.
    pub(super) fn question(&self, scene: &mut Scene, cell: Cell, number: usize, puzzle: &SheetPuzzle) {
        let palette = self.palette;
        let mut y = cell.y + LINE_SIZE * 1.6;
        let words_x = self.heading(scene, cell, number, puzzle, y);
        let instruction = match &puzzle.figure {
            Some(figure) => shapes::instruction(&figure.puzzle, self.language),
            None => (self.language.strings().figure.instruction)(Budget {
                goal: puzzle.goal,
                steps: puzzle.steps,
                exactly: puzzle.exactly,
            }),
        };
        scene.text(pt(words_x, y), instruction, LINE_SIZE, palette.ink, Align::Start);
        if self.look.titles && !puzzle.title.is_empty() {
            y += LINE_SIZE * 1.4;
            scene.text(
                pt(words_x, y),
                puzzle.title.clone(),
                LINE_SIZE * 0.9,
                palette.faint,
                Align::Start,
            );
        }
        y += 12.0;
        // The sticks take the upper part of the cell; the rest is room to draw an answer.
        let room = (cell.y + cell.height - y) * 0.55;
        if let Some(figure) = &puzzle.figure {
            self.draw_figure(
                scene,
                &figure.puzzle,
                None,
                pt(cell.x + GUTTER, y),
                (cell.width - GUTTER, room),
            );
            return;
        }
        self.draw_fitted(
            scene,
            &puzzle.layout,
            None,
            pt(cell.x + GUTTER, y),
            (cell.width - GUTTER, room),
        );
    }

    /// A puzzle's answers: its heading, the answers named, and drawn over the puzzle (side by
    /// side, each under its equation, when several are drawn).
    pub(super) fn answer(&self, scene: &mut Scene, cell: Cell, number: usize, puzzle: &SheetPuzzle) {
        let palette = self.palette;
        let figure = self.language.strings().figure;
        let y = cell.y + LINE_SIZE * 1.6;
        let words_x = self.heading(scene, cell, number, puzzle, y);
        if let Some(sheet_figure) = &puzzle.figure {
            self.figure_answer(scene, cell, (words_x, y), puzzle, sheet_figure);
            return;
        }
        let (line, drawn): (String, &[Layout]) = match &puzzle.key {
            Ok(key) if key.total == 0 => (figure.no_answer.to_owned(), &[]),
            Ok(key) => (
                figure.answers_line(&key.equations, key.total, key.drawn.len()),
                &key.drawn,
            ),
            Err(why) => (why.clone(), &[]),
        };
        scene.text(pt(words_x, y), line, LINE_SIZE, palette.ink, Align::Start);
        let bottom = cell.y + cell.height - 6.0;
        let top = y + 8.0;
        let width = cell.width - GUTTER;
        if drawn.len() <= 1 {
            let box_size = (width * 0.7, bottom - top);
            self.draw_fitted(
                scene,
                &puzzle.layout,
                drawn.first(),
                pt(cell.x + GUTTER, top),
                box_size,
            );
            return;
        }
        let equations = puzzle
            .key
            .as_ref()
            .map(|k| k.equations.as_slice())
            .unwrap_or_default();
        let caption = LINE_SIZE * 0.85;
        let gap = width * ANSWER_GAP;
        let column = (width - gap * (drawn.len() - 1) as f32) / drawn.len() as f32;
        for (i, answer) in drawn.iter().enumerate() {
            let x = cell.x + GUTTER + i as f32 * (column + gap);
            let box_size = (column, bottom - top - caption * 1.4);
            let (_, height) = self.draw_fitted(scene, &puzzle.layout, Some(answer), pt(x, top), box_size);
            if let Some(equation) = equations.get(i) {
                scene.text(
                    pt(x, top + height + caption * 1.2),
                    equation.clone(),
                    caption,
                    palette.faint,
                    Align::Start,
                );
            }
        }
    }

    /// A figure puzzle's answers: how many, and every one drawn of a puzzle with few (else the
    /// first), side by side, each over the puzzle with its moving sticks marked.
    fn figure_answer(
        &self,
        scene: &mut Scene,
        cell: Cell,
        (words_x, y): (f32, f32),
        puzzle: &SheetPuzzle,
        sheet_figure: &SheetFigure,
    ) {
        let figure = self.language.strings().figure;
        let line = match &puzzle.key {
            Ok(key) if key.total == 0 => figure.no_answer.to_owned(),
            Ok(key) if key.equations.is_empty() => (figure.answers)(&key.total.to_string(), key.total, 0),
            Ok(key) => figure.answers_line(&key.equations, key.total, sheet_figure.drawn.len()),
            Err(why) => why.clone(),
        };
        scene.text(pt(words_x, y), line, LINE_SIZE, self.palette.ink, Align::Start);
        let (top, bottom) = (y + 8.0, cell.y + cell.height - 6.0);
        let count = sheet_figure.drawn.len().max(1);
        let width = cell.width - GUTTER;
        let gap = width * ANSWER_GAP;
        let column = ((width - gap * (count - 1) as f32) / count as f32).min(width * 0.7);
        for (i, &answer) in sheet_figure.drawn.iter().enumerate() {
            let x = cell.x + GUTTER + i as f32 * (column + gap);
            self.draw_figure(
                scene,
                &sheet_figure.puzzle,
                Some(answer),
                pt(x, top),
                (column, bottom - top),
            );
        }
    }

    /// Draws a figure puzzle (with `answer` marked) as large as fits `width × height` at
    /// `origin`, its dots no further apart than a digit is wide on this sheet.
    fn draw_figure(
        &self,
        scene: &mut Scene,
        puzzle: &Puzzle,
        answer: Option<Sticks>,
        origin: Point,
        (width, height): (f32, f32),
    ) {
        let (w, h) = shapes::drawing_size(puzzle, 1.0);
        let spacing = (width / w.max(0.5))
            .min(height / h.max(0.5))
            .min(largest_digit(self.look.per_page));
        // A margin of half a stick keeps the dots and the thick sticks at the edges inside.
        let inset = spacing * 0.1;
        shapes::draw_sticks(
            scene,
            puzzle,
            answer,
            pt(origin.x + inset, origin.y + inset),
            spacing * 0.95,
            self.palette,
        );
    }

    /// Draws `layout` (with `answer` marked) as large as fits `width × height` at `origin`, but
    /// with a digit no wider than [`largest_digit`]; returns the size drawn.
    fn draw_fitted(
        &self,
        scene: &mut Scene,
        layout: &Layout,
        answer: Option<&Layout>,
        origin: super::super::scene::Point,
        (width, height): (f32, f32),
    ) -> (f32, f32) {
        let (w, h) = row_size(layout, 1.0);
        let unit = (width / w.max(0.1))
            .min(height / h.max(0.1))
            .min(largest_digit(self.look.per_page));
        if unit <= 0.0 {
            return (0.0, 0.0);
        }
        draw_row(scene, layout, answer, origin, unit, self.palette);
        (w * unit, h * unit)
    }
}

/// The widest a digit is drawn with `per_page` puzzles a page: 40 points at the default four (a
/// short equation is not blown up to the page's width), more as fewer share a page, so the
/// count a page is the figures' size.
pub(super) fn largest_digit(per_page: usize) -> f32 {
    160.0 / per_page.max(1) as f32
}
