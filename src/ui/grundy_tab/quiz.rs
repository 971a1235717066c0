//! The class quiz on the Grundy tab: Ask picks an n whose g(n) the table still hides and selects
//! it (its mex is worked out beside, the answer held back); Right or Wrong reveals g(n) as the
//! teacher's Reveal does, and reports the mark to the shell's tally.

use super::GrundyTab;
use crate::quiz::{Asked, Question, Score, Tab, TrueAnswer};
use crate::ui::quiz::{QuizPress, QuizReport};
use crate::ui::shell_action::ShellAction;

impl GrundyTab {
    /// Seeds the quiz's picks.
    pub fn seed_quiz(&mut self, seed: u64) {
        self.classroom.quiz.seed(seed);
    }

    /// The session's score, for the quiz's row.
    pub fn set_quiz_score(&mut self, score: Score) {
        self.classroom.quiz.set_score(score);
    }

    /// The question the quiz has open, if any.
    pub fn quiz_question(&self) -> Option<&Question> {
        self.classroom.quiz.open().map(|(_, question)| question)
    }

    /// A press in the quiz's row or its keys.
    pub(super) fn quiz_press(&mut self, press: QuizPress) -> Option<ShellAction> {
        match press {
            QuizPress::Ask => {
                let values = self.result()?.values().to_vec();
                let classroom = &mut self.classroom;
                let hidden: Vec<u32> = (0..values.len())
                    .filter_map(|n| u32::try_from(n).ok())
                    .filter(|&n| classroom.hides(n))
                    .collect();
                let asked = classroom.quiz.ask(&hidden, |&n| Question {
                    tab: Tab::Grundy,
                    asked: Asked::GrundyValue(n),
                    answer: TrueAnswer::Value(values[n as usize]),
                });
                if asked.is_some() {
                    self.inputs.selected = asked;
                }
                None
            }
            QuizPress::Mark(right) => {
                let (n, question) = self.classroom.quiz.take_open()?;
                self.classroom.reveal(n);
                Some(ShellAction::Quiz(QuizReport::Marked(question, right)))
            }
            QuizPress::ResetTally | QuizPress::ExportTally => press.for_the_shell().map(ShellAction::Quiz),
        }
    }
}
