//! The octal games that have names of their own: which codes they are, so every place that
//! names a game (titles, descriptions, CSV headers, file names) asks here and they agree.

use super::OctalCode;

/// An octal game known by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedOctal {
    /// Kayles, `0.77`: knock down one pin or two adjacent pins.
    Kayles,
    /// Dawson's Kayles, `0.07`: knock down two adjacent pins.
    DawsonsKayles,
    /// Dawson's chess, `0.137`.
    DawsonsChess,
}

impl NamedOctal {
    /// Every named game, with its code.
    pub const ALL: [(Self, &'static str); 3] = [
        (Self::Kayles, "0.77"),
        (Self::DawsonsKayles, "0.07"),
        (Self::DawsonsChess, "0.137"),
    ];

    /// The game `code` is, if it has a name.
    pub fn of(code: &OctalCode) -> Option<Self> {
        let code = code.to_string();
        Self::ALL
            .into_iter()
            .find(|(_, named)| *named == code)
            .map(|(game, _)| game)
    }

    /// A short lowercase ASCII identifier, for file names (`dawsons-kayles`); words for people
    /// come from the app's string tables.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Kayles => "kayles",
            Self::DawsonsKayles => "dawsons-kayles",
            Self::DawsonsChess => "dawsons-chess",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_codes_are_found_however_they_are_typed() {
        let of = |text: &str| NamedOctal::of(&OctalCode::parse(text).expect("valid"));
        assert_eq!(of("0.77"), Some(NamedOctal::Kayles));
        assert_eq!(of(".0700"), Some(NamedOctal::DawsonsKayles));
        assert_eq!(of("0.137"), Some(NamedOctal::DawsonsChess));
        assert_eq!(of("0.6"), None);
    }
}
