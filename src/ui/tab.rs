//! What the shell asks of every tab, in one shape (as egui's demo app gives every demo one
//! trait): draw, and say what to do outside the tab; take classroom mode; say whether its work
//! has caught up; hand over what it could not bring back from the last run.

use egui::Ui;

use crate::i18n::Strings;
use crate::ui::remembered::Forgotten;
use crate::ui::shell_action::ShellAction;

/// A tab of the window.
pub trait TabPanel {
    /// Draws the tab into `ui`; what it asks of the shell (a file, an export), if anything.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction>;

    /// Classroom mode on or off; the tab decides what it hides.
    fn set_classroom(&mut self, on: bool);

    /// The tab's background work has caught up with its inputs.
    fn is_up_to_date(&self) -> bool;

    /// What the tab could not bring back from the last run since it was last asked.
    fn take_forgotten(&mut self) -> Vec<Forgotten> {
        Vec::new()
    }
}
