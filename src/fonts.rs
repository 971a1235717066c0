//! The font nimlab ships, embedded: Nanum Square Regular (Hangul and Latin), SIL Open Font
//! License 1.1 (see `assets/fonts/OFL-NanumSquare.txt`). The window falls back to it for Hangul;
//! figures are set in it alone.

/// The font file's bytes.
pub const NANUM_SQUARE: &[u8] = include_bytes!("../assets/fonts/NanumSquareR.ttf");
