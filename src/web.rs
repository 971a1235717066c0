//! The web build's entry points (wasm32 only; `scripts/web_build.sh` builds it): [`start`]
//! draws the app on the page's canvas, and `worker` runs background work in a web worker, since
//! the browser gives a page no threads.

mod worker;

use wasm_bindgen::prelude::*;

use crate::app::NimlabApp;

/// Starts the app on the canvas with id `canvas_id`. A `#state=<RON>` in the page's address
/// opens it on a chosen state, as `NIMLAB_STATE` does natively (for the browser test).
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
    let chosen_state = chosen_state();
    eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(move |cc| {
                Ok(Box::new(FirstFrame {
                    app: NimlabApp::new(cc, chosen_state),
                    told: false,
                }))
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

/// The RON after `#state=` in the page's address, if any.
fn chosen_state() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let encoded = hash.strip_prefix("#state=")?;
    js_sys::decode_uri_component(encoded).ok().map(String::from)
}

/// Milliseconds since the page started loading.
fn page_time() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}
