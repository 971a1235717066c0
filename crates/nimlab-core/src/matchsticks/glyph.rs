//! Seven-segment glyphs: segment a is the top, b upper right, c lower right, d the
//! bottom, e lower left, f upper left, g the middle; bit i of a mask is segment `a + i`.

use serde::{Deserialize, Serialize};

/// A set of segments, one bit each (bit 0 = a … bit 6 = g).
pub type Segments = u8;

/// The segment letters, in bit order.
pub const SEGMENT_NAMES: [char; 7] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/// Parses segment letters such as "abcdef" into a mask.
pub fn segments(letters: &str) -> Option<Segments> {
    letters.chars().try_fold(0u8, |mask, c| {
        let bit = SEGMENT_NAMES.iter().position(|&name| name == c)?;
        Some(mask | 1 << bit)
    })
}

/// Writes a mask as its segment letters, in order.
pub fn letters(mask: Segments) -> String {
    SEGMENT_NAMES
        .iter()
        .enumerate()
        .filter(|(bit, _)| mask >> bit & 1 == 1)
        .map(|(_, &c)| c)
        .collect()
}

/// The standard glyphs of 0–9.
pub const STANDARD: [Segments; 10] = [
    0b011_1111, // 0 abcdef
    0b000_0110, // 1 bc
    0b101_1011, // 2 abdeg
    0b100_1111, // 3 abcdg
    0b110_0110, // 4 bcfg
    0b110_1101, // 5 acdfg
    0b111_1101, // 6 acdefg
    0b000_0111, // 7 abc
    0b111_1111, // 8 abcdefg
    0b110_1111, // 9 abcdfg
];

/// 6 without its top (cdefg).
pub const SIX_WITHOUT_TOP: Segments = 0b111_1100;
/// 7 with f (abcf).
pub const SEVEN_WITH_F: Segments = 0b010_0111;
/// 9 without its bottom (abcfg).
pub const NINE_WITHOUT_BOTTOM: Segments = 0b110_0111;

/// The optional glyph variants a puzzle may enable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Variants {
    /// 6′: 6 without its top.
    pub six: bool,
    /// 7′: 7 with f.
    pub seven: bool,
    /// 9′: 9 without its bottom.
    pub nine: bool,
}

impl Variants {
    /// Every glyph a digit slot may show: (digit, segments), standard glyphs first.
    pub fn glyphs(self) -> Vec<(u8, Segments)> {
        let mut glyphs: Vec<(u8, Segments)> = (0..10).map(|d| (d, STANDARD[d as usize])).collect();
        for (enabled, digit, mask) in [
            (self.six, 6, SIX_WITHOUT_TOP),
            (self.seven, 7, SEVEN_WITH_F),
            (self.nine, 9, NINE_WITHOUT_BOTTOM),
        ] {
            if enabled {
                glyphs.push((digit, mask));
            }
        }
        glyphs
    }

    /// The digit a digit slot shows, if its segments form a glyph.
    pub fn digit(self, mask: Segments) -> Option<u8> {
        self.glyphs()
            .into_iter()
            .find(|&(_, glyph)| glyph == mask)
            .map(|(digit, _)| digit)
    }

    /// Parses "6,7,9" (any subset, in any order) as on the command line.
    pub fn parse(text: &str) -> Option<Self> {
        let mut variants = Self::default();
        for token in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            match token {
                "6" => variants.six = true,
                "7" => variants.seven = true,
                "9" => variants.nine = true,
                _ => return None,
            }
        }
        Some(variants)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_match_the_standard_letters() {
        // The standard seven-segment glyphs, letter by letter.
        let spec = [
            "abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg",
        ];
        for (digit, letters_) in spec.iter().enumerate() {
            assert_eq!(segments(letters_), Some(STANDARD[digit]), "{digit}");
            assert_eq!(letters(STANDARD[digit]), *letters_);
        }
        assert_eq!(segments("cdefg"), Some(SIX_WITHOUT_TOP));
        assert_eq!(segments("abcf"), Some(SEVEN_WITH_F));
        assert_eq!(segments("abcfg"), Some(NINE_WITHOUT_BOTTOM));
        assert_eq!(segments("abz"), None);
    }

    #[test]
    fn variants_are_read_only_when_enabled() {
        let none = Variants::default();
        assert_eq!(none.digit(SIX_WITHOUT_TOP), None);
        let all = Variants::parse("6,7,9").expect("valid");
        assert_eq!(all.digit(SIX_WITHOUT_TOP), Some(6));
        assert_eq!(all.digit(SEVEN_WITH_F), Some(7));
        assert_eq!(all.digit(NINE_WITHOUT_BOTTOM), Some(9));
        assert_eq!(Variants::parse("8"), None);
    }
}
