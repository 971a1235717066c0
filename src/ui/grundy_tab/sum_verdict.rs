//! The sum builder's verdict row: pinned under its title, one line high whatever it says (the
//! nim-sum and outcome, that they are hidden, or what is wrong with the sum), so the verdict
//! shows in the smallest panel and nothing under it moves when it changes.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::{Progress, Stop};
use crate::ui::{style, widgets};
use crate::work::sum_analysis::SumOutcome;
use nimlab_core::games::sums::{SumAnalysis, SumError, SumMethod};

/// The verdict row is one line high whatever it says (the outcome, an error, "hidden"), so
/// nothing under it moves when it changes or Hint is ticked.
const VERDICT_HEIGHT: f32 = 26.0;
/// Whether a game against the computer is on, and whether its Hint box is ticked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playing {
    /// No game: the builder's sum.
    No,
    /// A game, its outcome kept for the players to find.
    WithoutHint,
    /// A game with Hint ticked: its outcome and winning moves show.
    WithHint,
}

/// What the verdict row says.
pub struct Verdict<'a> {
    /// The newest analysis, or the error of a sum typed wrong.
    pub analysis: Option<&'a SumOutcome>,
    /// A newer analysis is being computed: its progress.
    pub computing: Option<&'a Progress>,
    /// Why the last analysis did not finish, if it did not.
    pub stopped: Option<&'a Stop>,
    /// The analysis on show is of the sum as it is now (else of the sum before).
    pub current: bool,
    /// Classroom mode keeps this sum's values back.
    pub hidden: bool,
    /// Whether a game against the computer is on, and its Hint box ticked.
    pub playing: Playing,
}

/// What the user did in the verdict row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictAction {
    /// Reveal the sum's values (classroom mode).
    Reveal,
    /// Stop the analysis being computed.
    Cancel,
    /// Analyse the sum again after a cancel.
    Again,
}

/// The verdict row: a spinner's room (with the progress and Cancel while an analysis is
/// computed, or Search again after a cancel), then the nim-sum and outcome, or that they are
/// hidden with the Reveal button first, or what is wrong with the sum, cut to one line (the
/// whole text on hover). Returns what the user did.
pub fn verdict_ui(ui: &mut Ui, verdict: &Verdict<'_>, strings: &Strings) -> Option<VerdictAction> {
    let mut action = None;
    ui.horizontal(|ui| {
        ui.set_height(VERDICT_HEIGHT);
        if let Some(progress) = verdict.computing {
            if widgets::job_ui(ui, progress, strings) {
                action = Some(VerdictAction::Cancel);
            }
        } else {
            let slot = egui::vec2(ui.spacing().interact_size.y, ui.spacing().interact_size.y);
            ui.allocate_exact_size(slot, egui::Sense::hover());
        }
        widgets::stopped_ui(ui, verdict.stopped, strings);
        if verdict.stopped.is_some() && ui.button(strings.grundy.sum_search_again).clicked() {
            action = Some(VerdictAction::Again);
        }
        let line = |ui: &mut Ui, text: RichText| {
            ui.add(egui::Label::new(text).truncate());
        };
        match verdict.analysis {
            Some(Ok(_)) if verdict.hidden => {
                if ui.button(strings.grundy.sum_reveal).clicked() {
                    action = Some(VerdictAction::Reveal);
                }
                line(
                    ui,
                    RichText::new(strings.grundy.sum_hidden).color(style::HIDDEN_VALUE),
                );
                if verdict.playing == Playing::WithHint {
                    line(ui, RichText::new(strings.play_hint_hidden));
                }
            }
            Some(Ok(analysis)) if verdict.playing != Playing::WithoutHint => {
                let text = outcome_text(analysis, strings);
                // Another sum's verdict, while this one's is computed or after a cancel, is
                // greyed: it must not read as this sum's.
                let text = RichText::new(text).size(16.0);
                line(
                    ui,
                    if verdict.current {
                        text.strong().color(style::outcome_color(analysis.outcome))
                    } else {
                        text.weak()
                    },
                );
            }
            Some(Err(error)) => {
                line(
                    ui,
                    RichText::new(sum_error_text(error, strings)).color(style::LOSE),
                );
            }
            Some(Ok(_)) | None => {}
        }
    });
    action
}

/// The sum's verdict, naming which method answered: the XOR, Bouton's rule, or a search.
pub fn outcome_text(analysis: &SumAnalysis, strings: &Strings) -> String {
    match analysis.method {
        SumMethod::Xor => (strings.grundy.sum_outcome)(analysis.nim_sum, analysis.outcome),
        SumMethod::Bouton => (strings.grundy.sum_outcome_misere)(analysis.outcome),
        SumMethod::Searched(positions) => (strings.grundy.sum_outcome_searched)(
            &crate::i18n::numbers::grouped(&positions.to_string()),
            analysis.outcome,
        ),
    }
}

/// A sum's error in the user's language: a game's own error as the inputs row words it, or what
/// is wrong with the sum as a whole.
pub fn sum_error_text(error: &SumError, strings: &Strings) -> String {
    match error {
        SumError::Game(error) => strings.grundy_error(error),
        SumError::Misere(error) => strings.misere_error(error),
        SumError::Stopped => strings.grundy.misere_stopped.to_owned(),
        SumError::HeapTooLarge { size, limit } => (strings.grundy.error_heap_too_large)(*size, *limit),
    }
}

/// Folded, the sum's title (drawn by `title`) and the verdict share one line; open, the verdict
/// stands under the title row.
pub fn verdict_row_ui(
    ui: &mut Ui,
    folded: bool,
    title: impl FnOnce(&mut Ui),
    verdict: &Verdict<'_>,
    strings: &Strings,
) -> Option<VerdictAction> {
    if folded {
        ui.horizontal(|ui| {
            title(ui);
            verdict_ui(ui, verdict, strings)
        })
        .inner
    } else {
        verdict_ui(ui, verdict, strings)
    }
}
