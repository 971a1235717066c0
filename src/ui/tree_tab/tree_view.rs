//! The recursive view: the game tree as naive recursion walks it, with every repeated state in
//! its own colour and a ×k badge, winning takes highlighted, and (in short-circuit mode) the
//! branches seed 000's `GetCoinCount` never visits greyed out.
//!
//! Painting culls everything off-screen; when nodes are smaller than a few pixels the whole
//! picture is one mesh of plain quads, with nodes that land on the same pixel drawn once.

use std::collections::HashSet;

use egui::epaint::{Mesh, Vertex, WHITE_UV};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, vec2};

use crate::ui::camera::{Camera, Stretch};
use crate::ui::i18n::{Strings, fill};
use crate::ui::{numbers, style, widgets};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Progress, Trace};
use nimlab_core::games::view_tree::{NodeId, ViewNode};

use super::analysis::Analysis;
use super::{Selection, ViewEvent};

/// Nodes at least this big on screen get their own widget, so clicks, tooltips, tests and
/// screen readers can find them by label.
const WIDGET_MIN_RADIUS: f32 = 6.0;

/// What the lesson tools lay over the tree.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlay<'a> {
    /// The step-through: the trace and the steps taken. Nodes not yet called are ghosts,
    /// running ones wait for their value, and the newest step is ringed.
    pub step: Option<(&'a Trace, usize)>,
    /// Classroom mode: only these nodes show their value; the others show '?'.
    pub revealed: Option<&'a HashSet<NodeId>>,
    /// The step changed since the last frame: pan to the newest call if it is off screen.
    pub follow: bool,
}

/// The newest step's node is ringed at least this large on screen, and gets a widget of at
/// least this radius, however far the view is zoomed out.
const CURRENT_MIN_RADIUS: f32 = 9.0;

/// Draws the tree filling `ui` and returns what the user did.
pub fn tree_view_ui(
    ui: &mut Ui,
    analysis: &Analysis,
    camera: &mut Camera,
    selection: &Selection,
    evaluation: Evaluation,
    overlay: Overlay<'_>,
    strings: &Strings,
) -> Option<ViewEvent> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let rect = response.rect;
    let layout = &analysis.layout;
    camera.fit_if_needed(
        layout.bounds.expand(style::NODE_RADIUS * 2.0),
        rect,
        70.0,
        Stretch::ToFill,
    );
    camera.handle_input(ui, &response);
    if overlay.follow
        && let Some((trace, done)) = overlay.step
        && let Some(step) = trace.last(done)
    {
        // The lesson follows the recursion: the newest call stays in view at any zoom.
        camera.pan_to_show(layout.position(step.node()), rect, 40.0);
    }

    let canvas = TreeCanvas {
        analysis,
        camera,
        selection,
        selected_node: selection
            .node
            .as_deref()
            .and_then(|path| analysis.tree.find(path)),
        evaluation,
        step: overlay.step,
        revealed: overlay.revealed,
        painter: &painter,
        visible: camera.visible_world(rect).expand(style::NODE_RADIUS * 2.0),
        radius: style::NODE_RADIUS * camera.scale(),
        ink: ui.visuals().text_color(),
    };
    let mut event = None;
    if canvas.radius < style::DETAIL_MIN_RADIUS {
        canvas.paint_overview();
        // Too small for widgets; the newest call still gets one, so it can be found and named.
        if let Some(id) = canvas.current() {
            event = canvas.node_widget(ui, response.id, id, strings);
        }
    } else {
        canvas.paint_edges();
        for id in canvas.visible_nodes() {
            canvas.paint_node(id, strings);
            if canvas.radius >= WIDGET_MIN_RADIUS || canvas.current() == Some(id) {
                event = event.or(canvas.node_widget(ui, response.id, id, strings));
            }
        }
    }
    // Clicks between widgets (or on nodes too small for widgets) pick the nearest node.
    if (response.clicked() || response.double_clicked())
        && let Some(pointer) = response.interact_pointer_pos()
        && let Some(id) = canvas.node_at(pointer)
    {
        event = Some(node_event(analysis, id, response.double_clicked()));
    }
    event
}

fn node_event(analysis: &Analysis, id: NodeId, double_clicked: bool) -> ViewEvent {
    let path = analysis.tree.path(id);
    if double_clicked {
        ViewEvent::ToggleFold(path)
    } else {
        ViewEvent::SelectNode {
            path,
            coins: analysis.tree.node(id).coins,
        }
    }
}

/// The accessible name of a tree node: its coins and the takes that led to it.
pub fn node_label(analysis: &Analysis, id: NodeId, strings: &Strings) -> String {
    let node = analysis.tree.node(id);
    let path = analysis.tree.path(id);
    let outcome = strings.outcome_letter(node.outcome);
    let mut label = if path.is_empty() {
        fill(
            strings.node_label_root,
            &[&strings.coin_count(node.coins), &outcome],
        )
    } else {
        let takes: Vec<String> = path.iter().map(u32::to_string).collect();
        fill(
            strings.node_label,
            &[&strings.coin_count(node.coins), &outcome, &takes.join(",")],
        )
    };
    if node.collapsed {
        let hidden = numbers::abbreviate(&(analysis.subtree_sizes.of(node.coins) - 1u32));
        label = format!(
            "{label}, {}",
            fill(strings.hidden_nodes, &[&strings.node_count(&hidden)])
        );
    }
    label
}

/// The accessible name of a node whose value is not shown (classroom mode, or a call that has not
/// returned yet): '?' for the value.
fn hidden_node_label(analysis: &Analysis, id: NodeId, strings: &Strings) -> String {
    let node = analysis.tree.node(id);
    let path = analysis.tree.path(id);
    if path.is_empty() {
        fill(strings.node_label_root, &[&strings.coin_count(node.coins), &"?"])
    } else {
        let takes: Vec<String> = path.iter().map(u32::to_string).collect();
        fill(
            strings.node_label,
            &[&strings.coin_count(node.coins), &"?", &takes.join(",")],
        )
    }
}

struct TreeCanvas<'a> {
    analysis: &'a Analysis,
    camera: &'a Camera,
    selection: &'a Selection,
    /// The selected node, if it is on show.
    selected_node: Option<NodeId>,
    evaluation: Evaluation,
    step: Option<(&'a Trace, usize)>,
    revealed: Option<&'a HashSet<NodeId>>,
    painter: &'a Painter,
    /// The world rectangle on screen, with a margin.
    visible: Rect,
    /// Node radius in screen points.
    radius: f32,
    /// Text drawn on the background (not on a node), in the theme's colour.
    ink: Color32,
}

impl TreeCanvas<'_> {
    fn node(&self, id: NodeId) -> &ViewNode {
        self.analysis.tree.node(id)
    }

    fn world(&self, id: NodeId) -> Pos2 {
        self.analysis.layout.position(id)
    }

    fn screen(&self, id: NodeId) -> Pos2 {
        self.camera.to_screen(self.world(id))
    }

    fn visible_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.analysis
            .tree
            .ids()
            .filter(|&id| self.visible.contains(self.world(id)))
    }

    /// Short-circuit mode greys out what `GetCoinCount` never reaches.
    fn is_dimmed(&self, node: &ViewNode) -> bool {
        self.evaluation == Evaluation::ShortCircuit && !node.visited
    }

    /// Where a node stands in the step-through (everything has returned when it is off).
    fn progress(&self, id: NodeId) -> Progress {
        self.step
            .map_or(Progress::Returned, |(trace, done)| trace.progress(id, done))
    }

    /// Classroom mode hides this node's value.
    fn is_hidden(&self, id: NodeId) -> bool {
        self.revealed.is_some_and(|revealed| !revealed.contains(&id))
    }

    /// The node of the newest step.
    fn current(&self) -> Option<NodeId> {
        let (trace, done) = self.step?;
        trace.last(done).map(nimlab_core::games::trace::Step::node)
    }

    fn dim(&self, node: &ViewNode, color: Color32) -> Color32 {
        if self.is_dimmed(node) {
            style::faded(color)
        } else {
            color
        }
    }

    fn edge_visible(&self, parent: Pos2, child: Pos2) -> bool {
        self.visible.intersects(Rect::from_two_pos(parent, child))
    }

    fn fill(&self, node: &ViewNode) -> Color32 {
        if self.analysis.is_repeated(node.coins) {
            style::state_color(node.coins)
        } else {
            style::UNIQUE_NODE
        }
    }

    fn paint_edges(&self) {
        let mut shapes = Vec::new();
        let mut labels = Vec::new();
        for id in self.analysis.tree.ids().skip(1) {
            let node = self.node(id);
            let Some(parent) = node.parent else { continue };
            let (from, to) = (self.world(parent), self.world(id));
            if !self.edge_visible(from, to) {
                continue;
            }
            let (from, to) = (self.camera.to_screen(from), self.camera.to_screen(to));
            let winning = self.analysis.tree.is_winning_edge(id)
                && self.progress(id) == Progress::Returned
                && !self.is_hidden(parent);
            let stroke = if self.progress(id) == Progress::Waiting && self.step.is_some() {
                Stroke::new(1.0, style::faded(style::EDGE))
            } else if winning {
                Stroke::new(
                    (self.radius * 0.22).clamp(2.0, 5.0),
                    self.dim(node, style::WINNING_EDGE),
                )
            } else {
                Stroke::new((self.radius * 0.08).clamp(1.0, 2.0), self.dim(node, style::EDGE))
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

    fn paint_node(&self, id: NodeId, strings: &Strings) {
        let node = self.node(id);
        let centre = self.screen(id);
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
        // The value for the player to move, in a small disc at the lower right; a running call
        // does not know it yet.
        let badge = centre + vec2(r * 0.8, r * 0.8);
        let (badge_color, letter) = if progress == Progress::Running || self.is_hidden(id) {
            (style::EDGE, "?")
        } else {
            (
                style::outcome_color(node.outcome),
                strings.outcome_letter(node.outcome),
            )
        };
        self.painter
            .circle_filled(badge, r * 0.42, self.dim(node, badge_color));
        self.painter.text(
            badge,
            Align2::CENTER_CENTER,
            letter,
            FontId::proportional(r * 0.5),
            self.dim(node, Color32::WHITE),
        );
        if r >= style::LABEL_MIN_RADIUS && self.analysis.is_repeated(node.coins) {
            let count = numbers::abbreviate(self.analysis.occurrences_of(node.coins));
            self.painter.text(
                centre + vec2(r * 1.05, -r * 0.75),
                Align2::LEFT_CENTER,
                format!("×{count}"),
                FontId::proportional((r * 0.55).min(14.0)),
                self.dim(node, self.ink),
            );
        }
        if node.collapsed {
            self.paint_collapsed_marker(id, centre, strings);
        }
    }

    /// A collapsed node shows a stub of its hidden subtree and how many nodes it holds.
    fn paint_collapsed_marker(&self, id: NodeId, centre: Pos2, strings: &Strings) {
        let node = self.node(id);
        let r = self.radius;
        let top = centre + vec2(0.0, r * 1.15);
        let color = self.dim(node, style::EDGE);
        let points = vec![top, top + vec2(-r * 0.7, r * 0.9), top + vec2(r * 0.7, r * 0.9)];
        self.painter.add(Shape::convex_polygon(
            points,
            color.gamma_multiply(0.4),
            Stroke::new(1.0, color),
        ));
        let hidden = numbers::abbreviate(&(self.analysis.subtree_sizes.of(node.coins) - 1u32));
        self.painter.text(
            top + vec2(0.0, r * 1.0),
            Align2::CENTER_TOP,
            fill(strings.hidden_nodes, &[&strings.node_count(&hidden)]),
            FontId::proportional((r * 0.5).clamp(9.0, 13.0)),
            self.dim(node, self.ink),
        );
    }

    /// A widget over the node: accessible name, hover text, click to select, double-click to fold.
    fn node_widget(
        &self,
        ui: &mut Ui,
        canvas_id: egui::Id,
        id: NodeId,
        strings: &Strings,
    ) -> Option<ViewEvent> {
        let radius = if self.current() == Some(id) {
            self.radius.max(CURRENT_MIN_RADIUS)
        } else {
            self.radius
        };
        let rect = Rect::from_center_size(self.screen(id), Vec2::splat(radius * 2.0));
        let response = ui.interact(rect, canvas_id.with(id.0), Sense::click());
        // A value is known once its call has returned (and classroom mode has revealed it).
        let mut label = if self.is_hidden(id) || self.progress(id) != Progress::Returned {
            hidden_node_label(self.analysis, id, strings)
        } else {
            node_label(self.analysis, id, strings)
        };
        if self.step.is_some() {
            match self.progress(id) {
                Progress::Waiting => label.push_str(strings.step_waiting),
                Progress::Running => label.push_str(strings.step_running),
                Progress::Returned => {}
            }
            if self.current() == Some(id) {
                label.push_str(strings.step_current);
            }
        }
        let selected = self.selected_node == Some(id);
        widgets::describe_selectable(&response, selected, &label);
        let event = if response.double_clicked() {
            Some(node_event(self.analysis, id, true))
        } else if response.clicked() {
            Some(node_event(self.analysis, id, false))
        } else {
            None
        };
        response.on_hover_text(label);
        event
    }

    /// The node under `pointer`, if any is close enough to mean it.
    fn node_at(&self, pointer: Pos2) -> Option<NodeId> {
        let world = self.camera.to_world(pointer);
        let reach = (style::NODE_RADIUS * 1.2).max(4.0 / self.camera.scale());
        self.analysis
            .tree
            .ids()
            .map(|id| (id, self.world(id).distance_sq(world)))
            .filter(|&(_, distance)| distance <= reach * reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// The zoomed-out picture: one mesh of thin quads for edges and small squares for nodes.
    fn paint_overview(&self) {
        let mut mesh = Mesh::default();
        let edge_width = (self.radius * 0.15).clamp(1.0, 1.5);
        let node_size = (self.radius * 2.0).max(2.5);
        let mut last_edge: Option<(i32, i32, i32)> = None;
        for id in self.analysis.tree.ids().skip(1) {
            let node = self.node(id);
            let Some(parent) = node.parent else { continue };
            let (from, to) = (self.world(parent), self.world(id));
            if !self.edge_visible(from, to) {
                continue;
            }
            let (from, to) = (self.camera.to_screen(from), self.camera.to_screen(to));
            // Breadth-first order walks each level left to right: an edge that lands on the same
            // pixels as the one before adds nothing.
            let pixels = (from.x as i32, to.x as i32, to.y as i32);
            if last_edge == Some(pixels) {
                continue;
            }
            last_edge = Some(pixels);
            let color = if self.progress(id) == Progress::Waiting && self.step.is_some() {
                // Not called yet: the step-through shows the tree still to walk as a ghost.
                style::faded(style::EDGE)
            } else if self.analysis.tree.is_winning_edge(id)
                && !self.is_hidden(parent)
                && self.progress(id) == Progress::Returned
            {
                style::WINNING_EDGE
            } else {
                style::EDGE
            };
            add_segment(&mut mesh, from, to, edge_width, self.dim(node, color));
        }
        let mut last_pixel: Option<(i32, i32)> = None;
        for id in self.visible_nodes() {
            let node = self.node(id);
            let centre = self.screen(id);
            let pixel = (centre.x as i32, centre.y as i32);
            let selected = self.selection.state == Some(node.coins);
            let progress = self.progress(id);
            let stepping = self.step.is_some() && progress != Progress::Returned;
            if last_pixel == Some(pixel) && !selected && !stepping {
                continue;
            }
            last_pixel = Some(pixel);
            let (size, color) = if stepping && progress == Progress::Running {
                (node_size.max(4.0), style::RUNNING)
            } else if stepping {
                (node_size, style::faded(style::EDGE))
            } else if selected {
                (node_size.max(4.0), style::SELECTED)
            } else if self.analysis.is_repeated(node.coins) {
                (node_size, style::state_color_strong(node.coins))
            } else {
                (node_size, style::EDGE)
            };
            mesh.add_colored_rect(
                Rect::from_center_size(centre, Vec2::splat(size)),
                self.dim(node, color),
            );
        }
        self.painter.add(Shape::mesh(mesh));
        if let Some(id) = self.current() {
            self.painter.circle_stroke(
                self.screen(id),
                CURRENT_MIN_RADIUS,
                Stroke::new(3.0, style::SELECTED),
            );
        }
    }
}

/// Appends a straight line of `width` points from `a` to `b` as one quad.
fn add_segment(mesh: &mut Mesh, a: Pos2, b: Pos2, width: f32, color: Color32) {
    let along = (b - a).normalized();
    let across = vec2(-along.y, along.x) * (width / 2.0);
    let base = mesh.vertices.len() as u32;
    for point in [a + across, a - across, b - across, b + across] {
        mesh.vertices.push(Vertex {
            pos: point,
            uv: WHITE_UV,
            color,
        });
    }
    mesh.add_triangle(base, base + 1, base + 2);
    mesh.add_triangle(base, base + 2, base + 3);
}
