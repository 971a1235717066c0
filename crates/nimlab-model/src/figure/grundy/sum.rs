//! A sum of games as the tab's sum view shows it (the Nim-strategy post): each heap's game, size
//! and Grundy value, the values in binary one column per bit, their XOR (the highest bit of a
//! non-zero XOR marked with the heaps that have it), the verdict and the winning moves. A misère
//! sum that was searched shows each heap's misère value alone and their XOR struck out, with a note
//! saying why: the outcome is the search's.

use nimlab_core::games::coin_game::Outcome;
use nimlab_core::games::sums::{SumAnalysis, SumMethod};

use super::super::scene::{Align, Point, Scene, Shape, approx_width, pt};
use super::super::theme::Palette;
use super::{SumHeap, TEXT_SIZE, framed, widest};
use crate::i18n::Language;

/// A row's height.
const ROW: f32 = 24.0;
/// Between the text columns; a bit's column.
const GAP: f32 = 22.0;
const BIT: f32 = 34.0;
const BIT_SIZE: f32 = 16.0;

/// How many binary digits the values and their XOR need (at least one); none for a misère sum
/// searched, whose XOR decides nothing.
pub fn bit_count(analysis: &SumAnalysis) -> u32 {
    if searched(analysis) {
        return 0;
    }
    analysis
        .values
        .iter()
        .chain([&analysis.nim_sum])
        .map(|v| 32 - v.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1)
}

/// The outcome was found by a search over the heaps, not by the XOR.
fn searched(analysis: &SumAnalysis) -> bool {
    matches!(analysis.method, SumMethod::Searched(_))
}

/// The sum of `heaps` analysed as `analysis`, under `title`.
pub fn sum_scene(
    title: &str,
    heaps: &[SumHeap],
    analysis: &SumAnalysis,
    language: Language,
    palette: &Palette,
) -> Scene {
    let columns = language.strings().figure.sum_columns;
    let rows = text_rows(heaps, analysis, language);
    let widths: Vec<f32> = (0..4)
        .map(|i| {
            rows.iter()
                .map(|r| approx_width(&r[i], TEXT_SIZE))
                .fold(approx_width(columns[i], TEXT_SIZE), f32::max)
        })
        .collect();
    let text_width = widths.iter().sum::<f32>() + 4.0 * GAP;
    let table_width = text_width + bit_count(analysis) as f32 * BIT;
    let wins = analysis.outcome == Outcome::Win;
    let lines = lines_under(analysis, language);
    let table_height = (rows.len() + 1) as f32 * ROW + 8.0;
    let content_width = table_width.max(widest(&lines));
    let lines_height = lines.len() as f32 * 28.0;
    let (mut scene, (left, top)) = framed(title, content_width, table_height + lines_height + 8.0, palette);
    let mut starts = vec![left];
    for w in &widths[..3] {
        starts.push(starts[starts.len() - 1] + w + GAP);
    }
    let bits = Bits {
        count: bit_count(analysis),
        left: left + text_width,
        top: (analysis.nim_sum != 0).then(|| analysis.nim_sum.ilog2()),
    };
    let head_y = top + ROW - 6.0;
    for (i, head) in columns.iter().enumerate() {
        scene.bold(
            pt(starts[i], head_y),
            *head,
            TEXT_SIZE,
            palette.faint,
            Align::Start,
        );
    }
    for bit in (0..bits.count).rev() {
        scene.bold(
            pt(bits.centre(bit), head_y),
            crate::i18n::numbers::power_of_two(bit),
            12.0,
            palette.faint,
            Align::Middle,
        );
    }
    let values = analysis.values.iter().chain([&analysis.nim_sum]);
    for (r, (row, &value)) in rows.iter().zip(values).enumerate() {
        let is_sum = r == rows.len() - 1;
        let baseline = top + (r + 2) as f32 * ROW - 6.0 + if is_sum { 8.0 } else { 0.0 };
        if is_sum {
            // The XOR row under a rule, as it is written on the board.
            let y = baseline - ROW + 6.0;
            scene.push(Shape::Line {
                from: pt(left, y),
                to: pt(left + table_width, y),
                width: 1.5,
                colour: palette.ink,
                dash: None,
            });
        }
        for (i, cell) in row.iter().enumerate() {
            if is_sum || i == 3 {
                scene.bold(
                    pt(starts[i], baseline),
                    cell.clone(),
                    TEXT_SIZE,
                    palette.ink,
                    Align::Start,
                );
            } else {
                scene.text(
                    pt(starts[i], baseline),
                    cell.clone(),
                    TEXT_SIZE,
                    palette.ink,
                    Align::Start,
                );
            }
        }
        bits.draw(&mut scene, value, is_sum, baseline, palette);
        if is_sum && searched(analysis) {
            // Under misère the XOR of the heaps' values decides nothing.
            strike_out(&mut scene, pt(starts[3], baseline), &row[3], palette);
        }
    }
    verdict_lines(
        &mut scene,
        pt(left, top + table_height + 26.0),
        lines,
        wins,
        palette,
    );
    scene
}

/// The lines under the table: the verdict by the method that found it, for a misère sum
/// searched the note on its struck-out XOR, and the winning moves.
fn lines_under(analysis: &SumAnalysis, language: Language) -> Vec<String> {
    let words = language.strings().figure;
    let wins = analysis.outcome == Outcome::Win;
    let mut lines = vec![(words.sum_verdict)(analysis.method, analysis.nim_sum, wins)];
    if searched(analysis) {
        lines.push(words.searched_note.to_owned());
    }
    lines.push((words.winning_moves)(&move_texts(analysis, language)));
    lines
}

/// Under the table from `at`: the verdict in the outcome's colour (the window's win and lose),
/// then the other lines.
fn verdict_lines(scene: &mut Scene, at: Point, lines: Vec<String>, wins: bool, palette: &Palette) {
    let colour = if wins { palette.win } else { palette.lose };
    let mut y = at.y;
    for (i, line) in lines.into_iter().enumerate() {
        if i == 0 {
            scene.bold(pt(at.x, y), line, TEXT_SIZE + 2.0, colour, Align::Start);
        } else {
            scene.text(pt(at.x, y), line, TEXT_SIZE, palette.ink, Align::Start);
        }
        y += 28.0;
    }
}

/// A line through `text` written from `at` (its start on the baseline).
fn strike_out(scene: &mut Scene, at: Point, text: &str, palette: &Palette) {
    let (x, y) = (at.x, at.y - TEXT_SIZE * 0.35);
    scene.push(Shape::Line {
        from: pt(x - 3.0, y),
        to: pt(x + approx_width(text, TEXT_SIZE) + 3.0, y),
        width: 1.5,
        colour: palette.ink,
        dash: None,
    });
}

/// The winning moves as words: "heap 1: 3 → 2".
fn move_texts(analysis: &SumAnalysis, language: Language) -> Vec<String> {
    analysis
        .winning_moves
        .iter()
        .map(|m| (language.strings().figure.sum_move)(m.number(), m.from, &m.left_text()))
        .collect()
}

/// The binary columns: how many, where they start, and the highest bit of a non-zero XOR.
struct Bits {
    count: u32,
    left: f32,
    top: Option<u32>,
}

impl Bits {
    /// The centre of `bit`'s column, highest bit first from the left.
    fn centre(&self, bit: u32) -> f32 {
        self.left + (self.count - 1 - bit) as f32 * BIT + BIT / 2.0
    }

    /// One row's digits, highest bit first; the XOR's highest bit in the value colour
    /// wherever it is set, the XOR row bold, zeros faint.
    fn draw(&self, scene: &mut Scene, value: u32, is_sum: bool, baseline: f32, palette: &Palette) {
        for bit in (0..self.count).rev() {
            let set = value >> bit & 1 == 1;
            let digit = if set { "1" } else { "0" };
            let at = pt(self.centre(bit), baseline);
            if self.top == Some(bit) && set {
                scene.bold(at, digit, BIT_SIZE, palette.value, Align::Middle);
            } else if is_sum {
                scene.bold(at, digit, BIT_SIZE, palette.ink, Align::Middle);
            } else if set {
                scene.text(at, digit, BIT_SIZE, palette.ink, Align::Middle);
            } else {
                scene.text(at, digit, BIT_SIZE, palette.faint, Align::Middle);
            }
        }
    }
}

/// The text cells of each heap's row (number, game, size, value), then the XOR row's.
fn text_rows(heaps: &[SumHeap], analysis: &SumAnalysis, language: Language) -> Vec<[String; 4]> {
    let mut rows: Vec<[String; 4]> = heaps
        .iter()
        .zip(&analysis.values)
        .enumerate()
        .map(|(i, (heap, g))| {
            [
                format!("#{}", i + 1),
                language.strings().figure_game(&heap.game),
                heap.size.to_string(),
                g.to_string(),
            ]
        })
        .collect();
    let xor = analysis.nim_sum.to_string();
    rows.push(["xor".to_owned(), String::new(), String::new(), xor]);
    rows
}
