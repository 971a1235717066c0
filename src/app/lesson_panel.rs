//! The Lesson panel, at the window's right, opened from the top bar: the plan's file buttons
//! and title, "Add this view to the lesson" with the note for it, and the steps — the one on
//! show marked; clicking a step goes to it; the step on show has its note to edit, Up, Down
//! and Delete (which Undo delete puts back). Everything scrolls, so it fits 800×600.

use egui::{RichText, Ui};

use super::NimlabApp;
use crate::i18n::Strings;
use crate::ui::layout::{self, Side};
use crate::ui::shell_action::FileCommand;
use nimlab_model::lesson_plan::LessonPlan;

/// The panel's width at first, and the least and most it takes.
const PANEL_WIDTH: f32 = 260.0;
const PANEL_MIN: f32 = 200.0;
const PANEL_SHARE: f32 = 0.45;

/// What the user did in the panel, carried out once it is drawn.
enum PanelAction {
    File(FileCommand),
    Add,
    GoTo(usize),
    Up(usize),
    Down(usize),
    Delete(usize),
    UndoDelete,
}

impl NimlabApp {
    /// The Lesson panel, while open.
    pub(super) fn lesson_panel_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        if !self.lesson.panel || self.presentation.on {
            return;
        }
        let words = strings.lesson_plan;
        let most = (ui.available_width() * PANEL_SHARE).max(PANEL_MIN);
        let mut actions = Vec::new();
        layout::side_panel(ui, "lesson_panel", Side::Right, |panel| {
            panel
                .resizable(true)
                .default_size(PANEL_WIDTH)
                .size_range(PANEL_MIN..=most)
        })
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                self.plan_head_ui(ui, strings, &mut actions);
                ui.separator();
                let label = ui.label(words.note_hint);
                note_field(ui, &mut self.lesson.note, "lesson_note", label.id);
                let room = self.lesson.plan.as_ref().is_none_or(LessonPlan::has_room);
                let add = ui
                    .add_enabled(room, egui::Button::new(words.add))
                    .on_hover_text(words.add_hint)
                    .on_disabled_hover_text(words.full);
                if add.clicked() {
                    actions.push(PanelAction::Add);
                }
                ui.separator();
                self.steps_ui(ui, strings, &mut actions);
            });
        });
        for action in actions {
            self.carry_out_panel(action);
        }
    }

    /// The plan's name (and its unsaved mark), its file buttons and its title.
    fn plan_head_ui(&mut self, ui: &mut Ui, strings: &Strings, actions: &mut Vec<PanelAction>) {
        let words = strings.lesson_plan;
        ui.horizontal_wrapped(|ui| {
            ui.strong(self.lesson.name(words.title));
            if self.lesson.dirty {
                ui.weak(format!("({})", words.unsaved));
            }
        });
        ui.horizontal_wrapped(|ui| {
            for (label, command) in [
                (words.new, FileCommand::New),
                (words.open, FileCommand::Open),
                (words.save, FileCommand::Save),
                (words.save_as, FileCommand::SaveAs),
            ] {
                if ui.button(label).clicked() {
                    actions.push(PanelAction::File(command));
                }
            }
        });
        if let Some(plan) = &mut self.lesson.plan {
            ui.horizontal(|ui| {
                let label = ui.label(words.plan_title);
                let field = egui::TextEdit::singleline(&mut plan.title)
                    .char_limit(nimlab_model::lesson_plan::MAX_TITLE_CHARS)
                    .desired_width(f32::INFINITY);
                if ui.add(field).labelled_by(label.id).changed() {
                    self.lesson.dirty = true;
                }
            });
        }
    }

    /// The steps, the one on show marked, with its note to edit and its buttons.
    fn steps_ui(&mut self, ui: &mut Ui, strings: &Strings, actions: &mut Vec<PanelAction>) {
        let words = strings.lesson_plan;
        if self.lesson.removed.is_some() && ui.button(words.undo_delete).clicked() {
            actions.push(PanelAction::UndoDelete);
        }
        let current = self.lesson.current;
        let Some(plan) = &mut self.lesson.plan else {
            ui.weak(words.empty);
            return;
        };
        if plan.steps.is_empty() {
            ui.weak(words.empty);
        }
        let total = plan.steps.len();
        let mut edited = None;
        for at in 0..total {
            let on_show = current == Some(at);
            let first_line = plan.steps[at].note.lines().next().unwrap_or_default().to_owned();
            let title = format!("{}  {first_line}", (words.step_of)(at + 1, total));
            let text = if on_show {
                RichText::new(title).strong()
            } else {
                RichText::new(title)
            };
            if ui
                .selectable_label(on_show, text)
                .on_hover_text(words.go_hint)
                .clicked()
            {
                actions.push(PanelAction::GoTo(at));
            }
            if !on_show {
                continue;
            }
            let label = ui.weak(words.step_note);
            let mut note = plan.steps[at].note.clone();
            if note_field(ui, &mut note, "lesson_step_note", label.id).changed() {
                edited = Some((at, note));
            }
            ui.horizontal_wrapped(|ui| {
                if ui.add_enabled(at > 0, egui::Button::new(words.up)).clicked() {
                    actions.push(PanelAction::Up(at));
                }
                if ui
                    .add_enabled(at + 1 < total, egui::Button::new(words.down))
                    .clicked()
                {
                    actions.push(PanelAction::Down(at));
                }
                if ui.button(words.delete).clicked() {
                    actions.push(PanelAction::Delete(at));
                }
            });
            ui.separator();
        }
        if let Some((at, note)) = edited {
            plan.set_note(at, note);
            self.lesson.dirty = true;
        }
    }

    fn carry_out_panel(&mut self, action: PanelAction) {
        let lesson = &mut self.lesson;
        match action {
            PanelAction::File(command) => self.plan_file(command),
            PanelAction::Add => self.add_step(),
            PanelAction::GoTo(at) => self.go_to_step(at),
            PanelAction::Up(at) => {
                lesson.current = lesson.plan_mut().move_up(at).or(lesson.current);
                lesson.dirty = true;
            }
            PanelAction::Down(at) => {
                lesson.current = lesson.plan_mut().move_down(at).or(lesson.current);
                lesson.dirty = true;
            }
            PanelAction::Delete(at) => {
                if let Some(step) = lesson.plan_mut().remove(at) {
                    lesson.removed = Some((at, step));
                    lesson.current = None;
                    lesson.dirty = true;
                }
            }
            PanelAction::UndoDelete => {
                if let Some((at, step)) = lesson.removed.take() {
                    lesson.current = lesson.plan_mut().insert(at, step);
                    lesson.dirty = true;
                }
            }
        }
    }
}

/// The most height a note's field takes before it scrolls: a long note must not push the
/// buttons under it out of the panel (at 800×600 a page of text hid *Add this view*).
const NOTE_MAX_HEIGHT: f32 = 120.0;

/// A note's field, labelled by `label`, bounded in length and in height.
fn note_field(ui: &mut Ui, note: &mut String, salt: &str, label: egui::Id) -> egui::Response {
    egui::ScrollArea::vertical()
        .id_salt(salt)
        .max_height(NOTE_MAX_HEIGHT)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(note)
                    .id_salt(salt)
                    .char_limit(nimlab_model::lesson_plan::MAX_NOTE_CHARS)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label)
        })
        .inner
}
