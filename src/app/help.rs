//! The keys that work on every tab and the help overlay that lists the keys: F1 or ?
//! (or the "?" at the end of the tab bar) opens a window naming every key of the tab on show
//! and the global ones, in the window's language; Esc or F1 closes it. The table is
//! `ui::keys`.

use egui::{Context, RichText};

use super::{NimlabApp, Tab};
use crate::i18n::Strings;
use crate::ui::keys::{self, KeyAction, Scope};

impl NimlabApp {
    /// The help overlay is open.
    pub fn help_open(&self) -> bool {
        self.help
    }

    /// The keys of every tab: the help overlay and the tabs, as the tab bar's buttons do.
    pub(super) fn global_keys(&mut self, ctx: &Context) {
        let open = self.help;
        let pressed = keys::pressed(ctx, Scope::Everywhere, |action| {
            action != KeyAction::CloseHelp || open
        });
        for (action, _) in pressed {
            match action {
                KeyAction::Help => self.help = !self.help,
                KeyAction::CloseHelp => self.help = false,
                KeyAction::TabTree => self.tab = Tab::GameTree,
                KeyAction::TabGrundy => self.tab = Tab::Grundy,
                KeyAction::TabMatchsticks => self.tab = Tab::Matchsticks,
                _ => {}
            }
        }
    }

    /// The "?" button that opens and closes the help overlay, for the tab bar.
    pub(super) fn help_button_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        if ui
            .selectable_label(self.help, "?")
            .on_hover_text(strings.keys.help_button_hint)
            .clicked()
        {
            self.help = !self.help;
        }
    }

    /// The help overlay, while open: the keys of the tab on show, then those of every tab.
    pub(super) fn help_ui(&mut self, ctx: &Context, strings: &Strings) {
        if !self.help {
            return;
        }
        let words = strings.keys;
        let presenting_plan = self.presentation.on && self.lesson.plan.is_some();
        let sections: &[(Scope, &str)] = match self.tab {
            Tab::GameTree => &[
                (Scope::Lesson, words.section_lesson),
                (Scope::GameTree, words.section_tree),
            ],
            Tab::Grundy => &[(Scope::Grundy, words.section_grundy)],
            Tab::Matchsticks => &[(Scope::Matchsticks, words.section_matchsticks)],
        };
        let mut open = true;
        let mut close = false;
        egui::Window::new(words.help_title)
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                // A bar beside the words, not floating over their ends.
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                egui::ScrollArea::vertical()
                    .max_height(ctx.content_rect().height() * 0.7)
                    .show(ui, |ui| {
                        // The plan's keys are listed where they act: presenting a plan.
                        let plan = (Scope::Plan, strings.lesson_plan.section);
                        let presenting_plan = presenting_plan.then_some(plan);
                        let everywhere = [(Scope::Everywhere, words.section_everywhere)];
                        // The words wrap to what an 800×600 projector leaves beside the keys.
                        let words_width = (ctx.content_rect().width() * 0.9 - KEYS_WIDTH - 60.0)
                            .clamp(MIN_WORDS_WIDTH, MAX_WORDS_WIDTH);
                        for &(scope, title) in presenting_plan.iter().chain(sections).chain(&everywhere) {
                            section_ui(ui, scope, title, words_width, strings);
                        }
                    });
                ui.weak(words.help_typing);
                close = ui.button(words.help_close).clicked();
            });
        if !open || close {
            self.help = false;
        }
    }
}

/// The width of the overlay's column of keys.
const KEYS_WIDTH: f32 = 150.0;
/// The narrowest and widest the column of what each key does may be.
const MIN_WORDS_WIDTH: f32 = 220.0;
const MAX_WORDS_WIDTH: f32 = 560.0;

/// One section of the overlay: its title, then each key beside what it does, wrapped to
/// `words_width`.
fn section_ui(ui: &mut egui::Ui, scope: Scope, title: &str, words_width: f32, strings: &Strings) {
    ui.label(RichText::new(title).strong());
    egui::Grid::new(("help_keys", title))
        .num_columns(2)
        // One width for the keys' column in every section, so the sections line up.
        .min_col_width(KEYS_WIDTH)
        .striped(true)
        .show(ui, |ui| {
            for binding in keys::of(scope) {
                ui.label(RichText::new(keys::key_names(ui.ctx(), binding)).strong());
                ui.scope(|ui| {
                    ui.set_max_width(words_width);
                    ui.add(egui::Label::new(binding.action.words(strings)).wrap());
                });
                ui.end_row();
            }
        });
    ui.add_space(6.0);
}
