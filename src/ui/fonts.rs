//! Installs the embedded Korean font as a fallback, so Hangul renders on machines with no CJK
//! font (and in `egui_kittest`, which ignores system fonts and panics on a missing glyph).

use std::sync::Arc;

use crate::fonts::NANUM_SQUARE;

/// Adds the Korean font after egui's defaults in every family.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "nanum_square".to_owned(),
        Arc::new(egui::FontData::from_static(NANUM_SQUARE)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("nanum_square".to_owned());
    }
    ctx.set_fonts(fonts);
}
