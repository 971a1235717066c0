//! The lesson plan in the shell's one file flow: the Lesson panel's New, Open…, Save and Save
//! as… are the flow's commands aimed at the plan (its unsaved changes are asked about, Save
//! writes it, never over a file unasked); a file read by any Open… or drop that turns out to
//! be a plan opens as one; a plan's link (`#plan=…`) opens through the flow too.

use std::path::PathBuf;

use super::NimlabApp;
use super::file_flow::{Event, Flow};
use super::files::Target;
use super::notice::Notice;
use super::plan_notice::PlanNotice;
use super::share::{self, LinkTooLong};
use crate::ui::match_tab::Handover;
use crate::ui::shell_action::FileCommand;
use nimlab_model::lesson_plan::LessonPlan;

/// What comes between the page's address and a plan's RON in a plan's link.
pub const PLAN_MARK: &str = "#plan=";

impl NimlabApp {
    /// A Lesson panel's file button: the flow's `command`, aimed at the plan.
    pub(super) fn plan_file(&mut self, command: FileCommand) {
        self.notices.act_for(self.tab);
        self.files.aim(Target::Plan);
        self.feed(Event::Command(command));
    }

    /// A read's end, fed to the flow: a plan read for the puzzle's Open… (or a drop) becomes
    /// the plan's operation (its unsaved changes are asked about next); a puzzle file read for
    /// the plan's Open… is not opened, and the notice says it is no plan.
    pub(super) fn feed_read(&mut self, event: Event) {
        match (&event, &self.files.flow) {
            (Event::PlanRead(_), _) => self.files.target = Target::Plan,
            (Event::Read(Ok(_)), Flow::Reading { path, .. }) if self.files.target == Target::Plan => {
                let path = path.clone();
                self.files.flow = Flow::Idle;
                self.notify(Notice::Plan(PlanNotice::NotAPlan(path)));
                return;
            }
            _ => {}
        }
        self.feed(event);
    }

    /// What came of the plan's file: saved (its file, nothing unsaved) or a new plan.
    pub(super) fn hand_plan(&mut self, handover: Handover) {
        match handover {
            Handover::Saved(path) => {
                self.lesson.path = Some(path.clone());
                self.lesson.dirty = false;
                self.notify(Notice::Saved(path));
            }
            Handover::NewFile => {
                self.lesson.open(LessonPlan::default(), None);
                self.notices.dismiss();
            }
            _ => {}
        }
    }

    /// Shows `plan`, opened from `path` (a link's has none), in the Lesson panel.
    pub(super) fn open_plan(&mut self, plan: LessonPlan, path: Option<PathBuf>) {
        self.lesson.open(plan, path);
        self.lesson.panel = true;
        let name = self.lesson.name(self.language.strings().lesson_plan.title);
        self.notify(Notice::Plan(PlanNotice::Opened(name)));
    }

    /// The link to the whole open plan, unless it would be too long to carry.
    pub fn plan_link(&self) -> Option<Result<String, LinkTooLong>> {
        let plan = self.lesson.plan.as_ref()?;
        Some(share::marked_link(
            &share::base_address(),
            PLAN_MARK,
            &plan.to_line(),
        ))
    }

    /// Opens a pasted plan's link `text`, if it is one (through the flow, which asks about the
    /// open plan's unsaved changes first); false when `text` is no plan's link.
    pub(super) fn open_plan_link(&mut self, text: &str) -> bool {
        let plan = match share::after_mark(text, PLAN_MARK) {
            Ok(None) => return false,
            Ok(Some(plan)) => LessonPlan::from_text(&plan).map(Box::new),
            Err(refusal) => {
                self.notify(Notice::LinkRefused(refusal));
                return true;
            }
        };
        self.files.aim(Target::Plan);
        self.feed(Event::PlanRead(plan));
        true
    }
}
