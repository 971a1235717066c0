//! The bar across the top of the window: the tabs and Copy link (what a teacher looks for next
//! to the tab on show), then the settings (presentation mode and the presenter's screen,
//! language, classroom mode, the zoom, light or dark, the keys' help) at the right end, or on a
//! row of their own when the tabs leave no room. The room left between them is the notice's when
//! it fits there, else the notice has a row under the bar (`notice_slot`). Presentation mode has
//! a thin bar of its own (`present`).

use super::{NimlabApp, Tab};
use crate::i18n::{Language, Strings};
use crate::ui::layout::Layout;
use crate::ui::widgets;

/// The room egui's separator takes in a row.
const SEPARATOR_WIDTH: f32 = 6.0;

/// A tab's name, as its button says it.
pub(super) fn tab_name(tab: Tab, strings: &Strings) -> &'static str {
    match tab {
        Tab::GameTree => strings.tab_game_tree,
        Tab::Grundy => strings.tab_grundy,
        Tab::Matchsticks => strings.tab_matchsticks,
    }
}

impl NimlabApp {
    /// Draws the tab bar as a panel at the top of `ui`.
    pub(super) fn tab_bar_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        if self.presentation.on {
            self.presentation_bar_ui(ui, strings);
            return;
        }
        egui::Panel::top("tab_bar").show(ui, |ui| {
            let mut free = egui::Rect::NOTHING;
            ui.horizontal_wrapped(|ui| {
                ui.heading(egui::RichText::new("nimlab").strong());
                ui.separator();
                for tab in Tab::ALL {
                    ui.selectable_value(&mut self.tab, tab, tab_name(tab, strings));
                }
                // A framed button, unlike the tabs: no separator needed, which saves room.
                self.copy_link_ui(ui, strings);
                // In classroom mode the bar keeps its room for the class (at 800×600 the button
                // would push the settings to a second row); it shows there once a plan is open.
                if !self.classroom || self.lesson.plan.is_some() {
                    let lesson = strings.lesson_plan;
                    ui.toggle_value(&mut self.lesson.panel, lesson.lesson)
                        .on_hover_text(lesson.lesson_hint);
                }
                // The settings sit at the right end, or start a row of their own when the tabs
                // leave no room (a narrow window, a larger zoom, longer Korean names).
                // Their width as drawn last frame (an estimate on the first).
                let id = ui.scope_id().with("settings_width");
                let needed = ui
                    .data(|d| d.get_temp::<f32>(id))
                    .unwrap_or_else(|| settings_width(ui, strings));
                let room = ui.available_size_before_wrap().x;
                // The room left on the first row is the notice's if it fits there.
                let (start, row) = (ui.cursor().min.x, ui.min_rect());
                let width = if room < needed { room } else { room - needed };
                let end = start + width - ui.spacing().item_spacing.x;
                free = egui::Rect::from_x_y_ranges(start..=end.max(start), row.y_range());
                if room < needed {
                    ui.end_row();
                } else {
                    ui.add_space(room - needed);
                }
                // A phone's width holds fewer than the settings: they wrap rather than run off
                // the right edge, where a finger cannot reach them.
                let settings = |ui: &mut egui::Ui| self.settings_ui(ui, strings);
                let drawn = if Layout::of(ui.ctx()).narrow {
                    ui.horizontal_wrapped(settings)
                } else {
                    ui.horizontal(settings)
                }
                .response
                .rect
                .width();
                if (drawn - needed).abs() > 0.5 {
                    ui.data_mut(|d| d.insert_temp(id, drawn));
                    ui.ctx().request_repaint();
                }
            });
            self.place_notice(ui, free, strings);
        });
    }

    /// Presentation mode, language, classroom mode, the zoom and theme, left to right.
    fn settings_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        ui.toggle_value(&mut self.presentation.on, strings.present)
            .on_hover_text(strings.present_hint);
        self.presenter_button_ui(ui, strings);
        ui.separator();
        // The two names say what they are; the word "Language" is their hover text, which saves
        // room.
        for language in Language::ALL {
            ui.selectable_value(&mut self.language, language, language.name())
                .on_hover_text(strings.language);
        }
        ui.separator();
        ui.toggle_value(&mut self.classroom, strings.classroom)
            .on_hover_text(strings.classroom_hint);
        ui.separator();
        self.zoom_ui(ui, strings);
        ui.separator();
        theme_ui(ui, strings);
        // The help overlay.
        self.help_button_ui(ui, strings);
    }
}

/// About how wide the tab bar's settings group is (eleven buttons and a label with their padding,
/// four separators and the gaps between the sixteen), until it has been drawn once.
fn settings_width(ui: &egui::Ui, strings: &Strings) -> f32 {
    let spacing = ui.spacing();
    let texts = [
        strings.present,
        strings.presenter.open,
        strings.classroom,
        strings.theme_light,
        strings.theme_dark,
        "−",
        "100 %",
        "+",
        "?",
    ];
    let buttons: f32 = texts
        .into_iter()
        .chain(Language::ALL.into_iter().map(Language::name))
        .map(|text| widgets::unwrapped_width(ui, text) + 2.0 * spacing.button_padding.x)
        .sum();
    let separators = 4.0 * SEPARATOR_WIDTH;
    buttons + separators + 15.0 * spacing.item_spacing.x
}

/// Light or dark: a light theme reads better on a classroom projector.
pub(super) fn theme_ui(ui: &mut egui::Ui, strings: &Strings) {
    let mut theme = ui.ctx().theme();
    for (choice, name) in [
        (egui::Theme::Light, strings.theme_light),
        (egui::Theme::Dark, strings.theme_dark),
    ] {
        ui.selectable_value(&mut theme, choice, name);
    }
    if theme != ui.ctx().theme() {
        ui.ctx().set_theme(theme);
    }
}
