//! The mex of one n worked out, as the tab's side panel explains it: each option (the move and
//! what it leaves) with that position's value, the set of those values, the smallest value
//! missing from it, and whether n is a P- or an N-position.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{MexOption, MexWorking};

use super::super::scene::{Align, Scene, Shape, approx_width, pt};
use super::super::theme::Palette;
use super::{TEXT_SIZE, framed, widest};
use crate::i18n::Language;

/// A row's height.
const ROW: f32 = 22.0;
/// Between two columns.
const GAP: f32 = 28.0;

/// An option's three cells: the move, what it leaves, and its value worked out. Two heaps left
/// are a sum: under normal play worth the XOR of their values, under misère the value of the
/// sum itself, written `g(2+3)` (misère values do not add).
pub fn option_cells(option: &MexOption, values: &[u32], rule: Rule) -> [String; 3] {
    let MexOption { take, left, value } = option;
    let leaves = if left.is_empty() {
        // An emptied heap is a heap of 0, as the tab writes it.
        "0".to_owned()
    } else {
        left.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ")
    };
    let parts: Vec<String> = left.iter().map(|h| format!("g({h})")).collect();
    let formula = match parts.len() {
        // Nothing left is a heap of 0: worth 1, not 0, under misère.
        0 => format!("g(0) = {value}"),
        1 => format!("{} = {value}", parts[0]),
        _ if rule == Rule::Misere => format!("g({}) = {value}", sum_of(left)),
        _ => {
            let each: Vec<String> = left.iter().map(|&h| values[h as usize].to_string()).collect();
            format!("{} = {} = {value}", parts.join(" xor "), each.join(" xor "))
        }
    };
    // A hyphen, not U+2212: the embedded font has no minus sign.
    [format!("-{take}"), leaves, formula]
}

/// Heaps written as a sum: `2+3`.
pub fn sum_of(left: &[u32]) -> String {
    left.iter().map(u32::to_string).collect::<Vec<_>>().join("+")
}

/// The working of `working` (whose n has value `values[n]`) under `title`.
pub fn mex_scene(
    title: &str,
    working: &MexWorking,
    values: &[u32],
    rule: Rule,
    language: Language,
    palette: &Palette,
) -> Scene {
    let n = working.n;
    let g = values[n as usize];
    let words = language.strings().figure;
    let heads = words.mex_columns;
    let rows: Vec<[String; 3]> = working
        .listed
        .iter()
        .map(|o| option_cells(o, values, rule))
        .collect();
    let column_width = |i: usize| {
        rows.iter()
            .map(|r| approx_width(&r[i], TEXT_SIZE))
            .fold(approx_width(heads[i], TEXT_SIZE), f32::max)
    };
    let widths = [column_width(0), column_width(1), column_width(2)];
    let set = set_text(&working.set);
    let mut lines = Vec::new();
    if working.has_no_move() {
        lines.push(words.no_move(rule).to_owned());
        lines.push(format!("g({n}) = {g}"));
    } else {
        if working.unlisted() > 0 {
            lines.push((words.more_options)(working.unlisted()));
        }
        lines.push((words.option_set)(&set));
        lines.push((words.mex_result)(n, &set, g));
    }
    let verdict = words.position_verdict(g);
    let table_width = widths.iter().sum::<f32>() + 2.0 * GAP;
    let table_height = if rows.is_empty() {
        0.0
    } else {
        (rows.len() + 1) as f32 * ROW + 10.0
    };
    let mut all_lines = lines.clone();
    all_lines.push(verdict.to_owned());
    let content_width = table_width.max(widest(&all_lines) * 1.15);
    let content_height = table_height + (lines.len() + 1) as f32 * 28.0;
    let (mut scene, (left, top)) = framed(title, content_width, content_height, palette);
    let starts = [
        left,
        left + widths[0] + GAP,
        left + widths[0] + widths[1] + 2.0 * GAP,
    ];
    if !rows.is_empty() {
        for (i, head) in heads.iter().enumerate() {
            scene.bold(
                pt(starts[i], top + ROW - 6.0),
                *head,
                TEXT_SIZE,
                palette.faint,
                Align::Start,
            );
        }
        scene.push(Shape::Line {
            from: pt(left, top + ROW),
            to: pt(left + table_width, top + ROW),
            width: 1.0,
            colour: palette.rule,
            dash: None,
        });
        for (r, row) in rows.iter().enumerate() {
            let baseline = top + (r + 2) as f32 * ROW - 5.0;
            for (i, cell) in row.iter().enumerate() {
                scene.text(
                    pt(starts[i], baseline),
                    cell.clone(),
                    TEXT_SIZE,
                    palette.ink,
                    Align::Start,
                );
            }
        }
    }
    let mut y = top + table_height + 22.0;
    let last = lines.len() - 1;
    for (i, line) in lines.into_iter().enumerate() {
        if i == last {
            // The result stands out: it is what the working was for.
            scene.bold(pt(left, y), line, TEXT_SIZE + 3.0, palette.ink, Align::Start);
        } else {
            scene.text(pt(left, y), line, TEXT_SIZE, palette.ink, Align::Start);
        }
        y += 28.0;
    }
    let colour = if g == 0 { palette.leaves } else { palette.arrives };
    scene.bold(pt(left, y), verdict, TEXT_SIZE, colour, Align::Start);
    scene
}

/// A set of values as the lines write it: a run of four or more written "a, a+1, …, b", so a
/// heap with many options (Nim) keeps its lines short.
pub fn set_text(set: &[u32]) -> String {
    let mut pieces: Vec<String> = Vec::new();
    let mut start = 0;
    while start < set.len() {
        let mut end = start;
        while end + 1 < set.len() && set[end + 1] == set[end] + 1 {
            end += 1;
        }
        if end - start >= 3 {
            pieces.push(format!("{}, {}, …, {}", set[start], set[start] + 1, set[end]));
        } else {
            pieces.extend(set[start..=end].iter().map(u32::to_string));
        }
        start = end + 1;
    }
    pieces.join(", ")
}
