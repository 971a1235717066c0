//! The keyboard and the presentation clicker: one table of every key, what it does
//! and where ([`BINDINGS`]), from which the tabs read the keys pressed ([`pressed`]) and the
//! help overlay lists them, worded in the window's language ([`KeyAction::words`]).
//!
//! A key does what its button does: the tab turns it into the event the button sends, through
//! its one `apply`. Keys act only while no text field has the keyboard, so typing "1,2,3" into
//! a move set never plays a move. The keys that others act on are in the table too, and read
//! from it ([`shortcuts`], [`consume`]): the shell's presentation mode and window zoom
//! (Ctrl+=/−/0) and the matchstick tab's Ctrl+N/O/S/Z/Y, which egui names on hover (`Ctrl+S`,
//! `⌘S` on macOS).

mod browser;
mod words;

pub use browser::{Platform, page_takes};
pub use words::{hover_names, key_names};

use egui::{Context, InputState, Key, KeyboardShortcut, Modifiers};

/// Where a key works: everywhere, or on one tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Whatever tab is on show.
    Everywhere,
    /// Presenting with a lesson plan open (the shell's, before any tab's keys).
    Plan,
    /// The game-tree tab's step-through (recursive and dynamic programming views).
    Lesson,
    /// The game-tree tab.
    GameTree,
    /// The Grundy tab.
    Grundy,
    /// The matchstick tab.
    Matchsticks,
}

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// Opens or closes the help overlay.
    Help,
    /// Closes the help overlay.
    CloseHelp,
    /// Shows the game-tree tab.
    TabTree,
    /// Shows the Grundy tab.
    TabGrundy,
    /// Shows the matchstick tab.
    TabMatchsticks,
    /// Presentation mode on or off (the shell's, listed here).
    Presentation,
    /// The presenter's screen open or closed (the shell's, listed here).
    PresenterScreen,
    /// The whole window larger (egui's, listed here).
    WindowZoomIn,
    /// The whole window smaller (egui's, listed here).
    WindowZoomOut,
    /// The whole window at its normal size (egui's, listed here).
    WindowZoomReset,
    /// The lesson plan's next step (presenting).
    PlanNext,
    /// The lesson plan's step before (presenting).
    PlanBack,
    /// One step on, and past the last step on to the lesson's next view.
    LessonOn,
    /// One step back, and before the first back to the lesson's previous view.
    LessonBack,
    /// One step on.
    StepOn,
    /// One step back.
    StepBack,
    /// The first step.
    FirstStep,
    /// The last step.
    LastStep,
    /// Play or pause the step-through.
    PlayPause,
    /// The recursive view.
    ViewRecursive,
    /// The dynamic programming view.
    ViewDp,
    /// The formula view.
    ViewFormula,
    /// The growth chart.
    ViewGrowth,
    /// Play against the computer.
    ViewPlay,
    /// Classroom mode: Reveal all.
    RevealAll,
    /// Classroom mode: Hide all again.
    HideAll,
    /// Classroom mode: the class answers W.
    AnswerWin,
    /// Classroom mode: the class answers L.
    AnswerLose,
    /// The class quiz: ask about a random hidden position.
    Ask,
    /// The class quiz: the class's answer was right.
    MarkRight,
    /// The class quiz: the class's answer was wrong.
    MarkWrong,
    /// Play: take as many coins as the digit says.
    Take,
    /// The canvas zoomed in.
    ZoomIn,
    /// The canvas zoomed out.
    ZoomOut,
    /// The canvas fitted to the view.
    Fit,
    /// New puzzle file (the matchstick tab's, listed here).
    FileNew,
    /// Open a puzzle file (the matchstick tab's, listed here).
    FileOpen,
    /// Save the puzzle file (the matchstick tab's, listed here).
    FileSave,
    /// Save it as (the matchstick tab's, listed here).
    FileSaveAs,
    /// Undo (the matchstick tab's, listed here).
    Undo,
    /// Redo (the matchstick tab's, listed here).
    Redo,
}

/// A key or keys and what they do, where.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// Where the keys work.
    pub scope: Scope,
    /// The keys, any of which does it.
    pub keys: &'static [KeyboardShortcut],
    /// What they do.
    pub action: KeyAction,
}

const fn plain(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

const fn command(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const COMMAND_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

const fn command_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(COMMAND_SHIFT, key)
}

const fn binding(scope: Scope, keys: &'static [KeyboardShortcut], action: KeyAction) -> Binding {
    Binding { scope, keys, action }
}

/// The digits that take coins in Play, 1 to 9 in order.
pub const DIGITS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

/// Every key of the app, in the help overlay's order. Within a scope a shortcut with more
/// modifiers comes before one it includes (egui ignores an extra Shift when matching).
pub const BINDINGS: &[Binding] = &[
    binding(
        Scope::Everywhere,
        &[plain(Key::F1), plain(Key::Questionmark)],
        KeyAction::Help,
    ),
    binding(Scope::Everywhere, &[plain(Key::Escape)], KeyAction::CloseHelp),
    binding(Scope::Everywhere, &[command(Key::Num1)], KeyAction::TabTree),
    binding(Scope::Everywhere, &[command(Key::Num2)], KeyAction::TabGrundy),
    binding(
        Scope::Everywhere,
        &[command(Key::Num3)],
        KeyAction::TabMatchsticks,
    ),
    binding(Scope::Everywhere, &[plain(Key::F5)], KeyAction::Presentation),
    binding(Scope::Everywhere, &[plain(Key::F6)], KeyAction::PresenterScreen),
    binding(
        Scope::Everywhere,
        &[command(Key::Equals), command(Key::Plus)],
        KeyAction::WindowZoomIn,
    ),
    binding(
        Scope::Everywhere,
        &[command(Key::Minus)],
        KeyAction::WindowZoomOut,
    ),
    binding(
        Scope::Everywhere,
        &[command(Key::Num0)],
        KeyAction::WindowZoomReset,
    ),
    binding(Scope::Plan, &[plain(Key::PageDown)], KeyAction::PlanNext),
    binding(Scope::Plan, &[plain(Key::PageUp)], KeyAction::PlanBack),
    binding(Scope::Lesson, &[plain(Key::PageDown)], KeyAction::LessonOn),
    binding(Scope::Lesson, &[plain(Key::PageUp)], KeyAction::LessonBack),
    binding(Scope::Lesson, &[plain(Key::ArrowRight)], KeyAction::StepOn),
    binding(Scope::Lesson, &[plain(Key::ArrowLeft)], KeyAction::StepBack),
    binding(Scope::Lesson, &[plain(Key::Home)], KeyAction::FirstStep),
    binding(Scope::Lesson, &[plain(Key::End)], KeyAction::LastStep),
    binding(Scope::Lesson, &[plain(Key::Space)], KeyAction::PlayPause),
    binding(Scope::GameTree, &[plain(Key::T)], KeyAction::ViewRecursive),
    binding(Scope::GameTree, &[plain(Key::D)], KeyAction::ViewDp),
    binding(Scope::GameTree, &[plain(Key::F)], KeyAction::ViewFormula),
    binding(Scope::GameTree, &[plain(Key::G)], KeyAction::ViewGrowth),
    binding(Scope::GameTree, &[plain(Key::P)], KeyAction::ViewPlay),
    binding(Scope::GameTree, &[plain(Key::R)], KeyAction::RevealAll),
    binding(Scope::GameTree, &[plain(Key::H)], KeyAction::HideAll),
    binding(Scope::GameTree, &[plain(Key::W)], KeyAction::AnswerWin),
    binding(Scope::GameTree, &[plain(Key::L)], KeyAction::AnswerLose),
    binding(Scope::GameTree, &[plain(Key::A)], KeyAction::Ask),
    binding(Scope::GameTree, &[plain(Key::Y)], KeyAction::MarkRight),
    binding(Scope::GameTree, &[plain(Key::N)], KeyAction::MarkWrong),
    binding(
        Scope::GameTree,
        &[
            plain(DIGITS[0]),
            plain(DIGITS[1]),
            plain(DIGITS[2]),
            plain(DIGITS[3]),
            plain(DIGITS[4]),
            plain(DIGITS[5]),
            plain(DIGITS[6]),
            plain(DIGITS[7]),
            plain(DIGITS[8]),
        ],
        KeyAction::Take,
    ),
    binding(
        Scope::GameTree,
        &[plain(Key::Plus), plain(Key::Equals)],
        KeyAction::ZoomIn,
    ),
    binding(Scope::GameTree, &[plain(Key::Minus)], KeyAction::ZoomOut),
    binding(Scope::GameTree, &[plain(Key::Num0)], KeyAction::Fit),
    binding(Scope::Grundy, &[plain(Key::R)], KeyAction::RevealAll),
    binding(Scope::Grundy, &[plain(Key::H)], KeyAction::HideAll),
    binding(Scope::Grundy, &[plain(Key::A)], KeyAction::Ask),
    binding(Scope::Grundy, &[plain(Key::Y)], KeyAction::MarkRight),
    binding(Scope::Grundy, &[plain(Key::N)], KeyAction::MarkWrong),
    binding(Scope::Matchsticks, &[command(Key::N)], KeyAction::FileNew),
    binding(Scope::Matchsticks, &[command(Key::O)], KeyAction::FileOpen),
    binding(
        Scope::Matchsticks,
        &[command_shift(Key::S)],
        KeyAction::FileSaveAs,
    ),
    binding(Scope::Matchsticks, &[command(Key::S)], KeyAction::FileSave),
    binding(
        Scope::Matchsticks,
        &[command_shift(Key::Z), command(Key::Y)],
        KeyAction::Redo,
    ),
    binding(Scope::Matchsticks, &[command(Key::Z)], KeyAction::Undo),
];

/// The actions only listed: others carry them out (egui, the shell's presentation mode, the
/// matchstick tab's own shortcuts), so [`pressed`] leaves their keys alone.
fn listed_only(action: KeyAction) -> bool {
    matches!(
        action,
        KeyAction::Presentation
            | KeyAction::PresenterScreen
            | KeyAction::WindowZoomIn
            | KeyAction::WindowZoomOut
            | KeyAction::WindowZoomReset
            | KeyAction::FileNew
            | KeyAction::FileOpen
            | KeyAction::FileSave
            | KeyAction::FileSaveAs
            | KeyAction::Undo
            | KeyAction::Redo
    )
}

/// The keys of `scope` pressed since the last frame whose action `acts` (its button is on
/// show), consumed, once per press, each with the key that did it (a digit says how many coins to take), in the
/// table's order; nothing while a text field has the keyboard. Keys that would do nothing are
/// left for egui (Space and Esc for a focused button or an open menu).
pub fn pressed(ctx: &Context, scope: Scope, acts: impl Fn(KeyAction) -> bool) -> Vec<(KeyAction, Key)> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    ctx.input_mut(|input| {
        let mut pressed = Vec::new();
        let bindings = BINDINGS
            .iter()
            .filter(|b| b.scope == scope && !listed_only(b.action) && acts(b.action));
        for binding in bindings {
            for shortcut in binding.keys {
                // Every press counts: a clicker's repeats arrive several to a frame.
                let count = input.count_and_consume_key(shortcut.modifiers, shortcut.logical_key);
                pressed.extend(std::iter::repeat_n((binding.action, shortcut.logical_key), count));
            }
        }
        pressed
    })
}

/// The keys of `action`, as the table has them (an action only listed has one binding).
pub fn shortcuts(action: KeyAction) -> &'static [KeyboardShortcut] {
    BINDINGS
        .iter()
        .find(|binding| binding.action == action)
        .map_or(&[], |binding| binding.keys)
}

/// Consumes a press of one of `action`'s keys, if there was one: for the keys others act on.
pub fn consume(input: &mut InputState, action: KeyAction) -> bool {
    shortcuts(action)
        .iter()
        .any(|shortcut| input.consume_shortcut(shortcut))
}

/// How many coins a digit key takes (1 to 9).
pub fn digit(key: Key) -> Option<u32> {
    let at = DIGITS.iter().position(|&digit| digit == key)?;
    u32::try_from(at + 1).ok()
}

/// The bindings of `scope` that have a key where the app runs, for the help overlay.
pub fn of(scope: Scope) -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .filter(move |b| b.scope == scope && b.offered_keys().next().is_some())
}

impl Binding {
    /// Its keys that reach the app where it runs (in a browser, not the ones it keeps).
    pub fn offered_keys(&self) -> impl Iterator<Item = &'static KeyboardShortcut> {
        self.keys
            .iter()
            .filter(|shortcut| browser::offered(**shortcut, Platform::CURRENT))
    }
}

#[cfg(test)]
mod tests;
