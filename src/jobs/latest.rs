//! The newest result for inputs that keep changing as the user edits (a tab's live analysis):
//! one job at a time, for the newest key, the previous result on show meanwhile.

use std::sync::Arc;

use super::{Job, Poll, Progress, Stop, Work};

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

impl<K: Work<Output = T> + Clone + PartialEq, T: Send + Sync + 'static> Latest<K, T> {
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

    /// The newest key's work panicked with this message; the result on show is older.
    pub fn failure(&self) -> Option<&str> {
        match self.stopped()? {
            Stop::Failed(message) => Some(message),
            Stop::Cancelled => None,
        }
    }

    /// Makes sure `key` is on show or being computed: starts its work in the background unless
    /// the key is already shown, running, or was cancelled or failed. A job for an older key is
    /// told to stop.
    pub fn want(&mut self, key: K, repaint: impl Fn() + Send + 'static) {
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
        let job = Job::spawn(repaint, key.clone());
        self.running = Some((key, job));
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

    /// Stops waiting for the running job at once: the work is told to stop and its result, if
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
    use serde::{Deserialize, Serialize};

    use super::*;

    /// Work for the tests: a value at once, work that runs until cancelled, or a panic.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    enum Sample {
        Times10(u32),
        UntilCancelled(u32),
        Panics(u32),
    }

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
            }
        }
    }

    #[test]
    fn latest_keeps_the_newest_result() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Times10(1), || {});
        while !latest.poll() {
            std::thread::yield_now();
        }
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
    fn latest_tells_a_failed_key_from_a_cancelled_one() {
        let mut latest: Latest<Sample, u32> = Latest::default();
        latest.want(Sample::Panics(1), || {});
        while latest.is_running() {
            latest.poll();
            std::thread::yield_now();
        }
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
}
