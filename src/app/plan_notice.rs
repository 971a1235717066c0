//! What came of a lesson plan, for the notice under the top bar: kept as what happened and
//! worded when drawn, as every notice is.

use std::path::PathBuf;

use super::share::MAX_LINK_CHARS;
use crate::i18n::Strings;
use nimlab_model::lesson_plan::{MAX_NOTE_CHARS, MAX_STEPS, MAX_TITLE_CHARS, PlanProblem};
use nimlab_model::shared_view::{ViewPart, ViewProblem};

/// What came of a plan, for the notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanNotice {
    /// A plan was opened; its name.
    Opened(String),
    /// A plan (from a file, or a link when `from` is `None`) was refused, and why.
    Refused {
        /// The file it came from.
        from: Option<PathBuf>,
        /// Why.
        problem: PlanProblem,
    },
    /// The plan panel's Open found a puzzle file.
    NotAPlan(PathBuf),
    /// `PageDown` at the last step (`last`) or `PageUp` at the first.
    AtEnd {
        /// The step on show, from 1.
        at: usize,
        /// The plan's steps.
        total: usize,
        /// At the last step (else the first).
        last: bool,
    },
    /// The plan's link would take this many characters.
    LinkTooLong(usize),
}

impl PlanNotice {
    /// Something went wrong (drawn in the warning colour).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Self::Refused { .. } | Self::NotAPlan(_) | Self::LinkTooLong(_)
        )
    }

    /// The notice in the language of `strings`.
    pub fn text(&self, strings: &Strings) -> String {
        let words = strings.lesson_plan;
        match self {
            Self::Opened(name) => (words.opened)(name),
            Self::Refused { from, problem } => {
                let from = from
                    .as_ref()
                    .map_or_else(|| words.a_link.to_owned(), |path| path.display().to_string());
                (words.refused)(&from, &why(*problem, strings))
            }
            Self::NotAPlan(path) => (words.not_a_plan)(path),
            Self::AtEnd { at, total, last } => (words.at_end)(*at, *total, *last),
            Self::LinkTooLong(chars) => (words.link_too_long)(*chars, MAX_LINK_CHARS),
        }
    }
}

/// Why a plan was refused, in the language of `strings`.
pub fn why(problem: PlanProblem, strings: &Strings) -> String {
    let words = strings.lesson_plan;
    match problem {
        PlanProblem::TooLarge => words.too_large.to_owned(),
        PlanProblem::Unreadable { line, column } => (words.unreadable)(line, column),
        PlanProblem::Newer(version) => (words.newer)(version),
        PlanProblem::TooManySteps(steps) => (words.too_many_steps)(steps, MAX_STEPS),
        PlanProblem::TitleTooLong => (words.title_too_long)(MAX_TITLE_CHARS),
        PlanProblem::NoteTooLong(step) => (words.note_too_long)(step, MAX_NOTE_CHARS),
        PlanProblem::BadStep(step, ViewProblem::NothingToOpen) => (words.step_empty)(step),
        PlanProblem::BadStep(step, ViewProblem::Unreadable { .. }) => (words.step_unreadable)(step),
        PlanProblem::BadStep(step, ViewProblem::OutOfBounds(part)) => {
            let at = match part {
                ViewPart::TreeInputs => 0,
                ViewPart::TreeProgress => 1,
                ViewPart::GrundyInputs => 2,
                ViewPart::Matchsticks => 3,
            };
            (words.step_out_of_bounds)(step, words.parts[at])
        }
    }
}
