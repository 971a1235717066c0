//! The coin game's tree sheet: the whole tree from the pile, laid out as the window lays it out
//! (`geometry::tree`) and drawn with its nodes and edges (`node`, `tree_parts`), a box under
//! every position for its outcome; then the DP table from 1 coin up, a box for each outcome and
//! winning take. The nodes are drawn plain, never coloured by their value: the outline colours
//! the window uses would give the answers away. A tree of many leaves is printed across the
//! page; past [`MAX_SHEET_TREE_LEAVES`] it is refused rather than drawn too small to write in.

use std::collections::HashMap;

use nimlab_core::games::view_tree::ViewTree;
use nimlab_core::games::{CoinGame, Rule, Solution};

use super::super::node::Node;
use super::super::scene::{Point, Scene, pt};
use super::super::sheet_frame::body_height;
use super::super::steps::Stage;
use super::super::theme::Palette;
use super::super::tree_parts::{Edge, draw_edge};
use super::blocks::{Block, Cell, Grid, answer_box, body_width, paginate, paragraph};
use super::{SheetPrint, listed};
use crate::geometry::tree::TreeLayout;

/// The most leaves a tree sheet draws: across a landscape page, 48 leaves leave each about
/// 15 points (5 mm), a box a pupil can still write a letter in.
pub const MAX_SHEET_TREE_LEAVES: usize = 48;

/// The most levels below the root: a dozen rows of discs and boxes fill a page's height.
pub const MAX_SHEET_TREE_LEVELS: u32 = 12;

/// Up to this many leaves the page stays upright, the DP table under the tree.
const UPRIGHT_LEAVES: usize = 20;

/// The tree is built no larger than this, so a pile too large is found without building it.
const BUILD_BUDGET: usize = 1000;

/// Room kept under the tree.
const TREE_MARGIN: f32 = 8.0;

/// The DP table's columns on one line.
const TABLE_COLUMNS: usize = 14;

/// The tree of `coins` and its leaves, when it is whole within the build's budget.
fn whole_tree(solution: &Solution, coins: u32) -> Option<(ViewTree, usize)> {
    let tree = ViewTree::build(solution, coins, &HashMap::new(), BUILD_BUDGET);
    if tree.nodes.iter().any(|n| n.collapsed) {
        return None;
    }
    let leaves = tree.nodes.iter().filter(|n| n.children.is_empty()).count();
    Some((tree, leaves))
}

/// The tree fits a sheet: few enough leaves and levels.
fn fits(solution: &Solution, coins: u32) -> bool {
    whole_tree(solution, coins).is_some_and(|(tree, leaves)| {
        leaves <= MAX_SHEET_TREE_LEAVES && tree.nodes.iter().all(|n| n.depth <= MAX_SHEET_TREE_LEVELS)
    })
}

pub(super) fn check(game: &CoinGame, coins: u32) -> Result<(), String> {
    if coins == 0 {
        return Err("a tree sheet needs at least 1 coin".to_owned());
    }
    // A tree that fits has at most one level a coin, so this bounds the work below.
    let most = MAX_SHEET_TREE_LEVELS * game.moves.largest();
    let solution = game.solve(coins.min(most));
    if coins <= most && fits(&solution, coins) {
        return Ok(());
    }
    // Counted up from 1 coin, so a refusal builds only the small trees below the first that
    // does not fit, never a thousand large ones.
    let largest = (1..=coins.min(most))
        .take_while(|&n| fits(&solution, n))
        .last()
        .unwrap_or(0);
    Err(format!(
        "the tree of {coins} coins with takes {{{}}} is too large for one page (at most \
         {MAX_SHEET_TREE_LEAVES} leaves and {MAX_SHEET_TREE_LEVELS} levels): with these takes a \
         tree sheet goes up to {largest} coins",
        game.moves
            .takes()
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    ))
}

pub(super) fn pages(
    game: &CoinGame,
    coins: u32,
    print: SheetPrint,
    title: &dyn Fn(String) -> String,
    palette: &Palette,
) -> Vec<Scene> {
    let strings = print.language.strings();
    let words = strings.lesson_sheet;
    let solution = game.solve(coins);
    let (tree, leaves) = whole_tree(&solution, coins).expect("checked: the tree is whole");
    let (width, height) = print.paper.size();
    let size = if leaves <= UPRIGHT_LEAVES {
        (width, height)
    } else {
        (height, width)
    };
    let body = body_width(size);
    let takes = game
        .moves
        .takes()
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let heading = (words.tree_title)(coins, &takes, strings.rule(game.rule));
    let (win, lose) = (strings.tree.win_letter, strings.tree.lose_letter);
    let rule = match game.rule {
        Rule::Misere => words.misere_rule,
        Rule::Normal => words.normal_rule,
    };
    let mut blocks = paragraph(&format!("{rule} {}", (words.tree_instruction)(win, lose)), body);
    let levels = tree.nodes.iter().map(|n| n.depth).max().unwrap_or(0) + 1;
    // The tree takes what the page leaves under the instruction, its levels at most 66 points
    // apart: a deep tree still fits one page.
    let above: f32 = blocks.iter().map(|block| block.height).sum();
    let level = ((body_height(size.1) - above - TREE_MARGIN) / levels as f32).min(66.0);
    let answers = print.answers;
    let layout = TreeLayout::new(&tree);
    let tree_height = levels as f32 * level;
    blocks.push(Block::new(
        tree_height + TREE_MARGIN,
        move |scene, at, width, palette| {
            draw_tree(scene, &tree, &layout, (at, width, level), answers, print, palette);
        },
    ));
    blocks.push(Block::gap(10.0));
    blocks.push(super::blocks::heading(words.dp_heading.to_owned()));
    let columns: Vec<u32> = (1..=coins).collect();
    for chunk in columns.chunks(TABLE_COLUMNS) {
        let chunk = chunk.to_vec();
        let solution = &solution;
        let grid = Grid {
            labels: vec![
                "n".to_owned(),
                words.dp_outcome_row.to_owned(),
                words.dp_take_row.to_owned(),
            ],
            label_width: 84.0,
            columns: chunk.len(),
            cell_width: ((body - 84.0) / TABLE_COLUMNS as f32).min(36.0),
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
        let height = grid.height() + 8.0;
        blocks.push(Block::new(height, move |scene, at, _, palette| {
            grid.draw(scene, at, palette);
        }));
    }
    paginate(&blocks, size, &title(heading), !answers, print.language, palette)
}

/// The tree with its top left at `at`, `width` wide, `level` points a level: each node a disc
/// holding its coins with a box under it (its outcome in it on a key), the edges from under
/// the box to the child, each with its take when there is room.
fn draw_tree(
    scene: &mut Scene,
    tree: &ViewTree,
    layout: &TreeLayout,
    (at, width, level): (Point, f32, f32),
    answers: bool,
    print: SheetPrint,
    palette: &Palette,
) {
    let columns = layout.bounds.width() + 1.0;
    let leaf = (width / columns).min(60.0);
    let radius = (leaf * 0.4).min(level * 0.2).min(13.0);
    // As wide as the leaves' spacing allows, and tall enough for a written letter.
    let box_size = ((leaf * 0.86).min(radius * 2.0), (radius * 1.5).max(11.0));
    let left = at.x + (width - leaf * columns) / 2.0 + leaf / 2.0;
    let centre = |id: nimlab_core::games::view_tree::NodeId| {
        let p = layout.position(id);
        let depth = tree.node(id).depth as f32;
        pt(
            left + (p.x - layout.bounds.min.x) * leaf,
            at.y + radius + 4.0 + depth * level,
        )
    };
    for id in tree.ids().skip(1) {
        let node = tree.node(id);
        let parent = centre(node.parent.expect("every node but the root has one"));
        let edge = Edge {
            // From under the parent's box, so the line never crosses what is written in it.
            from: pt(parent.x, parent.y + box_size.1 + 2.0),
            to: centre(id),
            radius,
            label: (leaf >= 30.0).then(|| format!("−{}", node.taken)),
            winning: false,
        };
        draw_edge(scene, &edge, Stage::Done, palette);
    }
    let strings = print.language.strings();
    for id in tree.ids() {
        let node = tree.node(id);
        let at = centre(id);
        let label = node.coins.to_string();
        Node {
            centre: at,
            radius,
            label: &label,
            note: None,
            fill: None,
            stroke: (1.1, palette.ink),
            ink: palette.ink,
            value: None,
            repeats: None,
        }
        .draw(scene, print.language, palette);
        let answer = answers.then(|| strings.tree.outcome_letter(node.outcome));
        answer_box(
            scene,
            pt(at.x - box_size.0 / 2.0, at.y + radius + 1.0),
            box_size,
            answer,
            palette,
        );
    }
}
