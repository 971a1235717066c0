//! How the game of the Grundy tab is chosen, and the words the tab shows for each way: the
//! string table holds only the words, the tab says which goes with which kind.

use serde::{Deserialize, Serialize};

use crate::i18n::Strings;

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
            Self::Takes => strings.grundy.kind_takes,
            Self::OneToK => strings.grundy.kind_one_to_k,
            Self::Powers => strings.grundy.kind_powers,
            Self::Nim => strings.grundy.kind_nim,
            Self::Octal => strings.grundy.kind_octal,
        }
    }

    /// The label of the text field the kind needs.
    pub fn field_label(self, strings: &Strings) -> &'static str {
        match self {
            Self::Takes | Self::Nim => strings.grundy.field_takes,
            Self::OneToK => strings.grundy.field_k,
            Self::Powers => strings.grundy.field_base,
            Self::Octal => strings.grundy.field_octal,
        }
    }
}
