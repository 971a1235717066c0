//! The window's text and background colours in each theme, chosen so that every text reads at
//! 4.5:1 or more (WCAG 2's contrast of relative luminances), and presentation mode's
//! high-contrast look with larger small text.
//!
//! The panels are white (Light) and black (Dark): on those two, and only on those, one colour
//! can read as text in both themes, so the state colours ([`super::WIN`], [`super::LOSE`],
//! [`super::HIDDEN_VALUE`]) stay constants the tabs use as they are.

use egui::{Color32, Style, TextStyle, Theme};

use crate::colours;

/// Small text (legends, captions, `RichText::small`) in presentation mode, in points: egui's 9 is
/// unreadable on a projector.
pub const PRESENT_SMALL_TEXT: f32 = 13.0;

/// The colours text is drawn in, and on, in one theme.
struct Inks {
    /// Panels and windows.
    panel: Color32,
    /// Plain text.
    text: Color32,
    /// Weak text (hints, greyed labels): lighter than plain text, still at 4.5:1.
    weak: Color32,
    /// Text fields, a shade off the panel so that they show as boxes.
    field: Color32,
}

/// Light, as egui draws it but for the panel (white, not #F8F8F8) and the weak text (#646464,
/// not #ABABAB, 2.2:1).
const LIGHT: Inks = Inks {
    panel: Color32::WHITE,
    text: Color32::from_gray(40),
    weak: Color32::from_gray(100),
    field: Color32::from_gray(238),
};
/// Dark, on black.
const DARK: Inks = Inks {
    panel: Color32::BLACK,
    text: Color32::from_gray(210),
    weak: Color32::from_gray(160),
    field: Color32::from_gray(32),
};
/// Light in presentation mode: full black text.
const LIGHT_PRESENTING: Inks = Inks {
    panel: Color32::WHITE,
    text: Color32::BLACK,
    weak: Color32::from_gray(70),
    field: Color32::from_gray(232),
};
/// Dark in presentation mode: full white text.
const DARK_PRESENTING: Inks = Inks {
    panel: Color32::BLACK,
    text: Color32::WHITE,
    weak: Color32::from_gray(190),
    field: Color32::from_gray(40),
};

/// Sets `style` (of `theme`) to nimlab's palette, high-contrast with larger small text when
/// `presenting`.
pub fn apply_palette(style: &mut Style, theme: Theme, presenting: bool) {
    let inks = match (theme, presenting) {
        (Theme::Light, false) => &LIGHT,
        (Theme::Dark, false) => &DARK,
        (Theme::Light, true) => &LIGHT_PRESENTING,
        (Theme::Dark, true) => &DARK_PRESENTING,
    };
    let visuals = &mut style.visuals;
    visuals.panel_fill = inks.panel;
    visuals.window_fill = inks.panel;
    // A striped row under coloured text would lower its contrast: the stripes go.
    visuals.faint_bg_color = Color32::TRANSPARENT;
    let quiet = &mut visuals.widgets.noninteractive;
    quiet.bg_fill = inks.panel;
    quiet.weak_bg_fill = inks.panel;
    quiet.fg_stroke.color = inks.text;
    visuals.weak_text_color = Some(inks.weak);
    visuals.text_edit_bg_color = Some(inks.field);
    visuals.override_text_color = presenting.then_some(inks.text);
    let small = if presenting {
        PRESENT_SMALL_TEXT
    } else {
        egui::style::default_text_styles()
            .get(&TextStyle::Small)
            .map_or(9.0, |font| font.size)
    };
    if let Some(font) = style.text_styles.get_mut(&TextStyle::Small) {
        font.size = small;
    }
}

/// WCAG 2's relative luminance of an opaque colour (0 black … 1 white).
pub fn relative_luminance(color: Color32) -> f32 {
    colours::relative_luminance([color.r(), color.g(), color.b()])
}

/// WCAG 2's contrast ratio of two opaque colours (1 … 21); text needs 4.5 or more.
pub fn contrast_ratio(a: Color32, b: Color32) -> f32 {
    colours::contrast_ratio([a.r(), a.g(), a.b()], [b.r(), b.g(), b.b()])
}

#[cfg(test)]
mod tests;
