//! The rows above the canvas under the file bar: the puzzle's equation, goal, budget and rules, and
//! the editing mode with undo, redo, reset and slot insertion. They read the open puzzle and
//! return what the user changed.

use egui::containers::menu::{MenuButton, MenuConfig};
use egui::{Key, PopupCloseBehavior, Ui};

use super::event::MatchEvent;
use crate::i18n::matchsticks::MatchStrings;
use crate::ui::keys::{self, KeyAction};
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::{HORIZONTAL, Layout, Slot, VERTICAL};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::saved_tab::{MAX_BUDGET, Mode};

/// The equation field, the goal and budget, and the glyph rules.
pub(super) fn puzzle_bar(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Vec<MatchEvent> {
    let mut events = Vec::new();
    let playing = session.play().is_some();
    ui.add_enabled_ui(!playing, |ui| {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(m.equation);
            let shown = session.equation();
            let mut equation = shown.clone();
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut equation)
                        .desired_width(150.0)
                        .id_salt("match_equation"),
                )
                .labelled_by(label.id)
                .on_hover_text(m.equation_hint);
            if equation != shown {
                events.push(MatchEvent::TypeEquation(equation));
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button(m.lay_out).clicked() || entered {
                events.push(MatchEvent::LayOut);
            }
            ui.separator();
            let details = session.record();
            let (mut goal, mut steps, mut rules) = (details.goal, details.steps, details.rules);
            let mut exactly = details.exactly;
            ui.label(m.goal);
            for choice in Goal::ALL {
                ui.selectable_value(&mut goal, choice, m.goal(choice));
            }
            // "Up to 2 ☐ exactly", or "Steps 2 ☑ exactly": an exact budget is no upper bound.
            let label = ui.label(if exactly { m.budget_steps } else { m.budget });
            // A budget from a file past the limit is shown as written, never changed unasked.
            ui.add(
                egui::DragValue::new(&mut steps)
                    .range(1..=MAX_BUDGET)
                    .clamp_existing_to_range(false),
            )
            .labelled_by(label.id)
            .on_hover_text(m.budget_hint);
            ui.checkbox(&mut exactly, m.exactly).on_hover_text(m.exactly_hint);
            ui.separator();
            // In a menu that stays open while its boxes are ticked: six boxes in the bar
            // wrapped it onto more lines than an 800-point window has room for.
            let stays_open = MenuConfig::new().close_behavior(PopupCloseBehavior::CloseOnClickOutside);
            MenuButton::new(m.rules_menu).config(stays_open).ui(ui, |ui| {
                let variants = &mut rules.variants;
                ui.checkbox(&mut variants.six, m.variant_six);
                ui.checkbox(&mut variants.seven, m.variant_seven);
                ui.checkbox(&mut variants.nine, m.variant_nine);
                ui.checkbox(&mut rules.leading_zeros, m.leading_zeros);
                ui.checkbox(&mut rules.times_divide, m.times_divide);
                ui.checkbox(&mut rules.movable_equals, m.movable_equals);
            });
            let settings = Settings {
                goal,
                steps,
                exactly,
                rules,
            };
            if settings.budget() != details.budget() || rules != details.rules {
                events.push(MatchEvent::Rules(settings));
            }
        });
    });
    events
}

/// The mode, undo/redo/reset, and inserting or deleting slots.
pub(super) fn edit_bar(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Vec<MatchEvent> {
    let mut events = Vec::new();
    ui.horizontal_wrapped(|ui| {
        let mut mode = session.mode();
        for (choice, name, hint) in [
            (Mode::Move, m.mode_move, m.mode_move_hint),
            (Mode::Design, m.mode_design, m.mode_design_hint),
            (Mode::Play, m.mode_play, m.mode_play_hint),
        ] {
            ui.selectable_value(&mut mode, choice, name).on_hover_text(hint);
        }
        if mode != session.mode() {
            events.push(MatchEvent::SetMode(mode));
        }
        ui.separator();
        events.extend(undo_redo(ui, session, m));
        if ui.button(m.reset).on_hover_text(m.reset_hint).clicked() {
            events.push(MatchEvent::Reset);
        }
        // Only the designer's board can become the puzzle, and only when it differs from it.
        if session.play().is_none() {
            let adopt = ui.add_enabled(session.board_differs(), egui::Button::new(m.adopt_board));
            if adopt.on_hover_text(m.adopt_board_hint).clicked() {
                events.push(MatchEvent::AdoptBoard);
            }
        }
        if session.play().is_none() {
            ui.separator();
            ui.menu_button(m.slots_menu, |ui| events.extend(slot_buttons(ui, session, m)));
        }
    });
    events
}

/// Insert a digit or an operator after the selected slot (or at the end), or delete the
/// selected slot.
fn slot_buttons(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Option<MatchEvent> {
    let layout = session.editor().puzzle();
    let selected = session.selection().slot;
    let after = selected.map_or(layout.slots.len(), |slot| slot + 1);
    let mut next = None;
    // A Roman equation's numbers are letters: its empty slot is a blank letter.
    let empty = if layout.is_roman() {
        Slot::Letter(0)
    } else {
        Slot::Digit(0)
    };
    if ui.button(m.insert_digit).on_hover_text(m.slot_hint).clicked() {
        next = Some(with_inserted(layout, after, &[empty]));
    }
    if ui.button(m.insert_operator).on_hover_text(m.slot_hint).clicked() {
        let plus = Slot::Operator(HORIZONTAL | VERTICAL);
        let alone = with_inserted(layout, after, &[plus]);
        // An operator needs a number after it: bring an empty digit along when there is none.
        next = Some(if alone.check_row().is_ok() {
            alone
        } else {
            with_inserted(layout, after, &[plus, empty])
        });
    }
    let selected = selected.filter(|&slot| slot < layout.slots.len());
    let delete = ui.add_enabled(selected.is_some(), egui::Button::new(m.delete_slot));
    if delete.on_hover_text(m.slot_hint).clicked()
        && let Some(slot) = selected
    {
        let mut slots = layout.slots.clone();
        slots.remove(slot);
        next = Some(Layout { slots });
    }
    next.map(MatchEvent::ChangeSlots)
}

fn with_inserted(layout: &Layout, at: usize, inserted: &[Slot]) -> Layout {
    let mut slots = layout.slots.clone();
    slots.splice(at..at, inserted.iter().copied());
    Layout { slots }
}

/// Undo and Redo, in the same order as the keys: the book's (a collection change included), or
/// the student's in play mode.
fn undo_redo(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Vec<MatchEvent> {
    let mut events = Vec::new();
    let (can_undo, can_redo) = (session.can_undo(), session.can_redo());
    if ui
        .add_enabled(can_undo, egui::Button::new(m.undo))
        .on_hover_text(keys::hover_names(ui.ctx(), KeyAction::Undo))
        .clicked()
    {
        events.push(MatchEvent::Undo);
    }
    let redo = ui.add_enabled(can_redo, egui::Button::new(m.redo));
    if redo
        .on_hover_text(keys::hover_names(ui.ctx(), KeyAction::Redo))
        .clicked()
    {
        events.push(MatchEvent::Redo);
    }
    events
}

/// A figure puzzle's bar: its Undo and Redo (its drawing, its texts and the collection's
/// changes, as for an equation).
pub(super) fn figure_bar(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Vec<MatchEvent> {
    ui.horizontal(|ui| {
        // A figure puzzle is drawn (design) or played: moving sticks to try an answer is play.
        let mut playing = session.mode() == Mode::Play;
        ui.selectable_value(&mut playing, false, m.mode_design)
            .on_hover_text(m.mode_design_hint);
        ui.selectable_value(&mut playing, true, m.mode_play)
            .on_hover_text(m.mode_play_hint);
        let mut events = Vec::new();
        if playing != (session.mode() == Mode::Play) {
            events.push(MatchEvent::SetMode(if playing {
                Mode::Play
            } else {
                Mode::Design
            }));
        }
        ui.separator();
        events.extend(undo_redo(ui, session, m));
        if playing && ui.button(m.reset).on_hover_text(m.reset_hint).clicked() {
            events.push(MatchEvent::Reset);
        }
        events
    })
    .inner
}
