//! The worksheet choices the matchstick tab's Export menu keeps, between clicks and between runs:
//! how the pages look, and whether the answer key follows the puzzles or goes to a file of its
//! own (asked for by a second Save dialog once the worksheet is written, offering its name with
//! `-key`, so no file is named, let alone replaced, without the user seeing it).

use serde::{Deserialize, Serialize};

use crate::figure::worksheet::SheetLook;

/// Where a worksheet's answer key goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeyPlace {
    /// After the puzzles, in the same file.
    #[default]
    AtEnd,
    /// In a file of its own, named in a second dialog.
    OwnFile,
}

/// The Export menu's worksheet choices (serialized field by field, each with its default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SheetChoices {
    /// The paper, puzzles a page (the figures' size), difficulty and titles printed or not.
    pub look: SheetLook,
    /// Where the key goes, when the worksheet has one.
    pub key: KeyPlace,
}

impl SheetChoices {
    /// The choices as remembered, checked like typed input.
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            look: self.look.sanitized(),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_from_before_the_choices_reads_as_the_defaults_and_a_count_is_bounded() {
        let old: SheetChoices = ron::from_str("()").expect("reads");
        assert_eq!(old, SheetChoices::default());
        assert!(old.look.difficulty && old.look.titles && old.key == KeyPlace::AtEnd);
        let wild: SheetChoices =
            ron::from_str("(look: (per_page: 0, titles: false), key: OwnFile)").expect("reads");
        assert_eq!(wild.sanitized().look.per_page, 1);
        assert!(!wild.look.titles && wild.look.difficulty);
        assert_eq!(wild.key, KeyPlace::OwnFile);
    }
}
