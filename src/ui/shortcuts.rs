//! The keyboard shortcuts of the matchstick tab's file and edit commands, presentation mode and
//! the window's zoom: one definition each,
//! consumed from the input and named on hover by egui (`Ctrl+S`, `⌘S` on macOS).

use egui::{Key, KeyboardShortcut, Modifiers};

const COMMAND_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

/// New puzzle file.
pub const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Open a puzzle file.
pub const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Save the puzzle file.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Save it under another name (matches before [`SAVE`], which it includes).
pub const SAVE_AS: KeyboardShortcut = KeyboardShortcut::new(COMMAND_SHIFT, Key::S);
/// Undo.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Redo (matches before [`UNDO`], which it includes).
pub const REDO: KeyboardShortcut = KeyboardShortcut::new(COMMAND_SHIFT, Key::Z);
/// Redo, as Windows programs also have it.
pub const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);

// Presentation mode and the window's zoom.
/// Presentation mode on or off.
pub const PRESENT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F5);
/// The window's zoom one step larger (`Ctrl+=`, with `Ctrl++` below: the same key on most
/// keyboards, with or without Shift).
pub const ZOOM_IN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Equals);
/// The window's zoom one step larger, as `Ctrl++`.
pub const ZOOM_IN_PLUS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Plus);
/// The window's zoom one step smaller.
pub const ZOOM_OUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Minus);
/// The window's zoom back to the mode's own default.
pub const ZOOM_RESET: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Num0);
