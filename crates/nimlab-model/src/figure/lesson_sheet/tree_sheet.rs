//! The coin game's tree sheet: the whole tree from the pile, laid out as the window lays it out
//! (`geometry::tree`) and drawn with its nodes (`node`), a box under every position for its
//! outcome and each edge's take beside it; then the DP table (`dp_sheet`). The nodes are drawn
//! plain, never coloured by their value: the outline colours the window uses would give the
//! answers away. The tree is as large as the page allows (`tree_fit`); a pile whose tree would
//! need boxes or words too small is refused, saying how far a tree sheet goes.

use std::collections::HashMap;

use nimlab_core::games::view_tree::ViewTree;
use nimlab_core::games::{CoinGame, Solution};

use super::super::node::Node;
use super::super::scene::{Align, Point, Scene, pt};
use super::super::steps::Stage;
use super::super::theme::Palette;
use super::super::tree_parts::{Edge, draw_edge};
use super::super::worksheet::Paper;
use super::blocks::{Block, answer_box, body_width, paginate, paragraph};
use super::dp_sheet::{rule_text, table_blocks};
use super::tree_fit::{TREE_MARGIN, TreeFit, most_levels};
use super::{SheetPrint, SheetRefusal, takes_text};
use crate::geometry::tree::TreeLayout;

/// The tree is built no larger than this, so a pile too large is found without building it.
const BUILD_BUDGET: usize = 1000;

/// The tree of `coins` when it is whole within the build's budget.
fn whole_tree(solution: &Solution, coins: u32) -> Option<ViewTree> {
    let tree = ViewTree::build(solution, coins, &HashMap::new(), BUILD_BUDGET);
    (!tree.nodes.iter().any(|n| n.collapsed)).then_some(tree)
}

/// The tree's sizes on `paper`, when it is whole and reads there.
fn fit(tree: &ViewTree, paper: Paper) -> Option<(TreeFit, TreeLayout)> {
    let layout = TreeLayout::new(tree);
    let levels = tree.nodes.iter().map(|n| n.depth).max().unwrap_or(0) + 1;
    let columns = layout.bounds.width() + 1.0;
    TreeFit::choose(paper, columns, levels).map(|fit| (fit, layout))
}

/// The tree of `coins` fits `paper`.
fn fits(solution: &Solution, coins: u32, paper: Paper) -> bool {
    whole_tree(solution, coins).is_some_and(|tree| fit(&tree, paper).is_some())
}

pub(super) fn check(game: &CoinGame, coins: u32, paper: Paper) -> Result<(), SheetRefusal> {
    if coins == 0 {
        return Err(SheetRefusal::NoCoins);
    }
    // A tree is at least coins ÷ largest take levels deep: past the page's levels it cannot
    // fit, and this bounds the work below.
    let most = most_levels(paper).saturating_sub(1) * game.moves.largest();
    let solution = game.solve(coins.min(most));
    if coins <= most && fits(&solution, coins, paper) {
        return Ok(());
    }
    // Counted up from 1 coin, so a refusal builds only the small trees below the first that
    // does not fit, never a thousand large ones.
    let largest = (1..=coins.min(most))
        .take_while(|&n| fits(&solution, n, paper))
        .last()
        .unwrap_or(0);
    Err(SheetRefusal::TreeTooLarge {
        coins,
        largest,
        paper,
    })
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
    let tree = whole_tree(&solution, coins).expect("checked: the tree is whole");
    let (sizes, layout) = fit(&tree, print.paper).expect("checked: the tree reads on the paper");
    let body = body_width(sizes.page);
    let heading = (words.tree_title)(coins, &takes_text(game), strings.rule(game.rule));
    let (win, lose) = (strings.tree.win_letter, strings.tree.lose_letter);
    let text = format!(
        "{} {}",
        rule_text(game.rule, print),
        (words.tree_instruction)(win, lose)
    );
    let mut blocks = paragraph(&text, body);
    let levels = tree.nodes.iter().map(|n| n.depth).max().unwrap_or(0) + 1;
    let answers = print.answers;
    blocks.push(Block::new(
        levels as f32 * sizes.level + TREE_MARGIN,
        move |scene, at, width, palette| {
            draw_tree(scene, &tree, &layout, (at, width, sizes), answers, print, palette);
        },
    ));
    blocks.push(Block::gap(10.0));
    blocks.push(super::blocks::heading(words.dp_heading.to_owned()));
    blocks.extend(table_blocks(&solution, coins, print, body));
    paginate(
        &blocks,
        sizes.page,
        &title(heading),
        !answers,
        print.language,
        palette,
    )
}

/// The tree with its top left at `at`, `width` wide, at the sizes chosen: each node a disc
/// holding its coins with a box under it (its outcome in it on a key), the edges from under
/// the box to the child, each with its take.
fn draw_tree(
    scene: &mut Scene,
    tree: &ViewTree,
    layout: &TreeLayout,
    (at, width, sizes): (Point, f32, TreeFit),
    answers: bool,
    print: SheetPrint,
    palette: &Palette,
) {
    let TreeFit {
        leaf,
        level,
        radius,
        box_side,
        take_size,
        ..
    } = sizes;
    let columns = layout.bounds.width() + 1.0;
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
        let child = centre(id);
        // From under the parent's box, so the line never crosses what is written in it.
        let from = pt(parent.x, parent.y + box_side + 2.0);
        let edge = Edge {
            from,
            to: child,
            radius,
            label: None,
            winning: false,
        };
        draw_edge(scene, &edge, Stage::Done, palette);
        // The take left of the edge's middle, in ink: a grey copy keeps it.
        let middle = pt(
            f32::midpoint(from.x, child.x) - 2.0,
            f32::midpoint(from.y + radius, child.y - radius) + take_size * 0.36,
        );
        scene.text(
            middle,
            format!("−{}", node.taken),
            take_size,
            palette.ink,
            Align::End,
        );
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
            pt(at.x - box_side / 2.0, at.y + radius + 1.0),
            (box_side, box_side),
            answer,
            palette,
        );
    }
}
