//! The worker's side of background work on the web: `web/worker.js` loads this same module in a
//! web worker and hands each request to [`run_work`], which runs it by name
//! ([`crate::work::run_by_name`]) and posts progress back to the page as it goes.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use crate::jobs::Progress;

/// Progress is posted at most this often: every report would flood the page with messages.
const PROGRESS_EVERY_MS: f64 = 50.0;

thread_local! {
    static LAST_POSTED: Cell<f64> = const { Cell::new(f64::NEG_INFINITY) };
}

fn scope() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Posts `{ kind: value }` to the page.
fn post(kind: &str, value: &JsValue) {
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &kind.into(), value);
    let _ = scope().post_message(&message);
}

/// Called once the module is loaded in the worker: a panic in the work is posted to the page
/// as `{ failed: message }` (the module cannot run on after one: the worker is then ended).
#[wasm_bindgen]
pub fn worker_init() {
    std::panic::set_hook(Box::new(|info| {
        let message = crate::jobs::panic_message(info.payload()).unwrap_or_else(|| info.to_string());
        post("failed", &message.into());
    }));
}

/// Passes the figures on to the page, at most every [`PROGRESS_EVERY_MS`].
fn post_progress(progress: &Progress) {
    let now = js_sys::Date::now();
    if now - LAST_POSTED.get() < PROGRESS_EVERY_MS {
        return;
    }
    LAST_POSTED.set(now);
    let (done, total) = progress.figures();
    let figures = js_sys::Array::of2(&(done as f64).into(), &(total as f64).into());
    post("progress", &figures);
}

/// Runs the request of kind `kind` (its bytes as `crate::jobs::encode` wrote them) and returns
/// the output's bytes, or nothing when the work gave no result.
#[wasm_bindgen]
pub fn run_work(kind: &str, request: &[u8]) -> Result<Option<Vec<u8>>, JsValue> {
    LAST_POSTED.set(f64::NEG_INFINITY);
    let progress = Progress::observed(post_progress);
    Ok(crate::work::run_by_name(kind, request, &progress)?)
}
