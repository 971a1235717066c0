//! The window's zoom as the teacher sets it (issue 23): one for normal use and one for
//! presentation mode, in whole percent, bounded, and remembered between runs.

use serde::{Deserialize, Serialize};

/// The window's zoom in each mode, in percent of egui's normal size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowZoom {
    /// Outside presentation mode.
    pub normal: u16,
    /// In presentation mode: larger by default, for the back of a classroom.
    pub presenting: u16,
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
    /// The zoom in presentation mode until the teacher changes it.
    pub const PRESENTING: u16 = 150;

    /// Each zoom within [`Self::MIN`]..=[`Self::MAX`].
    #[must_use]
    pub fn bounded(self) -> Self {
        Self {
            normal: self.normal.clamp(Self::MIN, Self::MAX),
            presenting: self.presenting.clamp(Self::MIN, Self::MAX),
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

    /// The zoom the mode starts with, in percent.
    pub fn default_percent(presenting: bool) -> u16 {
        if presenting {
            Self::PRESENTING
        } else {
            Self::NORMAL
        }
    }

    /// Sets the mode's zoom to `percent`, bounded.
    pub fn set(&mut self, presenting: bool, percent: u16) {
        let percent = percent.clamp(Self::MIN, Self::MAX);
        if presenting {
            self.presenting = percent;
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
        let wild = WindowZoom {
            normal: 0,
            presenting: u16::MAX,
        };
        assert_eq!(
            wild.bounded(),
            WindowZoom {
                normal: WindowZoom::MIN,
                presenting: WindowZoom::MAX
            }
        );
        assert!((WindowZoom::default().factor(true) - 1.5).abs() < 1e-6);
    }
}
