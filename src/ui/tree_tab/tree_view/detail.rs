//! The tree close up: edges with their takes, nodes as discs with their coins, value badge,
//! ×k badge and step-through rings, and a stub under each collapsed node.

use egui::{Align2, Color32, FontId, Pos2, Shape, Stroke, vec2};

use crate::geometry::badge;
use crate::i18n::Strings;
use crate::i18n::numbers;
use crate::ui::style;
use nimlab_core::games::Outcome;
use nimlab_core::games::trace::Progress;
use nimlab_core::games::view_tree::{NodeId, ViewNode};

use super::CURRENT_MIN_RADIUS;

use super::canvas::{EdgeLook, TreeCanvas};
use super::marks;

impl TreeCanvas<'_> {
    /// A repeated position has its own colour; a unique one is plain.
    fn fill(&self, node: &ViewNode) -> Color32 {
        if self.analysis.is_repeated(node.coins) {
            style::state_color(node.coins)
        } else {
            style::UNIQUE_NODE
        }
    }

    /// Every edge on screen, winning takes bold, with its take written beside it when there is room.
    pub(super) fn paint_edges(&self) {
        let mut shapes = Vec::new();
        let mut labels = Vec::new();
        for (id, parent, from, to) in self.visible_edges() {
            let node = self.node(id);
            let stroke = match self.edge_look(id, parent) {
                EdgeLook::Ghost => Stroke::new(1.0, style::faded(style::EDGE)),
                EdgeLook::Winning => Stroke::new(
                    (self.radius * 0.22).clamp(2.0, 5.0),
                    self.dim(node, style::WINNING_EDGE),
                ),
                EdgeLook::Plain => {
                    Stroke::new((self.radius * 0.08).clamp(1.0, 2.0), self.dim(node, style::EDGE))
                }
            };
            let start = from + vec2(0.0, self.radius);
            let end = to - vec2(0.0, self.radius);
            shapes.push(Shape::line_segment([start, end], stroke));
            if self.radius >= style::LABEL_MIN_RADIUS {
                labels.push((start.lerp(end, 0.5), node.taken, self.is_dimmed(node)));
            }
        }
        self.painter.extend(shapes);
        let font = FontId::proportional((self.radius * 0.6).min(16.0));
        for (at, take, dimmed) in labels {
            let color = if dimmed { style::faded(self.ink) } else { self.ink };
            self.painter.text(
                at + vec2(-3.0, 0.0),
                Align2::RIGHT_CENTER,
                format!("−{take}"),
                font.clone(),
                color,
            );
        }
    }

    /// One node: its disc and coins, value badge, ×k badge, step-through rings and fold stub.
    pub(super) fn paint_node(&self, id: NodeId, strings: &Strings) {
        self.paint_node_at(id, self.screen(id), strings);
    }

    /// Node `id` drawn at `centre` on screen, wherever it sits in the tree (the step-through's
    /// caller, held at the canvas's edge).
    pub(super) fn paint_node_at(&self, id: NodeId, centre: Pos2, strings: &Strings) {
        let node = self.node(id);
        let r = self.radius;
        let progress = self.progress(id);
        if progress == Progress::Waiting {
            // Not called yet: a ghost with no value.
            self.painter
                .circle_stroke(centre, r, Stroke::new(1.0, style::faded(style::EDGE)));
            self.painter.text(
                centre,
                Align2::CENTER_CENTER,
                node.coins.to_string(),
                FontId::proportional(r * 0.95),
                style::faded(self.ink),
            );
            return;
        }
        if self.current() == Some(id) {
            self.painter.circle_stroke(
                centre,
                (r * 1.45).max(CURRENT_MIN_RADIUS),
                Stroke::new((r * 0.2).clamp(2.0, 5.0), style::SELECTED),
            );
        } else if progress == Progress::Running {
            self.painter.circle_stroke(
                centre,
                r * 1.3,
                Stroke::new((r * 0.12).clamp(1.5, 3.0), style::RUNNING),
            );
        }
        let state_selected = self.selection.state == Some(node.coins);
        if self.selected_node == Some(id) {
            self.painter
                .circle_filled(centre, r * 1.35, style::SELECTED.gamma_multiply(0.35));
        }
        let outline = if state_selected {
            Stroke::new((r * 0.2).clamp(2.0, 5.0), style::SELECTED)
        } else {
            Stroke::new(1.0, self.dim(node, style::EDGE))
        };
        self.painter
            .circle(centre, r, self.dim(node, self.fill(node)), outline);
        self.painter.text(
            centre,
            Align2::CENTER_CENTER,
            node.coins.to_string(),
            FontId::proportional(r * 0.95),
            self.dim(node, style::NODE_TEXT),
        );
        // The value for the player to move, in a badge at the lower right; a running call does
        // not know it yet.
        let value = if progress == Progress::Running || self.is_hidden(id) {
            None
        } else {
            Some(node.outcome)
        };
        self.paint_badge(node, centre, value, strings);
        if let Some((right, up, font)) = badge::repeat_badge(r)
            && self.analysis.is_repeated(node.coins)
        {
            let count = numbers::abbreviate(self.analysis.occurrences_of(node.coins));
            let text = badge::repeat_text(&count);
            let badge = self
                .painter
                .layout_no_wrap(text.clone(), FontId::proportional(font), self.ink);
            // Room before a neighbour one leaf away, whose disc is narrower at the badge's height:
            // written over it, the count read as part of that node.
            let height = badge.size().y;
            let near = (up - height / 2.0).max(0.0);
            let neighbour = (r * r - near * near).max(0.0).sqrt();
            let room = self.camera.scale() - neighbour - right - 2.0;
            let fitted = font * (room / badge.size().x).min(1.0);
            // Too small to read: left off. The state's colour still tells it is repeated.
            if fitted >= badge::VALUE_MIN_FONT * 0.75 {
                self.painter.text(
                    centre + vec2(right, -up),
                    Align2::LEFT_CENTER,
                    text,
                    FontId::proportional(fitted),
                    self.dim(node, self.ink),
                );
            }
        }
        if node.collapsed {
            self.paint_collapsed_marker(id, centre, strings);
        }
    }

    /// The value badge of `node` (drawn at `centre`), greyed with it.
    fn paint_badge(&self, node: &ViewNode, centre: Pos2, value: Option<Outcome>, strings: &Strings) {
        let badge = badge::value_badge(self.radius);
        let offset = marks::badge_offset(badge);
        let at = centre + vec2(offset, offset);
        marks::paint_value_badge(self.painter, at, badge, value, self.is_dimmed(node), strings);
    }

    /// A collapsed node shows a stub of its hidden subtree and how many nodes it holds.
    fn paint_collapsed_marker(&self, id: NodeId, centre: Pos2, strings: &Strings) {
        let node = self.node(id);
        let r = self.radius;
        let hidden = numbers::abbreviate(&self.analysis.nodes_below(node.coins));
        let colors = (self.dim(node, style::EDGE), self.dim(node, self.ink));
        marks::paint_fold_stub(
            self.painter,
            centre + vec2(0.0, r * 1.15),
            r,
            colors,
            ((strings.tree.hidden_nodes)(&hidden), f32::INFINITY),
        );
    }
}
