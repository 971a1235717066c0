//! The coin game's DP table as seed 000 fills it (`win[n]` and a winning take, from 1 coin up):
//! under the tree on a tree sheet, or alone on a DP sheet that goes on to
//! [`MAX_SHEET_DP_COINS`] coins, ten to a row so the rows read by tens. Its answers are the DP
//! engine's (`CoinGame::solve`).

use nimlab_core::games::{CoinGame, Rule, Solution};

use super::super::scene::Scene;
use super::super::theme::Palette;
use super::blocks::{Block, Cell, Grid, body_width, paginate, paragraph};
use super::{SheetPrint, SheetRefusal, listed, takes_text};

/// The most coins a DP sheet goes to: ten rows of ten, two pages, where the tree stops at a
/// handful.
pub const MAX_SHEET_DP_COINS: u32 = 100;

/// The table's columns on one row.
pub(super) const TABLE_COLUMNS: usize = 10;

pub(super) fn check(coins: u32) -> Result<(), SheetRefusal> {
    match coins {
        0 => Err(SheetRefusal::NoCoins),
        _ if coins > MAX_SHEET_DP_COINS => Err(SheetRefusal::DpTooLarge {
            coins,
            most: MAX_SHEET_DP_COINS,
        }),
        _ => Ok(()),
    }
}

/// The DP sheet: what the rule means, what to fill in, then the table from 1 coin to `coins`.
pub(super) fn pages(
    game: &CoinGame,
    coins: u32,
    print: SheetPrint,
    title: &dyn Fn(String) -> String,
    palette: &Palette,
) -> Vec<Scene> {
    let strings = print.language.strings();
    let words = strings.sheet_sizes;
    let size = print.paper.size();
    let solution = game.solve(coins);
    let heading = (words.dp_title)(coins, &takes_text(game), strings.rule(game.rule));
    let instruction = (words.dp_instruction)(strings.tree.win_letter, strings.tree.lose_letter);
    let text = format!("{} {instruction}", rule_text(game.rule, print));
    let mut blocks = paragraph(&text, body_width(size));
    blocks.push(Block::gap(8.0));
    blocks.extend(table_blocks(&solution, coins, print, body_width(size)));
    paginate(
        &blocks,
        size,
        &title(heading),
        !print.answers,
        print.language,
        palette,
    )
}

/// Who wins under `rule`, as a sheet says it.
pub(super) fn rule_text(rule: Rule, print: SheetPrint) -> &'static str {
    let words = print.language.strings().lesson_sheet;
    match rule {
        Rule::Misere => words.misere_rule,
        Rule::Normal => words.normal_rule,
    }
}

/// The table from 1 coin to `coins` in rows of [`TABLE_COLUMNS`], `body` wide: n given, the
/// outcome and a winning take boxed (filled on a key).
pub(super) fn table_blocks(solution: &Solution, coins: u32, print: SheetPrint, body: f32) -> Vec<Block<'_>> {
    let strings = print.language.strings();
    let words = strings.lesson_sheet;
    let answers = print.answers;
    let columns: Vec<u32> = (1..=coins).collect();
    columns
        .chunks(TABLE_COLUMNS)
        .map(|chunk| {
            let chunk = chunk.to_vec();
            let grid = Grid {
                labels: vec![
                    "n".to_owned(),
                    words.dp_outcome_row.to_owned(),
                    words.dp_take_row.to_owned(),
                ],
                label_width: 84.0,
                columns: chunk.len(),
                cell_width: ((body - 84.0) / TABLE_COLUMNS as f32).min(40.0),
                row_height: 24.0,
                cell: Box::new(move |row, column| {
                    let n = chunk[column];
                    match row {
                        0 => Cell::Given(n.to_string()),
                        1 => Cell::Answer(
                            answers.then(|| strings.tree.outcome_letter(solution.outcome(n)).to_owned()),
                        ),
                        _ => Cell::Answer(answers.then(|| {
                            let takes = solution.winning_moves(n);
                            if takes.is_empty() {
                                words.none.to_owned()
                            } else {
                                listed(&takes)
                            }
                        })),
                    }
                }),
            };
            Block::new(grid.height() + 8.0, move |scene, at, _, palette| {
                grid.draw(scene, at, palette);
            })
        })
        .collect()
}
