//! The choices of a lesson sheet as the tree and Grundy tabs offer it (Worksheet…): the answer
//! key or the blank sheet, and the paper; the buttons for the sheets a view offers, each greyed
//! when its sheet cannot be printed on that paper and saying why (the size asked and the
//! limit); and the export request for the sheet chosen, saved through the shell's one export
//! path. Classroom mode's rule: while values are hidden only the blank sheet is offered, since
//! the key would show them.

use egui::containers::menu::{MenuButton, MenuConfig};
use egui::{PopupCloseBehavior, Ui};

use crate::figure::FigureRequest;
use crate::figure::lesson_sheet::{LessonSheet, SheetPrint};
use crate::figure::worksheet::Paper;
use crate::i18n::{Language, Strings};
use crate::ui::export::{self, ExportRequest};

/// The Worksheet… menu button, `contents` inside: it stays open while a choice is ticked
/// (saving closes it), and its words wrap rather than stretch it across the window.
pub fn worksheet_menu(ui: &mut Ui, strings: &Strings, contents: impl FnOnce(&mut Ui)) {
    let words = strings.lesson_sheet;
    let stays_open = MenuConfig::new().close_behavior(PopupCloseBehavior::CloseOnClickOutside);
    MenuButton::new(words.menu)
        .config(stays_open)
        .ui(ui, |ui| {
            ui.set_max_width(360.0);
            contents(ui);
        })
        .0
        .on_hover_text(words.menu_hint);
}

/// A sheet a view offers: the words of its button and the sheet.
pub struct SheetOffer<'a> {
    /// The button's words.
    pub label: &'a str,
    /// The sheet it saves.
    pub sheet: &'a LessonSheet,
}

/// What a tab's Worksheet… menu remembers between clicks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SheetMenu {
    /// Fill the answers in: the key.
    pub answers: bool,
    /// The paper.
    pub paper: Paper,
}

impl SheetMenu {
    /// The key switch (not while `answers_hidden`) and the paper.
    pub fn choices_ui(&mut self, ui: &mut Ui, answers_hidden: bool, strings: &Strings) {
        let words = strings.lesson_sheet;
        if answers_hidden {
            ui.weak(words.answers_hidden);
        } else {
            ui.checkbox(&mut self.answers, words.answers);
        }
        ui.horizontal(|ui| {
            ui.label(strings.matchsticks.sheet_paper);
            for paper in Paper::ALL {
                ui.radio_value(&mut self.paper, paper, paper.name());
            }
        });
    }

    /// The choices, then a button for each of `offers`: greyed when its sheet cannot be printed
    /// on the paper chosen, the refusal said under it (so it is read without hovering). Returns
    /// the offer clicked.
    pub fn offers_ui(
        &mut self,
        ui: &mut Ui,
        offers: &[SheetOffer<'_>],
        answers_hidden: bool,
        strings: &Strings,
    ) -> Option<usize> {
        self.choices_ui(ui, answers_hidden, strings);
        let mut clicked = None;
        for (index, offer) in offers.iter().enumerate() {
            let refused = offer.sheet.check(self.paper).err();
            if ui
                .add_enabled(refused.is_none(), egui::Button::new(offer.label))
                .clicked()
            {
                clicked = Some(index);
            }
            if let Some(refusal) = &refused {
                ui.add(egui::Label::new(egui::RichText::new(refusal.words(strings)).weak()).wrap());
            }
        }
        clicked
    }

    /// `sheet` as the menu prints it, saved under a name made of `parts`; blank whatever the
    /// switch says while `answers_hidden`.
    pub fn request(
        &self,
        sheet: LessonSheet,
        parts: &[&str],
        language: Language,
        answers_hidden: bool,
    ) -> ExportRequest {
        let answers = self.answers && !answers_hidden;
        let kind = if answers { "worksheet-key" } else { "worksheet" };
        let mut named = vec![kind];
        named.extend_from_slice(parts);
        ExportRequest::Figure {
            name: export::file_name(&named, "pdf"),
            request: FigureRequest::Lesson(
                sheet,
                SheetPrint {
                    paper: self.paper,
                    language,
                    answers,
                },
            ),
        }
    }
}
