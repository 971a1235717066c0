//! The Grundy sheet: a row of boxes for g(0) … g(count − 1); under it each n's mex worked out
//! as a line (the heaps its moves leave, given; the set of their values and its mex, to fill);
//! and, under normal play, a sum of heaps of the game to solve: each heap's value, their XOR,
//! the outcome and a winning move. The values and working are the Grundy tab's own
//! (`HeapGame::values`, the mex figure's working), the sum's answers `sums::analyse`.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{HeapGame, MexWorking};
use nimlab_core::games::sums::Heap;

use super::super::grundy::mex_working;
use super::super::scene::{Align, Scene, pt, size_to_fit};
use super::super::theme::Palette;
use super::blocks::{Block, Cell, Grid, TEXT, answer_box, body_width, heading, paginate, paragraph, words};
use super::sum_rows::{analysed, solve_rows};
use super::{MAX_SHEET_GRUNDY_COUNT, MAX_SHEET_HEAPS, SheetPrint, SheetRefusal, listed};
use crate::i18n::Strings;

/// The values' row: this many boxes on a line.
const ROW_COLUMNS: usize = 12;

/// A line of working names at most this many of the heaps n's moves leave.
const LISTED_OPTIONS: usize = 8;

pub(super) fn check(game: &HeapGame, rule: Rule, count: usize, sum: &[u32]) -> Result<(), SheetRefusal> {
    game.check_rule(rule).map_err(SheetRefusal::Game)?;
    if !(1..=MAX_SHEET_GRUNDY_COUNT).contains(&count) {
        return Err(SheetRefusal::GrundyCount {
            asked: count,
            most: MAX_SHEET_GRUNDY_COUNT,
        });
    }
    let most = game.table_limit(rule);
    if count > most {
        return Err(SheetRefusal::GameComputes { asked: count, most });
    }
    if sum.len() > MAX_SHEET_HEAPS {
        return Err(SheetRefusal::HeapCount {
            asked: sum.len(),
            least: 1,
            most: MAX_SHEET_HEAPS,
        });
    }
    if !sum.is_empty() && rule == Rule::Misere {
        return Err(SheetRefusal::MisereSum);
    }
    if let Some(&size) = sum.iter().find(|&&size| size as usize >= count) {
        return Err(SheetRefusal::HeapPastRow {
            size,
            last: count - 1,
        });
    }
    Ok(())
}

pub(super) fn pages(
    game: &HeapGame,
    rule: Rule,
    count: usize,
    sum: &[u32],
    print: SheetPrint,
    title: &dyn Fn(String) -> String,
    palette: &Palette,
) -> Result<Vec<Scene>, String> {
    let strings = print.language.strings();
    let words_of = strings.lesson_sheet;
    let values = game.values(rule, count).map_err(|e| strings.grundy_error(&e))?;
    let working = (0..count as u32)
        .map(|n| mex_working(game, rule, &values, n))
        .collect::<Result<Vec<_>, _>>()?;
    let size = print.paper.size();
    let body = body_width(size);
    let answers = print.answers;
    let heading_text = (words_of.grundy_title)(&strings.figure_game(game), strings.rule(rule), count - 1);
    let mut blocks = paragraph(words_of.grundy_instruction, body);
    let numbers: Vec<usize> = (0..count).collect();
    for chunk in numbers.chunks(ROW_COLUMNS) {
        let chunk = chunk.to_vec();
        let values = &values;
        let grid = Grid {
            labels: vec!["n".to_owned(), "g(n)".to_owned()],
            label_width: 48.0,
            columns: chunk.len(),
            cell_width: (body - 48.0) / ROW_COLUMNS as f32,
            row_height: 24.0,
            cell: Box::new(move |row, column| {
                let n = chunk[column];
                match row {
                    0 => Cell::Given(n.to_string()),
                    _ => Cell::Answer(answers.then(|| values[n].to_string())),
                }
            }),
        };
        blocks.push(Block::new(grid.height() + 6.0, move |scene, at, _, palette| {
            grid.draw(scene, at, palette);
        }));
    }
    blocks.push(Block::gap(6.0));
    for (n, working) in working.into_iter().enumerate() {
        let value = values[n];
        blocks.push(Block::new(TEXT * 2.2, move |scene, at, width, palette| {
            mex_line(scene, (at, width), &working, value, answers, strings, palette);
        }));
    }
    if !sum.is_empty() {
        blocks.push(Block::gap(8.0));
        blocks.extend(sum_blocks(game, sum, answers, strings)?);
    }
    Ok(paginate(
        &blocks,
        size,
        &title(heading_text),
        !answers,
        print.language,
        palette,
    ))
}

/// One line of working: the heaps n's moves leave, the set of their values between braces,
/// then "mex =" and a box for g(n). A heap with no move gets its value alone ("g =").
fn mex_line(
    scene: &mut Scene,
    (at, width): (super::super::scene::Point, f32),
    working: &MexWorking,
    value: u32,
    answers: bool,
    strings: &'static Strings,
    palette: &Palette,
) {
    let words_of = strings.lesson_sheet;
    let baseline = at.y + TEXT * 1.4;
    let box_size = (34.0, TEXT * 1.8);
    let box_top = baseline - TEXT * 1.3;
    // The value's box in one column, whether it is a mex or a position with no move's.
    let x = at.x + width * 0.92 - box_size.0 / 2.0;
    if working.has_no_move() {
        words(scene, pt(at.x, baseline), (words_of.no_move)(working.n), palette);
        scene.text(
            pt(x - 4.0, baseline),
            words_of.terminal_value,
            TEXT,
            palette.ink,
            Align::End,
        );
        answer_box(
            scene,
            pt(x, box_top),
            box_size,
            answers.then(|| value.to_string()).as_deref(),
            palette,
        );
        return;
    }
    let mut left: Vec<String> = working
        .listed
        .iter()
        .take(LISTED_OPTIONS)
        .map(|option| left_text(&option.left))
        .collect();
    if working.option_count > left.len() {
        left.push("…".to_owned());
    }
    let given = (words_of.leaves)(working.n, &left.join(", "));
    let set_left = at.x + width * 0.5;
    let set_right = at.x + width * 0.8;
    let given_size = size_to_fit(&given, TEXT, set_left - at.x - 8.0);
    scene.text(pt(at.x, baseline), given, given_size, palette.ink, Align::Start);
    scene.text(pt(set_left, baseline), "{", TEXT * 1.2, palette.ink, Align::Start);
    scene.text(pt(set_right, baseline), "}", TEXT * 1.2, palette.ink, Align::End);
    if answers {
        let set = listed(&working.set);
        let size = size_to_fit(&set, TEXT, set_right - set_left - 16.0);
        let middle = f32::midpoint(set_left, set_right);
        scene.bold(pt(middle, baseline), set, size, palette.ink, Align::Middle);
    }
    scene.text(pt(x - 4.0, baseline), "mex =", TEXT, palette.ink, Align::End);
    answer_box(
        scene,
        pt(x, box_top),
        box_size,
        answers.then(|| working.mex.to_string()).as_deref(),
        palette,
    );
}

/// The heaps a move leaves as a line says them: "0" for none, "3+1" for two.
fn left_text(left: &[u32]) -> String {
    if left.is_empty() {
        return "0".to_owned();
    }
    left.iter().map(u32::to_string).collect::<Vec<_>>().join("+")
}

/// The sum to solve: its heading, a line a heap (its size given, a box for its value), then
/// the XOR, the outcome and a winning move.
fn sum_blocks<'a>(
    game: &HeapGame,
    sum: &[u32],
    answers: bool,
    strings: &'static Strings,
) -> Result<Vec<Block<'a>>, String> {
    let heaps: Vec<Heap> = sum
        .iter()
        .map(|&size| Heap {
            game: game.clone(),
            size,
        })
        .collect();
    let analysis = analysed(&heaps)?;
    let words_of = strings.lesson_sheet;
    let labels = sum
        .iter()
        .enumerate()
        .map(|(index, &size)| format!("{}: g({size}) =", (words_of.heap)(index + 1)))
        .collect();
    let mut blocks = vec![heading((words_of.sum_heading)(&listed(sum)))];
    blocks.extend(solve_rows(labels, &analysis, true, answers, strings));
    Ok(blocks)
}
