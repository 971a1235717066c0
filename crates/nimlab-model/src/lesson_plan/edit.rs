//! Changing a plan as the Lesson panel does: a step added after the one on show, moved up or
//! down, its note edited, removed and put back. Each keeps the plan within its bounds, so an
//! edited plan always saves as one that reads back.

use super::{LessonPlan, LessonStep, MAX_NOTE_CHARS, MAX_STEPS};
use crate::tabs::text_limit::truncate_chars;

impl LessonPlan {
    /// Another step fits ([`MAX_STEPS`]).
    pub fn has_room(&self) -> bool {
        self.steps.len() < MAX_STEPS
    }

    /// Puts `step` at `at` (clamped to the end), its note cut to [`MAX_NOTE_CHARS`]; returns
    /// where it went, or `None` when the plan is full.
    pub fn insert(&mut self, at: usize, mut step: LessonStep) -> Option<usize> {
        if !self.has_room() {
            return None;
        }
        truncate_chars(&mut step.note, MAX_NOTE_CHARS);
        let at = at.min(self.steps.len());
        self.steps.insert(at, step);
        Some(at)
    }

    /// Swaps step `at` with the one before it; returns where it went.
    pub fn move_up(&mut self, at: usize) -> Option<usize> {
        (at > 0 && at < self.steps.len()).then(|| {
            self.steps.swap(at - 1, at);
            at - 1
        })
    }

    /// Swaps step `at` with the one after it; returns where it went.
    pub fn move_down(&mut self, at: usize) -> Option<usize> {
        (at + 1 < self.steps.len()).then(|| {
            self.steps.swap(at, at + 1);
            at + 1
        })
    }

    /// Takes step `at` out, to be put back by [`LessonPlan::insert`] (Undo).
    pub fn remove(&mut self, at: usize) -> Option<LessonStep> {
        (at < self.steps.len()).then(|| self.steps.remove(at))
    }

    /// Sets step `at`'s note, cut to [`MAX_NOTE_CHARS`].
    pub fn set_note(&mut self, at: usize, mut note: String) {
        if let Some(step) = self.steps.get_mut(at) {
            truncate_chars(&mut note, MAX_NOTE_CHARS);
            step.note = note;
        }
    }
}
