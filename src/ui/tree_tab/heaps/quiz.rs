//! The class quiz on heaps of a game: Ask picks a position of the graph still hidden and selects
//! it; Right or Wrong reveals it through the classroom's answer, as a click on W or L does, and
//! reports the mark to the shell's tally. Free functions over the classroom and the selection,
//! so they run while the graph on show is borrowed.

use egui::Context;

use super::HeapsMode;
use super::classroom::{ClassroomAsk, HeapsClassroom};
use crate::quiz::{Asked, Question, Tab, TrueAnswer};
use crate::ui::keys::{self, KeyAction, Scope};
use crate::ui::quiz::{QuizPress, QuizReport, Quizzing, TabQuiz, guess};
use crate::ui::shell_action::ShellAction;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_model::geometry::positions::PositionLayout;
use nimlab_model::tabs::tree::inputs::TreeView;

impl Quizzing for HeapsMode {
    type Position = PositionId;

    fn tab_quiz(&self) -> &TabQuiz<PositionId> {
        &self.classroom.quiz
    }

    fn tab_quiz_mut(&mut self) -> &mut TabQuiz<PositionId> {
        &mut self.classroom.quiz
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

/// Closes the open question unmarked once its position shows its answer (a click on W or L,
/// Reveal all) or is no longer in `graph` (another start).
pub fn close_answered(classroom: &mut HeapsClassroom, graph: &PositionGraph) {
    let Some((id, question)) = classroom.quiz.open() else {
        return;
    };
    let same_position = match &question.asked {
        Asked::Heaps { position, .. } => (id.0 as usize) < graph.len() && graph.position(*id) == position,
        _ => false,
    };
    if !same_position || !classroom.hidden().hides(*id) {
        classroom.quiz.close_unmarked();
    }
}

/// Asks the view on show to bring position `id` to its middle, readable: the recursive tree's
/// first node of it, or its box in the DAG.
pub fn centre_on(
    id: PositionId,
    view: TreeView,
    (tree, camera): (&mut super::tree::HeapTree, &mut crate::ui::camera::Camera),
    (graph, layout): (&PositionGraph, Option<&PositionLayout>),
) {
    if view == TreeView::Recursive {
        tree.centre_on(graph, id);
    } else if let Some(layout) = layout {
        super::view::centre_on(camera, layout, id);
    }
}

/// Does every press of this frame, and brings a position just asked to the middle of the view
/// on show; what the last press hands to the shell.
pub fn press_all(
    presses: impl IntoIterator<Item = QuizPress>,
    (classroom, selected, tree, camera): (
        &mut HeapsClassroom,
        &mut Option<PositionId>,
        &mut super::tree::HeapTree,
        &mut crate::ui::camera::Camera,
    ),
    view: TreeView,
    (graph, layout): (&PositionGraph, Option<&PositionLayout>),
) -> Option<ShellAction> {
    let mut action = None;
    for each in presses {
        action = press(classroom, selected, graph, each).or(action);
        if each == QuizPress::Ask
            && let Some(&(id, _)) = classroom.quiz.open()
        {
            centre_on(id, view, (tree, camera), (graph, layout));
        }
    }
    action
}
