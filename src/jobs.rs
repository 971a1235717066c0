//! Background jobs: long work runs on its own thread with a progress figure and a Cancel flag,
//! so the window keeps drawing while it runs.
//!
//! The work closure gets a [`Progress`] to report into and to poll for cancellation; the tab
//! polls its [`Job`] once a frame and shows the progress with [`crate::ui::widgets::job_ui`].
//! Work that panics is caught on its thread and reported as [`Poll::Failed`] with the panic's
//! message, so an internal error is told apart from a cancel.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

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

/// What polling a job found.
#[derive(Debug)]
pub enum Poll<T> {
    /// The work has not finished yet.
    Running,
    /// The work finished with this result.
    Done(T),
    /// The work was cancelled: there is no result.
    Stopped,
    /// The work panicked (an internal error): there is no result, only the panic's message.
    Failed(String),
}

/// What a job's thread sends back when its work ends.
#[derive(Debug)]
enum Ending<T> {
    Finished(Option<T>),
    Panicked(String),
}

/// The message a panic carries (`panic!("…")` gives a `&str` or a `String`).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with no message".to_owned())
}

/// Work running on a background thread.
#[derive(Debug)]
pub struct Job<T> {
    progress: Arc<Progress>,
    result: Receiver<Ending<T>>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a new thread; `repaint` is called when it finishes so the window wakes.
    pub fn spawn(
        repaint: impl Fn() + Send + 'static,
        work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
    ) -> Self {
        let progress = Arc::new(Progress::default());
        let (sender, result) = mpsc::channel();
        let thread_progress = Arc::clone(&progress);
        std::thread::spawn(move || {
            // The work only reads its `Progress` (atomics) and owns the rest, so nothing is
            // left half-changed for anyone else when it unwinds.
            let ending = match panic::catch_unwind(AssertUnwindSafe(|| work(&thread_progress))) {
                Ok(output) => Ending::Finished(output),
                Err(payload) => Ending::Panicked(panic_message(payload.as_ref())),
            };
            // The receiver is gone when the tab replaced this job: nobody wants the result.
            let _ = sender.send(ending);
            // A cancelled job has nothing new to show: no need to wake the window.
            if !thread_progress.is_cancelled() {
                repaint();
            }
        });
        Self { progress, result }
    }
}

/// A job nobody holds any more is work nobody wants: dropping it (a tab closed, a puzzle
/// replaced) stops it instead of leaving it to run, and hold memory, to the end.
impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.cancel();
    }
}

impl<T> Job<T> {
    /// How far along the work is.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Asks the work to stop; the next poll that finds it finished says `Stopped`.
    pub fn cancel(&self) {
        self.progress.cancelled.store(true, Ordering::Relaxed);
    }

    /// Whether the work has finished, and how.
    pub fn poll(&self) -> Poll<T> {
        match self.result.try_recv() {
            Ok(Ending::Finished(Some(value))) => Poll::Done(value),
            Ok(Ending::Finished(None)) | Err(TryRecvError::Disconnected) => Poll::Stopped,
            Ok(Ending::Panicked(message)) => Poll::Failed(message),
            Err(TryRecvError::Empty) => Poll::Running,
        }
    }
}

/// Why a job ended without a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The user (or a newer key) cancelled it.
    Cancelled,
    /// The work panicked with this message: an internal error.
    Failed(String),
}

/// The newest result for inputs that keep changing as the user edits: at most one job runs, for
/// the newest key; the previous result stays on show until the new one arrives; a cancelled (or
/// failed) key is not restarted until the inputs change.
#[derive(Debug)]
pub struct Latest<K, T> {
    result: Option<(K, Arc<T>)>,
    running: Option<(K, Job<T>)>,
    /// The newest key ended without a result, and why.
    stopped: Option<(K, Stop)>,
}

impl<K, T> Default for Latest<K, T> {
    fn default() -> Self {
        Self {
            result: None,
            running: None,
            stopped: None,
        }
    }
}

impl<K: Clone + PartialEq + Send + 'static, T: Send + Sync + 'static> Latest<K, T> {
    /// The result on show and the key it was computed for.
    pub fn result(&self) -> Option<(&K, &Arc<T>)> {
        self.result.as_ref().map(|(key, value)| (key, value))
    }

    /// The running job's progress, if one is running.
    pub fn progress(&self) -> Option<&Progress> {
        self.running.as_ref().map(|(_, job)| job.progress())
    }

    /// Why the newest key has no result, if it ended without one; the result on show is older.
    pub fn stopped(&self) -> Option<&Stop> {
        self.stopped.as_ref().map(|(_, stop)| stop)
    }

    /// The user cancelled the newest key; the result on show is older.
    pub fn was_cancelled(&self) -> bool {
        self.stopped() == Some(&Stop::Cancelled)
    }

    /// The newest key's work panicked with this message; the result on show is older.
    pub fn failure(&self) -> Option<&str> {
        match self.stopped()? {
            Stop::Failed(message) => Some(message),
            Stop::Cancelled => None,
        }
    }

    /// Makes sure `key` is on show or being computed: starts `work` on a thread unless the key is
    /// already shown, running, or was cancelled or failed. A job for an older key is told to stop.
    pub fn want(
        &mut self,
        key: K,
        repaint: impl Fn() + Send + 'static,
        work: impl FnOnce(K, &Progress) -> Option<T> + Send + 'static,
    ) {
        let shown = self.result.as_ref().map(|(k, _)| k);
        let running = self.running.as_ref().map(|(k, _)| k);
        let stopped = self.stopped.as_ref().map(|(k, _)| k);
        if shown == Some(&key) || running == Some(&key) || stopped == Some(&key) {
            return;
        }
        if let Some((_, old)) = self.running.take() {
            old.cancel();
        }
        self.stopped = None;
        let job_key = key.clone();
        self.running = Some((key, Job::spawn(repaint, move |progress| work(job_key, progress))));
    }

    /// Takes in a finished job; returns true when a new result arrived.
    pub fn poll(&mut self) -> bool {
        let Some((key, job)) = &self.running else {
            return false;
        };
        let arrived = match job.poll() {
            Poll::Running => return false,
            Poll::Done(value) => {
                self.result = Some((key.clone(), Arc::new(value)));
                true
            }
            Poll::Stopped => {
                self.stopped = Some((key.clone(), Stop::Cancelled));
                false
            }
            Poll::Failed(message) => {
                self.stopped = Some((key.clone(), Stop::Failed(message)));
                false
            }
        };
        self.running = None;
        arrived
    }

    /// Stops waiting for the running job at once: the thread is told to stop and its result, if
    /// it still comes, is dropped.
    pub fn cancel(&mut self) {
        if let Some((key, job)) = self.running.take() {
            job.cancel();
            self.stopped = Some((key, Stop::Cancelled));
        }
    }

    /// A job is computing the newest key.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait<T>(job: &Job<T>) -> Poll<T> {
        loop {
            match job.poll() {
                Poll::Running => std::thread::yield_now(),
                finished => return finished,
            }
        }
    }

    #[test]
    fn delivers_the_result() {
        let job = Job::spawn(
            || {},
            |progress| {
                progress.set_total(2);
                progress.advance(2);
                Some(21 * 2)
            },
        );
        assert!(matches!(wait(&job), Poll::Done(42)));
        assert_eq!(job.progress().fraction(), Some(1.0));
    }

    #[test]
    fn latest_keeps_the_newest_result() {
        let mut latest: Latest<u32, u32> = Latest::default();
        latest.want(1, || {}, |key, _| Some(key * 10));
        while !latest.poll() {
            std::thread::yield_now();
        }
        assert_eq!(latest.result().map(|(k, v)| (*k, **v)), Some((1, 10)));
        latest.want(
            2,
            || {},
            |_, progress| {
                while !progress.is_cancelled() {
                    std::thread::yield_now();
                }
                None
            },
        );
        latest.cancel();
        assert!(latest.was_cancelled() && !latest.is_running());
        assert_eq!(latest.failure(), None, "a cancel is not a failure");
        assert_eq!(
            latest.result().map(|(k, _)| *k),
            Some(1),
            "the older result stays on show"
        );
        latest.want(2, || {}, |_, _| Some(0));
        assert!(!latest.is_running(), "a cancelled key is not restarted by itself");
    }

    #[test]
    fn cancel_stops_the_work() {
        let job: Job<()> = Job::spawn(
            || {},
            |progress| {
                while !progress.is_cancelled() {
                    std::thread::yield_now();
                }
                None
            },
        );
        job.cancel();
        assert!(matches!(wait(&job), Poll::Stopped));
    }

    #[test]
    fn a_panic_is_reported_with_its_message_not_as_a_cancel() {
        let job: Job<()> = Job::spawn(|| {}, |_| panic!("the table ran out"));
        assert!(
            matches!(wait(&job), Poll::Failed(message) if message == "the table ran out"),
            "a &str payload"
        );
        let job: Job<()> = Job::spawn(|| {}, |_| panic!("row {} of {}", 3, 7));
        assert!(
            matches!(wait(&job), Poll::Failed(message) if message == "row 3 of 7"),
            "a String payload"
        );
    }

    #[test]
    fn latest_tells_a_failed_key_from_a_cancelled_one() {
        let mut latest: Latest<u32, u32> = Latest::default();
        latest.want(1, || {}, |_, _| panic!("no value for 1"));
        while latest.is_running() {
            latest.poll();
            std::thread::yield_now();
        }
        assert_eq!(latest.failure(), Some("no value for 1"));
        assert!(!latest.was_cancelled(), "a failure is not a cancel");
        latest.want(1, || {}, |key, _| Some(key));
        assert!(!latest.is_running(), "a failed key is not restarted by itself");
        latest.want(2, || {}, |key, _| Some(key));
        assert_eq!(latest.stopped(), None, "new inputs clear the failure");
    }

    #[test]
    fn dropping_a_job_stops_its_work() {
        let (stopped, heard) = mpsc::channel();
        let job: Job<()> = Job::spawn(
            || {},
            move |progress| {
                while !progress.is_cancelled() {
                    std::thread::yield_now();
                }
                let _ = stopped.send(());
                None
            },
        );
        drop(job);
        assert_eq!(heard.recv(), Ok(()), "the work saw the cancel and ended");
    }
}
