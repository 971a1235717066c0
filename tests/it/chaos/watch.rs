//! Panics off the UI thread: a background job that panics loses its work without a word (the
//! tab shows nothing), so the randomized test records them and fails on them.

use std::sync::Mutex;
use std::sync::Once;

/// Panics on unnamed threads (the app's background jobs; libtest names its test threads).
static BACKGROUND_PANICS: Mutex<Vec<String>> = Mutex::new(Vec::new());
static WATCH: Once = Once::new();

/// How many background panics there have been so far.
pub fn count() -> usize {
    BACKGROUND_PANICS.lock().expect("not poisoned").len()
}

/// The `index`th background panic's message and place.
pub fn nth(index: usize) -> Option<String> {
    BACKGROUND_PANICS
        .lock()
        .expect("not poisoned")
        .get(index)
        .cloned()
}

/// Records every panic on an unnamed thread from now on, keeping the usual message on stderr.
pub fn watch_background_panics() {
    WATCH.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::thread::current().name().is_none() {
                let place = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                if let Ok(mut panics) = BACKGROUND_PANICS.lock() {
                    panics.push(format!("{}{place}", message(info.payload())));
                }
            }
            previous(info);
        }));
    });
}

/// A panic's message, or a word that it had none.
pub fn message(payload: &(dyn std::any::Any + Send)) -> String {
    nimlab::jobs::panic_message(payload).unwrap_or_else(|| "(no message)".to_owned())
}
