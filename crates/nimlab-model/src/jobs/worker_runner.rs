//! The web side of the job seam: the browser gives a page no threads, so each job's request
//! crosses as bytes to a web worker running this same module (`web/worker.js`,
//! `nimlab::web::worker`). The page never waits on it: the worker posts its progress and result
//! back, and Cancel ends the worker. Idle workers are kept for the next job.
//!
//! A worker that cannot start (worker.js missing on the server, a browser that refuses module
//! workers) would leave its job waiting for ever: its `error` event ends the job as failed, with
//! what the browser said (the page itself watches its workers and says what to do).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::mpsc::Sender;

use wasm_bindgen::prelude::*;

use super::{Ending, Progress, Work, decode, encode};

thread_local! {
    /// Workers whose last job finished, ready for the next one.
    static IDLE: RefCell<Vec<web_sys::Worker>> = const { RefCell::new(Vec::new()) };
}

/// What handles a worker's messages.
type OnMessage = Closure<dyn FnMut(web_sys::MessageEvent)>;
/// What handles a worker's failure to start or run its script.
type OnError = Closure<dyn FnMut(web_sys::Event)>;

/// The worker a job runs on, while it runs, and the handler of its messages.
pub(super) struct Handle {
    /// The kind of work, for the console.
    name: &'static str,
    worker: Rc<RefCell<Option<web_sys::Worker>>>,
    on_message: RefCell<Option<OnMessage>>,
    on_error: RefCell<Option<OnError>>,
}

impl std::fmt::Debug for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Handle")
    }
}

impl Handle {
    /// The hold on a job that runs on no worker (its end is given by the page itself).
    pub(super) fn idle() -> Self {
        Self {
            name: "",
            worker: Rc::new(RefCell::new(None)),
            on_message: RefCell::new(None),
            on_error: RefCell::new(None),
        }
    }

    /// Ends the worker if the work is still running (a worker cannot be interrupted): the
    /// handler goes with it, so the job's channel closes and its poll says `Stopped`.
    pub(super) fn stop(&self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            // No handler first: a message already on its way must not find a dropped one.
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
            log::info!("nimlab: job {} cancelled", self.name);
        }
        self.on_message.borrow_mut().take();
        self.on_error.borrow_mut().take();
    }
}

/// A worker ready for work: an idle one, or a new one given the compiled module.
fn worker() -> Result<web_sys::Worker, JsValue> {
    if let Some(worker) = IDLE.with_borrow_mut(Vec::pop) {
        return Ok(worker);
    }
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("./worker.js", &options)?;
    let first = js_sys::Object::new();
    js_sys::Reflect::set(&first, &"module".into(), &wasm_bindgen::module())?;
    worker.post_message(&first)?;
    Ok(worker)
}

/// Sends `work` to a worker; its messages update `progress` and end in `sender`.
#[expect(
    clippy::needless_pass_by_value,
    reason = "the same signature as the native side, which moves the work to its thread"
)]
pub(super) fn start<W: Work>(
    work: W,
    progress: Arc<Progress>,
    sender: Sender<Ending<W::Output>>,
    repaint: impl Fn() + Send + 'static,
) -> Handle {
    let handle = Handle {
        name: W::NAME,
        worker: Rc::new(RefCell::new(None)),
        on_message: RefCell::new(None),
        on_error: RefCell::new(None),
    };
    let repaint: Rc<dyn Fn()> = Rc::new(repaint);
    let posted = encode(&work).map_err(JsValue::from).and_then(|request| {
        let worker = worker()?;
        let message = js_sys::Object::new();
        js_sys::Reflect::set(&message, &"kind".into(), &W::NAME.into())?;
        js_sys::Reflect::set(
            &message,
            &"request".into(),
            &js_sys::Uint8Array::from(&request[..]),
        )?;
        worker.post_message(&message)?;
        Ok(worker)
    });
    let worker = match posted {
        Ok(worker) => worker,
        Err(error) => {
            let _ = sender.send(Ending::Panicked(describe(&error)));
            repaint();
            return handle;
        }
    };
    let started = web_time::Instant::now();
    let on_error = failure_handler::<W>(Rc::clone(&handle.worker), sender.clone(), Rc::clone(&repaint));
    let slot = Rc::clone(&handle.worker);
    let on_message = Closure::new(move |event: web_sys::MessageEvent| {
        let data = event.data();
        let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).unwrap_or(JsValue::UNDEFINED);
        let figures = field("progress");
        if figures.is_object() {
            let figures = js_sys::Array::from(&figures);
            let number = |index| figures.get(index).as_f64().unwrap_or(0.0) as u64;
            progress.set_figures((number(0), number(1)));
            repaint();
            return;
        }
        let ending = if data.is_object() && js_sys::Reflect::has(&data, &"output".into()).unwrap_or(false) {
            // Finished: the worker is free for the next job.
            if let Some(worker) = slot.borrow_mut().take() {
                worker.set_onmessage(None);
                worker.set_onerror(None);
                IDLE.with_borrow_mut(|idle| idle.push(worker));
            }
            let output = field("output");
            if output.is_null() {
                Ending::Finished(None)
            } else {
                let bytes = js_sys::Uint8Array::new(&output).to_vec();
                decode(&bytes).map_or_else(Ending::Panicked, |value| Ending::Finished(Some(value)))
            }
        } else {
            // A panic: the module in that worker cannot go on.
            if let Some(worker) = slot.borrow_mut().take() {
                worker.set_onmessage(None);
                worker.set_onerror(None);
                worker.terminate();
            }
            Ending::Panicked(field("failed").as_string().unwrap_or_else(|| describe(&data)))
        };
        log::info!(
            "nimlab: job {} done in {} ms",
            W::NAME,
            started.elapsed().as_millis()
        );
        let _ = sender.send(ending);
        repaint();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    *handle.worker.borrow_mut() = Some(worker);
    *handle.on_message.borrow_mut() = Some(on_message);
    *handle.on_error.borrow_mut() = Some(on_error);
    handle
}

/// The handler of a worker's `error` event: its script did not load or start (or threw outside
/// a job, which the worker's own handler otherwise reports). The job fails with the browser's
/// words, and the worker is ended rather than kept.
fn failure_handler<W: Work>(
    slot: Rc<RefCell<Option<web_sys::Worker>>>,
    sender: Sender<Ending<W::Output>>,
    repaint: Rc<dyn Fn()>,
) -> OnError {
    Closure::new(move |event: web_sys::Event| {
        event.prevent_default();
        if let Some(worker) = slot.borrow_mut().take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
        let said = js_sys::Reflect::get(&event, &"message".into())
            .ok()
            .and_then(|message| message.as_string())
            .filter(|message| !message.is_empty())
            .unwrap_or_else(|| "the script did not load".to_owned());
        let message = format!("worker.js could not start ({said})");
        log::warn!("nimlab: job {}: {message}", W::NAME);
        let _ = sender.send(Ending::Panicked(message));
        repaint();
    })
}

/// A JavaScript error or value as text.
fn describe(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            value
                .dyn_ref::<js_sys::Error>()
                .map(|error| String::from(error.message()))
        })
        .unwrap_or_else(|| format!("{value:?}"))
}
