//! The Nim sheet, seed 003's method bit by bit: each heap written in binary under its bits'
//! values (…, 4, 2, 1), a row of boxes for the XOR of each column, then the outcome and a
//! winning move (`sum_rows`, as every sheet with a sum ends). The answers are `sums::analyse`'s (the XOR of the heaps, the outcome, every
//! winning move); the sheet only writes the XOR it reports in binary.

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::sums::Heap;

use super::super::scene::Scene;
use super::super::theme::Palette;
use super::blocks::{Block, Cell, Grid, body_width, paginate, paragraph};
use super::sum_rows::{analysed, solve_rows};
use super::{MAX_SHEET_HEAPS, MAX_SHEET_NIM_HEAP, SheetPrint, SheetRefusal, listed};

pub(super) fn check(heaps: &[u32]) -> Result<(), SheetRefusal> {
    if !(2..=MAX_SHEET_HEAPS).contains(&heaps.len()) {
        return Err(SheetRefusal::HeapCount {
            asked: heaps.len(),
            least: 2,
            most: MAX_SHEET_HEAPS,
        });
    }
    if let Some(&size) = heaps.iter().find(|&&size| size > MAX_SHEET_NIM_HEAP) {
        return Err(SheetRefusal::NimHeap {
            size,
            most: MAX_SHEET_NIM_HEAP,
        });
    }
    Ok(())
}

pub(super) fn pages(
    heaps: &[u32],
    print: SheetPrint,
    title: &dyn Fn(String) -> String,
    palette: &Palette,
) -> Result<Vec<Scene>, String> {
    let strings = print.language.strings();
    let words_of = strings.lesson_sheet;
    let sum: Vec<Heap> = heaps
        .iter()
        .map(|&size| Heap {
            game: HeapGame::Nim,
            size,
        })
        .collect();
    let analysis = analysed(&sum)?;
    let size = print.paper.size();
    let body = body_width(size);
    let answers = print.answers;
    // As many bits as the largest heap needs: the XOR never needs more.
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let bits = (u32::BITS - largest.leading_zeros()).max(1) as usize;
    let mut blocks = paragraph(words_of.nim_instruction, body);
    blocks.push(Block::gap(8.0));
    let bit_of = |number: u32, column: usize| ((number >> (bits - 1 - column)) & 1).to_string();
    let heaps_owned = heaps.to_vec();
    let nim_sum = analysis.nim_sum;
    let mut labels: Vec<String> = vec![String::new()];
    labels.extend(
        heaps
            .iter()
            .enumerate()
            .map(|(index, _)| (words_of.heap)(index + 1)),
    );
    labels.push("XOR".to_owned());
    let rows = labels.len();
    let grid = Grid {
        labels,
        label_width: 80.0,
        columns: bits + 1,
        cell_width: ((body - 80.0) / 12.0).min(36.0),
        row_height: 26.0,
        cell: Box::new(move |row, column| {
            if row == 0 {
                // The bits' values over their columns, the heap's size over the first.
                return Cell::Given(if column == 0 {
                    words_of.size.to_owned()
                } else {
                    (1u32 << (bits - column)).to_string()
                });
            }
            if row == rows - 1 {
                return Cell::Answer(answers.then(|| {
                    if column == 0 {
                        nim_sum.to_string()
                    } else {
                        bit_of(nim_sum, column - 1)
                    }
                }));
            }
            let heap = heaps_owned[row - 1];
            Cell::Given(if column == 0 {
                heap.to_string()
            } else {
                bit_of(heap, column - 1)
            })
        }),
    };
    blocks.push(Block::new(grid.height() + 10.0, move |scene, at, _, palette| {
        grid.draw(scene, at, palette);
    }));
    blocks.extend(solve_rows(Vec::new(), &analysis, false, answers, strings));
    Ok(paginate(
        &blocks,
        size,
        &title((words_of.nim_title)(&listed(heaps))),
        !answers,
        print.language,
        palette,
    ))
}
