//! The values as a table: n and g(n) side by side, P-positions marked, wrapped into columns of
//! [`ROWS`] rows, more for long counts (about √(3·count)), so a long count stays on one legible
//! page about as wide as a slide.

use super::super::scene::{Align, Scene, Shape, approx_width, pt};
use super::super::theme::Palette;
use super::{TEXT_SIZE, framed};
use crate::i18n::Language;

/// The rows of a column, for counts up to 200.
const ROWS: usize = 25;
/// A row's height.
const ROW: f32 = 21.0;
/// Between two columns.
const GAP: f32 = 26.0;

/// The table of `values` (g(0), g(1), …) under `title`: every g(n) a text of its own, right
/// aligned after its n.
pub fn table_scene(title: &str, values: &[u32], language: Language, palette: &Palette) -> Scene {
    let count = values.len().max(1);
    let most_rows = ROWS.max(((count * 3) as f32).sqrt().ceil() as usize);
    let columns = count.div_ceil(most_rows);
    let rows = count.div_ceil(columns);
    let digits = |v: usize| v.max(1).ilog10() as usize + 1;
    let n_width = approx_width(&"0".repeat(digits(count - 1)), TEXT_SIZE).max(approx_width("n", TEXT_SIZE));
    let g_top = values.iter().copied().max().unwrap_or(0) as usize;
    let g_width = approx_width(&"0".repeat(digits(g_top)), TEXT_SIZE).max(approx_width("g(n)", TEXT_SIZE));
    let p_width = approx_width("P", TEXT_SIZE);
    let column = n_width + 16.0 + g_width + 10.0 + p_width;
    let table_width = columns as f32 * column + (columns - 1) as f32 * GAP;
    let legend = language.strings().figure.p_legend;
    let content_width = table_width.max(approx_width(legend, TEXT_SIZE));
    let table_height = (rows + 1) as f32 * ROW + 6.0;
    let (mut scene, (left, top)) = framed(title, content_width, table_height + 2.0 * ROW, palette);
    for c in 0..columns {
        let x = left + c as f32 * (column + GAP);
        let n_right = x + n_width;
        let g_right = n_right + 16.0 + g_width;
        let head = top + ROW - 6.0;
        scene.bold(pt(n_right, head), "n", TEXT_SIZE, palette.faint, Align::End);
        scene.bold(pt(g_right, head), "g(n)", TEXT_SIZE, palette.ink, Align::End);
        scene.push(Shape::Line {
            from: pt(x, top + ROW),
            to: pt(x + column, top + ROW),
            width: 1.0,
            colour: palette.rule,
            dash: None,
        });
        if c > 0 {
            let rule_x = x - GAP / 2.0;
            scene.push(Shape::Line {
                from: pt(rule_x, top + 4.0),
                to: pt(rule_x, top + table_height),
                width: 0.8,
                colour: palette.rule,
                dash: None,
            });
        }
        for (n, &g) in values.iter().enumerate().skip(c * rows).take(rows) {
            let baseline = top + ROW + ((n - c * rows) + 1) as f32 * ROW - 5.0;
            scene.text(
                pt(n_right, baseline),
                n.to_string(),
                TEXT_SIZE,
                palette.faint,
                Align::End,
            );
            let colour = if g == 0 { palette.leaves } else { palette.ink };
            scene.text(
                pt(g_right, baseline),
                g.to_string(),
                TEXT_SIZE,
                colour,
                Align::End,
            );
            if g == 0 {
                scene.bold(
                    pt(g_right + 10.0, baseline),
                    "P",
                    TEXT_SIZE,
                    palette.leaves,
                    Align::Start,
                );
            }
        }
    }
    let legend_y = top + table_height + 1.5 * ROW;
    scene.text(pt(left, legend_y), legend, TEXT_SIZE, palette.faint, Align::Start);
    scene
}
