//! Presentation mode, as the shell applies it: full screen, the chrome folded into one
//! thin bar that never wraps, high-contrast text with readable small text, and a zoom of its own,
//! apart from the normal one. F5 switches it, Esc leaves it (unless a text field or a question
//! has the keyboard). The window's zoom, in either mode, is the teacher's: − and + in the bar,
//! `Ctrl+−`, `Ctrl+=` and `Ctrl+0`, remembered between runs.

use egui::{Align, Key, Layout, Modifiers, Ui};

use super::tab_bar::{tab_name, theme_ui};
use super::{NimlabApp, Tab};
use crate::i18n::{Language, Strings};
use crate::ui::keys::{self, KeyAction};
use crate::ui::style;
use nimlab_model::window_zoom::WindowZoom;

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
    /// The width, in points, the thin bar's contents took in the last frame: a zoom that would
    /// make them wider than the screen is not offered (they would overlap).
    bar_width: Option<f32>,
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
            bar_width: None,
        }
    }

    /// The largest presentation zoom, in percent, at which the thin bar (as wide as last
    /// measured) still fits a screen `screen` points wide at 100 %; none before it was drawn.
    fn largest_zoom(&self, screen: [f32; 2]) -> Option<u16> {
        let bar = self.bar_width.filter(|width| *width > 0.0)?;
        let percent = (screen[0] / bar * 10.0).floor() * 10.0;
        percent
            .is_finite()
            .then(|| (percent as u16).clamp(WindowZoom::MIN, WindowZoom::MAX))
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
        let screen = screen_points(ctx);
        self.presentation.zoom.fit(screen);
        // Larger, the thin bar's buttons would overlap: bounded like any zoom.
        if self.presentation.on
            && let Some(largest) = self.presentation.largest_zoom(screen)
            && self.presentation.zoom.presenting > largest
        {
            self.presentation.zoom.presenting = largest;
        }
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
            if keys::consume(input, KeyAction::WindowZoomReset) {
                zoom.reset(presenting, screen);
            }
            if keys::consume(input, KeyAction::WindowZoomIn) {
                zoom.zoom_in(presenting);
            }
            if keys::consume(input, KeyAction::WindowZoomOut) {
                zoom.zoom_out(presenting);
            }
            keys::consume(input, KeyAction::Presentation)
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
            let free = ui.horizontal(|ui| {
                // Tighter than egui's 8 and 4, so that the bar keeps to one row at 800×600 at
                // the presentation zoom, in Korean too.
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.spacing_mut().button_padding.x = 3.0;
                for tab in Tab::ALL {
                    ui.selectable_value(&mut self.tab, tab, tab_name(tab, strings));
                }
                ui.separator();
                ui.toggle_value(&mut self.classroom, strings.classroom)
                    .on_hover_text(strings.classroom_hint);
                if let Some(position) = self.lesson_position() {
                    ui.separator();
                    ui.strong((strings.lesson_plan.step_of)(position.at + 1, position.total));
                }
                let left = ui.min_rect().width();
                let start = ui.cursor().min.x;
                let screen = screen_points(ui.ctx());
                let largest = self.presentation.largest_zoom(screen);
                let right = ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui
                        .button(strings.present_leave)
                        .on_hover_text(strings.present_leave_hint)
                        .clicked()
                    {
                        self.presentation.on = false;
                    }
                    let largest = largest.unwrap_or(WindowZoom::MAX);
                    zoom_in_ui(ui, &mut self.presentation.zoom, (true, largest), strings);
                    zoom_percent_ui(ui, self.presentation.zoom, true, strings);
                    zoom_out_ui(ui, &mut self.presentation.zoom, true, strings);
                    // In the menu, not on the bar: the bar's width sets the largest zoom.
                    ui.menu_button("…", |ui| {
                        self.presenter_button_ui(ui, strings);
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
                    ui.min_rect().width()
                });
                // The bar's margins count too, and a little slack for text set at another size.
                let margins = ui.ctx().content_rect().width() - ui.max_rect().width();
                let gap = 2.0 * ui.spacing().item_spacing.x;
                self.presentation.bar_width = Some(left + gap + right.inner + margins);
                // Between the two groups: the notice's room if it fits there.
                let end = right.response.rect.left() - ui.spacing().item_spacing.x;
                egui::Rect::from_x_y_ranges(start..=end.max(start), ui.min_rect().y_range())
            });
            self.place_notice(ui, free.inner, strings);
        });
    }

    /// The normal bar's zoom, left to right: −, the percent, +.
    pub(super) fn zoom_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        zoom_out_ui(ui, &mut self.presentation.zoom, false, strings);
        zoom_percent_ui(ui, self.presentation.zoom, false, strings);
        zoom_in_ui(ui, &mut self.presentation.zoom, (false, WindowZoom::MAX), strings);
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

/// The + button of the mode's zoom (`presenting` or not), which goes up to `largest`.
fn zoom_in_ui(ui: &mut Ui, zoom: &mut WindowZoom, (presenting, largest): (bool, u16), strings: &Strings) {
    let enabled = zoom.percent(presenting) < largest;
    let button = ui
        .add_enabled(enabled, egui::Button::new("+"))
        .on_hover_text(strings.zoom_in);
    let button = if largest < WindowZoom::MAX {
        button.on_disabled_hover_text(strings.zoom_bar_full)
    } else {
        button
    };
    if button.clicked() {
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
