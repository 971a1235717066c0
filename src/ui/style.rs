//! The only place that defines colours, strokes and sizes.
//!
//! For a projector as much as a screen: the state colours are `crate::colours`' (the Okabe–Ito
//! palette, which colour-blind readers tell apart, shared with the figures), each with a letter or
//! shape beside it where it marks a state. Their lightness is tuned so that each also reads as text
//! at ≥ 4.5:1 (WCAG) on both themes' panels, which [`apply_palette`] makes white and black, and
//! carries white text on its own fill.

use egui::Color32;

use crate::colours;

mod palette;

pub use palette::{PRESENT_SMALL_TEXT, apply_palette, contrast_ratio, relative_luminance};

/// A win for the player to move ([`colours::WIN`], as the figures draw it).
pub const WIN: Color32 = rgb(colours::WIN);
/// A loss for the player to move.
pub const LOSE: Color32 = rgb(colours::LOSE);
/// A take that wins: it leaves the opponent a lost position.
pub const WINNING_EDGE: Color32 = rgb(colours::WINNING);
/// [`WINNING_EDGE`] as text (a winning bit): darker, to read at 4.5:1 on both themes.
pub const WINNING_TEXT: Color32 = rgb(colours::WINNING_TEXT);
/// The selected state, wherever it appears.
pub const SELECTED: Color32 = rgb(colours::SELECTED);
/// A call on the stack in the step-through, waiting for its value.
pub const RUNNING: Color32 = rgb(colours::RUNNING);
/// Plain edges and outlines.
pub const EDGE: Color32 = Color32::from_gray(140);
/// A value classroom mode hides (a state's disc, a table cell): neither win nor lose. Dark
/// enough for white text on it and light enough to read as text on black.
pub const HIDDEN_VALUE: Color32 = Color32::from_gray(118);
/// Nodes whose state occurs only once in the tree.
pub const UNIQUE_NODE: Color32 = Color32::from_gray(235);
/// Ink on node fills (which are always light).
pub const NODE_TEXT: Color32 = Color32::from_gray(20);
/// Branches the coin-game article's short-circuit evaluation never visits.
pub const NOT_VISITED_ALPHA: f32 = 0.18;

/// Node radius in world units (one world unit is the gap between neighbouring leaves).
pub const NODE_RADIUS: f32 = 0.38;

/// Below this on-screen radius nodes are drawn as plain squares without text.
pub const DETAIL_MIN_RADIUS: f32 = 7.0;
/// From this on-screen radius, edges carry their take and repeated nodes their ×k badge (the
/// figures read the same rule).
pub const LABEL_MIN_RADIUS: f32 = crate::geometry::badge::REPEAT_MIN_RADIUS;

/// A shared colour as egui's.
const fn rgb([red, green, blue]: colours::Rgb) -> Color32 {
    Color32::from_rgb(red, green, blue)
}

/// The fill colour of a state: the same pastel hue wherever the state appears.
pub fn state_color(coins: u32) -> Color32 {
    let [hue, saturation, value] = colours::state_hsv(coins);
    egui::ecolor::Hsva::new(hue, saturation, value, 1.0).into()
}

/// The same hue as [`state_color`], strong enough to read as a dot a few pixels wide.
pub fn state_color_strong(coins: u32) -> Color32 {
    let [hue, ..] = colours::state_hsv(coins);
    egui::ecolor::Hsva::new(hue, 0.75, 0.8, 1.0).into()
}

/// The colour of a win or a loss for the player to move.
pub fn outcome_color(outcome: nimlab_core::games::Outcome) -> Color32 {
    match outcome {
        nimlab_core::games::Outcome::Win => WIN,
        nimlab_core::games::Outcome::Lose => LOSE,
    }
}

/// Fades a colour for branches the short-circuit evaluation never visits.
pub fn faded(color: Color32) -> Color32 {
    color.gamma_multiply(NOT_VISITED_ALPHA)
}

/// A matchstick's wood.
pub const WOOD: Color32 = Color32::from_rgb(222, 184, 135);
/// The outline of a matchstick, so it reads on light and dark backgrounds.
pub const WOOD_EDGE: Color32 = Color32::from_rgb(150, 110, 60);
/// A match head.
pub const MATCH_HEAD: Color32 = Color32::from_rgb(178, 34, 34);
/// The outline of an empty stick position on a dark background.
pub const EMPTY_POSITION: Color32 = Color32::from_rgba_premultiplied(120, 120, 120, 120);

/// The outline of an empty stick position on a light background: [`EMPTY_POSITION`] is a light
/// grey that vanishes on white.
pub const EMPTY_POSITION_LIGHT: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 110);

/// The outline of an empty stick position in the theme on show.
pub fn empty_position(dark_mode: bool) -> Color32 {
    if dark_mode {
        EMPTY_POSITION
    } else {
        EMPTY_POSITION_LIGHT
    }
}
/// A stick that leaves its position in the chosen answer ("vermillion").
pub const LEAVING: Color32 = rgb(colours::LEAVING);
/// A position a stick arrives at in the chosen answer ("green"), which colour-blind readers
/// tell from [`LEAVING`], unlike the red and green of before.
pub const ARRIVING: Color32 = rgb(colours::ARRIVING);
/// The empty position a dragged stick would land on.
pub const DROP_TARGET: Color32 = SELECTED;
/// The tray of spare sticks.
pub const TRAY: Color32 = Color32::from_rgba_premultiplied(60, 40, 20, 30);
/// The matchstick tab's side panel takes at most this share of the tab's width (a width
/// remembered from a wider window included), so the canvas keeps the rest.
pub const MATCH_SIDE_SHARE: f32 = 0.42;
/// The narrowest the matchstick side panel gets, in points.
pub const MATCH_SIDE_MIN: f32 = 200.0;
/// The live status under the canvas takes at most this share of the height; more scrolls.
pub const MATCH_STATUS_SHARE: f32 = 0.3;

#[cfg(test)]
mod tests {
    /// The figures draw a repeated state in the window's colour, converted without egui.
    #[test]
    fn the_figures_state_colours_are_the_windows() {
        for coins in 0..40 {
            let window = super::state_color(coins);
            let figure = crate::colours::state(coins);
            for (w, f) in [window.r(), window.g(), window.b()].into_iter().zip(figure) {
                assert!(w.abs_diff(f) <= 1, "{coins}: {window:?} against {figure:?}");
            }
        }
    }
}
