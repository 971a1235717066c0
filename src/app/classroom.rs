//! Classroom mode, as the shell applies it: the switch handed to every tab each frame (each tab
//! decides what it hides). The projector's look (zoom, contrast) is presentation mode's
//! (`present`), not classroom mode's.

use super::NimlabApp;

impl NimlabApp {
    /// Tells every tab whether classroom mode is on, and the quiz's score.
    pub(super) fn apply_classroom(&mut self) {
        let on = self.classroom;
        for tab in self.tabs_mut() {
            tab.set_classroom(on);
        }
        self.share_quiz_score();
    }
}
