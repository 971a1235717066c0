//! What the canvas shows of the open puzzle: the layout on show, the answer highlighted on it
//! (the one chosen, or the one revealed in play mode), whether clicks design, and the tray of an
//! add or remove puzzle.

use super::canvas::{CanvasView, Tray};
use nimlab_core::matchsticks::solve::{Answer, Goal};
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::saved_tab::Mode;

/// The canvas's view of `session`; `hides_answers` (classroom mode) keeps the chosen answer's
/// highlight back.
pub(super) fn view<'a>(
    session: &'a PuzzleSession,
    answers: Option<&'a [Answer]>,
    hides_answers: bool,
) -> CanvasView<'a> {
    let settings = session.settings();
    let budget = settings.steps;
    let editor = session.shown_editor();
    let tray = match settings.goal {
        Goal::Move => None,
        // A stick taken off the layout goes to the tray; one laid on it comes from there.
        Goal::Add => Some(Tray::Gives(
            (budget + editor.changes().removed).saturating_sub(editor.changes().added),
        )),
        Goal::Remove => Some(Tray::Takes(
            editor.changes().removed.saturating_sub(editor.changes().added),
        )),
    };
    let answer = match session.play() {
        Some(play) => play.revealed_answer(answers),
        // The highlight would show the class the answer.
        None if hides_answers => None,
        None => session
            .selection()
            .answer
            .as_ref()
            .and_then(|wanted| answers?.iter().find(|a| a.equation == *wanted)),
    };
    CanvasView {
        layout: session.shown_layout(),
        answer: answer.map(|a| &a.layout),
        design: session.mode() == Mode::Design,
        tray,
        // The sign positions the rules use.
        sign_positions: if settings.rules.times_divide {
            5
        } else if settings.rules.movable_equals {
            3
        } else {
            2
        },
    }
}
