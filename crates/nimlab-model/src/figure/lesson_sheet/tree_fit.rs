//! How large the coin game's tree is drawn on a sheet, and whether a pupil can still use it:
//! every box at least [`MIN_BOX_MM`] across to write a letter in, and every coin count and take
//! at least [`MIN_LABEL_SIZE`] to read. The sizes follow from the tree's shape (its columns of
//! leaves and its levels) on the page, upright or turned, so the largest tree a sheet takes is
//! found from the layout on the chosen paper, not from a count of leaves.

use super::super::sheet_frame::body_height;
use super::super::worksheet::Paper;
use super::blocks::{TEXT, body_width};

/// The smallest box a pupil writes W or L in, in millimetres.
pub const MIN_BOX_MM: f32 = 6.0;

/// The smallest coin count or take printed on the tree, in points.
pub const MIN_LABEL_SIZE: f32 = 7.0;

/// Points in a millimetre.
const POINTS_PER_MM: f32 = 72.0 / 25.4;

/// A leaf's column no wider than this: a small tree is not spread over the whole page.
const MAX_LEAF: f32 = 60.0;

/// Levels no further apart than this.
const MAX_LEVEL: f32 = 66.0;

/// A take beside its edge, at most.
const MAX_TAKE_SIZE: f32 = 12.0;

/// Room kept above the tree for the instruction: three lines in any language, so how far a
/// tree sheet goes does not depend on the words.
pub(super) const INSTRUCTION_ROOM: f32 = 3.0 * TEXT * 1.5;

/// Room kept under the tree.
pub(super) const TREE_MARGIN: f32 = 8.0;

/// A tree's sizes on a page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct TreeFit {
    /// The page, upright or turned.
    pub page: (f32, f32),
    /// A leaf's column.
    pub leaf: f32,
    /// From one level to the next.
    pub level: f32,
    /// A node's disc.
    pub radius: f32,
    /// The side of the square box under each node.
    pub box_side: f32,
    /// The size of the take beside each edge.
    pub take_size: f32,
}

impl TreeFit {
    /// The sizes of a tree `columns` leaves wide and `levels` deep on a page of `page`.
    fn on(page: (f32, f32), columns: f32, levels: u32) -> Self {
        let leaf = (body_width(page) / columns).min(MAX_LEAF);
        let room = body_height(page.1) - INSTRUCTION_ROOM - TREE_MARGIN;
        let level = (room / levels.max(1) as f32).min(MAX_LEVEL);
        let radius = (leaf * 0.42).min(level * 0.17).min(13.0);
        let box_side = (leaf * 0.86).min(level * 0.34).min(24.0);
        // The take sits in what a level leaves between a box and the next disc.
        let take_size = (leaf * 0.45)
            .min((level - 2.0 * radius - box_side - 4.0) / 1.3)
            .min(MAX_TAKE_SIZE);
        Self {
            page,
            leaf,
            level,
            radius,
            box_side,
            take_size,
        }
    }

    /// Boxes to write in and words to read.
    fn readable(&self) -> bool {
        // A node's count is set at 0.9 of its radius (`Node`).
        self.box_side >= MIN_BOX_MM * POINTS_PER_MM
            && self.take_size >= MIN_LABEL_SIZE
            && self.radius * 0.9 >= MIN_LABEL_SIZE
    }

    /// The tree's sizes on `paper`, upright when it reads there, else turned; none when it reads
    /// on neither.
    pub fn choose(paper: Paper, columns: f32, levels: u32) -> Option<Self> {
        let (width, height) = paper.size();
        [(width, height), (height, width)]
            .into_iter()
            .map(|page| Self::on(page, columns, levels))
            .find(Self::readable)
    }
}

/// The most levels a readable tree has on `paper`: its levels at their closest on the page's
/// longer side.
pub(super) fn most_levels(paper: Paper) -> u32 {
    let (width, height) = paper.size();
    let room = body_height(width.max(height)) - INSTRUCTION_ROOM - TREE_MARGIN;
    let closest = MIN_BOX_MM * POINTS_PER_MM / 0.34;
    (room / closest).floor() as u32
}
