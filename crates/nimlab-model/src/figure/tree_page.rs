//! A tree figure's page, whatever its nodes stand for (coins or positions of heaps): the title, a
//! step's caption under it, the tree's levels and leaves spread until the tree fills a slide, and
//! the legend wrapped under it. The coin game's tree and the heaps' tree are laid on one page.

use nimlab_core::games::view_tree::NodeId;

use super::scene::{Align, Point, Scene, approx_width, pt, wrap};
use super::slide::Slide;
use super::theme::Palette;
use crate::geometry::tree::{LEVEL_GAP, TreeLayout};

const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 20.0;
/// The narrowest the legends wrap to.
const LEGEND_WIDTH: f32 = 560.0;
const LINE_SIZE: f32 = 12.0;
/// "Step 12 of 80" under the title of a frame of the step-through.
const CAPTION_SIZE: f32 = 15.0;

/// How far apart a figure's nodes sit, for the size of what a node holds.
#[derive(Clone, Copy, Debug)]
pub struct Spacing {
    /// Leaves this far apart at least.
    pub leaf: f32,
    /// Levels this far apart at least.
    pub level: f32,
    /// A node's radius.
    pub radius: f32,
}

/// What goes on a tree's page besides the tree.
pub struct TreePage<'a> {
    /// Where each node of the tree sits, in the layout's units.
    pub layout: &'a TreeLayout,
    /// The deepest level drawn (0: the root alone).
    pub depth: u32,
    /// The title.
    pub title: &'a str,
    /// The step's caption, for a frame of the step-through.
    pub caption: Option<&'a str>,
    /// The legend's paragraphs, wrapped here to the page.
    pub paragraphs: &'a [String],
    /// The slide the tree spreads over, or (none) its own size.
    pub slide: Option<Slide>,
    /// How far apart the nodes sit.
    pub spacing: Spacing,
}

impl TreePage<'_> {
    /// The page with its tree, drawn by `tree` given where each node sits on the page.
    pub fn draw(&self, palette: &Palette, tree: impl FnOnce(&mut Scene, &dyn Fn(NodeId) -> Point)) -> Scene {
        let Spacing { leaf, level, radius } = self.spacing;
        let (layout, depth) = (self.layout, self.depth);
        let leaves = layout.bounds.width() + 1.0;
        // The legends wrap to the tree's width (or the title's, or a short paragraph's), so a
        // small tree is not shrunk on the page to make room for one long line of words.
        let text_width = (leaves * leaf)
            .max(approx_width(self.title, TITLE_SIZE))
            .max(LEGEND_WIDTH);
        let legend: Vec<String> = (self.paragraphs.iter())
            .flat_map(|text| wrap(text, LINE_SIZE, text_width))
            .collect();
        let width = text_width + 2.0 * MARGIN;
        let caption_room = if self.caption.is_some() {
            CAPTION_SIZE * 1.8
        } else {
            0.0
        };
        let legend_room = legend.len().saturating_sub(1) as f32 * LINE_SIZE * 1.4;
        let top = MARGIN + TITLE_SIZE + caption_room + LINE_SIZE * 2.4 + radius;
        let height = top + depth as f32 * level + radius + 40.0 + LINE_SIZE * 2.0 + legend_room + MARGIN;
        // On a slide the levels and the leaves spread apart until the tree fills it.
        let (mut wider, mut taller) = self.slide.map_or((0.0, 0.0), |s| s.room(width, height));
        if depth == 0 {
            // One node: nothing to spread, the page frames it.
            (wider, taller) = (0.0, 0.0);
        }
        let leaf = match self.slide {
            // The leaves spread over the whole page, the words' width included.
            Some(_) if depth > 0 => ((width + wider - 2.0 * MARGIN) / leaves).max(leaf),
            _ => leaf,
        };
        let level = level + taller / depth.max(1) as f32;
        let (width, height) = (width + wider, height + taller);
        let mut scene = Scene::headed(
            width,
            height,
            (palette.background, palette.ink),
            self.title,
            TITLE_SIZE,
        );
        if let Some(caption) = self.caption {
            let at = pt(MARGIN, MARGIN + TITLE_SIZE + caption_room);
            scene.bold(at, caption.to_owned(), CAPTION_SIZE, palette.ink, Align::Start);
        }
        let left = (width - (leaves - 1.0) * leaf) / 2.0;
        let at = |id: NodeId| {
            let p = layout.position(id);
            pt(
                left + (p.x - layout.bounds.min.x) * leaf,
                top + (p.y - layout.bounds.min.y) / LEVEL_GAP * level,
            )
        };
        tree(&mut scene, &at);
        for (i, line) in legend.into_iter().enumerate() {
            let at = pt(MARGIN, height - MARGIN - legend_room + i as f32 * LINE_SIZE * 1.4);
            scene.text(at, line, LINE_SIZE, palette.faint, Align::Start);
        }
        scene
    }
}
