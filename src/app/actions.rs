//! The one place the shell carries out what a tab asked for ([`ShellAction`]). Nothing new
//! starts while a file dialog or the in-app chooser is open.

use super::NimlabApp;
use super::intent::{Next, Purpose};
use crate::ui::shell_action::ShellAction;

impl NimlabApp {
    /// Carries out what a tab asked for.
    pub(super) fn act(&mut self, action: ShellAction) {
        if self.is_choosing() {
            return;
        }
        match action {
            ShellAction::New => self.unless_unsaved(Next::New),
            ShellAction::Open => self.unless_unsaved(Next::OpenDialog),
            ShellAction::OpenRecent(path) => self.unless_unsaved(Next::Open(path)),
            ShellAction::OpenSamples => self.unless_unsaved(Next::Samples),
            ShellAction::Save => self.save(None),
            ShellAction::SaveAs => self.start_dialog(Purpose::SaveAs { then: None }),
            ShellAction::Export(request) => self.export(request),
        }
    }
}
