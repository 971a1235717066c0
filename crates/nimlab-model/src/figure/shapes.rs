//! A figure puzzle drawn for the page: the canvas's dots, the sticks on the lattice's edges
//! (square or triangular), the instruction worded from its goal, and with the answer the sticks
//! that leave dashed and thin, those that arrive solid, as the equations' figures mark them, so
//! the answer reads in black and white too.

use nimlab_core::shapes::canvas::{Dot, Lattice};
use nimlab_core::shapes::edge_table::EdgeTable;
use nimlab_core::shapes::puzzle::{Figure, Puzzle};
use nimlab_core::shapes::solve::solve_within;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::watch::Unwatched;

use super::puzzle_page::PuzzlePage;
use super::scene::{Point, Scene, Shape, pt};
use super::theme::{Palette, Theme};
use crate::i18n::Language;

/// A figure puzzle as a figure, with or without its answer.
#[derive(Clone, Debug)]
pub struct ShapesFigure<'a> {
    /// The heading.
    pub title: &'a str,
    /// The puzzle.
    pub puzzle: &'a Puzzle,
    /// With the answer: the answer's sticks, drawn over the puzzle.
    pub answer: Option<Sticks>,
    /// The language of the instruction.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

/// The distance between neighbouring dots, in points.
const SPACING: f32 = 48.0;
/// The widest a line of words is set, in points.
const TEXT_MEASURE: f32 = 480.0;

/// The puzzle's instruction, worded from its budget and figure.
pub fn instruction(puzzle: &Puzzle, language: Language) -> String {
    let triangles = puzzle.canvas().lattice() == Lattice::Triangular;
    (language.strings().figure.figure_instruction)(puzzle.budget, &puzzle.figure, triangles)
}

/// A dot's place in units of the spacing: a triangular lattice's odd rows sit half a step
/// right, and its rows are √3/2 apart so every stick is one unit long.
fn place(lattice: Lattice, dot: Dot) -> (f32, f32) {
    let (column, row) = (f32::from(dot.column), f32::from(dot.row));
    match lattice {
        Lattice::Square => (column, row),
        Lattice::Triangular => (column + 0.5 * f32::from(dot.row % 2), row * 3f32.sqrt() / 2.0),
    }
}

/// The room between a puzzle and its target figure, in units of the spacing: an arrow's length
/// and a margin either side.
const TARGET_GAP: f32 = 1.6;

/// The canvas's size in units of the spacing.
fn canvas_size(puzzle: &Puzzle) -> (f32, f32) {
    let canvas = puzzle.canvas();
    let corner = place(
        canvas.lattice(),
        Dot {
            column: canvas.width() - 1,
            row: canvas.height() - 1,
        },
    );
    let odd = canvas.lattice() == Lattice::Triangular && canvas.height() > 1;
    let width = f32::from(canvas.width() - 1) + if odd { 0.5 } else { 0.0 };
    (width, corner.1)
}

/// A target figure's sticks and the box its ends span (left, top, right, bottom, in units of
/// the spacing on the puzzle's canvas), if the puzzle's figure is a target with sticks.
fn target_box(puzzle: &Puzzle) -> Option<(Sticks, [f32; 4])> {
    let Figure::Target { sticks, .. } = puzzle.figure else {
        return None;
    };
    let table = EdgeTable::new(puzzle.canvas());
    let lattice = puzzle.canvas().lattice();
    let ends = sticks.edges().flat_map(|edge| {
        let edge = table.edges()[edge];
        [place(lattice, edge.from), place(lattice, edge.to)]
    });
    let mut bounds: Option<[f32; 4]> = None;
    for (x, y) in ends {
        let b = bounds.get_or_insert([x, y, x, y]);
        *b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
    }
    bounds.map(|b| (sticks, b))
}

/// The drawing's size in points at `spacing`: the canvas, and a target figure beside it (drawn
/// on the page as on the board, so "make the target figure" shows what to make).
pub fn drawing_size(puzzle: &Puzzle, spacing: f32) -> (f32, f32) {
    let (width, height) = canvas_size(puzzle);
    match target_box(puzzle) {
        Some((_, [left, top, right, bottom])) => (
            (width + TARGET_GAP + (right - left)) * spacing,
            height.max(bottom - top) * spacing,
        ),
        None => (width * spacing, height * spacing),
    }
}

/// Draws a target figure to the right of the canvas drawn at `origin`, an arrow between: the
/// figure alone, its sticks as the puzzle's, centred on the canvas's height.
fn draw_target(scene: &mut Scene, puzzle: &Puzzle, origin: Point, spacing: f32, palette: &Palette) {
    let Some((sticks, [left, top, _, bottom])) = target_box(puzzle) else {
        return;
    };
    let (width, height) = canvas_size(puzzle);
    let table = EdgeTable::new(puzzle.canvas());
    let lattice = puzzle.canvas().lattice();
    let x0 = origin.x + (width + TARGET_GAP) * spacing;
    let y0 = origin.y + (height - (bottom - top)).max(0.0) / 2.0 * spacing;
    let at = |dot: Dot| {
        let (x, y) = place(lattice, dot);
        pt(x0 + (x - left) * spacing, y0 + (y - top) * spacing)
    };
    let thickness = (spacing * 0.12).max(1.5);
    for edge in sticks.edges() {
        let edge = table.edges()[edge];
        scene.push(Shape::Line {
            from: at(edge.from),
            to: at(edge.to),
            width: thickness,
            colour: palette.wood,
            dash: None,
        });
    }
    // The arrow, from the canvas to the target, at the canvas's middle height.
    let middle = origin.y + height.max(bottom - top) / 2.0 * spacing;
    let (start, end) = (
        origin.x + (width + 0.35) * spacing,
        origin.x + (width + TARGET_GAP - 0.35) * spacing,
    );
    let head = spacing * 0.2;
    let stroke = (spacing * 0.04).max(1.0);
    for (from, to) in [
        (pt(start, middle), pt(end, middle)),
        (pt(end - head, middle - head), pt(end, middle)),
        (pt(end - head, middle + head), pt(end, middle)),
    ] {
        scene.push(Shape::Line {
            from,
            to,
            width: stroke,
            colour: palette.ink,
            dash: None,
        });
    }
}

/// Draws the dots and sticks of `puzzle` at `origin`, with `answer` marked over them.
pub fn draw_sticks(
    scene: &mut Scene,
    puzzle: &Puzzle,
    answer: Option<Sticks>,
    origin: Point,
    spacing: f32,
    palette: &Palette,
) {
    let canvas = puzzle.canvas();
    let table = EdgeTable::new(canvas);
    let at = |dot: Dot| {
        let (x, y) = place(canvas.lattice(), dot);
        pt(origin.x + x * spacing, origin.y + y * spacing)
    };
    let thickness = (spacing * 0.12).max(1.5);
    let kept = answer.map_or(puzzle.sticks(), |a| a.intersection(puzzle.sticks()));
    let leaves = answer.map_or(Sticks::EMPTY, |a| puzzle.sticks().minus(a));
    let arrives = answer.map_or(Sticks::EMPTY, |a| a.minus(puzzle.sticks()));
    let line = |scene: &mut Scene, edge: usize, width: f32, colour, dash| {
        let edge = table.edges()[edge];
        scene.push(Shape::Line {
            from: at(edge.from),
            to: at(edge.to),
            width,
            colour,
            dash,
        });
    };
    for edge in kept.edges() {
        line(scene, edge, thickness, palette.wood, None);
    }
    for edge in arrives.edges() {
        line(scene, edge, thickness, palette.arrives, None);
    }
    // Thin and dashed: a leaving stick reads as gone in grey, and never as one that stays.
    for edge in leaves.edges() {
        line(
            scene,
            edge,
            (thickness * 0.35).max(0.8),
            palette.leaves,
            Some((spacing * 0.12).max(2.0)),
        );
    }
    for row in 0..canvas.height() {
        for column in 0..canvas.width() {
            scene.push(Shape::Circle {
                centre: at(Dot { column, row }),
                radius: (spacing * 0.05).max(1.0),
                fill: Some(palette.faint),
                stroke: None,
            });
        }
    }
    draw_target(scene, puzzle, origin, spacing, palette);
}

impl ShapesFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let legend: Vec<String> = self
            .answer
            .map(|_| self.language.strings().figure.answer_legend.to_owned())
            .into_iter()
            .collect();
        let page = PuzzlePage {
            title: self.title,
            instruction: instruction(self.puzzle, self.language),
            below: &legend,
            drawing: drawing_size(self.puzzle, SPACING),
            measure: TEXT_MEASURE,
            // A dot's ring reaches above the top row of sticks.
            space_above: 12.0,
        };
        page.scene(&palette, |scene, origin| {
            draw_sticks(scene, self.puzzle, self.answer, origin, SPACING, &palette);
        })
    }
}

/// A figure puzzle's figure, with its first answer drawn when `with_answer`, or why not (a
/// budget past the solver, or no answer within it).
pub fn puzzle_scene(
    title: &str,
    puzzle: &Puzzle,
    with_answer: bool,
    language: Language,
    theme: Theme,
) -> Result<Scene, String> {
    let answer = if with_answer {
        let solved = solve_within(puzzle, 1, &mut Unwatched).map_err(|e| e.to_string())?;
        let first = solved.answers.first().map(|a| a.sticks);
        Some(first.ok_or_else(|| language.strings().figure.no_answer.to_owned())?)
    } else {
        None
    };
    Ok(ShapesFigure {
        title,
        puzzle,
        answer,
        language,
        theme,
    }
    .scene())
}

// A figure puzzle checked: solved, its badge, answers as text, difficulty (the collection's
// check, `match check` and worksheets' keys).
pub mod check;

#[cfg(test)]
mod tests;
