//! What the shell asks of every tab, in one shape (as egui's demo app gives every demo one
//! trait): draw, and say what to do outside the tab; take classroom mode and say what it hides
//! (for the presenter's screen); say whether its work
//! has caught up; hand over what it could not bring back from the last run.

use egui::Ui;

use crate::i18n::Strings;
use crate::ui::forgotten::Forgotten;
use crate::ui::shell_action::ShellAction;

/// A tab's one event path: its panels and views return what the user did as events, and
/// `apply` changes the model in answer and says what the shell should do.
pub trait Apply {
    /// What the user did in this tab.
    type Event;

    /// Changes the model in answer to `event`; what the shell should do, if anything.
    fn apply(&mut self, event: Self::Event) -> Option<ShellAction>;

    /// Applies what one part of the tab returned, in order, as soon as that part is drawn (so a
    /// Cancel shows in this very frame); a request for the shell replaces an earlier one of the
    /// frame, and the window draws again so the parts drawn before show the result too.
    fn apply_each(
        &mut self,
        ctx: &egui::Context,
        events: impl IntoIterator<Item = Self::Event>,
        action: &mut Option<ShellAction>,
    ) {
        let mut applied = false;
        for event in events {
            applied = true;
            if let Some(asked) = self.apply(event) {
                *action = Some(asked);
            }
        }
        if applied {
            ctx.request_repaint();
        }
    }
}

/// What a tab keeps between runs, in one shape: the shell saves it as a value and restores the tab
/// from one, made safe first (`AppState::sanitized`); what could not be brought back is handed
/// over by [`TabPanel::take_forgotten`].
pub trait Remember: Sized {
    /// What is kept.
    type Saved;

    /// The tab as the last run left it.
    fn restore(saved: Self::Saved) -> Self;

    /// What would be kept if the app closed now.
    fn saved(&self) -> Self::Saved;
}

/// A tab of the window.
pub trait TabPanel {
    /// Draws the tab into `ui`; what it asks of the shell (a file, an export), if anything.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction>;

    /// Classroom mode on or off; the tab decides what it hides.
    fn set_classroom(&mut self, on: bool);

    /// The answers on show in the tab, which classroom mode hides from the class, in the
    /// window's words for the presenter's screen: the tab's own verdicts and reasons, read from
    /// what it has computed (never computed again for this); none while nothing is computed.
    fn hidden_answers(&self, strings: &Strings) -> Vec<String>;

    /// The tab's background work has caught up with its inputs.
    fn is_up_to_date(&self) -> bool;

    /// What the tab could not bring back from the last run since it was last asked.
    fn take_forgotten(&mut self) -> Vec<Forgotten> {
        Vec::new()
    }
}
