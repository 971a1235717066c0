//! The class quiz on heaps of a game: Ask picks a position of the graph still hidden and selects
//! it; Right or Wrong reveals it through the classroom's answer, as a click on W or L does, and
//! reports the mark to the shell's tally. Free functions over the classroom and the selection,
//! so they run while the graph on show is borrowed.

use egui::Context;

use super::HeapsMode;
use super::classroom::{ClassroomAsk, HeapsClassroom};
use crate::quiz::{Asked, Question, Score, Tab, TrueAnswer};
use crate::ui::keys::{self, KeyAction, Scope};
use crate::ui::quiz::{QuizPress, QuizReport, guess};
use crate::ui::shell_action::ShellAction;
use nimlab_core::games::positions::{PositionGraph, PositionId};

impl HeapsMode {
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
}

/// The quiz's keys pressed (Ask in classroom mode, Right and Wrong while a question is open),
/// as the presses their buttons send.
pub fn keys(ctx: &Context, classroom: &HeapsClassroom) -> Vec<QuizPress> {
    let open = classroom.quiz.open().is_some();
    let acts = |action| match action {
        KeyAction::Ask => classroom.is_on(),
        KeyAction::MarkRight | KeyAction::MarkWrong => open,
        _ => false,
    };
    keys::pressed(ctx, Scope::GameTree, acts)
        .into_iter()
        .filter_map(|(action, _)| match action {
            KeyAction::Ask => Some(QuizPress::Ask),
            KeyAction::MarkRight => Some(QuizPress::Mark(true)),
            KeyAction::MarkWrong => Some(QuizPress::Mark(false)),
            _ => None,
        })
        .collect()
}

/// Does what `press` asks on `graph`: Ask selects the position asked; a mark reveals it and is
/// handed to the shell, as are the tally's buttons.
pub fn press(
    classroom: &mut HeapsClassroom,
    selected: &mut Option<PositionId>,
    graph: &PositionGraph,
    press: QuizPress,
) -> Option<ShellAction> {
    match press {
        QuizPress::Ask => {
            let hidden = classroom.hidden();
            let positions: Vec<PositionId> = graph.ids().filter(|&id| hidden.hides(id)).collect();
            let tagged = graph.games().len() > 1;
            let asked = classroom.quiz.ask(&positions, |&id| Question {
                tab: Tab::GameTree,
                asked: Asked::Heaps {
                    position: graph.position(id).clone(),
                    tagged,
                },
                answer: TrueAnswer::Outcome(graph.outcome(id)),
            });
            if asked.is_some() {
                *selected = asked;
            }
            None
        }
        QuizPress::Mark(right) => {
            let (id, question) = classroom.quiz.take_open()?;
            if let TrueAnswer::Outcome(truth) = question.answer {
                classroom.apply(ClassroomAsk::Answer(id, guess(truth, right)));
            }
            Some(ShellAction::Quiz(QuizReport::Marked(question, right)))
        }
        QuizPress::ResetTally | QuizPress::ExportTally => press.for_the_shell().map(ShellAction::Quiz),
    }
}
