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
    /// of an [`AppState`](super::AppState), from [`STATE_OVERRIDE_VAR`](super::STATE_OVERRIDE_VAR) or the page's address)
    /// if it reads.
    pub fn new(cc: &eframe::CreationContext<'_>, chosen_state: Option<String>) -> Self {
        install_fonts(&cc.egui_ctx);
        if let Some(state) = chosen_state.and_then(|text| ron::from_str(&text).ok()) {
            return Self::from_state(state);
        }
        // Read part by part: what cannot be read is named in a notice, not reset in silence.
        match cc.storage.and_then(|storage| storage.get_string(eframe::APP_KEY)) {
            Some(remembered) => Self::from_remembered(&remembered),
            None => Self::from_state(super::AppState::default()),
        }
    }
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
            .with_app_id("nimlab")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([720.0, 480.0]),
        ..Default::default()
    };
    let chosen_state = std::env::var(super::STATE_OVERRIDE_VAR).ok();
    eframe::run_native(
        "nimlab",
        options,
        Box::new(|cc| Ok(Box::new(NimlabApp::new(cc, chosen_state)))),
    )
    .map_err(|err| anyhow::anyhow!("could not open the window: {err}"))
}
