//! Presentation mode (issue 23), as the shell applies it: full screen, the chrome folded into one
//! thin bar that never wraps, high-contrast text with readable small text, and a zoom of its own,
//! apart from the normal one. F5 switches it, Esc leaves it (unless a text field or a question
//! has the keyboard). The window's zoom, in either mode, is the teacher's: − and + in the bar,
//! `Ctrl+−`, `Ctrl+=` and `Ctrl+0`, remembered between runs.

use egui::{Align, Key, Layout, Modifiers, Ui};

use super::tab_bar::{tab_name, theme_ui};
use super::zoom::WindowZoom;
use super::{NimlabApp, Tab};
use crate::i18n::{Language, Strings};
use crate::ui::{shortcuts, style};

/// Presentation mode and the window's zoom, as the shell keeps them.
pub(super) struct Presentation {
    /// Presentation mode is on.
    pub(super) on: bool,
    /// The window's zoom in and out of presentation mode.
    pub(super) zoom: WindowZoom,
    /// The presentation setting the window's style was last set for.
    styled_for: Option<bool>,
    /// Full screen was last asked for.
    full_screen: bool,
    /// A text field had the keyboard at the end of the last frame (Esc is then its own).
    pub(super) text_field_focused: bool,
}

impl Presentation {
    /// Presentation mode `on` or off, with the remembered `zoom`; the window is styled and
    /// sized on the first frame.
    pub(super) fn new(on: bool, zoom: WindowZoom) -> Self {
        Self {
            on,
            zoom,
            styled_for: None,
            full_screen: false,
            text_field_focused: false,
        }
    }
}

impl NimlabApp {
    /// Each frame before anything is drawn: the keys, then the look, the zoom and full screen
    /// when they changed.
    pub(super) fn apply_presentation(&mut self, ctx: &egui::Context) {
        self.presentation_keys(ctx);
        if self.presentation.styled_for != Some(self.presentation.on) {
            for theme in [egui::Theme::Light, egui::Theme::Dark] {
                ctx.style_mut_of(theme, |style| {
                    style::apply_palette(style, theme, self.presentation.on);
                });
            }
            // The zoom keys are the shell's (below): they change the remembered, bounded zoom.
            ctx.options_mut(|options| options.zoom_with_keyboard = false);
            self.presentation.styled_for = Some(self.presentation.on);
        }
        self.presentation.zoom.fit(screen_points(ctx));
        let factor = self.presentation.zoom.factor(self.presentation.on);
        if (ctx.zoom_factor() - factor).abs() > f32::EPSILON {
            ctx.set_zoom_factor(factor);
        }
        if self.presentation.full_screen != self.presentation.on {
            self.presentation.full_screen = self.presentation.on;
            set_full_screen(ctx, self.presentation.on);
        }
    }

    /// F5, Esc and the zoom keys.
    fn presentation_keys(&mut self, ctx: &egui::Context) {
        // Esc belongs to a text field (it leaves the field: egui has already let go of it as
        // this frame began, hence last frame's focus) or an open question (it closes it).
        let esc_is_taken = self.presentation.text_field_focused
            || ctx.memory(|memory| memory.top_modal_layer().is_some())
            || egui::Popup::is_any_open(ctx);
        let presenting = self.presentation.on;
        let zoom = &mut self.presentation.zoom;
        let screen = screen_points(ctx);
        let switch = ctx.input_mut(|input| {
            if input.consume_shortcut(&shortcuts::ZOOM_RESET) {
                zoom.reset(presenting, screen);
            }
            if input.consume_shortcut(&shortcuts::ZOOM_IN) || input.consume_shortcut(&shortcuts::ZOOM_IN_PLUS)
            {
                zoom.zoom_in(presenting);
            }
            if input.consume_shortcut(&shortcuts::ZOOM_OUT) {
                zoom.zoom_out(presenting);
            }
            input.consume_shortcut(&shortcuts::PRESENT)
                || (presenting && !esc_is_taken && input.consume_key(Modifiers::NONE, Key::Escape))
        });
        if switch {
            self.presentation.on = !self.presentation.on;
        }
    }

    /// Presentation mode's bar: the tabs and classroom mode at the left; the zoom, Leave and a
    /// menu with the rest at the right, on one row.
    pub(super) fn presentation_bar_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        egui::Panel::top("tab_bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                // Tighter than egui's 8 and 4, so that the bar keeps to one row at 800×600 at
                // the presentation zoom, in Korean too.
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.spacing_mut().button_padding.x = 3.0;
                for tab in [Tab::GameTree, Tab::Grundy, Tab::Matchsticks] {
                    ui.selectable_value(&mut self.tab, tab, tab_name(tab, strings));
                }
                ui.separator();
                ui.toggle_value(&mut self.classroom, strings.classroom)
                    .on_hover_text(strings.classroom_hint);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui
                        .button(strings.present_leave)
                        .on_hover_text(strings.present_leave_hint)
                        .clicked()
                    {
                        self.presentation.on = false;
                    }
                    zoom_in_ui(ui, &mut self.presentation.zoom, true, strings);
                    zoom_percent_ui(ui, self.presentation.zoom, true, strings);
                    zoom_out_ui(ui, &mut self.presentation.zoom, true, strings);
                    ui.menu_button("…", |ui| {
                        self.copy_link_ui(ui, strings);
                        ui.separator();
                        for language in Language::ALL {
                            ui.selectable_value(&mut self.language, language, language.name())
                                .on_hover_text(strings.language);
                        }
                        ui.separator();
                        theme_ui(ui, strings);
                    })
                    .response
                    .on_hover_text(strings.present_more);
                });
            });
        });
    }

    /// The normal bar's zoom, left to right: −, the percent, +.
    pub(super) fn zoom_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        zoom_out_ui(ui, &mut self.presentation.zoom, false, strings);
        zoom_percent_ui(ui, self.presentation.zoom, false, strings);
        zoom_in_ui(ui, &mut self.presentation.zoom, false, strings);
    }
}

/// The − button of the mode's zoom.
fn zoom_out_ui(ui: &mut Ui, zoom: &mut WindowZoom, presenting: bool, strings: &Strings) {
    let enabled = zoom.percent(presenting) > WindowZoom::MIN;
    if ui
        .add_enabled(enabled, egui::Button::new("−"))
        .on_hover_text(strings.zoom_out)
        .clicked()
    {
        zoom.zoom_out(presenting);
    }
}

/// The + button of the mode's zoom.
fn zoom_in_ui(ui: &mut Ui, zoom: &mut WindowZoom, presenting: bool, strings: &Strings) {
    let enabled = zoom.percent(presenting) < WindowZoom::MAX;
    if ui
        .add_enabled(enabled, egui::Button::new("+"))
        .on_hover_text(strings.zoom_in)
        .clicked()
    {
        zoom.zoom_in(presenting);
    }
}

/// The mode's zoom in percent, with what it is on hover.
fn zoom_percent_ui(ui: &mut Ui, zoom: WindowZoom, presenting: bool, strings: &Strings) {
    let percent = zoom.percent(presenting);
    let mut reset = zoom;
    reset.reset(presenting, screen_points(ui.ctx()));
    ui.label(format!("{percent} %"))
        .on_hover_text((strings.zoom_hint)(percent, reset.percent(presenting)));
}

/// The window's size in points at 100 %, whatever the zoom: what presentation mode's own zoom
/// fits.
fn screen_points(ctx: &egui::Context) -> [f32; 2] {
    let size = ctx.content_rect().size() * ctx.zoom_factor();
    [size.x, size.y]
}

/// Natively, the window goes full screen with presentation mode and back without it.
#[cfg(not(target_arch = "wasm32"))]
fn set_full_screen(ctx: &egui::Context, on: bool) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(on));
}

/// On the web, presentation mode does nothing for full screen: a page may ask for it only from
/// the handler of a click, which egui's frame is not, and the browser's own F11 does it.
#[cfg(target_arch = "wasm32")]
fn set_full_screen(_ctx: &egui::Context, _on: bool) {}
