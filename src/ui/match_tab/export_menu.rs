//! The matchstick tab's Export menu: the puzzle, or its answer, drawn for the page as PNG, SVG or
//! PDF (the puzzle, not the board: what was tried is not what was authored), and worksheets of
//! the collection with or without their key, with the worksheet's choices (difficulty as stars,
//! puzzle titles, puzzles a page, which is also the figures' size, the paper, and whether the key
//! follows the puzzles or goes to a file of its own). Answers stay out of the menu while
//! classroom mode hides them. The menu stays open while choices are made and returns the export
//! chosen as a [`MatchEvent`]; the request is built from the open puzzle when the tab applies it
//! (`exports.rs`).

use egui::containers::menu::{MenuButton, MenuConfig};
use egui::{PopupCloseBehavior, Ui};

use super::event::MatchEvent;
use crate::figure::Format;
use crate::figure::request::Look;
use crate::figure::worksheet::{MAX_SHEET_PUZZLES, PER_PAGE, Paper};
use crate::i18n::Strings;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::sheet_choices::{KeyPlace, SheetChoices};

/// What the menu remembers: between clicks, and (the worksheet's choices) between runs.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ExportMenu {
    /// Draw figures on a dark background.
    dark: bool,
    /// The worksheet's choices.
    pub(super) sheet: SheetChoices,
}

impl ExportMenu {
    /// The menu with the worksheet choices remembered from the last run.
    pub(super) fn with_sheet(sheet: SheetChoices) -> Self {
        Self {
            dark: false,
            sheet: sheet.sanitized(),
        }
    }

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
        // Ticking a choice keeps the menu open; choosing an export closes it.
        let stays_open = MenuConfig::new().close_behavior(PopupCloseBehavior::CloseOnClickOutside);
        MenuButton::new(m.export_menu)
            .config(stays_open)
            .ui(ui, |ui| {
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
                self.sheet_choices_ui(ui, answers_hidden, strings);
                let many = session.file_to_save().puzzles.len() <= MAX_SHEET_PUZZLES;
                let sheets = [(m.export_sheet, false), (m.export_sheet_key, true)];
                for (label, with_key) in sheets.into_iter().filter(|(_, key)| !key || !answers_hidden) {
                    if ui.add_enabled(many, egui::Button::new(label)).clicked() {
                        chosen = Some(MatchEvent::ExportSheet {
                            with_key,
                            language,
                            choices: self.sheet,
                        });
                    }
                }
                if chosen.is_some() {
                    ui.close();
                }
            })
            .0
            .on_hover_text(m.export_menu_hint);
        chosen
    }

    /// The worksheet's choices; where the key goes only while answers may be shown.
    fn sheet_choices_ui(&mut self, ui: &mut Ui, answers_hidden: bool, strings: &Strings) {
        let m = strings.matchsticks;
        let look = &mut self.sheet.look;
        ui.checkbox(&mut look.difficulty, m.sheet_difficulty)
            .on_hover_text(m.sheet_difficulty_hint);
        ui.checkbox(&mut look.titles, m.sheet_titles);
        ui.horizontal(|ui| {
            ui.label(m.sheet_per_page).on_hover_text(m.sheet_per_page_hint);
            ui.add(egui::DragValue::new(&mut look.per_page).range(PER_PAGE))
                .on_hover_text(m.sheet_per_page_hint);
        });
        ui.horizontal(|ui| {
            ui.label(m.sheet_paper);
            for paper in Paper::ALL {
                ui.radio_value(&mut look.paper, paper, paper.name());
            }
        });
        if !answers_hidden {
            ui.radio_value(&mut self.sheet.key, KeyPlace::AtEnd, m.sheet_key_at_end);
            ui.radio_value(&mut self.sheet.key, KeyPlace::OwnFile, m.sheet_key_own_file)
                .on_hover_text(m.sheet_key_own_file_hint);
        }
    }
}
