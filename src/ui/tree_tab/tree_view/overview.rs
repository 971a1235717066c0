//! The tree zoomed out: one mesh of thin quads for edges and small squares for nodes, with what
//! lands on the same pixels drawn once.

use std::sync::Arc;

use egui::epaint::{Mesh, Vertex, WHITE_UV};
use egui::{Color32, Id, Pos2, Rect, Shape, Stroke, Vec2, vec2};

use crate::ui::style;
use nimlab_core::games::trace::Progress;

use super::CURRENT_MIN_RADIUS;
use super::canvas::{EdgeLook, TreeCanvas};

impl TreeCanvas<'_> {
    /// The zoomed-out picture: one mesh of thin quads for edges and small squares for nodes.
    /// `canvas_id` names the canvas, under which the mesh is kept for the next frame.
    pub(super) fn paint_overview(&self, canvas_id: Id) {
        let kept = canvas_id.with("overview mesh");
        let ctx = self.painter.ctx();
        let mut shared = reusable_mesh(ctx.data_mut(|data| data.remove_temp::<Arc<Mesh>>(kept)));
        let mesh = Arc::get_mut(&mut shared).expect("reusable_mesh hands out the only reference");
        let edge_width = (self.radius * 0.15).clamp(1.0, 1.5);
        let node_size = (self.radius * 2.0).max(2.5);
        let mut last_edge: Option<(i32, i32, i32)> = None;
        for (id, parent, from, to) in self.visible_edges() {
            // Breadth-first order walks each level left to right: an edge that lands on the same
            // pixels as the one before adds nothing.
            let pixels = (from.x as i32, to.x as i32, to.y as i32);
            if last_edge == Some(pixels) {
                continue;
            }
            last_edge = Some(pixels);
            let color = match self.edge_look(id, parent) {
                EdgeLook::Ghost => style::faded(style::EDGE),
                EdgeLook::Winning => style::WINNING_EDGE,
                EdgeLook::Plain => style::EDGE,
            };
            add_segment(mesh, from, to, edge_width, self.dim(self.node(id), color));
        }
        // A node's colour is its position's: worked out once a frame per position (a pile of at
        // most `MAX_COINS`), not once per node.
        let position_colors = self.position_colors();
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
            } else {
                (node_size, position_colors[node.coins as usize])
            };
            mesh.add_colored_rect(
                Rect::from_center_size(centre, Vec2::splat(size)),
                self.dim(node, color),
            );
        }
        self.painter.add(Shape::Mesh(Arc::clone(&shared)));
        ctx.data_mut(|data| data.insert_temp(kept, shared));
        if let Some(id) = self.current() {
            self.painter.circle_stroke(
                self.screen(id),
                CURRENT_MIN_RADIUS,
                Stroke::new(3.0, style::SELECTED),
            );
        }
    }
}

impl TreeCanvas<'_> {
    /// Each position's colour in the zoomed-out tree, indexed by coins: a repeated position in
    /// its state's strong colour, so repeats stand out as dots; any other in the edges' grey.
    fn position_colors(&self) -> Vec<Color32> {
        (0..=self.analysis.coins())
            .map(|coins| overview_color(self.analysis.is_repeated(coins), coins))
            .collect()
    }
}

/// A node's colour in the zoomed-out tree (see [`TreeCanvas::position_colors`]).
fn overview_color(repeated: bool, coins: u32) -> Color32 {
    if repeated {
        style::state_color_strong(coins)
    } else {
        style::EDGE
    }
}

/// The mesh kept from the last frame, emptied, if the frame's shapes have let go of it (they
/// have once it was tessellated); a new one otherwise. Refilling the same buffers saves
/// growing them from nothing every frame: for the full n = 16 tree they are over a megabyte, and
/// growing them into fresh pages was two fifths of the frame.
fn reusable_mesh(kept: Option<Arc<Mesh>>) -> Arc<Mesh> {
    if let Some(mut kept) = kept
        && let Some(mesh) = Arc::get_mut(&mut kept)
    {
        // Not `Mesh::clear`: in epaint 0.37 it drops the vertex buffer.
        mesh.vertices.clear();
        mesh.indices.clear();
        return kept;
    }
    Arc::default()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_mesh_comes_back_empty_with_its_buffers_unless_still_shared() {
        let mut mesh = Mesh::default();
        mesh.add_colored_rect(Rect::from_min_size(Pos2::ZERO, Vec2::splat(1.0)), Color32::RED);
        let kept = Arc::new(mesh);
        let buffer = kept.vertices.as_ptr();
        let reused = reusable_mesh(Some(kept));
        assert!(reused.vertices.is_empty() && reused.indices.is_empty());
        assert_eq!(
            reused.vertices.as_ptr(),
            buffer,
            "the same vertex buffer, refilled"
        );
        // A frame's shapes still hold it: a new mesh, the shared one untouched.
        let shared = Arc::clone(&reused);
        let fresh = reusable_mesh(Some(reused));
        assert!(!Arc::ptr_eq(&fresh, &shared));
        assert!(fresh.vertices.is_empty());
        assert!(reusable_mesh(None).vertices.is_empty());
    }
}
