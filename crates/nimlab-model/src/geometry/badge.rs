//! How a tree node says its value and its repeats, in the window and on the page alike: the
//! value as a letter (W/L, 승/패) in a badge at the node's lower right, never set smaller than
//! [`VALUE_MIN_FONT`]; where such a badge would cover a small node, a shape instead (a disc for
//! a win, a square for a loss, a ring for a value not known). A repeated position gets a "×k"
//! written at its upper right once the node is large enough to hold it ([`REPEAT_MIN_RADIUS`]).
//! Colour only adds to these: printed in black and white, the letter, the shape and the "×k"
//! are what a reader still sees.
//!
//! Sizes are in the drawing's own units: pixels in the window, points on a page.

use nimlab_core::games::Outcome;

/// The value badge's letter is never drawn smaller than this (Hangul's 승/패 blur below it).
pub const VALUE_MIN_FONT: f32 = 12.0;

/// Nodes smaller than this show their value by the badge's shape, not a letter: a readable
/// letter's badge would cover them.
pub const LETTER_MIN_RADIUS: f32 = 11.0;

/// Nodes this large or larger have room for written labels beside them: a repeat's "×k", an
/// edge's take.
pub const REPEAT_MIN_RADIUS: f32 = 13.0;

/// The shape that says a value where no letter fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueShape {
    /// The player to move wins.
    Disc,
    /// The player to move loses.
    Square,
    /// Not known yet, or hidden.
    Ring,
}

impl ValueShape {
    /// The shape of `value` (`None`: not known or hidden).
    pub fn of(value: Option<Outcome>) -> Self {
        match value {
            Some(Outcome::Win) => Self::Disc,
            Some(Outcome::Lose) => Self::Square,
            None => Self::Ring,
        }
    }
}

/// How a node of radius `r` shows its value. `offset` is how far the badge's centre sits right
/// of and below the node's centre (the same both ways).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ValueBadge {
    /// A letter in a filled circle.
    Letter {
        /// Right and down from the node's centre.
        offset: f32,
        /// The badge circle's radius.
        radius: f32,
        /// The letter's size.
        font: f32,
    },
    /// A [`ValueShape`] of half-width `size`.
    Shape {
        /// Right and down from the node's centre.
        offset: f32,
        /// The disc's radius, the ring's, or half the square's side (over 1.8).
        size: f32,
    },
}

/// The value badge of a node of radius `r`.
pub fn value_badge(r: f32) -> ValueBadge {
    if r < LETTER_MIN_RADIUS {
        return ValueBadge::Shape {
            offset: r * 0.8,
            size: (r * 0.5).max(3.5),
        };
    }
    let font = (r * 0.5).max(VALUE_MIN_FONT);
    let radius = (r * 0.42).max(font * 0.72);
    // Pushed out as it grows, so the coins in the node stay clear of it.
    let offset = (r * 0.8).max(r * 0.45 + radius * 0.75);
    ValueBadge::Letter { offset, radius, font }
}

/// Where and how large a repeated node's "×k" is written: `(right, up, font)` from the node's
/// centre to the start of the text's middle, or `None` when the node is too small to hold it.
pub fn repeat_badge(r: f32) -> Option<(f32, f32, f32)> {
    (r >= REPEAT_MIN_RADIUS).then(|| (r * 1.05, r * 0.75, (r * 0.55).min(14.0)))
}

/// "×k": how many times a repeated position occurs in the whole tree.
pub fn repeat_text(occurrences: &str) -> String {
    format!("×{occurrences}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_letter_is_never_smaller_than_its_minimum_and_small_nodes_get_shapes() {
        for r in [11.0_f32, 13.0, 16.0, 40.0] {
            match value_badge(r) {
                ValueBadge::Letter { font, radius, offset } => {
                    assert!(font >= VALUE_MIN_FONT, "{r}: {font}");
                    assert!(radius >= font * 0.7, "{r}: the badge holds its letter");
                    assert!(
                        offset - radius * 0.75 >= r * 0.45 - 1e-3,
                        "{r}: the coins stay clear"
                    );
                }
                shape @ ValueBadge::Shape { .. } => panic!("{r}: {shape:?}"),
            }
        }
        assert!(matches!(value_badge(6.0), ValueBadge::Shape { .. }));
        let shapes = [Some(Outcome::Win), Some(Outcome::Lose), None].map(ValueShape::of);
        assert_eq!(shapes, [ValueShape::Disc, ValueShape::Square, ValueShape::Ring]);
        assert!(repeat_badge(12.9).is_none());
        assert!(repeat_badge(13.0).is_some());
    }
}
