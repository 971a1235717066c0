//! The play panel of a figure puzzle, for students: the step counter, Check with its verdict,
//! Reveal, and Hint with what the hints asked on this board say (hidden while classroom mode
//! hides the answers), drawn from the attempt the model keeps ([`FigurePlay`]). What the board
//! draws over the student's sticks (the revealed or hinted answer) is [`figure_overlay`].

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::shapes::canvas::Canvas;
use nimlab_core::shapes::solve::Answer;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_model::tabs::matchsticks::figure_hints::{FigureGuide, FigureHint, hints_told, more_to_tell};
use nimlab_model::tabs::matchsticks::figure_play::FigurePlay;
use nimlab_model::tabs::matchsticks::play::Verdict;

/// What is drawn over the student's board: the revealed answer, or what the hints asked on this
/// board tell (the stick to lift, where one goes, the answer), as the equations' hints show it.
pub(super) fn figure_overlay(play: &FigurePlay, answers: Option<&[Answer]>, hints: bool) -> Option<Sticks> {
    let answers = answers?;
    if let Some(answer) = play.revealed_answer(answers) {
        return Some(answer.sticks);
    }
    if !hints {
        return None;
    }
    let told = hints_told(play, FigureGuide::of(play, answers));
    let shown = told.into_iter().fold(play.sticks(), |sticks, hint| match hint {
        FigureHint::Changes { .. } => sticks,
        FigureHint::Lift(edge) => sticks.minus(Sticks::one(edge)),
        FigureHint::Lay(edge) => sticks.with(edge),
        FigureHint::Answer(answer) => answer,
    });
    (shown != play.sticks()).then_some(shown)
}

/// The play panel; `answers` the puzzle's listed answers once computed, `hints` whether the
/// hints may show.
pub(super) fn figure_play_ui(
    ui: &mut Ui,
    play: &FigurePlay,
    answers: Option<&[Answer]>,
    hints: bool,
    strings: &Strings,
) -> Vec<MatchEvent> {
    let (m, f) = (strings.matchsticks, strings.figure_answers);
    let mut events = Vec::new();
    ui.heading(m.mode_play);
    ui.label(RichText::new(f.play_hint).weak());
    ui.add_space(8.0);
    let budget = play.budget();
    let counter = (m.steps_used)(budget.goal, play.steps_used(), budget.steps);
    ui.label(RichText::new(counter).size(18.0));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui.button(RichText::new(m.check).size(18.0)).clicked() {
            events.push(MatchEvent::Check);
        }
        if ui.button(m.reveal).clicked() {
            events.push(MatchEvent::Reveal);
        }
    });
    // Why the last click was refused, under the buttons: nothing the student aims at moves.
    if let Some(refusal) = play.refusal() {
        ui.colored_label(style::LOSE, refusal.text(f));
    }
    match play.verdict() {
        Some(Verdict::Right) => {
            ui.label(RichText::new(f.right).size(18.0).strong().color(style::WIN));
        }
        Some(Verdict::False) => {
            ui.label(RichText::new(f.wrong).size(18.0).strong().color(style::LOSE));
        }
        None => {}
    }
    if play.verdict().is_some() && play.hints_used() > 0 {
        ui.label((m.hints.hints_used)(play.hints_used()));
    }
    if play.revealed {
        match answers.map(|answers| play.revealed_answer(answers)) {
            Some(Some(answer)) => {
                ui.label(RichText::new((f.revealed)(answer.steps)).size(16.0));
            }
            Some(None) => {
                ui.label(m.no_solution);
            }
            None => {
                ui.spinner();
            }
        }
    }
    if hints {
        ui.add_space(8.0);
        events.extend(hints_ui(ui, play, answers, strings));
    }
    events
}

/// The Hint button, what the hints asked on this board say, and how many were used.
fn hints_ui(
    ui: &mut Ui,
    play: &FigurePlay,
    answers: Option<&[Answer]>,
    strings: &Strings,
) -> Option<MatchEvent> {
    let (h, f) = (strings.matchsticks.hints, strings.figure_answers);
    let guide = answers.map(|answers| FigureGuide::of(play, answers));
    let more = guide.is_some_and(|guide| more_to_tell(play, guide));
    let mut event = None;
    if ui
        .add_enabled(more, egui::Button::new(h.hint))
        .on_hover_text(h.hint_hover)
        .clicked()
    {
        event = Some(MatchEvent::Hint(None));
    }
    if play.hints_here() > 0 {
        let canvas = play.puzzle().canvas();
        match guide {
            Some(guide @ FigureGuide::Next { .. }) => {
                for hint in hints_told(play, guide) {
                    ui.label(RichText::new(hint_line(hint, canvas, strings)).size(16.0));
                }
            }
            Some(FigureGuide::Solved) => {
                ui.label(f.solved);
            }
            Some(FigureGuide::Astray) => {
                ui.colored_label(style::LOSE, h.astray);
                if ui.button(h.back_to_puzzle).clicked() {
                    event = Some(MatchEvent::BackToPuzzle);
                }
            }
            Some(FigureGuide::NoAnswer) => {
                ui.label(strings.matchsticks.no_solution);
            }
            None => {
                ui.spinner();
            }
        }
    }
    if play.hints_used() > 0 {
        ui.label(RichText::new((h.hints_used)(play.hints_used())).weak());
    }
    event
}

/// One hint in words; a stick named by its two dots.
fn hint_line(hint: FigureHint, canvas: Canvas, strings: &Strings) -> String {
    let f = strings.figure_answers;
    let dots = |edge: usize| {
        let edge = canvas.edges()[edge];
        ((edge.from.column, edge.from.row), (edge.to.column, edge.to.row))
    };
    match hint {
        FigureHint::Changes { lift, lay } => (f.changes)(lift, lay),
        FigureHint::Lift(edge) => {
            let (from, to) = dots(edge);
            (f.lift)(from, to)
        }
        FigureHint::Lay(edge) => {
            let (from, to) = dots(edge);
            (f.lay)(from, to)
        }
        FigureHint::Answer(_) => f.answer_shown.to_owned(),
    }
}
