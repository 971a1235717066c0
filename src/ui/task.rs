//! Work the user starts with a button (generate, survey, search): one run at a time in the
//! background, its progress with Cancel while it runs, then its result kept together with
//! what it was computed for.

use egui::Ui;

use crate::i18n::Strings;
use crate::jobs::{Job, Poll, Stop, Work};
use crate::ui::widgets;

/// One kind of work started by a button: the run in progress and the last result.
pub struct Task<W: Work> {
    running: Option<(W, Job<W::Output>)>,
    result: Option<(W, W::Output)>,
    /// The last run ended without a result, and why.
    stopped: Option<Stop>,
}

impl<W: Work> Default for Task<W> {
    fn default() -> Self {
        Self {
            running: None,
            result: None,
            stopped: None,
        }
    }
}

impl<W: Work + Clone> Task<W> {
    /// Starts `work`, kept with its result (the caller makes sure nothing is running).
    pub fn start(&mut self, ctx: &egui::Context, work: W) {
        let ctx = ctx.clone();
        self.stopped = None;
        let job = Job::spawn(move || ctx.request_repaint(), work.clone());
        self.running = Some((work, job));
    }

    /// A run is in progress.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The last result and the work that gave it.
    pub fn result(&self) -> Option<(&W, &W::Output)> {
        self.result.as_ref().map(|(work, value)| (work, value))
    }

    /// Takes in a finished run, then shows the progress bar with Cancel while one runs, or that
    /// the last one was cancelled or stopped with an internal error.
    pub fn ui(&mut self, ui: &mut Ui, strings: &Strings) {
        if let Some((work, job)) = &self.running {
            match job.poll() {
                Poll::Running => {}
                Poll::Done(value) => {
                    self.result = Some((work.clone(), value));
                    self.running = None;
                }
                Poll::Stopped => {
                    self.stopped = Some(Stop::Cancelled);
                    self.running = None;
                }
                Poll::Failed(message) => {
                    self.stopped = Some(Stop::Failed(message));
                    self.running = None;
                }
            }
        }
        if let Some((_, job)) = &self.running {
            if ui
                .horizontal(|ui| widgets::job_ui(ui, job.progress(), strings))
                .inner
            {
                job.cancel();
            }
        } else {
            widgets::stopped_ui(ui, self.stopped.as_ref(), strings);
        }
    }
}
