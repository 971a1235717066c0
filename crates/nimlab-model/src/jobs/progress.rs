//! How far along a job is, and whether it should stop: shared between the job's work, which
//! reports into it and polls it, and the UI, which draws it and sets the cancel flag.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Shared between a job's thread and the UI: how far along it is, and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    cancelled: AtomicBool,
    /// Told of every report: a web worker passes the figures on to the page this way.
    observer: Option<fn(&Progress)>,
}

impl Progress {
    /// A progress that calls `observer` after every report.
    pub fn observed(observer: fn(&Progress)) -> Self {
        Self {
            observer: Some(observer),
            ..Self::default()
        }
    }

    /// Declares how many steps the work has, for the progress bar.
    pub fn set_total(&self, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.reported();
    }

    /// Records that `steps` more steps are done.
    pub fn advance(&self, steps: u64) {
        self.done.fetch_add(steps, Ordering::Relaxed);
        self.reported();
    }

    fn reported(&self) {
        if let Some(observer) = self.observer {
            observer(self);
        }
    }

    /// Steps done and steps in all, as reported so far.
    pub fn figures(&self) -> (u64, u64) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Takes over figures reported elsewhere (by a web worker, for the page's copy).
    #[cfg_attr(
        not(target_arch = "wasm32"),
        expect(dead_code, reason = "only the web runner copies figures")
    )]
    pub(super) fn set_figures(&self, (done, total): (u64, u64)) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// Tells the work to stop.
    pub(crate) fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// The work should stop as soon as it can and return `None`.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// A `keep_going` callback for engines that report the fraction of their work done: it
    /// advances this progress within steps `start..start + span` and says stop once cancelled.
    pub fn fraction_reporter(&self, start: u64, span: u64) -> impl FnMut(f32) -> bool + '_ {
        let mut reported = start;
        move |fraction| {
            let now = start + (f64::from(fraction.clamp(0.0, 1.0)) * span as f64) as u64;
            self.advance(now.saturating_sub(reported));
            reported = reported.max(now);
            !self.is_cancelled()
        }
    }

    /// Done as a fraction of the total, or `None` before the work has declared a total.
    pub fn fraction(&self) -> Option<f32> {
        let total = self.total.load(Ordering::Relaxed);
        (total > 0).then(|| (self.done.load(Ordering::Relaxed) as f32 / total as f32).min(1.0))
    }
}
