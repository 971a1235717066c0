//! The live answers of the layout on trial (`PuzzleSession::solved_layout`): solved off the UI
//! thread whenever the layout or the puzzle's rules change, counted in full and the first
//! [`LISTED_ANSWERS`] listed; the newest request wins.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::inputs::LIVE_STEPS;
use super::puzzle_session::PuzzleSession;
use crate::jobs::{Latest, Progress, Work};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Answer, Goal, Solutions, SolveError, solve_within};

/// How many answers the live solver lists (all are counted); the panel says when there are more.
pub const LISTED_ANSWERS: usize = 200;

/// The resolution of the live solver's progress.
const PROGRESS_STEPS: u64 = 1000;

/// The answers a solve lists: none when the solver refused the layout.
pub fn listed(solved: &Result<Solutions, SolveError>) -> &[Answer] {
    solved.as_ref().map_or(&[], |s| s.answers.as_slice())
}

/// What the live answers were computed for: the work of a live solve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerKey {
    layout: Layout,
    rules: Rules,
    goal: Goal,
    steps: u32,
}

impl AnswerKey {
    /// The answers of `layout` `steps` away under `rules` and `goal`.
    pub fn new(layout: Layout, rules: Rules, goal: Goal, steps: u32) -> Self {
        Self {
            layout,
            rules,
            goal,
            steps,
        }
    }

    /// The answers wanted for the open puzzle: those of its layout on trial, at least
    /// [`LIVE_STEPS`] steps deep for the live counts.
    pub fn of(session: &PuzzleSession) -> Self {
        let settings = session.settings();
        Self {
            layout: session.solved_layout().clone(),
            rules: settings.rules,
            goal: settings.goal,
            steps: settings.steps.max(LIVE_STEPS),
        }
    }
}

impl Work for AnswerKey {
    type Output = Result<Solutions, SolveError>;
    const NAME: &'static str = "match-solve";

    fn run(self, progress: &Progress) -> Option<Self::Output> {
        progress.set_total(PROGRESS_STEPS);
        let mut keep_going = progress.fraction_reporter(0, PROGRESS_STEPS);
        let solved = solve_within(
            &self.layout,
            self.rules,
            self.goal,
            self.steps,
            LISTED_ANSWERS,
            &mut keep_going,
        );
        // A stopped job delivers nothing: a newer layout (or Cancel) replaced it.
        (solved != Err(SolveError::Cancelled)).then_some(solved)
    }
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

    /// The answers (counted, the first [`LISTED_ANSWERS`] listed), or why the solver refused
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
