//! The unsaved-changes question: New, Open, a dropped file or closing the window would lose the
//! puzzle's unsaved edits, so the shell first asks Save, Discard or Cancel, then carries on
//! with what was asked (the [`Next`] step).

use egui::Ui;

use super::NimlabApp;
use super::intent::{Next, Purpose};
use crate::ui::i18n::{Strings, fill};

/// The question on screen, and whether the window may now close.
#[derive(Default)]
pub(super) struct Unsaved {
    /// Waiting for the user to say what to do with unsaved changes, before doing this.
    asking: Option<Next>,
    /// The user has dealt with unsaved changes and the window may close.
    closing: bool,
}

/// The user's answer to the question.
enum Choice {
    Save,
    Discard,
    Cancel,
}

impl NimlabApp {
    /// The unsaved-changes question is on screen.
    pub fn is_asking_to_save(&self) -> bool {
        self.unsaved.asking.is_some()
    }

    /// Does `next` at once, or first asks what to do with unsaved changes.
    pub(super) fn unless_unsaved(&mut self, next: Next) {
        if self.match_tab.is_dirty() {
            self.unsaved.asking = Some(next);
        } else {
            self.go_on(next);
        }
    }

    /// Does `next`, the unsaved changes having been dealt with.
    pub(super) fn go_on(&mut self, next: Next) {
        match next {
            Next::New => {
                self.match_tab.new_file();
                self.notice = None;
            }
            Next::OpenDialog => self.start_dialog(Purpose::Open),
            Next::Open(path) => {
                self.open_path(&path);
            }
            Next::OpenPicked { name, bytes } => {
                self.open_picked(&name, &bytes);
            }
            Next::Samples => self.open_samples(),
            Next::Close => {
                self.unsaved.closing = true;
                self.ctx_for_dialogs()
                    .send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    /// The window's close button: with unsaved changes, the close waits for Save, Discard or
    /// Cancel (eframe's close request, cancelled until the user has chosen).
    pub(super) fn close_request(&mut self, ui: &Ui) {
        let requested = ui.input(|i| i.viewport().close_requested());
        if !requested || self.unsaved.closing || !self.match_tab.is_dirty() {
            return;
        }
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::CancelClose);
        self.unsaved.asking = Some(Next::Close);
    }

    /// Save, Discard or Cancel, when unsaved changes would be lost.
    pub(super) fn ask_ui(&mut self, ui: &Ui, strings: &Strings) {
        let Some(next) = self.unsaved.asking.clone() else {
            return;
        };
        let m = strings.matchsticks;
        let name = self.match_tab.document().name(m.untitled);
        let mut choice = None;
        let modal = egui::Modal::new(egui::Id::unique("unsaved_changes")).show(ui.ctx(), |ui| {
            ui.heading(m.unsaved_title);
            ui.label(fill(m.unsaved_question, &[&name]));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(m.save_changes).clicked() {
                    choice = Some(Choice::Save);
                }
                if ui.button(m.discard).clicked() {
                    choice = Some(Choice::Discard);
                }
                if ui.button(strings.cancel).clicked() {
                    choice = Some(Choice::Cancel);
                }
            });
        });
        if modal.should_close() && choice.is_none() {
            choice = Some(Choice::Cancel);
        }
        let Some(choice) = choice else { return };
        self.unsaved.asking = None;
        match choice {
            Choice::Save => self.save(Some(next)),
            Choice::Discard => {
                if next == Next::Close {
                    self.match_tab.discard_changes();
                }
                self.go_on(next);
            }
            Choice::Cancel => {}
        }
    }
}
