//! The live answers of the open figure puzzle: solved off the UI thread (the work
//! [`FigureAnswerKey`]) whenever the puzzle changes, counted in full, as placed and up to
//! symmetry, the first [`LISTED_FIGURE_ANSWERS`](crate::work::figure_solve::LISTED_FIGURE_ANSWERS)
//! listed; the newest request wins. A student's answers are the puzzle's: play never re-solves.

use std::sync::Arc;

use crate::jobs::{Latest, Progress, Stop};
use crate::work::figure_solve::FigureAnswerKey;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::solve::{Solutions, SolveError};
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// The open figure puzzle, if a figure puzzle is open and its record reads as one.
pub fn open_figure(session: &PuzzleSession) -> Option<Puzzle> {
    session.open_puzzle().figure()?.figure()?.ok()
}

/// The answers wanted: the open figure puzzle's, if one is open.
pub fn wanted(session: &PuzzleSession) -> Option<FigureAnswerKey> {
    open_figure(session).map(|puzzle| FigureAnswerKey { puzzle })
}

/// The newest answers of a figure puzzle, and the job computing the ones wanted.
#[derive(Default)]
pub struct LiveFigureAnswers {
    latest: Latest<FigureAnswerKey, Result<Solutions, SolveError>>,
}

impl LiveFigureAnswers {
    /// Takes in a finished solve and starts one for `wanted` if it is not the one computed or
    /// under way; `ctx` is woken when it finishes.
    pub fn want(&mut self, wanted: FigureAnswerKey, ctx: &egui::Context) {
        self.latest.poll();
        let ctx = ctx.clone();
        self.latest.want(wanted, move || ctx.request_repaint());
    }

    /// The answers, or why the solver refused the puzzle, if they are computed for `wanted`.
    pub fn solutions(&self, wanted: &FigureAnswerKey) -> Option<&Arc<Result<Solutions, SolveError>>> {
        self.latest
            .result()
            .filter(|(key, _)| *key == wanted)
            .map(|(_, solutions)| solutions)
    }

    /// The progress of the solve under way, if one is.
    pub fn progress(&self) -> Option<&Progress> {
        self.latest.progress()
    }

    /// Why the newest solve has no result, if it ended without one (cancelled, or failed).
    pub fn stopped(&self) -> Option<&Stop> {
        self.latest.stopped()
    }

    /// Cancel: the solve under way stops, and the puzzle waits unsolved until it changes.
    pub fn cancel(&mut self) {
        self.latest.cancel();
    }

    /// The message of a solve that panicked.
    pub fn failure(&self) -> Option<&str> {
        self.latest.failure()
    }

    /// Nothing is being computed.
    pub fn is_idle(&self) -> bool {
        self.latest.is_idle()
    }
}
