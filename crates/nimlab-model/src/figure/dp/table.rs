//! The DP figure's table: each pile's outcome (written, Win or Lose) and winning takes, in
//! columns of at most [`ROWS`] rows, spread apart on a slide.

use nimlab_core::games::coin_game::Outcome;

use super::super::scene::{Align, Colour, Scene, Shape, approx_width, pt};
use super::super::steps::{self, Mark, Stage};
use super::super::theme::Palette;
use super::{MARGIN, ROW, ROWS, Row, SIZE};
use crate::i18n::Language;

/// Where the table's columns sit: the outcome after the pile, the takes after the outcome.
pub(super) struct TableShape {
    pub(super) takes_at: f32,
    pub(super) column: f32,
    /// From one column's left edge to the next's: the column's width, or more on a slide.
    pub(super) spacing: f32,
    pub(super) row: f32,
    pub(super) per_column: usize,
}

impl TableShape {
    pub(super) fn of(rows: &[Row], language: Language) -> Self {
        let strings = language.strings();
        let takes_width = rows
            .iter()
            .map(|(_, _, t)| approx_width(t, SIZE))
            .fold(approx_width(strings.figure.dp_winning_takes, SIZE), f32::max);
        // Where the takes start: after the widest of the outcome column's words.
        let takes_at = 34.0
            + [strings.figure.dp_outcome, strings.win, strings.lose]
                .iter()
                .map(|w| approx_width(w, SIZE))
                .fold(0.0, f32::max)
            + 12.0;
        Self {
            takes_at,
            column: takes_at + takes_width + 28.0,
            spacing: takes_at + takes_width + 28.0,
            row: ROW,
            per_column: ROWS,
        }
    }

    pub(super) fn columns(&self, rows: usize) -> f32 {
        rows.div_ceil(self.per_column).max(1) as f32
    }

    pub(super) fn width(&self, rows: usize) -> f32 {
        self.columns(rows) * self.column
    }

    pub(super) fn draw(
        &self,
        scene: &mut Scene,
        rows: &[Row],
        top: f32,
        marks: Option<&[Mark]>,
        language: Language,
        palette: &Palette,
    ) {
        let strings = language.strings();
        for (c, chunk) in rows.chunks(self.per_column).enumerate() {
            let x = MARGIN + c as f32 * self.spacing;
            let heading = [
                ("n", x + 24.0, Align::End),
                (strings.figure.dp_outcome, x + 34.0, Align::Start),
                (strings.figure.dp_winning_takes, x + self.takes_at, Align::Start),
            ];
            for (text, at, align) in heading {
                scene.bold(pt(at, top), text, SIZE, palette.faint, align);
            }
            scene.push(Shape::Line {
                from: pt(x, top + 5.0),
                to: pt(x + self.column - 28.0, top + 5.0),
                width: 0.6,
                colour: palette.rule,
                dash: None,
            });
            for (r, (n, outcome, takes)) in chunk.iter().enumerate() {
                let y = top + (r as f32 + 1.0) * self.row;
                let mark = steps::mark_of(marks, *n as usize);
                if mark.current {
                    scene.push(Shape::Rect {
                        min: pt(x, y - ROW + 4.0),
                        max: pt(x + self.column - 28.0, y + 4.0),
                        radius: 3.0,
                        fill: Some(Colour {
                            alpha: 48,
                            ..palette.current
                        }),
                        stroke: Some((1.2, palette.current)),
                        dash: None,
                    });
                }
                if mark.stage != Stage::Done {
                    scene.text(pt(x + 24.0, y), n.to_string(), SIZE, palette.faint, Align::End);
                    continue;
                }
                let (word, colour) = match outcome {
                    Outcome::Win => (strings.win, palette.win),
                    Outcome::Lose => (strings.lose, palette.lose),
                };
                scene.text(pt(x + 24.0, y), n.to_string(), SIZE, palette.ink, Align::End);
                scene.bold(pt(x + 34.0, y), word, SIZE, colour, Align::Start);
                let at = pt(x + self.takes_at, y);
                scene.text(at, takes.clone(), SIZE, palette.ink, Align::Start);
            }
        }
    }
}
