//! The window's zoom as the teacher sets it: one for normal use and one for
//! presentation mode, in whole percent, bounded, and remembered between runs. Until the teacher
//! sets one, presentation mode's zoom fits the screen: larger on a big one, for the back of the
//! room, but never so large that an 800×600 projector loses the lesson's room.

use serde::{Deserialize, Serialize};

/// The window's zoom in each mode, in percent of egui's normal size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowZoom {
    /// Outside presentation mode.
    pub normal: u16,
    /// In presentation mode: larger on a large screen, for the back of a classroom.
    pub presenting: u16,
    /// The teacher has set the presentation zoom; until then it follows the screen's size.
    pub presenting_set: bool,
}

impl WindowZoom {
    /// The smallest zoom, in percent.
    pub const MIN: u16 = 50;
    /// The largest zoom, in percent.
    pub const MAX: u16 = 300;
    /// One press of − or +, in percent.
    pub const STEP: u16 = 10;
    /// The zoom outside presentation mode until the teacher changes it.
    pub const NORMAL: u16 = 100;
    /// The largest zoom presentation mode chooses by itself, for a large screen.
    pub const PRESENTING: u16 = 150;
    /// The room, in points, that presentation mode's own zoom keeps: the lesson's tree, code and
    /// call stack side by side with the step-through's rows above them.
    pub const PRESENTING_ROOM: [f32; 2] = [1024.0, 640.0];

    /// Each zoom within [`Self::MIN`]..=[`Self::MAX`].
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            normal: self.normal.clamp(Self::MIN, Self::MAX),
            presenting: self.presenting.clamp(Self::MIN, Self::MAX),
            ..self
        }
    }

    /// The presentation zoom that fits a screen `size` points large at 100 %: the largest of
    /// 100 %, 110 %, … [`Self::PRESENTING`] that leaves [`Self::PRESENTING_ROOM`], or 100 % when
    /// even that does not (an 800×600 projector is read from its own large picture).
    pub fn fitting(size: [f32; 2]) -> u16 {
        let [room_width, room_height] = Self::PRESENTING_ROOM;
        let scale = (size[0] / room_width).min(size[1] / room_height);
        // Whole steps of ten, rounded down: 1.69 is 160 %.
        let percent = (scale * 10.0).floor() * 10.0;
        if percent.is_finite() {
            (percent as u16).clamp(Self::NORMAL, Self::PRESENTING)
        } else {
            Self::NORMAL
        }
    }

    /// Presentation mode's zoom follows a screen `size` points large at 100 %, until the teacher
    /// sets one.
    pub fn fit(&mut self, size: [f32; 2]) {
        if !self.presenting_set {
            self.presenting = Self::fitting(size);
        }
    }

    /// The mode's zoom back to where it starts: 100 % normally, fitting the screen `size` when
    /// presenting.
    pub fn reset(&mut self, presenting: bool, size: [f32; 2]) {
        if presenting {
            self.presenting_set = false;
            self.fit(size);
        } else {
            self.normal = Self::NORMAL;
        }
    }

    /// The zoom of the mode, in percent.
    pub fn percent(self, presenting: bool) -> u16 {
        if presenting { self.presenting } else { self.normal }
    }

    /// The zoom of the mode as egui's zoom factor.
    pub fn factor(self, presenting: bool) -> f32 {
        f32::from(self.percent(presenting)) / 100.0
    }

    /// Sets the mode's zoom to `percent`, bounded.
    pub fn set(&mut self, presenting: bool, percent: u16) {
        let percent = percent.clamp(Self::MIN, Self::MAX);
        if presenting {
            self.presenting = percent;
            self.presenting_set = true;
        } else {
            self.normal = percent;
        }
    }

    /// One step larger in the mode, up to [`Self::MAX`].
    pub fn zoom_in(&mut self, presenting: bool) {
        self.set(presenting, self.percent(presenting).saturating_add(Self::STEP));
    }

    /// One step smaller in the mode, down to [`Self::MIN`].
    pub fn zoom_out(&mut self, presenting: bool) {
        self.set(presenting, self.percent(presenting).saturating_sub(Self::STEP));
    }
}

impl Default for WindowZoom {
    fn default() -> Self {
        Self {
            normal: Self::NORMAL,
            presenting: Self::PRESENTING,
            presenting_set: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::WindowZoom;

    #[test]
    fn each_mode_keeps_its_own_zoom_within_bounds() {
        let mut zoom = WindowZoom::default();
        zoom.zoom_in(true);
        assert_eq!((zoom.normal, zoom.presenting), (100, 160));
        zoom.zoom_out(false);
        assert_eq!((zoom.normal, zoom.presenting), (90, 160));
        for _ in 0..100 {
            zoom.zoom_in(true);
            zoom.zoom_out(false);
        }
        assert_eq!((zoom.normal, zoom.presenting), (WindowZoom::MIN, WindowZoom::MAX));
        assert!(zoom.presenting_set, "the teacher's own");
        let wild = WindowZoom {
            normal: 0,
            presenting: u16::MAX,
            presenting_set: true,
        };
        assert_eq!(
            wild.sanitized(),
            WindowZoom {
                normal: WindowZoom::MIN,
                presenting: WindowZoom::MAX,
                presenting_set: true,
            }
        );
    }

    #[test]
    fn presentation_fits_the_screen_until_the_teacher_sets_a_zoom() {
        for (size, percent) in [
            ([800.0, 600.0], 100),
            ([1024.0, 768.0], 100),
            ([1280.0, 800.0], 120),
            ([1366.0, 768.0], 120),
            ([1920.0, 1080.0], 150),
            ([3840.0, 2160.0], 150),
            ([0.0, 0.0], 100),
            ([f32::NAN, 1.0], 100),
        ] {
            assert_eq!(WindowZoom::fitting(size), percent, "{size:?}");
        }
        let mut zoom = WindowZoom::default();
        zoom.fit([800.0, 600.0]);
        assert_eq!(zoom.percent(true), 100);
        zoom.fit([1920.0, 1080.0]);
        assert_eq!(zoom.percent(true), 150, "follows the screen");
        zoom.zoom_out(true);
        zoom.fit([800.0, 600.0]);
        assert_eq!(zoom.percent(true), 140, "the teacher's zoom stays");
        zoom.reset(true, [800.0, 600.0]);
        assert_eq!((zoom.percent(true), zoom.presenting_set), (100, false));
    }
}
