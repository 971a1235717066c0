//! The parts of the remembered state a run may fail to bring back: kept as values (the shell
//! names them in a notice, worded when drawn, so a language switch rewords it).

use crate::i18n::Strings;

/// A part of what the last run remembered that could not be read or replayed, so it started
/// afresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forgotten {
    /// Nothing of the remembered state could be read.
    Everything,
    /// The open tab.
    Tab,
    /// The window's language.
    Language,
    /// Classroom mode's switch.
    Classroom,
    /// The game-tree tab's inputs.
    TreeInputs,
    /// The game-tree tab's folds, step-through and game, as one record.
    SavedTreeProgress,
    /// The game against the computer on the game-tree tab.
    TreeGame,
    /// The step-through's position.
    StepThrough,
    /// The Grundy tab's inputs.
    GrundyInputs,
    /// The game on the sum of the Grundy tab.
    SumGame,
    /// The matchstick tab's puzzle and files.
    Matchsticks,
    /// Presentation mode's switch and the window's zoom.
    Presentation,
    /// The open lesson plan.
    LessonPlan,
}

impl Forgotten {
    /// What it is, in the language of `strings`.
    pub fn name(self, strings: &Strings) -> &'static str {
        match self {
            Self::Everything => strings.forgotten_everything,
            Self::Tab => strings.forgotten_tab,
            Self::Language => strings.forgotten_language,
            Self::Classroom => strings.forgotten_classroom,
            Self::TreeInputs => strings.forgotten_tree_inputs,
            Self::SavedTreeProgress => strings.forgotten_tree_progress,
            Self::TreeGame => strings.forgotten_tree_game,
            Self::StepThrough => strings.forgotten_step_through,
            Self::GrundyInputs => strings.forgotten_grundy_inputs,
            Self::SumGame => strings.forgotten_sum_game,
            Self::Matchsticks => strings.forgotten_matchsticks,
            Self::Presentation => strings.forgotten_presentation,
            Self::LessonPlan => strings.lesson_plan.title,
        }
    }
}
