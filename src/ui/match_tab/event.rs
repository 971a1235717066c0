//! What the user did in one of the tab's panels. Panels only read the open puzzle and return
//! these; the tab applies them here, in one place. The undo and redo shortcuts are events too.

use egui::Ui;

use super::MatchTab;
use super::canvas::CanvasEdit;
use super::saved_tab::Mode;
use crate::ui::shortcuts;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;

/// One change the user asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchEvent {
    /// The Equation box was typed in.
    TypeEquation(String),
    /// Lay out (or Enter in the Equation box): the typed equation becomes the puzzle.
    LayOut,
    /// The goal, budget or rules were changed.
    Rules {
        /// Move, add or remove sticks.
        goal: Goal,
        /// The budget, in steps.
        steps: u32,
        /// Glyph variants and leading zeros.
        rules: Rules,
    },
    /// The title, author or notes were changed.
    Texts {
        /// The puzzle's title.
        title: String,
        /// Who made it.
        author: String,
        /// Notes for whoever solves it.
        notes: String,
    },
    /// Another mode was chosen.
    SetMode(Mode),
    /// Undo (button or Ctrl+Z).
    Undo,
    /// Redo (button, Ctrl+Shift+Z or Ctrl+Y).
    Redo,
    /// Reset to the original.
    Reset,
    /// A slot was inserted or deleted: this is the layout it makes.
    ChangeSlots(Layout),
    /// A slot was chosen (or unchosen) in the status row.
    SelectSlot(Option<usize>),
    /// An answer was chosen (or unchosen) in the answers list, by its equation.
    SelectAnswer(Option<String>),
    /// Apply: the designer's board shows this answer.
    ApplyAnswer(Layout),
    /// A generated puzzle was opened, with the goal, budget and rules it was generated for.
    OpenGenerated(Layout, Settings),
    /// "Make this the puzzle": the designer's board becomes the puzzle.
    AdoptBoard,
    /// Another puzzle of the file was chosen.
    SwitchPuzzle(usize),
    /// A blank puzzle is added to the file.
    AddPuzzle,
    /// Check, in play mode.
    Check,
    /// Reveal, in play mode.
    Reveal,
    /// Something was done to the sticks on the canvas.
    Edit(CanvasEdit),
}

impl MatchTab {
    /// Applies what the panels returned, then draws again so every panel shows the result.
    pub(super) fn apply_all(&mut self, ui: &Ui, events: Vec<MatchEvent>) {
        if events.is_empty() {
            return;
        }
        for event in events {
            self.apply(event);
        }
        ui.ctx().request_repaint();
    }

    /// The one place where what the user did changes the open puzzle.
    fn apply(&mut self, event: MatchEvent) {
        let session = &mut self.session;
        match event {
            MatchEvent::TypeEquation(text) => session.set_equation(text),
            MatchEvent::LayOut => session.lay_out(),
            MatchEvent::Rules { goal, steps, rules } => session.set_rules(goal, steps, rules),
            MatchEvent::Texts { title, author, notes } => session.set_texts(title, author, notes),
            MatchEvent::SetMode(mode) => session.set_mode(mode),
            MatchEvent::Undo => session.undo(),
            MatchEvent::Redo => session.redo(),
            MatchEvent::Reset => session.reset(),
            MatchEvent::ChangeSlots(layout) => session.change_slots(layout),
            MatchEvent::SelectSlot(slot) => session.select_slot(slot),
            MatchEvent::SelectAnswer(answer) => session.select_answer(answer),
            MatchEvent::ApplyAnswer(layout) => session.apply_answer(layout),
            MatchEvent::OpenGenerated(layout, settings) => session.open_generated(layout, settings),
            MatchEvent::AdoptBoard => session.adopt_board(),
            MatchEvent::SwitchPuzzle(index) => session.switch_to(index),
            MatchEvent::AddPuzzle => session.add_puzzle(),
            MatchEvent::Check => session.check(),
            MatchEvent::Reveal => session.reveal(),
            MatchEvent::Edit(edit) => {
                if session.edit_sticks(edit).is_err() {
                    self.canvas.send_back();
                }
            }
        }
    }
}

/// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, unless a text field has the keyboard (it has its own undo).
pub(super) fn shortcuts(ui: &Ui) -> Vec<MatchEvent> {
    if ui.ctx().text_edit_focused() {
        return Vec::new();
    }
    // The shift variant first: Ctrl+Z also matches Ctrl+Shift+Z.
    let (redo, undo) = ui.ctx().input_mut(|i| {
        let redo = i.consume_shortcut(&shortcuts::REDO) || i.consume_shortcut(&shortcuts::REDO_Y);
        (redo, !redo && i.consume_shortcut(&shortcuts::UNDO))
    });
    if redo {
        vec![MatchEvent::Redo]
    } else if undo {
        vec![MatchEvent::Undo]
    } else {
        Vec::new()
    }
}
