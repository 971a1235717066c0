//! The coin-game article's game tree drawn for the page as the window draws it (`node`): every
//! position a disc holding its coins, its value written in a badge (W/L, 승/패), a repeated position
//! in its own colour with "×k" beside it; the takes on the edges, the winning takes thick and
//! orange; with the short-circuit evaluation, the positions the coin-game article's `GetCoinCount`
//! never reaches are left pale and dashed. A whole tree soon outgrows any page (13 coins make 3,736
//! nodes), so the figure shows the top levels to a depth the user picks — by default the deepest
//! whose bottom row fits a slide — and its title says how deep it goes.

use std::collections::HashMap;

use nimlab_core::games::Solution;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::view_tree::{NodeId, ViewTree};

use nimlab_core::games::trace::{Step, Trace};

use super::scene::{Point, Scene};
use super::slide::Slide;
use super::steps::{self, Mark, Stage};
use super::theme::{Palette, Theme};
use super::tree_page::{Spacing, TreePage};
use super::tree_parts::{Edge, NodeFacts, draw_edge, draw_goes_on, node_look};
use crate::geometry::tree::TreeLayout;
use crate::i18n::{Language, numbers};
use nimlab_core::games::counts;

/// The most nodes a tree figure holds: a page of a few metres, still drawn in well under a
/// second, still a file of a few megabytes.
pub const MAX_FIGURE_NODES: usize = 4000;

/// The deepest cut one may ask for: past it the node limit cuts first anyway.
pub const MAX_DEPTH: u32 = 1000;

/// The most positions side by side on the bottom row of the default cut: a 1920-pixel slide.
const DEFAULT_ROW: usize = 34;

/// Leaves this far apart: a disc, its "×k" and its badge side by side.
const LEAF: f32 = 54.0;
const LEVEL: f32 = 84.0;
/// Large enough for the value's letter and the "×k" (`geometry::badge`).
const RADIUS: f32 = 18.0;

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
    /// Every move, or the coin-game article's stop at the first winning move.
    pub evaluation: Evaluation,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
    /// The slide it fills, or its own size.
    pub slide: Option<Slide>,
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
    /// How often each position up to the root occurs in the whole tree, written, for those that
    /// occur more than once (as the window counts them: in the full recursion).
    fn repeats(&self) -> Vec<Option<String>> {
        counts::occurrences(&self.solution.game, self.coins)
            .iter()
            .map(|count| (*count > 1u32.into()).then(|| numbers::abbreviate(count)))
            .collect()
    }

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
        let (tree, depth, whole) = self.tree();
        self.draw(&tree, depth, whole, None)
    }

    /// The figure frame by frame: the tree cut once, and the recursion's steps over it.
    pub fn steps(&self) -> TreeSteps<'_> {
        let (tree, depth, whole) = self.tree();
        let trace = Trace::recursive(&tree, self.evaluation);
        TreeSteps {
            figure: self,
            tree,
            depth,
            whole,
            trace,
        }
    }

    /// `tree` (cut at `depth`, `whole` or not) drawn, at a step of the step-through when given
    /// (each node's mark, and the caption naming the step).
    fn draw(&self, tree: &ViewTree, depth: u32, whole: bool, step: Option<(&[Mark], &str)>) -> Scene {
        let palette = self.theme.palette();
        let layout = TreeLayout::new(tree);
        let game = &self.solution.game;
        let title = self.language.strings().figure_tree_title(
            self.coins,
            game.moves.takes(),
            game.rule,
            depth,
            whole,
        );
        let legend = self
            .language
            .strings()
            .figure
            .tree_legend(self.evaluation, !whole);
        let marks_legend = step.map(|_| self.language.strings().figure.tree_marks_legend);
        let paragraphs: Vec<String> = std::iter::once(legend)
            .chain(marks_legend.map(str::to_owned))
            .collect();
        let page = TreePage {
            layout: &layout,
            depth,
            title: &title,
            caption: step.map(|(_, caption)| caption),
            paragraphs: &paragraphs,
            slide: self.slide,
            spacing: Spacing {
                leaf: LEAF,
                level: LEVEL,
                radius: RADIUS,
            },
        };
        let marks = step.map(|(marks, _)| marks);
        let scene = page.draw(&palette, |scene, at| {
            self.draw_positions(scene, tree, at, marks, &palette);
        });
        super::slide::framed(scene, self.slide)
    }

    /// Every edge, then every position, of `tree` at `at`, as each stands at the step (`marks`),
    /// or as the whole evaluation leaves it.
    fn draw_positions(
        &self,
        scene: &mut Scene,
        tree: &ViewTree,
        at: &dyn Fn(NodeId) -> Point,
        marks: Option<&[Mark]>,
        palette: &Palette,
    ) {
        let look = |id: NodeId| {
            let mark = steps::mark_of(marks, id.0 as usize);
            let visited = self.evaluation == Evaluation::Full || tree.node(id).visited;
            match (marks, mark.stage) {
                // No step-through: the whole evaluation, never-visited nodes pale.
                (None, _) if !visited => Stage::Skipped,
                _ => mark.stage,
            }
        };
        for id in tree.ids().skip(1) {
            let node = tree.node(id);
            let parent = node.parent.expect("every node but the root has one");
            let edge = Edge {
                from: at(parent),
                to: at(id),
                radius: RADIUS,
                label: Some(format!("−{}", node.taken)),
                winning: tree.is_winning_edge(id),
            };
            draw_edge(scene, &edge, look(id), palette);
        }
        let repeats = self.repeats();
        for id in tree.ids() {
            let node = tree.node(id);
            let mark = steps::mark_of(marks, id.0 as usize);
            let stage = look(id);
            let label = node.coins.to_string();
            let facts = NodeFacts {
                label: &label,
                note: None,
                state: node.coins,
                outcome: node.outcome,
                repeats: repeats[node.coins as usize].as_deref(),
            };
            let drawn = node_look(at(id), RADIUS, facts, stage, palette);
            drawn.draw(scene, self.language, palette);
            if mark.current {
                super::node::ring_current(scene, at(id), RADIUS, palette);
            }
            if node.collapsed {
                draw_goes_on(scene, at(id), RADIUS, palette);
            }
        }
    }
}

/// The tree figure frame by frame (see [`TreeFigure::steps`]).
#[derive(Debug)]
pub struct TreeSteps<'a> {
    figure: &'a TreeFigure<'a>,
    tree: ViewTree,
    depth: u32,
    whole: bool,
    trace: Trace,
}

impl TreeSteps<'_> {
    /// Steps in the whole recursion over the figure's tree: a call and a return per node called.
    pub fn len(&self) -> usize {
        self.trace.len()
    }

    /// The recursion takes no step.
    pub fn is_empty(&self) -> bool {
        self.trace.is_empty()
    }

    /// The figure after `done` steps, `caption` under its title.
    pub fn scene(&self, done: usize, caption: &str) -> Scene {
        let marks = steps::tree_marks(&self.tree, &self.trace, self.figure.evaluation, done);
        self.figure
            .draw(&self.tree, self.depth, self.whole, Some((&marks, caption)))
    }

    /// What the step `done` did, as the window's call stack says it: "Call: 5 coins", "Return:
    /// 5 coins is Win"; none before the first step.
    pub fn step_words(&self, done: usize) -> Option<String> {
        let strings = self.figure.language.strings();
        Some(match self.trace.last(done)? {
            Step::Call(id) => (strings.tree.step_call)(self.tree.node(id).coins),
            Step::Return(id) => {
                let node = self.tree.node(id);
                (strings.tree.step_return)(node.coins, strings.outcome(node.outcome))
            }
        })
    }
}

#[cfg(test)]
mod tests;
