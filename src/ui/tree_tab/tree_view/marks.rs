//! The marks a tree node carries whatever it stands for (a pile of coins, a position of several
//! heaps): its value badge by the rule figures share (`geometry::badge`), the stub of a collapsed
//! subtree with how many nodes it holds, and whether a node is greyed as never visited. The coin
//! game's tree and the heaps' tree and DAG all draw them from here, so they read alike.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, vec2};

use crate::geometry::badge::{ValueBadge, ValueShape};
use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::Outcome;
use nimlab_core::games::recursive::Evaluation;

/// How far right of and below a node's centre `badge` sits.
pub(in crate::ui::tree_tab) fn badge_offset(badge: ValueBadge) -> f32 {
    match badge {
        ValueBadge::Letter { offset, .. } | ValueBadge::Shape { offset, .. } => offset,
    }
}

/// A value badge centred at `at`: its letter (W/L, 승/패, or '?' for a value not known or
/// hidden), or where a letter would cover the node a shape: a disc for a win, a square for a
/// loss, a ring for '?'. `faded`: the node is greyed, and its badge with it.
pub(in crate::ui::tree_tab) fn paint_value_badge(
    painter: &Painter,
    at: Pos2,
    badge: ValueBadge,
    value: Option<Outcome>,
    faded: bool,
    strings: &Strings,
) {
    let fade = |color: Color32| if faded { style::faded(color) } else { color };
    // White "?" reads on HIDDEN_VALUE at 4.5:1, not on EDGE's lighter grey.
    let color = fade(value.map_or(style::HIDDEN_VALUE, style::outcome_color));
    match badge {
        ValueBadge::Shape { size, .. } => {
            let outline = Stroke::new(1.0, fade(style::NODE_TEXT));
            match ValueShape::of(value) {
                ValueShape::Disc => {
                    painter.circle(at, size, color, outline);
                }
                ValueShape::Square => {
                    let square = Rect::from_center_size(at, vec2(size, size) * 1.8);
                    painter.rect(square, 0.0, color, outline, StrokeKind::Middle);
                }
                ValueShape::Ring => {
                    painter.circle(at, size, fade(style::NODE_TEXT), Stroke::new(2.0, color));
                }
            }
        }
        ValueBadge::Letter { radius, font, .. } => {
            painter.circle_filled(at, radius, color);
            let letter = value.map_or("?", |outcome| strings.tree.outcome_letter(outcome));
            painter.text(
                at,
                Align2::CENTER_CENTER,
                letter,
                FontId::proportional(font),
                fade(Color32::WHITE),
            );
        }
    }
}

/// Under a collapsed node whose bottom is at `top`: a stub of its hidden subtree `r` wide on
/// each side, in `color`, and `hidden` (how many nodes it holds) under it in `ink` when it fits
/// in `room` points across (wider, it would run into the neighbours' counts; the node's hover
/// text and accessible name still say it).
pub(in crate::ui::tree_tab) fn paint_fold_stub(
    painter: &Painter,
    top: Pos2,
    r: f32,
    (color, ink): (Color32, Color32),
    (hidden, room): (String, f32),
) {
    let points = vec![top, top + vec2(-r * 0.7, r * 0.9), top + vec2(r * 0.7, r * 0.9)];
    painter.add(Shape::convex_polygon(
        points,
        color.gamma_multiply(0.4),
        Stroke::new(1.0, color),
    ));
    let text = painter.layout_no_wrap(hidden, FontId::proportional((r * 0.5).clamp(9.0, 13.0)), ink);
    if text.size().x <= room {
        let at = top + vec2(-text.size().x / 2.0, r * 1.0);
        painter.galley(at, text, ink);
    }
}

/// Whether a node is greyed as never visited: only in short-circuit mode, and only where the
/// value of the call that skipped its branch shows (a greyed sibling would point at the
/// winning move classroom mode keeps back).
pub(in crate::ui::tree_tab) fn greyed(evaluation: Evaluation, visited: bool, caller_hidden: bool) -> bool {
    evaluation == Evaluation::ShortCircuit && !visited && !caller_hidden
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classroom_mode_greys_no_child_of_a_hidden_value() {
        assert!(greyed(Evaluation::ShortCircuit, false, false));
        assert!(
            !greyed(Evaluation::ShortCircuit, false, true),
            "it would point at the winning take"
        );
        assert!(!greyed(Evaluation::ShortCircuit, true, false));
        assert!(!greyed(Evaluation::Full, false, false));
    }
}
