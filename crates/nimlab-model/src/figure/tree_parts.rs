//! What every game tree's figure draws the same way, whatever its nodes hold (a pile's coins, or
//! heaps): an edge as its child stands in the recursion, the dots under a cut-off node, and a
//! node's look at a stage of the step-through. The coin tree and the heaps' tree both draw with
//! these, so a printed page reads the same for either.

use nimlab_core::games::Outcome;

use super::node::Node;
use super::scene::{Align, Point, Scene, Shape, pt};
use super::steps::Stage;
use super::theme::Palette;

/// An edge's move, read from the back of a room.
const MOVE_SIZE: f32 = 12.0;

/// An edge of a tree figure: from the parent's centre to the child's, the move it makes and
/// whether that move wins.
pub struct Edge {
    /// The parent's centre.
    pub from: Point,
    /// The child's centre.
    pub to: Point,
    /// The radius of both nodes: the line runs from the parent's bottom to the child's top.
    pub radius: f32,
    /// The move written beside the line ("−2"), or nothing.
    pub label: Option<String>,
    /// The move leaves the opponent a lost position.
    pub winning: bool,
}

/// An edge as its child stands: winning moves thick and orange once known, the running path in
/// the window's running colour, a move never made dashed, one not made yet thin.
pub fn draw_edge(scene: &mut Scene, edge: &Edge, stage: Stage, palette: &Palette) {
    let (colour, width, dash) = match stage {
        Stage::Done if edge.winning => (palette.winning, 2.4, None),
        Stage::Done => (palette.rule, 1.1, None),
        Stage::Running => (palette.running, 1.8, None),
        Stage::Waiting => (palette.rule, 0.8, None),
        Stage::Skipped => (palette.rule, 1.1, Some(3.0)),
    };
    let start = pt(edge.from.x, edge.from.y + edge.radius);
    let end = pt(edge.to.x, edge.to.y - edge.radius);
    scene.push(Shape::Line {
        from: start,
        to: end,
        width,
        colour,
        dash,
    });
    if let Some(label) = &edge.label {
        let middle = pt(f32::midpoint(start.x, end.x) - 3.0, f32::midpoint(start.y, end.y));
        scene.text(middle, label.clone(), MOVE_SIZE, palette.faint, Align::End);
    }
}

/// Three dots under a node (of `radius`, centred at `above`) whose subtree is cut off.
pub fn draw_goes_on(scene: &mut Scene, above: Point, radius: f32, palette: &Palette) {
    for step in 1..=3 {
        scene.push(Shape::Circle {
            centre: pt(above.x, above.y + radius + 5.0 * step as f32),
            radius: 1.3,
            fill: Some(palette.faint),
            stroke: None,
        });
    }
}

/// What a tree node says, whatever the stage: its label, the line under it, its value, and
/// how often it occurs when it repeats.
#[derive(Clone, Copy, Debug)]
pub struct NodeFacts<'a> {
    /// Its coins or heaps.
    pub label: &'a str,
    /// Its value in words ("g = 2"), for a heap position.
    pub note: Option<&'a str>,
    /// Which of the repeated states' colours it takes: the same for every copy of a position.
    pub state: u32,
    /// Win or lose for the player to move.
    pub outcome: Outcome,
    /// "k" of its "×k", when it occurs more than once in the whole tree.
    pub repeats: Option<&'a str>,
}

/// A node as it stands: its value written once known (a '?' while its call runs), its state's
/// colour and "×k" when it repeats, outlined in the running colour while its call runs, empty
/// before it is called, pale when never visited.
pub fn node_look<'a>(
    centre: Point,
    radius: f32,
    facts: NodeFacts<'a>,
    stage: Stage,
    palette: &Palette,
) -> Node<'a> {
    let fill = if facts.repeats.is_some() {
        super::theme::state(facts.state)
    } else {
        palette.node
    };
    let outline = match facts.outcome {
        Outcome::Win => palette.win,
        Outcome::Lose => palette.lose,
    };
    let done = (
        Some(fill),
        (1.6, outline),
        palette.node_ink,
        Some(Some(facts.outcome)),
    );
    let (fill, stroke, ink, value) = match stage {
        Stage::Done => done,
        Stage::Running => (Some(fill), (2.2, palette.running), palette.node_ink, Some(None)),
        Stage::Waiting => (None, (0.9, palette.faint), palette.faint, None),
        Stage::Skipped => (None, (0.8, palette.rule), palette.faint, None),
    };
    Node {
        centre,
        radius,
        label: facts.label,
        // A value not worked out yet is not written, in words or in the badge.
        note: facts.note.filter(|_| value.is_some_and(|v| v.is_some())),
        fill,
        stroke,
        ink,
        value,
        repeats: if stage == Stage::Waiting {
            None
        } else {
            facts.repeats
        },
    }
}
