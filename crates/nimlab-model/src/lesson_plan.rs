//! A lesson plan: a title and a list of steps, each a teacher's note and the view it restores
//! exactly ([`SharedView`], the very snapshot a link carries, with the game-tree tab's folds and
//! step). Saved as a versioned RON file of its own (`LessonPlan(version: 1, …)`, which is how a
//! plan file is told from a puzzle file), carried whole by a link, and remembered between runs.
//!
//! A plan read back is untrusted: [`LessonPlan::from_text`] bounds the text, the steps and each
//! note, and checks each step's view exactly as a link's is ([`SharedView::checked`]); a plan
//! that fails is refused whole with one reason, naming its bad step ([`PlanProblem`]).

mod edit;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::shared_view::{SharedView, ViewProblem};

/// The version of a plan file's layout.
pub const PLAN_VERSION: u32 = 1;

/// The most steps a plan holds: more than a lesson of several hours clicks through.
pub const MAX_STEPS: usize = 100;

/// The longest note, in characters: a page of text.
pub const MAX_NOTE_CHARS: usize = 2_000;

/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;

/// The largest plan file read, in bytes: a full plan of long notes and puzzles fits well within.
pub const MAX_PLAN_BYTES: usize = 4 * 1024 * 1024;

/// What a plan file starts with (comments and spaces aside): its struct's name.
const FILE_MARK: &str = "LessonPlan";

/// A lesson plan: its title and its steps, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonPlan {
    /// The layout version it was written with ([`PLAN_VERSION`]); a file without one is of the
    /// first.
    pub version: u32,
    /// The plan's title.
    pub title: String,
    /// The steps, in the lesson's order.
    pub steps: Vec<LessonStep>,
}

impl Default for LessonPlan {
    fn default() -> Self {
        Self {
            version: PLAN_VERSION,
            title: String::new(),
            steps: Vec::new(),
        }
    }
}

/// One step of a plan: what the teacher says, and what the window shows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonStep {
    /// The teacher's note, several lines if need be.
    pub note: String,
    /// The view the step restores.
    pub view: SharedView,
}

/// Why a plan (a file, a link or a remembered one) was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanProblem {
    /// It holds more than [`MAX_PLAN_BYTES`].
    TooLarge,
    /// It does not read as a plan, from this line and column (from 1).
    Unreadable {
        /// The line where reading stopped.
        line: usize,
        /// The column.
        column: usize,
    },
    /// It was written by a newer nimlab, in this layout version.
    Newer(u32),
    /// It has more than [`MAX_STEPS`] steps: this many.
    TooManySteps(usize),
    /// Its title is longer than [`MAX_TITLE_CHARS`].
    TitleTooLong,
    /// This step (from 1) has a note longer than [`MAX_NOTE_CHARS`].
    NoteTooLong(usize),
    /// This step's (from 1) view is not one nimlab opens, and why.
    BadStep(usize, ViewProblem),
}

impl LessonPlan {
    /// The steps, in order: what a presenter's window reads.
    pub fn steps(&self) -> &[LessonStep] {
        &self.steps
    }

    /// The plan as a file's text (pretty RON, its struct's name first).
    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        ron::ser::to_string_pretty(self, config).expect("plain data always writes as RON")
    }

    /// The plan as one line of RON, for a link.
    pub fn to_line(&self) -> String {
        let options = ron::Options::default();
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .compact_structs(true);
        let text = options.to_string_pretty(self, config);
        text.expect("plain data always writes as RON").replace('\n', " ")
    }

    /// `text` is meant as a plan file (it starts with `LessonPlan`), not as a puzzle file.
    pub fn is_plan_text(text: &str) -> bool {
        let mut rest = text.trim_start_matches('\u{feff}').trim_start();
        while let Some(comment) = rest.strip_prefix("//") {
            rest = comment
                .split_once('\n')
                .map_or("", |(_, after)| after)
                .trim_start();
        }
        rest.starts_with(FILE_MARK)
    }

    /// The plan a file's (or a link's) `text` holds, checked whole.
    pub fn from_text(text: &str) -> Result<Self, PlanProblem> {
        if text.len() > MAX_PLAN_BYTES {
            return Err(PlanProblem::TooLarge);
        }
        let plan: Self = ron::from_str(text).map_err(|error| PlanProblem::Unreadable {
            line: error.span.start.line,
            column: error.span.start.col,
        })?;
        plan.checked()
    }

    /// The plan if it is within every bound and each step's view opens as a link's would.
    pub fn checked(self) -> Result<Self, PlanProblem> {
        if self.version > PLAN_VERSION {
            return Err(PlanProblem::Newer(self.version));
        }
        if self.steps.len() > MAX_STEPS {
            return Err(PlanProblem::TooManySteps(self.steps.len()));
        }
        if self.title.chars().count() > MAX_TITLE_CHARS {
            return Err(PlanProblem::TitleTooLong);
        }
        for (at, step) in self.steps.iter().enumerate() {
            if step.note.chars().count() > MAX_NOTE_CHARS {
                return Err(PlanProblem::NoteTooLong(at + 1));
            }
            step.view
                .clone()
                .checked()
                .map_err(|problem| PlanProblem::BadStep(at + 1, problem))?;
        }
        Ok(Self {
            version: PLAN_VERSION,
            ..self
        })
    }

    /// A remembered plan, if it passes [`LessonPlan::checked`] (a state that fails starts with
    /// no plan, as any remembered part that fails does).
    #[must_use]
    pub fn sanitized(self) -> Option<Self> {
        self.checked().ok()
    }
}

/// The open plan as the window remembers it between runs: the plan itself (unsaved changes
/// too), its file, whether it differs from that file, the step on show and the panel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedLesson {
    /// The open plan, if any.
    pub plan: Option<LessonPlan>,
    /// The plan's file, once opened or saved.
    pub path: Option<std::path::PathBuf>,
    /// The plan has changes its file does not.
    pub dirty: bool,
    /// The step last gone to (from 0).
    pub current: Option<usize>,
    /// The Lesson panel is open.
    pub panel: bool,
}

impl SavedLesson {
    /// Checked like every remembered part: a plan that fails is dropped with its file, and the
    /// step on show must be one of its steps.
    #[must_use]
    pub fn sanitized(self) -> Self {
        let plan = self.plan.and_then(LessonPlan::sanitized);
        let steps = plan.as_ref().map_or(0, |plan| plan.steps.len());
        let path = self
            .path
            .filter(|path| plan.is_some() && path.is_absolute() && path.as_os_str().len() <= 4096);
        Self {
            current: self.current.filter(|&at| at < steps),
            dirty: self.dirty && plan.is_some(),
            plan,
            path,
            panel: self.panel,
        }
    }
}
