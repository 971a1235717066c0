//! Classroom mode, as the shell applies it: everything larger and the text full black or white
//! for projectors, and the switch handed to every tab each frame (each tab decides what it
//! hides).

use super::NimlabApp;

/// How much larger classroom mode draws everything.
const CLASSROOM_ZOOM: f32 = 1.3;

impl NimlabApp {
    /// Restyles the window when classroom mode was switched, and tells every tab.
    pub(super) fn apply_classroom(&mut self, ctx: &egui::Context) {
        if self.styled_for != Some(self.classroom) {
            classroom_style(ctx, self.classroom);
            self.styled_for = Some(self.classroom);
        }
        let on = self.classroom;
        for tab in self.tabs_mut() {
            tab.set_classroom(on);
        }
    }
}

/// Classroom mode makes everything larger and the text full black or white, for projectors.
fn classroom_style(ctx: &egui::Context, on: bool) {
    ctx.set_zoom_factor(if on { CLASSROOM_ZOOM } else { 1.0 });
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        ctx.style_mut_of(theme, |style| {
            let ink = match theme {
                egui::Theme::Dark => egui::Color32::WHITE,
                egui::Theme::Light => egui::Color32::BLACK,
            };
            style.visuals.override_text_color = on.then_some(ink);
        });
    }
}
