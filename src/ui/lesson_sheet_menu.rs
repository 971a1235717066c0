//! The choices of a lesson sheet as the tree and Grundy tabs offer it (Worksheet…): the answer
//! key or the blank sheet, and the paper; and the export request for the sheet of what the tab
//! shows, saved through the shell's one export path. Classroom mode's rule: while values are
//! hidden only the blank sheet is offered, since the key would show them.

use egui::Ui;

use crate::figure::FigureRequest;
use crate::figure::lesson_sheet::{LessonSheet, SheetPrint};
use crate::figure::worksheet::Paper;
use crate::i18n::{Language, Strings};
use crate::ui::export::{self, ExportRequest};

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
