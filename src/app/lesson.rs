//! The open lesson plan, as the shell keeps it: the plan, its file and unsaved changes, the step
//! on show and the Lesson panel's own fields. A step is captured from the view on show
//! ([`NimlabApp::step_view`]: what a link carries, with where the lesson stands: the game
//! tree's folds, step, classroom reveals and canvases, the Grundy tab's revealed values) and
//! restored through the link's path (`sharing::open_view`, through the file flow, so a step
//! that would replace a puzzle with unsaved changes asks first). Presenting with a plan open,
//! the plan's keys (`ui::keys`, `Scope::Plan`) walk its steps; at its ends a notice says so.
//!
//! A presenter's window reads the plan through [`NimlabApp::lesson_plan`] and
//! [`NimlabApp::lesson_position`], and goes to a step with [`NimlabApp::go_to_step`].

use std::path::{Path, PathBuf};

use super::file_flow::Event;
use super::notice::Notice;
use super::plan_notice::PlanNotice;
use super::share::LinkFrom;
use super::{NimlabApp, Tab};
use crate::ui::keys::{self, KeyAction, Scope};
use nimlab_model::lesson_plan::{LessonPlan, LessonStep, SavedLesson};
use nimlab_model::shared_view::SharedView;

/// The open plan and the panel's fields.
#[derive(Default)]
pub(super) struct Lesson {
    /// The open plan, if any.
    pub(super) plan: Option<LessonPlan>,
    /// Its file, once opened or saved.
    pub(super) path: Option<PathBuf>,
    /// It has changes its file does not.
    pub(super) dirty: bool,
    /// The step last gone to.
    pub(super) current: Option<usize>,
    /// The Lesson panel is open.
    pub(super) panel: bool,
    /// The note for the next step added.
    pub(super) note: String,
    /// The step last deleted and where it was, for Undo delete.
    pub(super) removed: Option<(usize, LessonStep)>,
}

impl Lesson {
    /// The plan as the last run left it (checked before: [`SavedLesson::sanitized`]).
    pub(super) fn restore(saved: SavedLesson) -> Self {
        Self {
            plan: saved.plan,
            path: saved.path,
            dirty: saved.dirty,
            current: saved.current,
            panel: saved.panel,
            ..Self::default()
        }
    }

    /// What to remember of it.
    pub(super) fn saved(&self) -> SavedLesson {
        SavedLesson {
            plan: self.plan.clone(),
            path: self.path.clone(),
            dirty: self.dirty,
            current: self.current,
            panel: self.panel,
        }
    }

    /// The plan's name: its file's, else its title, else `untitled`.
    pub(super) fn name(&self, untitled: &str) -> String {
        let file = self
            .path
            .as_deref()
            .and_then(Path::file_name)
            .map(|name| name.to_string_lossy().into_owned());
        let title = self.plan.as_ref().map(|plan| plan.title.trim().to_owned());
        file.or(title.filter(|title| !title.is_empty()))
            .unwrap_or_else(|| untitled.to_owned())
    }

    /// The plan, a new one if none is open.
    pub(super) fn plan_mut(&mut self) -> &mut LessonPlan {
        self.plan.get_or_insert_with(LessonPlan::default)
    }

    /// Puts `plan` in place, as opened from `path` (a link's has none).
    pub(super) fn open(&mut self, plan: LessonPlan, path: Option<PathBuf>) {
        *self = Self {
            plan: Some(plan),
            path,
            panel: self.panel,
            ..Self::default()
        };
    }
}

/// Where a presented plan stands: what a presenter's window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanPosition<'a> {
    /// The step on show, from 0.
    pub at: usize,
    /// How many steps the plan has.
    pub total: usize,
    /// The step's note.
    pub note: &'a str,
    /// The next step's note, if there is a next step.
    pub next_note: Option<&'a str>,
}

impl NimlabApp {
    /// The open lesson plan, if any.
    pub fn lesson_plan(&self) -> Option<&LessonPlan> {
        self.lesson.plan.as_ref()
    }

    /// The open plan's file, if it was opened or saved.
    pub fn lesson_path(&self) -> Option<&Path> {
        self.lesson.path.as_deref()
    }

    /// The open plan has changes its file does not.
    pub fn is_lesson_dirty(&self) -> bool {
        self.lesson.dirty
    }

    /// The Lesson panel is open.
    pub fn is_lesson_panel_open(&self) -> bool {
        self.lesson.panel
    }

    /// The step on show, its note and the next step's note: what a presenter's window shows.
    pub fn lesson_position(&self) -> Option<PlanPosition<'_>> {
        let plan = self.lesson.plan.as_ref()?;
        let at = self.lesson.current?;
        let step = plan.steps().get(at)?;
        Some(PlanPosition {
            at,
            total: plan.steps().len(),
            note: &step.note,
            next_note: plan.steps().get(at + 1).map(|next| next.note.as_str()),
        })
    }

    /// The view on show as a plan's step keeps it: what a link carries, with where the lesson
    /// stands on the tab (the game tree's folds, step, reveals and canvases; the Grundy tab's
    /// revealed values), read as the remembered state reads them.
    pub fn step_view(&self) -> SharedView {
        let mut view = self.shared_view();
        match self.tab {
            Tab::GameTree => view.tree_progress = Some(self.tree_tab.progress()),
            Tab::Grundy => view.grundy_revealed = Some(self.grundy_tab.saved_reveals()),
            Tab::Matchsticks => {}
        }
        view
    }

    /// Adds the view on show as a step after the one on show, with the note typed.
    pub(super) fn add_step(&mut self) {
        let step = LessonStep {
            note: std::mem::take(&mut self.lesson.note),
            view: self.step_view(),
        };
        let at = self.lesson.current.map_or(usize::MAX, |at| at + 1);
        if let Some(at) = self.lesson.plan_mut().insert(at, step) {
            self.lesson.current = Some(at);
            self.lesson.dirty = true;
        }
    }

    /// Goes to step `at` of the open plan: its view comes back (through the file flow, which
    /// asks first if it would replace a puzzle with unsaved changes).
    pub fn go_to_step(&mut self, at: usize) {
        let Some(step) = self.lesson.plan.as_ref().and_then(|plan| plan.steps().get(at)) else {
            return;
        };
        let view = Box::new(step.view.clone());
        self.lesson.current = Some(at);
        self.files.aim(super::files::Target::Puzzle);
        self.feed(Event::OpenLink(view, LinkFrom::PageAddress));
    }

    /// Presenting with a plan open: `PageDown` and `PageUp` (the plan's keys) walk its steps; at an
    /// end nothing changes but the notice.
    pub(super) fn plan_keys(&mut self, ctx: &egui::Context) {
        let total = self.lesson.plan.as_ref().map_or(0, |plan| plan.steps().len());
        if !self.presentation.on || total == 0 || self.is_filing() {
            return;
        }
        for (action, _) in keys::pressed(ctx, Scope::Plan, |_| true) {
            let on = action == KeyAction::PlanNext;
            let next = match (self.lesson.current, on) {
                (None, _) => Some(0),
                (Some(at), true) => (at + 1 < total).then_some(at + 1),
                (Some(at), false) => at.checked_sub(1),
            };
            if let Some(at) = next {
                self.go_to_step(at);
            } else {
                let at = self.lesson.current.map_or(1, |at| at + 1);
                self.notices.act_for(self.tab);
                self.notify(Notice::Plan(PlanNotice::AtEnd { at, total, last: on }));
            }
        }
    }
}
