//! The file bar above the canvas: New, Open…, Save, Save as…, Export…, Recent and the samples,
//! with the file's name and its unsaved mark; and the keyboard shortcuts of the file commands.

use std::path::PathBuf;

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::Strings;
use crate::ui::keys::{self, KeyAction};
use crate::ui::shell_action::FileCommand;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// New, Open…, Save, Save as…, Recent, and the file's name with an unsaved mark; also their
/// keyboard shortcuts. Returns the command (or export) chosen.
pub(super) fn file_bar(
    ui: &mut Ui,
    session: &PuzzleSession,
    recent: &[PathBuf],
    strings: &Strings,
    export_menu: impl FnOnce(&mut Ui) -> Option<MatchEvent>,
) -> Option<MatchEvent> {
    let m = strings.matchsticks;
    let mut chosen = shortcut_command(ui).map(MatchEvent::File);
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            (m.file_new, KeyAction::FileNew, FileCommand::New),
            (m.file_open, KeyAction::FileOpen, FileCommand::Open),
            (m.file_save, KeyAction::FileSave, FileCommand::Save),
            (m.file_save_as, KeyAction::FileSaveAs, FileCommand::SaveAs),
        ];
        for (name, action, command) in buttons {
            let mut button = ui.button(name);
            // In a browser Ctrl+N is the browser's: no key to name.
            let keys = keys::hover_names(ui.ctx(), action);
            if !keys.is_empty() {
                button = button.on_hover_text(keys);
            }
            if button.clicked() {
                chosen = Some(MatchEvent::File(command));
            }
        }
        if let Some(export) = export_menu(ui) {
            chosen = Some(export);
        }
        ui.add_enabled_ui(!recent.is_empty(), |ui| {
            ui.menu_button(m.file_recent, |ui| {
                for path in recent {
                    if ui.button(path.display().to_string()).clicked() {
                        chosen = Some(MatchEvent::File(FileCommand::OpenRecent(path.clone())));
                        ui.close();
                    }
                }
            });
        });
        if ui
            .button(m.file_samples)
            .on_hover_text(m.file_samples_hint)
            .clicked()
        {
            chosen = Some(MatchEvent::File(FileCommand::OpenSamples));
        }
        ui.separator();
        let name = session.document().name(m.untitled);
        ui.label(RichText::new(name).strong());
        if session.is_dirty() {
            ui.label(RichText::new(m.unsaved).italics());
        }
    });
    chosen
}

fn shortcut_command(ui: &Ui) -> Option<FileCommand> {
    ui.ctx().input_mut(|i| {
        // Save as first: Ctrl+S also matches Ctrl+Shift+S.
        if keys::consume(i, KeyAction::FileSaveAs) {
            Some(FileCommand::SaveAs)
        } else if keys::consume(i, KeyAction::FileSave) {
            Some(FileCommand::Save)
        } else if keys::consume(i, KeyAction::FileOpen) {
            Some(FileCommand::Open)
        } else if keys::consume(i, KeyAction::FileNew) {
            Some(FileCommand::New)
        } else {
            None
        }
    })
}
