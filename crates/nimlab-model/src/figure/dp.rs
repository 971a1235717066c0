//! The coin-game article's dynamic programming drawn for the page: the DAG of every position once,
//! from the pile down to 0 (winning takes arc above in orange, the other takes below), over the
//! table of whether the player to move wins and the takes that win. The table comes in columns of a
//! fixed number of rows so a long one stays legible (the page grows wider, nothing is left out);
//! the DAG is drawn for piles up to [`DAG_MAX_COINS`], and past that the figure says so.

use nimlab_core::games::Solution;
use nimlab_core::games::coin_game::Outcome;

use super::node::Node;
use super::scene::{Align, Colour, Point, Scene, Shape, approx_width, pt, wrap};
use super::slide::Slide;
use super::steps::{self, Mark, Stage};
use super::theme::{Palette, Theme};
use crate::i18n::Language;
use table::TableShape;

mod table;

/// Rows in one column of the table.
pub const ROWS: usize = 40;

/// The fewest rows in a column of the table on a slide, which sets a short table in columns
/// side by side.
const SLIDE_ROWS: usize = 8;

/// Winning takes a row lists before saying how many more there are: a thousand takes on each of
/// a thousand rows would be a million numbers, a file of hundreds of megabytes.
pub const TAKES_LISTED: usize = 8;

/// The largest pile whose DAG is drawn: 61 positions in a row fill a wide slide.
pub const DAG_MAX_COINS: u32 = 60;

const ROW: f32 = 16.0;
const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 18.0;
/// "Step 5 of 14" under the title of a frame of the step-through.
const STEP_SIZE: f32 = 15.0;
const SIZE: f32 = 10.5;
/// The DAG: positions this far apart, this large; arcs at most this high.
const PITCH: f32 = 38.0;
/// Large enough for the value's letter in its badge (`geometry::badge`).
const RADIUS: f32 = 12.0;
const ARC_MAX: f32 = 110.0;
/// The narrowest the captions wrap to: about a slide's line.
const LEGEND_WIDTH: f32 = 760.0;

/// The coin-game article's DP (its DAG and its table) as a figure.
#[derive(Clone, Copy, Debug)]
pub struct DpFigure<'a> {
    /// The solved game, up to the pile asked for.
    pub solution: &'a Solution,
    /// The largest pile in the table.
    pub coins: u32,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
    /// The slide it fills, or its own size.
    pub slide: Option<Slide>,
}

/// How high the arc of a take of `take` positions rises.
fn arc_height(take: u32) -> f32 {
    (10.0 + take as f32 * PITCH * 0.3).min(ARC_MAX)
}

/// The table's rows: the pile, its outcome and its winning takes in words.
type Row = (u32, Outcome, String);

impl DpFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        self.draw(None)
    }

    /// Steps of the bottom-up fill: one state a step, from 0 to the pile.
    pub fn steps(&self) -> usize {
        self.coins as usize + 1
    }

    /// The figure after `filled` steps of the fill, `caption` under its title: the states not
    /// filled yet are empty circles and blank rows, the newest ringed and its row marked.
    pub fn scene_at(&self, filled: usize, caption: &str) -> Scene {
        let marks = steps::dp_marks(self.coins, filled);
        self.draw(Some((&marks, caption)))
    }

    /// What the step `filled` did, as the window says it: "Filled: 5 coins is Win".
    pub fn step_words(&self, filled: usize) -> Option<String> {
        let coins = u32::try_from(filled.checked_sub(1)?).ok()?;
        let strings = self.language.strings();
        let outcome = strings.outcome(self.solution.outcome(coins));
        Some((strings.tree.dp_fill)(coins, outcome))
    }

    /// The figure, at a step of the fill when given (each state's mark, the caption).
    fn draw(&self, step: Option<(&[Mark], &str)>) -> Scene {
        let marks = step.map(|(marks, _)| marks);
        let palette = self.theme.palette();
        let game = &self.solution.game;
        let strings = self.language.strings();
        let title = strings.figure_dp_title(self.coins, game.moves.takes(), game.rule);
        let rows = self.rows();
        let mut table = TableShape::of(&rows, self.language);
        let dag = self.dag_takes();
        let caption = match dag {
            Some(_) => strings.figure.dp_dag_legend.to_owned(),
            None => (strings.figure.dp_dag_omitted)(DAG_MAX_COINS, u64::from(self.coins) + 1),
        };
        // Under a frame of the step-through, on a line of its own: what its marks mean.
        let marks_legend = step.map(|_| strings.figure.dp_marks_legend);
        let step_room = if step.is_some() { STEP_SIZE * 1.8 } else { 0.0 };
        let (above, below) = dag.map_or((0.0, 0.0), |(winning, other)| {
            let rise = |t: u32| if t > 0 { arc_height(t) + 6.0 } else { 0.0 };
            (rise(winning), rise(other))
        });
        let dag_width = dag.map_or(0.0, |_| self.coins as f32 * PITCH + 2.0 * RADIUS);
        // The captions wrap to the drawing's width (or a short paragraph's), so a small DP is
        // not shrunk on the page to make room for one long line of words.
        let text_width = (table.width(rows.len()))
            .max(dag_width)
            .max(approx_width(&title, TITLE_SIZE))
            .max(LEGEND_WIDTH);
        let captions: Vec<String> = std::iter::once(caption.as_str())
            .chain(marks_legend)
            .flat_map(|text| wrap(text, SIZE, text_width))
            .collect();
        let width = text_width + 2.0 * MARGIN;
        let caption_y = MARGIN + TITLE_SIZE + step_room + 24.0;
        let legend_room = (captions.len() - 1) as f32 * SIZE * 1.6;
        let dag_y = caption_y + legend_room + 12.0 + above + RADIUS;
        let table_top = match dag {
            Some(_) => dag_y + RADIUS + below + 34.0,
            None => caption_y + legend_room + 30.0,
        };
        if let Some(slide) = self.slide {
            // On a slide the table's columns stand side by side, as many as the room under the
            // DAG calls for at a comfortable row each, so it spreads across the page rather
            // than down its left edge or into a column of rows far apart.
            let natural = table_top + (rows.len().min(ROWS) as f32 + 0.4) * ROW + MARGIN;
            let room_down = (width / slide.aspect()).max(natural) - table_top - MARGIN;
            let per_column = ((room_down / (ROW * 1.6)) as usize).clamp(SLIDE_ROWS, ROWS);
            let fewest = rows.len().div_ceil(ROWS);
            let most = (((width - 2.0 * MARGIN) / table.column) as usize).max(fewest);
            let columns = rows.len().div_ceil(per_column).clamp(fewest, most);
            table.per_column = rows.len().div_ceil(columns.max(1)).max(1);
        }
        // The heading and the rows, the last row's descenders under its baseline.
        let lines = rows.len().min(table.per_column) as f32 + 1.0;
        let height = table_top + (lines - 0.6) * ROW + MARGIN;
        // On a slide the table's columns and rows spread apart (and the DAG with the page)
        // until the drawing fills it.
        let (wider, taller) = self.slide.map_or((0.0, 0.0), |s| s.room(width, height));
        let (width, height) = (width + wider, height + taller);
        // On a slide the DAG spans the page, however short the pile. (At its own size it
        // keeps its pitch: spread out, each frame of an animation would change a rectangle
        // from one side of the page to the other, twice the encoding.)
        let pitch = match self.slide {
            Some(_) if self.coins > 0 => (width - 2.0 * (MARGIN + RADIUS)) / self.coins as f32,
            _ => PITCH,
        };
        if self.slide.is_some() {
            table.row = ROW + taller / (lines - 1.0);
            table.spacing = table
                .column
                .max((width - 2.0 * MARGIN) / table.columns(rows.len()));
        }
        let mut scene = Scene::headed(
            width,
            height,
            (palette.background, palette.ink),
            &title,
            TITLE_SIZE,
        );
        if let Some((_, step_caption)) = step {
            let at = pt(MARGIN, MARGIN + TITLE_SIZE + step_room);
            scene.bold(at, step_caption.to_owned(), STEP_SIZE, palette.ink, Align::Start);
        }
        for (i, line) in captions.into_iter().enumerate() {
            let at = pt(MARGIN, caption_y + i as f32 * SIZE * 1.6);
            scene.text(at, line, SIZE, palette.faint, Align::Start);
        }
        if dag.is_some() {
            self.draw_dag(&mut scene, (dag_y, pitch), marks, &palette);
        }
        table.draw(&mut scene, &rows, table_top, marks, self.language, &palette);
        super::slide::framed(scene, self.slide)
    }

    /// Each pile's row of the table.
    fn rows(&self) -> Vec<Row> {
        (0..=self.coins)
            .map(|n| {
                let takes = self.solution.winning_moves(n);
                let mut listed = takes
                    .iter()
                    .take(TAKES_LISTED)
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                if takes.len() > TAKES_LISTED {
                    listed.push_str(&(self.language.strings().figure.and_more)(
                        takes.len() - TAKES_LISTED,
                    ));
                }
                (n, self.solution.outcome(n), listed)
            })
            .collect()
    }

    /// The DAG's longest winning take and longest other take (0 for none), or `None` when the
    /// pile is too large for a DAG on one page.
    fn dag_takes(&self) -> Option<(u32, u32)> {
        if self.coins > DAG_MAX_COINS {
            return None;
        }
        let game = &self.solution.game;
        let mut longest = (0, 0);
        for n in 0..=self.coins {
            for take in game.legal_moves(n) {
                if self.solution.is_winning_move(n, take) {
                    longest.0 = longest.0.max(take);
                } else {
                    longest.1 = longest.1.max(take);
                }
            }
        }
        Some(longest)
    }

    /// The positions in a row from the pile (left) down to 0, each take an arc: winning takes
    /// above, the others below, each ending in an arrowhead at the position it leads to.
    fn draw_dag(&self, scene: &mut Scene, (y, pitch): (f32, f32), marks: Option<&[Mark]>, palette: &Palette) {
        let mark = |n: u32| steps::mark_of(marks, n as usize);
        let x_of = |n: u32| MARGIN + RADIUS + (self.coins - n) as f32 * pitch;
        let game = &self.solution.game;
        // The other takes first, so the winning ones are drawn over them.
        for winning in [false, true] {
            for n in (0..=self.coins).filter(|&n| mark(n).stage == Stage::Done) {
                for take in game.legal_moves(n) {
                    if self.solution.is_winning_move(n, take) != winning {
                        continue;
                    }
                    let side = if winning { -1.0 } else { 1.0 };
                    let from = pt(x_of(n), y + side * RADIUS * 0.8);
                    let to = pt(x_of(n - take), y + side * RADIUS * 0.8);
                    let (colour, width) = if winning {
                        (palette.winning, 2.4)
                    } else {
                        (palette.rule, 1.0)
                    };
                    arc(scene, (from, to), side * arc_height(take), colour, width);
                }
            }
        }
        for n in 0..=self.coins {
            let outcome = self.solution.outcome(n);
            let outline = match outcome {
                Outcome::Win => palette.win,
                Outcome::Lose => palette.lose,
            };
            let centre = pt(x_of(n), y);
            let done = mark(n).stage == Stage::Done;
            let label = n.to_string();
            let node = Node {
                centre,
                radius: RADIUS,
                label: &label,
                note: None,
                fill: done.then_some(palette.node),
                stroke: if done {
                    (1.6, outline)
                } else {
                    (0.9, palette.faint)
                },
                ink: if done { palette.node_ink } else { palette.faint },
                value: done.then_some(Some(outcome)),
                repeats: None,
            };
            node.draw(scene, self.language, palette);
            if mark(n).current {
                super::node::ring_current(scene, centre, RADIUS, palette);
            }
        }
    }
}

/// A parabola from `from` to `to` rising `rise` points (downwards when negative is up, as on
/// the page), with an arrowhead at `to`.
fn arc(scene: &mut Scene, (from, to): (Point, Point), rise: f32, colour: Colour, width: f32) {
    const STEPS: usize = 16;
    let at = |u: f32| {
        pt(
            from.x + (to.x - from.x) * u,
            from.y + (to.y - from.y) * u + rise * 4.0 * u * (1.0 - u),
        )
    };
    let points = (0..=STEPS).map(|i| at(i as f32 / STEPS as f32)).collect();
    scene.push(Shape::Polyline {
        points,
        width,
        colour,
        dash: None,
    });
    // The arrowhead follows the curve's direction where it ends.
    let (dx, dy) = (to.x - from.x, (to.y - from.y) - 4.0 * rise);
    let length = dx.hypot(dy).max(1e-3);
    let (ux, uy) = (dx / length, dy / length);
    for turn in [0.45_f32, -0.45] {
        let (sin, cos) = turn.sin_cos();
        let back = pt(
            to.x - 6.0 * (ux * cos - uy * sin),
            to.y - 6.0 * (ux * sin + uy * cos),
        );
        scene.push(Shape::Line {
            from: back,
            to,
            width,
            colour,
            dash: None,
        });
    }
}

#[cfg(test)]
mod tests;
