//! The window's title: on the matchstick tab the open puzzle file's name, marked `*` while it
//! has unsaved changes; on the others the tab's name (a class watching the tree should not read a
//! puzzle file's name). Worded each frame in the window's language, sent only when it changes;
//! on the web it is the page's title, the browser tab's name.

use super::tab_bar::tab_name;
use super::{NimlabApp, Tab};
use crate::i18n::Strings;

impl NimlabApp {
    /// Sets the window's title if it changed since the last frame.
    pub(super) fn title_ui(&mut self, ctx: &egui::Context, strings: &Strings) {
        let title = match self.tab {
            Tab::Matchsticks => self.puzzle_title(strings),
            tab => format!("{} — nimlab", tab_name(tab, strings)),
        };
        if title != self.title {
            // A web page's title is its browser tab's; eframe's web runner has no title command.
            #[cfg(target_arch = "wasm32")]
            {
                let _ = ctx;
                if let Some(document) = web_sys::window().and_then(|window| window.document()) {
                    document.set_title(&title);
                }
            }
            #[cfg(not(target_arch = "wasm32"))]
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The window's title as last sent.
    pub fn window_title(&self) -> &str {
        &self.title
    }

    /// The open puzzle file's name and its unsaved mark.
    fn puzzle_title(&self, strings: &Strings) -> String {
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
        format!("{name}{mark} — nimlab")
    }
}
