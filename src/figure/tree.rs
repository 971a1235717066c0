//! Seed 000's game tree drawn for the page: every position a circle holding its coins, filled by
//! who wins it, the takes on the edges, the winning takes in orange; with the short-circuit
//! evaluation, the positions seed 000's `GetCoinCount` never reaches are left pale and dashed.
//! A whole tree soon outgrows any page (13 coins make 3,736 nodes), so the figure shows the top
//! levels to a depth the user picks — by default the deepest whose bottom row fits a slide — and
//! its title says how deep it goes.

use std::collections::HashMap;

use nimlab_core::games::Solution;
use nimlab_core::games::coin_game::Outcome;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::view_tree::{NodeId, ViewTree};

use super::scene::{Align, Point, Scene, Shape, pt};
use super::theme::{Palette, Theme};
use super::words;
use crate::geometry::tree::{LEVEL_GAP, TreeLayout};
use crate::i18n::Language;

/// The most nodes a tree figure holds: a page of a few metres, still drawn in well under a
/// second, still a file of a few megabytes.
pub const MAX_FIGURE_NODES: usize = 4000;

/// The deepest cut one may ask for: past it the node limit cuts first anyway.
pub const MAX_DEPTH: u32 = 1000;

/// The most positions side by side on the bottom row of the default cut: a 1920-pixel slide.
const DEFAULT_ROW: usize = 48;

const LEAF: f32 = 30.0;
const LEVEL: f32 = 66.0;
const RADIUS: f32 = 11.5;
const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 20.0;
const LINE_SIZE: f32 = 12.0;

/// The game tree as a figure.
#[derive(Clone, Copy, Debug)]
pub struct TreeFigure<'a> {
    /// The solved game.
    pub solution: &'a Solution,
    /// Coins at the root.
    pub coins: u32,
    /// Levels below the root to draw (cut further if the nodes would pass
    /// [`MAX_FIGURE_NODES`]); `None` picks the deepest whose bottom row fits a slide.
    pub depth: Option<u32>,
    /// Every move, or seed 000's stop at the first winning move.
    pub evaluation: Evaluation,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

/// The tree to `depth` levels below the root (`tree` holds at least those levels whole).
fn cut(tree: &ViewTree, depth: u32) -> ViewTree {
    let kept = tree.nodes.iter().take_while(|n| n.depth <= depth).count();
    let mut nodes = tree.nodes[..kept].to_vec();
    for node in &mut nodes {
        if node.depth == depth && !node.children.is_empty() {
            node.children = 0..0;
            node.collapsed = true;
        }
    }
    ViewTree { nodes }
}

/// The deepest level such that every level down to it is whole in `tree`.
fn whole_depth(tree: &ViewTree) -> u32 {
    let deepest = tree.nodes.last().map_or(0, |n| n.depth);
    tree.nodes
        .iter()
        .filter(|n| n.collapsed)
        .map(|n| n.depth)
        .min()
        .unwrap_or(deepest)
}

impl TreeFigure<'_> {
    /// The tree drawn, how deep it goes, and whether that is the whole tree.
    fn tree(&self) -> (ViewTree, u32, bool) {
        let full = ViewTree::build(self.solution, self.coins, &HashMap::new(), MAX_FIGURE_NODES);
        let whole = whole_depth(&full);
        let depth = match self.depth {
            Some(depth) => depth.min(whole),
            None => (0..=whole)
                .take_while(|&d| full.nodes.iter().filter(|n| n.depth == d).count() <= DEFAULT_ROW)
                .last()
                .unwrap_or(0),
        };
        let tree = cut(&full, depth);
        let whole = tree.nodes.iter().all(|n| !n.collapsed);
        (tree, depth, whole)
    }

    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let (tree, depth, whole) = self.tree();
        let layout = TreeLayout::new(&tree);
        let leaves = layout.bounds.width() + 1.0;
        let game = &self.solution.game;
        let title = words::tree_title(
            self.language,
            self.coins,
            game.moves.takes(),
            game.rule,
            depth,
            whole,
        );
        let legend = words::tree_legend(self.language, self.evaluation, !whole);
        let text_width = super::scene::approx_width(&legend, LINE_SIZE)
            .max(super::scene::approx_width(&title, TITLE_SIZE));
        let width = (leaves * LEAF).max(text_width) + 2.0 * MARGIN;
        let top = MARGIN + TITLE_SIZE + LINE_SIZE * 2.4 + RADIUS;
        let height = top + depth as f32 * LEVEL + RADIUS + 40.0 + LINE_SIZE * 2.0 + MARGIN;
        let mut scene = Scene::new(width, height, palette.background, title.clone());
        scene.bold(
            pt(MARGIN, MARGIN + TITLE_SIZE),
            title,
            TITLE_SIZE,
            palette.ink,
            Align::Start,
        );
        let left = (width - (leaves - 1.0) * LEAF) / 2.0;
        let at = |id: NodeId| {
            let p = layout.position(id);
            pt(
                left + (p.x - layout.bounds.min.x) * LEAF,
                top + (p.y - layout.bounds.min.y) / LEVEL_GAP * LEVEL,
            )
        };
        let shown = |id: NodeId| self.evaluation == Evaluation::Full || tree.node(id).visited;
        for id in tree.ids().skip(1) {
            let node = tree.node(id);
            let parent = node.parent.expect("every node but the root has one");
            draw_edge(
                &mut scene,
                at(parent),
                at(id),
                node.taken,
                tree.is_winning_edge(id),
                shown(id),
                &palette,
            );
        }
        for id in tree.ids() {
            draw_node(
                &mut scene,
                at(id),
                tree.node(id).coins,
                tree.node(id).outcome,
                shown(id),
                &palette,
            );
            if tree.node(id).collapsed {
                draw_goes_on(&mut scene, at(id), &palette);
            }
        }
        scene.text(
            pt(MARGIN, height - MARGIN),
            legend,
            LINE_SIZE,
            palette.faint,
            Align::Start,
        );
        scene
    }
}

fn draw_edge(
    scene: &mut Scene,
    from: Point,
    to: Point,
    taken: u32,
    winning: bool,
    shown: bool,
    palette: &Palette,
) {
    let (colour, width) = if winning && shown {
        (palette.winning, 2.4)
    } else {
        (palette.rule, 1.1)
    };
    let start = pt(from.x, from.y + RADIUS);
    let end = pt(to.x, to.y - RADIUS);
    scene.push(Shape::Line {
        from: start,
        to: end,
        width,
        colour,
        dash: (!shown).then_some(3.0),
    });
    let middle = pt(f32::midpoint(start.x, end.x) - 3.0, f32::midpoint(start.y, end.y));
    scene.text(middle, format!("−{taken}"), 8.0, palette.faint, Align::End);
}

/// Three dots under a position whose subtree is cut off.
fn draw_goes_on(scene: &mut Scene, above: Point, palette: &Palette) {
    for step in 1..=3 {
        scene.push(Shape::Circle {
            centre: pt(above.x, above.y + RADIUS + 5.0 * step as f32),
            radius: 1.3,
            fill: Some(palette.faint),
            stroke: None,
        });
    }
}

fn draw_node(scene: &mut Scene, centre: Point, coins: u32, outcome: Outcome, shown: bool, palette: &Palette) {
    let (fill, stroke) = match outcome {
        Outcome::Win => (palette.win_fill, palette.win),
        Outcome::Lose => (palette.lose_fill, palette.lose),
    };
    scene.push(Shape::Circle {
        centre,
        radius: RADIUS,
        fill: shown.then_some(fill),
        stroke: Some((
            if shown { 1.4 } else { 0.8 },
            if shown { stroke } else { palette.rule },
        )),
    });
    let colour = if shown { palette.ink } else { palette.faint };
    scene.text(
        pt(centre.x, centre.y + 3.6),
        coins.to_string(),
        10.0,
        colour,
        Align::Middle,
    );
}

#[cfg(test)]
mod tests;
