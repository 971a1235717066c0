//! The newest result for inputs that keep changing as the user edits (a tab's live analysis):
//! one job at a time, for the newest key, the previous result on show meanwhile.
//!
//! A job told to stop may go on for a moment (until its work next looks at the cancel flag), and
//! it holds its memory until it ends. So a new key never starts beside it: it waits, and a newer
//! key replaces the one waiting. However fast the keys come (a flood of typing), a `Latest` has
//! at most one job at work and one key waiting.

use std::sync::Arc;

use super::{Job, Poll, Progress, Stop, Work};

/// Wakes the window when a job reports or ends.
type Repaint = Box<dyn Fn() + Send>;

/// The newest result for inputs that keep changing as the user edits: at most one job is at
/// work, for the newest key or winding down after a cancel, and at most one key waits for it;
/// the previous result stays on show until the new one arrives; a cancelled (or failed) key is
/// not restarted until the inputs change.
pub struct Latest<K, T> {
    result: Option<(K, Arc<T>)>,
    /// The job computing the newest key.
    running: Option<(K, Job<T>)>,
    /// A job told to stop that has not ended yet.
    stopping: Option<Job<T>>,
    /// The newest key, to start once `stopping` has ended.
    waiting: Option<(K, Repaint)>,
    /// What a waiting key shows as its progress: nothing done yet.
    not_started: Progress,
    /// The newest key ended without a result, and why.
    stopped: Option<(K, Stop)>,
}

impl<K: std::fmt::Debug, T> std::fmt::Debug for Latest<K, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Latest")
            .field("shown", &self.result.as_ref().map(|(key, _)| key))
            .field("running", &self.running.as_ref().map(|(key, _)| key))
            .field("stopping", &self.stopping.is_some())
            .field("waiting", &self.waiting.as_ref().map(|(key, _)| key))
            .field("stopped", &self.stopped)
            .finish_non_exhaustive()
    }
}

impl<K, T> Default for Latest<K, T> {
    fn default() -> Self {
        Self {
            result: None,
            running: None,
            stopping: None,
            waiting: None,
            not_started: Progress::default(),
            stopped: None,
        }
    }
}

impl<K: Work<Output = T> + Clone + PartialEq, T: Send + Sync + 'static> Latest<K, T> {
    /// The result on show and the key it was computed for.
    pub fn result(&self) -> Option<(&K, &Arc<T>)> {
        self.result.as_ref().map(|(key, value)| (key, value))
    }

    /// The progress of the newest key's job, if it is running or waiting to start (a waiting
    /// key has nothing done yet).
    pub fn progress(&self) -> Option<&Progress> {
        match (&self.running, &self.waiting) {
            (Some((_, job)), _) => Some(job.progress()),
            (None, Some(_)) => Some(&self.not_started),
            (None, None) => None,
        }
    }

    /// Why the newest key has no result, if it ended without one; the result on show is older.
    pub fn stopped(&self) -> Option<&Stop> {
        self.stopped.as_ref().map(|(_, stop)| stop)
    }

    /// The newest key's work panicked with this message; the result on show is older.
    pub fn failure(&self) -> Option<&str> {
        match self.stopped()? {
            Stop::Failed(message) => Some(message),
            Stop::Cancelled => None,
        }
    }

    /// Makes sure `key` is on show or being computed: starts its work in the background unless
    /// the key is already shown, running, waiting, or was cancelled or failed. A job for an
    /// older key is told to stop; until it has, `key` waits (replacing any key that waited).
    pub fn want(&mut self, key: K, repaint: impl Fn() + Send + 'static) {
        let shown = self.result.as_ref().map(|(k, _)| k);
        let running = self.running.as_ref().map(|(k, _)| k);
        let waiting = self.waiting.as_ref().map(|(k, _)| k);
        let stopped = self.stopped.as_ref().map(|(k, _)| k);
        if [shown, running, waiting, stopped].contains(&Some(&key)) {
            return;
        }
        self.restart(key, repaint);
    }

    /// Computes `key` again even if it is on show or was cancelled (a button pressed again): a
    /// job for another key is told to stop, and `key` waits until it has.
    pub fn restart(&mut self, key: K, repaint: impl Fn() + Send + 'static) {
        self.stopped = None;
        if let Some((_, old)) = self.running.take() {
            self.stop(old);
        }
        self.waiting = Some((key, Box::new(repaint)));
        self.start_waiting();
    }

    /// Takes in a finished job, and starts the waiting key once the job that was stopping has
    /// ended; returns true when a new result arrived.
    pub fn poll(&mut self) -> bool {
        let arrived = self.poll_running();
        self.start_waiting();
        arrived
    }

    fn poll_running(&mut self) -> bool {
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

    /// Tells `job` to stop and keeps it until it has: its memory is not free before.
    fn stop(&mut self, job: Job<T>) {
        job.cancel();
        // At most one job is at work, so nothing else can be stopping now.
        debug_assert!(self.stopping.is_none(), "two jobs at work at once");
        self.stopping = Some(job);
    }

    /// Starts the waiting key if no job is at work any more.
    fn start_waiting(&mut self) {
        if let Some(job) = &self.stopping {
            if matches!(job.poll(), Poll::Running) {
                return;
            }
            self.stopping = None;
        }
        if self.running.is_none()
            && let Some((key, repaint)) = self.waiting.take()
        {
            let job = Job::spawn(repaint, key.clone());
            self.running = Some((key, job));
        }
    }

    /// Stops waiting for the newest key at once: its job is told to stop (its result, if it
    /// still comes, is dropped), or, if it was waiting, it does not start.
    pub fn cancel(&mut self) {
        if let Some((key, job)) = self.running.take() {
            self.stop(job);
            self.stopped = Some((key, Stop::Cancelled));
        }
        if let Some((key, _)) = self.waiting.take() {
            self.stopped = Some((key, Stop::Cancelled));
        }
    }

    /// A job is computing the newest key, or the key waits for an older job to stop.
    pub fn is_running(&self) -> bool {
        self.running.is_some() || self.waiting.is_some()
    }

    /// No job is at work: none running, none waiting, and none still stopping (and holding its
    /// memory) after a cancel.
    pub fn is_idle(&self) -> bool {
        !self.is_running() && self.stopping.is_none()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    use serde::{Deserialize, Serialize};

    use super::*;

    /// Work for the tests: a value at once, work that runs until cancelled, or a panic; work
    /// that ignores a cancel until [`RELEASED`], and a value at once that is counted in
    /// [`COUNTED`] (each used by one test only).
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    enum Sample {
        Times10(u32),
        UntilCancelled(u32),
        Panics(u32),
        Stubborn(u32),
        Counted(u32),
    }

    static RELEASED: AtomicBool = AtomicBool::new(false);
    static COUNTED: AtomicUsize = AtomicUsize::new(0);

    impl Work for Sample {
        type Output = u32;
        const NAME: &'static str = "sample";

        fn run(self, progress: &Progress) -> Option<u32> {
            match self {
                Self::Times10(key) => Some(key * 10),
                Self::UntilCancelled(_) => {
                    while !progress.is_cancelled() {
                        std::thread::yield_now();
                    }
                    None
                }
                Self::Panics(key) => panic!("no value for {key}"),
                Self::Stubborn(key) => {
                    while !RELEASED.load(Ordering::SeqCst) {
                        std::thread::yield_now();
                    }
                    (!progress.is_cancelled()).then_some(key)
                }
                Self::Counted(key) => {
                    COUNTED.fetch_add(1, Ordering::SeqCst);
                    Some(key * 10)
                }
            }
        }
    }

    /// Polls until `done` says so; a minute without fails the test rather than hanging it.
    fn poll_until(latest: &mut Latest<Sample, u32>, done: impl Fn(&mut Latest<Sample, u32>) -> bool) {
        let deadline = Instant::now() + Duration::from_mins(1);
        while !done(latest) {
            assert!(Instant::now() < deadline, "still waiting: {latest:?}");
            std::thread::yield_now();
        }
    }

    /// Polls until a result arrives.
    fn until_arrived(latest: &mut Latest<Sample, u32>) {
        poll_until(latest, Latest::poll);
    }

    #[test]
    fn latest_keeps_the_newest_result() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Times10(1), || {});
        until_arrived(&mut latest);
        assert_eq!(
            latest.result().map(|(k, v)| (k.clone(), **v)),
            Some((Sample::Times10(1), 10))
        );
        latest.want(Sample::UntilCancelled(2), || {});
        latest.cancel();
        assert_eq!(latest.stopped(), Some(&Stop::Cancelled));
        assert!(!latest.is_running());
        assert_eq!(latest.failure(), None, "a cancel is not a failure");
        assert_eq!(
            latest.result().map(|(k, _)| k.clone()),
            Some(Sample::Times10(1)),
            "the older result stays on show"
        );
        latest.want(Sample::UntilCancelled(2), || {});
        assert!(!latest.is_running(), "a cancelled key is not restarted by itself");
    }

    #[test]
    fn a_restart_computes_a_shown_or_cancelled_key_again() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Times10(1), || {});
        until_arrived(&mut latest);
        latest.restart(Sample::Times10(1), || {});
        assert!(latest.is_running(), "a shown key runs again when pressed again");
        until_arrived(&mut latest);
        latest.restart(Sample::UntilCancelled(2), || {});
        latest.cancel();
        latest.restart(Sample::UntilCancelled(2), || {});
        assert!(
            latest.is_running(),
            "a cancelled key runs again when pressed again"
        );
        assert_eq!(latest.stopped(), None);
        latest.cancel();
    }

    #[test]
    fn latest_tells_a_failed_key_from_a_cancelled_one() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Panics(1), || {});
        poll_until(&mut latest, |latest| {
            latest.poll();
            !latest.is_running()
        });
        assert_eq!(latest.failure(), Some("no value for 1"));
        assert_ne!(
            latest.stopped(),
            Some(&Stop::Cancelled),
            "a failure is not a cancel"
        );
        latest.want(Sample::Panics(1), || {});
        assert!(!latest.is_running(), "a failed key is not restarted by itself");
        latest.want(Sample::Times10(2), || {});
        assert_eq!(latest.stopped(), None, "new inputs clear the failure");
    }

    #[test]
    fn a_flood_of_keys_waits_for_the_stopped_job_and_runs_only_the_newest() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Stubborn(0), || {});
        for key in 1..=100 {
            latest.want(Sample::Counted(key), || {});
            latest.poll();
        }
        assert!(latest.is_running(), "the newest key waits");
        assert_eq!(
            COUNTED.load(Ordering::SeqCst),
            0,
            "no key starts while the stopped job is still at work"
        );
        RELEASED.store(true, Ordering::SeqCst);
        until_arrived(&mut latest);
        assert_eq!(
            latest.result().map(|(k, v)| (k.clone(), **v)),
            Some((Sample::Counted(100), 1000))
        );
        assert_eq!(COUNTED.load(Ordering::SeqCst), 1, "the keys in between never ran");
        assert!(latest.is_idle());
    }
}
