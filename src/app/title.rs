//! The window's title: the open puzzle file's name, marked `*` while it has unsaved changes,
//! worded each frame in the window's language and sent to the window only when it changes.

use super::NimlabApp;
use crate::i18n::Strings;

impl NimlabApp {
    /// Sets the window's title if it changed since the last frame.
    pub(super) fn title_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        let mark = if self.match_tab.session().is_dirty() {
            " *"
        } else {
            ""
        };
        let name = self
            .match_tab
            .session()
            .document()
            .name(strings.matchsticks.untitled);
        let title = format!("{name}{mark} — nimlab");
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }
}
