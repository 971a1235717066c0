//! The fonts nimlab ships, embedded: Nanum Square Regular (Hangul and Latin), SIL Open Font
//! License 1.1 (see `assets/fonts/OFL-NanumSquare.txt`), and egui's Ubuntu Light (Ubuntu Font
//! Licence, in `epaint_default_fonts`). The window falls back to Nanum Square for Hangul; figures
//! are set in Nanum Square, falling back to Ubuntu Light for what it lacks (è, −).

/// The font file's bytes.
pub const NANUM_SQUARE: &[u8] = include_bytes!("../../../assets/fonts/NanumSquareR.ttf");

/// Ubuntu Light, egui's Latin font: the figures' fallback.
pub const UBUNTU_LIGHT: &[u8] = epaint_default_fonts::UBUNTU_LIGHT;

// Emoji typed into titles.

/// Noto Emoji (monochrome, SIL Open Font License 1.1, in `epaint_default_fonts`): the emoji
/// the window draws with egui's default fonts, and the figures' last fallback, so an emoji in a
/// title looks the same in both.
pub const NOTO_EMOJI: &[u8] = epaint_default_fonts::NOTO_EMOJI_REGULAR;

/// The replacement drawn for a character no embedded font has (the text itself keeps it).
/// The mark for a missing character, as text encoders write it: every embedded font draws it
/// (none has U+FFFD, and Nanum Square's dotted circle U+25CC is blank).
pub const REPLACEMENT: char = '?';

/// Characters that only choose how the one before is drawn: the variation selectors (text or
/// emoji style), the zero-width joiner of emoji sequences, and the skin tones. The base
/// character draws without them, so they are left out rather than drawn as boxes.
pub fn is_presentation_only(c: char) -> bool {
    matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{200D}' | '\u{1F3FB}'..='\u{1F3FF}')
}

/// `text` as it can be drawn by fonts that have the characters `has` says: presentation-only
/// characters left out, every other character no font has replaced by [`REPLACEMENT`], so a
/// missing emoji shows as one clear mark and never as a box or a silent gap.
pub fn drawable(text: &str, mut has: impl FnMut(char) -> bool) -> std::borrow::Cow<'_, str> {
    let mut fine = |c: char| c.is_whitespace() || has(c);
    if text.chars().all(&mut fine) {
        return text.into();
    }
    text.chars()
        .filter(|&c| !is_presentation_only(c))
        .map(|c| if fine(c) { c } else { REPLACEMENT })
        .collect::<String>()
        .into()
}

/// Whether the figures' fonts (Nanum Square, Ubuntu Light, Noto Emoji) have a glyph for `c`.
pub fn figures_have(c: char) -> bool {
    use std::sync::OnceLock;
    static FACES: OnceLock<Vec<ttf_parser::Face<'static>>> = OnceLock::new();
    FACES
        .get_or_init(|| {
            [NANUM_SQUARE, UBUNTU_LIGHT, NOTO_EMOJI]
                .into_iter()
                .filter_map(|data| ttf_parser::Face::parse(data, 0).ok())
                .collect()
        })
        .iter()
        .any(|face| face.glyph_index(c).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emoji_the_fonts_lack_get_one_clear_mark() {
        // 🎉 and ✅ are in Noto Emoji; 🧩 (Unicode 10) and 🥳 (11) are not. ❤️ is ❤ with an
        // emoji-style selector, 👍🏽 a thumb with a skin tone: the base characters draw.
        assert!(figures_have('🎉') && figures_have('✅') && figures_have('님') && figures_have('−'));
        assert!(!figures_have('🧩') && !figures_have('🥳'));
        assert_eq!(drawable("Sums 🎉", figures_have), "Sums 🎉");
        assert_eq!(drawable("🧩 퍼즐", figures_have), "? 퍼즐");
        assert_eq!(drawable("I ❤\u{FE0F} 👍\u{1F3FD}", figures_have), "I ❤ 👍");
        assert_eq!(drawable("🥳🥳", |_| false), "??");
    }
}
