//! The shell's side of links (`share`): Copy link in the tab bar, a link or a state pasted into
//! the window while no text field has focus (Ctrl+V, ⌘V; in the browser the page's paste), and
//! opening a link's view. Opening goes through the file flow, which first asks about unsaved
//! changes when the link would replace the open puzzle; a link that is refused changes
//! nothing but the notice, which says why in one line.

use egui::Ui;

use super::file_flow::Event;
use super::notice::Notice;
use super::share::{self, LinkFrom, LinkTooLong, SharedView, ViewLink as _};
use super::{NimlabApp, Tab};
use crate::i18n::Strings;
use crate::ui::copy;
use crate::ui::grundy_tab::GrundyTab;
use crate::ui::match_tab::Handover;
use crate::ui::tab::{Apply as _, Remember as _};
use crate::ui::tree_tab::TreeTab;

impl NimlabApp {
    /// What a link to the view on show holds: the open tab, its inputs (the matchstick tab's
    /// puzzle, Equation box, mode and panel), and classroom mode.
    pub fn shared_view(&self) -> SharedView {
        let mut view = SharedView {
            tab: Some(self.tab),
            classroom: Some(self.classroom),
            ..SharedView::default()
        };
        match self.tab {
            Tab::GameTree => view.tree = Some(self.tree_tab.inputs.clone()),
            Tab::Grundy => view.grundy = Some(self.grundy_tab.inputs.clone()),
            Tab::Matchsticks => view.matchsticks = Some(self.match_tab.shared()),
        }
        view
    }

    /// The link Copy link gives for the view on show, unless it is too long to carry.
    pub fn link(&self) -> Result<String, LinkTooLong> {
        self.shared_view().link(&share::base_address())
    }

    /// The Copy link button: the link to the clipboard and "Copied" for a moment, or a notice
    /// that says why nothing was copied.
    pub(super) fn copy_link_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let response = ui
            .button(strings.copy_link)
            .on_hover_text((strings.copy_link_hint)(&share::base_address()));
        let mut copied = false;
        if response.clicked() {
            self.notices.act_for(self.tab);
            // With the Lesson panel open, the link is to the whole plan.
            let plan_link = self.plan_link().filter(|_| self.lesson.panel);
            let plan = plan_link.is_some();
            match plan_link.unwrap_or_else(|| self.link()) {
                Ok(link) => {
                    ui.ctx().copy_text(link);
                    copied = true;
                }
                Err(LinkTooLong(chars)) => self.notify(Notice::LinkNotCopied { chars, plan }),
            }
        }
        copy::acknowledge(ui, response.id, copied, strings);
    }

    /// Takes this frame's paste when no text field has focus (a focused field keeps it, as
    /// always) and opens it as a link.
    pub(super) fn paste_ui(&mut self, ctx: &egui::Context) {
        if ctx.text_edit_focused() {
            return;
        }
        let pasted = ctx.input_mut(|input| {
            let mut first = None;
            input.events.retain(|event| match event {
                egui::Event::Paste(text) => {
                    first.get_or_insert_with(|| text.clone());
                    false
                }
                _ => true,
            });
            first
        });
        if let Some(text) = pasted {
            self.notices.act_for(self.tab);
            self.open_link_text(&text, LinkFrom::Pasted);
        }
    }

    /// Opens the link (or state) `text`: read and checked, then through the file flow, which
    /// asks first if it would replace a puzzle with unsaved changes; or a notice saying why
    /// not, and nothing else changes.
    pub fn open_link_text(&mut self, text: &str, from: LinkFrom) {
        if self.open_plan_link(text) {
            return;
        }
        self.files.aim(super::files::Target::Puzzle);
        match SharedView::read(text) {
            Ok(view) => self.feed(Event::OpenLink(Box::new(view), from)),
            Err(refusal) => self.notify(Notice::LinkRefused(refusal)),
        }
    }

    /// Shows a link's view, unsaved changes dealt with: each part it holds replaces the
    /// tab's as a start from a remembered state would, the rest stays as it is.
    pub(super) fn open_view(&mut self, view: SharedView, from: LinkFrom) {
        if let Some(tab) = view.tab {
            self.tab = tab;
        }
        if let Some(classroom) = view.classroom {
            self.classroom = classroom;
        }
        if let Some(inputs) = view.tree {
            // A lesson's step brings back the folds and the step-through's step as a restart does.
            self.tree_tab = match view.tree_progress {
                Some(progress) => TreeTab::restore((inputs, progress)),
                None => TreeTab::new(inputs),
            };
        }
        if let Some(inputs) = view.grundy {
            self.grundy_tab = GrundyTab::new(inputs);
        }
        if let Some(revealed) = view.grundy_revealed {
            self.grundy_tab.remember_reveals(revealed);
        }
        if let Some(shared) = view.matchsticks {
            self.match_tab.apply(Handover::Shared(shared).into());
        }
        if from == LinkFrom::Pasted {
            let saved = match self.notices.take() {
                Some(Notice::Saved(path)) => Some(path),
                _ => None,
            };
            self.notify(Notice::LinkOpened { tab: self.tab, saved });
        }
    }
}
