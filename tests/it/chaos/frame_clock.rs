//! How long a frame kept the UI thread: wall-clock time minus the time the thread stood ready
//! but waiting for a CPU. Other builds on a shared 2-core machine make a frame late without
//! making it slow; blocking (a join, a lock, a file read) still counts, as it freezes the window
//! the same. Linux tells each thread's wait in `/proc/thread-self/schedstat`; elsewhere the
//! plain wall-clock time is used.

use std::time::{Duration, Instant};

pub struct FrameClock {
    started: Instant,
    waited_before: Option<Duration>,
}

impl FrameClock {
    pub fn start() -> Self {
        Self {
            waited_before: waited_for_cpu(),
            started: Instant::now(),
        }
    }

    /// The frame's time on the UI thread so far.
    pub fn elapsed(&self) -> Duration {
        let wall = self.started.elapsed();
        match (self.waited_before, waited_for_cpu()) {
            (Some(before), Some(after)) => wall.saturating_sub(after.saturating_sub(before)),
            _ => wall,
        }
    }
}

/// The calling thread's total time spent runnable but not running (the second field of
/// `schedstat`, in nanoseconds).
fn waited_for_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}
