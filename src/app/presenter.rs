//! The presenter's screen, as the shell shows it: the step's note, the next step's, a clock and
//! the answers the projector hides ([`PresenterNotes`]), in a second native window (an egui
//! viewport) on the teacher's screen, so the projector shows the view alone. Where no second
//! window can open (the web, egui's embedded viewports, kittest) or the teacher chooses it, the
//! same drawing goes into a notes panel at the bottom of the main window, which the teacher hides
//! and shows again. F6 and the bars' button open and close it; whether it is open and where is
//! remembered.
//!
//! Keys pressed in the presenter's window (the clicker's `PageDown` and `PageUp`, F5, F6, Esc)
//! and its Previous and Next buttons reach the main window as those keys on its next frame, so
//! they do there exactly what they do when pressed there. The zoom keys pressed there are its
//! own: its window keeps its own zoom (remembered), so the projector's zoom never grows the
//! teacher's notes.

mod clock;
mod notes;

use egui::{Event, Key, Modifiers, Ui, ViewportBuilder, ViewportId};

use super::NimlabApp;
use crate::i18n::Strings;
use crate::ui::keys::{self, KeyAction};
use nimlab_model::presenter::{NotesPlace, PresenterNotes, SavedPresenter};
use notes::{NotesAction, NotesShown};

/// How often the clock is redrawn while the screen is open.
const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The presenter's screen as the shell keeps it.
#[derive(Default)]
pub(super) struct PresenterScreen {
    /// Open or not, and where (remembered).
    pub(super) saved: SavedPresenter,
    /// When the lesson's clock started, in egui's seconds: when presenting began, or Reset.
    started: Option<f64>,
    /// Presentation mode was on last frame: its start restarts the clock.
    was_presenting: bool,
    /// Keys for the main window's next frame: pressed in the presenter's window or sent by its
    /// buttons.
    forwarded: Vec<Key>,
}

impl PresenterScreen {
    /// The screen as last remembered.
    pub(super) fn new(saved: SavedPresenter) -> Self {
        Self {
            saved,
            ..Self::default()
        }
    }
}

/// The keys the presenter's window passes on to the main window, as the key table has them:
/// the lesson's clicker keys, presentation mode's, the presenter screen's own, and Esc (which
/// leaves presentation mode).
fn forwarded_keys() -> Vec<Key> {
    [
        KeyAction::LessonOn,
        KeyAction::LessonBack,
        KeyAction::Presentation,
        KeyAction::PresenterScreen,
    ]
    .into_iter()
    .flat_map(keys::shortcuts)
    .map(|shortcut| shortcut.logical_key)
    .chain([Key::Escape])
    .collect()
}

/// A press of `key` with no modifier, as the window system would deliver it.
fn key_press(key: Key) -> Event {
    Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    }
}

impl NimlabApp {
    /// Each frame before any key is read: the keys the presenter's window passed on become this
    /// frame's presses, then F6 opens or closes the screen.
    pub(super) fn presenter_keys(&mut self, ctx: &egui::Context) {
        let forwarded = std::mem::take(&mut self.presenter.forwarded);
        let toggle = ctx.input_mut(|input| {
            input.events.extend(forwarded.into_iter().map(key_press));
            keys::consume(input, KeyAction::PresenterScreen)
        });
        if toggle {
            self.presenter.saved.open = !self.presenter.saved.open;
        }
    }

    /// The presenter's screen is open (in its own window or as the notes panel).
    pub fn is_presenter_open(&self) -> bool {
        self.presenter.saved.open
    }

    /// What the presenter reads this frame: the lesson plan's step on show, its note and the
    /// next one's, and the open tab's answers.
    fn presenter_notes(&self, strings: &Strings) -> PresenterNotes {
        let position = self.lesson_position();
        PresenterNotes {
            step: position
                .as_ref()
                .map(|position| (position.at + 1, position.total)),
            note: position
                .as_ref()
                .map(|position| position.note.to_owned())
                .unwrap_or_default(),
            next: position.and_then(|position| position.next_note.map(str::to_owned)),
            answers: self.open_tab().hidden_answers(strings),
        }
    }

    /// The bars' button that opens and closes the presenter's screen.
    pub(super) fn presenter_button_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let words = strings.presenter;
        ui.toggle_value(&mut self.presenter.saved.open, words.open)
            .on_hover_text(words.open_hint);
    }

    /// Draws the presenter's screen when it is open: its own window where one can open and the
    /// teacher has not chosen the panel, else the notes panel at the bottom of `ui` (before the
    /// tab takes the rest). Then does what its buttons asked.
    pub(super) fn presenter_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|input| input.time);
        let presenting = self.presentation.on;
        if (presenting && !self.presenter.was_presenting) || self.presenter.started.is_none() {
            self.presenter.started = Some(now);
        }
        self.presenter.was_presenting = presenting;
        if !self.presenter.saved.open {
            return;
        }
        ctx.request_repaint_after(CLOCK_TICK);
        let can_open_window = !ctx.embed_viewports();
        let shown = NotesShown {
            notes: self.presenter_notes(strings),
            elapsed: now - self.presenter.started.unwrap_or(now),
            time_of_day: clock::time_of_day(),
            classroom: self.classroom,
            in_own_window: can_open_window && self.presenter.saved.place == NotesPlace::OwnWindow,
            can_open_window,
            // Its own window's zoom, the context's divided out; the panel is the main window's.
            scale: 1.0,
        };
        let action = if shown.in_own_window {
            let shown = NotesShown {
                scale: self.presenter.saved.zoom_factor() / ctx.zoom_factor(),
                ..shown
            };
            self.presenter_window_ui(&ctx, &shown, strings)
        } else {
            let max = (ui.available_height() * 0.45).max(80.0);
            egui::Panel::bottom("presenter_notes")
                .resizable(true)
                .default_size(170.0_f32.min(max))
                .size_range(60.0..=max)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .auto_shrink(false)
                        .show(ui, |ui| notes::notes_ui(ui, &shown, strings))
                        .inner
                })
                .inner
        };
        match action {
            Some(NotesAction::Previous) => self.presenter.forwarded.extend(lesson_key(KeyAction::LessonBack)),
            Some(NotesAction::Next) => self.presenter.forwarded.extend(lesson_key(KeyAction::LessonOn)),
            Some(NotesAction::ResetClock) => self.presenter.started = Some(now),
            Some(NotesAction::Place(place)) => self.presenter.saved.place = place,
            Some(NotesAction::Close) => self.presenter.saved.open = false,
            None => {}
        }
        if !self.presenter.forwarded.is_empty() {
            ctx.request_repaint_of(ViewportId::ROOT);
        }
    }

    /// The second native window: the notes, the keys pressed in it passed on; closing it by
    /// its title bar closes the screen (and is remembered so).
    fn presenter_window_ui(
        &mut self,
        ctx: &egui::Context,
        shown: &NotesShown,
        strings: &Strings,
    ) -> Option<NotesAction> {
        let builder = ViewportBuilder::default()
            .with_title(strings.presenter.window_title)
            .with_inner_size([560.0, 520.0])
            .with_min_inner_size([320.0, 280.0]);
        let id = ViewportId::from_hash_of("nimlab_presenter");
        let forwarded = forwarded_keys();
        let saved = &mut self.presenter.saved;
        let (action, pressed) = ctx.show_viewport_immediate(id, builder, |ui, class| {
            // Its own zoom keys while it has focus; embedded (no second window here), the
            // main window's keys are the only ones, and they are the main window's.
            if class != egui::ViewportClass::EmbeddedWindow {
                ui.ctx().input_mut(|input| own_zoom_keys(input, saved));
            }
            // This window's own presses, for the main window to act on.
            let pressed: Vec<Key> = ui.ctx().input_mut(|input| {
                forwarded
                    .iter()
                    .flat_map(|&key| {
                        let count = input.count_and_consume_key(Modifiers::NONE, key);
                        std::iter::repeat_n(key, count)
                    })
                    .collect()
            });
            let closed = ui.ctx().input(|input| input.viewport().close_requested());
            let action = egui::CentralPanel::default()
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .auto_shrink(false)
                        .show(ui, |ui| notes::notes_ui(ui, shown, strings))
                        .inner
                })
                .inner;
            (if closed { Some(NotesAction::Close) } else { action }, pressed)
        });
        self.presenter.forwarded.extend(pressed);
        action
    }
}

/// The zoom keys pressed in the presenter's window change its own zoom.
fn own_zoom_keys(input: &mut egui::InputState, saved: &mut SavedPresenter) {
    if keys::consume(input, KeyAction::WindowZoomReset) {
        saved.zoom = SavedPresenter::default().zoom;
    }
    if keys::consume(input, KeyAction::WindowZoomIn) {
        saved.zoom_by_a_step(true);
    }
    if keys::consume(input, KeyAction::WindowZoomOut) {
        saved.zoom_by_a_step(false);
    }
}

/// The key the lesson's clicker sends for `action` (`PageDown` on, `PageUp` back).
fn lesson_key(action: KeyAction) -> Option<Key> {
    keys::shortcuts(action)
        .first()
        .map(|shortcut| shortcut.logical_key)
}
