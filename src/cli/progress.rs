//! Progress of long work on the command line: nothing for the first second (most commands end
//! sooner), then one line on stderr about every second, so a long search is never silent and
//! stdout stays what the command answers.

use std::time::{Duration, Instant};

use nimlab_core::watch::Watch;

/// How long work runs before its progress is said, and how often after that.
const EVERY: Duration = Duration::from_secs(1);

/// A watch that says on stderr how far `what` has got, once it has run a second.
pub(super) struct Progress {
    what: &'static str,
    started: Instant,
    said: Option<Instant>,
}

impl Progress {
    /// Progress of `what` (e.g. "searching for a period"), starting now.
    pub(super) fn new(what: &'static str) -> Self {
        Self {
            what,
            started: Instant::now(),
            said: None,
        }
    }

    /// The line to say at `now` with `done` (0..=1) finished, if one is due.
    fn line(&mut self, done: f32, now: Instant) -> Option<String> {
        let since = self.said.unwrap_or(self.started);
        if now.duration_since(since) < EVERY {
            return None;
        }
        self.said = Some(now);
        let seconds = now.duration_since(self.started).as_secs();
        Some(format!(
            "{}… {:.0}% ({seconds} s)",
            self.what,
            (done * 100.0).clamp(0.0, 100.0)
        ))
    }
}

impl Watch for Progress {
    fn keep_going(&mut self, done: f32) -> bool {
        if let Some(line) = self.line(done, Instant::now()) {
            eprintln!("{line}");
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn silent_for_a_second_then_about_once_a_second() {
        let mut progress = Progress::new("searching");
        let start = progress.started;
        assert_eq!(progress.line(0.1, start + Duration::from_millis(900)), None);
        assert_eq!(
            progress
                .line(0.25, start + Duration::from_millis(1100))
                .as_deref(),
            Some("searching… 25% (1 s)")
        );
        assert_eq!(progress.line(0.3, start + Duration::from_millis(1500)), None);
        assert!(progress.line(0.5, start + Duration::from_millis(2200)).is_some());
    }
}
