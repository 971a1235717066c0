//! A position drawn on a figure as the window draws it (`geometry::badge` holds the rule for
//! both): a disc holding its label (a pile's coins, or heaps as "(1,4,5)" with their value under
//! them), filled with its state's own colour when it repeats; its
//! value written in a badge (W/L, 승/패) or, on a small disc, shaped (disc, square, ring); and a
//! repeat's "×k". Printed in black and white, the letters, shapes and "×k" still say it all.

use nimlab_core::games::Outcome;

use super::scene::{Align, Colour, Point, Scene, Shape, pt, size_to_fit};
use super::theme::Palette;
use crate::geometry::badge::{self, ValueBadge, ValueShape};
use crate::i18n::Language;

/// What a position's disc says.
#[derive(Clone, Copy, Debug)]
pub struct Node<'a> {
    /// Where its centre is.
    pub centre: Point,
    /// Its radius.
    pub radius: f32,
    /// What it holds: a pile's coins, or a position's heaps.
    pub label: &'a str,
    /// A smaller line under the label (a position's value, "g = 2"), when there is one.
    pub note: Option<&'a str>,
    /// Its fill (none: left empty).
    pub fill: Option<Colour>,
    /// Its outline's width and colour.
    pub stroke: (f32, Colour),
    /// The coins' colour.
    pub ink: Colour,
    /// The value badge: `Some(Some(outcome))` when known, `Some(None)` for a '?', `None` for none.
    pub value: Option<Option<Outcome>>,
    /// How often it occurs in the whole tree, written "×k" beside it, when it repeats.
    pub repeats: Option<&'a str>,
}

impl Node<'_> {
    /// Draws the node on `scene`, its words in `language`.
    pub fn draw(&self, scene: &mut Scene, language: Language, palette: &Palette) {
        let Self { centre, radius, .. } = *self;
        scene.push(Shape::Circle {
            centre,
            radius,
            fill: self.fill,
            stroke: Some(self.stroke),
        });
        // Four digits (1000 coins), or many heaps, shrink to stay inside the circle.
        let size = size_to_fit(self.label, radius * 0.9, radius * 1.7);
        match self.note {
            None => {
                let at = pt(centre.x, centre.y + size * 0.36);
                scene.text(at, self.label, size, self.ink, Align::Middle);
            }
            Some(note) => {
                let size = size.min(radius * 0.6);
                scene.text(
                    pt(centre.x, centre.y - 1.0),
                    self.label,
                    size,
                    self.ink,
                    Align::Middle,
                );
                // Left of centre, clear of the value's badge at the lower right.
                let small = size_to_fit(note, radius * 0.45, radius * 1.1);
                let at = pt(centre.x - radius * 0.2, centre.y + small * 1.3);
                scene.text(at, note, small, self.ink, Align::Middle);
            }
        }
        if let Some(value) = self.value {
            draw_value(scene, centre, radius, value, language, palette);
        }
        if let Some(count) = self.repeats
            && let Some((right, up, font)) = badge::repeat_badge(radius)
        {
            let at = pt(centre.x + right, centre.y - up + font * 0.36);
            // Beside the disc, on the page: the page's ink, unless the node is pale.
            let ink = if self.ink == palette.node_ink {
                palette.ink
            } else {
                self.ink
            };
            scene.bold(at, badge::repeat_text(count), font, ink, Align::Start);
        }
    }
}

/// A thick ring around the node (at `centre`, of `radius`) the newest step is about.
pub fn ring_current(scene: &mut Scene, centre: Point, radius: f32, palette: &Palette) {
    scene.push(Shape::Circle {
        centre,
        radius: radius + 4.5,
        fill: None,
        stroke: Some((3.0, palette.current)),
    });
}

/// The value of the node at `centre` (radius `r`): its letter in a badge, or its shape (the
/// position DAG's boxes say theirs the same way).
pub(super) fn draw_value(
    scene: &mut Scene,
    centre: Point,
    r: f32,
    value: Option<Outcome>,
    language: Language,
    palette: &Palette,
) {
    let colour = match value {
        Some(Outcome::Win) => palette.win,
        Some(Outcome::Lose) => palette.lose,
        None => palette.faint,
    };
    match badge::value_badge(r) {
        ValueBadge::Letter { offset, radius, font } => {
            let at = pt(centre.x + offset, centre.y + offset);
            scene.push(Shape::Circle {
                centre: at,
                radius,
                fill: Some(colour),
                stroke: None,
            });
            let letter = value.map_or("?", |v| language.strings().tree.outcome_letter(v));
            let baseline = pt(at.x, at.y + font * 0.36);
            scene.bold(baseline, letter, font, palette.badge_ink, Align::Middle);
        }
        ValueBadge::Shape { offset, size } => {
            let at = pt(centre.x + offset, centre.y + offset);
            let outline = Some((1.0, palette.node_ink));
            scene.push(match ValueShape::of(value) {
                ValueShape::Disc => Shape::Circle {
                    centre: at,
                    radius: size,
                    fill: Some(colour),
                    stroke: outline,
                },
                ValueShape::Square => Shape::Rect {
                    min: pt(at.x - size * 0.9, at.y - size * 0.9),
                    max: pt(at.x + size * 0.9, at.y + size * 0.9),
                    radius: 0.0,
                    fill: Some(colour),
                    stroke: outline,
                    dash: None,
                },
                ValueShape::Ring => Shape::Circle {
                    centre: at,
                    radius: size,
                    fill: Some(palette.node_ink),
                    stroke: Some((2.0, colour)),
                },
            });
        }
    }
}

/// Checks for the figures' tests that `scene` still says every value in black and white.
#[cfg(test)]
pub(crate) mod grey {
    use nimlab_core::games::Outcome;

    use crate::colours::contrast_ratio;
    use crate::figure::scene::{Colour, Point, Scene, Shape};
    use crate::geometry::badge::VALUE_MIN_FONT;
    use crate::i18n::Language;

    /// `colour` as the grey a black-and-white printer makes of it (its luma).
    fn luma(colour: Colour) -> [u8; 3] {
        let y = 0.2126 * f32::from(colour.red)
            + 0.7152 * f32::from(colour.green)
            + 0.0722 * f32::from(colour.blue);
        [y.round() as u8; 3]
    }

    /// Every filled disc of radius `radius` in `scene` (a node whose value is drawn): its centre,
    /// its fill and the coins written at its centre.
    pub(crate) fn filled_nodes(scene: &Scene, radius: f32) -> Vec<(Point, Colour, u32)> {
        scene
            .shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Circle {
                    centre,
                    radius: r,
                    fill: Some(fill),
                    ..
                } if (*r - radius).abs() <= 1e-3 => Some((*centre, *fill)),
                _ => None,
            })
            .map(|(centre, fill)| {
                let coins = scene
                    .shapes
                    .iter()
                    .find_map(|s| match s {
                        Shape::Text { at, text, .. }
                            if (at.x - centre.x).abs() < 1e-3 && (at.y - centre.y).abs() <= radius =>
                        {
                            text.parse().ok()
                        }
                        _ => None,
                    })
                    .expect("a node shows its coins");
                (centre, fill, coins)
            })
            .collect()
    }

    /// Every node of radius `radius` filled (its value known) in `scene`, read in grey: its
    /// coins (the number at its centre), and its value's letter at its lower right, at least
    /// [`VALUE_MIN_FONT`], standing out from the badge under it at 4.5:1 in grey. Returns how
    /// many nodes said W and how many L.
    pub(crate) fn values_read_in_grey(
        scene: &Scene,
        radius: f32,
        language: Language,
        outcome_of: impl Fn(u32) -> Outcome,
    ) -> (usize, usize) {
        let letters = language.strings().tree;
        let near = |a: Point, b: Point, d: f32| (a.x - b.x).abs() <= d && (a.y - b.y).abs() <= d;
        let (mut wins, mut losses) = (0, 0);
        for (centre, _, coins) in filled_nodes(scene, radius) {
            let centre = &centre;
            let outcome = outcome_of(coins);
            let letter = letters.outcome_letter(outcome);
            let written = scene.shapes.iter().find_map(|s| match s {
                Shape::Text {
                    at,
                    text,
                    size,
                    colour,
                    ..
                } if text == letter
                    && at.x > centre.x
                    && at.y > centre.y
                    && near(*at, *centre, 2.5 * radius) =>
                {
                    Some((*at, *size, *colour))
                }
                _ => None,
            });
            let (at, size, ink) = written.unwrap_or_else(|| {
                panic!(
                    "{coins} coins: no {letter:?} beside the node in {:?}",
                    scene.title
                )
            });
            assert!(size >= VALUE_MIN_FONT, "{coins}: {letter} at {size} pt");
            let badge = scene.shapes.iter().rev().find_map(|s| match s {
                Shape::Circle {
                    centre: c,
                    fill: Some(fill),
                    radius: r,
                    ..
                } if (c.x - at.x).abs() < 1e-3 && near(*c, at, *r) => Some(*fill),
                _ => None,
            });
            let badge = badge.unwrap_or_else(|| panic!("{coins}: {letter} has no badge"));
            let ratio = contrast_ratio(luma(ink), luma(badge));
            assert!(
                ratio >= 4.5,
                "{coins}: {letter} on its badge in grey is {ratio:.2}:1"
            );
            match outcome {
                Outcome::Win => wins += 1,
                Outcome::Lose => losses += 1,
            }
        }
        (wins, losses)
    }
}
