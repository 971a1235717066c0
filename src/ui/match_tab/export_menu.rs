//! The matchstick tab's Export menu: the puzzle, or its answer, drawn for the page as PNG, SVG or
//! PDF (the puzzle, not the board: what was tried is not what was authored), and worksheets of
//! the collection with or without their key. Answers stay out of the menu while classroom mode
//! hides them. The menu returns the choice as a [`MatchEvent`]; the request is built from the
//! open puzzle when the tab applies it (`exports.rs`).

use egui::Ui;

use super::event::MatchEvent;
use crate::figure::Format;
use crate::figure::request::Look;
use crate::figure::worksheet::MAX_SHEET_PUZZLES;
use crate::i18n::Strings;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// What the menu remembers between clicks.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ExportMenu {
    /// Draw figures on a dark background.
    dark: bool,
}

impl ExportMenu {
    /// The menu; the export chosen from it.
    pub(super) fn ui(
        &mut self,
        ui: &mut Ui,
        session: &PuzzleSession,
        answers_hidden: bool,
        strings: &Strings,
    ) -> Option<MatchEvent> {
        let m = strings.matchsticks;
        let language = strings.language();
        let mut chosen = None;
        ui.menu_button(m.export_menu, |ui| {
            for format in Format::ALL {
                if ui.button((m.export_puzzle_as)(format.name())).clicked() {
                    let look = Look::window(self.dark, language, format);
                    chosen = Some(MatchEvent::ExportPuzzle {
                        with_answer: false,
                        look,
                    });
                }
            }
            if !answers_hidden {
                ui.separator();
                for format in Format::ALL {
                    if ui.button((m.export_answer_as)(format.name())).clicked() {
                        let look = Look::window(self.dark, language, format);
                        chosen = Some(MatchEvent::ExportPuzzle {
                            with_answer: true,
                            look,
                        });
                    }
                }
            }
            ui.checkbox(&mut self.dark, m.export_dark);
            ui.separator();
            let many = session.file_to_save().puzzles.len() <= MAX_SHEET_PUZZLES;
            let sheets = [(m.export_sheet, false), (m.export_sheet_key, true)];
            for (label, with_key) in sheets.into_iter().filter(|(_, key)| !key || !answers_hidden) {
                if ui.add_enabled(many, egui::Button::new(label)).clicked() {
                    chosen = Some(MatchEvent::ExportSheet { with_key, language });
                }
            }
            if chosen.is_some() {
                ui.close();
            }
        })
        .response
        .on_hover_text(m.export_menu_hint);
        chosen
    }
}
