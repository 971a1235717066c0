//! The colours that mean something — a win, a loss, a winning take, a running call, a stick
//! that leaves or arrives — shared by the window (`ui::style`) and the figures
//! (`figure::theme`), so a lesson's slides look like its window. Plain sRGB bytes,
//! with no UI crate: each side turns them into its own colour type.
//!
//! They are the Okabe–Ito palette, which colour-blind readers tell apart, tuned in lightness so
//! that those drawn as text read at 4.5:1 (WCAG) or more on white and on black.

/// An opaque sRGB colour: red, green, blue.
pub type Rgb = [u8; 3];

/// A win for the player to move: Okabe–Ito blue (#0072B2), a little lighter.
pub const WIN: Rgb = [0, 122, 194];
/// A loss for the player to move: Okabe–Ito vermillion (#D55E00), a little darker.
pub const LOSE: Rgb = [196, 83, 0];
/// A take that wins (it leaves the opponent a lost position), as a line: Okabe–Ito orange.
pub const WINNING: Rgb = [230, 159, 0];
/// [`WINNING`] as text: darker, to read on white and on black.
pub const WINNING_TEXT: Rgb = [170, 101, 0];
/// A call on the stack in the step-through, waiting for its value: Okabe–Ito reddish purple.
pub const RUNNING: Rgb = [204, 121, 167];
/// The selected position, and the one the newest step of the step-through is about (its ring).
pub const SELECTED: Rgb = [40, 120, 255];
/// A stick that leaves its position in an answer: Okabe–Ito vermillion.
pub const LEAVING: Rgb = [213, 94, 0];
/// A position a stick arrives at in an answer: Okabe–Ito bluish green.
pub const ARRIVING: Rgb = [0, 158, 115];
/// [`ARRIVING`] as text on white: darker (the bright one is for black).
pub const ARRIVING_ON_LIGHT: Rgb = [0, 122, 89];

/// A repeated position's own pastel, wherever it appears (window and figures): hue,
/// saturation and value (0 … 1), the value in linear light as egui's `Hsva` takes it. Colour
/// only tells repeats apart; the "×k" beside each says it in black and white.
pub fn state_hsv(coins: u32) -> [f32; 3] {
    // Golden-ratio steps spread neighbouring states far apart on the colour wheel.
    [(coins as f32 * 0.618_034).fract(), 0.35, 0.97]
}

/// [`state_hsv`] as sRGB bytes, as egui turns an `Hsva` into a colour.
pub fn state(coins: u32) -> Rgb {
    let [hue, saturation, value] = state_hsv(coins);
    // The usual six sectors of the colour wheel: in each, one channel is full, one is
    // lowest and one rises or falls across it.
    let sector = (hue.fract() + 1.0).fract() * 6.0;
    let across = sector - sector.floor();
    let lowest = value * (1.0 - saturation);
    let falling = value * (1.0 - across * saturation);
    let rising = value * (1.0 - (1.0 - across) * saturation);
    let (red, green, blue) = match sector as u8 % 6 {
        0 => (value, rising, lowest),
        1 => (falling, value, lowest),
        2 => (lowest, value, rising),
        3 => (lowest, falling, value),
        4 => (rising, lowest, value),
        _ => (value, lowest, falling),
    };
    [red, green, blue].map(gamma)
}

/// A linear-light channel (0 … 1) as an sRGB byte.
fn gamma(linear: f32) -> u8 {
    let c = if linear <= 0.003_130_8 {
        linear * 12.92
    } else {
        1.055 * linear.powf(1.0 / 2.4) - 0.055
    };
    (c.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// WCAG 2's relative luminance (0 black … 1 white).
pub fn relative_luminance(color: Rgb) -> f32 {
    let [red, green, blue] = color.map(linear);
    0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/// WCAG 2's contrast ratio of two colours (1 … 21); text needs 4.5 or more.
pub fn contrast_ratio(a: Rgb, b: Rgb) -> f32 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// An sRGB channel as linear light (0 … 1).
pub fn linear(channel: u8) -> f32 {
    let c = f32::from(channel) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

#[cfg(test)]
pub(crate) mod vision;
