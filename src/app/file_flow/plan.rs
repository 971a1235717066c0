//! A lesson plan in the flow: read from a file or arrived in a link, it opens once the open
//! plan's unsaved changes are dealt with, or is refused with its reason.

use std::path::PathBuf;

use super::{Effect, Facts, Flow, Next, unless_unsaved};
use crate::app::notice::Notice;
use crate::app::plan_notice::PlanNotice;
use nimlab_model::lesson_plan::{LessonPlan, PlanProblem};

/// A lesson plan read from `path` (a link's has none): opened once the open plan's unsaved
/// changes are dealt with (`facts` are the plan's), or refused with its reason.
pub(super) fn plan_read(
    read: Result<Box<LessonPlan>, PlanProblem>,
    path: Option<PathBuf>,
    facts: &Facts<'_>,
) -> (Flow, Vec<Effect>) {
    match read {
        Ok(plan) => unless_unsaved(Next::OpenPlan(plan, path), facts),
        Err(problem) => {
            let notice = Notice::Plan(PlanNotice::Refused { from: path, problem });
            (Flow::Idle, vec![Effect::Notify(notice)])
        }
    }
}
