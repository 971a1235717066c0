//! The play panel for students: the step counter, Check with its verdict (and the hints used),
//! and Reveal, drawn from the attempt ([`PlayState`]) the model keeps.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::matchsticks::MatchStrings;
use crate::ui::style;
use crate::work::match_solve::listed;
use nimlab_core::matchsticks::solve::{Solutions, SolveError};
use nimlab_model::tabs::matchsticks::play::{PlayState, Verdict};

/// The play panel: the step counter, Check with its verdict (and the hints used), and Reveal.
pub(super) fn play_ui(
    ui: &mut Ui,
    play: &PlayState,
    solved: Option<&Result<Solutions, SolveError>>,
    m: &MatchStrings,
) -> Option<MatchEvent> {
    let answers = solved.map(listed);
    let mut event = None;
    ui.heading(m.mode_play);
    ui.label(RichText::new(m.mode_play_hint).weak());
    ui.add_space(8.0);
    let used = play.steps_used();
    let counter = (m.steps_used)(play.budget().goal, used, play.budget().steps);
    ui.label(RichText::new(counter).size(18.0));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(RichText::new(m.check).size(18.0)).clicked() {
            event = Some(MatchEvent::Check);
        }
        if ui.button(m.reveal).clicked() {
            event = Some(MatchEvent::Reveal);
        }
    });
    match play.verdict() {
        Some(Verdict::Right) => {
            ui.label(RichText::new(m.right).size(18.0).strong().color(style::WIN));
        }
        Some(Verdict::False) => {
            ui.label(
                RichText::new(m.wrong_false)
                    .size(18.0)
                    .strong()
                    .color(style::LOSE),
            );
        }
        None => {}
    }
    // The hints used are told with the result.
    if play.verdict().is_some() && play.hints_used() > 0 {
        ui.label((m.hints.hints_used)(play.hints_used()));
    }
    if play.revealed {
        match play.revealed_answer(answers) {
            Some(answer) => {
                ui.label(
                    RichText::new((m.revealed)(&answer.equation))
                        .monospace()
                        .size(18.0),
                );
                ui.label(RichText::new(m.reveal_hint(play.budget().goal)).weak());
            }
            None if answers.is_some() => {
                ui.label(m.no_solution);
            }
            None => {
                ui.spinner();
            }
        }
    }
    event
}
