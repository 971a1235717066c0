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
            Box::new(move |cc| Ok(Box::new(NimlabApp::new(cc, chosen_state)))),
        )
        .await
}

/// The RON after `#state=` in the page's address, if any.
fn chosen_state() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let encoded = hash.strip_prefix("#state=")?;
    js_sys::decode_uri_component(encoded).ok().map(String::from)
}

/// Milliseconds since the page started loading.
pub(crate) fn page_time() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}
