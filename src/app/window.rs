//! The app in eframe, natively and on the web: eframe starts it from what it remembered (or
//! from a chosen state), draws it each frame and saves its state every few seconds (to a file
//! natively, to the browser's local storage on the web). [`run_window`] opens the native window.

use super::NimlabApp;
use crate::ui::fonts::install_fonts;

/// How often the window's state is written while it runs: a crash or a pulled plug loses at
/// most this much of a lesson.
const AUTO_SAVE: std::time::Duration = std::time::Duration::from_secs(5);

impl NimlabApp {
    /// The app as eframe starts it: fonts installed, state restored, or `chosen_state` (RON
    /// of an [`AppState`](super::AppState), from [`STATE_OVERRIDE_VAR`](super::STATE_OVERRIDE_VAR))
    /// instead if it reads. (The web page's `#state=` is a link, opened over the restored
    /// state: `crate::web`.)
    pub fn new(cc: &eframe::CreationContext<'_>, chosen_state: Option<String>) -> Self {
        install_fonts(&cc.egui_ctx);
        if let Some(state) = chosen_state.and_then(|text| ron::from_str(&text).ok()) {
            return Self::from_state(state);
        }
        // Read part by part: what cannot be read is named in a notice, not reset in silence.
        match cc.storage.and_then(|storage| storage.get_string(eframe::APP_KEY)) {
            Some(remembered) => Self::from_remembered(&remembered),
            None if state_file_unreadable() => Self::from_unreadable_file(),
            None => Self::from_state(super::AppState::default()),
        }
    }
}

/// The window's app id: eframe keeps its state under a folder of this name.
#[cfg(not(target_arch = "wasm32"))]
const APP_ID: &str = "nimlab";

/// eframe read no state although its file is there with something in it: it could not parse
/// the file at all (eframe then starts empty without a word).
#[cfg(not(target_arch = "wasm32"))]
fn state_file_unreadable() -> bool {
    eframe::storage_dir(APP_ID).is_some_and(|dir| is_unread_file(&dir.join("app.ron")))
}

/// The browser's storage has no file to find.
#[cfg(target_arch = "wasm32")]
fn state_file_unreadable() -> bool {
    false
}

/// `path` holds something: if eframe read nothing from it, it could not read it.
#[cfg(not(target_arch = "wasm32"))]
fn is_unread_file(path: &std::path::Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.len() > 0)
}

impl eframe::App for NimlabApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        // eframe saves only during a frame; an idle window draws none, so wake it to save.
        ui.ctx().request_repaint_after(AUTO_SAVE);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.state());
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        AUTO_SAVE
    }
}

/// Opens the native window and runs until it is closed.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_window() -> anyhow::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("nimlab")
            .with_app_id(APP_ID)
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([720.0, 480.0])
            .with_icon(super::icon::window_icon()),
        ..Default::default()
    };
    let chosen_state = std::env::var(super::STATE_OVERRIDE_VAR).ok();
    log::info!("nimlab {} opens its window", env!("CARGO_PKG_VERSION"));
    eframe::run_native(
        APP_ID,
        options,
        Box::new(|cc| Ok(Box::new(NimlabApp::new(cc, chosen_state)))),
    )
    .map_err(|err| anyhow::anyhow!("could not open the window: {err}"))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::is_unread_file;

    #[test]
    fn only_a_file_with_something_in_it_counts_as_unread() {
        let folder = std::env::temp_dir().join(format!("nimlab-unread-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let file = folder.join("app.ron");
        assert!(!is_unread_file(&file), "no file: a first start");
        std::fs::write(&file, "").expect("writable");
        assert!(!is_unread_file(&file), "an empty file holds nothing to lose");
        std::fs::write(&file, b"\x00\xff garbage {{{").expect("writable");
        assert!(is_unread_file(&file));
        assert!(!is_unread_file(&folder), "a folder is not the state");
        std::fs::remove_dir_all(&folder).expect("cleaned up");
    }
}
