//! The growth chart drawn for the page: calls of the naive recursion and of the coin-game article's
//! short-circuit recursion against the states of dynamic programming, as the pile grows, on a
//! logarithmic scale, the pile asked for marked. One curve climbs a straight line (exponential),
//! DP's stays on the floor.

use nimlab_core::games::CoinGame;
use nimlab_core::games::counts::SubtreeSizes;
use nimlab_core::games::recursive::Evaluation;

use super::scene::{Align, Colour, Point, Scene, Shape, approx_width, pt};
use super::theme::{Palette, Theme};
use crate::i18n::Language;
use crate::i18n::numbers;
use nimlab_core::games::growth::{GROWTH_MIN, Growth};

const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 20.0;
const SIZE: f32 = 13.0;
const TICK_SIZE: f32 = 12.0;
const PLOT: (f32, f32) = (900.0, 380.0);
/// Room left of the plot for the powers of ten.
const LEFT: f32 = 56.0;

/// The growth chart as a figure.
#[derive(Clone, Copy, Debug)]
pub struct GrowthFigure<'a> {
    /// The game.
    pub game: &'a CoinGame,
    /// The pile marked; the chart runs to it or to [`GROWTH_MIN`], whichever is larger.
    pub coins: u32,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

/// A step between labelled powers of ten from 1, 2, 5, 10, 20, 50, … giving at most ten labels.
fn decade_step(top: f64) -> usize {
    [1, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|&step| top / step as f64 <= 10.0)
        .unwrap_or(1000)
}

impl GrowthFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let t = self.language.strings().tree;
        let end = self.coins.max(GROWTH_MIN);
        let sized = self.game.solve(end);
        let full = SubtreeSizes::new(&sized, Evaluation::Full);
        let short = SubtreeSizes::new(&sized, Evaluation::ShortCircuit);
        let growth = Growth::new(&full, &short, end);
        let n = self.coins;
        let title = self
            .language
            .strings()
            .figure_growth_title(end, self.game.moves.takes(), self.game.rule);
        let intro = (t.growth_intro)(n, &numbers::abbreviate(full.of(n)), n + 1);
        let dp: Vec<f64> = (0..=end).map(|m| f64::from(m + 1).log10()).collect();
        let curves = [
            (t.growth_naive, &growth.naive[..], palette.lose),
            (t.growth_short_circuit, &growth.short_circuit[..], palette.winning),
            (t.growth_dp, &dp[..], palette.win),
        ];
        let top = growth.naive.iter().copied().fold(1.0, f64::max).ceil();
        let lines = [intro.as_str(), t.growth_hint];
        let text_width = lines
            .iter()
            .map(|l| approx_width(l, SIZE))
            .fold(approx_width(&title, TITLE_SIZE), f32::max);
        let legend_top = MARGIN + TITLE_SIZE + 2.0 * SIZE * 1.5 + 20.0;
        let plot_top = legend_top + curves.len() as f32 * SIZE * 1.5 + 30.0;
        let width = text_width.max(LEFT + PLOT.0 + 20.0) + 2.0 * MARGIN;
        let height = plot_top + PLOT.1 + 56.0 + MARGIN;
        let mut scene = Scene::headed(
            width,
            height,
            (palette.background, palette.ink),
            &title,
            TITLE_SIZE,
        );
        for (i, line) in lines.iter().enumerate() {
            let y = MARGIN + TITLE_SIZE + (i as f32 + 1.0) * SIZE * 1.5 + 4.0;
            let colour = if i == 0 { palette.ink } else { palette.faint };
            scene.text(pt(MARGIN, y), *line, SIZE, colour, Align::Start);
        }
        for (i, (name, _, colour)) in curves.iter().enumerate() {
            let y = legend_top + i as f32 * SIZE * 1.5;
            line(
                &mut scene,
                (pt(MARGIN, y - 4.0), pt(MARGIN + 28.0, y - 4.0)),
                3.0,
                *colour,
                None,
            );
            scene.text(pt(MARGIN + 36.0, y), *name, SIZE, palette.ink, Align::Start);
        }
        let plot = Plot {
            x0: MARGIN + LEFT,
            y0: plot_top + PLOT.1,
            end,
            top,
        };
        plot.axes(&mut scene, (t.growth_x, t.growth_y), &palette);
        for (_, values, colour) in curves {
            let points = values
                .iter()
                .enumerate()
                .map(|(m, &log)| plot.at(m as u32, log))
                .collect();
            scene.push(Shape::Polyline {
                points,
                width: 2.4,
                colour,
                dash: None,
            });
        }
        // The pile asked for: a dashed line up, a dot on each curve, its name at the top.
        let marked = [
            growth.naive[n as usize],
            growth.short_circuit[n as usize],
            dp[n as usize],
        ];
        let (foot, head) = (plot.at(n, 0.0), plot.at(n, top));
        line(&mut scene, (foot, head), 1.2, palette.current, Some(4.0));
        for log in marked {
            scene.push(Shape::Circle {
                centre: plot.at(n, log),
                radius: 4.5,
                fill: Some(palette.current),
                stroke: Some((1.5, palette.background)),
            });
        }
        // Its name over the plot, where no curve runs, kept inside the page near either end.
        let label = (t.growth_now)(n);
        let align = if n * 5 > end * 4 {
            Align::End
        } else if n * 5 < end {
            Align::Start
        } else {
            Align::Middle
        };
        let at = pt(head.x, head.y - 6.0);
        scene.bold(at, label, TICK_SIZE, palette.ink, align);
        scene
    }
}

/// Where the plot lies: its origin (n = 0, 10⁰) and the ends of its axes.
struct Plot {
    x0: f32,
    y0: f32,
    end: u32,
    top: f64,
}

impl Plot {
    /// The point of pile `n` at log₁₀ value `log`.
    fn at(&self, n: u32, log: f64) -> Point {
        pt(
            self.x0 + n as f32 / self.end.max(1) as f32 * PLOT.0,
            self.y0 - (log / self.top) as f32 * PLOT.1,
        )
    }

    /// Grid lines and powers of ten up the side, piles along the bottom, the axes' names.
    fn axes(&self, scene: &mut Scene, (x_name, y_name): (&str, &str), palette: &Palette) {
        let step = decade_step(self.top);
        for exponent in (0..=self.top as usize).step_by(step) {
            let y = self.at(0, exponent as f64).y;
            if exponent > 0 {
                line(
                    scene,
                    (pt(self.x0, y), pt(self.x0 + PLOT.0, y)),
                    0.6,
                    palette.rule,
                    None,
                );
            }
            let label = format!("10{}", numbers::superscript(exponent));
            scene.text(
                pt(self.x0 - 8.0, y + 4.0),
                label,
                TICK_SIZE,
                palette.faint,
                Align::End,
            );
        }
        let n_step = [1, 2, 5, 10, 20, 50, 100, 200]
            .into_iter()
            .find(|&s| self.end / s <= 15)
            .unwrap_or(500);
        for n in (0..=self.end).step_by(n_step as usize) {
            let x = self.at(n, 0.0).x;
            line(
                scene,
                (pt(x, self.y0), pt(x, self.y0 + 4.0)),
                1.0,
                palette.ink,
                None,
            );
            scene.text(
                pt(x, self.y0 + 18.0),
                n.to_string(),
                TICK_SIZE,
                palette.faint,
                Align::Middle,
            );
        }
        line(
            scene,
            (pt(self.x0, self.y0), pt(self.x0 + PLOT.0, self.y0)),
            1.0,
            palette.ink,
            None,
        );
        line(
            scene,
            (pt(self.x0, self.y0), pt(self.x0, self.y0 - PLOT.1)),
            1.0,
            palette.ink,
            None,
        );
        let x_name_at = pt(self.x0 + PLOT.0 / 2.0, self.y0 + 40.0);
        scene.bold(x_name_at, x_name, TICK_SIZE, palette.ink, Align::Middle);
        let y_name_at = pt(self.x0 - LEFT, self.y0 - PLOT.1 - 12.0);
        scene.bold(y_name_at, y_name, TICK_SIZE, palette.ink, Align::Start);
    }
}

fn line(scene: &mut Scene, (from, to): (Point, Point), width: f32, colour: Colour, dash: Option<f32>) {
    scene.push(Shape::Line {
        from,
        to,
        width,
        colour,
        dash,
    });
}

#[cfg(test)]
mod tests;
