//! The live answers of the layout on trial (`PuzzleSession::solved_layout`): solved off the UI
//! thread (the work [`AnswerKey`]) whenever the layout or the puzzle's rules change, counted in
//! full and the first [`LISTED_ANSWERS`](crate::work::match_solve::LISTED_ANSWERS) listed; the newest request wins.

use std::sync::Arc;

use crate::jobs::Latest;
use crate::work::match_solve::AnswerKey;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::{Solutions, SolveError};
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::saved_tab::LIVE_STEPS;

/// The answers wanted for the open puzzle: those of its layout on trial, at least
/// [`LIVE_STEPS`] steps deep for the live counts; a puzzle of exactly k steps, those exactly k
/// away (an equation nearer may also lie k away, which counts nearer than k cannot say).
pub fn wanted(session: &PuzzleSession) -> AnswerKey {
    let settings = session.settings();
    let budget = if settings.exactly {
        settings.budget()
    } else {
        Budget::up_to(settings.goal, settings.steps.max(LIVE_STEPS))
    };
    AnswerKey::new(session.solved_layout().clone(), settings.rules, budget)
}

/// The newest answers, and the job computing the ones wanted.
#[derive(Default)]
pub struct LiveAnswers {
    latest: Latest<AnswerKey, Result<Solutions, SolveError>>,
}

impl LiveAnswers {
    /// Takes in a finished solve and starts one for `wanted` if it is not the one computed or
    /// under way; `ctx` is woken when it finishes.
    pub fn want(&mut self, wanted: AnswerKey, ctx: &egui::Context) {
        self.latest.poll();
        let ctx = ctx.clone();
        self.latest.want(wanted, move || ctx.request_repaint());
    }

    /// The answers (counted, the first [`LISTED_ANSWERS`](crate::work::match_solve::LISTED_ANSWERS) listed), or why the solver refused
    /// the layout, if they are computed for `wanted`.
    pub fn solutions(&self, wanted: &AnswerKey) -> Option<&Arc<Result<Solutions, SolveError>>> {
        self.latest
            .result()
            .filter(|(key, _)| *key == wanted)
            .map(|(_, solutions)| solutions)
    }

    /// The message of a solve that panicked, for the layout it was asked about.
    pub fn failure(&self) -> Option<&str> {
        self.latest.failure()
    }

    /// Nothing is being computed.
    pub fn is_idle(&self) -> bool {
        self.latest.is_idle()
    }
}
