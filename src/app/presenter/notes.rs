//! The presenter's screen's one drawing, the same in its own window and in the notes panel:
//! the step and the clock on one row with the buttons, the step's note large, the next step's
//! smaller, then the answers the projector hides.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use nimlab_model::presenter::{self, NotesPlace, PresenterNotes};

/// The size of the step's note: read from a metre away on a laptop beside the projector.
const NOTE_SIZE: f32 = 22.0;
/// The size of the next step's note and the answers.
const NEXT_SIZE: f32 = 16.0;

/// Everything the screen shows this frame.
pub struct NotesShown {
    /// The step, its note, the next one's and the answers.
    pub notes: PresenterNotes,
    /// Seconds since the lesson's clock started.
    pub elapsed: f64,
    /// The hour and minute now, if the platform says.
    pub time_of_day: Option<(u8, u8)>,
    /// Classroom mode hides the answers on the projector.
    pub classroom: bool,
    /// The screen is in its own window (else the notes panel).
    pub in_own_window: bool,
    /// A window of its own can open here.
    pub can_open_window: bool,
    /// How much larger than the main window's zoom it is drawn: its own window keeps its own
    /// zoom (1 in the notes panel, which is the main window's).
    pub scale: f32,
}

/// What the teacher pressed on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotesAction {
    /// One step back, as `PageUp`.
    Previous,
    /// One step on, as `PageDown`.
    Next,
    /// The lesson's clock from 0:00 again.
    ResetClock,
    /// Drawn there from now on.
    Place(NotesPlace),
    /// The screen closed (the panel hidden, or the window closed).
    Close,
}

/// Draws the screen into `ui`; what the teacher pressed, if anything.
pub fn notes_ui(ui: &mut Ui, shown: &NotesShown, strings: &Strings) -> Option<NotesAction> {
    let words = strings.presenter;
    scaled(ui, shown.scale);
    let (note_size, next_size) = (NOTE_SIZE * shown.scale, NEXT_SIZE * shown.scale);
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if let Some(place) = shown.notes.step_text() {
            ui.label(RichText::new((words.step)(&place)).size(note_size).strong());
            ui.separator();
        }
        if ui.button(words.previous).clicked() {
            action = Some(NotesAction::Previous);
        }
        if ui.button(words.next).clicked() {
            action = Some(NotesAction::Next);
        }
        ui.separator();
        if let Some((hour, minute)) = shown.time_of_day {
            ui.label((words.time_of_day)(&presenter::time_of_day_text(hour, minute)));
        }
        let elapsed = presenter::elapsed_text(shown.elapsed.floor() as i64);
        ui.label(RichText::new((words.elapsed)(&elapsed)).strong());
        if ui.button(words.reset).on_hover_text(words.reset_hint).clicked() {
            action = Some(NotesAction::ResetClock);
        }
        ui.separator();
        if shown.in_own_window {
            let to_panel = ui
                .button(words.to_main_window)
                .on_hover_text(words.to_main_window_hint);
            if to_panel.clicked() {
                action = Some(NotesAction::Place(NotesPlace::MainWindow));
            }
        } else {
            if shown.can_open_window && ui.button(words.to_own_window).clicked() {
                action = Some(NotesAction::Place(NotesPlace::OwnWindow));
            }
            if ui.button(words.hide).clicked() {
                action = Some(NotesAction::Close);
            }
        }
    });
    ui.separator();
    let note = match shown.notes.step {
        Some(_) => shown.notes.note.as_str(),
        None => words.no_plan,
    };
    ui.label(RichText::new(note).size(note_size));
    if shown.notes.step.is_some() {
        let next = shown.notes.next.as_deref().unwrap_or(words.last_step);
        ui.label(
            RichText::new(format!("{}: {next}", words.next_title))
                .size(next_size)
                .weak(),
        );
    }
    ui.add_space(6.0);
    if shown.classroom && !shown.in_own_window {
        // The main window may be the projector's (one screen, or mirrored): what classroom
        // mode hides stays folded until the teacher opens it, each time the app starts.
        egui::CollapsingHeader::new(RichText::new(words.answers_folded_title).strong())
            .default_open(false)
            .show(ui, |ui| answers_ui(ui, &shown.notes.answers, next_size, strings));
    } else {
        let title = if shown.classroom {
            words.answers_hidden_title
        } else {
            words.answers_title
        };
        ui.label(RichText::new(title).strong());
        answers_ui(ui, &shown.notes.answers, next_size, strings);
    }
    action
}

/// Everything drawn next in `ui` `scale` times its size: its text and the room around it, as
/// a zoom would draw it, for the one window whose zoom is not the context's.
fn scaled(ui: &mut Ui, scale: f32) {
    if (scale - 1.0).abs() < 1e-3 {
        return;
    }
    let style = ui.style_mut();
    for font in style.text_styles.values_mut() {
        font.size *= scale;
    }
    let spacing = &mut style.spacing;
    spacing.item_spacing *= scale;
    spacing.button_padding *= scale;
    spacing.interact_size *= scale;
    spacing.icon_width *= scale;
    spacing.icon_width_inner *= scale;
    spacing.icon_spacing *= scale;
}

/// The answers, one a line, or a word that there are none yet.
fn answers_ui(ui: &mut Ui, answers: &[String], size: f32, strings: &Strings) {
    if answers.is_empty() {
        ui.label(RichText::new(strings.presenter.no_answers).weak());
    }
    for answer in answers {
        ui.label(RichText::new(answer).size(size));
    }
}
