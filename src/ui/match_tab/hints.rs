//! Play's hints: each press of Hint tells a little more about the next step from the
//! board on show — which symbols change, which stick leaves (vermillion on the canvas), where it
//! goes (green), then the answer — following one answer (`nimlab_core::matchsticks::hint`). A board
//! that moved away from every answer is told so, with a way back. Hints are counted, and hidden
//! while classroom mode hides the answers (the teacher reveals them).

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::matchsticks::MatchStrings;
use crate::ui::style;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::hint::{self, Guide, Level, Step};
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::place;
use nimlab_core::matchsticks::solve::{Solutions, SolveError};
use nimlab_model::tabs::matchsticks::play::PlayState;

/// Where the hints stand for the student's board, once the puzzle's answers are computed.
fn guide(play: &PlayState, solved: Option<&Result<Solutions, SolveError>>) -> Option<Guide> {
    let solutions = solved?.as_ref().ok()?;
    let editor = &play.editor;
    let (_, followed) = play.hints_here();
    Some(hint::guide(
        editor.puzzle(),
        editor.board(),
        editor.settings(),
        solutions,
        followed,
    ))
}

/// The board with the sticks `step` moves as far as `level` tells (the leaving stick taken
/// away; at `Target`, the arriving one laid): the canvas shows the difference in vermillion and green.
fn stepped(board: &Layout, step: Step, level: Level) -> Layout {
    let mut next = board.clone();
    let mut flip = |at: nimlab_core::matchsticks::editor::StickPosition| {
        let slot = next.slots[at.slot];
        next.slots[at.slot] = slot.with_sticks(slot.sticks() ^ 1 << at.bit);
    };
    if let Some(from) = step.source() {
        flip(from);
    }
    if level == Level::Target
        && let Some(to) = step.target()
    {
        flip(to);
    }
    next
}

/// What the hints asked on the board on show highlight on the canvas, against the board.
pub(super) fn highlighted(
    play: &PlayState,
    solved: Option<&Result<Solutions, SolveError>>,
) -> Option<Layout> {
    let level = hint::level(play.budget().goal, play.hints_here().0)?;
    let Some(Guide::Next { answer, step, .. }) = guide(play, solved) else {
        return None;
    };
    match level {
        Level::Places => None,
        Level::Source | Level::Target => Some(stepped(play.editor.board(), step, level)),
        Level::Answer => Some(solved?.as_ref().ok()?.answers.get(answer)?.layout.clone()),
    }
}

/// The Hint button, what the hints asked on this board say, and how many were used.
pub(super) fn hints_ui(
    ui: &mut Ui,
    play: &PlayState,
    solved: Option<&Result<Solutions, SolveError>>,
    m: &MatchStrings,
) -> Option<MatchEvent> {
    let h = m.hints;
    let goal = play.budget().goal;
    let (asked, _) = play.hints_here();
    let level = hint::level(goal, asked);
    let guide = guide(play, solved);
    let followed = match &guide {
        Some(Guide::Next { answer, .. }) => solved
            .and_then(|s| s.as_ref().ok())
            .and_then(|s| s.answers.get(*answer))
            .map(|a| a.equation.clone()),
        _ => None,
    };
    let more = match &guide {
        Some(Guide::Next { .. }) => level != Some(Level::Answer),
        Some(_) => asked == 0,
        None => false,
    };
    let mut event = None;
    if ui
        .add_enabled(more, egui::Button::new(h.hint))
        .on_hover_text(h.hint_hover)
        .clicked()
    {
        event = Some(MatchEvent::Hint(followed.clone()));
    }
    if asked > 0 {
        let board = play.editor.board();
        let place = |slot: usize| m.place(board, slot);
        let stick = |at: StickPosition| place::stick(board, at.slot, at.bit);
        match &guide {
            Some(Guide::Next { slots, step, .. }) => {
                // Every hint asked on this board, the first one first.
                let all = hint::levels(goal);
                let upto = all.iter().position(|&l| Some(l) == level).map_or(0, |i| i + 1);
                for shown in &all[..upto] {
                    let line = match shown {
                        Level::Places => (h.changes_at)(&slots.iter().map(|&s| place(s)).collect::<Vec<_>>()),
                        Level::Source => step
                            .source()
                            .and_then(|at| Some((h.source)(goal, stick(at)?, &place(at.slot))))
                            .unwrap_or_default(),
                        Level::Target => step
                            .target()
                            .and_then(|at| Some((h.target)(goal, stick(at)?, &place(at.slot))))
                            .unwrap_or_default(),
                        Level::Answer => (h.answer)(followed.as_deref().unwrap_or_default()),
                    };
                    ui.label(RichText::new(line).size(16.0));
                }
            }
            Some(Guide::Solved) => {
                ui.label(h.solved);
            }
            Some(Guide::Astray) => {
                ui.colored_label(style::LOSE, h.astray);
                if ui.button(h.back_to_puzzle).clicked() {
                    event = Some(MatchEvent::BackToPuzzle);
                }
            }
            Some(Guide::Unlisted) => {
                ui.label(h.unlisted);
            }
            Some(Guide::NoAnswer) => {
                ui.label(m.no_solution);
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
