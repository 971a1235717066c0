//! Any heap game's recursive tree drawn for the page, as the window's "Heaps of a game" tree
//! shows it: every node a position — its heaps "(1,4,5)" and its value "g = 2" (misère "m = 1")
//! — with its W/L badge (`node`, read in grey as letters and shapes), a repeated position in its
//! own colour with "×k" beside it (how often it occurs in the whole tree: exact to twelve
//! digits, rounded past them), the winning moves thick. With the stop at the first winning move,
//! what that recursion never calls is pale and dashed. A tree soon outgrows a page (Nim 3,4,5
//! has 219,447 nodes), so it is cut at a depth — by default the deepest whose bottom row fits a
//! slide — and the title counts exactly what the cut leaves out.

use std::collections::HashMap;

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{PositionGraph, PositionTree};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::view_tree::NodeId;
use num_bigint::BigUint;

use super::position_dag::PositionDagFigure;
use super::scene::{Point, Scene};
use super::slide::Slide;
use super::steps::{self, Mark, Stage};
use super::theme::{Palette, Theme};
use super::tree::MAX_FIGURE_NODES;
use super::tree_page::{Spacing, TreePage};
use super::tree_parts::{Edge, NodeFacts, draw_edge, draw_goes_on, node_look};
use crate::geometry::tree::TreeLayout;
use crate::i18n::{Language, numbers};

/// The most positions side by side on the bottom row of the default cut: a 1920-pixel slide.
const DEFAULT_ROW: usize = 24;
/// Large enough for "(3,4,5)" over "g = 2", the badge and the "×k".
pub const RADIUS: f32 = 27.0;
/// Leaves this far apart: a disc, its "×k" and its badge side by side.
const LEAF: f32 = 78.0;
const LEVEL: f32 = 96.0;

/// A heap game's recursive tree from a start, as a figure.
#[derive(Clone, Copy, Debug)]
pub struct PositionTreeFigure<'a> {
    /// The graph of every position the start reaches.
    pub graph: &'a PositionGraph,
    /// The start as typed: each heap's game and size, in order.
    pub start: &'a [(HeapGame, u32)],
    /// Levels below the root to draw (cut further if the nodes would pass
    /// [`MAX_FIGURE_NODES`]); `None` picks the deepest whose bottom row fits a slide.
    pub depth: Option<u32>,
    /// Every move, or the stop at the first winning move.
    pub evaluation: Evaluation,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
    /// The slide it fills, or its own size.
    pub slide: Option<Slide>,
}

/// The tree cut where the figure cuts it: how deep it goes and the full tree's nodes it leaves
/// out, exactly.
#[derive(Clone, Debug)]
pub struct CutTree {
    /// The nodes drawn.
    pub tree: PositionTree,
    /// Levels below the root drawn.
    pub depth: u32,
    /// Nodes of the full tree below the cut.
    pub hidden: BigUint,
}

/// `tree` (which holds at least the levels down to `depth` whole) cut at `depth`.
fn cut(tree: &PositionTree, depth: u32) -> PositionTree {
    let kept = tree.nodes.iter().take_while(|n| n.depth <= depth).count();
    let mut nodes = tree.nodes[..kept].to_vec();
    for node in &mut nodes {
        if node.depth == depth && !node.children.is_empty() {
            node.children = 0..0;
            node.collapsed = true;
        }
    }
    PositionTree { nodes }
}

/// `count` exactly, with commas, when a title has room for it; else rounded.
fn written(count: &BigUint) -> String {
    let digits = count.to_string();
    if digits.len() <= numbers::MAX_FULL_DIGITS {
        numbers::with_commas(&digits)
    } else {
        numbers::abbreviate_digits(&digits)
    }
}

impl PositionTreeFigure<'_> {
    /// The tree as the figure draws it: the full tree's top levels, to the depth asked (or the
    /// default), never more than [`MAX_FIGURE_NODES`] nodes.
    pub fn cut_tree(&self) -> CutTree {
        let full = PositionTree::build(self.graph, &HashMap::new(), MAX_FIGURE_NODES);
        let deepest = full.nodes.last().map_or(0, |n| n.depth);
        // The levels whole in `full`: above its first collapsed node.
        let whole = (full.nodes.iter().filter(|n| n.collapsed))
            .map(|n| n.depth)
            .min()
            .unwrap_or(deepest);
        let depth = match self.depth {
            Some(depth) => depth.min(whole),
            None => (0..=whole)
                .take_while(|&d| full.nodes.iter().filter(|n| n.depth == d).count() <= DEFAULT_ROW)
                .last()
                .unwrap_or(0),
        };
        let tree = cut(&full, depth);
        let hidden = tree.hidden_nodes(self.graph);
        CutTree { tree, depth, hidden }
    }

    /// The title: the game, the play, and the whole tree's nodes or how deep it is cut and how
    /// many nodes the cut leaves out.
    pub fn title(&self, cut: &CutTree) -> String {
        let strings = self.language.strings();
        let start = self.dag().start_words();
        let play = strings.figure.play(self.graph.rule());
        let words = strings.position_tree;
        if cut.hidden == BigUint::ZERO {
            let nodes = numbers::with_commas(&cut.tree.nodes.len().to_string());
            (words.title_whole)(&start, play, &nodes)
        } else {
            (words.title_cut)(&start, play, cut.depth, &written(&cut.hidden))
        }
    }

    /// The DAG's figure of the same start, whose words for the start and a value this one
    /// shares.
    fn dag(&self) -> PositionDagFigure<'_> {
        PositionDagFigure {
            graph: self.graph,
            start: self.start,
            language: self.language,
            theme: self.theme,
        }
    }

    /// The figure.
    pub fn scene(&self) -> Scene {
        self.draw(&self.cut_tree(), None)
    }

    /// The legend's paragraphs: what the marks mean, the cut's exact count when the title
    /// rounds it, the games of a sum.
    fn paragraphs(&self, cut: &CutTree, step: bool) -> Vec<String> {
        let strings = self.language.strings();
        let words = strings.position_tree;
        let is_cut = cut.hidden != BigUint::ZERO;
        let mut legend = words.legend.to_owned();
        if is_cut {
            legend.push_str(words.legend_cut);
        }
        if self.evaluation == Evaluation::ShortCircuit {
            legend.push_str(words.legend_short_circuit);
        }
        legend.push(' ');
        legend.push_str(match self.graph.rule() {
            Rule::Normal => strings.position_dag.legend_grundy,
            Rule::Misere => strings.position_dag.legend_misere,
        });
        let mut paragraphs = vec![legend];
        let digits = cut.hidden.to_string();
        if is_cut && digits.len() > numbers::MAX_FULL_DIGITS {
            paragraphs.push((words.hidden_exactly)(&numbers::grouped(&digits)));
        }
        paragraphs.extend(strings.sum_key(self.graph.games()));
        if step {
            paragraphs.push(strings.figure.tree_marks_legend.to_owned());
        }
        paragraphs
    }

    /// `cut` drawn, at a step of the step-through when given (each node's mark, and the caption
    /// naming the step).
    pub(super) fn draw(&self, cut: &CutTree, step: Option<(&[Mark], &str)>) -> Scene {
        let palette = self.theme.palette();
        let tree = &cut.tree;
        let depth = cut.depth;
        let layout = TreeLayout::new(tree);
        let title = self.title(cut);
        let paragraphs = self.paragraphs(cut, step.is_some());
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
        tree: &PositionTree,
        at: &dyn Fn(NodeId) -> Point,
        marks: Option<&[Mark]>,
        palette: &Palette,
    ) {
        let ids = || (0..tree.nodes.len() as u32).map(NodeId);
        let look = |id: NodeId| {
            let mark = steps::mark_of(marks, id.0 as usize);
            let visited = self.evaluation == Evaluation::Full || tree.node(id).visited;
            match (marks, mark.stage) {
                // No step-through: the whole evaluation, never-visited nodes pale.
                (None, _) if !visited => Stage::Skipped,
                _ => mark.stage,
            }
        };
        for id in ids().skip(1) {
            let node = tree.node(id);
            let parent = node.parent.expect("every node but the root has one");
            let edge = Edge {
                from: at(parent),
                to: at(id),
                radius: RADIUS,
                label: None,
                winning: node.winning_edge,
            };
            draw_edge(scene, &edge, look(id), palette);
        }
        let dag = self.dag();
        for id in ids() {
            let node = tree.node(id);
            let position = node.position;
            let occurrences = self.graph.occurrences(position);
            let repeats = (*occurrences > BigUint::from(1u32)).then(|| written(occurrences));
            let label = dag.label(position);
            let value = dag.value_words(position);
            let facts = NodeFacts {
                label: &label,
                note: Some(&value),
                state: position.0,
                outcome: self.graph.outcome(position),
                repeats: repeats.as_deref(),
            };
            let drawn = node_look(at(id), RADIUS, facts, look(id), palette);
            drawn.draw(scene, self.language, palette);
            if steps::mark_of(marks, id.0 as usize).current {
                super::node::ring_current(scene, at(id), RADIUS, palette);
            }
            if node.collapsed {
                draw_goes_on(scene, at(id), RADIUS, palette);
            }
        }
    }
}

#[cfg(test)]
mod tests;
