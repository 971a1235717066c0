//! Background jobs: long work runs off the UI with a progress figure and a Cancel flag, so the
//! window keeps drawing while it runs.
//!
//! A job's work is a [`Work`] request, plain data. Natively it runs on a thread of its own
//! (`thread_runner`); in the browser, where there are no threads, on a web worker
//! (`worker_runner`), which the request and its result cross as bytes. Both report into the
//! same [`Progress`], which the tab polls once a frame and shows with
//! the window's `ui::widgets::job_ui`. Work that panics is reported as [`Poll::Failed`] with the
//! panic's message, so an internal error is told apart from a cancel. [`Latest`] keeps the
//! newest result for inputs that keep changing.

mod latest;
mod panic_message;
mod progress;
mod work;

// The one seam between native and web: where work runs.
#[cfg(not(target_arch = "wasm32"))]
mod thread_runner;
#[cfg(not(target_arch = "wasm32"))]
use thread_runner as runner;
#[cfg(target_arch = "wasm32")]
mod worker_runner;
#[cfg(target_arch = "wasm32")]
use worker_runner as runner;

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

pub use latest::Latest;
pub use panic_message::panic_message;
pub use progress::Progress;
pub use work::{Work, decode, encode, run_encoded};

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

/// What a job's runner sends back when its work ends.
#[derive(Debug)]
enum Ending<T> {
    Finished(Option<T>),
    Panicked(String),
}

/// Work running in the background.
#[derive(Debug)]
pub struct Job<T> {
    progress: Arc<Progress>,
    result: Receiver<Ending<T>>,
    /// The runner's hold on the work (the web worker it runs on).
    handle: runner::Handle,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` in the background; `repaint` is called when it reports or finishes, so
    /// the window wakes.
    pub fn spawn<W: Work<Output = T>>(repaint: impl Fn() + Send + 'static, work: W) -> Self {
        let progress = Arc::new(Progress::default());
        let (sender, result) = mpsc::channel();
        let handle = runner::start(work, Arc::clone(&progress), sender, repaint);
        Self {
            progress,
            result,
            handle,
        }
    }
}

impl<T: Send + 'static> Job<T> {
    /// A job that runs nothing on a runner: its end is given through the [`Finish`] (by work
    /// the page itself awaits, such as the browser's file picker), and it stops, with no
    /// result, if that is dropped unfinished.
    pub fn finished_by() -> (Self, Finish<T>) {
        let (sender, result) = mpsc::channel();
        let job = Self {
            progress: Arc::new(Progress::default()),
            result,
            handle: runner::Handle::idle(),
        };
        (job, Finish { sender })
    }

    /// A job already done with `value`: an answer known at once, held where a job's answer is.
    pub fn done(value: T) -> Self {
        let (job, finish) = Self::finished_by();
        finish.finish(value);
        job
    }
}

/// The end of a job made by [`Job::finished_by`].
#[derive(Debug)]
pub struct Finish<T> {
    sender: mpsc::Sender<Ending<T>>,
}

impl<T> Finish<T> {
    /// Ends the job with `value` (nobody is told if the job was dropped meanwhile).
    pub fn finish(self, value: T) {
        let _ = self.sender.send(Ending::Finished(Some(value)));
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
        self.handle.stop();
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

    #[test]
    fn a_job_finished_by_hand_ends_as_told() {
        assert!(matches!(Job::done(7).poll(), Poll::Done(7)));
        let (job, finish) = Job::<u8>::finished_by();
        assert!(matches!(job.poll(), Poll::Running), "not finished yet");
        drop(finish);
        assert!(
            matches!(job.poll(), Poll::Stopped),
            "dropped unfinished: no result"
        );
        let (job, finish) = Job::finished_by();
        finish.finish("read");
        assert!(matches!(job.poll(), Poll::Done("read")));
    }
}
