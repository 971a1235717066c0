//! The page takes the app's keys from the browser (`ui::keys::page_takes`): F1, F5, `PageDown`,
//! Ctrl+= and the like would otherwise open the browser's help, reload the page, scroll it or
//! zoom it as well as doing what the app does with them.

use wasm_bindgen::prelude::*;

use crate::ui::keys;

/// Listens, before the app's own handlers, for key presses the app takes, and keeps the browser
/// from acting on them. The app still receives them.
pub fn take_the_apps_keys() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let listener = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(|event: web_sys::KeyboardEvent| {
        let Some(key) = egui::Key::from_name(&event.key()) else {
            return;
        };
        let modifiers = egui::Modifiers {
            alt: event.alt_key(),
            ctrl: event.ctrl_key(),
            shift: event.shift_key(),
            mac_cmd: event.meta_key(),
            command: event.ctrl_key() || event.meta_key(),
        };
        if keys::page_takes(key, modifiers) {
            event.prevent_default();
        }
    });
    window.add_event_listener_with_callback_and_bool("keydown", listener.as_ref().unchecked_ref(), true)?;
    // The page lives as long as the app: the listener is never removed.
    listener.forget();
    Ok(())
}
