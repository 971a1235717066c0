//! Any heap game's DP DAG drawn for the page: each position once, a box holding the position
//! and its value (the Grundy value, or the misère value under misère, labelled), in layers by
//! tokens from the start down to nothing, laid out by `geometry::positions`. Every distinct move
//! is a line down; a winning move's line is thick. W/L is said by `geometry::badge`'s letter in a
//! badge, so grey print tells a win from a loss. Past the layout's bound the figure draws the
//! first layers and says in words how many positions it leaves out.

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_core::games::{Outcome, Rule};

use super::node::draw_value;
use super::scene::{Align, Point, Scene, Shape, approx_width, pt, wrap};
use super::theme::{Palette, Theme};
use crate::geometry::positions::{LAYER_GAP, MAX_LAID_OUT, PositionLayout};
use crate::i18n::{Language, numbers};

const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 18.0;
const SIZE: f32 = 10.5;
/// The position's heaps in its box.
const LABEL_SIZE: f32 = 11.0;
/// Its value under them.
const VALUE_SIZE: f32 = 9.5;
/// A box's height; its half is the radius `geometry::badge` sizes the letter for.
const BOX_HEIGHT: f32 = 36.0;
/// Room inside a box's right end for the badge at its corner.
const BADGE_ROOM: f32 = 10.0;
/// Between two boxes of a layer, and between two layers.
const GAP_ACROSS: f32 = 18.0;
const GAP_DOWN: f32 = 44.0;
/// A winning move's line, and the others'.
pub const WINNING_WIDTH: f32 = 2.6;
const OTHER_WIDTH: f32 = 0.9;
/// The narrowest the captions wrap to.
const LEGEND_WIDTH: f32 = 560.0;

/// The DAG of a heap game from a start, as a figure.
#[derive(Clone, Copy, Debug)]
pub struct PositionDagFigure<'a> {
    /// The graph of every position the start reaches.
    pub graph: &'a PositionGraph,
    /// The start as typed: each heap's game and size, in order.
    pub start: &'a [(HeapGame, u32)],
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

impl PositionDagFigure<'_> {
    /// "Nim, heaps 3 4 5", or each heap's game and size when a sum mixes games.
    pub fn start_words(&self) -> String {
        let strings = self.language.strings();
        match self.start.split_first() {
            Some(((first, _), rest)) if rest.iter().all(|(game, _)| game == first) => {
                let sizes: Vec<String> = self.start.iter().map(|(_, size)| size.to_string()).collect();
                (strings.position_dag.heaps)(&strings.figure_game(first), &sizes.join(" "))
            }
            _ => self
                .start
                .iter()
                .map(|(game, size)| format!("{} {size}", strings.figure_game(game)))
                .collect::<Vec<_>>()
                .join(" + "),
        }
    }

    /// The title: the game, the play, the positions and the full tree's nodes.
    pub fn title(&self) -> String {
        let strings = self.language.strings();
        let digits = self.graph.counts().tree_nodes.to_string();
        let nodes = if digits.len() <= numbers::MAX_FULL_DIGITS {
            numbers::with_commas(&digits)
        } else {
            numbers::abbreviate_digits(&digits)
        };
        let play = strings.figure.play(self.graph.rule());
        (strings.position_dag.title)(&self.start_words(), play, self.graph.len(), &nodes)
    }

    /// A node's label: its heaps, as the engine writes a position.
    pub fn label(&self, id: PositionId) -> String {
        self.graph.written(id)
    }

    /// A node's value, labelled by what it is.
    pub fn value_words(&self, id: PositionId) -> String {
        let strings = self.language.strings().position_dag;
        let value = self.graph.value(id);
        match self.graph.rule() {
            Rule::Normal => (strings.grundy_value)(value),
            Rule::Misere => (strings.misere_value)(value),
        }
    }

    /// The legend, the games of a sum, and the cut when there is one, as paragraphs.
    fn paragraphs(&self, layout: &PositionLayout) -> Vec<String> {
        let strings = self.language.strings();
        let words = strings.position_dag;
        let value_legend = match self.graph.rule() {
            Rule::Normal => words.legend_grundy,
            Rule::Misere => words.legend_misere,
        };
        let mut paragraphs = vec![format!("{} {value_legend}", words.legend)];
        paragraphs.extend(strings.sum_key(self.graph.games()));
        if layout.left_out > 0 {
            let shown = layout.nodes.len();
            paragraphs.push((words.cut)(
                layout.layers,
                shown,
                self.graph.len(),
                layout.left_out,
            ));
        }
        paragraphs
    }

    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let layout = PositionLayout::new(self.graph, MAX_LAID_OUT);
        let box_width = layout
            .nodes
            .iter()
            .map(|node| {
                let label = approx_width(&self.label(node.id), LABEL_SIZE);
                label.max(approx_width(&self.value_words(node.id), VALUE_SIZE))
            })
            .fold(0.0, f32::max)
            + 16.0
            + BADGE_ROOM;
        let dag_width = layout.bounds.width() * (box_width + GAP_ACROSS) + box_width + BADGE_ROOM;
        let title = self.title();
        let text_width = dag_width.max(approx_width(&title, TITLE_SIZE)).max(LEGEND_WIDTH);
        let captions: Vec<String> = (self.paragraphs(&layout).iter())
            .flat_map(|text| wrap(text, SIZE, text_width))
            .collect();
        let caption_y = MARGIN + TITLE_SIZE + 24.0;
        let dag_top = caption_y + captions.len() as f32 * SIZE * 1.6 + 16.0;
        let layers_height = (layout.layers.max(1) - 1) as f32 * (BOX_HEIGHT + GAP_DOWN);
        let width = text_width + 2.0 * MARGIN;
        let height = dag_top + layers_height + BOX_HEIGHT + BADGE_ROOM + MARGIN;
        let mut scene = Scene::headed(
            width,
            height,
            (palette.background, palette.ink),
            &title,
            TITLE_SIZE,
        );
        for (i, line) in captions.into_iter().enumerate() {
            let at = pt(MARGIN, caption_y + i as f32 * SIZE * 1.6);
            scene.text(at, line, SIZE, palette.faint, Align::Start);
        }
        // The DAG centred under the words.
        let left = MARGIN + (text_width - dag_width) / 2.0 + box_width / 2.0;
        let place = Placement {
            origin: pt(
                left - layout.bounds.min.x * (box_width + GAP_ACROSS),
                dag_top + BOX_HEIGHT / 2.0,
            ),
            box_width,
        };
        self.draw_dag(&mut scene, &layout, &place, &palette);
        scene
    }

    /// The moves as lines (the winning ones thick), then each position's box over them.
    fn draw_dag(&self, scene: &mut Scene, layout: &PositionLayout, place: &Placement, palette: &Palette) {
        let centre_of = |index: usize| place.centre(layout.nodes[index].at);
        let half = BOX_HEIGHT / 2.0;
        // The other moves first, so the winning ones are drawn over them.
        for winning in [false, true] {
            let (colour, width) = if winning {
                (palette.winning, WINNING_WIDTH)
            } else {
                (palette.rule, OTHER_WIDTH)
            };
            for edge in layout.edges.iter().filter(|e| e.winning == winning) {
                let (from, to) = (centre_of(edge.from), centre_of(edge.to));
                scene.push(Shape::Line {
                    from: pt(from.x, from.y + half),
                    to: pt(to.x, to.y - half),
                    width,
                    colour,
                    dash: None,
                });
            }
        }
        let box_width = place.box_width;
        for (index, node) in layout.nodes.iter().enumerate() {
            let centre = centre_of(index);
            let outcome = self.graph.outcome(node.id);
            let outline = match outcome {
                Outcome::Win => palette.win,
                Outcome::Lose => palette.lose,
            };
            scene.push(Shape::Rect {
                min: pt(centre.x - box_width / 2.0, centre.y - half),
                max: pt(centre.x + box_width / 2.0, centre.y + half),
                radius: 5.0,
                fill: Some(palette.node),
                stroke: Some((1.6, outline)),
                dash: None,
            });
            let text_x = centre.x - BADGE_ROOM / 2.0;
            let label = self.label(node.id);
            scene.text(
                pt(text_x, centre.y - 2.0),
                label,
                LABEL_SIZE,
                palette.node_ink,
                Align::Middle,
            );
            let value = self.value_words(node.id);
            scene.text(
                pt(text_x, centre.y + 11.0),
                value,
                VALUE_SIZE,
                palette.node_ink,
                Align::Middle,
            );
            // The badge at the box's lower right corner, as a tree node's sits at its disc's.
            let corner = pt(centre.x + box_width / 2.0 - half, centre.y);
            draw_value(scene, corner, half, Some(outcome), self.language, palette);
        }
    }
}

/// Where the layout's world coordinates land on the page.
struct Placement {
    /// The page point of the world's origin.
    origin: Point,
    /// A box's width; slots are a box and a gap apart.
    box_width: f32,
}

impl Placement {
    fn centre(&self, at: emath::Pos2) -> Point {
        let down = (BOX_HEIGHT + GAP_DOWN) / LAYER_GAP;
        pt(
            self.origin.x + at.x * (self.box_width + GAP_ACROSS),
            self.origin.y + at.y * down,
        )
    }
}

#[cfg(test)]
mod tests;
