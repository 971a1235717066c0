//! The native side of the job seam: each job's work runs on a thread of its own, and a panic
//! is caught there and reported with its message.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::mpsc::{self, Sender};

use super::{Ending, Job, Progress, Work, panic_message};

/// Nothing to hold: a thread stops by itself once its `Progress` says cancelled.
#[derive(Debug)]
pub(super) struct Handle;

impl Handle {
    /// The hold on a job that runs on no thread of its own.
    pub(super) fn idle() -> Self {
        Self
    }

    /// The work sees the cancel in its `Progress`; the thread needs nothing else.
    #[expect(clippy::unused_self, reason = "the web side ends its worker here")]
    pub(super) fn stop(&self) {}
}

/// Runs `work` on a new thread.
pub(super) fn start<W: Work>(
    work: W,
    progress: Arc<Progress>,
    sender: Sender<Ending<W::Output>>,
    repaint: impl Fn() + Send + 'static,
) -> Handle {
    run_on_thread(W::NAME, progress, sender, repaint, move |progress| {
        work.run(progress)
    });
    Handle
}

/// Runs `work` on a new thread, and says in the log (`RUST_LOG=info`) how it ended and when.
fn run_on_thread<T: Send + 'static>(
    name: &'static str,
    progress: Arc<Progress>,
    sender: Sender<Ending<T>>,
    repaint: impl Fn() + Send + 'static,
    work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
) {
    log::debug!("job {name} started");
    std::thread::spawn(move || {
        let started = web_time::Instant::now();
        // The work only reads its `Progress` (atomics) and owns the rest, so nothing is left
        // half-changed for anyone else when it unwinds.
        let ending = match panic::catch_unwind(AssertUnwindSafe(|| work(&progress))) {
            Ok(output) => Ending::Finished(output),
            Err(payload) => Ending::Panicked(
                panic_message(payload.as_ref()).unwrap_or_else(|| "a panic with no message".to_owned()),
            ),
        };
        let elapsed = started.elapsed();
        match &ending {
            Ending::Finished(Some(_)) => log::info!("job {name} finished in {elapsed:.2?}"),
            Ending::Finished(None) => log::info!("job {name} cancelled after {elapsed:.2?}"),
            Ending::Panicked(message) => log::warn!("job {name} failed after {elapsed:.2?}: {message}"),
        }
        // The receiver is gone when the tab replaced this job: nobody wants the result.
        let _ = sender.send(ending);
        // Woken even after a cancel: a newer key may be waiting for this job to end.
        repaint();
    });
}

impl<T: Send + 'static> Job<T> {
    /// Runs a closure on a thread: for native-only work that is no [`Work`] request, such as
    /// waiting on the platform's file dialog; `name` says what it is in the log.
    pub fn on_thread(
        name: &'static str,
        repaint: impl Fn() + Send + 'static,
        work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
    ) -> Self {
        let progress = Arc::new(Progress::default());
        let (sender, result) = mpsc::channel();
        run_on_thread(name, Arc::clone(&progress), sender, repaint, work);
        Self {
            progress,
            result,
            handle: Handle,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::Poll;

    /// How `job` ended; a minute without an end fails the test rather than hanging it.
    fn wait<T>(job: &Job<T>) -> Poll<T> {
        let deadline = std::time::Instant::now() + std::time::Duration::from_mins(1);
        loop {
            match job.poll() {
                Poll::Running => {
                    assert!(std::time::Instant::now() < deadline, "the job never ended");
                    std::thread::yield_now();
                }
                finished => return finished,
            }
        }
    }

    #[test]
    fn delivers_the_result() {
        let job = Job::on_thread(
            "test",
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
    fn cancel_stops_the_work() {
        let job: Job<()> = Job::on_thread(
            "test",
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
        let job: Job<()> = Job::on_thread("test", || {}, |_| panic!("the table ran out"));
        assert!(
            matches!(wait(&job), Poll::Failed(message) if message == "the table ran out"),
            "a &str payload"
        );
        let job: Job<()> = Job::on_thread("test", || {}, |_| panic!("row {} of {}", 3, 7));
        assert!(
            matches!(wait(&job), Poll::Failed(message) if message == "row 3 of 7"),
            "a String payload"
        );
    }

    #[test]
    fn dropping_a_job_stops_its_work() {
        let (stopped, heard) = mpsc::channel();
        let job: Job<()> = Job::on_thread(
            "test",
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
