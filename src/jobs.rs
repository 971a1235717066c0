//! Background jobs: long work runs on its own thread with a progress figure and a Cancel flag,
//! so the window keeps drawing while it runs.
//!
//! The work closure gets a [`Progress`] to report into and to poll for cancellation; the tab
//! polls its [`Job`] once a frame and shows the progress with [`crate::ui::widgets::job_ui`].
//! Work that panics is caught on its thread and reported as [`Poll::Failed`] with the panic's
//! message, so an internal error is told apart from a cancel. [`Latest`] keeps the newest
//! result for inputs that keep changing.

mod latest;
mod progress;

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

pub use latest::Latest;
pub use progress::Progress;

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
        self.progress.cancel();
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
