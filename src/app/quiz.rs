//! The class quiz's tally, which the shell keeps for the session (since the window opened or
//! Reset tally): the tabs ask and mark, and report each mark here; the score goes back to every
//! tab each frame, and Export tally goes through the one export path as CSV. The tally is not
//! remembered across restarts: a lesson's tally is kept by exporting it.

use super::NimlabApp;
use crate::quiz::{Marked, Tally, iso_utc, now_unix_seconds};
use crate::ui::export::ExportRequest;
use crate::ui::quiz::{QuizReport, Quizzing as _};

impl NimlabApp {
    /// Seeds every tab's pick: the same seed asks the same questions (tests inject one; the
    /// window seeds from the clock).
    pub fn seed_quiz(&mut self, seed: u64) {
        self.tree_tab.seed_quiz(seed);
        self.grundy_tab.seed_quiz(seed.rotate_left(32));
    }

    /// The session's tally.
    pub fn quiz_tally(&self) -> &Tally {
        &self.tally
    }

    /// Gives every tab the session's score, to show in its quiz row.
    pub(super) fn share_quiz_score(&mut self) {
        let score = self.tally.score();
        self.tree_tab.set_quiz_score(score);
        self.grundy_tab.set_quiz_score(score);
    }

    /// A tab's mark is recorded with the time; Reset tally starts again; Export tally asks
    /// where to save the CSV (never replacing a file unasked, as every export).
    pub(super) fn quiz_report(&mut self, report: QuizReport) {
        match report {
            QuizReport::Marked(question, right) => self.tally.record(Marked {
                at: now_unix_seconds(),
                question,
                right,
            }),
            QuizReport::ResetTally => self.tally.reset(),
            QuizReport::ExportTally => {
                let day = iso_utc(now_unix_seconds());
                let day = day.split('T').next().unwrap_or_default();
                self.export(ExportRequest::Csv {
                    name: format!("nimlab-quiz-tally-{day}.csv"),
                    text: crate::export::quiz_csv(self.tally.marked()),
                });
            }
        }
        self.share_quiz_score();
    }
}
