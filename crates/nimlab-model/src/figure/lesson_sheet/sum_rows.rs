//! The rows every sheet with a sum of heaps ends on, drawn one way for all: a line a heap with
//! a box for its Grundy value, the XOR, the outcome and a winning move. The Grundy sheet's sum,
//! the heaps' sum sheet and the Nim sheet (whose XOR is its binary table) all write the same
//! analysis (`sums::analyse`, normal play) with these.

use nimlab_core::games::Rule;
use nimlab_core::games::sums::{self, Heap, SumAnalysis, SumMove};

use super::super::scene::pt;
use super::blocks::{Block, TEXT, answer_box, words};
use crate::i18n::Strings;

/// The sum worked out under normal play, whose outcome is the XOR's.
pub(super) fn analysed(heaps: &[Heap]) -> Result<SumAnalysis, String> {
    sums::analyse(heaps, Rule::Normal).map_err(|e| e.to_string())
}

/// The rows that solve the sum: a row a heap named by `heap_labels` (none: the heaps are
/// worked elsewhere), the XOR's row when `xor_row`, then the outcome and a winning move.
pub(super) fn solve_rows<'a>(
    heap_labels: Vec<String>,
    analysis: &SumAnalysis,
    xor_row: bool,
    answers: bool,
    strings: &'static Strings,
) -> Vec<Block<'a>> {
    let words_of = strings.lesson_sheet;
    let heaps = heap_labels
        .into_iter()
        .zip(&analysis.values)
        .map(|(label, value)| (label, answers.then(|| value.to_string()), 40.0));
    let xor = xor_row.then(|| {
        (
            "XOR =".to_owned(),
            answers.then(|| analysis.nim_sum.to_string()),
            40.0,
        )
    });
    let verdict = [
        (
            (words_of.outcome_line)(strings.tree.win_letter, strings.tree.lose_letter),
            answers.then(|| strings.tree.outcome_letter(analysis.outcome).to_owned()),
            40.0,
        ),
        (
            words_of.move_line.to_owned(),
            answers.then(|| moves_text(&analysis.winning_moves, strings)),
            240.0,
        ),
    ];
    heaps
        .chain(xor)
        .chain(verdict)
        .map(|(label, answer, box_width)| answer_row(label, answer, box_width))
        .collect()
}

/// A sum's winning moves as the key writes them (the first three), or "–" when there is none.
fn moves_text(moves: &[SumMove], strings: &Strings) -> String {
    if moves.is_empty() {
        return strings.lesson_sheet.none.to_owned();
    }
    let shown: Vec<String> = moves
        .iter()
        .take(3)
        .map(|m| (strings.lesson_sheet.sum_move)(m.number(), m.from, &m.left_text()))
        .collect();
    let more = if moves.len() > 3 { "; …" } else { "" };
    format!("{}{more}", shown.join("; "))
}

/// A line of words with a box to fill after them.
fn answer_row<'a>(label: String, answer: Option<String>, box_width: f32) -> Block<'a> {
    Block::new(TEXT * 2.4, move |scene, at, _, palette| {
        let baseline = at.y + TEXT * 1.5;
        words(scene, pt(at.x, baseline), label.clone(), palette);
        let x = at.x + 220.0;
        answer_box(
            scene,
            pt(x, baseline - TEXT * 1.3),
            (box_width, TEXT * 1.8),
            answer.as_deref(),
            palette,
        );
    })
}
