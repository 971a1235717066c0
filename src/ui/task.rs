//! Work the user starts with a button (generate, survey, search): one run at a time in the
//! background, its progress with Cancel while it runs, then its result kept together with
//! what it was computed for. The bookkeeping is [`Latest`]'s: a button press is a key that is
//! computed again even when it was shown or cancelled before.

use egui::Ui;

use crate::i18n::Strings;
use crate::jobs::{Latest, Work};
use crate::ui::widgets;

/// One kind of work started by a button: the run in progress and the last result.
pub struct Task<W: Work> {
    runs: Latest<W, W::Output>,
}

impl<W: Work> Default for Task<W> {
    fn default() -> Self {
        Self {
            runs: Latest::default(),
        }
    }
}

impl<W: Work + Clone + PartialEq> Task<W>
where
    W::Output: Send + Sync + 'static,
{
    /// Starts `work`, kept with its result (a run still going is told to stop first).
    pub fn start(&mut self, ctx: &egui::Context, work: W) {
        let ctx = ctx.clone();
        self.runs.restart(work, move || ctx.request_repaint());
    }

    /// A run is in progress.
    pub fn is_running(&self) -> bool {
        self.runs.is_running()
    }

    /// The last result and the work that gave it.
    pub fn result(&self) -> Option<(&W, &W::Output)> {
        self.runs.result().map(|(work, value)| (work, value.as_ref()))
    }

    /// Takes in a finished run, then shows the progress bar with Cancel while one runs, or that
    /// the last one was cancelled or stopped with an internal error.
    pub fn ui(&mut self, ui: &mut Ui, strings: &Strings) {
        self.runs.poll();
        if let Some(progress) = self.runs.progress() {
            if ui.horizontal(|ui| widgets::job_ui(ui, progress, strings)).inner {
                self.runs.cancel();
            }
        } else {
            widgets::stopped_ui(ui, self.runs.stopped(), strings);
        }
    }
}
