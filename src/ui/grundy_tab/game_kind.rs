//! How the game of the Grundy tab is chosen, and the words the tab shows for each way: the
//! string table holds only the words, the tab says which goes with which kind.

use serde::{Deserialize, Serialize};

use crate::ui::i18n::Strings;

/// How the game is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameKind {
    /// A finite set of takes.
    #[default]
    Takes,
    /// Take 1 to k.
    OneToK,
    /// Take 1, b, b², ….
    Powers,
    /// Take any number.
    Nim,
    /// An octal code.
    Octal,
}

impl GameKind {
    /// Every kind, in the order the inputs row offers them.
    pub const ALL: [Self; 5] = [Self::Takes, Self::OneToK, Self::Powers, Self::Nim, Self::Octal];

    /// The kind's name on its selector button.
    pub fn label(self, strings: &Strings) -> &'static str {
        match self {
            Self::Takes => strings.kind_takes,
            Self::OneToK => strings.kind_one_to_k,
            Self::Powers => strings.kind_powers,
            Self::Nim => strings.kind_nim,
            Self::Octal => strings.kind_octal,
        }
    }

    /// The label of the text field the kind needs.
    pub fn field_label(self, strings: &Strings) -> &'static str {
        match self {
            Self::Takes | Self::Nim => strings.field_takes,
            Self::OneToK => strings.field_k,
            Self::Powers => strings.field_base,
            Self::Octal => strings.field_octal,
        }
    }
}
