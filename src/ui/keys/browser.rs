//! The app's keys in a web browser. The browser keeps some for itself and never hands them to a
//! page (Ctrl+1 to Ctrl+9 switch its tabs, Ctrl+N opens a window, Ctrl+T and Ctrl+W open and
//! close tabs): there the help overlay and hover texts do not offer them. Others reach the page
//! but the browser acts on them too (F1 opens its help, F5 reloads, `PageDown` scrolls, Ctrl+=
//! zooms the page): where they are the app's keys, the page takes them from the browser
//! ([`page_takes`]), so a clicker's `PageDown` walks the lesson and F5 starts presenting.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::{BINDINGS, DIGITS};

/// Where the app runs: the keys it can be given differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// The native window: every key reaches it.
    Desktop,
    /// A web page: the browser keeps some keys.
    Browser,
}

impl Platform {
    /// Where this build runs.
    pub const CURRENT: Self = if cfg!(target_arch = "wasm32") {
        Self::Browser
    } else {
        Self::Desktop
    };
}

/// Whether a browser keeps `shortcut` from every page: Ctrl (⌘) with a digit, N, T, W or Tab.
pub fn browser_keeps(shortcut: KeyboardShortcut) -> bool {
    let m = shortcut.modifiers;
    (m.command || m.ctrl || m.mac_cmd)
        && (DIGITS.contains(&shortcut.logical_key)
            || matches!(shortcut.logical_key, Key::N | Key::T | Key::W | Key::Tab))
}

/// Whether `shortcut` is offered (listed, named on hover) where the app runs.
pub fn offered(shortcut: KeyboardShortcut, platform: Platform) -> bool {
    platform == Platform::Desktop || !browser_keeps(shortcut)
}

/// Whether the page takes a press of `key` with `modifiers` from the browser: one of the app's
/// offered keys that the browser would act on too. Keys that type text (letters, digits,
/// symbols without Ctrl) are left alone, as taking them would stop typing into the app's
/// fields.
pub fn page_takes(key: Key, modifiers: Modifiers) -> bool {
    let with_command = modifiers.command || modifiers.ctrl || modifiers.mac_cmd;
    (with_command || types_nothing(key))
        && BINDINGS.iter().flat_map(|binding| binding.keys).any(|shortcut| {
            shortcut.logical_key == key
                && modifiers.matches_logically(shortcut.modifiers)
                && offered(*shortcut, Platform::Browser)
        })
}

/// Whether `key` pressed alone types nothing: the function keys and the page's movements.
fn types_nothing(key: Key) -> bool {
    matches!(
        key,
        Key::F1
            | Key::F2
            | Key::F3
            | Key::F4
            | Key::F5
            | Key::F6
            | Key::F7
            | Key::F8
            | Key::F9
            | Key::F10
            | Key::F11
            | Key::F12
            | Key::PageUp
            | Key::PageDown
            | Key::Home
            | Key::End
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const CTRL: Modifiers = Modifiers::COMMAND;

    #[test]
    fn the_browsers_own_keys_are_not_offered_on_the_web_only() {
        let ctrl_1 = KeyboardShortcut::new(CTRL, Key::Num1);
        assert!(!offered(ctrl_1, Platform::Browser));
        assert!(offered(ctrl_1, Platform::Desktop));
        let ctrl_n = KeyboardShortcut::new(CTRL, Key::N);
        assert!(!offered(ctrl_n, Platform::Browser));
        let ctrl_s = KeyboardShortcut::new(CTRL, Key::S);
        assert!(offered(ctrl_s, Platform::Browser));
        let f5 = KeyboardShortcut::new(Modifiers::NONE, Key::F5);
        assert!(offered(f5, Platform::Browser));
    }

    #[test]
    fn the_page_takes_the_apps_keys_the_browser_would_act_on() {
        for (key, modifiers) in [
            (Key::F1, Modifiers::NONE),
            (Key::F5, Modifiers::NONE),
            (Key::F6, Modifiers::NONE),
            (Key::PageDown, Modifiers::NONE),
            (Key::PageUp, Modifiers::NONE),
            (Key::Home, Modifiers::NONE),
            (Key::Equals, CTRL),
            (Key::Minus, CTRL),
            (Key::Num0, CTRL),
            // Ctrl++ is typed with Shift on most keyboards.
            (Key::Plus, CTRL.plus(Modifiers::SHIFT)),
            (Key::S, CTRL),
            (Key::O, CTRL),
        ] {
            assert!(page_takes(key, modifiers), "{key:?} {modifiers:?}");
        }
    }

    #[test]
    fn typing_and_keys_the_app_does_not_have_stay_the_browsers() {
        for (key, modifiers) in [
            // Letters and digits of the app's keys type into its fields as well.
            (Key::T, Modifiers::NONE),
            (Key::Num3, Modifiers::NONE),
            (Key::Minus, Modifiers::NONE),
            // Not an app key: the browser's.
            (Key::F12, Modifiers::NONE),
            (Key::R, CTRL),
            (Key::F, CTRL),
            // The browser keeps these whatever the page does.
            (Key::Num1, CTRL),
            (Key::N, CTRL),
        ] {
            assert!(!page_takes(key, modifiers), "{key:?} {modifiers:?}");
        }
    }
}
