//! The fonts nimlab ships, embedded: Nanum Square Regular (Hangul and Latin), SIL Open Font
//! License 1.1 (see `assets/fonts/OFL-NanumSquare.txt`), and egui's Ubuntu Light (Ubuntu Font
//! Licence, in `epaint_default_fonts`). The window falls back to Nanum Square for Hangul; figures
//! are set in Nanum Square, falling back to Ubuntu Light for what it lacks (è, −).

/// The font file's bytes.
pub const NANUM_SQUARE: &[u8] = include_bytes!("../assets/fonts/NanumSquareR.ttf");

/// Ubuntu Light, egui's Latin font: the figures' fallback.
pub const UBUNTU_LIGHT: &[u8] = epaint_default_fonts::UBUNTU_LIGHT;
