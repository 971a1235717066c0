//! What the presenter's screen shows and how it is kept: the step on show and its note, the
//! next step's note, the answers the projector hides, and the clock's words. Plain data, no
//! window: the shell fills [`PresenterNotes`] each frame (the lesson plan's step and notes, the
//! open tab's answers) and draws it in a second window or in a notes panel of the main one.

use serde::{Deserialize, Serialize};

use crate::window_zoom::WindowZoom;

/// What the teacher reads on the presenter's screen, as the shell gathered it this frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PresenterNotes {
    /// The step on show and how many steps the lesson has, counted from 1 ("3 / 6"); none
    /// without a lesson plan.
    pub step: Option<(usize, usize)>,
    /// The step's note, for the teacher's eyes (empty: no note).
    pub note: String,
    /// The next step's note, if there is a next step.
    pub next: Option<String>,
    /// The answers the open tab hides from the class, in the window's words, one per line.
    pub answers: Vec<String>,
}

impl PresenterNotes {
    /// The step's place in the lesson, "3 / 6"; none without a plan or for a step out of its
    /// range (a plan edited under the presenter's feet).
    pub fn step_text(&self) -> Option<String> {
        self.step
            .filter(|&(at, of)| (1..=of).contains(&at))
            .map(|(at, of)| format!("{at} / {of}"))
    }
}

/// Where the presenter's screen is drawn when it is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum NotesPlace {
    /// A window of its own (a second screen), where the platform can open one; elsewhere a
    /// notes panel.
    #[default]
    OwnWindow,
    /// A notes panel in the main window, as the teacher chose (one screen, or a shared one).
    MainWindow,
}

/// What is remembered of the presenter's screen between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedPresenter {
    /// The presenter's screen is open.
    pub open: bool,
    /// Where it is drawn.
    pub place: NotesPlace,
    /// Its own window's zoom, in percent, whatever the projector's: the teacher's laptop is read
    /// from another distance than the room's screen.
    pub zoom: u16,
}

impl Default for SavedPresenter {
    fn default() -> Self {
        Self {
            open: false,
            place: NotesPlace::default(),
            zoom: WindowZoom::NORMAL,
        }
    }
}

impl SavedPresenter {
    /// As remembered, its zoom bounded as the window's is.
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            zoom: self.zoom.clamp(WindowZoom::MIN, WindowZoom::MAX),
            ..self
        }
    }

    /// One step larger (`larger`) or smaller, within the window's bounds.
    pub fn zoom_by_a_step(&mut self, larger: bool) {
        let zoom = if larger {
            self.zoom.saturating_add(WindowZoom::STEP)
        } else {
            self.zoom.saturating_sub(WindowZoom::STEP)
        };
        self.zoom = zoom.clamp(WindowZoom::MIN, WindowZoom::MAX);
    }

    /// Its own window's zoom as a factor of egui's normal size.
    pub fn zoom_factor(self) -> f32 {
        f32::from(self.zoom) / 100.0
    }
}

/// How long the lesson has run, from whole `seconds`: "4:05" under an hour, "1:02:03" from one
/// hour on; a clock that ran backwards (a reset in the future) reads 0:00.
pub fn elapsed_text(seconds: i64) -> String {
    let seconds = seconds.max(0);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The time of day on a 24-hour clock, "09:05", as a classroom clock reads in both languages.
pub fn time_of_day_text(hour: u8, minute: u8) -> String {
    format!("{:02}:{:02}", hour.min(23), minute.min(59))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_step_reads_as_its_place_in_the_lesson_and_not_when_out_of_range() {
        let at = |step| {
            PresenterNotes {
                step,
                ..PresenterNotes::default()
            }
            .step_text()
        };
        assert_eq!(at(Some((3, 6))), Some("3 / 6".to_owned()));
        assert_eq!(at(Some((6, 6))), Some("6 / 6".to_owned()));
        assert_eq!(at(Some((0, 6))), None);
        assert_eq!(at(Some((7, 6))), None);
        assert_eq!(at(None), None);
    }

    #[test]
    fn the_clock_reads_minutes_then_hours() {
        assert_eq!(elapsed_text(0), "0:00");
        assert_eq!(elapsed_text(245), "4:05");
        assert_eq!(elapsed_text(3599), "59:59");
        assert_eq!(elapsed_text(3723), "1:02:03");
        assert_eq!(elapsed_text(-5), "0:00");
        assert_eq!(time_of_day_text(9, 5), "09:05");
        assert_eq!(time_of_day_text(23, 59), "23:59");
    }

    #[test]
    fn a_remembered_choice_reads_back_and_an_old_state_opens_closed() {
        let saved = SavedPresenter {
            open: true,
            place: NotesPlace::MainWindow,
            zoom: 140,
        };
        let text = ron::to_string(&saved).expect("writes");
        assert_eq!(ron::from_str::<SavedPresenter>(&text).expect("reads"), saved);
        let old: SavedPresenter = ron::from_str("()").expect("an empty record reads");
        assert_eq!(old, SavedPresenter::default());
        assert!(!old.open);
        assert_eq!(old.zoom, 100, "a state from before its own zoom reads at 100 %");
    }

    #[test]
    fn its_own_zoom_steps_by_ten_within_the_windows_bounds() {
        let mut saved = SavedPresenter::default();
        saved.zoom_by_a_step(true);
        assert_eq!(saved.zoom, 110);
        assert!((saved.zoom_factor() - 1.1).abs() < 1e-6);
        for _ in 0..40 {
            saved.zoom_by_a_step(true);
        }
        assert_eq!(saved.zoom, 300);
        for _ in 0..40 {
            saved.zoom_by_a_step(false);
        }
        assert_eq!(saved.zoom, 50);
        let wild = SavedPresenter {
            zoom: 9000,
            ..SavedPresenter::default()
        };
        assert_eq!(wild.sanitized().zoom, 300);
        assert_eq!(SavedPresenter { zoom: 0, ..wild }.sanitized().zoom, 50);
    }
}
