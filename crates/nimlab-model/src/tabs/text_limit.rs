//! Remembered or pasted text cut to the length its field takes, the same way on every tab.

/// Cuts `text` to at most `max` characters (not bytes: Hangul is three bytes a character, and a
/// cut inside one would panic).
pub fn truncate_chars(text: &mut String, max: usize) {
    if let Some((cut, _)) = text.char_indices().nth(max) {
        text.truncate(cut);
    }
}
