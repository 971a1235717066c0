//! The sum of heaps sheet, for the tree tab's heaps: each heap's game and size given, a box for
//! its Grundy value, then the XOR, the outcome and a winning move (`sum_rows`). Heaps of
//! different games are fine: each is worth its own Grundy value. Normal play only: a misère
//! sum is not solved by XOR.

use nimlab_core::games::sums::{Heap, heap_limit};

use super::super::scene::Scene;
use super::super::theme::Palette;
use super::blocks::{Block, body_width, paginate, paragraph};
use super::sum_rows::{analysed, solve_rows};
use super::{MAX_SHEET_HEAPS, SheetPrint, SheetRefusal};

pub(super) fn check(heaps: &[Heap]) -> Result<(), SheetRefusal> {
    if !(1..=MAX_SHEET_HEAPS).contains(&heaps.len()) {
        return Err(SheetRefusal::HeapCount {
            asked: heaps.len(),
            least: 1,
            most: MAX_SHEET_HEAPS,
        });
    }
    for heap in heaps {
        heap.game
            .check_rule(nimlab_core::games::Rule::Normal)
            .map_err(SheetRefusal::Game)?;
        let most = heap_limit(&heap.game);
        if heap.size > most {
            return Err(SheetRefusal::HeapTooLarge {
                size: heap.size,
                most,
            });
        }
    }
    Ok(())
}

pub(super) fn pages(
    heaps: &[Heap],
    print: SheetPrint,
    title: &dyn Fn(String) -> String,
    palette: &Palette,
) -> Result<Vec<Scene>, String> {
    let strings = print.language.strings();
    let words = strings.sheet_sizes;
    let analysis = analysed(heaps)?;
    let size = print.paper.size();
    let named: Vec<String> = heaps
        .iter()
        .map(|heap| format!("{} {}", strings.figure_game(&heap.game), heap.size))
        .collect();
    let heading = format!("{}: {}", words.sum_title, named.join(" + "));
    let mut blocks = paragraph(words.sum_instruction, body_width(size));
    blocks.push(Block::gap(8.0));
    let labels = heaps
        .iter()
        .enumerate()
        .map(|(index, heap)| (words.sum_heap)(index + 1, &strings.figure_game(&heap.game), heap.size))
        .collect();
    blocks.extend(solve_rows(labels, &analysis, true, print.answers, strings));
    Ok(paginate(
        &blocks,
        size,
        &title(heading),
        !print.answers,
        print.language,
        palette,
    ))
}
