//! The one way long engine work reports how far it got and learns that it should stop.
//!
//! Every engine that can run long takes `&mut dyn Watch` and calls [`Watch::keep_going`] now and
//! then with the fraction of its work done; when that returns false, the engine stops and says so
//! in its result (its error type's `Cancelled`, or `None`). Any closure `|done: f32| -> bool` is a
//! watch (the app's background jobs pass one that moves a progress bar and reads Cancel);
//! [`Unwatched`] is the watch of callers that never stop, such as the command line.

/// Told how far long work got; answers whether it should go on.
pub trait Watch {
    /// `done` is the fraction of the work finished so far, in 0..=1; false means stop now.
    fn keep_going(&mut self, done: f32) -> bool;
}

impl<F: FnMut(f32) -> bool> Watch for F {
    fn keep_going(&mut self, done: f32) -> bool {
        self(done)
    }
}

/// A watch that never stops the work and ignores its progress.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unwatched;

impl Watch for Unwatched {
    fn keep_going(&mut self, _done: f32) -> bool {
        true
    }
}
