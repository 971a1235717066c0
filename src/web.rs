//! The web build's entry points (wasm32 only; `scripts/web_build.sh` builds it): [`start`]
//! draws the app on the page's canvas, and `worker` runs background work in a web worker, since
//! the browser gives a page no threads.

mod keys;
mod worker;

use wasm_bindgen::prelude::*;

use crate::app::NimlabApp;
use crate::app::share::LinkFrom;

/// Starts the app on the canvas with id `canvas_id`. A `#state=…` in the page's address is
/// a link (`app::share`), a `#plan=…` a lesson plan's: its view opens over what the page remembered, as a pasted link does
/// (asking first if it would replace a puzzle with unsaved changes; refused in a notice if it
/// does not read).
#[wasm_bindgen]
pub async fn start(canvas_id: String) -> Result<(), JsValue> {
    // Already set when the page calls start twice: the first logger stays.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or("no document")?;
    let canvas = document
        .get_element_by_id(&canvas_id)
        .ok_or_else(|| format!("no element with id {canvas_id:?}"))?
        .dyn_into::<web_sys::HtmlCanvasElement>()?;
    let link = page_link();
    keys::take_the_apps_keys()?;
    eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(move |cc| {
                let mut app = NimlabApp::new(cc, None);
                if let Some(link) = &link {
                    app.open_link_text(link, LinkFrom::PageAddress);
                }
                Ok(Box::new(FirstFrame { app, told: false }))
            }),
        )
        .await
}

/// The app, saying in the console when its first frame is drawn: the time to first frame, for
/// the browser test and anyone measuring the page.
struct FirstFrame {
    app: NimlabApp,
    told: bool,
}

impl eframe::App for FirstFrame {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        if !self.told {
            self.told = true;
            log::info!("nimlab: first frame after {:.0} ms", page_time());
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.app.save(storage);
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        self.app.auto_save_interval()
    }
}

/// The page's `#state=…` or `#plan=…`, if its address has one (read and checked as a link).
fn page_link() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    [crate::app::share::STATE_MARK, crate::app::PLAN_MARK]
        .iter()
        .any(|mark| hash.starts_with(mark))
        .then_some(hash)
}

/// Milliseconds since the page started loading.
fn page_time() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}
