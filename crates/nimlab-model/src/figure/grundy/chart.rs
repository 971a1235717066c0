//! The values as a bar chart, as the tab draws them: a bar of height g(n) for each n, a short
//! red stub for each P-position (g = 0), axes with ticks, and the certified period's repeats
//! marked by dashed lines.

use nimlab_core::games::grundy::GrundyTable;

use super::super::scene::{Align, Colour, Point, Scene, Shape, pt};
use super::super::theme::Palette;
use super::{TEXT_SIZE, framed, widest};
use crate::i18n::Language;

/// The plot's height, in points, at most; a value never gets more than [`MAX_UNIT`].
const PLOT_HEIGHT: f32 = 240.0;
const MAX_UNIT: f32 = 30.0;
/// Room left of the y axis for its labels, and under the x axis for its labels and name.
const LEFT: f32 = 54.0;
const BELOW: f32 = 46.0;
/// A P-position's stub, in values (the tab's 0.15).
const STUB: f32 = 0.15;
const TICK_SIZE: f32 = 12.0;

/// A tick step from 1, 2, 5, 10, 20, 50, … no smaller than `at_least`.
fn nice_step(at_least: f32) -> usize {
    let mut decade = 1;
    loop {
        for step in [decade, 2 * decade, 5 * decade] {
            if step as f32 >= at_least {
                return step;
            }
        }
        decade *= 10;
    }
}

/// One bar's colour: the stubs of P-positions in red, the rest in the value colour.
pub fn bar_colour(g: u32, palette: &Palette) -> Colour {
    if g == 0 { palette.leaves } else { palette.value }
}

/// The chart of `values` under `title`, with `table`'s certified period marked. Each bar is a
/// square-cornered [`Shape::Rect`] in [`bar_colour`]; nothing else is.
pub fn chart_scene(
    title: &str,
    values: &[u32],
    table: &GrundyTable,
    language: Language,
    palette: &Palette,
) -> Scene {
    let count = values.len();
    let pitch = if count <= 40 {
        20.0
    } else {
        (800.0 / count as f32).max(5.0)
    };
    let plot_width = count as f32 * pitch;
    let top = values.iter().copied().max().unwrap_or(0).max(1);
    let unit = (PLOT_HEIGHT / top as f32).min(MAX_UNIT);
    let plot_height = top as f32 * unit;
    let shown_period = table.period.map(|found| found.period);
    let dashed = shown_period.is_some_and(|p| p.period as f32 * pitch >= 10.0);
    let captions = vec![
        language.strings().figure.stub_legend.to_owned(),
        match shown_period {
            Some(p) => (language.strings().figure.period)(p.preperiod, p.period, dashed),
            None => (language.strings().figure.no_period)(table.searched),
        },
    ];
    let content_width = (LEFT + plot_width + 10.0).max(widest(&captions));
    let content_height = 14.0 + plot_height + BELOW + captions.len() as f32 * 22.0;
    let (mut scene, (left, content_top)) = framed(title, content_width, content_height, palette);
    let x0 = left + LEFT;
    let y0 = content_top + 14.0 + plot_height;
    let bar_x = |n: usize| x0 + n as f32 * pitch;
    let plot = Plot {
        x0,
        y0,
        pitch,
        unit,
        count,
        top,
    };
    plot.grid(&mut scene, palette);
    scene.bold(
        pt(left, content_top + 4.0),
        "g(n)",
        TICK_SIZE,
        palette.ink,
        Align::Start,
    );
    // The repeats of the period, behind the bars.
    if let Some(p) = shown_period.filter(|_| dashed) {
        for n in (p.preperiod..count).step_by(p.period).filter(|&n| n > 0) {
            let x = bar_x(n);
            let ends = (pt(x, y0), pt(x, y0 - plot_height - 8.0));
            line(&mut scene, ends, palette.faint, Some(4.0));
        }
    }
    let label_bars = pitch >= 16.0;
    for (n, &g) in values.iter().enumerate() {
        let height = if g == 0 {
            STUB * unit.max(20.0)
        } else {
            g as f32 * unit
        };
        let x = bar_x(n);
        scene.push(Shape::Rect {
            min: pt(x + pitch * 0.12, y0 - height),
            max: pt(x + pitch * 0.88, y0),
            radius: 0.0,
            fill: Some(bar_colour(g, palette)),
            stroke: None,
            dash: None,
        });
        if label_bars {
            let label_colour = if g == 0 { palette.leaves } else { palette.ink };
            let at = pt(x + pitch / 2.0, y0 - height - 3.0);
            scene.text(at, g.to_string(), 10.0, label_colour, Align::Middle);
        }
    }
    plot.axes(&mut scene, palette);
    let mut y = y0 + BELOW + 10.0;
    for caption in captions {
        scene.text(pt(left, y), caption, TEXT_SIZE, palette.faint, Align::Start);
        y += 22.0;
    }
    scene
}

/// A line one point wide.
fn line(scene: &mut Scene, (from, to): (Point, Point), colour: Colour, dash: Option<f32>) {
    scene.push(Shape::Line {
        from,
        to,
        width: 1.0,
        colour,
        dash,
    });
}

/// Where the plot lies on the page: its origin (n = 0, g = 0), a bar's pitch, a value's height.
struct Plot {
    x0: f32,
    y0: f32,
    pitch: f32,
    unit: f32,
    count: usize,
    top: u32,
}

impl Plot {
    /// The y axis's ticks and labels, and light grid lines at every step of g, behind the bars.
    fn grid(&self, scene: &mut Scene, palette: &Palette) {
        let (x0, y0) = (self.x0, self.y0);
        let width = self.count as f32 * self.pitch;
        let y_step = nice_step(self.top as f32 / 8.0);
        for g in (0..=self.top as usize).step_by(y_step) {
            let y = y0 - g as f32 * self.unit;
            if g > 0 {
                line(scene, (pt(x0, y), pt(x0 + width, y)), palette.rule, None);
            }
            line(scene, (pt(x0 - 4.0, y), pt(x0, y)), palette.ink, None);
            scene.text(
                pt(x0 - 7.0, y + 4.0),
                g.to_string(),
                TICK_SIZE,
                palette.faint,
                Align::End,
            );
        }
    }

    /// The axes over the bars' feet, n's ticks and labels, and the axis's name.
    fn axes(&self, scene: &mut Scene, palette: &Palette) {
        let (x0, y0, pitch) = (self.x0, self.y0, self.pitch);
        let width = self.count as f32 * pitch;
        let height = self.top as f32 * self.unit;
        line(scene, (pt(x0, y0), pt(x0 + width, y0)), palette.ink, None);
        line(scene, (pt(x0, y0), pt(x0, y0 - height - 8.0)), palette.ink, None);
        let x_step = nice_step(26.0 / pitch);
        for n in (0..self.count).step_by(x_step) {
            let x = x0 + n as f32 * pitch + pitch / 2.0;
            line(scene, (pt(x, y0), pt(x, y0 + 4.0)), palette.ink, None);
            scene.text(
                pt(x, y0 + 17.0),
                n.to_string(),
                TICK_SIZE,
                palette.faint,
                Align::Middle,
            );
        }
        scene.bold(
            pt(x0 + width / 2.0, y0 + 36.0),
            "n",
            TICK_SIZE,
            palette.ink,
            Align::Middle,
        );
    }
}
