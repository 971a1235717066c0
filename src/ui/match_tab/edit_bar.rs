//! The rows above the canvas: files, the puzzle's equation, goal, budget and rules, and the
//! editing mode with undo, redo, reset and slot insertion.

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};

use super::inputs::MAX_BUDGET;
use super::{MatchAction, MatchTab, Mode, Refusal};
use crate::ui::export::ExportRequest;
use crate::ui::i18n::Strings;
use crate::ui::i18n::matchsticks::MatchStrings;
use nimlab_core::matchsticks::layout::{HORIZONTAL, Layout, Slot, VERTICAL};
use nimlab_core::matchsticks::solve::Goal;

/// New, Open…, Save, Save as…, Recent, and the file's name with an unsaved mark; also their
/// keyboard shortcuts.
pub(super) fn file_bar(ui: &mut Ui, tab: &MatchTab, strings: &Strings) -> Option<MatchAction> {
    let m = strings.matchsticks;
    let mut action = shortcut_action(ui);
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            (m.file_new, "Ctrl+N", MatchAction::New),
            (m.file_open, "Ctrl+O", MatchAction::Open),
            (m.file_save, "Ctrl+S", MatchAction::Save),
            (m.file_save_as, "Ctrl+Shift+S", MatchAction::SaveAs),
        ];
        for (name, keys, chosen) in buttons {
            if ui.button(name).on_hover_text(keys).clicked() {
                action = Some(chosen);
            }
        }
        if ui
            .button(strings.export_png)
            .on_hover_text(strings.export_png_hint)
            .clicked()
            && let Some(region) = tab.canvas_rect
        {
            action = Some(MatchAction::Export(ExportRequest::Png {
                name: "nimlab-matchsticks.png".to_owned(),
                region,
                delay_frames: 0,
            }));
        }
        ui.add_enabled_ui(!tab.inputs.recent.is_empty(), |ui| {
            ui.menu_button(m.file_recent, |ui| {
                for path in &tab.inputs.recent {
                    if ui.button(path.display().to_string()).clicked() {
                        action = Some(MatchAction::OpenRecent(path.clone()));
                        ui.close();
                    }
                }
            });
        });
        if ui
            .button(m.file_samples)
            .on_hover_text(m.file_samples_hint)
            .clicked()
        {
            action = Some(MatchAction::OpenSamples);
        }
        ui.separator();
        let name = tab.document.name(m.untitled);
        ui.label(RichText::new(name).strong());
        if tab.is_dirty() {
            ui.label(RichText::new(m.unsaved).italics());
        }
    });
    action
}

fn shortcut_action(ui: &Ui) -> Option<MatchAction> {
    let command = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
    let save_as = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    ui.ctx().input_mut(|i| {
        // Save as first: Ctrl+S also matches Ctrl+Shift+S.
        if i.consume_shortcut(&save_as) {
            Some(MatchAction::SaveAs)
        } else if i.consume_shortcut(&command(Key::S)) {
            Some(MatchAction::Save)
        } else if i.consume_shortcut(&command(Key::O)) {
            Some(MatchAction::Open)
        } else if i.consume_shortcut(&command(Key::N)) {
            Some(MatchAction::New)
        } else {
            None
        }
    })
}

/// The equation field, the goal and budget, and the glyph rules.
pub(super) fn puzzle_bar(ui: &mut Ui, tab: &mut MatchTab, m: &MatchStrings) {
    let playing = tab.play.is_some();
    ui.add_enabled_ui(!playing, |ui| {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(m.equation);
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut tab.inputs.equation)
                        .desired_width(150.0)
                        .id_salt("match_equation"),
                )
                .labelled_by(label.id)
                .on_hover_text(m.equation_hint);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button(m.lay_out).clicked() || entered {
                lay_out(tab);
            }
            ui.separator();
            let puzzle = &mut tab.inputs.puzzle;
            ui.label(m.goal);
            for goal in Goal::ALL {
                ui.selectable_value(&mut puzzle.goal, goal, m.goal(goal));
            }
            let label = ui.label(m.budget);
            ui.add(egui::DragValue::new(&mut puzzle.steps).range(1..=MAX_BUDGET))
                .labelled_by(label.id)
                .on_hover_text(m.budget_hint);
            ui.separator();
            let variants = &mut puzzle.rules.variants;
            ui.checkbox(&mut variants.six, m.variant_six);
            ui.checkbox(&mut variants.seven, m.variant_seven);
            ui.checkbox(&mut variants.nine, m.variant_nine);
            ui.checkbox(&mut puzzle.rules.leading_zeros, m.leading_zeros);
        });
    });
}

fn lay_out(tab: &mut MatchTab) {
    match Layout::parse(&tab.inputs.equation) {
        Ok(layout) => {
            tab.editor.relayout(layout);
            tab.selected_answer = None;
            tab.selected_slot = None;
            tab.refusal = None;
        }
        Err(error) => tab.refusal = Some(Refusal::Layout(error)),
    }
}

/// The mode, undo/redo/reset, and inserting or deleting slots.
pub(super) fn edit_bar(ui: &mut Ui, tab: &mut MatchTab, m: &MatchStrings) {
    ui.horizontal_wrapped(|ui| {
        let before = tab.inputs.mode;
        for (mode, name, hint) in [
            (Mode::Move, m.mode_move, m.mode_move_hint),
            (Mode::Design, m.mode_design, m.mode_design_hint),
            (Mode::Play, m.mode_play, m.mode_play_hint),
        ] {
            ui.selectable_value(&mut tab.inputs.mode, mode, name)
                .on_hover_text(hint);
        }
        if tab.inputs.mode != before {
            tab.refusal = None;
            if tab.inputs.mode == Mode::Play {
                tab.start_play();
            } else {
                tab.play = None;
            }
        }
        ui.separator();
        let editor = tab.active_editor();
        let (can_undo, can_redo) = (editor.can_undo(), editor.can_redo());
        if ui
            .add_enabled(can_undo, egui::Button::new(m.undo))
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            tab.undo();
        }
        let redo = ui.add_enabled(can_redo, egui::Button::new(m.redo));
        if redo.on_hover_text("Ctrl+Shift+Z, Ctrl+Y").clicked() {
            tab.redo();
        }
        if ui.button(m.reset).on_hover_text(m.reset_hint).clicked() {
            tab.active_editor().reset();
            tab.refusal = None;
        }
        if tab.play.is_none() {
            ui.separator();
            slot_buttons(ui, tab, m);
        }
    });
}

fn slot_buttons(ui: &mut Ui, tab: &mut MatchTab, m: &MatchStrings) {
    let layout = tab.editor.current().clone();
    let after = tab.selected_slot.map_or(layout.slots.len(), |slot| slot + 1);
    let mut next = None;
    if ui.button(m.insert_digit).on_hover_text(m.slot_hint).clicked() {
        next = Some(with_inserted(&layout, after, &[Slot::Digit(0)]));
    }
    if ui.button(m.insert_operator).on_hover_text(m.slot_hint).clicked() {
        let plus = Slot::Operator(HORIZONTAL | VERTICAL);
        let alone = with_inserted(&layout, after, &[plus]);
        // An operator needs a number after it: bring an empty digit along when there is none.
        next = Some(if alone.check_shape().is_ok() {
            alone
        } else {
            with_inserted(&layout, after, &[plus, Slot::Digit(0)])
        });
    }
    let selected = tab.selected_slot.filter(|&slot| slot < layout.slots.len());
    let delete = ui.add_enabled(selected.is_some(), egui::Button::new(m.delete_slot));
    if delete.on_hover_text(m.slot_hint).clicked()
        && let Some(slot) = selected
    {
        let mut slots = layout.slots.clone();
        slots.remove(slot);
        next = Some(Layout { slots });
    }
    if let Some(next) = next {
        match next.check_shape() {
            Ok(()) => {
                // The Equation box follows, so it never disagrees with the new layout.
                tab.inputs.equation = next.text(tab.inputs.puzzle.rules.variants);
                tab.editor.relayout(next);
                tab.selected_slot = None;
                tab.selected_answer = None;
                tab.refusal = None;
            }
            Err(error) => tab.refusal = Some(Refusal::Layout(error)),
        }
    }
}

fn with_inserted(layout: &Layout, at: usize, inserted: &[Slot]) -> Layout {
    let mut slots = layout.slots.clone();
    slots.splice(at..at, inserted.iter().copied());
    Layout { slots }
}
