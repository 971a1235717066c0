//! Matchstick equations drawn for the page: the sticks of a layout in wood with red heads, and
//! no outlines of the empty positions (on a worksheet they would show where sticks can go, half
//! the answer). An answer is drawn over its puzzle: sticks that leave dashed in vermillion where they
//! were, sticks that arrive in green.

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::{Layout, Slot};

use super::puzzle_page::PuzzlePage;
use super::scene::{Point, Scene, Shape, pt};
use super::theme::{Palette, Theme};
use crate::geometry::matchsticks::{Geometry, STICK_WIDTH, Stick, positions};
use crate::i18n::Language;

/// How a position is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// A stick, nothing changed.
    Stick,
    /// A stick that leaves in the answer: its outline, dashed.
    Leaves,
    /// A stick that arrives in the answer.
    Arrives,
}

/// The size of `layout`'s row at `unit` points per digit width.
pub fn row_size(layout: &Layout, unit: f32) -> (f32, f32) {
    let bounds = Geometry::new(layout).bounds();
    (bounds.width() * unit, bounds.height() * unit)
}

/// Draws `layout` with its top-left corner at `origin`, a digit `unit` points wide. With
/// `answer`, the answer's changes are marked on it.
pub fn draw_row(
    scene: &mut Scene,
    layout: &Layout,
    answer: Option<&Layout>,
    origin: Point,
    unit: f32,
    palette: &Palette,
) {
    let geometry = Geometry::new(layout);
    let bounds = geometry.bounds();
    let to_page = |x: f32, y: f32| {
        pt(
            origin.x + (x - bounds.min.x) * unit,
            origin.y + (y - bounds.min.y) * unit,
        )
    };
    let full = |layout: &Layout, at: StickPosition| {
        layout
            .slots
            .get(at.slot)
            .is_some_and(|s| s.sticks() >> at.bit & 1 == 1)
    };
    for at in positions(layout) {
        let mark = match (full(layout, at), answer.map(|a| full(a, at))) {
            (true, Some(false)) => Mark::Leaves,
            (false, Some(true)) => Mark::Arrives,
            (true, _) => Mark::Stick,
            (false, _) => continue,
        };
        draw_stick(scene, geometry.stick(layout, at), mark, &to_page, unit, palette);
    }
    for (slot, _) in layout
        .slots
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, Slot::Equals))
    {
        for stick in geometry.equals_sticks(slot) {
            draw_stick(scene, stick, Mark::Stick, &to_page, unit, palette);
        }
    }
}

fn draw_stick(
    scene: &mut Scene,
    stick: Stick,
    mark: Mark,
    to_page: &impl Fn(f32, f32) -> Point,
    unit: f32,
    palette: &Palette,
) {
    let thickness = STICK_WIDTH * unit;
    if stick.is_diagonal() {
        draw_diagonal(scene, stick, mark, (to_page, thickness), palette);
    } else {
        draw_straight(scene, stick, mark, (to_page, thickness), palette);
    }
    if mark == Mark::Stick {
        let along = (stick.tail - stick.head).normalized() * STICK_WIDTH * 0.55;
        let head = stick.head + along;
        scene.push(Shape::Circle {
            centre: to_page(head.x, head.y),
            radius: thickness * 0.62,
            fill: Some(palette.head),
            stroke: None,
        });
    }
}

/// A flat or upright stick: a rounded box (filled, or outlined dashed when it leaves).
fn draw_straight(
    scene: &mut Scene,
    stick: Stick,
    mark: Mark,
    (to_page, thickness): (&impl Fn(f32, f32) -> Point, f32),
    palette: &Palette,
) {
    let r = stick.rect(0.0);
    let (min, max) = (to_page(r.min.x, r.min.y), to_page(r.max.x, r.max.y));
    let (fill, stroke, dash) = match mark {
        Mark::Stick => (Some(palette.wood), None, None),
        Mark::Arrives => (Some(palette.arrives), None, None),
        // Never thinner than 0.8 pt, so a small answer on a key still prints its outline.
        Mark::Leaves => (
            None,
            Some(((thickness * 0.2).max(0.8), palette.leaves)),
            Some((thickness * 0.45).max(2.0)),
        ),
    };
    scene.push(Shape::Rect {
        min,
        max,
        radius: thickness / 2.0,
        fill,
        stroke,
        dash,
    });
}

/// A diagonal of × or ÷: a box cannot lean, so a thick line from end to end; one
/// that leaves is a thin dashed line along it.
fn draw_diagonal(
    scene: &mut Scene,
    stick: Stick,
    mark: Mark,
    (to_page, thickness): (&impl Fn(f32, f32) -> Point, f32),
    palette: &Palette,
) {
    let (colour, width, dash) = match mark {
        Mark::Stick => (palette.wood, thickness, None),
        Mark::Arrives => (palette.arrives, thickness, None),
        Mark::Leaves => (
            palette.leaves,
            (thickness * 0.3).max(0.8),
            Some((thickness * 0.45).max(2.0)),
        ),
    };
    scene.push(Shape::Line {
        from: to_page(stick.head.x, stick.head.y),
        to: to_page(stick.tail.x, stick.tail.y),
        width,
        colour,
        dash,
    });
}

/// One puzzle as a figure: its title, the instruction, the sticks; with the answer, the sticks
/// that move marked and the answer's equation under them.
#[derive(Clone, Debug)]
pub struct PuzzleFigure<'a> {
    /// The heading: the puzzle's title, or its equation.
    pub title: &'a str,
    /// The puzzle.
    pub layout: &'a Layout,
    /// Move, add or remove; how many steps, up to or exactly.
    pub budget: Budget,
    /// With the answer: the puzzle's answers, the first of them drawn.
    pub answer: Option<Answers<'a>>,
    /// The language of the instruction and captions.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

/// A puzzle's answers as a figure shows them.
#[derive(Clone, Copy, Debug)]
pub struct Answers<'a> {
    /// The answer drawn over the puzzle, if there is one.
    pub first: Option<&'a Layout>,
    /// The equations of the first answers.
    pub equations: &'a [String],
    /// How many answers there are in all.
    pub total: u128,
}

impl Answers<'_> {
    /// The lines under the drawing: the answers and what the colours mean, or that there is none.
    pub fn lines(&self, language: Language) -> Vec<String> {
        if self.total == 0 {
            return vec![language.strings().figure.no_answer.to_owned()];
        }
        vec![
            language.strings().figure.answers_line(
                self.equations,
                self.total,
                usize::from(self.first.is_some()),
            ),
            language.strings().figure.answer_legend.to_owned(),
        ]
    }
}

/// A digit's width on a single-puzzle figure, in points.
const UNIT: f32 = 56.0;
/// The widest a line of words is set when the sticks are narrower, in points.
const TEXT_MEASURE: f32 = 560.0;

impl PuzzleFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let lines: Vec<String> = self.answer.map(|a| a.lines(self.language)).unwrap_or_default();
        let page = PuzzlePage {
            title: self.title,
            instruction: (self.language.strings().figure.instruction)(self.budget),
            below: &lines,
            drawing: row_size(self.layout, UNIT),
            measure: TEXT_MEASURE,
            space_above: 0.0,
        };
        page.scene(&palette, |scene, origin| {
            draw_row(
                scene,
                self.layout,
                self.answer.and_then(|a| a.first),
                origin,
                UNIT,
                &palette,
            );
        })
    }
}
