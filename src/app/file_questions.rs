//! The file flow's questions, drawn from where it stands (`file_flow::Flow`): unsaved changes
//! (Save, Discard, Cancel), an existing file about to be replaced (Replace, Another name…,
//! Cancel; it names the file), and, while a file is read or written, a still layer over the
//! window so nothing changes under the operation, which says what it waits for once that takes
//! a moment. Escape or a click beside a question is Cancel.

use std::path::Path;

use egui::{Color32, RichText};

use super::file_flow::{Event, Flow, OverwriteChoice, UnsavedChoice};
use crate::i18n::Strings;

/// A read or write that takes longer than this says what it waits for; a quicker one (almost
/// every one) shows nothing, so the window does not flicker.
const SAY_AFTER_SECONDS: f64 = 0.4;

/// Draws the question (or the still layer) for `flow`; `name` is the open document's name and
/// `waited` how long a read or write has been under way. Returns the user's answer, if any.
pub(super) fn questions_ui(
    ctx: &egui::Context,
    flow: &Flow,
    name: &str,
    waited: f64,
    strings: &Strings,
) -> Option<Event> {
    match flow {
        Flow::AskingUnsaved { .. } => unsaved_ui(ctx, name, strings),
        Flow::ConfirmOverwrite { path, .. } => overwrite_ui(ctx, path, strings),
        Flow::Reading { path, .. } => {
            working_ui(ctx, &(strings.busy_reading)(path), waited);
            None
        }
        Flow::Writing { path, .. } => {
            working_ui(ctx, &(strings.busy_writing)(path), waited);
            None
        }
        Flow::Idle | Flow::AwaitingPath { .. } | Flow::Drawing { .. } | Flow::Closed => None,
    }
}

/// Save, Discard or Cancel, when unsaved changes would be lost.
fn unsaved_ui(ctx: &egui::Context, name: &str, strings: &Strings) -> Option<Event> {
    let mut choice = None;
    let modal = egui::Modal::new(egui::Id::unique("unsaved_changes")).show(ctx, |ui| {
        ui.heading(strings.unsaved_title);
        ui.label((strings.unsaved_question)(name));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(strings.save_changes).clicked() {
                choice = Some(UnsavedChoice::Save);
            }
            if ui.button(strings.discard).clicked() {
                choice = Some(UnsavedChoice::Discard);
            }
            if ui.button(strings.cancel).clicked() {
                choice = Some(UnsavedChoice::Cancel);
            }
        });
    });
    if modal.should_close() && choice.is_none() {
        choice = Some(UnsavedChoice::Cancel);
    }
    choice.map(Event::Unsaved)
}

/// Replace, Another name… or Cancel, naming the file that would be replaced.
fn overwrite_ui(ctx: &egui::Context, path: &Path, strings: &Strings) -> Option<Event> {
    let mut choice = None;
    let modal = egui::Modal::new(egui::Id::unique("replace_file")).show(ctx, |ui| {
        ui.set_max_width(520.0_f32.min(ctx.content_rect().width() - 40.0).max(200.0));
        ui.heading(strings.overwrite_title);
        ui.label((strings.overwrite_question)(path));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(strings.overwrite_replace).clicked() {
                choice = Some(OverwriteChoice::Replace);
            }
            if ui.button(strings.overwrite_another).clicked() {
                choice = Some(OverwriteChoice::AnotherName);
            }
            if ui.button(strings.cancel).clicked() {
                choice = Some(OverwriteChoice::Cancel);
            }
        });
    });
    if modal.should_close() && choice.is_none() {
        choice = Some(OverwriteChoice::Cancel);
    }
    choice.map(Event::Overwrite)
}

/// A still layer over the window while a file is read or written: an invisible modal (nothing
/// beneath takes a click or a key), which says `text` (what it waits for) after a moment.
fn working_ui(ctx: &egui::Context, text: &str, waited: f64) {
    let say = waited > SAY_AFTER_SECONDS;
    let mut modal = egui::Modal::new(egui::Id::unique("file_work"));
    if !say {
        modal = modal
            .frame(egui::Frame::NONE)
            .backdrop_color(Color32::TRANSPARENT);
    }
    modal.show(ctx, |ui| {
        if say {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(RichText::new(text));
            });
        }
    });
    if !say {
        // Wake in time to say it, should the work still be under way.
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(SAY_AFTER_SECONDS));
    }
}
