//! Keys in words: what each key does, in the window's language (the help overlay's words for a
//! [`KeyAction`]), and the keys' own names, as the help overlay and hover texts write them.

use egui::{Context, Key, KeyboardShortcut};

use super::browser::{Platform, offered};
use super::{Binding, KeyAction, shortcuts};
use crate::i18n::Strings;

/// `action`'s keys as egui names them on hover, ", " between: "Ctrl+Shift+Z, Ctrl+Y".
pub fn hover_names(ctx: &Context, action: KeyAction) -> String {
    shortcuts(action)
        .iter()
        .filter(|shortcut| offered(**shortcut, Platform::CURRENT))
        .map(|shortcut| ctx.format_shortcut(shortcut))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The keys of a binding as the help overlay names them (`PageDown`, →, Ctrl+1, 1–9).
pub fn key_names(ctx: &Context, binding: &Binding) -> String {
    let name = |shortcut: &KeyboardShortcut| {
        // egui's own arrow symbols (⏵) are in none of the app's fonts; these arrows are.
        if shortcut.modifiers.is_none() {
            match shortcut.logical_key {
                Key::ArrowRight => "→",
                Key::ArrowLeft => "←",
                key => key.symbol_or_name(),
            }
            .to_owned()
        } else {
            ctx.format_shortcut(shortcut)
        }
    };
    let keys: Vec<_> = binding.offered_keys().collect();
    match keys.as_slice() {
        [first, .., last] if keys.len() > 3 => format!("{}–{}", name(first), name(last)),
        keys => keys.iter().copied().map(name).collect::<Vec<_>>().join(" / "),
    }
}

impl KeyAction {
    /// What the key does, in the window's language.
    pub fn words(self, strings: &Strings) -> &'static str {
        let k = strings.keys;
        match self {
            Self::Help => k.help,
            Self::CloseHelp => k.close_help,
            Self::TabTree => k.tab_tree,
            Self::TabGrundy => k.tab_grundy,
            Self::TabMatchsticks => k.tab_matchsticks,
            Self::Presentation => k.presentation,
            Self::PresenterScreen => k.presenter,
            Self::WindowZoomIn => k.window_zoom_in,
            Self::WindowZoomOut => k.window_zoom_out,
            Self::WindowZoomReset => k.window_zoom_reset,
            Self::PlanNext => strings.lesson_plan.key_next,
            Self::PlanBack => strings.lesson_plan.key_back,
            Self::LessonOn => k.lesson_on,
            Self::LessonBack => k.lesson_back,
            Self::StepOn => k.step_on,
            Self::StepBack => k.step_back,
            Self::FirstStep => k.first_step,
            Self::LastStep => k.last_step,
            Self::PlayPause => k.play_pause,
            Self::ViewRecursive => k.view_recursive,
            Self::ViewDp => k.view_dp,
            Self::ViewFormula => k.view_formula,
            Self::ViewGrowth => k.view_growth,
            Self::ViewPlay => k.view_play,
            Self::RevealAll => k.reveal_all,
            Self::HideAll => k.hide_all,
            Self::AnswerWin => k.answer_win,
            Self::AnswerLose => k.answer_lose,
            Self::Ask => strings.quiz.key_ask,
            Self::MarkRight => strings.quiz.key_right,
            Self::MarkWrong => strings.quiz.key_wrong,
            Self::Take => k.take,
            Self::ZoomIn => k.zoom_in,
            Self::ZoomOut => k.zoom_out,
            Self::Fit => k.fit,
            Self::FileNew => k.file_new,
            Self::FileOpen => k.file_open,
            Self::FileSave => k.file_save,
            Self::FileSaveAs => k.file_save_as,
            Self::Undo => k.undo,
            Self::Redo => k.redo,
        }
    }
}
