//! Why the last edit of the open puzzle was refused: kept as the engine said it and put into words
//! only when drawn, so it follows a change of language.

use crate::i18n::matchsticks::MatchStrings;
use nimlab_core::matchsticks::editor::EditError;
use nimlab_core::matchsticks::layout::ParseError;

/// Why the last edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The editor refused a stick edit.
    Edit(EditError),
    /// The equation typed, or the slots inserted or deleted, do not make a layout.
    Layout(ParseError),
}

impl Refusal {
    /// The refusal in the user's language.
    pub fn text(&self, m: &MatchStrings) -> String {
        match self {
            Self::Edit(error) => m.edit_error(*error).to_owned(),
            Self::Layout(error) => m.parse_error(error),
        }
    }
}
