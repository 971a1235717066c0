//! Classroom mode on the matchstick tab: while the class is guessing, nothing on screen gives the
//! answer away — not the answers list or its highlight on the canvas, not the live counts (a
//! "unique" chip says a lot), not whether the equation on the canvas is true, and not the answers
//! the generator and the search show. The teacher reveals them all with one button.
//!
//! A reveal belongs to the puzzle it was made for (the editor's original layout, or the figure
//! puzzle as set): opening the next puzzle hides everything again, so the class does not see its
//! answers before guessing. A figure puzzle's answers, counts and hints hide the same way.
//! Play mode keeps its own rule (nothing until Check or Reveal) and is not changed here.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// Whether the answers of the open puzzle are hidden from the class.
#[derive(Clone, Debug, Default)]
pub struct MatchClassroom {
    on: bool,
    /// The puzzle (original layout) whose answers the teacher revealed.
    revealed_for: Option<Layout>,
    /// The figure puzzle whose answers the teacher revealed.
    revealed_figure: Option<Puzzle>,
}

impl MatchClassroom {
    /// The shell's switch: turning it on or off starts over with everything hidden, as the tree
    /// tab does.
    pub fn set(&mut self, on: bool) {
        if self.on != on {
            self.on = on;
            self.hide();
        }
    }

    /// The answers of the puzzle whose original layout is `puzzle` must not show.
    pub fn hides(&self, puzzle: &Layout) -> bool {
        self.on && self.revealed_for.as_ref() != Some(puzzle)
    }

    /// The answers of the open puzzle (a figure puzzle as set, else the editor's original
    /// layout) must not show.
    pub fn hides_open(&self, session: &PuzzleSession) -> bool {
        match super::live_figure_answers::open_figure(session) {
            Some(figure) => self.on && self.revealed_figure != Some(figure),
            None => self.hides(session.editor().puzzle()),
        }
    }

    /// The teacher revealed the answers of the open puzzle.
    pub fn reveal_open(&mut self, session: &PuzzleSession) {
        match super::live_figure_answers::open_figure(session) {
            Some(figure) if self.on => self.revealed_figure = Some(figure),
            Some(_) => {}
            None => self.reveal(session.editor().puzzle()),
        }
    }

    /// The teacher revealed the answers of the puzzle whose original layout is `puzzle`.
    pub fn reveal(&mut self, puzzle: &Layout) {
        if self.on {
            self.revealed_for = Some(puzzle.clone());
        }
    }

    /// The teacher hid the answers again.
    pub fn hide(&mut self) {
        self.revealed_for = None;
        self.revealed_figure = None;
    }

    /// Reveal all, or Hide all again once revealed; nothing when classroom mode is off.
    pub fn controls_ui(&self, ui: &mut Ui, session: &PuzzleSession, strings: &Strings) -> Option<MatchEvent> {
        if !self.on {
            return None;
        }
        if self.hides_open(session) {
            ui.button(strings.classroom_reveal_all)
                .clicked()
                .then_some(MatchEvent::RevealAnswers)
        } else {
            ui.button(strings.classroom_hide_all)
                .clicked()
                .then_some(MatchEvent::HideAnswers)
        }
    }
}

/// Where answers would be: says that they are hidden, in the colour of a hidden value.
pub fn hidden_note(ui: &mut Ui, strings: &Strings) {
    ui.label(RichText::new(strings.matchsticks.answers_hidden).color(style::HIDDEN_VALUE));
}

/// A hidden value in a table cell (a generated puzzle's answer, a count of true layouts).
pub fn hidden_cell(ui: &mut Ui) {
    ui.label(RichText::new("?").monospace().color(style::HIDDEN_VALUE));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(text: &str) -> Layout {
        Layout::parse(text).expect("valid")
    }

    #[test]
    fn a_reveal_holds_for_its_puzzle_only() {
        let mut classroom = MatchClassroom::default();
        let puzzle = layout("0+3=09");
        assert!(!classroom.hides(&puzzle), "classroom mode is off");
        classroom.set(true);
        assert!(classroom.hides(&puzzle));
        classroom.revealed_for = Some(puzzle.clone());
        assert!(!classroom.hides(&puzzle));
        assert!(classroom.hides(&layout("1+1=3")), "the next puzzle starts hidden");
        classroom.set(false);
        classroom.set(true);
        assert!(classroom.hides(&puzzle), "switching on again hides everything");
    }
}
