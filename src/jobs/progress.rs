//! How far along a job is, and whether it should stop: shared between the job's thread, which
//! reports into it and polls it, and the UI, which draws it and sets the cancel flag.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Shared between a job's thread and the UI: how far along it is, and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    cancelled: AtomicBool,
}

impl Progress {
    /// Declares how many steps the work has, for the progress bar.
    pub fn set_total(&self, total: u64) {
        self.total.store(total, Ordering::Relaxed);
    }

    /// Records that `steps` more steps are done.
    pub fn advance(&self, steps: u64) {
        self.done.fetch_add(steps, Ordering::Relaxed);
    }

    /// Tells the work to stop.
    pub(super) fn cancel(&self) {
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
